import {
  BILLING_MESSAGES,
  BILLING_WEB_PATHS,
  CHECKOUT_RESULT_PARAM,
  CHECKOUT_SUBSCRIPTION_PARAM,
  type CheckoutResult,
  grantsAccess,
} from '@hiring/shared/billing';
import { sandboxPaymentEvent } from '../../billing/sandbox.ts';
import { AppError } from '../../lib/errors.ts';
import * as repo from './billing.repository.ts';
import type { SubscriptionRow } from './billing.table.ts';
import { addInterval } from './billing.model.ts';
import type { BillingCore } from './billing-core.ts';
import { applyProcessorEvent } from './processor-events.ts';

// The sandbox checkout page's outcomes, and where its buttons send the browser.

export async function findSandboxCheckout(core: BillingCore, externalId: string): Promise<repo.SubscriptionView | undefined> {
  if (!/^sbx_[\w-]{10,64}$/.test(externalId)) return undefined;
  return repo.findSandboxCheckout(core.db, externalId);
}

/** The sandbox page's Pay / Fail payment: a payment event through applyProcessorEvent; returns where to send the browser. */
export async function completeSandboxCheckout(core: BillingCore, externalId: string, outcome: 'paid' | 'failed'): Promise<string> {
  const view = await findSandboxCheckout(core, externalId);
  if (!view) throw new AppError(404, BILLING_MESSAGES.checkoutNotFound);
  const { sub, price } = view;
  // A second click on Pay after the payment went through: show the completed page again.
  if (sub.status !== 'pending') {
    if (grantsAccess(sub.status)) return checkoutReturnUrl(core, sub, 'paid');
    throw new AppError(404, BILLING_MESSAGES.checkoutNotFound);
  }
  const now = core.now();
  await applyProcessorEvent(
    core,
    'sandbox',
    sandboxPaymentEvent({
      subscriptionId: sub.id,
      externalId: sub.externalId,
      amountCents: sub.amountCents,
      currency: sub.currency,
      periodStart: now,
      periodEnd: addInterval(now, price.interval, price.intervalCount),
      outcome,
      // One outcome per checkout: a double click (or Pay after Fail) is a replayed event.
      eventKey: `checkout_${sub.id}`,
    }),
  );
  core.changed();
  return checkoutReturnUrl(core, sub, outcome);
}

/** The app page a sandbox checkout page links back to (its cancel link). */
export function checkoutCancelUrl(core: BillingCore, sub: SubscriptionRow): string {
  return `${core.appBase(sub.billingDetails)}${BILLING_WEB_PATHS.management}?${CHECKOUT_RESULT_PARAM}=cancelled&${CHECKOUT_SUBSCRIPTION_PARAM}=${encodeURIComponent(sub.id)}`;
}

export function checkoutReturnUrl(core: BillingCore, sub: SubscriptionRow, outcome: 'paid' | 'failed'): string {
  const subscriptionId = sub.id;
  const path = outcome === 'paid' ? BILLING_WEB_PATHS.createCompleted : BILLING_WEB_PATHS.management;
  const result: CheckoutResult = outcome === 'paid' ? 'success' : 'failed';
  return `${core.appBase(sub.billingDetails)}${path}?${CHECKOUT_RESULT_PARAM}=${result}&${CHECKOUT_SUBSCRIPTION_PARAM}=${encodeURIComponent(subscriptionId)}`;
}
