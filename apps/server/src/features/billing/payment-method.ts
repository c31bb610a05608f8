import { BILLING_MESSAGES, BILLING_WEB_PATHS, type PaymentMethodUpdateResult } from '@hiring/shared/billing';
import { SANDBOX_NEW_CARD } from '../../billing/sandbox.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import type { BillingCore } from './billing-core.ts';
import { returnOrigin } from './checkout.ts';
import * as repo from './billing.repository.ts';

// Changing the card: the processor's own page does it (we never see card numbers).

/** Where the customer changes the card of a paid subscription: the processor's page, back to management after. */
export async function paymentMethodUpdate(
  core: BillingCore,
  caller: AuthContext,
  subscriptionId: string,
  from?: { origin?: string; serverOrigin?: string },
): Promise<PaymentMethodUpdateResult> {
  const companyId = core.requireManager(caller);
  const view = await repo.findSubscription(core.db, companyId, subscriptionId);
  if (!view) throw new AppError(404, BILLING_MESSAGES.subscriptionNotFound);
  const { sub } = view;
  const processor = sub.processor ? core.processors.get(sub.processor) : undefined;
  if (sub.isTrial || !processor || !sub.externalId || sub.status === 'pending') throw conflict(BILLING_MESSAGES.paymentMethodNotUpdatable);
  const returnUrl = `${returnOrigin(core, from)}${BILLING_WEB_PATHS.management}`;
  try {
    return { url: await processor.paymentMethodUpdateUrl(sub.externalId, returnUrl) };
  } catch (error) {
    core.options.log.error({ err: error, subscriptionId: sub.id }, 'processor refused to open the card update');
    throw new AppError(502, BILLING_MESSAGES.processorUnavailable);
  }
}

/** The sandbox's card page: puts its second test card on file, as a processor's webhook would. */
export async function updateSandboxPaymentMethod(core: BillingCore, externalId: string): Promise<string | null> {
  const view = await repo.findSandboxCheckout(core.db, externalId);
  if (!view || view.sub.processor !== 'sandbox' || view.sub.isTrial) return null;
  const year = core.now().getUTCFullYear() + 4;
  await repo.updateSubscription(core.db, view.sub.id, {
    paymentMethod: { brand: SANDBOX_NEW_CARD.brand, last4: SANDBOX_NEW_CARD.last4, exp_month: SANDBOX_NEW_CARD.expMonth, exp_year: year },
    updatedAt: core.now(),
  });
  core.changed(view.sub.companyId);
  return `${core.appBase(view.sub.billingDetails)}${BILLING_WEB_PATHS.management}?payment_method=updated`;
}
