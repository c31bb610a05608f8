import type { PlanLimitKey } from '@hiring/shared/billing';
import type { Tx } from './billing.repository.ts';
import type { BillingService } from './billing.service.ts';

export type { PlanLimitKey };

/** Gating of the main steps. Refusals are HTTP 402 with a message from packages/shared, never 401/403. */
export interface Entitlements {
  /** Throws AppError 402 (clear message) unless the company has an active subscription or unexpired trial. */
  requireActive(companyId: string): Promise<void>;
  /**
   * Throws AppError 402 when `used` has reached the plan's limit for `limit` (null limit = unlimited).
   * To hold under concurrency, pass the transaction that inserts, after lockCompanyForLimits(tx,
   * companyId), with `used` counted in it.
   */
  requireWithinLimit(companyId: string, limit: PlanLimitKey, used: number, tx?: Tx): Promise<void>;
  /**
   * The plan's limit for `limit` (null = unlimited), or AppError 402 without an active
   * subscription: for callers that count and insert in their own transaction.
   */
  limitOf(companyId: string, limit: PlanLimitKey): Promise<number | null>;
}

export function createEntitlements(billing: BillingService): Entitlements {
  return {
    requireActive: (companyId) => billing.requireActive(companyId),
    requireWithinLimit: (companyId, limit, used, tx) => billing.requireWithinLimit(companyId, limit, used, tx),
    limitOf: (companyId, limit) => billing.limitOf(companyId, limit),
  };
}
