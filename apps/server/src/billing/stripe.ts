import Stripe from 'stripe';
import type { StripeConfig } from '../config/env.ts';
import {
  type CheckoutInput,
  type CheckoutResult,
  type PaymentProcessor,
  type ProviderStatus,
  type WebhookEvent,
  WebhookSignatureError,
  type ProcessorPayment,
  assertSignatureFresh,
  mapEventSafely,
  WEBHOOK_SIGNATURE_TOLERANCE_SECONDS,
} from './processor.ts';

/**
 * Stripe subscription statuses in ours. `incomplete` (first payment not made yet) carries no status: our row is
 * already waiting for payment. `incomplete_expired` means that first payment never came, so the subscription is over.
 * A paused subscription (trial ended without a payment method) is not billed and gives no access, but can resume.
 */
export const STRIPE_STATUS: Record<string, ProviderStatus | undefined> = {
  active: 'active',
  trialing: 'trialing',
  past_due: 'past_due',
  canceled: 'cancelled',
  unpaid: 'unpaid',
  incomplete: undefined,
  incomplete_expired: 'cancelled',
  paused: 'unpaid',
};

/**
 * Stripe through the official SDK. A recurring plan is a subscription created `default_incomplete`, whose first
 * invoice's confirmation secret the client confirms with Stripe.js; a one-time plan is a PaymentIntent. Both carry
 * our subscription id in metadata, which Stripe copies onto the subscription's invoices.
 */
export class StripeProcessor implements PaymentProcessor {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly config: StripeConfig) {
    const api = config.apiUrl ? new URL(config.apiUrl) : undefined;
    this.stripe = new Stripe(config.secretKey, {
      maxNetworkRetries: 2,
      timeout: 30_000,
      telemetry: false,
      ...(api
        ? {
            host: api.hostname,
            port: api.port || (api.protocol === 'http:' ? 80 : 443),
            protocol: api.protocol === 'http:' ? 'http' : 'https',
          }
        : {}),
    });
  }

  async createCheckout(input: CheckoutInput): Promise<CheckoutResult> {
    const { price } = input;
    const metadata = { subscription_id: input.subscriptionId, company_id: input.companyId, price_id: price.id };
    const address = input.billingAddress;
    // Idempotency keys make a retried checkout return the same customer and payment, not a second one.
    const customer = await this.stripe.customers.create(
      {
        email: input.customerEmail,
        ...(input.customerName ? { name: input.customerName } : {}),
        ...(address
          ? { address: { line1: address.line1, city: address.city, postal_code: address.postalCode, country: address.country } }
          : {}),
        metadata: { company_id: input.companyId },
      },
      { idempotencyKey: `customer-${input.subscriptionId}` },
    );

    if (price.interval === 'one_time') {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: price.amountCents,
          currency: price.currency.toLowerCase(),
          customer: customer.id,
          description: price.packageName,
          receipt_email: input.customerEmail,
          automatic_payment_methods: { enabled: true },
          metadata,
        },
        { idempotencyKey: `checkout-${input.subscriptionId}` },
      );
      if (!intent.client_secret) throw new Error('Stripe returned no client secret for the payment');
      return { externalId: intent.id, clientSecret: intent.client_secret };
    }

    const subscription = await this.stripe.subscriptions.create(
      {
        customer: customer.id,
        items: [{ price: await this.stripePriceId(price), quantity: 1 }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        metadata,
        expand: ['latest_invoice.confirmation_secret'],
      },
      { idempotencyKey: `checkout-${input.subscriptionId}` },
    );
    const invoice = subscription.latest_invoice;
    const clientSecret = invoice && typeof invoice === 'object' ? invoice.confirmation_secret?.client_secret : undefined;
    if (!clientSecret) throw new Error('Stripe returned no confirmation secret for the first invoice');
    return { externalId: subscription.id, clientSecret };
  }

  async cancel(externalSubscriptionId: string, opts: { atPeriodEnd: boolean }): Promise<void> {
    if (opts.atPeriodEnd) await this.stripe.subscriptions.update(externalSubscriptionId, { cancel_at_period_end: true });
    else await this.stripe.subscriptions.cancel(externalSubscriptionId);
  }

  async resume(externalSubscriptionId: string): Promise<void> {
    await this.stripe.subscriptions.update(externalSubscriptionId, { cancel_at_period_end: false });
  }

  async changePlan(
    externalSubscriptionId: string,
    price: CheckoutInput['price'],
    opts?: { atPeriodEnd?: boolean },
  ): Promise<ProcessorPayment | null> {
    if (price.interval === 'one_time') throw new Error('A one-time price cannot replace a subscription plan');
    const subscription = await this.stripe.subscriptions.retrieve(externalSubscriptionId);
    const item = subscription.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${externalSubscriptionId} has no items`);
    const params: Stripe.SubscriptionUpdateParams = {
      items: [{ id: item.id, price: await this.stripePriceId(price), quantity: 1 }],
      metadata: { price_id: price.id },
    };
    if (opts?.atPeriodEnd) {
      // At period end: no proration and the billing cycle anchor unchanged; the next invoice bills the new price.
      params.proration_behavior = 'none';
    } else {
      // Immediately: a new period of the new price starts now, invoiced and charged at once with the
      // unused time of the old one credited; a refused card leaves the subscription as it was.
      params.proration_behavior = 'always_invoice';
      params.billing_cycle_anchor = { type: 'now' };
      params.payment_behavior = 'error_if_incomplete';
    }
    await this.stripe.subscriptions.update(externalSubscriptionId, params);
    return null;
  }

  async paymentMethodUpdateUrl(externalSubscriptionId: string, returnUrl: string): Promise<string> {
    const subscription = await this.stripe.subscriptions.retrieve(externalSubscriptionId);
    const customer = typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
    const session = await this.stripe.billingPortal.sessions.create({
      customer,
      return_url: returnUrl,
      flow_data: { type: 'payment_method_update' },
    });
    return session.url;
  }

  async parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<WebhookEvent | null> {
    const header = headers['stripe-signature'];
    const signature = Array.isArray(header) ? header[0] : header;
    if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
    // The SDK refuses signatures older than the tolerance; one dated in the future is refused here.
    const timestamp = /(?:^|,)\s*t=(\d{1,12})(?:,|$)/.exec(signature)?.[1];
    if (!timestamp) throw new WebhookSignatureError('Stripe webhook signature has no timestamp');
    assertSignatureFresh(Number(timestamp));
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.config.webhookSecret, WEBHOOK_SIGNATURE_TOLERANCE_SECONDS);
    } catch (error) {
      throw new WebhookSignatureError(`Stripe webhook signature verification failed: ${(error as Error).message}`);
    }
    return mapEventSafely('Stripe', event, mapStripeEvent);
  }

  /**
   * The Stripe price for one of ours: the configured one, else one we created earlier under a lookup key naming our
   * price, amount, currency and interval (so a changed amount gets a new Stripe price), else a new one.
   */
  private async stripePriceId(price: CheckoutInput['price']): Promise<string> {
    if (price.processorPriceId) return price.processorPriceId;
    const currency = price.currency.toLowerCase();
    const lookupKey = `hiring_${price.id}_${price.amountCents}_${currency}_${price.interval}`;
    const existing = await this.stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    if (existing.data[0]) return existing.data[0].id;
    const created = await this.stripe.prices.create(
      {
        currency,
        unit_amount: price.amountCents,
        lookup_key: lookupKey,
        nickname: price.packageName,
        product_data: { name: price.packageName },
        ...(price.interval === 'one_time' ? {} : { recurring: { interval: price.interval } }),
        metadata: { price_id: price.id },
      },
      { idempotencyKey: `price-${lookupKey}` },
    );
    return created.id;
  }
}

/** Our view of a verified Stripe event; null for events that change nothing of ours. */
export function mapStripeEvent(event: Stripe.Event): WebhookEvent | null {
  const mapped = mapStripeEventData(event);
  return mapped ? { ...mapped, occurredAt: fromUnix(event.created) } : null;
}

function mapStripeEventData(event: Stripe.Event): WebhookEvent | null {
  const at = new Date(event.created * 1000);
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
      return fromSubscription(event.id, event.data.object);
    case 'invoice.paid':
    case 'invoice.payment_succeeded':
      return fromInvoice(event.id, event.data.object, false, at);
    case 'invoice.payment_failed':
      return fromInvoice(event.id, event.data.object, true, at);
    case 'payment_intent.succeeded':
      return fromPaymentIntent(event.id, event.data.object, false, at);
    case 'payment_intent.payment_failed':
      return fromPaymentIntent(event.id, event.data.object, true, at);
    default:
      return null;
  }
}

function fromSubscription(eventId: string, sub: Stripe.Subscription): WebhookEvent {
  const item = sub.items.data[0];
  const status = STRIPE_STATUS[sub.status];
  return {
    eventId,
    subscriptionId: ourId(sub.metadata),
    externalSubscriptionId: sub.id,
    ...(status ? { status } : {}),
    ...(item ? { periodStart: fromUnix(item.current_period_start), periodEnd: fromUnix(item.current_period_end) } : {}),
  };
}

function fromInvoice(eventId: string, invoice: Stripe.Invoice, failed: boolean, at: Date): WebhookEvent | null {
  const details = invoice.parent?.subscription_details;
  // Invoices outside a subscription are not ours: one-time plans are paid through a PaymentIntent.
  if (!details) return null;
  const external = typeof details.subscription === 'string' ? details.subscription : details.subscription.id;
  const period = invoice.lines.data[0]?.period;
  const base: WebhookEvent = {
    eventId,
    subscriptionId: ourId(details.metadata) ?? ourId(invoice.metadata),
    externalSubscriptionId: external,
    ...(period ? { periodStart: fromUnix(period.start), periodEnd: fromUnix(period.end) } : {}),
  };
  if (failed) return { ...base, paymentFailed: true };
  // Paid means access: a paid invoice makes the subscription active, and a past-due one current again.
  if (invoice.amount_paid <= 0) return { ...base, status: 'active' };
  return {
    ...base,
    status: 'active',
    payment: {
      // invoice.paid and invoice.payment_succeeded describe the same payment: one id, so one invoice of ours.
      externalId: invoice.id,
      amountCents: invoice.amount_paid,
      currency: invoice.currency.toLowerCase(),
      paidAt: invoice.status_transitions.paid_at ? fromUnix(invoice.status_transitions.paid_at) : at,
    },
  };
}

function fromPaymentIntent(eventId: string, intent: Stripe.PaymentIntent, failed: boolean, at: Date): WebhookEvent | null {
  // Only our one-time checkouts carry our id; the PaymentIntents behind subscription invoices are handled as invoices.
  const subscriptionId = ourId(intent.metadata);
  if (!subscriptionId) return null;
  if (failed) return { eventId, subscriptionId, paymentFailed: true };
  return {
    eventId,
    subscriptionId,
    status: 'active',
    payment: { externalId: intent.id, amountCents: intent.amount_received, currency: intent.currency.toLowerCase(), paidAt: at },
  };
}

function ourId(metadata: Stripe.Metadata | null | undefined): string | null {
  const id = metadata?.subscription_id;
  return id ? id : null;
}

const fromUnix = (seconds: number) => new Date(seconds * 1000);
