// The billing feature's public entry: other features use only what is exported here.
export { setupBilling } from './billing.module.ts';
export type { BillingService } from './billing.service.ts';
export type { Entitlements } from './entitlements.ts';
export { lockCompanyForLimits } from './limits.ts';
export {
  type AccessRow,
  accessSubquery,
  type ProfileSubscriptionFound,
  profileSubscriptionSubquery,
  toAccessRow,
  toProfileSubscriptionFound,
} from './billing.repository.ts';
export { BILLING_JOB_TYPES, BILLING_SWEEP_INTERVAL_MS } from './billing.model.ts';
export { processPeriodEnd, sweep as sweepDuePeriodEnds } from './period-end.ts';
export { remindTrialEnding, sweepTrialReminders } from './trial-notices.ts';
