// A job position's statuses and their labels (spec 02 §4), with no zod: the top-bar search shows
// a result's status on every signed-in page (job-positions.ts re-exports them beside the schemas).

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
