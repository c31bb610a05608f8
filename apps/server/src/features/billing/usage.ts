import { PLAN_LIMIT_KEYS, PLAN_LIMIT_LABELS, type PlanLimits, type Usage, usagePercent } from '@hiring/shared/billing';
import * as repo from './billing.repository.ts';
import * as catalogue from './catalogue.repository.ts';
import { monthWindow } from './billing.model.ts';
import type { BillingCore } from './billing-core.ts';

// What a company uses of its plan's limits this month.

export async function usage(core: BillingCore, companyId: string | null): Promise<Usage> {
  const window = monthWindow(core.now());
  const view = companyId ? await repo.findCurrentSubscription(core.db, companyId) : undefined;
  // Without a plan there is no limit to measure against: limits and percents are null, no_plan says why.
  const noPlan = !view || !core.hasAccess(view);
  const limits: PlanLimits | null = noPlan ? null : await catalogue.findLimits(core.db, view.pkg.id);
  const metrics = await Promise.all(
    PLAN_LIMIT_KEYS.map(async (key) => {
      const counter = core.counters.get(key);
      const used = companyId && counter ? await counter.count(companyId, window) : 0;
      const limit = limits ? limits[key] : null;
      return {
        key,
        label: PLAN_LIMIT_LABELS[key],
        used,
        limit,
        remaining: limit === null ? null : Math.max(0, limit - used),
        percent: usagePercent(used, limit),
      };
    }),
  );
  return {
    no_plan: noPlan,
    subscription_id: view?.sub.id ?? null,
    plan_name: view?.pkg.displayName ?? null,
    status: (view?.sub.status as Usage['status']) ?? null,
    period_start: window.start.toISOString(),
    period_end: window.end.toISOString(),
    metrics,
  };
}
