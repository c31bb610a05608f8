import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripeApi, startFakeStripeApi, stripeEvent } from '../test/fakes/stripe-api.ts';
import { type CheckoutInput, WEBHOOK_SIGNATURE_TOLERANCE_SECONDS, WebhookSignatureError } from './processor.ts';
import { StripeProcessor } from './stripe.ts';

const secret = 'whsec_fake_0123456789abcdef';

function checkoutInput(overrides: Partial<CheckoutInput> = {}, price: Partial<CheckoutInput['price']> = {}): CheckoutInput {
  return {
    subscriptionId: 'our-sub-1',
    companyId: 'our-company-1',
    customerEmail: 'ada@example.com',
    customerName: 'Ada Lovelace',
    price: {
      id: 'our-price-1',
      amountCents: 4900,
      currency: 'USD',
      interval: 'month',
      packageName: 'Professional',
      processorPriceId: null,
      ...price,
    },
    billingAddress: { line1: '1 Main St', city: 'London', postalCode: 'N1 1AA', country: 'GB' },
    successUrl: 'http://localhost:8082/billing/subscription/create/completed',
    cancelUrl: 'http://localhost:8082/billing/subscription/plan',
    ...overrides,
  };
}

const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) => ({
  'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? secret, timestamp: options.timestamp }),
});

describe('Stripe processor against a local fake Stripe API', () => {
  let api: FakeStripeApi;
  let stripe: StripeProcessor;

  beforeAll(async () => {
    api = await startFakeStripeApi();
    stripe = new StripeProcessor({ secretKey: api.secretKey, webhookSecret: secret, apiUrl: api.url });
  });
  afterAll(async () => {
    await api?.close();
  });

  let n = 0;
  /** A recurring checkout with a fresh id of ours, as the fake Stripe holds it afterwards. */
  async function checkout(price: Partial<CheckoutInput['price']> = {}) {
    const subscriptionId = `our-sub-${++n}`;
    const result = await stripe.createCheckout(checkoutInput({ subscriptionId }, price));
    return { subscriptionId, result, externalId: result.externalId as string };
  }

  describe('createCheckout', () => {
    it('subscribes a new customer to the monthly price, incomplete until paid, and returns the first invoice client secret', async () => {
      const result = await stripe.createCheckout(checkoutInput());

      expect(result.externalId).toMatch(/^sub_/);
      expect(result.checkoutUrl).toBeUndefined();
      const sub = api.subscriptions.get(result.externalId as string);
      expect(result.clientSecret).toBe(api.invoices.get(sub.latest_invoice).confirmation_secret.client_secret);
      expect(result.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);

      const customer = api.lastRequest('POST', '/v1/customers');
      expect(customer?.headers.authorization).toBe(`Bearer ${api.secretKey}`);
      expect(customer?.headers['idempotency-key']).toBe('customer-our-sub-1');
      expect(customer?.body).toEqual({
        email: 'ada@example.com',
        name: 'Ada Lovelace',
        address: { line1: '1 Main St', city: 'London', postal_code: 'N1 1AA', country: 'GB' },
        metadata: { company_id: 'our-company-1' },
      });

      const price = api.lastRequest('POST', '/v1/prices');
      expect(price?.body).toEqual({
        currency: 'usd',
        unit_amount: '4900',
        lookup_key: 'hiring_our-price-1_4900_usd_month',
        nickname: 'Professional',
        product_data: { name: 'Professional' },
        recurring: { interval: 'month' },
        metadata: { price_id: 'our-price-1' },
      });

      const create = api.lastRequest('POST', '/v1/subscriptions');
      expect(create?.headers['idempotency-key']).toBe('checkout-our-sub-1');
      expect(create?.body).toEqual({
        customer: sub.customer,
        items: [{ price: sub.items.data[0].price.id, quantity: '1' }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        metadata: { subscription_id: 'our-sub-1', company_id: 'our-company-1', price_id: 'our-price-1' },
        expand: ['latest_invoice.confirmation_secret'],
      });
      expect(sub.status).toBe('incomplete');
      expect(sub.items.data[0].price).toMatchObject({ unit_amount: 4900, currency: 'usd', recurring: { interval: 'month' } });
    });

    it('reuses the Stripe price made earlier for the same plan and amount, and makes a new one when the amount changes', async () => {
      const first = await checkout({ id: 'our-price-reuse' });
      const pricesAfterFirst = api.prices.size;
      const second = await checkout({ id: 'our-price-reuse' });
      expect(api.prices.size).toBe(pricesAfterFirst);
      const priceOf = (id: string) => api.subscriptions.get(id).items.data[0].price.id;
      expect(priceOf(second.externalId)).toBe(priceOf(first.externalId));

      const third = await checkout({ id: 'our-price-reuse', amountCents: 5900 });
      expect(api.prices.size).toBe(pricesAfterFirst + 1);
      expect(api.subscriptions.get(third.externalId).items.data[0].price.unit_amount).toBe(5900);
    });

    it('uses the configured Stripe price id without creating one', async () => {
      api.prices.set('price_configured', { ...[...api.prices.values()][0], id: 'price_configured', lookup_key: null });
      const before = api.requests.length;
      const { externalId } = await checkout({ processorPriceId: 'price_configured' });
      const made = api.requests.slice(before).map((r) => `${r.method} ${r.path}`);
      expect(made).toEqual(['POST /v1/customers', 'POST /v1/subscriptions']);
      expect(api.subscriptions.get(externalId).items.data[0].price.id).toBe('price_configured');
    });

    it('charges a one-time plan with a PaymentIntent carrying our subscription id and returns its client secret', async () => {
      const result = await stripe.createCheckout(
        checkoutInput({ subscriptionId: 'our-once-1' }, { interval: 'one_time', amountCents: 19_900 }),
      );

      expect(result.externalId).toMatch(/^pi_/);
      expect(result.clientSecret).toBe(api.paymentIntents.get(result.externalId as string).client_secret);
      const req = api.lastRequest('POST', '/v1/payment_intents');
      expect(req?.body).toEqual({
        amount: '19900',
        currency: 'usd',
        customer: api.paymentIntents.get(result.externalId as string).customer,
        description: 'Professional',
        receipt_email: 'ada@example.com',
        automatic_payment_methods: { enabled: 'true' },
        metadata: { subscription_id: 'our-once-1', company_id: 'our-company-1', price_id: 'our-price-1' },
      });
      expect(req?.headers['idempotency-key']).toBe('checkout-our-once-1');
    });

    it('fails with the API error when Stripe refuses the key', async () => {
      const wrongKey = new StripeProcessor({ secretKey: 'sk_test_wrong', webhookSecret: secret, apiUrl: api.url });
      await expect(wrongKey.createCheckout(checkoutInput())).rejects.toThrow(/Invalid API Key/);
    });
  });

  describe('cancel and changePlan', () => {
    it("opens the Stripe customer portal's card update flow for the subscription's customer, returning to the app", async () => {
      const { externalId } = await checkout();
      const url = await stripe.paymentMethodUpdateUrl(externalId, 'http://localhost:8082/billing/subscription');
      const req = api.lastRequest('POST', '/v1/billing_portal/sessions');
      expect(req?.body).toEqual({
        customer: api.subscriptions.get(externalId).customer,
        return_url: 'http://localhost:8082/billing/subscription',
        flow_data: { type: 'payment_method_update' },
      });
      expect(url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/);
    });

    it('cancels at the period end by setting cancel_at_period_end', async () => {
      const { externalId } = await checkout();
      api.paySubscription(externalId);
      await stripe.cancel(externalId, { atPeriodEnd: true });

      expect(api.lastRequest('POST', `/v1/subscriptions/${externalId}`)?.body).toEqual({ cancel_at_period_end: 'true' });
      expect(api.subscriptions.get(externalId)).toMatchObject({ status: 'active', cancel_at_period_end: true });
    });

    it('resumes a cancellation set for the period end by clearing cancel_at_period_end', async () => {
      const { externalId } = await checkout();
      api.paySubscription(externalId);
      await stripe.cancel(externalId, { atPeriodEnd: true });
      await stripe.resume(externalId);

      expect(api.lastRequest('POST', `/v1/subscriptions/${externalId}`)?.body).toEqual({ cancel_at_period_end: 'false' });
      expect(api.subscriptions.get(externalId)).toMatchObject({ status: 'active', cancel_at_period_end: false, cancel_at: null });
    });

    it('cancels immediately by deleting the subscription', async () => {
      const { externalId } = await checkout();
      await stripe.cancel(externalId, { atPeriodEnd: false });

      expect(api.lastRequest('DELETE', `/v1/subscriptions/${externalId}`)).toBeDefined();
      expect(api.subscriptions.get(externalId).status).toBe('canceled');
    });

    it('changes plan at once by swapping the price, invoicing and charging the proration now on a new billing cycle', async () => {
      const { externalId } = await checkout();
      const itemId = api.subscriptions.get(externalId).items.data[0].id;
      await stripe.changePlan(externalId, {
        id: 'our-price-9',
        amountCents: 99_900,
        currency: 'USD',
        interval: 'year',
        packageName: 'Enterprise',
      });

      const req = api.lastRequest('POST', `/v1/subscriptions/${externalId}`);
      const newPrice = api.subscriptions.get(externalId).items.data[0].price;
      expect(newPrice).toMatchObject({
        unit_amount: 99_900,
        recurring: { interval: 'year' },
        lookup_key: 'hiring_our-price-9_99900_usd_year',
      });
      expect(req?.body).toEqual({
        items: [{ id: itemId, price: newPrice.id, quantity: '1' }],
        proration_behavior: 'always_invoice',
        billing_cycle_anchor: { type: 'now' },
        payment_behavior: 'error_if_incomplete',
        metadata: { price_id: 'our-price-9' },
      });
    });

    it('schedules a change for the next period without prorations and with the billing cycle anchor unchanged', async () => {
      const { externalId } = await checkout();
      await stripe.changePlan(
        externalId,
        { id: 'our-price-10', amountCents: 39_900, currency: 'usd', interval: 'month', packageName: 'Business' },
        { atPeriodEnd: true },
      );
      const req = api.lastRequest('POST', `/v1/subscriptions/${externalId}`);
      expect(req?.body.proration_behavior).toBe('none');
      expect(req?.body.billing_cycle_anchor).toBeUndefined();
    });

    it('refuses a one-time price as a new plan without calling Stripe', async () => {
      const before = api.requests.length;
      await expect(stripe.changePlan('sub_x', { ...checkoutInput().price, interval: 'one_time' })).rejects.toThrow(/one-time/);
      expect(api.requests.length).toBe(before);
    });

    it('fails when Stripe does not know the subscription', async () => {
      await expect(stripe.cancel('sub_unknown', { atPeriodEnd: false })).rejects.toThrow(/No such subscription/);
    });
  });

  describe('parseWebhook', () => {
    it('reports the new, unpaid subscription without a status, and the paid one as active with its period', async () => {
      const { subscriptionId, externalId } = await checkout();
      const created = stripeEvent('customer.subscription.created', api.subscriptions.get(externalId));
      expect(await stripe.parseWebhook(created, sign(created))).toEqual({
        eventId: JSON.parse(created).id,
        occurredAt: new Date(JSON.parse(created).created * 1000),
        subscriptionId,
        externalSubscriptionId: externalId,
        periodStart: expect.any(Date),
        periodEnd: expect.any(Date),
      });

      const { subscription } = api.paySubscription(externalId);
      const updated = stripeEvent('customer.subscription.updated', subscription);
      const item = subscription.items.data[0];
      expect(await stripe.parseWebhook(updated, sign(updated))).toEqual({
        eventId: JSON.parse(updated).id,
        occurredAt: new Date(JSON.parse(updated).created * 1000),
        subscriptionId,
        externalSubscriptionId: externalId,
        status: 'active',
        periodStart: new Date(item.current_period_start * 1000),
        periodEnd: new Date(item.current_period_end * 1000),
      });
    });

    it('turns a paid invoice into a payment, and gives invoice.paid and invoice.payment_succeeded the same payment id', async () => {
      const { subscriptionId, externalId } = await checkout({ amountCents: 12_345 });
      const { invoice } = api.paySubscription(externalId);
      const paid = stripeEvent('invoice.paid', invoice);
      const succeeded = stripeEvent('invoice.payment_succeeded', invoice);

      const a = await stripe.parseWebhook(paid, sign(paid));
      const b = await stripe.parseWebhook(succeeded, sign(succeeded));

      expect(a).toEqual({
        eventId: JSON.parse(paid).id,
        occurredAt: new Date(JSON.parse(paid).created * 1000),
        subscriptionId,
        externalSubscriptionId: externalId,
        status: 'active',
        periodStart: new Date(invoice.lines.data[0].period.start * 1000),
        periodEnd: new Date(invoice.lines.data[0].period.end * 1000),
        payment: {
          externalId: invoice.id,
          amountCents: 12_345,
          currency: 'usd',
          paidAt: new Date(invoice.status_transitions.paid_at * 1000),
        },
      });
      expect(b?.payment).toEqual(a?.payment);
    });

    it('reports a failed invoice payment as failed, without a payment', async () => {
      const { subscriptionId, externalId } = await checkout();
      const { invoice } = api.failSubscriptionPayment(externalId);
      const body = stripeEvent('invoice.payment_failed', invoice);

      expect(await stripe.parseWebhook(body, sign(body))).toMatchObject({
        subscriptionId,
        externalSubscriptionId: externalId,
        paymentFailed: true,
      });
      expect((await stripe.parseWebhook(body, sign(body)))?.payment).toBeUndefined();
    });

    it('turns a succeeded one-time PaymentIntent into a payment, and a failed one into a failure', async () => {
      const ok = await stripe.createCheckout(
        checkoutInput({ subscriptionId: 'our-once-2' }, { interval: 'one_time', amountCents: 19_900 }),
      );
      const succeeded = stripeEvent('payment_intent.succeeded', api.payPaymentIntent(ok.externalId as string));
      expect(await stripe.parseWebhook(succeeded, sign(succeeded))).toEqual({
        eventId: JSON.parse(succeeded).id,
        occurredAt: new Date(JSON.parse(succeeded).created * 1000),
        subscriptionId: 'our-once-2',
        status: 'active',
        payment: {
          externalId: ok.externalId,
          amountCents: 19_900,
          currency: 'usd',
          paidAt: new Date(JSON.parse(succeeded).created * 1000),
        },
      });

      const bad = await stripe.createCheckout(checkoutInput({ subscriptionId: 'our-once-3' }, { interval: 'one_time' }));
      const failed = stripeEvent('payment_intent.payment_failed', api.failPaymentIntent(bad.externalId as string));
      expect(await stripe.parseWebhook(failed, sign(failed))).toEqual({
        eventId: JSON.parse(failed).id,
        occurredAt: new Date(JSON.parse(failed).created * 1000),
        subscriptionId: 'our-once-3',
        paymentFailed: true,
      });
    });

    it('reports a deleted subscription as cancelled', async () => {
      const { subscriptionId, externalId } = await checkout();
      await stripe.cancel(externalId, { atPeriodEnd: false });
      const body = stripeEvent('customer.subscription.deleted', api.subscriptions.get(externalId));

      expect(await stripe.parseWebhook(body, sign(body))).toMatchObject({ subscriptionId, status: 'cancelled' });
    });

    it('returns null for events that are not about our subscriptions', async () => {
      const customer = stripeEvent('customer.created', { id: 'cus_1', object: 'customer', email: 'ada@example.com', metadata: {} });
      expect(await stripe.parseWebhook(customer, sign(customer))).toBeNull();

      const { externalId } = await checkout();
      const { invoice } = api.paySubscription(externalId);
      // The PaymentIntent behind a subscription invoice carries no id of ours: the invoice events cover it.
      const invoiceIntent = stripeEvent('payment_intent.succeeded', {
        id: 'pi_invoice',
        object: 'payment_intent',
        amount: 4900,
        amount_received: 4900,
        currency: 'usd',
        metadata: {},
      });
      expect(await stripe.parseWebhook(invoiceIntent, sign(invoiceIntent))).toBeNull();
      const standalone = stripeEvent('invoice.paid', { ...invoice, parent: null });
      expect(await stripe.parseWebhook(standalone, sign(standalone))).toBeNull();
    });

    it('throws WebhookSignatureError for a missing, malformed, wrong, stale or tampered signature', async () => {
      const { externalId } = await checkout();
      const body = stripeEvent('customer.subscription.updated', api.paySubscription(externalId).subscription);
      const cases: Record<string, string | undefined>[] = [
        {},
        { 'stripe-signature': 'nonsense' },
        sign(body, { secret: 'whsec_another' }),
        sign(body, { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
        // Dated an hour ahead: the SDK alone would accept it.
        sign(body, { timestamp: Math.floor(Date.now() / 1000) + 3600 }),
        sign(body, { timestamp: Math.floor(Date.now() / 1000) + WEBHOOK_SIGNATURE_TOLERANCE_SECONDS + 5 }),
      ];
      for (const headers of cases) {
        await expect(stripe.parseWebhook(body, headers)).rejects.toBeInstanceOf(WebhookSignatureError);
      }
      const tampered = body.replace('"active"', '"canceled"');
      await expect(stripe.parseWebhook(tampered, sign(body))).rejects.toBeInstanceOf(WebhookSignatureError);
      await expect(stripe.parseWebhook(body, sign(body))).resolves.toMatchObject({ status: 'active' });
    });

    it('accepts a signature dated a few minutes either side of our clock (clock skew)', async () => {
      const { externalId } = await checkout();
      const body = stripeEvent('customer.subscription.updated', api.paySubscription(externalId).subscription);
      const now = Math.floor(Date.now() / 1000);
      for (const timestamp of [now - 240, now + 240]) {
        await expect(stripe.parseWebhook(body, sign(body, { timestamp }))).resolves.toMatchObject({ status: 'active' });
      }
    });

    it('maps every Stripe subscription status to ours', async () => {
      const { externalId } = await checkout();
      const subscription = api.subscriptions.get(externalId);
      const table: [string, string | undefined][] = [
        ['active', 'active'],
        ['trialing', 'trialing'],
        ['past_due', 'past_due'],
        ['canceled', 'cancelled'],
        ['unpaid', 'unpaid'],
        ['incomplete', undefined],
        ['incomplete_expired', 'cancelled'],
        ['paused', 'unpaid'],
      ];
      for (const [stripeStatus, ours] of table) {
        const body = stripeEvent('customer.subscription.updated', { ...subscription, status: stripeStatus });
        const event = await stripe.parseWebhook(body, sign(body));
        expect({ stripeStatus, status: event?.status }).toEqual({ stripeStatus, status: ours });
      }
    });
  });
});
