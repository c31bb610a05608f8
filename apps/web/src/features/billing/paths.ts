import { BILLING_WEB_PATHS, type BillingCycle } from '@hiring/shared/billing';

export const MANAGEMENT_PATH = BILLING_WEB_PATHS.management;
export const PLAN_PATH = BILLING_WEB_PATHS.plan;
export const START_TRIAL_PATH = BILLING_WEB_PATHS.startTrial;
export const HISTORY_PATH = BILLING_WEB_PATHS.history;
export const USAGE_PATH = BILLING_WEB_PATHS.usage;

export function createPath(packageId: string, billingCycle: BillingCycle): string {
  return `${BILLING_WEB_PATHS.create}?${new URLSearchParams({ packageId, billingCycle })}`;
}

export function planPath(packageId?: string): string {
  return packageId ? `${PLAN_PATH}?${new URLSearchParams({ packageId })}` : PLAN_PATH;
}
