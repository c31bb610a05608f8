import { BILLING_CYCLES, type BillingCycle, type CreateSubscriptionResult } from '@hiring/shared/billing';

/** Session storage keys: the chosen plan (plan page → create form) and the completion summary. */
export const BILLING_STORAGE_KEYS = {
  selectedPlan: 'billing.selectedPlan',
  completedSubscription: 'billing.completedSubscription',
} as const;

export interface PlanSelection {
  packageId: string;
  billingCycle: BillingCycle;
}

function read(key: string): unknown {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage can be unavailable; the query string and navigation state still carry the data.
  }
}

export function isBillingCycle(value: unknown): value is BillingCycle {
  return typeof value === 'string' && (BILLING_CYCLES as readonly string[]).includes(value);
}

export function readPlanSelection(): PlanSelection | null {
  const value = read(BILLING_STORAGE_KEYS.selectedPlan);
  if (!value || typeof value !== 'object') return null;
  const { packageId, billingCycle } = value as Partial<PlanSelection>;
  if (typeof packageId !== 'string' || !packageId) return null;
  return { packageId, billingCycle: isBillingCycle(billingCycle) ? billingCycle : 'monthly' };
}

export function savePlanSelection(selection: PlanSelection | null): void {
  write(BILLING_STORAGE_KEYS.selectedPlan, selection);
}

/** What the completed page shows; kept so a reload or a return from the processor still has it. */
export type CompletedSubscription = CreateSubscriptionResult;

export function readCompletedSubscription(): CompletedSubscription | null {
  const value = read(BILLING_STORAGE_KEYS.completedSubscription);
  if (!value || typeof value !== 'object' || typeof (value as { subscription_id?: unknown }).subscription_id !== 'string') return null;
  return value as CompletedSubscription;
}

export function saveCompletedSubscription(value: CompletedSubscription | null): void {
  write(BILLING_STORAGE_KEYS.completedSubscription, value);
}
