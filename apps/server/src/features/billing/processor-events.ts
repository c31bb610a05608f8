import type { ProcessorName, ProcessorPayment, ProviderStatus, WebhookEvent } from '../../billing/processor.ts';
import * as repo from './billing.repository.ts';
import * as invoices from './invoices.repository.ts';
import * as planChanges from './plan-changes.repository.ts';
import type { PackageRow, PriceRow, SubscriptionRow } from './billing.table.ts';
import { isLive, ENDED_STATUSES, addInterval } from './billing.model.ts';
import type { BillingCore } from './billing-core.ts';

// Processor events (webhooks, sandbox payments): the one path every payment change takes.

/**
 * Applies a processor's event once: the event id is recorded in the same transaction as its
 * effect, so a replay (or a concurrent duplicate) changes nothing.
 */
export async function applyProcessorEvent(
  core: BillingCore,
  processorName: ProcessorName,
  event: WebhookEvent,
): Promise<'applied' | 'duplicate' | 'ignored'> {
  const now = core.now();
  let periodEndJob: { id: string; at: Date } | null = null;
  let replaced: SubscriptionRow[] = [];
  const outcome = await core.db.transaction(async (tx) => {
    if (!(await invoices.recordProcessorEvent(tx, processorName, event.eventId, event.subscriptionId))) return 'duplicate' as const;
    const ignore = async (why: string) => {
      await invoices.setProcessorEventOutcome(tx, processorName, event.eventId, why);
      return 'ignored' as const;
    };
    let view = event.subscriptionId ? await repo.findSubscriptionById(tx, event.subscriptionId) : undefined;
    if (!view && event.externalSubscriptionId)
      view = await repo.findSubscriptionByExternalId(tx, processorName, event.externalSubscriptionId);
    if (!view || view.sub.processor !== processorName) return ignore('ignored');
    const sub = await repo.lockSubscription(tx, view.sub.id);
    if (!sub) return ignore('ignored');
    const { pkg, price } = view;
    const occurredAt = event.occurredAt;
    const statusOnly = !event.payment && !event.paymentFailed;
    // Webhooks arrive out of order: a status event older than the last one applied would undo it.
    if (statusOnly && occurredAt && sub.lastEventAt && occurredAt.getTime() < sub.lastEventAt.getTime()) return ignore('stale');

    const patch: Partial<SubscriptionRow> = { updatedAt: now };
    if (occurredAt && (!sub.lastEventAt || occurredAt.getTime() > sub.lastEventAt.getTime())) patch.lastEventAt = occurredAt;
    if (event.externalSubscriptionId && event.externalSubscriptionId !== sub.externalId) patch.externalId = event.externalSubscriptionId;
    const startsNow = sub.status === 'pending';
    const ended = ENDED_STATUSES.includes(sub.status);

    const step: EventStep = { core, tx, processorName, event, sub, pkg, price, now, patch, startsNow, ended };
    if (event.payment) {
      const paid = await applyPayment(step, event.payment);
      if (paid === 'flagged') return 'applied' as const;
      periodEndJob = { id: sub.id, at: paid };
    } else if (event.paymentFailed) {
      await applyPaymentFailure(step);
    } else if (event.status) {
      const applied = await applyStatus(step, event.status);
      if (applied === 'flagged') return ignore('flagged');
      if (applied) periodEndJob = { id: sub.id, at: applied };
    }
    // A subscription that starts giving access replaces the company's trial or older plan.
    if (patch.status && isLive(patch.status) && !isLive(sub.status)) replaced = await replaceOthers(tx, sub, now);
    if (patch.status === 'cancelled') await planChanges.cancelScheduledChanges(tx, sub.id, now);
    await repo.updateSubscription(tx, sub.id, patch);
    return 'applied' as const;
  });
  core.changed();
  await cancelReplacedAtProcessors(core, replaced);
  if (periodEndJob) {
    const job = periodEndJob as { id: string; at: Date };
    await core.schedulePeriodEnd(job.id, job.at);
  }
  return outcome;
}

/** A replaced paid plan stops billing at its processor too (best effort: logged when refused). */
export async function cancelReplacedAtProcessors(core: BillingCore, replaced: SubscriptionRow[]): Promise<void> {
  for (const other of replaced) {
    const processor = other.processor ? core.processors.get(other.processor) : undefined;
    if (!processor || !other.externalId || other.isTrial) continue;
    try {
      await processor.cancel(other.externalId, { atPeriodEnd: false });
    } catch (error) {
      core.options.log.error(
        { err: error, subscriptionId: other.id, processor: other.processor },
        'replaced subscription could not be cancelled at the processor; cancel it there by hand',
      );
    }
  }
}

/** What one event's handlers share: the locked subscription, its plan, and the patch they fill. */
interface EventStep {
  core: BillingCore;
  tx: repo.Tx;
  processorName: ProcessorName;
  event: WebhookEvent;
  sub: SubscriptionRow;
  pkg: PackageRow;
  price: PriceRow;
  now: Date;
  patch: Partial<SubscriptionRow>;
  /** The checkout's first payment (the subscription is still pending). */
  startsNow: boolean;
  /**
   * An abandoned or failed checkout, or an ended subscription: not brought back by a late event; a
   * payment is recorded as an invoice and flagged for a refund (docs/decisions/084).
   */
  ended: boolean;
}

/** A payment: an invoice, the new period, the card; returns the new period end, or 'flagged' for an ended subscription. */
async function applyPayment(step: EventStep, payment: ProcessorPayment): Promise<Date | 'flagged'> {
  const { core, tx, processorName, event, sub, now, patch, startsNow, ended } = step;
  let { pkg, price } = step;
  const periodStart = event.periodStart ?? payment.paidAt;
  // A renewal: a plan change due by now takes effect with it, whatever the period end says.
  if (!startsNow && !ended) {
    const changed = await core.applyDueChange(tx, sub, new Date(Math.max(periodStart.getTime(), now.getTime())));
    if (changed) ({ pkg, price } = changed);
  }
  const anchor = (await repo.findFirstPaidPeriodStart(tx, sub.id)) ?? periodStart;
  const periodEnd = event.periodEnd ?? addInterval(periodStart, price.interval, price.intervalCount, anchor.getUTCDate());
  const description = price.frequency === 'recurring' ? `${price.displayName} subscription` : price.displayName;
  await core.recordInvoice(tx, sub, pkg, price, {
    status: 'paid',
    externalPaymentId: payment.externalId,
    amountCents: payment.amountCents,
    currency: payment.currency,
    issuedAt: payment.paidAt,
    periodStart,
    periodEnd,
    cardBrand: payment.cardBrand ?? null,
    cardLast4: payment.cardLast4 ?? null,
    lines: payment.creditAppliedCents
      ? [
          {
            description,
            periodStart: periodStart.toISOString(),
            periodEnd: periodEnd.toISOString(),
            amountCents: payment.amountCents + payment.creditAppliedCents,
          },
          {
            description: 'Credit from an earlier plan change',
            periodStart: null,
            periodEnd: null,
            amountCents: -payment.creditAppliedCents,
          },
        ]
      : undefined,
  });
  if (ended) {
    core.options.log.warn(
      { subscriptionId: sub.id, status: sub.status, processor: processorName, payment: payment.externalId },
      'payment for an abandoned or ended subscription: recorded, not reactivated; refund it at the processor',
    );
    await repo.updateSubscription(tx, sub.id, patch);
    await invoices.setProcessorEventOutcome(tx, processorName, event.eventId, 'flagged');
    return 'flagged';
  }
  await core.options.notifications?.paymentReceived(tx, sub.companyId, `${processorName}:${payment.externalId}`, {
    planName: pkg.displayName,
    amountCents: payment.amountCents,
    periodStart,
    periodEnd,
  });
  if (payment.cardLast4) patch.paymentMethod = paymentMethodOf(payment);
  patch.currentPeriodStart = periodStart;
  patch.currentPeriodEnd = periodEnd;
  patch.status = event.status && event.status !== 'cancelled' ? event.status : 'active';
  patch.endedAt = null;
  return periodEnd;
}

function paymentMethodOf(payment: ProcessorPayment): NonNullable<SubscriptionRow['paymentMethod']> {
  const [month, year] = (payment.cardExpiry ?? '').split('/').map((n) => Number.parseInt(n, 10));
  return {
    brand: payment.cardBrand ?? 'card',
    last4: payment.cardLast4 ?? '',
    exp_month: Number.isFinite(month) ? (month as number) : null,
    exp_year: Number.isFinite(year) ? ((year as number) < 100 ? 2000 + (year as number) : (year as number)) : null,
  };
}

/** A failed payment: kept in the history; a first payment that fails ends the checkout, a renewal goes past due. */
async function applyPaymentFailure(step: EventStep): Promise<void> {
  const { core, tx, processorName, event, sub, pkg, price, now, patch, startsNow, ended } = step;
  await core.options.notifications?.paymentFailed(tx, sub.companyId, `${processorName}:${event.eventId}`, {
    planName: pkg.displayName,
    amountCents: sub.amountCents,
    periodStart: null,
    periodEnd: null,
  });
  await core.recordInvoice(tx, sub, pkg, price, {
    status: 'failed',
    externalPaymentId: `failed:${event.eventId}`,
    amountCents: sub.amountCents,
    currency: sub.currency,
    issuedAt: now,
    periodStart: null,
    periodEnd: null,
    cardBrand: null,
    cardLast4: null,
  });
  if (startsNow) {
    patch.status = 'incomplete';
    patch.endedAt = now;
  } else if (!ended) patch.status = event.status && event.status !== 'active' ? event.status : 'past_due';
}

/** A status event; returns a new period end to schedule, 'flagged' when it would revive an ended subscription. */
async function applyStatus(step: EventStep, status: ProviderStatus): Promise<Date | 'flagged' | null> {
  const { core, tx, event, sub, now, patch, ended } = step;
  if (ended && status !== 'cancelled') {
    core.options.log.warn({ subscriptionId: sub.id, status: sub.status, event: status }, 'status event for an ended subscription ignored');
    await repo.updateSubscription(tx, sub.id, patch);
    return 'flagged';
  }
  // Cancelled at the processor (its portal, support), not through us: the billing team hears of it.
  if (status === 'cancelled' && !ended && !sub.cancelledAt) {
    await core.options.notifications?.subscriptionCancelled(tx, sub.companyId, `${sub.id}:processor`, {
      planName: step.pkg.displayName,
      isTrial: sub.isTrial,
      accessUntil: null,
    });
  }
  patch.status = status;
  if (status === 'cancelled') {
    patch.endedAt = sub.endedAt ?? now;
    patch.cancelledAt = sub.cancelledAt ?? now;
  }
  if (event.periodStart) patch.currentPeriodStart = event.periodStart;
  if (event.periodEnd) patch.currentPeriodEnd = event.periodEnd;
  return event.periodEnd ?? null;
}

/** Ends the company's other live subscriptions (its trial, an older plan) when this one starts giving access. */
async function replaceOthers(tx: repo.Tx, sub: SubscriptionRow, now: Date): Promise<SubscriptionRow[]> {
  const replaced = await repo.findLiveSubscriptions(tx, sub.companyId, sub.id);
  for (const other of replaced) {
    await repo.updateSubscription(tx, other.id, {
      status: 'cancelled',
      cancelledAt: now,
      endedAt: now,
      cancelReason: other.isTrial ? 'Replaced by a paid subscription' : 'Replaced by a newer subscription',
      updatedAt: now,
    });
    await planChanges.cancelScheduledChanges(tx, other.id, now);
  }
  return replaced;
}
