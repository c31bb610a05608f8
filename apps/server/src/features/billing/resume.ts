import { BILLING_MESSAGES, type ResumeSubscription, type ResumeSubscriptionResult } from '@hiring/shared/billing';
import { AppError, conflict } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import * as repo from './billing.repository.ts';
import { isResumable } from './billing.model.ts';
import type { BillingCore } from './billing-core.ts';

// Resuming: a paid plan set to cancel at its period end renews again, while that end has not come.

export async function resume(core: BillingCore, caller: AuthContext, input: ResumeSubscription): Promise<ResumeSubscriptionResult> {
  const companyId = core.requireManager(caller);
  const view = input.subscription_id
    ? await repo.findSubscription(core.db, companyId, input.subscription_id)
    : await repo.findCurrentSubscription(core.db, companyId);
  if (!view) throw new AppError(404, input.subscription_id ? BILLING_MESSAGES.subscriptionNotFound : BILLING_MESSAGES.noSubscription);
  const now = core.now();
  if (!isResumable(view.sub, view.price, now)) throw conflict(BILLING_MESSAGES.notResumable);
  const { sub } = view;
  // The processor first: if it refuses, nothing changes here and the plan still ends as the customer asked.
  const processor = sub.processor ? core.processors.get(sub.processor) : undefined;
  if (processor && sub.externalId) {
    try {
      await processor.resume(sub.externalId);
    } catch (error) {
      core.options.log.error({ err: error, subscriptionId: sub.id }, 'processor refused to resume the subscription');
      throw new AppError(502, BILLING_MESSAGES.processorUnavailable);
    }
  }
  const resumed = await core.db.transaction(async (tx) => {
    const locked = await repo.lockSubscription(tx, sub.id);
    // The period end (or a second click) got there first.
    if (!locked || !isResumable(locked, view.price, now)) return false;
    await repo.updateSubscription(tx, sub.id, { cancelAtPeriodEnd: false, cancelledAt: null, cancelReason: null, updatedAt: now });
    return true;
  });
  core.changed(companyId);
  if (!resumed) throw conflict(BILLING_MESSAGES.notResumable);
  const after = await repo.findSubscription(core.db, companyId, sub.id);
  return { message: BILLING_MESSAGES.resumed, subscription: await core.dto(after ?? view) };
}
