import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_PADDLE_CHECKOUT_URL,
  type FakePaddleApi,
  paddleEvent,
  paddleSignature,
  startFakePaddleApi,
} from '../test/fakes/paddle-api.ts';
import { PaddleProcessor } from './paddle.ts';
import { type CheckoutInput, WEBHOOK_SIGNATURE_TOLERANCE_SECONDS, WebhookSignatureError } from './processor.ts';

const secret = 'pdl_ntfset_01fake_webhook_secret';

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

describe('Paddle processor against a local fake Paddle API', () => {
  let api: FakePaddleApi;
  let paddle: PaddleProcessor;

  beforeAll(async () => {
    api = await startFakePaddleApi();
    paddle = new PaddleProcessor({ apiKey: api.apiKey, webhookSecret: secret, environment: 'sandbox', apiUrl: api.url });
  });
  afterAll(async () => {
    await api?.close();
  });

  /** A checkout the buyer paid for: the Paddle subscription and transaction as the fake now holds them. */
  async function paidCheckout(overrides: Partial<CheckoutInput> = {}, price: Partial<CheckoutInput['price']> = {}) {
    const result = await paddle.createCheckout(checkoutInput(overrides, price));
    const { transaction, subscription } = api.completeTransaction(result.externalId as string);
    return { result, transaction, subscription };
  }

  const signed = (body: string) => ({ 'paddle-signature': paddleSignature(body, secret) });

  describe('createCheckout', () => {
    it('creates a transaction for the monthly price with our subscription id in custom_data and returns its checkout URL', async () => {
      const result = await paddle.createCheckout(checkoutInput());

      expect(result.externalId).toMatch(/^txn_/);
      expect(result.checkoutUrl).toBe(`${FAKE_PADDLE_CHECKOUT_URL}?_ptxn=${result.externalId}`);
      expect(result.clientSecret).toBeUndefined();
      const req = api.lastRequest('POST', '/transactions');
      expect(req?.headers.authorization).toBe(`bearer ${api.apiKey}`);
      expect(req?.body).toEqual({
        items: [
          {
            quantity: 1,
            price: {
              name: 'Professional',
              description: 'Professional (monthly)',
              unit_price: { amount: '4900', currency_code: 'USD' },
              billing_cycle: { interval: 'month', frequency: 1 },
              product: { name: 'Professional', tax_category: 'standard' },
            },
          },
        ],
        currency_code: 'USD',
        custom_data: { subscription_id: 'our-sub-1', company_id: 'our-company-1', price_id: 'our-price-1' },
      });
    });

    it('bills a yearly price every year and a one-time price once', async () => {
      await paddle.createCheckout(checkoutInput({}, { interval: 'year', amountCents: 49_980, currency: 'eur' }));
      const yearly = api.lastRequest('POST', '/transactions')?.body.items[0].price;
      expect(yearly.billing_cycle).toEqual({ interval: 'year', frequency: 1 });
      expect(yearly.unit_price).toEqual({ amount: '49980', currency_code: 'EUR' });
      expect(yearly.description).toBe('Professional (yearly)');

      await paddle.createCheckout(checkoutInput({}, { interval: 'one_time', amountCents: 19_900 }));
      const once = api.lastRequest('POST', '/transactions')?.body.items[0].price;
      expect(once.billing_cycle).toBeNull();
      expect(once.unit_price).toEqual({ amount: '19900', currency_code: 'USD' });
    });

    it('uses the catalog price when the plan has a Paddle price id', async () => {
      await paddle.createCheckout(checkoutInput({}, { processorPriceId: 'pri_01hv8professional' }));
      const req = api.lastRequest('POST', '/transactions');
      expect(req?.body.items).toEqual([{ price_id: 'pri_01hv8professional', quantity: 1 }]);
      expect(req?.body.custom_data.subscription_id).toBe('our-sub-1');
    });

    it('fails with the API error when Paddle refuses the key', async () => {
      const wrongKey = new PaddleProcessor({
        apiKey: 'pdl_sdbx_apikey_wrong',
        webhookSecret: secret,
        environment: 'sandbox',
        apiUrl: api.url,
      });
      await expect(wrongKey.createCheckout(checkoutInput())).rejects.toThrow(/permission/);
    });
  });

  describe('cancel and changePlan', () => {
    it("opens Paddle's update-payment-method transaction checkout for a new card", async () => {
      const { subscription } = await paidCheckout();
      const url = await paddle.paymentMethodUpdateUrl(subscription.id, 'http://localhost:8082/billing/subscription');
      expect(api.lastRequest('GET', `/subscriptions/${subscription.id}/update-payment-method-transaction`)).toBeDefined();
      expect(url).toMatch(/^https:\/\/pay\.example\.test\/checkout\?_ptxn=txn_/);
    });

    it('cancels at the end of the billing period', async () => {
      const { subscription } = await paidCheckout();
      await paddle.cancel(subscription.id, { atPeriodEnd: true });

      const req = api.lastRequest('POST', `/subscriptions/${subscription.id}/cancel`);
      expect(req?.headers.authorization).toBe(`bearer ${api.apiKey}`);
      expect(req?.body).toEqual({ effective_from: 'next_billing_period' });
      const held = api.subscriptions.get(subscription.id);
      expect(held.status).toBe('active');
      expect(held.scheduled_change).toEqual({
        action: 'cancel',
        effective_at: subscription.current_billing_period.ends_at,
        resume_at: null,
      });
    });

    it('resumes a cancellation set for the period end by removing the scheduled change', async () => {
      const { subscription } = await paidCheckout();
      await paddle.cancel(subscription.id, { atPeriodEnd: true });
      await paddle.resume(subscription.id);

      expect(api.lastRequest('PATCH', `/subscriptions/${subscription.id}`)?.body).toEqual({ scheduled_change: null });
      expect(api.subscriptions.get(subscription.id)).toMatchObject({ status: 'active', scheduled_change: null });
    });

    it('cancels immediately', async () => {
      const { subscription } = await paidCheckout();
      await paddle.cancel(subscription.id, { atPeriodEnd: false });

      expect(api.lastRequest('POST', `/subscriptions/${subscription.id}/cancel`)?.body).toEqual({ effective_from: 'immediately' });
      expect(api.subscriptions.get(subscription.id).status).toBe('canceled');
    });

    it('changes plan by replacing the subscription item, prorated and charged now, unchanged when the payment fails', async () => {
      const { subscription } = await paidCheckout();
      await paddle.changePlan(subscription.id, {
        id: 'our-price-2',
        amountCents: 99_900,
        currency: 'USD',
        interval: 'year',
        packageName: 'Enterprise',
        processorPriceId: null,
      });

      const req = api.lastRequest('PATCH', `/subscriptions/${subscription.id}`);
      expect(req?.body).toEqual({
        items: [
          {
            quantity: 1,
            price: {
              name: 'Enterprise',
              description: 'Enterprise (yearly)',
              unit_price: { amount: '99900', currency_code: 'USD' },
              billing_cycle: { interval: 'year', frequency: 1 },
              product: { name: 'Enterprise', tax_category: 'standard' },
            },
          },
        ],
        proration_billing_mode: 'prorated_immediately',
        on_payment_failure: 'prevent_change',
      });
      expect(api.subscriptions.get(subscription.id).items[0].price.unit_price.amount).toBe('99900');

      await paddle.changePlan(subscription.id, { ...checkoutInput().price, processorPriceId: 'pri_01hv8enterprise' });
      expect(api.lastRequest('PATCH', `/subscriptions/${subscription.id}`)?.body.items).toEqual([
        { price_id: 'pri_01hv8enterprise', quantity: 1 },
      ]);
    });

    it('schedules a change for the next billing period without billing anything now (do_not_bill)', async () => {
      const { subscription } = await paidCheckout();
      await paddle.changePlan(subscription.id, { ...checkoutInput().price, processorPriceId: 'pri_01hv8business' }, { atPeriodEnd: true });
      expect(api.lastRequest('PATCH', `/subscriptions/${subscription.id}`)?.body).toEqual({
        items: [{ price_id: 'pri_01hv8business', quantity: 1 }],
        proration_billing_mode: 'do_not_bill',
      });
    });

    it('refuses a one-time price as a new plan without calling Paddle', async () => {
      const before = api.requests.length;
      await expect(paddle.changePlan('sub_01x', { ...checkoutInput().price, interval: 'one_time' })).rejects.toThrow(/one-time/);
      expect(api.requests.length).toBe(before);
    });

    it('fails when Paddle does not know the subscription', async () => {
      await expect(paddle.cancel('sub_01unknown', { atPeriodEnd: true })).rejects.toThrow(/not found/);
    });
  });

  describe('parseWebhook', () => {
    it('turns the paid subscription checkout into an active subscription with its period', async () => {
      const { subscription } = await paidCheckout();
      const body = paddleEvent('subscription.created', subscription);

      const event = await paddle.parseWebhook(body, signed(body));

      expect(event).toEqual({
        eventId: JSON.parse(body).event_id,
        occurredAt: new Date(JSON.parse(body).occurred_at),
        subscriptionId: 'our-sub-1',
        externalSubscriptionId: subscription.id,
        status: 'active',
        periodStart: new Date(subscription.current_billing_period.starts_at),
        periodEnd: new Date(subscription.current_billing_period.ends_at),
      });
    });

    it('turns a completed transaction into a payment with amount, currency and card', async () => {
      const { transaction, subscription } = await paidCheckout({ subscriptionId: 'our-sub-7' }, { amountCents: 12_345 });
      const body = paddleEvent('transaction.completed', transaction);

      const event = await paddle.parseWebhook(body, signed(body));

      expect(event).toEqual({
        eventId: JSON.parse(body).event_id,
        occurredAt: new Date(JSON.parse(body).occurred_at),
        subscriptionId: 'our-sub-7',
        externalSubscriptionId: subscription.id,
        status: 'active',
        periodStart: new Date(transaction.billing_period.starts_at),
        periodEnd: new Date(transaction.billing_period.ends_at),
        payment: {
          externalId: transaction.id,
          amountCents: 12_345,
          currency: 'usd',
          paidAt: new Date(transaction.payments[0].captured_at),
          cardBrand: 'visa',
          cardLast4: '4242',
          cardExpiry: '04/2031',
        },
      });
    });

    it('gives transaction.paid the same payment id as transaction.completed, so one payment makes one invoice', async () => {
      const { transaction } = await paidCheckout();
      const paid = paddleEvent('transaction.paid', transaction);
      const completed = paddleEvent('transaction.completed', transaction);

      const a = await paddle.parseWebhook(paid, signed(paid));
      const b = await paddle.parseWebhook(completed, signed(completed));

      expect(a?.eventId).not.toBe(b?.eventId);
      expect(a?.payment).toEqual(b?.payment);
    });

    it('turns a paid one-time purchase into a payment without a Paddle subscription', async () => {
      const { transaction, subscription } = await paidCheckout(
        { subscriptionId: 'our-once-1' },
        { interval: 'one_time', amountCents: 19_900 },
      );
      expect(subscription).toBeNull();
      const body = paddleEvent('transaction.completed', transaction);

      const event = await paddle.parseWebhook(body, signed(body));

      expect(event).toMatchObject({
        subscriptionId: 'our-once-1',
        status: 'active',
        payment: { externalId: transaction.id, amountCents: 19_900 },
      });
      expect(event?.externalSubscriptionId).toBeUndefined();
    });

    it('reports a declined payment as failed, without a payment', async () => {
      const result = await paddle.createCheckout(checkoutInput({ subscriptionId: 'our-sub-declined' }));
      const body = paddleEvent('transaction.payment_failed', api.failTransaction(result.externalId as string));

      const event = await paddle.parseWebhook(body, signed(body));

      expect(event).toEqual({
        eventId: JSON.parse(body).event_id,
        occurredAt: new Date(JSON.parse(body).occurred_at),
        subscriptionId: 'our-sub-declined',
        paymentFailed: true,
      });
    });

    it('reports a subscription Paddle cancelled as cancelled', async () => {
      const { subscription } = await paidCheckout();
      await paddle.cancel(subscription.id, { atPeriodEnd: false });
      const body = paddleEvent('subscription.canceled', api.subscriptions.get(subscription.id));

      const event = await paddle.parseWebhook(body, signed(body));

      expect(event).toMatchObject({ subscriptionId: 'our-sub-1', externalSubscriptionId: subscription.id, status: 'cancelled' });
    });

    it('returns null for events that are not about our subscriptions', async () => {
      const customer = paddleEvent('customer.created', { id: 'ctm_01', email: 'ada@example.com', status: 'active' });
      expect(await paddle.parseWebhook(customer, signed(customer))).toBeNull();

      const { transaction } = await paidCheckout();
      const foreign = paddleEvent('transaction.completed', { ...transaction, custom_data: null, subscription_id: null });
      expect(await paddle.parseWebhook(foreign, signed(foreign))).toBeNull();
    });

    it('throws WebhookSignatureError for a missing, malformed, wrong, stale or tampered signature', async () => {
      const { subscription } = await paidCheckout();
      const body = paddleEvent('subscription.activated', subscription);
      const now = Math.floor(Date.now() / 1000);
      const cases: Record<string, string | undefined>[] = [
        {},
        { 'paddle-signature': 'nonsense' },
        { 'paddle-signature': 'ts=abc;h1=00' },
        { 'paddle-signature': paddleSignature(body, 'another-secret') },
        // Dated an hour in the past (a replay) or in the future (made to be replayed later).
        { 'paddle-signature': paddleSignature(body, secret, now - 3600) },
        { 'paddle-signature': paddleSignature(body, secret, now + 3600) },
        { 'paddle-signature': paddleSignature(body, secret, now - WEBHOOK_SIGNATURE_TOLERANCE_SECONDS - 5) },
        { 'paddle-signature': paddleSignature(body, secret, now + WEBHOOK_SIGNATURE_TOLERANCE_SECONDS + 5) },
      ];
      for (const headers of cases) {
        await expect(paddle.parseWebhook(body, headers)).rejects.toBeInstanceOf(WebhookSignatureError);
      }
      const tampered = body.replace('our-sub-1', 'our-sub-2');
      await expect(paddle.parseWebhook(tampered, signed(body))).rejects.toBeInstanceOf(WebhookSignatureError);
      // The same body with a good signature goes through.
      await expect(paddle.parseWebhook(body, signed(body))).resolves.toMatchObject({ status: 'active' });
    });

    it('accepts a signature dated a few minutes either side of our clock (clock skew)', async () => {
      const { subscription } = await paidCheckout();
      const body = paddleEvent('subscription.activated', subscription);
      const now = Math.floor(Date.now() / 1000);
      for (const ts of [now - 240, now + 240]) {
        await expect(paddle.parseWebhook(body, { 'paddle-signature': paddleSignature(body, secret, ts) })).resolves.toMatchObject({
          status: 'active',
        });
      }
    });

    it('maps every Paddle subscription status to ours', async () => {
      const { subscription } = await paidCheckout();
      const table: [string, string][] = [
        ['active', 'active'],
        ['trialing', 'trialing'],
        ['past_due', 'past_due'],
        ['canceled', 'cancelled'],
        ['paused', 'unpaid'],
      ];
      for (const [paddleStatus, ours] of table) {
        const body = paddleEvent('subscription.updated', { ...subscription, status: paddleStatus });
        const event = await paddle.parseWebhook(body, signed(body));
        expect({ paddleStatus, status: event?.status }).toEqual({ paddleStatus, status: ours });
      }
    });
  });
});
