import {
  BILLING_MESSAGES,
  type ChangeProration,
  isCheaperPlan,
  prorateChange,
  type ChangePlanResult,
  isTrialTier,
  packageNotFoundMessage,
  type ScheduledChange,
} from '@hiring/shared/billing';
import type { ProcessorPayment } from '../../billing/processor.ts';
import { AppError, badRequest, conflict } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import * as repo from './billing.repository.ts';
import * as catalogue from './catalogue.repository.ts';
import * as planChanges from './plan-changes.repository.ts';
import type { InvoiceLineRow, PackageRow, PriceRow } from './billing.table.ts';
import { iso, addInterval } from './billing.model.ts';
import type { BillingCore } from './billing-core.ts';

// Plan changes: immediate ones paid now and prorated, others scheduled for the period end (docs/decisions/100).

export async function listChanges(core: BillingCore, companyId: string | null): Promise<ScheduledChange[]> {
  if (!companyId) return [];
  return (await planChanges.listChanges(core.db, companyId)).map((c) => core.changeDto(c));
}

export async function changePlan(
  core: BillingCore,
  caller: AuthContext,
  subscriptionId: string,
  input: { package_id: string; price_id: string; effective: 'immediately' | 'period_end' },
): Promise<ChangePlanResult> {
  const companyId = core.requireManager(caller);
  const view = await repo.findSubscription(core.db, companyId, subscriptionId);
  if (!view) throw new AppError(404, BILLING_MESSAGES.subscriptionNotFound);
  const { sub } = view;
  if (sub.isTrial || !['active', 'past_due'].includes(sub.status) || view.price.frequency !== 'recurring')
    throw conflict(BILLING_MESSAGES.changeNotAllowed);
  if (sub.cancelAtPeriodEnd) throw conflict(BILLING_MESSAGES.alreadyCancelling);
  const pkg = await catalogue.findPackage(core.db, input.package_id);
  if (!pkg) throw new AppError(404, packageNotFoundMessage(input.package_id));
  const price = await catalogue.findPrice(core.db, input.price_id);
  if (!price || price.packageId !== pkg.id || !price.active) throw badRequest(BILLING_MESSAGES.priceNotFound);
  if (price.frequency !== 'recurring' || isTrialTier(pkg.tier)) throw badRequest(BILLING_MESSAGES.changeNeedsRecurringPrice);
  if (price.id === sub.priceId) throw conflict(BILLING_MESSAGES.changeToSamePrice);

  const now = core.now();
  const immediately = input.effective === 'immediately';
  // An immediate change is paid now (docs/decisions/100-immediate-plan-changes.md); a move to a
  // cheaper plan waits for the period end, which the customer has already paid for.
  if (immediately && isCheaperPlan(view.price, price)) throw conflict(BILLING_MESSAGES.changeCheaperAtPeriodEnd);
  const proration = immediately
    ? prorateChange({
        currentAmountCents: sub.amountCents,
        periodStart: sub.currentPeriodStart,
        periodEnd: sub.currentPeriodEnd,
        now,
        newAmountCents: price.amountCents,
      })
    : null;
  const processor = sub.processor ? core.processors.get(sub.processor) : undefined;
  // Paddle and Stripe learn of a scheduled change now, billed from the next period on; the
  // renewal they send then already charges the new price (docs/decisions/083).
  let payment: ProcessorPayment | null = null;
  if (processor && sub.externalId) {
    try {
      payment = await processor.changePlan(sub.externalId, core.checkoutPrice(price, pkg, processor.name), {
        atPeriodEnd: !immediately,
        amountDueCents: proration?.dueCents,
      });
    } catch (error) {
      core.options.log.error({ err: error, subscriptionId: sub.id }, 'processor refused the plan change');
      throw new AppError(502, BILLING_MESSAGES.processorUnavailable);
    }
  }
  const change = await core.db.transaction(async (tx) => {
    await planChanges.cancelScheduledChanges(tx, sub.id, now);
    const row = await planChanges.insertChange(tx, {
      companyId,
      subscriptionId: sub.id,
      fromPriceId: sub.priceId,
      toPackageId: pkg.id,
      toPriceId: price.id,
      effective: input.effective,
      effectiveAt: immediately ? now : (sub.currentPeriodEnd ?? now),
      status: immediately ? 'applied' : 'scheduled',
      appliedAt: immediately ? now : null,
      createdBy: caller.userId,
      createdAt: now,
    });
    if (proration) {
      // The new plan's own period starts now: a monthly plan bought from an annual one renews monthly.
      const periodEnd = addInterval(now, price.interval, price.intervalCount);
      await repo.updateSubscription(tx, sub.id, {
        packageId: pkg.id,
        priceId: price.id,
        amountCents: price.amountCents,
        currency: price.currency,
        currentPeriodStart: now,
        currentPeriodEnd: periodEnd,
        creditCents: sub.creditCents + proration.carriedCreditCents,
        updatedAt: now,
      });
      // Paddle and Stripe send their own invoice by webhook; the sandbox charged at once, and a
      // change the credit pays for in full charges nothing anywhere: both are invoiced here.
      if (payment || proration.dueCents === 0 || !processor || processor.name === 'sandbox') {
        const externalPaymentId = payment?.externalId ?? `change_${row.id}`;
        await core.recordInvoice(tx, sub, pkg, price, {
          status: 'paid',
          externalPaymentId,
          amountCents: proration.dueCents,
          currency: price.currency,
          issuedAt: now,
          periodStart: now,
          periodEnd,
          cardBrand: payment?.cardBrand ?? null,
          cardLast4: payment?.cardLast4 ?? null,
          lines: changeLines(core, view, pkg, price, proration, now, periodEnd),
        });
        // A charge is mailed like any other (issue 34); the key is the one the processor's own
        // payment event would use, so a webhook for the same payment mails nothing more.
        if (proration.dueCents > 0)
          await core.options.notifications?.paymentReceived(tx, companyId, `${processor?.name ?? 'none'}:${externalPaymentId}`, {
            planName: pkg.displayName,
            amountCents: proration.dueCents,
            periodStart: now,
            periodEnd,
          });
      }
    }
    return row;
  });
  core.changed(companyId);
  if (immediately) {
    const after = await repo.findSubscription(core.db, companyId, sub.id);
    if (after?.sub.currentPeriodEnd) await core.schedulePeriodEnd(sub.id, after.sub.currentPeriodEnd);
  } else await core.schedulePeriodEnd(sub.id, change.effectiveAt);
  const [changeView, after] = await Promise.all([
    planChanges.findChange(core.db, companyId, change.id),
    repo.findSubscription(core.db, companyId, sub.id),
  ]);
  if (!changeView || !after) throw new Error('plan change vanished');
  return {
    message: immediately ? BILLING_MESSAGES.changeApplied : BILLING_MESSAGES.changeScheduled,
    change: core.changeDto(changeView),
    subscription: await core.dto(after),
  };
}

/** The invoice lines of an immediate change: the new plan for its period, the credit for the old one's unused part. */
export function changeLines(
  _core: BillingCore,
  from: repo.SubscriptionView,
  pkg: PackageRow,
  price: PriceRow,
  proration: ChangeProration,
  now: Date,
  periodEnd: Date,
): InvoiceLineRow[] {
  const lines: InvoiceLineRow[] = [
    {
      description: `${pkg.displayName} - ${price.displayName} subscription`,
      periodStart: now.toISOString(),
      periodEnd: periodEnd.toISOString(),
      amountCents: proration.chargeCents,
    },
  ];
  if (proration.creditCents > 0)
    lines.push({
      description: `Unused time on ${from.pkg.displayName} - ${from.price.displayName}`,
      periodStart: now.toISOString(),
      periodEnd: iso(from.sub.currentPeriodEnd),
      amountCents: -proration.creditCents,
    });
  if (proration.carriedCreditCents > 0)
    lines.push({
      description: 'Credit kept for the next renewals',
      periodStart: null,
      periodEnd: null,
      amountCents: proration.carriedCreditCents,
    });
  return lines;
}

export async function deleteChange(core: BillingCore, caller: AuthContext, id: string): Promise<{ message: string }> {
  const companyId = core.requireManager(caller);
  const row = await planChanges.findChange(core.db, companyId, id);
  if (!row) throw new AppError(404, BILLING_MESSAGES.changeNotFound);
  if (row.change.status !== 'scheduled') throw conflict(BILLING_MESSAGES.changeNotPending);
  // The processor was told at scheduling time: put it back on the current price.
  const view = await repo.findSubscription(core.db, companyId, row.change.subscriptionId);
  const processor = view?.sub.processor ? core.processors.get(view.sub.processor) : undefined;
  if (view && processor && view.sub.externalId) {
    try {
      await processor.changePlan(view.sub.externalId, core.checkoutPrice(view.price, view.pkg, processor.name, view.sub.amountCents), {
        atPeriodEnd: true,
      });
    } catch (error) {
      core.options.log.error({ err: error, subscriptionId: view.sub.id }, 'processor refused to undo the plan change');
      throw new AppError(502, BILLING_MESSAGES.processorUnavailable);
    }
  }
  await planChanges.updateChange(core.db, row.change.id, { status: 'cancelled', cancelledAt: core.now() });
  core.changed(companyId);
  return { message: BILLING_MESSAGES.changeCancelled };
}
