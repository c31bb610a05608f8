import type { PlanLimitKey } from '@hiring/shared/billing';
import type { AccessRow, Tx } from './billing.repository.ts';
import type { BillingService } from './billing.service.ts';

export type { PlanLimitKey };

/** Gating of the main steps. Refusals are HTTP 402 with a message from packages/shared, never 401/403. */
export interface Entitlements {
  /**
   * Throws AppError 402 (clear message) unless the company has an active subscription or unexpired
   * trial. `preRead`: the access row read with the session (see limitOf).
   */
  requireActive(companyId: string, preRead?: AccessRow | null): Promise<void>;
  /**
   * Throws AppError 402 when `used` has reached the plan's limit for `limit` (null limit = unlimited).
   * To hold under concurrency, pass the transaction that inserts, after lockCompanyForLimits(tx,
   * companyId), with `used` counted in it.
   */
  requireWithinLimit(companyId: string, limit: PlanLimitKey, used: number, tx?: Tx): Promise<void>;
  /**
   * The plan's limit for `limit` (null = unlimited), or AppError 402 without an active
   * subscription: for callers that count and insert in their own transaction. `preRead` is the
   * access row a route read with the session for this limit (accessSubquery, decision 465; null:
   * no current subscription); given, access is decided on it without reading again.
   */
  limitOf(companyId: string, limit: PlanLimitKey, preRead?: AccessRow | null): Promise<number | null>;
}

export function createEntitlements(billing: BillingService): Entitlements {
  return {
    requireActive: (companyId, preRead) => billing.requireActive(companyId, preRead),
    requireWithinLimit: (companyId, limit, used, tx) => billing.requireWithinLimit(companyId, limit, used, tx),
    limitOf: (companyId, limit, preRead) => billing.limitOf(companyId, limit, preRead),
  };
}
