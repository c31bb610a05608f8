import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbTargets, type TestApp } from '../test/harness.ts';
import { call, newUser, trialPayload } from '../test/http.ts';
import { eq } from 'drizzle-orm';
import { BILLING_MESSAGES } from '@hiring/shared/billing';
import { billingPrices, subscriptions } from '../features/billing/billing.table.ts';
import { WEBHOOK_SIGNATURE_MESSAGE } from '../features/billing/webhooks.routes.ts';
import {
  FAKE_PADDLE_CHECKOUT_URL,
  type FakePaddleApi,
  paddleEvent,
  paddleSignature,
  startFakePaddleApi,
} from '../test/fakes/paddle-api.ts';
import { type FakeStripeApi, startFakeStripeApi, stripeEvent } from '../test/fakes/stripe-api.ts';

const PADDLE_SECRET = 'pdl_ntfset_01api_test_secret';
const STRIPE_SECRET = 'whsec_api_test_secret';

interface PlanEntry {
  package: { id: string; name: string };
  prices: { id: string; amount_cents: number; interval: string; frequency: string }[];
}

const paidPayload = (packageId: string, priceId: string, processor: 'paddle' | 'stripe') => ({
  ...trialPayload(packageId),
  subscription_type: 'paid',
  price_id: priceId,
  billing_contact: { first_name: 'Ada', last_name: 'Lovelace', phone_number: '+1 555 0100', position: 'CTO' },
  billing_address: { line1: '1 Market St', city: 'San Francisco', state: 'CA', postal_code: '94105' },
  payment_processor: processor,
  payment_info: {},
});

describe.each(dbTargets)('Paddle and Stripe checkouts and webhooks through the API on %s', (target) => {
  let t: TestApp;
  let paddle: FakePaddleApi;
  let stripe: FakeStripeApi;
  let plans: Record<string, PlanEntry>;

  beforeAll(async () => {
    paddle = await startFakePaddleApi();
    stripe = await startFakeStripeApi();
    t = await createTestApp(target, {
      PADDLE_API_KEY: paddle.apiKey,
      PADDLE_WEBHOOK_SECRET: PADDLE_SECRET,
      PADDLE_API_URL: paddle.url,
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: STRIPE_SECRET,
      STRIPE_API_URL: stripe.url,
    });
    const owner = await register();
    const res = await call(t.app, 'GET', '/api/app/app-products/packages', { token: owner.token });
    plans = Object.fromEntries(res.body.data.map((p: PlanEntry) => [p.package.name, p]));
  });
  afterAll(async () => {
    await t?.close();
    await paddle?.close();
    await stripe?.close();
  });

  async function register() {
    const res = await call(t.app, 'POST', '/api/auth/register', { body: newUser() });
    expect(res.status).toBe(201);
    return { token: res.body.data.token as string };
  }

  const monthly = (name: string) => {
    const plan = plans[name]!;
    const price = plan.prices.find((p) => p.interval === 'month' && p.frequency === 'recurring')!;
    return { packageId: plan.package.id, priceId: price.id, amountCents: price.amount_cents };
  };

  async function buy(token: string, processor: 'paddle' | 'stripe', name = 'professional') {
    const { packageId, priceId } = monthly(name);
    const res = await call(t.app, 'POST', '/api/app/subscriptions/create', { token, body: paidPayload(packageId, priceId, processor) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data;
  }

  const current = async (token: string) => (await call(t.app, 'GET', '/api/app/subscriptions/current', { token })).body.data;
  const invoiceCount = async (token: string) =>
    (await call(t.app, 'GET', '/api/app/subscriptions/invoices', { token })).body.data.total_count as number;

  const postWebhook = (processor: string, payload: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/webhooks/${processor}`,
      payload,
      headers: { 'content-type': 'application/json', ...headers },
    });

  const toPaddle = (body: string, secret = PADDLE_SECRET) =>
    postWebhook('paddle', body, { 'paddle-signature': paddleSignature(body, secret) });
  const toStripe = (body: string, secret = STRIPE_SECRET) =>
    postWebhook('stripe', body, { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: body, secret }) });

  it('paddle: checkout URL, signed webhooks make the plan active once, a replay changes nothing, a bad signature is 400', async () => {
    const owner = await register();
    const { amountCents } = monthly('professional');
    const created = await buy(owner.token, 'paddle');

    expect(created).toMatchObject({ status: 'pending', requires_payment: true });
    expect(created.payment.processor).toBe('paddle');
    expect(created.payment.client_secret).toBeNull();
    const url = new URL(created.payment.checkout_url);
    expect(`${url.origin}${url.pathname}`).toBe(FAKE_PADDLE_CHECKOUT_URL);
    const transactionId = url.searchParams.get('_ptxn') as string;
    const sent = paddle.lastRequest('POST', '/transactions')?.body;
    expect(sent.custom_data.subscription_id).toBe(created.subscription_id);
    expect(sent.items[0].price.unit_price).toEqual({ amount: String(amountCents), currency_code: 'USD' });
    expect(sent.items[0].price.billing_cycle).toEqual({ interval: 'month', frequency: 1 });

    // The buyer pays on Paddle; Paddle sends its webhooks.
    const { transaction, subscription } = paddle.completeTransaction(transactionId);
    const completed = paddleEvent('transaction.completed', transaction);

    const forged = await toPaddle(completed, 'not-the-secret');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(WEBHOOK_SIGNATURE_MESSAGE);
    expect(await current(owner.token)).toBeNull();
    expect(await invoiceCount(owner.token)).toBe(0);

    const activated = await toPaddle(paddleEvent('subscription.created', subscription));
    expect(activated.json().data).toEqual({ received: true, outcome: 'applied' });
    const paid = await toPaddle(completed);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toEqual({ received: true, outcome: 'applied' });

    const sub = await current(owner.token);
    expect(sub).toMatchObject({
      id: created.subscription_id,
      status: 'active',
      processor: 'paddle',
      amount_cents: amountCents,
      payment_method: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2031 },
    });
    expect(sub.current_period_end).toBe(new Date(subscription.current_billing_period.ends_at).toISOString());
    expect(await invoiceCount(owner.token)).toBe(1);

    // Paddle retries the same event: nothing changes, no second invoice.
    const replay = await toPaddle(completed);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.outcome).toBe('duplicate');
    // transaction.paid for the same payment is a new event but the same payment: still one invoice.
    expect((await toPaddle(paddleEvent('transaction.paid', transaction))).statusCode).toBe(200);
    expect(await invoiceCount(owner.token)).toBe(1);

    // A forged cancellation is refused and the plan stays active.
    const forgedCancel = await toPaddle(paddleEvent('subscription.canceled', { ...subscription, status: 'canceled' }), 'not-the-secret');
    expect(forgedCancel.statusCode).toBe(400);
    expect((await current(owner.token)).status).toBe('active');

    // Changing plan now and cancelling reach Paddle's subscription (the id the webhooks brought).
    const business = monthly('business');
    const change = await call(t.app, 'POST', `/api/app/subscriptions/${created.subscription_id}/change`, {
      token: owner.token,
      body: { package_id: business.packageId, price_id: business.priceId, effective: 'immediately' },
    });
    expect(change.status, JSON.stringify(change.body)).toBe(200);
    const patch = paddle.lastRequest('PATCH', `/subscriptions/${subscription.id}`)?.body;
    expect(patch.items[0].price.unit_price.amount).toBe(String(business.amountCents));
    expect(patch.proration_billing_mode).toBe('prorated_immediately');

    const cancel = await call(t.app, 'POST', '/api/app/subscriptions/cancel', {
      token: owner.token,
      body: { subscription_id: created.subscription_id },
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(paddle.lastRequest('POST', `/subscriptions/${subscription.id}/cancel`)?.body).toEqual({ effective_from: 'next_billing_period' });

    // At the period end Paddle cancels the subscription and says so.
    const ended = await toPaddle(paddleEvent('subscription.canceled', { ...subscription, status: 'canceled' }));
    expect(ended.json().data.outcome).toBe('applied');
    expect(await current(owner.token)).toBeNull();
  });

  async function activePaddle(token: string, name = 'professional') {
    const created = await buy(token, 'paddle', name);
    const transactionId = new URL(created.payment.checkout_url).searchParams.get('_ptxn') as string;
    const { transaction, subscription } = paddle.completeTransaction(transactionId);
    expect((await toPaddle(paddleEvent('subscription.created', subscription))).statusCode).toBe(200);
    expect((await toPaddle(paddleEvent('transaction.completed', transaction))).statusCode).toBe(200);
    return { id: created.subscription_id as string, transaction, subscription };
  }

  it('refuses a checkout naming the sandbox with 400 while Paddle/Stripe are configured', async () => {
    const owner = await register();
    const { packageId, priceId } = monthly('professional');
    const res = await call(t.app, 'POST', '/api/app/subscriptions/create', {
      token: owner.token,
      body: { ...paidPayload(packageId, priceId, 'paddle'), payment_processor: 'sandbox' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(BILLING_MESSAGES.sandboxUnavailable);
    expect(await current(owner.token)).toBeNull();
  });

  it('paddle: a scheduled change reaches Paddle at once without billing, and applies with the renewal', async () => {
    const owner = await register();
    const { id, transaction, subscription } = await activePaddle(owner.token, 'starter');
    const business = monthly('business');
    const scheduled = await call(t.app, 'POST', `/api/app/subscriptions/${id}/change`, {
      token: owner.token,
      body: { package_id: business.packageId, price_id: business.priceId, effective: 'period_end' },
    });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    const patch = paddle.lastRequest('PATCH', `/subscriptions/${subscription.id}`)?.body;
    expect(patch.proration_billing_mode).toBe('do_not_bill');
    expect(patch.items[0].price.unit_price.amount).toBe(String(business.amountCents));
    expect((await current(owner.token)).package_name).toBe('starter');

    // Paddle renews at the period end and bills the new price; the change applies with it.
    const renewedAt = subscription.current_billing_period.ends_at;
    const renewal = {
      ...transaction,
      id: `${transaction.id}_renewal`,
      billing_period: { starts_at: renewedAt, ends_at: new Date(new Date(renewedAt).getTime() + 30 * 86_400_000).toISOString() },
      payments: transaction.payments.map((p: { captured_at: string }) => ({ ...p, captured_at: renewedAt })),
      details: { ...transaction.details, totals: { ...transaction.details.totals, grand_total: String(business.amountCents) } },
    };
    expect((await toPaddle(paddleEvent('transaction.completed', renewal))).json().data.outcome).toBe('applied');
    expect(await current(owner.token)).toMatchObject({ package_name: 'business', amount_cents: business.amountCents });
  });

  it('paddle: a discounted checkout sends the discounted amount, not the catalogue price id', async () => {
    const owner = await register();
    const { packageId, priceId, amountCents } = monthly('starter');
    await t.database.db.update(billingPrices).set({ paddlePriceId: 'pri_01catalogue' }).where(eq(billingPrices.id, priceId));
    try {
      const res = await call(t.app, 'POST', '/api/app/subscriptions/create', {
        token: owner.token,
        body: { ...paidPayload(packageId, priceId, 'paddle'), discount_code: 'WELCOME10' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const item = paddle.lastRequest('POST', '/transactions')?.body.items[0];
      expect(item.price_id).toBeUndefined();
      expect(item.price.unit_price.amount).toBe(String(Math.round(amountCents * 0.9)));
    } finally {
      await t.database.db.update(billingPrices).set({ paddlePriceId: null }).where(eq(billingPrices.id, priceId));
    }
  });

  it('paddle: a subscription replaced by a newer one is cancelled at Paddle too', async () => {
    const owner = await register();
    const first = await activePaddle(owner.token, 'starter');
    // A second live plan can only come from a race; make the newer one directly, as the race would.
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, first.id));
    const [newer] = await t.database.db
      .insert(subscriptions)
      .values({ ...row!, id: undefined, status: 'pending', externalId: null, createdAt: new Date(), updatedAt: new Date() })
      .returning();
    const activation = { ...first.subscription, id: `${first.subscription.id}_newer`, custom_data: { subscription_id: newer!.id } };
    expect((await toPaddle(paddleEvent('subscription.created', activation))).json().data.outcome).toBe('applied');
    expect((await current(owner.token)).id).toBe(newer!.id);
    expect(paddle.lastRequest('POST', `/subscriptions/${first.subscription.id}/cancel`)?.body).toEqual({ effective_from: 'immediately' });
  });

  it('stripe: client secret, signed webhooks make the plan active once, a replay changes nothing, a bad signature is 400', async () => {
    const owner = await register();
    const { amountCents } = monthly('professional');
    const created = await buy(owner.token, 'stripe');

    expect(created).toMatchObject({ status: 'pending', requires_payment: true });
    expect(created.payment.processor).toBe('stripe');
    expect(created.payment.checkout_url).toBeNull();
    const remote = [...stripe.subscriptions.values()].find((s) => s.metadata.subscription_id === created.subscription_id);
    expect(remote).toBeDefined();
    expect(created.payment.client_secret).toBe(stripe.invoices.get(remote.latest_invoice).confirmation_secret.client_secret);
    expect(remote.items.data[0].price).toMatchObject({ unit_amount: amountCents, currency: 'usd', recurring: { interval: 'month' } });

    // The buyer confirms the payment with Stripe.js; Stripe sends its webhooks.
    const { subscription, invoice } = stripe.paySubscription(remote.id);
    const invoicePaid = stripeEvent('invoice.paid', invoice);

    const forged = await toStripe(invoicePaid, 'whsec_not_the_secret');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(WEBHOOK_SIGNATURE_MESSAGE);
    const unsigned = await postWebhook('stripe', invoicePaid, {});
    expect(unsigned.statusCode).toBe(400);
    expect(await current(owner.token)).toBeNull();
    expect(await invoiceCount(owner.token)).toBe(0);

    expect((await toStripe(stripeEvent('customer.subscription.updated', subscription))).json().data.outcome).toBe('applied');
    const paid = await toStripe(invoicePaid);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.outcome).toBe('applied');

    const sub = await current(owner.token);
    expect(sub).toMatchObject({ id: created.subscription_id, status: 'active', processor: 'stripe', amount_cents: amountCents });
    expect(sub.current_period_end).toBe(new Date(subscription.items.data[0].current_period_end * 1000).toISOString());
    expect(await invoiceCount(owner.token)).toBe(1);

    const replay = await toStripe(invoicePaid);
    expect(replay.json().data.outcome).toBe('duplicate');
    // invoice.payment_succeeded for the same invoice: a new event, the same payment, still one invoice.
    expect((await toStripe(stripeEvent('invoice.payment_succeeded', invoice))).statusCode).toBe(200);
    expect(await invoiceCount(owner.token)).toBe(1);
    // Events that are not ours are acknowledged and ignored.
    expect((await toStripe(stripeEvent('customer.created', { id: 'cus_x', object: 'customer', metadata: {} }))).json().data.outcome).toBe(
      'ignored',
    );

    const cancel = await call(t.app, 'POST', '/api/app/subscriptions/cancel', {
      token: owner.token,
      body: { subscription_id: created.subscription_id },
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(stripe.lastRequest('POST', `/v1/subscriptions/${remote.id}`)?.body).toEqual({ cancel_at_period_end: 'true' });

    const deleted = await toStripe(stripeEvent('customer.subscription.deleted', { ...subscription, status: 'canceled' }));
    expect(deleted.json().data.outcome).toBe('applied');
    expect(await current(owner.token)).toBeNull();
  });
});
