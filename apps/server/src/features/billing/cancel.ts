import { BILLING_MESSAGES, type CancelSubscription, type CancelSubscriptionResult } from '@hiring/shared/billing';
import { AppError, conflict } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import * as repo from './billing.repository.ts';
import * as planChanges from './plan-changes.repository.ts';
import { isCancellable } from './billing.model.ts';
import type { BillingCore } from './billing-core.ts';

// Cancelling: a trial (and an unpaid plan) now, a paid plan at its period end.

export async function cancel(core: BillingCore, caller: AuthContext, input: CancelSubscription): Promise<CancelSubscriptionResult> {
  const companyId = core.requireManager(caller);
  const view = input.subscription_id
    ? await repo.findSubscription(core.db, companyId, input.subscription_id)
    : await repo.findCurrentSubscription(core.db, companyId);
  if (!view) throw new AppError(404, input.subscription_id ? BILLING_MESSAGES.subscriptionNotFound : BILLING_MESSAGES.noSubscription);
  const { sub, price } = view;
  if (!isCancellable(sub, price))
    throw conflict(sub.cancelAtPeriodEnd ? BILLING_MESSAGES.alreadyCancelling : BILLING_MESSAGES.notCancellable);
  const now = core.now();
  const processor = sub.processor ? core.processors.get(sub.processor) : undefined;
  // A trial (and a subscription already failing to pay) ends now; a paid one at its period end.
  const immediately = sub.isTrial || sub.status === 'unpaid';
  if (processor && sub.externalId && !sub.isTrial) {
    try {
      await processor.cancel(sub.externalId, { atPeriodEnd: !immediately });
    } catch (error) {
      core.options.log.error({ err: error, subscriptionId: sub.id }, 'processor refused the cancellation');
      throw new AppError(502, BILLING_MESSAGES.processorUnavailable);
    }
  }
  await core.db.transaction(async (tx) => {
    await repo.updateSubscription(
      tx,
      sub.id,
      immediately
        ? { status: 'cancelled', cancelledAt: now, endedAt: now, cancelReason: input.reason ?? null, updatedAt: now }
        : { cancelAtPeriodEnd: true, cancelledAt: now, cancelReason: input.reason ?? null, updatedAt: now },
    );
    await planChanges.cancelScheduledChanges(tx, sub.id, now);
    await core.options.notifications?.subscriptionCancelled(tx, companyId, `${sub.id}:${now.toISOString()}`, {
      planName: view.pkg.displayName,
      isTrial: sub.isTrial,
      accessUntil: immediately ? null : sub.currentPeriodEnd,
    });
  });
  core.changed(companyId);
  if (!immediately && sub.currentPeriodEnd) await core.schedulePeriodEnd(sub.id, sub.currentPeriodEnd);
  const after = await repo.findSubscription(core.db, companyId, sub.id);
  return {
    message: sub.isTrial
      ? BILLING_MESSAGES.trialCancelled
      : immediately
        ? 'Your subscription has been cancelled.'
        : BILLING_MESSAGES.cancelScheduled,
    subscription: await core.dto(after ?? view),
  };
}
