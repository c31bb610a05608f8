import { z } from 'zod';
import { pageEnvelope } from './api.ts';
import {
  BADGE_COLOURS,
  isJobStatus,
  JOB_LIST_PAGE_SIZE,
  JOB_STATUS_BADGE_COLOURS,
  JOB_STATUS_LABELS,
  JOB_STATUSES,
  type JobStatus,
  jobStatusLabel,
} from './job-status.ts';
import { jobAnalysisSchema, engineProvenanceSchema, HIRING_STRATEGIES, STORED_GOAL_CATEGORIES } from './ai.ts';
import { COMPANY_INDUSTRIES, COMPANY_SIZES, containsNul, NUL_CHARACTER_MESSAGE, type OptionItem, optionItemSchema } from './company.ts';
import { formatNumber } from './locale.ts';
import { DEFAULT_INTERVIEW_LANGUAGE, INTERVIEW_LANGUAGE_MESSAGES, INTERVIEW_LANGUAGES } from './interview-language.ts';

/**
 * Job positions (spec 02 §3, §4, §5, §8, §9): statuses and labels, workflow stages and their
 * permissions, list grouping, badge colours, the allowed transitions, the requirement checks,
 * form option lists, create defaults and the request/response schemas. Every table is here
 * once; the server enforces it and the client shows it.
 */

// ---------------------------------------------------------------------------------------------
// Statuses (spec 02 §4)

// Every status constant of the zod-free module, beside the schemas that use them.
export * from './job-status.ts';

export const DEFAULT_JOB_STATUS: JobStatus = 'draft';
/** Statuses a position may be created in; with goal generation it sits in `pending` first. */
export const INITIAL_JOB_STATUSES = ['new', 'draft'] as const satisfies readonly JobStatus[];

export const jobStatusSchema = z.enum(JOB_STATUSES, { error: 'Please choose a valid status' });

// ---------------------------------------------------------------------------------------------
// List grouping (spec 02 §4)

export const JOB_LIST_GROUPS = [
  { key: 'setup_planning', label: 'Setup & Planning', statuses: ['new', 'pending', 'draft'] },
  { key: 'preparation', label: 'Preparation', statuses: ['goals_confirmed', 'generating_questions', 'questions_ready'] },
  { key: 'active_hiring', label: 'Active Hiring', statuses: ['active', 'interviewing', 'on_hold'] },
  { key: 'completed', label: 'Completed', statuses: ['interviews_closed', 'hired', 'closed'] },
  { key: 'needs_attention', label: 'Needs Attention', statuses: ['failed', 'questions_generation_failed'] },
  { key: 'inactive', label: 'Inactive', statuses: ['inactive', 'archived', 'deactivated'] },
] as const satisfies readonly { key: string; label: string; statuses: readonly JobStatus[] }[];

/** Jobs with no workflow state or an unknown one. */
export const SETUP_REQUIRED_GROUP = { key: 'setup_required', label: 'Setup Required', statuses: [] as readonly JobStatus[] } as const;

export type JobListGroupKey = (typeof JOB_LIST_GROUPS)[number]['key'] | typeof SETUP_REQUIRED_GROUP.key;

export function jobListGroupOf(workflowState: string | null | undefined): { key: JobListGroupKey; label: string } {
  const group = JOB_LIST_GROUPS.find((g) => (g.statuses as readonly string[]).includes(workflowState ?? ''));
  return group ? { key: group.key, label: group.label } : { key: SETUP_REQUIRED_GROUP.key, label: SETUP_REQUIRED_GROUP.label };
}

/** Groups jobs in the order of the table (Setup Required last); empty groups are left out. */
export function groupJobsByWorkflowState<T extends { workflow_state?: string | null }>(
  jobs: readonly T[],
): { key: JobListGroupKey; label: string; jobs: T[] }[] {
  const order: { key: JobListGroupKey; label: string }[] = [...JOB_LIST_GROUPS, SETUP_REQUIRED_GROUP];
  const buckets = new Map<JobListGroupKey, T[]>();
  for (const job of jobs) {
    const { key } = jobListGroupOf(job.workflow_state);
    const bucket = buckets.get(key) ?? [];
    bucket.push(job);
    buckets.set(key, bucket);
  }
  return order.filter((g) => buckets.has(g.key)).map((g) => ({ key: g.key, label: g.label, jobs: buckets.get(g.key)! }));
}

/**
 * The spec's rule for the Active Jobs tab: status active or published (spec 02 §2.1). No status of
 * ours is `published`; the list's status filter accepts it as a value (matching nothing). The web
 * no longer counts by it: the tab counts what the Active Jobs page lists (decision 512).
 */
export const ACTIVE_TAB_STATUSES = ['active', 'published'] as const;
/** Values the list's status filter accepts beyond the statuses: the Active Jobs tab's `published`. */
export const STATUS_FILTER_ALIASES = ['published'] as const;

// ---------------------------------------------------------------------------------------------
// Allowed transitions (spec 02 §4)

export const JOB_STATUS_TRANSITIONS: Readonly<Record<JobStatus, readonly JobStatus[]>> = {
  new: ['pending', 'draft'],
  pending: ['draft', 'failed'],
  draft: ['goals_confirmed', 'new', 'archived'],
  goals_confirmed: ['generating_questions', 'draft', 'archived'],
  generating_questions: ['questions_ready', 'questions_generation_failed'],
  questions_ready: ['active', 'generating_questions', 'archived'],
  active: ['interviewing', 'on_hold', 'questions_ready', 'closed'],
  interviewing: ['interviews_closed', 'on_hold', 'active'],
  on_hold: ['active', 'interviewing', 'closed'],
  interviews_closed: ['hired', 'closed', 'interviewing'],
  hired: ['archived'],
  closed: ['archived'],
  failed: ['draft', 'archived'],
  questions_generation_failed: ['generating_questions', 'archived'],
  inactive: ['archived'],
  deactivated: ['archived'],
  archived: [],
};

export function allowedTransitions(from: string | null | undefined): readonly JobStatus[] {
  return isJobStatus(from) ? JOB_STATUS_TRANSITIONS[from] : [];
}

export function isTransitionAllowed(from: string | null | undefined, to: string): boolean {
  return allowedTransitions(from).includes(to as JobStatus);
}

// ---------------------------------------------------------------------------------------------
// Workflow stages and their permissions (spec 02 §4 Fallback stage permissions)

export interface StagePermissions {
  can_edit_goals: boolean;
  can_edit_questions: boolean;
  ready_for_interviews: boolean;
  can_transition: boolean;
}

export const WORKFLOW_STAGES = [
  {
    value: 'preparation',
    label: 'Preparation',
    statuses: ['new', 'pending', 'draft', 'goals_confirmed'],
    permissions: { can_edit_goals: true, can_edit_questions: false, ready_for_interviews: false, can_transition: true },
  },
  {
    value: 'question_development',
    label: 'Question Development',
    statuses: ['generating_questions', 'questions_ready'],
    permissions: { can_edit_goals: true, can_edit_questions: true, ready_for_interviews: false, can_transition: true },
  },
  {
    value: 'interview_ready',
    label: 'Interview Ready',
    statuses: ['active'],
    permissions: { can_edit_goals: false, can_edit_questions: true, ready_for_interviews: true, can_transition: true },
  },
  {
    value: 'interview_execution',
    label: 'Interview Execution',
    statuses: ['interviewing', 'on_hold', 'interviews_closed'],
    permissions: { can_edit_goals: false, can_edit_questions: false, ready_for_interviews: true, can_transition: true },
  },
  {
    value: 'completion',
    label: 'Completion',
    statuses: ['hired', 'closed', 'failed', 'questions_generation_failed', 'inactive', 'archived', 'deactivated'],
    permissions: { can_edit_goals: false, can_edit_questions: false, ready_for_interviews: false, can_transition: false },
  },
] as const satisfies readonly { value: string; label: string; statuses: readonly JobStatus[]; permissions: StagePermissions }[];

export type WorkflowStageValue = (typeof WORKFLOW_STAGES)[number]['value'];
export type WorkflowStage = (typeof WORKFLOW_STAGES)[number];

/** The stage of a status; an unknown status is treated as preparation (nothing is set up yet). */
export function workflowStageOf(status: string | null | undefined): WorkflowStage {
  return WORKFLOW_STAGES.find((s) => (s.statuses as readonly string[]).includes(status ?? '')) ?? WORKFLOW_STAGES[0];
}

export function stagePermissionsOf(status: string | null | undefined): StagePermissions {
  return { ...workflowStageOf(status).permissions };
}

// ---------------------------------------------------------------------------------------------
// Requirement checks before a transition (spec 02 §4)

/** ai_analysis is stored as given: at most 20 KB serialised and 8 levels deep. */
export const AI_ANALYSIS_MAX_BYTES = 20_000;
export const AI_ANALYSIS_MAX_DEPTH = 8;

export const JOB_MESSAGES = {
  requirementsNotMet: 'Requirements not met for this status.',
  transitionNotAllowed: 'This change is not allowed from the current status.',
  loginRequired: 'Please log in to view job listings',
  noJobs: 'No Job Listings Yet',
  noActiveJobs: 'No Active Job Listings',
  viewAllJobs: 'View All Jobs',
  /** What the job list's tab counts say, for screen readers and as a tooltip (decision 512). */
  allJobsCount: (n: number) => `${n} ${n === 1 ? 'position' : 'positions'} in all`,
  activeJobsCount: (n: number) => `${n} ${n === 1 ? 'position' : 'positions'} active, interviewing or on hold`,
  errorLoading: 'Error Loading Job Listings',
  loading: 'Loading...',
  noData: 'No data available',
  /** The goals screen's empty state when the position is missing (spec 02 §2.1). */
  listingNotFound: 'Job listing not found',
  analyzing: 'Analyzing job description...',
  continueToJobDetails: 'Continue to Job Details',
  analyzeJobDescription: 'Analyze Job Description',
  createJobListing: 'Create Job Listing',
  fixErrors: 'Please fix the following errors:',
  wizardError: 'An error occurred while processing your request. Please try again.',
  /** The wizard's unsaved work came back after a reload or a closed tab (decision 505). */
  draftRestored: 'Your unsaved job listing was restored, so you can pick up where you left off.',
  /** What the wizard says of the draft it keeps (decision 505). */
  draftKept: 'Your work is saved on this device as you type, until you create the listing or discard it. Signing out removes it.',
  discardDraft: 'Discard draft',
  titleRequired: 'Job title is required',
  titleTooShort: 'Job title must be at least 3 characters',
  descriptionRequired: 'Job description is required',
  descriptionTooShort: 'Job description must be at least 10 characters',
  requirementsRequired: 'Requirements are required',
  requirementsTooShort: 'Requirements must be at least 10 characters',
  skillRequired: 'At least one skill is required',
  departmentRequired: 'Department is required',
  departmentTooShort: 'Department must be at least 2 characters',
  statusRequired: 'Status is required',
  levelRequired: 'Experience level is required',
  employmentTypeRequired: 'Employment type is required',
  customGoalRequired: 'Please enter goal text',
  goalRequired: 'Choose at least one goal',
  initialStatus: 'A new job position starts as New Position or Draft - Review Goals',
  pendingEdit: 'This job position is still being created. Try again when its goals are ready.',
  pendingHint: 'The system moves it to Draft - Review Goals when its goals are generated, or to Failed - Needs Attention.',
  generatingQuestions: 'Interview questions are still being generated.',
  generatingQuestionsHint: 'The system moves it on when question generation finishes.',
  systemDrivenTarget: 'This status is set by the system while it works and cannot be chosen by hand.',
  pendingTargetHint: 'A position is Creating... while its evaluation goals are generated after it is created.',
  generatingTargetHint: 'Question generation sets this status when it starts.',
  actionDrivenTarget: 'This status is reached through its workflow action and cannot be chosen by hand.',
  nulCharacter: NUL_CHARACTER_MESSAGE,
  aiAnalysisTooLarge: `AI analysis must be at most ${AI_ANALYSIS_MAX_BYTES / 1000} KB when serialised`,
  aiAnalysisTooDeep: `AI analysis must be nested at most ${AI_ANALYSIS_MAX_DEPTH} levels deep`,
  tooLong: (max: number) => `Must be at most ${max} characters`,
  /** Under a chip field (skills, cultural attributes): the limit the input holds to. */
  chipHint: (max: number) => `Press Enter or Add to put it in the list. Up to ${max} characters each.`,
  tooMany: (max: number) => `At most ${max} items`,
  maxResponses: `Maximum responses must be a whole number from 1 to 10000`,
  notFound: 'Job position not found',
  companyRequired: 'Your account is not linked to a company.',
  goalGenerationFailed: 'Goal generation failed',
} as const;

/** Fallback messages of this area (spec 02 §8). */
export const JOB_FALLBACK_MESSAGES = {
  fetchJobListings: 'Failed to fetch job listings',
  fetchJobPositions: 'Failed to fetch job positions',
  updateStatus: 'Failed to update status',
  validateStatus: 'Failed to validate status',
  generateQuestions: 'Failed to generate interview questions',
  confirmGoals: 'Failed to confirm evaluation goals',
  fetchInterviews: 'Failed to fetch interviews',
} as const;

/** The message of a refused transition (spec 02 §4, §8). */
export function cannotTransitionMessage(to: string, message: string): string {
  return `Cannot transition to ${jobStatusLabel(to)}: ${message}`;
}

/** What the requirement checks look at. */
export interface RequirementFacts {
  goals_count: number;
  questions_count: number;
  finalized_questions_count: number;
}

export type RequirementKey = 'goals' | 'questions_finalized' | 'goals_and_questions_finalized';

/**
 * Which targets need which requirement. The spec names legacy targets; each is listed beside the
 * status of ours it stands for: requirements_defined = goals_confirmed, questions_generated =
 * generating_questions, ready_for_interviews = active.
 */
export const TRANSITION_REQUIREMENTS: Readonly<Record<string, RequirementKey>> = {
  requirements_defined: 'goals',
  goals_confirmed: 'goals',
  questions_generated: 'goals',
  generating_questions: 'goals',
  questions_finalized: 'questions_finalized',
  ready_for_interviews: 'goals_and_questions_finalized',
  active: 'goals_and_questions_finalized',
};

/** Why a requirement is not met, in words a user can act on (shown beside the disabled action). */
export const REQUIREMENT_HINTS: Readonly<Record<RequirementKey, string>> = {
  goals: 'Add at least one evaluation goal first.',
  questions_finalized: 'Generate interview questions and finalize all of them first.',
  goals_and_questions_finalized: 'Confirm evaluation goals and finalize all interview questions first.',
};

export interface RequirementResult {
  ok: boolean;
  /** 'Requirements not met for this status.' when not met. */
  message: string | null;
  /** What to do about it. */
  hint: string | null;
}

const allFinalized = (f: RequirementFacts) => f.questions_count > 0 && f.finalized_questions_count >= f.questions_count;

export function checkTransitionRequirements(to: string, facts: RequirementFacts): RequirementResult {
  const key = TRANSITION_REQUIREMENTS[to];
  if (!key) return { ok: true, message: null, hint: null };
  const ok =
    key === 'goals'
      ? facts.goals_count > 0
      : key === 'questions_finalized'
        ? allFinalized(facts)
        : facts.goals_count > 0 && allFinalized(facts);
  return ok ? { ok, message: null, hint: null } : { ok, message: JOB_MESSAGES.requirementsNotMet, hint: REQUIREMENT_HINTS[key] };
}

export interface TransitionOption {
  status: JobStatus;
  label: string;
  /** false: shown disabled with the warning in `message`. */
  allowed: boolean;
  message: string | null;
  hint: string | null;
}

/**
 * Statuses the system moves a position into and out of by itself (the engine is working): a
 * position sits in `pending` until its goals exist and the system moves it to draft or failed;
 * `generating_questions` is entered and left by question generation. The transition table keeps
 * these moves (the system follows it), but a person can never make them.
 */
export const SYSTEM_DRIVEN_STATUSES = ['pending', 'generating_questions'] as const satisfies readonly JobStatus[];

export function isSystemDrivenStatus(status: string | null | undefined): boolean {
  return (SYSTEM_DRIVEN_STATUSES as readonly string[]).includes(status ?? '');
}

/**
 * Statuses whose meaning is a workflow action: a position is Goals Confirmed because its goals
 * were confirmed, Generating Questions because generation started, Questions Ready because it
 * finished. They are reached only through that action (confirm goals; generate questions; the
 * generation finishing), never by a plain status change from any entry point (PATCH status,
 * PATCH workflow, PUT with a status, the edit form, the workflow card).
 */
export const ACTION_DRIVEN_STATUSES = [
  'goals_confirmed',
  'generating_questions',
  'questions_ready',
] as const satisfies readonly JobStatus[];
export type ActionDrivenStatus = (typeof ACTION_DRIVEN_STATUSES)[number];

/** The action that reaches each action-driven status, in words a user can act on. */
export const WORKFLOW_ACTION_HINTS: Readonly<Record<ActionDrivenStatus, string>> = {
  goals_confirmed: 'Review and confirm the evaluation goals on the goals screen.',
  generating_questions: 'Question generation sets this status when it starts.',
  questions_ready: 'Interview questions are ready when their generation finishes.',
};

export function isActionDrivenStatus(status: string | null | undefined): status is ActionDrivenStatus {
  return (ACTION_DRIVEN_STATUSES as readonly string[]).includes(status ?? '');
}

/** Why a person cannot make a system-driven or action-driven move, and what to do instead. */
export function systemDrivenRefusal(from: string | null | undefined, to: string): { message: string; hint: string } | null {
  if (from === 'pending') return { message: JOB_MESSAGES.pendingEdit, hint: JOB_MESSAGES.pendingHint };
  if (from === 'generating_questions') return { message: JOB_MESSAGES.generatingQuestions, hint: JOB_MESSAGES.generatingQuestionsHint };
  if (to === 'pending') return { message: JOB_MESSAGES.systemDrivenTarget, hint: JOB_MESSAGES.pendingTargetHint };
  if (to === 'generating_questions') return { message: JOB_MESSAGES.systemDrivenTarget, hint: JOB_MESSAGES.generatingTargetHint };
  if (isActionDrivenStatus(to)) return { message: JOB_MESSAGES.actionDrivenTarget, hint: WORKFLOW_ACTION_HINTS[to] };
  return null;
}

/** Where the next step of a status is taken: the workflow card's "Next:" links there. */
export type WorkflowNextScreen = 'goals' | 'questions' | 'links';

/**
 * The next step a person takes from a status, in words they can act on, and the screen for it.
 * Statuses the system moves on by itself, or whose next moves are the card's own buttons, have none.
 */
export const WORKFLOW_NEXT_ACTIONS: Readonly<Partial<Record<JobStatus, { hint: string; screen: WorkflowNextScreen }>>> = {
  draft: { hint: WORKFLOW_ACTION_HINTS.goals_confirmed, screen: 'goals' },
  goals_confirmed: {
    hint: 'Interview questions are generated from the confirmed goals: follow them on the questions screen.',
    screen: 'questions',
  },
  questions_ready: { hint: 'Review and finalize the interview questions, then move the position to Active.', screen: 'questions' },
  questions_generation_failed: { hint: 'Generate the interview questions again on the questions screen.', screen: 'questions' },
  active: { hint: 'Create interview links and send them to candidates.', screen: 'links' },
};

export function nextWorkflowAction(from: string | null | undefined): { hint: string; screen: WorkflowNextScreen } | null {
  return (isJobStatus(from) && WORKFLOW_NEXT_ACTIONS[from]) || null;
}

/** The targets a person may choose from a status: the table's, without the system-driven moves. */
export function userTransitionTargets(from: string | null | undefined): readonly JobStatus[] {
  return allowedTransitions(from).filter((to) => systemDrivenRefusal(from, to) === null);
}

/**
 * Whether a person's move ends the position's workflow for good: the target is in the
 * completion stage (filled, closed, archived...) and no chain of moves a person may make leads
 * back to where the position is now. Such a move is confirmed before it is made.
 */
export function isIrreversibleTransition(from: string | null | undefined, to: string): boolean {
  if (!isJobStatus(from) || !isJobStatus(to) || from === to) return false;
  if (workflowStageOf(to).value !== 'completion') return false;
  const seen = new Set<string>([to]);
  const queue: string[] = [to];
  while (queue.length > 0) {
    for (const next of userTransitionTargets(queue.shift())) {
      if (next === from) return false;
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return true;
}

/**
 * The actions offered from a status: the table's targets, each with its check. A system-driven
 * move is shown not allowed with why; a target whose requirements are not met likewise.
 */
export function transitionOptions(from: string | null | undefined, facts: RequirementFacts): TransitionOption[] {
  return allowedTransitions(from).map((status) => {
    const label = JOB_STATUS_LABELS[status];
    const system = systemDrivenRefusal(from, status);
    if (system) return { status, label, allowed: false, message: system.message, hint: system.hint };
    const check = checkTransitionRequirements(status, facts);
    return { status, label, allowed: check.ok, message: check.message, hint: check.hint };
  });
}

export type TransitionVerdict = { ok: true } | { ok: false; message: string };

/**
 * The server's one decision for a change of status a person asks for; the message is the 409's.
 * The table decides first, then the system-driven moves are refused, then the requirement checks.
 */
export function validateTransition(from: string | null | undefined, to: string, facts: RequirementFacts): TransitionVerdict {
  if (!isTransitionAllowed(from, to)) {
    return { ok: false, message: cannotTransitionMessage(to, JOB_MESSAGES.transitionNotAllowed) };
  }
  const system = systemDrivenRefusal(from, to);
  if (system) return { ok: false, message: cannotTransitionMessage(to, system.message) };
  const check = checkTransitionRequirements(to, facts);
  return check.ok ? { ok: true } : { ok: false, message: cannotTransitionMessage(to, check.message!) };
}

/**
 * Whether the position can move forward: its stage allows status changes, the system is not
 * working on it, and the forward step (the first target of its row in the table) has its
 * requirements met.
 */
export function canProceed(status: string | null | undefined, facts: RequirementFacts): boolean {
  if (!workflowStageOf(status).permissions.can_transition) return false;
  if (isSystemDrivenStatus(status)) return false;
  const forward = allowedTransitions(status)[0];
  return forward !== undefined && checkTransitionRequirements(forward, facts).ok;
}

/** What to do next, per status (the workflow card's next steps). */
export const JOB_NEXT_STEPS: Readonly<Record<JobStatus, readonly string[]>> = {
  new: ['Define goals and requirements'],
  pending: ['Wait while evaluation goals are generated'],
  draft: ['Review the evaluation goals', 'Confirm the goals to continue'],
  goals_confirmed: ['Generate interview questions'],
  generating_questions: ['Wait while interview questions are generated'],
  questions_ready: ['Review and finalize the interview questions', 'Activate the position for interviews'],
  active: ['Create interview links', 'Start interviewing candidates'],
  interviewing: ['Review candidate interviews', 'Close interviews when done'],
  on_hold: ['Resume the position when ready'],
  interviews_closed: ['Compare candidates and make a decision'],
  hired: ['Archive the position'],
  closed: ['Archive the position'],
  failed: ['Return the position to draft and generate goals again', 'Or archive it'],
  questions_generation_failed: ['Generate the interview questions again'],
  inactive: ['Archive the position'],
  deactivated: ['Archive the position'],
  archived: [],
};

export function nextStepsOf(status: string | null | undefined): readonly string[] {
  return isJobStatus(status) ? JOB_NEXT_STEPS[status] : ['Define goals and requirements'];
}

// ---------------------------------------------------------------------------------------------
// Form option lists (spec 02 §3, §9 fallbacks)

export const EXPERIENCE_LEVELS: readonly OptionItem[] = [
  { value: 'entry', label: 'Entry Level' },
  { value: 'mid', label: 'Mid Level' },
  { value: 'senior', label: 'Senior Level' },
  { value: 'lead', label: 'Lead' },
  { value: 'executive', label: 'Executive' },
];

export const EMPLOYMENT_TYPES: readonly OptionItem[] = [
  { value: 'full-time', label: 'Full-time' },
  { value: 'part-time', label: 'Part-time' },
  { value: 'contract', label: 'Contract' },
  { value: 'internship', label: 'Internship' },
];

export const WORK_LOCATIONS: readonly OptionItem[] = [
  { value: 'remote', label: 'Remote' },
  { value: 'hybrid', label: 'Hybrid' },
  { value: 'onsite', label: 'On-site' },
];

/** The label of an option value; unknown values are shown as they are. */
export function optionLabel(options: readonly OptionItem[], value: string | null | undefined): string {
  if (!value) return '';
  return options.find((o) => o.value === value)?.label ?? value;
}

// ---------------------------------------------------------------------------------------------
// Limits (spec 02 §9)

export const DEFAULT_MAX_RESPONSES = 50;
export const MAX_MAX_RESPONSES = 10_000;
export const DEFAULT_DEPARTMENT = 'General';
export const JOB_LIST_SKELETON_GROUPS = 3;
export const ANALYSIS_KEY_REQUIREMENTS = 3;
export const ANALYSIS_SUGGESTED_SKILLS = 5;
export const CUSTOM_GOAL_ROWS = 6;
export const DETAIL_PREVIEW = {
  goals: 3,
  sidebarQuestions: 2,
  mainQuestions: 4,
  followUpsPerQuestion: 2,
  followUpChars: 60,
  intentChars: 40,
} as const;

/** The question manager card shows for these. */
export const QUESTION_MANAGER_STATUSES = ['questions_ready', 'active'] as const satisfies readonly JobStatus[];
/** The sidebar question summary shows for these. */
export const QUESTION_SIDEBAR_STATUSES = ['interviewing', 'interviews_closed'] as const satisfies readonly JobStatus[];
/** The job detail reads the position's questions in these (spec 02 §2.1 Job detail). */
export const QUESTION_FETCH_STATUSES = [
  'generating_questions',
  'questions_ready',
  'active',
  'interviewing',
  'interviews_closed',
  'hired',
  'closed',
] as const satisfies readonly JobStatus[];

export const JOB_TEXT_LIMITS = {
  title: 200,
  department: 100,
  job_description: 20_000,
  requirements: 20_000,
  responsibilities: 20_000,
  benefits: 10_000,
  salary_range: 100,
  experience_required: 100,
  reporting_to: 200,
  team_size: 50,
  skill: 100,
  skills: 50,
  custom_goal: 1_000,
  custom_goals: 20,
} as const;

// ---------------------------------------------------------------------------------------------
// A job description read from a file (issue 34: "Paste or upload a job description")

/** The largest file the wizard reads a job description from: 2 MB. */
export const JOB_FILE_MAX_BYTES = 2 * 1024 * 1024;

/** The files a job description is read from: by type, with their extensions and MIME types. */
export const JOB_FILE_TYPES = {
  pdf: { label: 'PDF', extensions: ['.pdf'], mime: 'application/pdf' },
  docx: {
    label: 'Word (.docx)',
    extensions: ['.docx'],
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  text: { label: 'text', extensions: ['.txt', '.md'], mime: 'text/plain' },
} as const;
export type JobFileKind = keyof typeof JOB_FILE_TYPES;

/** The file picker's `accept`: extensions and MIME types of every kind. */
export const JOB_FILE_ACCEPT = Object.values(JOB_FILE_TYPES)
  .flatMap((t) => [...t.extensions, t.mime])
  .join(',');

/** The kind of a file by its name's extension (browsers give no reliable MIME type for .md or .docx). */
export function jobFileKind(fileName: string): JobFileKind | null {
  const lower = fileName.trim().toLowerCase();
  for (const [kind, t] of Object.entries(JOB_FILE_TYPES) as [JobFileKind, (typeof JOB_FILE_TYPES)[JobFileKind]][]) {
    if (t.extensions.some((ext) => lower.endsWith(ext))) return kind;
  }
  return null;
}

/** Stable codes of a refused file, for clients to act on. */
export const JOB_FILE_ERROR_CODES = {
  tooLarge: 'file_too_large',
  type: 'file_type_not_supported',
  unreadable: 'file_unreadable',
  noText: 'file_has_no_text',
} as const;

export const JOB_FILE_MESSAGES = {
  upload: 'Upload a file',
  uploadHint: `PDF, Word (.docx) or text, up to ${JOB_FILE_MAX_BYTES / 1024 / 1024} MB. Its text replaces the job description.`,
  reading: 'Reading the file...',
  tooLarge: `The file is larger than ${JOB_FILE_MAX_BYTES / 1024 / 1024} MB. Choose a smaller file or paste the text.`,
  type: 'Choose a PDF, Word (.docx) or text (.txt, .md) file.',
  unreadable: 'The file could not be read: it may be damaged or protected by a password. Paste the text instead.',
  noText: 'No text was found in the file. A scanned PDF holds pictures of text; paste the text instead.',
  read: (fileName: string, characters: number) =>
    `Text taken from ${fileName} (${formatNumber(characters)} characters). Check it before you continue.`,
  cut: (max: number) => `The file holds more than ${formatNumber(max)} characters; only the first ${formatNumber(max)} were kept.`,
} as const;

/** POST /app/job-positions/description-file: the text read from the file. */
export const jobDescriptionFileSchema = z.object({
  text: z.string(),
  file_name: z.string(),
  kind: z.enum(['pdf', 'docx', 'text']),
  characters: z.number().int().min(0),
  /** The file held more than the job description's limit; `text` is its beginning. */
  truncated: z.boolean(),
});
export type JobDescriptionFile = z.infer<typeof jobDescriptionFileSchema>;

/** The upload's query: the file's name as the user chose it (for its extension and the message). */
export const jobDescriptionFileQuerySchema = z.object({
  file_name: z.string({ error: JOB_FILE_MESSAGES.type }).trim().min(1, JOB_FILE_MESSAGES.type).max(255, JOB_MESSAGES.tooLong(255)),
});

/**
 * The job form's field labels, in the order the form shows them: the labels on screen, and the
 * names an error summary or a refused request gives its problems (issue 34).
 */
export const JOB_FIELD_LABELS = {
  title: 'Job Title',
  department: 'Department',
  experience_level: 'Experience Level',
  employment_type: 'Employment Type',
  work_location: 'Work Location',
  salary_range: 'Salary Range',
  experience_required: 'Experience Required',
  job_description: 'Job Description',
  requirements: 'Requirements',
  required_skills: 'Required Skills',
  cultural_attributes: 'Cultural Attributes',
  responsibilities: 'Responsibilities',
  benefits: 'Benefits',
} as const;

/** Cuts text to `max` characters with an ellipsis (follow-ups at 60, intent at 40). */
export function truncateText(text: string | null | undefined, max: number): string {
  const t = text ?? '';
  return t.length <= max ? t : `${t.slice(0, max).trimEnd()}...`;
}

/**
 * Key requirements shown by the analysis step: the first 3 sentences, split on full stops. A full
 * stop ends a sentence when a space or the end follows it, so "Node.js" stays whole.
 */
export function keyRequirementsOf(requirements: string | null | undefined): string[] {
  return (requirements ?? '')
    .split(/\.(?=\s|$)/)
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .slice(0, ANALYSIS_KEY_REQUIREMENTS);
}

/** Adds a chip (skill or cultural attribute): blanks and duplicates (any case) are ignored. */
export function addChip(list: readonly string[], value: string): string[] {
  const v = value.trim();
  if (v === '' || list.some((x) => x.toLowerCase() === v.toLowerCase())) return [...list];
  return [...list, v];
}

/** The edit form's comma-separated skills as a list, blanks and duplicates dropped. */
export function parseSkillsList(text: string): string[] {
  return text.split(',').reduce<string[]>((list, s) => addChip(list, s), []);
}

// ---------------------------------------------------------------------------------------------
// Requests (spec 02 §3, §5)

/** Create defaults (spec 02 §3). */
export const JOB_CREATE_DEFAULTS = {
  experience_level: 'entry',
  employment_type: 'full-time',
  work_location: 'remote',
  remote_work_allowed: true,
  travel_required: false,
  security_clearance_required: false,
  status: 'draft',
  department: DEFAULT_DEPARTMENT,
  max_responses: DEFAULT_MAX_RESPONSES,
} as const;

const blankToNull = (v: string | null | undefined) => {
  const t = (v ?? '').trim();
  return t === '' ? null : t;
};

/** Required text: blank gets the "required" message only, short text the "at least" one. */
const requiredText = (required: string, min: number, tooShort: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .max(max, JOB_MESSAGES.tooLong(max))
    .superRefine((v, ctx) => {
      if (containsNul(v)) ctx.addIssue({ code: 'custom', message: NUL_CHARACTER_MESSAGE });
      else if (v === '') ctx.addIssue({ code: 'custom', message: required });
      else if (v.length < min) ctx.addIssue({ code: 'custom', message: tooShort });
    });

/** Free text: PostgreSQL cannot store the NUL character, so it is refused with a 400. */
const safeText = () => z.string().refine((v) => !containsNul(v), NUL_CHARACTER_MESSAGE);

const optionalText = (max: number) =>
  safeText()
    .max(max, JOB_MESSAGES.tooLong(max))
    .nullish()
    .transform((v) => blankToNull(v));

const chipList = (maxItems: number, maxChars: number) =>
  z
    .array(safeText().max(maxChars, JOB_MESSAGES.tooLong(maxChars)), { error: 'Must be a list' })
    .max(maxItems, JOB_MESSAGES.tooMany(maxItems))
    .transform((list) => list.reduce<string[]>((acc, s) => addChip(acc, s), []));

const skillsField = chipList(JOB_TEXT_LIMITS.skills, JOB_TEXT_LIMITS.skill).refine((l) => l.length > 0, JOB_MESSAGES.skillRequired);

const optionValue = (options: readonly OptionItem[], message: string) =>
  z.string({ error: message }).refine((v) => options.some((o) => o.value === v), message);

const teamSize = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? null : blankToNull(String(v))))
  .refine((v) => v === null || v.length <= JOB_TEXT_LIMITS.team_size, JOB_MESSAGES.tooLong(JOB_TEXT_LIMITS.team_size));

/** The candidate pages' language (decision 790). */
const interviewLanguage = z.enum(INTERVIEW_LANGUAGES, { error: INTERVIEW_LANGUAGE_MESSAGES.invalid });

const maxResponses = z
  .number({ error: JOB_MESSAGES.maxResponses })
  .int(JOB_MESSAGES.maxResponses)
  .min(1, JOB_MESSAGES.maxResponses)
  .max(MAX_MAX_RESPONSES, JOB_MESSAGES.maxResponses);

/** Bytes of a string in UTF-8 (without TextEncoder, which the shared code's libs do not declare). */
function utf8Length(text: string): number {
  let bytes = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** The deepest nesting of a JSON value (a scalar is 0) and whether any key or string holds a NUL. */
function inspectJson(value: unknown, depth = 0): { depth: number; nul: boolean } {
  if (typeof value === 'string') return { depth, nul: containsNul(value) };
  if (value === null || typeof value !== 'object') return { depth, nul: false };
  if (depth > AI_ANALYSIS_MAX_DEPTH) return { depth, nul: false };
  let result = { depth: depth + 1, nul: false };
  const entries = Array.isArray(value) ? value.map((v) => ['', v] as const) : Object.entries(value);
  for (const [key, v] of entries) {
    const inner = inspectJson(v, depth + 1);
    result = { depth: Math.max(result.depth, inner.depth), nul: result.nul || inner.nul || containsNul(key) };
  }
  return result;
}

/** The wizard's analysis, stored as given: no NUL anywhere, at most 20 KB serialised and 8 levels deep. */
const aiAnalysis = z
  .record(z.string(), z.unknown())
  .superRefine((v, ctx) => {
    const { depth, nul } = inspectJson(v);
    if (depth > AI_ANALYSIS_MAX_DEPTH) ctx.addIssue({ code: 'custom', message: JOB_MESSAGES.aiAnalysisTooDeep });
    else if (nul) ctx.addIssue({ code: 'custom', message: NUL_CHARACTER_MESSAGE });
    else if (utf8Length(JSON.stringify(v)) > AI_ANALYSIS_MAX_BYTES) {
      ctx.addIssue({ code: 'custom', message: JOB_MESSAGES.aiAnalysisTooLarge });
    }
  })
  .nullish();

/** The create payload of spec 02 §3, plus the wizard's chosen goals. */
export const createJobPositionSchema = z.object({
  title: requiredText(JOB_MESSAGES.titleRequired, 3, JOB_MESSAGES.titleTooShort, JOB_TEXT_LIMITS.title),
  job_description: requiredText(JOB_MESSAGES.descriptionRequired, 10, JOB_MESSAGES.descriptionTooShort, JOB_TEXT_LIMITS.job_description),
  requirements: requiredText(JOB_MESSAGES.requirementsRequired, 10, JOB_MESSAGES.requirementsTooShort, JOB_TEXT_LIMITS.requirements),
  required_skills: z.array(z.string(), { error: JOB_MESSAGES.skillRequired }).pipe(skillsField),
  department: safeText()
    .max(JOB_TEXT_LIMITS.department, JOB_MESSAGES.tooLong(JOB_TEXT_LIMITS.department))
    .nullish()
    .transform((v) => blankToNull(v) ?? DEFAULT_DEPARTMENT)
    .refine((v) => v.length >= 2, JOB_MESSAGES.departmentTooShort),
  experience_level: optionValue(EXPERIENCE_LEVELS, 'Please choose a valid experience level').default(JOB_CREATE_DEFAULTS.experience_level),
  employment_type: optionValue(EMPLOYMENT_TYPES, 'Please choose a valid employment type').default(JOB_CREATE_DEFAULTS.employment_type),
  work_location: optionValue(WORK_LOCATIONS, 'Please choose a valid work location').default(JOB_CREATE_DEFAULTS.work_location),
  cultural_attributes: chipList(JOB_TEXT_LIMITS.skills, JOB_TEXT_LIMITS.skill).default([]),
  salary_range: optionalText(JOB_TEXT_LIMITS.salary_range),
  experience_required: optionalText(JOB_TEXT_LIMITS.experience_required),
  responsibilities: optionalText(JOB_TEXT_LIMITS.responsibilities),
  benefits: optionalText(JOB_TEXT_LIMITS.benefits),
  reporting_to: optionalText(JOB_TEXT_LIMITS.reporting_to),
  team_size: teamSize,
  remote_work_allowed: z.boolean().default(JOB_CREATE_DEFAULTS.remote_work_allowed),
  travel_required: z.boolean().default(JOB_CREATE_DEFAULTS.travel_required),
  security_clearance_required: z.boolean().default(JOB_CREATE_DEFAULTS.security_clearance_required),
  status: z
    .string()
    .refine((s) => (INITIAL_JOB_STATUSES as readonly string[]).includes(s), JOB_MESSAGES.initialStatus)
    .default(JOB_CREATE_DEFAULTS.status)
    .transform((s) => s as (typeof INITIAL_JOB_STATUSES)[number]),
  max_responses: maxResponses.default(DEFAULT_MAX_RESPONSES),
  interview_language: interviewLanguage.default(DEFAULT_INTERVIEW_LANGUAGE),
  ai_analysis: aiAnalysis,
  /** Ids (1-8) of the preset goals chosen in the wizard (PRESET_GOALS in ./ai). */
  preset_goal_ids: z
    .array(z.number().int().min(1).max(8), { error: 'Preset goals must be ids from 1 to 8' })
    .max(8)
    .default([])
    .transform((ids) => [...new Set(ids)]),
  /** Custom goals typed in the wizard, one per entry; blanks are dropped. */
  custom_goals: z
    .array(safeText().max(JOB_TEXT_LIMITS.custom_goal, JOB_MESSAGES.tooLong(JOB_TEXT_LIMITS.custom_goal)))
    .max(JOB_TEXT_LIMITS.custom_goals, JOB_MESSAGES.tooMany(JOB_TEXT_LIMITS.custom_goals))
    .default([])
    .transform((list) => list.reduce<string[]>((acc, s) => addChip(acc, s), [])),
});
export type CreateJobPositionInput = z.input<typeof createJobPositionSchema>;
export type CreateJobPosition = z.output<typeof createJobPositionSchema>;

/** The wizard's job form (step 2): the create schema's fields without goals. */
export const jobDetailsFormSchema = createJobPositionSchema.omit({ preset_goal_ids: true, custom_goals: true, ai_analysis: true });

/** Custom goals typed into the wizard's text area, one per line. */
export function parseCustomGoals(text: string): string[] {
  return text.split('\n').reduce<string[]>((acc, s) => addChip(acc, s), []);
}

/** PUT /app/job-positions/{id}: any of the create fields; a changed status follows the transition rules. */
export const updateJobPositionSchema = z
  .object({
    title: requiredText(JOB_MESSAGES.titleRequired, 3, JOB_MESSAGES.titleTooShort, JOB_TEXT_LIMITS.title),
    department: requiredText(JOB_MESSAGES.departmentRequired, 2, JOB_MESSAGES.departmentTooShort, JOB_TEXT_LIMITS.department),
    job_description: requiredText(JOB_MESSAGES.descriptionRequired, 10, JOB_MESSAGES.descriptionTooShort, JOB_TEXT_LIMITS.job_description),
    requirements: requiredText(JOB_MESSAGES.requirementsRequired, 10, JOB_MESSAGES.requirementsTooShort, JOB_TEXT_LIMITS.requirements),
    required_skills: z.array(z.string(), { error: JOB_MESSAGES.skillRequired }).pipe(skillsField),
    status: z.string({ error: JOB_MESSAGES.statusRequired }).min(1, JOB_MESSAGES.statusRequired).pipe(jobStatusSchema),
    experience_level: optionValue(EXPERIENCE_LEVELS, 'Please choose a valid experience level'),
    employment_type: optionValue(EMPLOYMENT_TYPES, 'Please choose a valid employment type'),
    work_location: optionValue(WORK_LOCATIONS, 'Please choose a valid work location'),
    cultural_attributes: chipList(JOB_TEXT_LIMITS.skills, JOB_TEXT_LIMITS.skill),
    salary_range: optionalText(JOB_TEXT_LIMITS.salary_range),
    experience_required: optionalText(JOB_TEXT_LIMITS.experience_required),
    responsibilities: optionalText(JOB_TEXT_LIMITS.responsibilities),
    benefits: optionalText(JOB_TEXT_LIMITS.benefits),
    reporting_to: optionalText(JOB_TEXT_LIMITS.reporting_to),
    team_size: teamSize,
    remote_work_allowed: z.boolean(),
    travel_required: z.boolean(),
    security_clearance_required: z.boolean(),
    max_responses: maxResponses,
    interview_language: interviewLanguage,
    ai_analysis: aiAnalysis,
  })
  .partial();
export type UpdateJobPositionInput = z.input<typeof updateJobPositionSchema>;
export type UpdateJobPosition = z.output<typeof updateJobPositionSchema>;

/** The edit form (spec 02 §2.1, §5): title, department, description, skills (comma-separated) and status, all required. */
export const editJobFormSchema = z.object({
  title: requiredText(JOB_MESSAGES.titleRequired, 3, JOB_MESSAGES.titleTooShort, JOB_TEXT_LIMITS.title),
  department: requiredText(JOB_MESSAGES.departmentRequired, 2, JOB_MESSAGES.departmentTooShort, JOB_TEXT_LIMITS.department),
  job_description: requiredText(JOB_MESSAGES.descriptionRequired, 10, JOB_MESSAGES.descriptionTooShort, JOB_TEXT_LIMITS.job_description),
  required_skills: z
    .string({ error: JOB_MESSAGES.skillRequired })
    .transform(parseSkillsList)
    .refine((l) => l.length > 0, JOB_MESSAGES.skillRequired),
  status: z.string({ error: JOB_MESSAGES.statusRequired }).min(1, JOB_MESSAGES.statusRequired).pipe(jobStatusSchema),
  interview_language: interviewLanguage,
});
export type EditJobFormInput = z.input<typeof editJobFormSchema>;

/** PATCH /app/job-positions/{id}/status */
export const updateJobStatusSchema = z.object({
  status: z.string({ error: JOB_MESSAGES.statusRequired }).min(1, JOB_MESSAGES.statusRequired).pipe(jobStatusSchema),
});
export type UpdateJobStatus = z.infer<typeof updateJobStatusSchema>;

const csv = <T extends string>(values: readonly T[], message: string) =>
  z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== ''),
    )
    .refine((list) => list.every((s) => (values as readonly string[]).includes(s)), message)
    .transform((list) => list as T[]);

/** GET /app/job-positions query: paging at 10, search by title or department, filters (comma-separated lists). */
export const listJobPositionsQuerySchema = z.object({
  page: z.coerce.number({ error: 'Page must be a whole number from 1' }).int().min(1, 'Page must be a whole number from 1').default(1),
  page_size: z.coerce
    .number({ error: 'Page size must be a whole number from 1 to 100' })
    .int()
    .min(1, 'Page size must be a whole number from 1 to 100')
    .max(100, 'Page size must be a whole number from 1 to 100')
    .default(JOB_LIST_PAGE_SIZE),
  search: z
    .string()
    .trim()
    .max(200, JOB_MESSAGES.tooLong(200))
    .optional()
    .transform((v) => (v ? v : undefined)),
  status: csv([...JOB_STATUSES, ...STATUS_FILTER_ALIASES], 'Unknown status in the filter'),
  workflow_state: csv(JOB_STATUSES, 'Unknown workflow state in the filter'),
});
export type ListJobPositionsQuery = z.input<typeof listJobPositionsQuerySchema>;

/** POST /app/job-positions/analyze: the job text to analyse (title and description required). */
export const analyzeJobRequestSchema = z.object({
  title: requiredText(JOB_MESSAGES.titleRequired, 1, JOB_MESSAGES.titleRequired, JOB_TEXT_LIMITS.title),
  job_description: requiredText(JOB_MESSAGES.descriptionRequired, 1, JOB_MESSAGES.descriptionRequired, JOB_TEXT_LIMITS.job_description),
  requirements: optionalText(JOB_TEXT_LIMITS.requirements),
  responsibilities: optionalText(JOB_TEXT_LIMITS.responsibilities),
  department: optionalText(JOB_TEXT_LIMITS.department),
  experience_level: z.string().max(50).nullish(),
  employment_type: z.string().max(50).nullish(),
  required_skills: z.array(safeText().max(JOB_TEXT_LIMITS.skill)).max(JOB_TEXT_LIMITS.skills).nullish(),
  cultural_attributes: z.array(safeText().max(JOB_TEXT_LIMITS.skill)).max(JOB_TEXT_LIMITS.skills).nullish(),
  benefits: optionalText(JOB_TEXT_LIMITS.benefits),
  experience_required: optionalText(JOB_TEXT_LIMITS.experience_required),
});
export type AnalyzeJobRequest = z.input<typeof analyzeJobRequestSchema>;

export const analyzeJobResponseSchema = jobAnalysisSchema.extend({ provenance: engineProvenanceSchema });
export type AnalyzeJobResponse = z.infer<typeof analyzeJobResponseSchema>;

/**
 * POST /app/job-positions/criteria: interview criteria for a job, from a stored position
 * (job_position_id, saved as its interviewCriteria) or from the job text itself.
 */
export const criteriaRequestSchema = z
  .object({
    job_position_id: z.uuid({ error: 'Job position id must be a valid id' }).optional(),
    title: safeText().trim().max(JOB_TEXT_LIMITS.title).optional(),
    job_description: safeText().trim().max(JOB_TEXT_LIMITS.job_description).optional(),
    requirements: optionalText(JOB_TEXT_LIMITS.requirements),
    experience_level: z.string().max(50).nullish(),
    required_skills: z.array(safeText().max(JOB_TEXT_LIMITS.skill)).max(JOB_TEXT_LIMITS.skills).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.job_position_id) return;
    if (!v.title) ctx.addIssue({ code: 'custom', path: ['title'], message: JOB_MESSAGES.titleRequired });
    if (!v.job_description) ctx.addIssue({ code: 'custom', path: ['job_description'], message: JOB_MESSAGES.descriptionRequired });
  });
export type CriteriaRequest = z.input<typeof criteriaRequestSchema>;

export const interviewCriterionSchema = z.object({
  name: z.string(),
  description: z.string(),
  category: z.string(),
  importance: z.number().int().min(1).max(4),
  importance_label: z.string(),
  /** Share of the overall evaluation, 0-1; the weights sum to 1. */
  weight: z.number().min(0).max(1),
  skills: z.array(z.string()),
});
export const interviewCriteriaSchema = z.object({
  criteria: z.array(interviewCriterionSchema),
  generated_at: z.string(),
  provenance: engineProvenanceSchema,
});
export type InterviewCriteria = z.infer<typeof interviewCriteriaSchema>;

// ---------------------------------------------------------------------------------------------
// Responses

/** A stored evaluation goal (spec 02 §3 Goal). */
export const jobGoalSchema = z.object({
  id: z.string(),
  text: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.enum(STORED_GOAL_CATEGORIES).or(z.string()),
  importance: z.number().int(),
  priority_order: z.number().int(),
  hiring_strategy: z.enum(HIRING_STRATEGIES).nullable(),
  selected: z.boolean(),
  confirmed: z.boolean(),
  /** Set for a goal a user typed (a Custom goal); null for the engine's. */
  created_by: z.string().nullable(),
  reason: z.string().nullable(),
  source: z.enum(['preset', 'custom', 'generated', 'manual']),
  preset_id: z.number().int().nullable(),
  skills: z.array(z.string()),
  /** Sentences of the job description the goal came from, verbatim ("from the job description"). */
  sources: z.array(z.string()),
  /** Which engine wrote it (builtin or llm) and its model. */
  provenance: engineProvenanceSchema.nullable(),
  created_at: z.string(),
});
export type JobGoal = z.infer<typeof jobGoalSchema>;

export const evaluationGoalsSchema = z.object({
  goals: z.array(jobGoalSchema),
  confirmed: z.boolean(),
  coverage_analysis: z.record(z.string(), z.unknown()).nullable(),
  goals_count: z.number().int(),
  questions_count: z.number().int(),
  version: z.number().int(),
});
export type EvaluationGoals = z.infer<typeof evaluationGoalsSchema>;

/** One change of state: who, when, from, to (shown on the detail page). */
export const statusHistoryEntrySchema = z.object({
  id: z.string(),
  from_status: z.string().nullable(),
  from_label: z.string().nullable(),
  to_status: z.string(),
  to_label: z.string(),
  /** null when the system made the change (goal generation finishing or failing). */
  changed_by: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  reason: z.string().nullable(),
  changed_at: z.string(),
});
export type StatusHistoryEntry = z.infer<typeof statusHistoryEntrySchema>;

const jobPositionBase = {
  id: z.string(),
  title: z.string(),
  department: z.string(),
  status: z.string(),
  status_label: z.string(),
  workflow_state: z.string(),
  required_skills: z.array(z.string()),
  experience_level: z.string(),
  employment_type: z.string(),
  work_location: z.string(),
  /** The same as work_location, for screens that read `location`. */
  location: z.string(),
  salary_range: z.string().nullable(),
  interview_count: z.number().int(),
  goals_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
};

/** A list item: what a card shows, without the long texts. */
export const jobPositionSummarySchema = z.object(jobPositionBase);
export type JobPositionSummary = z.infer<typeof jobPositionSummarySchema>;

/** GET /app/job-positions: a page of summaries. */
export const jobPositionPageSchema = pageEnvelope(jobPositionSummarySchema);
export type JobPositionPage = z.infer<typeof jobPositionPageSchema>;

/**
 * GET /app/job-positions/options: the company's positions as every member may read them, for the
 * results screens' job filters and the dashboard's Active Hiring panel: names and states only,
 * read-only (decision 491). At most JOB_OPTIONS_LIMIT, by title.
 */
export const JOB_OPTIONS_LIMIT = 500;
export const jobPositionOptionSchema = z.object({
  id: z.string(),
  title: z.string(),
  department: z.string(),
  status: z.string(),
  workflow_state: z.string(),
  interview_count: z.number().int(),
});
export type JobPositionOption = z.infer<typeof jobPositionOptionSchema>;
export const jobPositionOptionsSchema = z.object({ items: z.array(jobPositionOptionSchema), total_count: z.number().int() });
export type JobPositionOptions = z.infer<typeof jobPositionOptionsSchema>;
export const jobPositionOptionsQuerySchema = z.object({
  workflow_state: csv(JOB_STATUSES, 'Unknown workflow state in the filter'),
});

/** A job position (spec 02 §3) with its goals and its history of state changes. */
export const jobPositionSchema = z.object({
  ...jobPositionBase,
  job_description: z.string(),
  requirements: z.string().nullable(),
  responsibilities: z.string().nullable(),
  next_steps: z.array(z.string()),
  can_proceed: z.boolean(),
  evaluation_goals: evaluationGoalsSchema,
  cultural_attributes: z.array(z.string()),
  benefits: z.string().nullable(),
  reporting_to: z.string().nullable(),
  team_size: z.string().nullable(),
  remote_work_allowed: z.boolean(),
  travel_required: z.boolean(),
  security_clearance_required: z.boolean(),
  experience_required: z.string().nullable(),
  max_responses: z.number().int(),
  /** The language of the candidate's interview pages (decision 790); questions stay as written. */
  interview_language: z.enum(INTERVIEW_LANGUAGES),
  ai_analysis: z.record(z.string(), z.unknown()).nullable(),
  interviewCriteria: interviewCriteriaSchema.nullable(),
  /** Why the position is `failed` (e.g. goal generation failed), else null. */
  failure_reason: z.string().nullable(),
  status_history: z.array(statusHistoryEntrySchema),
});
export type JobPosition = z.infer<typeof jobPositionSchema>;

export const transitionOptionSchema = z.object({
  status: jobStatusSchema,
  label: z.string(),
  allowed: z.boolean(),
  message: z.string().nullable(),
  hint: z.string().nullable(),
});

export const stagePermissionsSchema = z.object({
  can_edit_goals: z.boolean(),
  can_edit_questions: z.boolean(),
  ready_for_interviews: z.boolean(),
  can_transition: z.boolean(),
});

/** GET /app/job-positions/{id}/workflow */
export const jobWorkflowSchema = z.object({
  job_position_id: z.string(),
  status: z.string(),
  workflow_state: z.string(),
  label: z.string(),
  stage: z.object({ value: z.string(), label: z.string() }),
  next_steps: z.array(z.string()),
  /** Whether any allowed transition's requirements are met. */
  can_proceed: z.boolean(),
  permissions: stagePermissionsSchema,
  transitions: z.array(transitionOptionSchema),
  requirements: z.object({ goals_count: z.number().int(), questions_count: z.number().int(), finalized_questions_count: z.number().int() }),
  history: z.array(statusHistoryEntrySchema),
});
export type JobWorkflow = z.infer<typeof jobWorkflowSchema>;

export const deletedSchema = z.object({ id: z.string(), deleted: z.literal(true) });

// ---------------------------------------------------------------------------------------------
// GET /app/constants (spec 02 §3 Constants lists, §7)

export const jobStatusOptionSchema = optionItemSchema.extend({ colour: z.enum(BADGE_COLOURS), group: z.string() });
export const workflowStageOptionSchema = optionItemSchema.extend({ statuses: z.array(z.string()), permissions: stagePermissionsSchema });
export const statusTransitionOptionSchema = optionItemSchema.extend({ to: z.array(z.string()) });

export const appConstantsSchema = z.object({
  job_statuses: z.array(jobStatusOptionSchema),
  job_workflow_stages: z.array(workflowStageOptionSchema),
  job_status_transitions: z.array(statusTransitionOptionSchema),
  company_industries: z.array(optionItemSchema),
  company_sizes: z.array(optionItemSchema),
  experience_levels: z.array(optionItemSchema),
  employment_types: z.array(optionItemSchema),
  work_locations: z.array(optionItemSchema),
});
export type AppConstants = z.infer<typeof appConstantsSchema>;

/** The constants the server sends, and the client's fallback when that call fails: the same data. */
export function buildAppConstants(): AppConstants {
  return {
    job_statuses: JOB_STATUSES.map((s) => ({
      value: s,
      label: JOB_STATUS_LABELS[s],
      colour: JOB_STATUS_BADGE_COLOURS[s],
      group: jobListGroupOf(s).label,
    })),
    job_workflow_stages: WORKFLOW_STAGES.map((s) => ({
      value: s.value,
      label: s.label,
      statuses: [...s.statuses],
      permissions: { ...s.permissions },
    })),
    job_status_transitions: JOB_STATUSES.map((s) => ({ value: s, label: JOB_STATUS_LABELS[s], to: [...JOB_STATUS_TRANSITIONS[s]] })),
    company_industries: COMPANY_INDUSTRIES.map((o) => ({ ...o })),
    company_sizes: COMPANY_SIZES.map((o) => ({ ...o })),
    experience_levels: EXPERIENCE_LEVELS.map((o) => ({ ...o })),
    employment_types: EMPLOYMENT_TYPES.map((o) => ({ ...o })),
    work_locations: WORK_LOCATIONS.map((o) => ({ ...o })),
  };
}
