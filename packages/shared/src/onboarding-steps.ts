// The onboarding's five steps and their labels, with no zod: the dashboard's setup card shows them
// (onboarding.ts re-exports them beside the schemas).

export const ONBOARDING_STEPS = ['welcome', 'company-info', 'team-setup', 'product-selection', 'complete'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
export const ONBOARDING_STEP_COUNT = ONBOARDING_STEPS.length;
export const LAST_ONBOARDING_STEP = ONBOARDING_STEP_COUNT - 1;

export const ONBOARDING_STEP_LABELS: Readonly<Record<OnboardingStep, string>> = {
  welcome: 'Welcome',
  'company-info': 'Company info',
  'team-setup': 'Team setup',
  'product-selection': 'Products',
  complete: 'Complete',
};

export const isOnboardingStep = (s: string): s is OnboardingStep => (ONBOARDING_STEPS as readonly string[]).includes(s);

/** The billing pages' way back to the onboarding step an owner left to start a free trial (decision 514). */
export const BACK_TO_SETUP = 'Back to setup';
