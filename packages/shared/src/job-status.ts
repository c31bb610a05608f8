// A job position's statuses, their labels and badge colours (spec 02 §4), and what the list pages
// ask for, with no zod: the top-bar search shows a result's status on every signed-in page, and the
// dashboard lists the active positions (job-positions.ts re-exports them beside the schemas).

export const JOB_STATUSES = [
  'new',
  'pending',
  'draft',
  'goals_confirmed',
  'generating_questions',
  'questions_ready',
  'active',
  'interviewing',
  'on_hold',
  'interviews_closed',
  'hired',
  'closed',
  'failed',
  'questions_generation_failed',
  'inactive',
  'archived',
  'deactivated',
] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Labels; the spec names those it shows, the rest are the plain words. */
export const JOB_STATUS_LABELS: Readonly<Record<JobStatus, string>> = {
  new: 'New Position',
  pending: 'Creating...',
  draft: 'Draft - Review Goals',
  goals_confirmed: 'Goals Confirmed',
  generating_questions: 'Generating Questions...',
  questions_ready: 'Questions Ready',
  active: 'Active - Ready for Interviews',
  interviewing: 'Interviewing Candidates',
  on_hold: 'On Hold',
  interviews_closed: 'Interviews Completed',
  hired: 'Position Filled',
  closed: 'Position Closed',
  failed: 'Failed - Needs Attention',
  questions_generation_failed: 'Question Generation Failed',
  inactive: 'Inactive',
  archived: 'Archived',
  deactivated: 'Deactivated',
};

export function isJobStatus(value: unknown): value is JobStatus {
  return typeof value === 'string' && (JOB_STATUSES as readonly string[]).includes(value);
}

/** A status's label; an unknown value is shown as it is, a missing one as 'Unknown'. */
export function jobStatusLabel(status: string | null | undefined): string {
  if (!status) return 'Unknown';
  return isJobStatus(status) ? JOB_STATUS_LABELS[status] : status;
}

// ---------------------------------------------------------------------------------------------
// Badge colours (spec 02 §4)

export const BADGE_COLOURS = ['gray', 'yellow', 'blue', 'green', 'indigo', 'purple', 'red'] as const;
export type BadgeColour = (typeof BADGE_COLOURS)[number];

export const JOB_STATUS_BADGE_COLOURS: Readonly<Record<JobStatus, BadgeColour>> = {
  new: 'gray',
  closed: 'gray',
  inactive: 'gray',
  archived: 'gray',
  deactivated: 'gray',
  pending: 'yellow',
  generating_questions: 'yellow',
  on_hold: 'yellow',
  draft: 'blue',
  questions_ready: 'blue',
  goals_confirmed: 'green',
  interviews_closed: 'green',
  hired: 'green',
  active: 'indigo',
  interviewing: 'purple',
  failed: 'red',
  questions_generation_failed: 'red',
};

/** Unknown statuses are gray. */
export function jobStatusBadgeColour(status: string | null | undefined): BadgeColour {
  return isJobStatus(status) ? JOB_STATUS_BADGE_COLOURS[status] : 'gray';
}

/** The Active Jobs page shows status active, or workflow state active, interviewing or on_hold (spec 02 §2.1). */
export const ACTIVE_PAGE_WORKFLOW_STATES = ['active', 'interviewing', 'on_hold'] as const satisfies readonly JobStatus[];

/**
 * Statuses in which the server is still working on a position by itself: its goals are being
 * written (pending), question generation is queued by the confirmation (goals_confirmed, reached
 * only through it, decision 140) or running. A screen showing such a position reads it again every
 * BACKGROUND_POLL_MS until the status moves on, and stops once it has.
 */
export const BACKGROUND_WORK_STATUSES = ['pending', 'goals_confirmed', 'generating_questions'] as const satisfies readonly JobStatus[];

/** How often a screen asks again while a position's background work runs. */
export const BACKGROUND_POLL_MS = 2_000;

export function awaitsBackgroundWork(status: string | null | undefined): boolean {
  return (BACKGROUND_WORK_STATUSES as readonly string[]).includes(status ?? '');
}

/** Positions on a page of the job list (spec 02 §9). */
export const JOB_LIST_PAGE_SIZE = 10;

/** Messages of the zod-free screens that read positions (the dashboard's Active Hiring panel). */
export const JOB_STATUS_MESSAGES = {
  activePositionsFailed: 'The active positions could not be loaded.',
} as const;
