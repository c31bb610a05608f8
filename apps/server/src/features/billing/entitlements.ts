import type { PlanLimitKey } from '@hiring/shared/billing';
import type { AccessRow, Tx } from './billing.repository.ts';
import type { BillingService } from './billing.service.ts';

export type { PlanLimitKey };

/** Gating of the main steps. Refusals are HTTP 402 with a message from packages/shared, never 401/403. */
export interface Entitlements {
  /** Throws AppError 402 (clear message) unless the company has an active subscription or unexpired trial. */
  requireActive(companyId: string): Promise<void>;
  /** requireActive on the access row a request loader read (null: no current subscription). */
  requireActiveGiven(companyId: string, access: AccessRow | null): Promise<void>;
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
  /** limitOf on the access row a request loader read for this limit (accessSubquery, decision 465; null: no current subscription). */
  limitGiven(companyId: string, limit: PlanLimitKey, access: AccessRow | null): Promise<number | null>;
  /** The access row with the plan's value for `limit` (null: none): what a request loader reads when the session's statement did not. */
  readAccess(companyId: string, limit: PlanLimitKey | null): Promise<AccessRow | null>;
}

export function createEntitlements(billing: BillingService): Entitlements {
  return {
    requireActive: (companyId) => billing.requireActive(companyId),
    requireActiveGiven: (companyId, access) => billing.requireActiveGiven(companyId, access),
    requireWithinLimit: (companyId, limit, used, tx) => billing.requireWithinLimit(companyId, limit, used, tx),
    limitOf: (companyId, limit) => billing.limitOf(companyId, limit),
    limitGiven: (companyId, limit, access) => billing.limitGiven(companyId, limit, access),
    readAccess: (companyId, limit) => billing.readAccess(companyId, limit),
  };
}
