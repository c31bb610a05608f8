/**
 * The one interface every payment processor implements. The billing service
 * talks only to this; a change of vendor touches one file in this folder.
 */

export type ProcessorName = 'sandbox' | 'paddle' | 'stripe';
export type ProviderStatus = 'active' | 'trialing' | 'past_due' | 'cancelled' | 'unpaid';

export interface CheckoutInput {
  /** Our id; processors carry it as metadata/custom_data so webhooks find it. */
  subscriptionId: string;
  companyId: string;
  customerEmail: string;
  customerName?: string;
  price: {
    id: string;
    amountCents: number;
    currency: string;
    interval: 'month' | 'year' | 'one_time';
    packageName: string;
    processorPriceId?: string | null;
  };
  /** ISO-2 country. */
  billingAddress?: { line1?: string; city?: string; postalCode?: string; country?: string };
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutResult {
  externalId?: string;
  checkoutUrl?: string;
  clientSecret?: string;
}

export interface ProcessorPayment {
  externalId: string;
  amountCents: number;
  currency: string;
  paidAt: Date;
  cardBrand?: string;
  cardLast4?: string;
  cardExpiry?: string;
  /** Credit the customer held that paid part of this period (sandbox renewals after a plan change). */
  creditAppliedCents?: number;
}

export interface WebhookEvent {
  /** Processor's event id; stored so a replay is a no-op. */
  eventId: string;
  /** Our id from metadata/custom_data. */
  subscriptionId: string | null;
  externalSubscriptionId?: string;
  /** Mapped status, when the event carries one. */
  status?: ProviderStatus;
  periodStart?: Date;
  periodEnd?: Date;
  payment?: ProcessorPayment;
  paymentFailed?: boolean;
  /** When the processor says the event happened (Paddle occurred_at, Stripe created); orders status events. */
  occurredAt?: Date;
}

export interface PaymentProcessor {
  readonly name: ProcessorName;
  createCheckout(input: CheckoutInput): Promise<CheckoutResult>;
  cancel(externalSubscriptionId: string, opts: { atPeriodEnd: boolean }): Promise<void>;
  /** Withdraws a cancellation set for the period end: the subscription renews as before. */
  resume(externalSubscriptionId: string): Promise<void>;
  /**
   * Moves the subscription to `price`. `atPeriodEnd`: the new price is billed from the next billing
   * period on, with nothing charged or credited now (Paddle do_not_bill, Stripe proration none).
   * Otherwise the change is paid now: the new plan for a full period less the unused part of the
   * old one (`amountDueCents`, our reckoning), charged to the payment method on file; a refused
   * payment throws and changes nothing. Returns the payment when the processor takes it at once
   * (sandbox); Paddle and Stripe report theirs by webhook.
   */
  changePlan(
    externalSubscriptionId: string,
    price: CheckoutInput['price'],
    opts?: { atPeriodEnd?: boolean; amountDueCents?: number },
  ): Promise<ProcessorPayment | null>;
  /**
   * The processor's own page where the customer changes the card of a subscription (Stripe customer
   * portal, Paddle's update-payment transaction checkout, the sandbox's test page); it returns to `returnUrl`.
   */
  paymentMethodUpdateUrl(externalSubscriptionId: string, returnUrl: string): Promise<string>;
  /** Verifies the signature with the SDK; throws WebhookSignatureError (-> HTTP 400, nothing changes) when bad. */
  parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<WebhookEvent | null>;
}

export class WebhookSignatureError extends Error {}

/** A correctly signed webhook whose event is not what the processor documents (-> HTTP 400, nothing changes). */
export class WebhookPayloadError extends Error {}

/** Maps a verified event, turning any surprise in its shape into a WebhookPayloadError instead of a 500. */
export function mapEventSafely<E, R>(processor: string, event: E, map: (event: E) => R): R {
  try {
    return map(event);
  } catch (error) {
    throw new WebhookPayloadError(`${processor} webhook event could not be read: ${(error as Error).message}`);
  }
}

/**
 * How far a webhook signature's timestamp may be from our clock, either way: a few minutes of
 * clock skew and delivery delay. A signature dated further in the past is a replay; further in
 * the future, a signature made to be replayed later. (Stripe's SDK checks only the past; Paddle's
 * refuses more than 5 seconds in the past, which a server clock a little ahead would fail.)
 */
export const WEBHOOK_SIGNATURE_TOLERANCE_SECONDS = 300;

/** Throws WebhookSignatureError unless `timestampSeconds` is within the tolerance of `now`. */
export function assertSignatureFresh(timestampSeconds: number, now = Date.now()): void {
  if (!Number.isFinite(timestampSeconds)) throw new WebhookSignatureError('Webhook signature has no valid timestamp');
  const skew = Math.abs(now / 1000 - timestampSeconds);
  if (skew > WEBHOOK_SIGNATURE_TOLERANCE_SECONDS) {
    throw new WebhookSignatureError(`Webhook signature is dated ${Math.round(skew)} s away from now`);
  }
}
