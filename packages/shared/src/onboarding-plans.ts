import { z } from 'zod';
import { pageEnvelope, pageQuerySchema } from './api.ts';
import type { Role } from './roles.ts';
import { TEAM_MANAGER_ROLES } from './team.ts';

/**
 * User onboarding plans (spec 02 §2.6, §3, §7, §9; issue 15): a plan of tasks for one member of a
 * company. Progress follows the ticked tasks; a plan without tasks has its progress set by hand
 * (decision 410). Status follows progress: 0 not started, 100 completed, otherwise in progress.
 */

/** Who reaches /admin/onboarding/user and /onboarding/user: the company's owners and admins, and platform administrators. */
export const ONBOARDING_PLAN_ROLES: readonly Role[] = TEAM_MANAGER_ROLES;

/** Onboarding statuses (spec 02 §9). */
export const ONBOARDING_STATUSES = ['completed', 'in_progress', 'not_started'] as const;
export type OnboardingStatus = (typeof ONBOARDING_STATUSES)[number];
export const ONBOARDING_STATUS_LABELS: Readonly<Record<OnboardingStatus, string>> = {
  completed: 'Completed',
  in_progress: 'In progress',
  not_started: 'Not started',
};

/** Plan types (decision 411). */
export const ONBOARDING_PLAN_TYPES = ['standard', 'technical', 'management', 'sales'] as const;
export type OnboardingPlanType = (typeof ONBOARDING_PLAN_TYPES)[number];
export const ONBOARDING_PLAN_TYPE_LABELS: Readonly<Record<OnboardingPlanType, string>> = {
  standard: 'Standard',
  technical: 'Technical',
  management: 'Management',
  sales: 'Sales',
};

/** Tasks the create form offers for each type; the person creating the plan edits them freely. */
export const SUGGESTED_ONBOARDING_TASKS: Readonly<Record<OnboardingPlanType, readonly string[]>> = {
  standard: ['Sign the employment paperwork', 'Set up accounts and equipment', 'Meet the team', 'Read the company handbook'],
  technical: [
    'Set up accounts and equipment',
    'Get access to the code repositories',
    'Run the product locally',
    'Ship a first small change',
    'Meet the team',
  ],
  management: ['Meet each direct report one to one', 'Review team goals and budget', 'Meet the leadership team', 'Agree a 90-day plan'],
  sales: ['Set up the CRM account', 'Learn the product demo', 'Shadow three customer calls', 'Meet the sales team'],
};

/** Default page size of the list (spec 02 §9). */
export const ONBOARDING_PAGE_SIZE = 10;
/** Skeleton rows while the list loads (spec 02 §9). */
export const ONBOARDING_SKELETON_ROWS = 5;
export const MAX_PLAN_NAME_LENGTH = 200;
export const MAX_TASK_TITLE_LENGTH = 200;
export const MAX_ONBOARDING_TASKS = 50;

export const ONBOARDING_MESSAGES = {
  empty: 'No onboarding plans found',
  fetchFailed: 'Failed to fetch onboarding plans',
  createFailed: 'Failed to create onboarding plan',
  startFailed: 'Failed to start onboarding',
  updateFailed: 'Failed to update onboarding plan',
  deleteFailed: 'Failed to delete onboarding plan',
  notFound: 'Onboarding plan not found.',
  memberNotFound: 'Member not found in your company.',
  alreadyHasPlan: 'This member already has an onboarding plan. Open it instead.',
  deleted: 'Onboarding plan deleted.',
  userRequired: 'Choose a member',
  planNameRequired: 'Plan name is required',
  planNameTooLong: `Plan name must be at most ${MAX_PLAN_NAME_LENGTH} characters`,
  planTypeInvalid: `Plan type must be one of: ${ONBOARDING_PLAN_TYPES.join(', ')}`,
  taskTitleRequired: 'Task title is required',
  taskTitleTooLong: `Task title must be at most ${MAX_TASK_TITLE_LENGTH} characters`,
  tooManyTasks: `A plan has at most ${MAX_ONBOARDING_TASKS} tasks`,
  taskNotFound: 'Task not found in this plan.',
  progressFollowsTasks: "This plan's progress follows its tasks: tick tasks instead of setting a percentage.",
  progressChange: 'Send either a task with done, or a progress percentage.',
  progressRange: 'Progress must be a whole number from 0 to 100',
} as const;

/** Status from progress: 0 not started, 100 completed, anything between in progress. */
export function statusForProgress(progress: number): OnboardingStatus {
  if (progress >= 100) return 'completed';
  if (progress <= 0) return 'not_started';
  return 'in_progress';
}

/** Progress of a plan with tasks: the share done, rounded down so 100 means every task is done. */
export function progressFromTasks(tasks: readonly { done: boolean }[]): number | null {
  if (tasks.length === 0) return null;
  return Math.floor((tasks.filter((t) => t.done).length * 100) / tasks.length);
}

// --- Answers ----------------------------------------------------------------------------------

export const onboardingTaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  done: z.boolean(),
});
export type OnboardingTask = z.infer<typeof onboardingTaskSchema>;

export const onboardingPlanSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  user_email: z.string(),
  company_id: z.string(),
  plan_name: z.string(),
  plan_type: z.enum(ONBOARDING_PLAN_TYPES),
  progress_percentage: z.number().int().min(0).max(100),
  status: z.enum(ONBOARDING_STATUSES),
  tasks: z.array(onboardingTaskSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OnboardingPlan = z.infer<typeof onboardingPlanSchema>;

export const onboardingPlanListQuerySchema = pageQuerySchema.extend({
  page_size: z.coerce.number().int().min(1).max(100).default(ONBOARDING_PAGE_SIZE),
});
export type OnboardingPlanListQuery = z.infer<typeof onboardingPlanListQuerySchema>;

export const onboardingPlanPageSchema = pageEnvelope(onboardingPlanSchema);
export type OnboardingPlanPage = z.infer<typeof onboardingPlanPageSchema>;

// --- Requests ---------------------------------------------------------------------------------

const idField = (message: string) => z.uuid({ error: message });

const planNameField = z
  .string({ error: ONBOARDING_MESSAGES.planNameRequired })
  .trim()
  .min(1, ONBOARDING_MESSAGES.planNameRequired)
  .max(MAX_PLAN_NAME_LENGTH, ONBOARDING_MESSAGES.planNameTooLong);

const planTypeField = z.enum(ONBOARDING_PLAN_TYPES, { error: ONBOARDING_MESSAGES.planTypeInvalid });

const taskTitleField = z
  .string({ error: ONBOARDING_MESSAGES.taskTitleRequired })
  .trim()
  .min(1, ONBOARDING_MESSAGES.taskTitleRequired)
  .max(MAX_TASK_TITLE_LENGTH, ONBOARDING_MESSAGES.taskTitleTooLong);

/** A task as sent: an existing task keeps its id (and its tick unless `done` is sent); a new one has none. */
export const onboardingTaskInputSchema = z.object({
  id: z.string().max(100).optional(),
  title: taskTitleField,
  done: z.boolean().optional(),
});
export type OnboardingTaskInput = z.infer<typeof onboardingTaskInputSchema>;

const tasksField = z.array(onboardingTaskInputSchema).max(MAX_ONBOARDING_TASKS, ONBOARDING_MESSAGES.tooManyTasks);

const progressField = z
  .number({ error: ONBOARDING_MESSAGES.progressRange })
  .int(ONBOARDING_MESSAGES.progressRange)
  .min(0, ONBOARDING_MESSAGES.progressRange)
  .max(100, ONBOARDING_MESSAGES.progressRange);

/** POST /admin/onboarding/user: start a plan for a member of the company. */
export const createOnboardingPlanSchema = z.object({
  user_id: idField(ONBOARDING_MESSAGES.userRequired),
  plan_name: planNameField,
  plan_type: planTypeField.default('standard'),
  tasks: tasksField.default([]),
});
export type CreateOnboardingPlan = z.input<typeof createOnboardingPlanSchema>;

/** PATCH /admin/onboarding/user: the plan is named in the body (the path has no id, spec 02 §7). */
export const updateOnboardingPlanSchema = z.object({
  id: idField(ONBOARDING_MESSAGES.notFound),
  plan_name: planNameField.optional(),
  plan_type: planTypeField.optional(),
  /** The whole list: tasks left out are removed. */
  tasks: tasksField.optional(),
});
export type UpdateOnboardingPlan = z.input<typeof updateOnboardingPlanSchema>;

/** PATCH /admin/onboarding/user/progress: tick or untick one task, or set the progress of a plan without tasks. */
export const updateOnboardingProgressSchema = z
  .object({
    id: idField(ONBOARDING_MESSAGES.notFound),
    task_id: z.string().max(100).optional(),
    done: z.boolean().optional(),
    progress_percentage: progressField.optional(),
  })
  .refine(
    (b) =>
      (b.task_id !== undefined && b.done !== undefined && b.progress_percentage === undefined) ||
      (b.task_id === undefined && b.done === undefined && b.progress_percentage !== undefined),
    { message: ONBOARDING_MESSAGES.progressChange },
  );
export type UpdateOnboardingProgress = z.input<typeof updateOnboardingProgressSchema>;

/** The create and edit form: the fields as the controls hold them. */
export const onboardingPlanFormSchema = z.object({
  user_id: z.string().min(1, ONBOARDING_MESSAGES.userRequired),
  plan_name: planNameField,
  plan_type: planTypeField,
  tasks: z
    .array(z.object({ id: z.string().optional(), title: taskTitleField, done: z.boolean() }))
    .max(MAX_ONBOARDING_TASKS, ONBOARDING_MESSAGES.tooManyTasks),
});
export type OnboardingPlanForm = z.input<typeof onboardingPlanFormSchema>;
