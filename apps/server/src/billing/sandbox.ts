import { createHmac, timingSafeEqual } from 'node:crypto';
import { randomToken } from '../lib/crypto.ts';
import {
  type CheckoutInput,
  type CheckoutResult,
  type PaymentProcessor,
  type ProcessorPayment,
  type ProviderStatus,
  type WebhookEvent,
  WebhookSignatureError,
} from './processor.ts';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** Where the sandbox's test-mode checkout page lives; the token is the checkout's external id. */
export const SANDBOX_CHECKOUT_PATH = '/api/billing/sandbox/checkout';
/** Where the sandbox's test page for changing the card lives; the token is the subscription's external id. */
export const SANDBOX_PAYMENT_METHOD_PATH = '/api/billing/sandbox/payment-method';
/** The card the sandbox's "change card" page puts on file. */
export const SANDBOX_NEW_CARD = { brand: 'mastercard', last4: '4444', expMonth: 10 } as const;
/** The card the sandbox "charges". */
export const SANDBOX_CARD = { brand: 'visa', last4: '4242', expMonth: 12 } as const;

export interface SandboxOptions {
  /** Public address of the app; the checkout page is served under it. */
  appUrl: string;
  /** Key for signing sandbox webhooks (tests and developer tools post them). */
  webhookSecret: string;
}

/** The body a sandbox webhook carries (dates as ISO strings). */
export interface SandboxWebhookBody {
  id: string;
  subscription_id: string | null;
  external_subscription_id?: string;
  status?: ProviderStatus;
  period_start?: string;
  period_end?: string;
  payment?: {
    id: string;
    amount_cents: number;
    currency: string;
    paid_at: string;
    card_brand?: string;
    card_last4?: string;
    card_expiry?: string;
  };
  payment_failed?: boolean;
  /** When the event happened (ISO); orders status events as Paddle's occurred_at does. */
  occurred_at?: string;
}

const STATUSES: readonly ProviderStatus[] = ['active', 'trialing', 'past_due', 'cancelled', 'unpaid'];

function parseDate(value: unknown): Date | undefined {
  if (typeof value !== 'string') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * The built-in test-mode processor: its checkout is a page of our own server where a person
 * pays or fails the payment, so the whole paid flow runs offline. Nothing is charged.
 */
export class SandboxProcessor implements PaymentProcessor {
  readonly name = 'sandbox' as const;

  constructor(private readonly options: SandboxOptions) {}

  async createCheckout(input: CheckoutInput): Promise<CheckoutResult> {
    const externalId = `sbx_${randomToken(24)}`;
    // On the app's own origin the checkout started from (the return pages' origin): its form posts
    // and the redirect back stay on one host, which the page's form-action policy allows.
    const origin = URL.canParse(input.successUrl) ? new URL(input.successUrl).origin : this.options.appUrl;
    return { externalId, checkoutUrl: `${origin}${SANDBOX_CHECKOUT_PATH}/${externalId}` };
  }

  /** Nothing lives remotely: cancellation takes effect in our own records. */
  async cancel(): Promise<void> {}

  async resume(): Promise<void> {}

  /** An immediate change is charged at once to the test card on file, as Stripe and Paddle charge theirs. */
  async changePlan(
    _externalSubscriptionId: string,
    price: CheckoutInput['price'],
    opts?: { atPeriodEnd?: boolean; amountDueCents?: number },
  ): Promise<ProcessorPayment | null> {
    if (opts?.atPeriodEnd || !opts?.amountDueCents) return null;
    const paidAt = new Date();
    return {
      externalId: `sbx_pay_${randomToken(12)}`,
      amountCents: opts.amountDueCents,
      currency: price.currency,
      paidAt,
      cardBrand: SANDBOX_CARD.brand,
      cardLast4: SANDBOX_CARD.last4,
      cardExpiry: `${String(SANDBOX_CARD.expMonth).padStart(2, '0')}/${paidAt.getUTCFullYear() + 3}`,
    };
  }

  /** The sandbox's test page for a new card, on the app origin of `returnUrl`. */
  async paymentMethodUpdateUrl(externalSubscriptionId: string, returnUrl: string): Promise<string> {
    const origin = URL.canParse(returnUrl) ? new URL(returnUrl).origin : this.options.appUrl;
    return `${origin}${SANDBOX_PAYMENT_METHOD_PATH}/${encodeURIComponent(externalSubscriptionId)}`;
  }

  sign(rawBody: string): string {
    return `sha256=${createHmac('sha256', this.options.webhookSecret).update(rawBody).digest('hex')}`;
  }

  async parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<WebhookEvent | null> {
    const header = headers[SANDBOX_SIGNATURE_HEADER];
    const given = Buffer.from(typeof header === 'string' ? header : '');
    const expected = Buffer.from(this.sign(rawBody));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new WebhookSignatureError('bad sandbox signature');
    let body: SandboxWebhookBody;
    try {
      body = JSON.parse(rawBody) as SandboxWebhookBody;
    } catch {
      throw new WebhookSignatureError('sandbox webhook body is not JSON');
    }
    if (!body || typeof body.id !== 'string' || body.id.length === 0) return null;
    const payment = body.payment;
    return {
      eventId: body.id,
      subscriptionId: typeof body.subscription_id === 'string' ? body.subscription_id : null,
      externalSubscriptionId: body.external_subscription_id,
      status: body.status && STATUSES.includes(body.status) ? body.status : undefined,
      periodStart: parseDate(body.period_start),
      periodEnd: parseDate(body.period_end),
      payment:
        payment && typeof payment.id === 'string' && Number.isInteger(payment.amount_cents)
          ? {
              externalId: payment.id,
              amountCents: payment.amount_cents,
              currency: payment.currency ?? 'usd',
              paidAt: parseDate(payment.paid_at) ?? new Date(),
              cardBrand: payment.card_brand,
              cardLast4: payment.card_last4,
              cardExpiry: payment.card_expiry,
            }
          : undefined,
      paymentFailed: body.payment_failed === true,
      occurredAt: parseDate(body.occurred_at),
    };
  }
}

/** The event the sandbox checkout page (or a sandbox renewal) produces: a payment that succeeded or failed. */
export function sandboxPaymentEvent(input: {
  subscriptionId: string;
  externalId: string | null;
  amountCents: number;
  currency: string;
  periodStart: Date;
  periodEnd: Date;
  outcome: 'paid' | 'failed';
  /** Distinguishes renewals; default a fresh id. */
  eventKey?: string;
  /** Credit taken off this payment's amount. */
  creditAppliedCents?: number;
}): WebhookEvent {
  const key = input.eventKey ?? randomToken(12);
  const expiryYear = input.periodStart.getUTCFullYear() + 3;
  return {
    eventId: `sbx_evt_${key}`,
    subscriptionId: input.subscriptionId,
    externalSubscriptionId: input.externalId ?? undefined,
    ...(input.outcome === 'paid'
      ? {
          status: 'active' as const,
          periodStart: input.periodStart,
          periodEnd: input.periodEnd,
          payment: {
            externalId: `sbx_pay_${key}`,
            amountCents: input.amountCents,
            currency: input.currency,
            paidAt: input.periodStart,
            cardBrand: SANDBOX_CARD.brand,
            cardLast4: SANDBOX_CARD.last4,
            cardExpiry: `${String(SANDBOX_CARD.expMonth).padStart(2, '0')}/${expiryYear}`,
            ...(input.creditAppliedCents ? { creditAppliedCents: input.creditAppliedCents } : {}),
          },
        }
      : { paymentFailed: true }),
  };
}
