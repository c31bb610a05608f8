import type { PlanLimitKey } from '@hiring/shared/billing';
import * as repo from './billing.repository.ts';
import type { BillingService } from './billing.service.ts';

export type { PlanLimitKey };

/** Gating of the main steps. Refusals are HTTP 402 with a message from packages/shared, never 401/403. */
export interface Entitlements {
  /** Throws AppError 402 (clear message) unless the company has an active subscription or unexpired trial. */
  requireActive(companyId: string): Promise<void>;
  /** Throws AppError 402 when `used` has reached the plan's limit for `limit` (null limit = unlimited). */
  requireWithinLimit(companyId: string, limit: PlanLimitKey, used: number): Promise<void>;
  /**
   * The plan's limit for `limit` (null = unlimited), for callers that count and insert in one
   * transaction and word their own refusal; throws AppError 402 without an active subscription.
   */
  limitOf(companyId: string, limit: PlanLimitKey): Promise<number | null>;
}

export function createEntitlements(billing: BillingService): Entitlements {
  return {
    requireActive: async (companyId) => {
      await billing.requireAccess(companyId);
    },
    requireWithinLimit: (companyId, limit, used) => billing.requireWithinLimit(companyId, limit, used),
    limitOf: async (companyId, limit) => {
      const view = await billing.requireAccess(companyId);
      return (await repo.findLimits(billing.db, view.pkg.id))[limit];
    },
  };
}
