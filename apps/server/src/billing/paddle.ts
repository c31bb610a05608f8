import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  type CurrencyCode,
  Environment,
  type EventEntity,
  EventName,
  LogLevel,
  Paddle,
  type SubscriptionNotification,
  type SubscriptionStatus,
  type TransactionNotification,
  Webhooks,
} from '@paddle/paddle-node-sdk';
import type { PaddleConfig } from '../config/env.ts';
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
} from './processor.ts';

/** Paddle subscription statuses in ours. A paused subscription is not billed and gives no access, but can resume. */
export const PADDLE_STATUS: Record<SubscriptionStatus, ProviderStatus> = {
  active: 'active',
  trialing: 'trialing',
  past_due: 'past_due',
  canceled: 'cancelled',
  paused: 'unpaid',
};

/**
 * Paddle Billing through the official SDK. Checkout is a transaction whose custom_data carries our subscription id;
 * the buyer pays on the transaction's checkout.url (the default payment link set in Paddle), and Paddle copies the
 * custom_data onto the subscription it creates, so every later webhook finds our row.
 */
export class PaddleProcessor implements PaymentProcessor {
  readonly name = 'paddle' as const;
  private readonly paddle: Paddle;

  constructor(private readonly config: PaddleConfig) {
    // The SDK has no base-URL option, but its client uses `environment` as the base URL when it is not one of the two
    // known environment names (internal/api/client.js getBaseUrl), which is how tests reach a local fake API.
    const environment = (config.apiUrl ??
      (config.environment === 'production' ? Environment.production : Environment.sandbox)) as Environment;
    this.paddle = new Paddle(config.apiKey, { environment, logLevel: LogLevel.none });
  }

  async createCheckout(input: CheckoutInput): Promise<CheckoutResult> {
    const { price } = input;
    const transaction = await this.paddle.transactions.create({
      items: [
        price.processorPriceId
          ? { priceId: price.processorPriceId, quantity: 1 }
          : {
              quantity: 1,
              price: {
                name: price.packageName,
                description: priceDescription(price),
                unitPrice: { amount: String(price.amountCents), currencyCode: currencyCode(price.currency) },
                billingCycle: price.interval === 'one_time' ? null : { interval: price.interval, frequency: 1 },
                product: { name: price.packageName, taxCategory: 'standard' },
              },
            },
      ],
      currencyCode: currencyCode(price.currency),
      customData: { subscription_id: input.subscriptionId, company_id: input.companyId, price_id: price.id },
    });
    const checkoutUrl = transaction.checkout?.url;
    if (!checkoutUrl) {
      throw new Error('Paddle returned no checkout URL: set a default payment link under Paddle > Checkout > Checkout settings');
    }
    return { externalId: transaction.id, checkoutUrl };
  }

  async cancel(externalSubscriptionId: string, opts: { atPeriodEnd: boolean }): Promise<void> {
    await this.paddle.subscriptions.cancel(externalSubscriptionId, {
      effectiveFrom: opts.atPeriodEnd ? 'next_billing_period' : 'immediately',
    });
  }

  /** Paddle keeps a cancellation at the period end as the subscription's scheduled change; removing it resumes. */
  async resume(externalSubscriptionId: string): Promise<void> {
    await this.paddle.subscriptions.update(externalSubscriptionId, { scheduledChange: null });
  }

  async changePlan(
    externalSubscriptionId: string,
    price: CheckoutInput['price'],
    opts?: { atPeriodEnd?: boolean },
  ): Promise<ProcessorPayment | null> {
    if (price.interval === 'one_time') throw new Error('A one-time price cannot replace a subscription plan');
    await this.paddle.subscriptions.update(externalSubscriptionId, {
      items: [
        price.processorPriceId
          ? { priceId: price.processorPriceId, quantity: 1 }
          : {
              quantity: 1,
              price: {
                name: price.packageName,
                description: priceDescription(price),
                unitPrice: { amount: String(price.amountCents), currencyCode: currencyCode(price.currency) },
                billingCycle: { interval: price.interval, frequency: 1 },
                product: { name: price.packageName, taxCategory: 'standard' },
              },
            },
      ],
      // Immediately: charge or credit the difference now, as customers expect when they switch plans mid-period.
      // At period end: nothing now; the next renewal bills the new price.
      prorationBillingMode: opts?.atPeriodEnd ? 'do_not_bill' : 'prorated_immediately',
      // A refused payment leaves the subscription on its old plan.
      ...(opts?.atPeriodEnd ? {} : { onPaymentFailure: 'prevent_change' as const }),
    });
    return null;
  }

  async paymentMethodUpdateUrl(externalSubscriptionId: string, _returnUrl: string): Promise<string> {
    // Paddle's transaction opens its own checkout for the new card; the app's checkout settings return the customer.
    const transaction = await this.paddle.subscriptions.getPaymentMethodChangeTransaction(externalSubscriptionId);
    const url = transaction.checkout?.url;
    if (!url) throw new Error(`Paddle gave no checkout URL to update the card of ${externalSubscriptionId}`);
    return url;
  }

  async parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<WebhookEvent | null> {
    const header = headers['paddle-signature'];
    const signature = Array.isArray(header) ? header[0] : header;
    if (!signature) throw new WebhookSignatureError('Missing Paddle-Signature header');
    verifyPaddleSignature(rawBody, signature, this.config.webhookSecret);
    let event: EventEntity;
    try {
      event = Webhooks.fromJson(JSON.parse(rawBody));
    } catch (error) {
      throw new WebhookSignatureError(`Paddle webhook body is not an event: ${(error as Error).message}`);
    }
    return mapEventSafely('Paddle', event, mapPaddleEvent);
  }
}

/**
 * Paddle's signature (`ts=<unix seconds>;h1=<hex HMAC-SHA256 of "ts:body">`, several h1 while a
 * secret rotates), checked here rather than by the SDK so the timestamp gets the same window
 * both ways as Stripe's (WEBHOOK_SIGNATURE_TOLERANCE_SECONDS); the HMAC is compared in constant time.
 */
export function verifyPaddleSignature(rawBody: string, header: string, secret: string, now = Date.now()): void {
  let ts = Number.NaN;
  const h1: string[] = [];
  for (const part of header.split(';')) {
    const [key, value] = part.split('=', 2).map((s) => s.trim());
    if (key === 'ts' && value && /^\d{1,12}$/.test(value)) ts = Number(value);
    if (key === 'h1' && value) h1.push(value);
  }
  if (Number.isNaN(ts) || h1.length === 0) throw new WebhookSignatureError('Paddle webhook signature is malformed');
  assertSignatureFresh(ts, now);
  const expected = createHmac('sha256', secret).update(`${ts}:${rawBody}`).digest();
  const matches = h1.some((hex) => {
    const given = Buffer.from(hex, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookSignatureError('Paddle webhook signature verification failed');
}

/** Our view of a verified Paddle event; null for events that change nothing of ours. */
export function mapPaddleEvent(event: EventEntity): WebhookEvent | null {
  const mapped = mapPaddleEventData(event);
  return mapped ? { ...mapped, occurredAt: new Date(event.occurredAt) } : null;
}

function mapPaddleEventData(event: EventEntity): WebhookEvent | null {
  switch (event.eventType) {
    case EventName.SubscriptionCreated:
    case EventName.SubscriptionUpdated:
    case EventName.SubscriptionActivated:
    case EventName.SubscriptionCanceled:
    case EventName.SubscriptionPastDue:
    case EventName.SubscriptionTrialing:
    case EventName.SubscriptionPaused:
    case EventName.SubscriptionResumed:
      return fromSubscription(event.eventId, event.data);
    case EventName.TransactionCompleted:
    case EventName.TransactionPaid:
      return fromTransaction(event.eventId, event.data, false, new Date(event.occurredAt));
    case EventName.TransactionPaymentFailed:
      return fromTransaction(event.eventId, event.data, true, new Date(event.occurredAt));
    default:
      return null;
  }
}

function fromSubscription(eventId: string, sub: SubscriptionNotification): WebhookEvent {
  const period = sub.currentBillingPeriod;
  return {
    eventId,
    subscriptionId: ourId(sub.customData),
    externalSubscriptionId: sub.id,
    status: PADDLE_STATUS[sub.status],
    ...(period ? { periodStart: new Date(period.startsAt), periodEnd: new Date(period.endsAt) } : {}),
  };
}

function fromTransaction(eventId: string, txn: TransactionNotification, failed: boolean, occurredAt: Date): WebhookEvent | null {
  const subscriptionId = ourId(txn.customData);
  // A transaction neither started by our checkout nor part of a subscription is not ours.
  if (!subscriptionId && !txn.subscriptionId) return null;
  const base: WebhookEvent = {
    eventId,
    subscriptionId,
    ...(txn.subscriptionId ? { externalSubscriptionId: txn.subscriptionId } : {}),
    ...(txn.billingPeriod ? { periodStart: new Date(txn.billingPeriod.startsAt), periodEnd: new Date(txn.billingPeriod.endsAt) } : {}),
  };
  if (failed) return { ...base, paymentFailed: true };
  const captured = txn.payments.find((p) => p.status === 'captured') ?? txn.payments[0];
  const card = captured?.methodDetails?.card;
  return {
    ...base,
    // Paid means access: a one-time purchase is complete, and a renewal that is paid is no longer past due.
    status: 'active',
    payment: {
      // transaction.paid and transaction.completed describe the same payment: one id, so one invoice.
      externalId: txn.id,
      amountCents: Number.parseInt(txn.details?.totals?.grandTotal ?? txn.details?.totals?.total ?? '0', 10),
      currency: txn.currencyCode.toLowerCase(),
      paidAt: new Date(captured?.capturedAt ?? txn.billedAt ?? occurredAt),
      ...(card
        ? {
            cardBrand: card.type,
            cardLast4: card.last4,
            cardExpiry: `${String(card.expiryMonth).padStart(2, '0')}/${card.expiryYear}`,
          }
        : {}),
    },
  };
}

function ourId(customData: unknown): string | null {
  const id = (customData as Record<string, unknown> | null)?.subscription_id;
  return typeof id === 'string' && id ? id : null;
}

function currencyCode(currency: string): CurrencyCode {
  return currency.toUpperCase() as CurrencyCode;
}

function priceDescription(price: CheckoutInput['price']): string {
  const cycle = price.interval === 'month' ? 'monthly' : price.interval === 'year' ? 'yearly' : 'one-time';
  return `${price.packageName} (${cycle})`;
}
