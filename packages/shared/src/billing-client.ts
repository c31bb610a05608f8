// What the dashboard shows of billing (its messages, a trial's days left), with no zod: the
// dashboard draws its banner and steps with these (billing.ts re-exports them beside the schemas).

/** Messages the client shows (spec 01 §2, §8). */
export const BILLING_CLIENT_MESSAGES = {
  cheaperPlanAtPeriodEnd: 'A move to a cheaper plan takes effect at the end of the current billing period.',
  countryCodeField: 'Please select a valid country code from the dropdown',
  countryCodeBanner: 'Invalid country code. Please select a country from the dropdown menu.',
  submissionErrorTitle: 'Submission Error',
  noPlanSelected: 'No plan selected. Please select a plan first.',
  noRecurringPlans: 'No monthly/annual plans available',
  noOneTimePlans: 'No one-time plans available',
  loadSubscriptionDetailsFailed: 'Failed to load subscription details',
  errorLoadingSubscription: 'Error Loading Subscription',
  paymentRedirectNotice: 'You will be redirected to the payment processor to complete your purchase.',
  trialCompletedTitle: 'Free Trial Started!',
  paidCompletedTitle: 'Subscription Completed!',
  startTrialToUnlock: 'Start Free Trial to Unlock',
  subscribeToUnlock: 'Subscribe to Unlock',
  /** Shown instead of pay, cancel and change-plan actions to members without manage_billing. */
  managersOnly: 'Only owners and admins can change billing — ask your admin.',
  /** The dashboard's trial notice, to members without manage_billing. */
  askManagerToChoosePlan: 'An owner or admin chooses the plan that follows it.',
  /** The dashboard's failed-payment notice, to members without manage_billing. */
  askManagerToUpdatePayment: 'Ask an owner or admin to update the payment method to keep access to job listings, interviews and results.',
  /** /billing/usage when the company has no plan giving access. */
  noActivePlan: 'No active plan',
} as const;

/**
 * The paid checkout while the free trial runs: the payment ends the trial and the paid period starts
 * at once (decision 502), so the days left of the trial are not carried over. Said before paying.
 */
export const TRIAL_UPGRADE_NOTICE_TITLE = 'Paying now ends your free trial';
export function trialUpgradeNotice(daysLeft: number): string {
  const left = daysLeft === 1 ? '1 day' : `${daysLeft} days`;
  return `Your free trial has ${left} left. Once this payment goes through, the trial ends and your paid plan starts at once: its first billing period begins today, and the ${left} left of the trial are not added to it. To use the whole trial, subscribe closer to its end.`;
}

/** Whole days from `now` until a date (0 once it passed); null without a valid date. Trial banners count with it. */
export function daysUntil(date: string | null | undefined, now: number = Date.now()): number | null {
  if (!date) return null;
  const time = new Date(date).getTime();
  if (Number.isNaN(time)) return null;
  return Math.max(0, Math.ceil((time - now) / 86_400_000));
}
