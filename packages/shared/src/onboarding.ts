import { z } from 'zod';
import { emailField } from './auth.ts';
import { updateCompanyContextSchema } from './company.ts';
import { LAST_ONBOARDING_STEP, ONBOARDING_STEPS, type OnboardingStep } from './onboarding-steps.ts';
import { ROLE_DISPLAY_NAMES } from './roles.ts';

/**
 * The new owner's onboarding (spec 01 §3, §4, §9; issue 15): five steps, data companyInfo,
 * teamSetup and selectedProducts, the flags completed and current step. The step index runs
 * 0 to 4; next and previous are bounded at the ends; completing sets completed and the last step.
 */

export {
  isOnboardingStep,
  LAST_ONBOARDING_STEP,
  ONBOARDING_STEP_COUNT,
  ONBOARDING_STEP_LABELS,
  ONBOARDING_STEPS,
  type OnboardingStep,
} from './onboarding-steps.ts';

/** The step index after moving; next and previous stop at the ends. */
export function moveStep(index: number, move: OnboardingMove): number {
  const delta = move === 'next' ? 1 : move === 'previous' ? -1 : 0;
  return Math.min(LAST_ONBOARDING_STEP, Math.max(0, index + delta));
}

export const ONBOARDING_MOVES = ['next', 'previous', 'stay'] as const;
export type OnboardingMove = (typeof ONBOARDING_MOVES)[number];

/** The product's areas a new owner may choose to start with (decision 417). */
export const ONBOARDING_PRODUCTS = [
  {
    value: 'job_positions',
    label: 'Job positions & AI goals',
    description: 'Describe a job; the AI proposes evaluation goals for you to confirm.',
    path: '/job-listing/create',
    action: 'Describe a job for the AI',
  },
  {
    value: 'interview_questions',
    label: 'Interview questions',
    description: 'Questions written for each job, tied to its goals, that you edit and finalize.',
    path: '/job-listing',
    action: 'Open job listings',
  },
  {
    value: 'candidate_interviews',
    label: 'Candidate interviews',
    description: 'Send interview links; answers are scored against the goals with quoted evidence.',
    path: '/interviews/create-link',
    action: 'Create an interview link',
  },
  {
    value: 'talent_pool',
    label: 'Talent pool',
    description: 'Review, compare and shortlist the candidates who took your interviews.',
    path: '/talent/candidates',
    action: 'Open the candidate pool',
  },
] as const;
export type OnboardingProduct = (typeof ONBOARDING_PRODUCTS)[number]['value'];
export const ONBOARDING_PRODUCT_VALUES = ONBOARDING_PRODUCTS.map((p) => p.value) as [OnboardingProduct, ...OnboardingProduct[]];

/** Roles the team-setup step offers; an owner is made from the team page. */
export const ONBOARDING_INVITE_ROLES = ['admin', 'manager', 'team_lead', 'member'] as const;
export type OnboardingInviteRole = (typeof ONBOARDING_INVITE_ROLES)[number];
export const ONBOARDING_INVITE_ROLE_OPTIONS = ONBOARDING_INVITE_ROLES.map((value) => ({ value, label: ROLE_DISPLAY_NAMES[value] }));
export const DEFAULT_ONBOARDING_INVITE_ROLE: OnboardingInviteRole = 'member';
/** Invitations the team-setup step holds; more are sent from Team Management. */
export const MAX_ONBOARDING_INVITES = 10;

export const ONBOARDING_MESSAGES = {
  /** Spec 02 §8's fallback for this area. */
  startFailed: 'Failed to start onboarding',
  loadFailed: 'Failed to load your onboarding. Please try again.',
  saveFailed: 'Failed to save this step. Please try again.',
  completeFailed: 'Failed to finish onboarding. Please try again.',
  /** The team step, when the company has no active subscription: invitations need one (plan limits, decision 353). */
  invitesNeedPlan:
    'Invitations go out only while your company has an active subscription or free trial. Start one before you finish the setup, or send the invitations later from Team Management.',
  notApplicable: 'Onboarding is offered to the owner who created the company.',
  alreadyCompleted: 'Onboarding is already completed.',
  wrongStepData: (step: string) => `This step (${step}) saves no such data.`,
  roleRequired: 'Role is required',
  roleInvalid: `Role must be one of: ${ONBOARDING_INVITE_ROLES.join(', ')}`,
  duplicateEmail: 'This email is already in the list.',
  ownEmail: 'That is your own email.',
  tooManyInvites: `Add at most ${MAX_ONBOARDING_INVITES} people here; invite more from Team Management.`,
  productInvalid: `Products are: ${ONBOARDING_PRODUCT_VALUES.join(', ')}`,
  companyIncomplete: 'Fill in the industry, company size and description, and save them, to continue.',
  skipped: 'Setup skipped. You can finish it any time from the dashboard.',
  inviteSent: 'Invitation sent',
} as const;

// --- Data ------------------------------------------------------------------------------------

/** One person to invite, as typed in the team-setup step. */
export const onboardingInviteInputSchema = z.object({
  email: emailField,
  role: z
    .string({ error: ONBOARDING_MESSAGES.roleRequired })
    .min(1, ONBOARDING_MESSAGES.roleRequired)
    .pipe(z.enum(ONBOARDING_INVITE_ROLES, { error: ONBOARDING_MESSAGES.roleInvalid })),
});
export type OnboardingInviteInput = z.input<typeof onboardingInviteInputSchema>;

export const teamSetupInputSchema = z.object({
  invites: z
    .array(onboardingInviteInputSchema)
    .max(MAX_ONBOARDING_INVITES, ONBOARDING_MESSAGES.tooManyInvites)
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((invite, i) => {
        if (seen.has(invite.email)) ctx.addIssue({ code: 'custom', message: ONBOARDING_MESSAGES.duplicateEmail, path: [i, 'email'] });
        seen.add(invite.email);
      });
    }),
});
export type TeamSetupInput = z.input<typeof teamSetupInputSchema>;

export const selectedProductsSchema = z
  .array(z.enum(ONBOARDING_PRODUCT_VALUES, { error: ONBOARDING_MESSAGES.productInvalid }))
  .max(ONBOARDING_PRODUCT_VALUES.length)
  .transform((list) => [...new Set(list)]);

/** PUT /app/onboarding/step: save the data of one step (only its own key) and move. */
export const saveOnboardingStepSchema = z.object({
  step: z.enum(ONBOARDING_STEPS, { error: `Step must be one of: ${ONBOARDING_STEPS.join(', ')}` }),
  move: z.enum(ONBOARDING_MOVES).default('next'),
  companyInfo: updateCompanyContextSchema.optional(),
  teamSetup: teamSetupInputSchema.optional(),
  selectedProducts: selectedProductsSchema.optional(),
});
export type SaveOnboardingStep = z.input<typeof saveOnboardingStepSchema>;
export type SaveOnboardingStepParsed = z.output<typeof saveOnboardingStepSchema>;

/** Which data key each step saves. */
export const STEP_DATA_KEY: Readonly<Partial<Record<OnboardingStep, 'companyInfo' | 'teamSetup' | 'selectedProducts'>>> = {
  'company-info': 'companyInfo',
  'team-setup': 'teamSetup',
  'product-selection': 'selectedProducts',
};

export const INVITE_RESULT_STATUSES = ['pending', 'sent', 'failed'] as const;
export type InviteResultStatus = (typeof INVITE_RESULT_STATUSES)[number];

/** A collected invitation and what happened when it was sent (at completion, decision 416). */
export const onboardingInviteSchema = z.object({
  email: z.string(),
  role: z.string(),
  status: z.enum(INVITE_RESULT_STATUSES),
  /** Why sending failed (the team feature's message), or null. */
  message: z.string().nullable(),
  /** The HTTP status of the failure (402 seats or subscription, 409 duplicate, 429), or null. */
  error_status: z.number().nullable(),
  invite_id: z.string().nullable(),
});
export type OnboardingInvite = z.infer<typeof onboardingInviteSchema>;

export const onboardingCompanyInfoSchema = z.object({
  name: z.string(),
  industry: z.string().nullable(),
  size: z.string().nullable(),
  description: z.string().nullable(),
  website: z.string().nullable(),
});
export type OnboardingCompanyInfo = z.infer<typeof onboardingCompanyInfoSchema>;

export const onboardingDataSchema = z.object({
  companyInfo: onboardingCompanyInfoSchema.nullable(),
  teamSetup: z.object({ invites: z.array(onboardingInviteSchema) }),
  selectedProducts: z.array(z.string()),
});
export type OnboardingData = z.infer<typeof onboardingDataSchema>;

/** How the app offers onboarding: a one-time redirect, then a dashboard card until completed. */
export const ONBOARDING_OFFERS = ['redirect', 'card', 'none'] as const;
export type OnboardingOffer = (typeof ONBOARDING_OFFERS)[number];

export const onboardingStateSchema = z.object({
  /** False for everyone but the owner who created the company: nothing else applies then. */
  applicable: z.boolean(),
  offer: z.enum(ONBOARDING_OFFERS),
  steps: z.array(z.enum(ONBOARDING_STEPS)),
  current_step: z.number().int().min(0).max(LAST_ONBOARDING_STEP),
  current_step_name: z.enum(ONBOARDING_STEPS),
  completed: z.boolean(),
  skipped: z.boolean(),
  started_at: z.string().nullable(),
  skipped_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  data: onboardingDataSchema,
});
export type OnboardingState = z.infer<typeof onboardingStateSchema>;

export const emptyOnboardingData = (): OnboardingData => ({ companyInfo: null, teamSetup: { invites: [] }, selectedProducts: [] });

export const onboardingPath = (step?: OnboardingStep) => (step ? `/onboarding/${step}` : '/onboarding');
