import type { WebhookEvent } from '../../billing/processor.ts';
import { sandboxPaymentEvent } from '../../billing/sandbox.ts';
import * as repo from './billing.repository.ts';
import * as planChanges from './plan-changes.repository.ts';
import { addInterval } from './billing.model.ts';
import type { BillingCore } from './billing-core.ts';
import { applyProcessorEvent } from './processor-events.ts';
import { companyNameOf } from './trial-notices.ts';

// Trial and period ends, run by durable jobs and a sweep.

/**
 * What happens when a trial or a billing period ends: a trial expires; a subscription set to
 * cancel is cancelled; a one-time purchase expires; a scheduled change takes effect; a sandbox
 * subscription renews with a new test payment. Safe to run twice.
 */
export async function processPeriodEnd(core: BillingCore, subscriptionId: string): Promise<void> {
  const now = core.now();
  let renewal: WebhookEvent | null = null;
  try {
    await core.db.transaction(async (tx) => {
      const sub = await repo.lockSubscription(tx, subscriptionId);
      if (!sub) return;
      if (sub.isTrial) {
        if (sub.status === 'trialing' && sub.trialEndsAt && sub.trialEndsAt.getTime() <= now.getTime()) {
          await repo.updateSubscription(tx, sub.id, { status: 'expired', endedAt: sub.trialEndsAt, updatedAt: now });
          await core.options.notifications?.trialEnded(tx, sub.companyId, sub.id, {
            companyName: companyNameOf(sub),
            endedAt: sub.trialEndsAt,
          });
        }
        return;
      }
      if (!(repo.PERIOD_END_STATUSES as readonly string[]).includes(sub.status)) return;
      // A scheduled change is due by its own effective time, even when a renewal webhook has
      // already moved the period end on (Paddle and Stripe renew before this job runs).
      const changed = sub.cancelAtPeriodEnd ? null : await core.applyDueChange(tx, sub, now);
      if (!sub.currentPeriodEnd || sub.currentPeriodEnd.getTime() > now.getTime()) return;
      const view = await repo.findSubscriptionById(tx, sub.id);
      if (!view) return;
      if (sub.cancelAtPeriodEnd) {
        await repo.updateSubscription(tx, sub.id, { status: 'cancelled', endedAt: sub.currentPeriodEnd, updatedAt: now });
        await planChanges.cancelScheduledChanges(tx, sub.id, now);
        return;
      }
      if (view.price.frequency === 'one_time') {
        await repo.updateSubscription(tx, sub.id, { status: 'expired', endedAt: sub.currentPeriodEnd, updatedAt: now });
        return;
      }
      const price = changed?.price ?? view.price;
      if (sub.processor === 'sandbox' && sub.status === 'active') {
        const anchor = (await repo.findFirstPaidPeriodStart(tx, sub.id)) ?? sub.currentPeriodStart ?? sub.currentPeriodEnd;
        const full = changed ? price.amountCents : sub.amountCents;
        // Credit left from an immediate plan change pays (part of) the renewal.
        const creditUsed = Math.min(sub.creditCents, full);
        if (creditUsed > 0) await repo.updateSubscription(tx, sub.id, { creditCents: sub.creditCents - creditUsed, updatedAt: now });
        renewal = sandboxPaymentEvent({
          subscriptionId: sub.id,
          externalId: sub.externalId,
          amountCents: full - creditUsed,
          creditAppliedCents: creditUsed,
          currency: price.currency,
          periodStart: sub.currentPeriodEnd,
          periodEnd: addInterval(sub.currentPeriodEnd, price.interval, price.intervalCount, anchor.getUTCDate()),
          outcome: 'paid',
          eventKey: `renew_${sub.id}_${sub.currentPeriodEnd.getTime()}`,
        });
      }
    });
  } finally {
    core.changed();
  }
  if (renewal) await applyProcessorEvent(core, 'sandbox', renewal);
}

/** Runs the period-end step of everything due; returns how many subscriptions it looked at. */
export async function sweep(core: BillingCore): Promise<number> {
  const ids = await repo.findDueSubscriptionIds(core.db, core.now());
  for (const id of ids) {
    try {
      await processPeriodEnd(core, id);
    } catch (error) {
      core.options.log.error({ err: error, subscriptionId: id }, 'billing period end failed');
    }
  }
  return ids.length;
}
