import { and, eq, sql } from 'drizzle-orm';
import {
  BILLING_MESSAGES,
  CREATE_SUBSCRIPTION_MESSAGES,
  isCountryCodeError,
  limitReachedMessage,
  packageNotFoundMessage,
} from '@hiring/shared/billing';
import { TRIAL_DAYS } from '@hiring/shared/constants';
import { annualSavingPercent } from '@hiring/shared/pricing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SandboxProcessor } from '../../billing/sandbox.ts';
import { SANDBOX_SIGNATURE_HEADER } from '../../billing/sandbox.ts';
import { jobs } from '../../jobs/jobs.table.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call, newUser, startTrial, trialPayload } from '../../test/http.ts';
import { users } from '../users/index.ts';
import { seedBilling } from './billing.seed.ts';
import { billingPrices, subscriptions } from './billing.table.ts';
import { WEBHOOK_SIGNATURE_MESSAGE } from './webhooks.routes.ts';

const DAY = 24 * 60 * 60 * 1000;

interface PlanEntry {
  package: { id: string; name: string; tier: string; displayName: string };
  prices: { id: string; amount: number; amount_cents: number; interval: string; frequency: string; intervalCount: number }[];
  features: { is_highlighted: boolean }[];
  limits: Record<string, number | null>;
}

const paidPayload = (packageId: string, priceId: string, extra: Record<string, unknown> = {}) => ({
  ...trialPayload(packageId),
  subscription_type: 'paid',
  price_id: priceId,
  billing_contact: { first_name: 'Ada', last_name: 'Lovelace', phone_number: '+1 555 0100', position: 'CTO' },
  billing_address: { line1: '1 Market St', city: 'San Francisco', state: 'CA', postal_code: '94105' },
  payment_info: {},
  ...extra,
});

describe.each(dbTargets)('billing API on %s', (target) => {
  let t: TestApp;
  let clock = Date.now();
  let plans: Record<string, PlanEntry>;

  beforeAll(async () => {
    // A test-only route behind the entitlements, as gated features use them.
    t = await createTestApp(target, {}, (app) => {
      app.get('/api/test/gated', { preHandler: app.authenticate }, async (request) => {
        await t.entitlements.requireActive(requireAuth(request).companyId ?? '');
        return { success: true, data: { ok: true } };
      });
      app.post<{ Body: { used: number } }>('/api/test/gated-limit', { preHandler: app.authenticate }, async (request) => {
        await t.entitlements.requireWithinLimit(requireAuth(request).companyId ?? '', 'job_positions', request.body.used);
        return { success: true, data: { ok: true } };
      });
    });
    t.billing.now = () => new Date(clock);
    const owner = await register();
    const res = await call(t.app, 'GET', '/api/app/app-products/packages', { token: owner.token });
    plans = Object.fromEntries(res.body.data.map((p: PlanEntry) => [p.package.name, p]));
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    clock = Date.now();
  });

  async function register() {
    const user = newUser();
    const res = await call(t.app, 'POST', '/api/auth/register', { body: user });
    expect(res.status).toBe(201);
    return { token: res.body.data.token as string, companyId: res.body.data.user.company.id as string, email: user.email };
  }

  const priceOf = (name: string, interval: 'month' | 'year' | null = 'month') => {
    const plan = plans[name]!;
    const price = interval ? plan.prices.find((p) => p.interval === interval && p.frequency === 'recurring') : plan.prices[0];
    return { packageId: plan.package.id, priceId: price!.id, price: price! };
  };

  async function checkout(
    token: string,
    name = 'professional',
    interval: 'month' | 'year' | null = 'month',
    extra: Record<string, unknown> = {},
  ) {
    const { packageId, priceId } = priceOf(name, interval);
    const res = await call(t.app, 'POST', '/api/app/subscriptions/create', { token, body: paidPayload(packageId, priceId, extra) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data;
  }

  async function pay(checkoutUrl: string, action: 'pay' | 'fail' = 'pay') {
    const path = new URL(checkoutUrl).pathname;
    return t.app.inject({
      method: 'POST',
      url: `${path}/${action}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
  }

  async function subscribe(token: string, name = 'professional', interval: 'month' | 'year' | null = 'month') {
    const created = await checkout(token, name, interval);
    const res = await pay(created.payment.checkout_url);
    expect(res.statusCode).toBe(303);
    return created.subscription_id as string;
  }

  const current = async (token: string) => (await call(t.app, 'GET', '/api/app/subscriptions/current', { token })).body.data;
  const profileFlags = async (token: string) => (await call(t.app, 'GET', '/api/app/profile', { token })).body.data.subscription;

  it('seeds a 14-day free trial, three recurring tiers with yearly prices about 15% off, and one-time packages, idempotently', async () => {
    const trial = Object.values(plans).filter((p) => p.package.tier === 'trial');
    expect(trial).toHaveLength(1);
    expect(trial[0]!.package.displayName).toBe('Free Trial');
    expect(trial[0]!.prices[0]).toMatchObject({ amount: 0, interval: 'day', intervalCount: TRIAL_DAYS });

    const recurring = Object.values(plans).filter((p) => p.prices.some((x) => x.frequency === 'recurring'));
    expect(recurring.length).toBeGreaterThanOrEqual(3);
    for (const plan of recurring) {
      const monthly = plan.prices.find((p) => p.interval === 'month')!;
      const yearly = plan.prices.find((p) => p.interval === 'year')!;
      expect(Number.isInteger(monthly.amount_cents) && Number.isInteger(yearly.amount_cents)).toBe(true);
      expect(annualSavingPercent(monthly.amount, yearly.amount)).toBe(15);
      expect(plan.features.filter((f) => f.is_highlighted).length).toBeGreaterThanOrEqual(3);
    }
    expect(
      Object.values(plans).filter((p) => p.prices.every((x) => x.frequency === 'one_time') && p.package.tier !== 'trial').length,
    ).toBeGreaterThanOrEqual(1);
    expect(plans.professional!.limits).toEqual({ job_positions: 25, interviews_per_month: 500, seats: 10 });
    expect(plans.business!.limits.job_positions).toBeNull();

    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(billingPrices);
    await seedBilling(t.database.db);
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(billingPrices);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('gives each feature its catalogue key, and higher tiers the features of lower ones under the same keys', async () => {
    const keys = (name: string) => new Set(plans[name]!.features.map((f) => (f as unknown as { key: string }).key));
    for (const [lower, higher] of [
      ['starter', 'professional'],
      ['professional', 'business'],
    ] as const) {
      for (const key of keys(lower)) expect(keys(higher), `${higher} lacks ${key}`).toContain(key);
    }
  });

  it('starts the free trial without a card and refuses a second trial with 409', async () => {
    const owner = await register();
    expect(await profileFlags(owner.token)).toMatchObject({ subscription_active: false, trial_eligible: true, status: null });
    expect(await current(owner.token)).toBeNull();

    const data = await startTrial(t.app, owner.token);
    expect(data).toMatchObject({ status: 'trialing', is_trial: true, requires_payment: false, payment: null, amount: 0, interval: 'day' });
    expect(data.package).toMatchObject({ name: 'free-trial', tier: 'trial' });
    expect(new Date(data.current_period_end).getTime()).toBe(clock + TRIAL_DAYS * DAY);
    expect(data.next_steps.length).toBeGreaterThan(0);

    const sub = await current(owner.token);
    expect(sub).toMatchObject({
      status: 'trialing',
      is_trial: true,
      package_tier: 'trial',
      plan_name: 'Free Trial',
      cancellable: true,
      auto_renew: false,
    });
    expect(sub.payment_method).toBeNull();
    expect(await profileFlags(owner.token)).toMatchObject({
      subscription_active: true,
      trial_eligible: false,
      is_trial: true,
      plan_name: 'Free Trial',
    });
    expect((await call(t.app, 'GET', '/api/app/profile/subscription', { token: owner.token })).body.data.id).toBe(sub.id);

    const again = await call(t.app, 'POST', '/api/app/subscriptions/create', {
      token: owner.token,
      body: trialPayload(plans['free-trial']!.package.id),
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(BILLING_MESSAGES.trialAlreadyUsed);

    // Even after cancelling, the trial stays used.
    expect((await call(t.app, 'POST', '/api/app/subscriptions/cancel', { token: owner.token, body: {} })).status).toBe(200);
    const third = await call(t.app, 'POST', '/api/app/subscriptions/create', {
      token: owner.token,
      body: trialPayload(plans['free-trial']!.package.id),
    });
    expect(third.status).toBe(409);
    expect(third.body.message).toBe(BILLING_MESSAGES.trialAlreadyUsed);
  });

  it('starts one trial when two requests race, and cancels with an empty request body', async () => {
    const owner = await register();
    const body = trialPayload(plans['free-trial']!.package.id);
    const results = await Promise.all(
      [0, 1, 2].map(() => call(t.app, 'POST', '/api/app/subscriptions/create', { token: owner.token, body })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const rows = await t.database.db.select().from(subscriptions).where(eq(subscriptions.companyId, owner.companyId));
    expect(rows).toHaveLength(1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/app/subscriptions/cancel',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.subscription.status).toBe('cancelled');
  });

  it('expires the trial after 14 days through the durable job, which locks the main steps with 402', async () => {
    const owner = await register();
    const { subscription_id: id } = await startTrial(t.app, owner.token);
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.type, 'billing.trial-expiry'), eq(jobs.key, id)));
    expect(job?.runAt.getTime()).toBe(clock + TRIAL_DAYS * DAY);
    expect((await call(t.app, 'GET', '/api/test/gated', { token: owner.token })).status).toBe(200);

    // Day 13: nothing due yet.
    clock += 13 * DAY;
    await t.jobs.runDue({ now: new Date(clock) });
    expect((await current(owner.token)).status).toBe('trialing');

    clock += 2 * DAY;
    await t.jobs.runDue({ now: new Date(clock) });
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    expect(row!.status).toBe('expired');
    expect(await current(owner.token)).toBeNull();
    expect(await profileFlags(owner.token)).toMatchObject({
      subscription_active: false,
      trial_eligible: false,
      status: 'expired',
      is_trial: true,
    });
    const gated = await call(t.app, 'GET', '/api/test/gated', { token: owner.token });
    expect(gated.status).toBe(402);
    expect(gated.body.message).toBe(BILLING_MESSAGES.trialExpired);
  });

  it('gates with 402: no subscription, and the plan limit reached', async () => {
    const owner = await register();
    const none = await call(t.app, 'GET', '/api/test/gated', { token: owner.token });
    expect(none.status).toBe(402);
    expect(none.body.message).toBe(BILLING_MESSAGES.subscriptionRequired);
    await startTrial(t.app, owner.token);
    expect((await call(t.app, 'POST', '/api/test/gated-limit', { token: owner.token, body: { used: 2 } })).status).toBe(200);
    const over = await call(t.app, 'POST', '/api/test/gated-limit', { token: owner.token, body: { used: 3 } });
    expect(over.status).toBe(402);
    expect(over.body.message).toBe(limitReachedMessage('job_positions', plans['free-trial']!.limits.job_positions!));
    expect(over.body.message).toBe('Your plan allows 3 job positions. Upgrade your plan to add more.');
  });

  it('buys a plan through the sandbox checkout page: pending, Pay, active, with an invoice and its PDF', async () => {
    const owner = await register();
    await startTrial(t.app, owner.token);
    const created = await checkout(owner.token);
    // No Paddle configured: the payload's default "paddle" falls back to the sandbox.
    expect(created).toMatchObject({
      status: 'pending',
      is_trial: false,
      requires_payment: true,
      amount: 149,
      interval: 'month',
      current_period_end: null,
    });
    expect(created.payment.processor).toBe('sandbox');
    expect(created.payment.client_secret).toBeNull();
    expect(created.payment.checkout_url).toMatch(/^http:\/\/localhost:8082\/api\/billing\/sandbox\/checkout\/sbx_[\w-]+$/);
    // Still on the trial until the payment succeeds.
    expect((await current(owner.token)).is_trial).toBe(true);

    const path = new URL(created.payment.checkout_url).pathname;
    const pageRes = await t.app.inject({ method: 'GET', url: path });
    expect(pageRes.statusCode).toBe(200);
    expect(pageRes.headers['content-type']).toMatch(/text\/html/);
    expect(pageRes.body).toContain('TEST MODE');
    expect(pageRes.body).toContain('Professional');
    expect(pageRes.body).toContain('$149/mo');
    expect(pageRes.body).not.toMatch(/<script/i);
    expect(String(pageRes.headers['content-security-policy'])).toContain("script-src 'self'");

    // A double click: both posts arrive while the checkout is still pending; one payment counts,
    // and both land on the completed page.
    const completedUrl = `http://localhost:8082/billing/subscription/create/completed?checkout=success&subscription_id=${created.subscription_id}`;
    const [paid, second] = await Promise.all([pay(created.payment.checkout_url), pay(created.payment.checkout_url)]);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(completedUrl);
    expect(second.statusCode).toBe(303);
    expect(second.headers.location).toBe(completedUrl);

    const sub = await current(owner.token);
    expect(sub).toMatchObject({
      id: created.subscription_id,
      status: 'active',
      is_trial: false,
      package_name: 'professional',
      amount: 149,
      amount_cents: 14900,
      interval: 'month',
      auto_renew: true,
      cancellable: true,
      processor: 'sandbox',
      payment_method: { brand: 'visa', last4: '4242', exp_month: 12 },
    });
    expect(new Date(sub.current_period_start).getTime()).toBe(clock);
    expect(await profileFlags(owner.token)).toMatchObject({ subscription_active: true, is_trial: false, plan_name: 'Professional' });

    // The page is closed now: paying again charges nothing and shows the completed page again.
    const again = await pay(created.payment.checkout_url);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(completedUrl);

    const history = await call(t.app, 'GET', '/api/app/profile/subscription/history', { token: owner.token });
    expect(history.status).toBe(200);
    expect(history.body.data).toMatchObject({ page: 1, page_size: 10, total_count: 1, total_pages: 1 });
    const invoice = history.body.data.items[0];
    expect(invoice).toMatchObject({
      status: 'paid',
      amount: 149,
      amount_cents: 14900,
      currency: 'usd',
      package_display_name: 'Professional',
      processor: 'sandbox',
    });
    expect(invoice.number).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(invoice.pdf_url).toBe(`/api/app/subscriptions/invoices/${invoice.id}/pdf`);

    const pdf = await t.app.inject({ method: 'GET', url: invoice.pdf_url, headers: { authorization: `Bearer ${owner.token}` } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1')).toContain(invoice.number);
    expect(pdf.rawPayload.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);

    // Another company sees none of it.
    const other = await register();
    expect(
      (await t.app.inject({ method: 'GET', url: invoice.pdf_url, headers: { authorization: `Bearer ${other.token}` } })).statusCode,
    ).toBe(404);
    expect((await call(t.app, 'GET', '/api/app/subscriptions/invoices', { token: other.token })).body.data.total_count).toBe(0);
    expect(
      (
        await call(t.app, 'POST', `/api/app/subscriptions/${created.subscription_id}/change`, {
          token: other.token,
          body: { package_id: plans.business!.package.id, price_id: priceOf('business').priceId },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(t.app, 'POST', '/api/app/subscriptions/cancel', {
          token: other.token,
          body: { subscription_id: created.subscription_id },
        })
      ).status,
    ).toBe(404);

    // A paid plan is not bought twice.
    const twice = await call(t.app, 'POST', '/api/app/subscriptions/create', {
      token: owner.token,
      body: paidPayload(priceOf('business').packageId, priceOf('business').priceId),
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(BILLING_MESSAGES.alreadySubscribed);
  });

  it('records a failed sandbox payment and leaves the company without a plan', async () => {
    const owner = await register();
    const created = await checkout(owner.token, 'starter', 'year');
    const failed = await pay(created.payment.checkout_url, 'fail');
    expect(failed.statusCode).toBe(303);
    expect(failed.headers.location).toBe(
      `http://localhost:8082/billing/subscription?checkout=failed&subscription_id=${created.subscription_id}`,
    );
    expect(await current(owner.token)).toBeNull();
    const history = (await call(t.app, 'GET', '/api/app/subscriptions/invoices', { token: owner.token })).body.data;
    expect(history.items).toHaveLength(1);
    expect(history.items[0]).toMatchObject({ status: 'failed', pdf_url: null, amount: 499 });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/app/subscriptions/invoices/${history.items[0].id}/pdf`,
          headers: { authorization: `Bearer ${owner.token}` },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('applies a signed sandbox webhook once: a replay is a no-op and a bad signature is 400 and changes nothing', async () => {
    const owner = await register();
    const created = await checkout(owner.token);
    const sandbox = t.billing.processors.get('sandbox') as SandboxProcessor;
    const body = JSON.stringify({
      id: 'evt_test_1',
      subscription_id: created.subscription_id,
      status: 'active',
      period_start: new Date(clock).toISOString(),
      period_end: new Date(clock + 30 * DAY).toISOString(),
      payment: {
        id: 'pay_test_1',
        amount_cents: 14900,
        currency: 'usd',
        paid_at: new Date(clock).toISOString(),
        card_brand: 'mastercard',
        card_last4: '5555',
        card_expiry: '08/29',
      },
    });
    const post = (payload: string, signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/webhooks/sandbox',
        payload,
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
      });

    const bad = await post(body, sandbox.sign(`${body} `));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(WEBHOOK_SIGNATURE_MESSAGE);
    expect(await current(owner.token)).toBeNull();

    const first = await post(body, sandbox.sign(body));
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ received: true, outcome: 'applied' });
    const sub = await current(owner.token);
    expect(sub).toMatchObject({ status: 'active', payment_method: { brand: 'mastercard', last4: '5555', exp_month: 8, exp_year: 2029 } });

    const replay = await post(body, sandbox.sign(body));
    expect(replay.json().data.outcome).toBe('duplicate');
    expect((await call(t.app, 'GET', '/api/app/subscriptions/invoices', { token: owner.token })).body.data.total_count).toBe(1);

    // A later status event from the processor: past_due, then cancelled.
    const pastDue = JSON.stringify({ id: 'evt_test_2', subscription_id: created.subscription_id, status: 'past_due' });
    expect((await post(pastDue, sandbox.sign(pastDue))).json().data.outcome).toBe('applied');
    expect((await current(owner.token)).status).toBe('past_due');
    expect((await call(t.app, 'GET', '/api/test/gated', { token: owner.token })).status).toBe(200);
    const cancelled = JSON.stringify({ id: 'evt_test_3', subscription_id: created.subscription_id, status: 'cancelled' });
    await post(cancelled, sandbox.sign(cancelled));
    expect(await current(owner.token)).toBeNull();
    expect((await call(t.app, 'GET', '/api/test/gated', { token: owner.token })).body.message).toBe(BILLING_MESSAGES.subscriptionInactive);

    expect(
      (await t.app.inject({ method: 'POST', url: '/api/webhooks/paypal', payload: '{}', headers: { 'content-type': 'application/json' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/webhooks/paddle', payload: '{}', headers: { 'content-type': 'application/json' } }))
        .statusCode,
    ).toBe(404);
  });

  it('cancels a trial now, and a paid plan at the end of its period through the period-end job', async () => {
    const trialOwner = await register();
    await startTrial(t.app, trialOwner.token);
    const cancelled = await call(t.app, 'POST', '/api/app/profile/subscription/cancel', { token: trialOwner.token, body: {} });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.message).toBe(BILLING_MESSAGES.trialCancelled);
    expect(cancelled.body.data.subscription).toMatchObject({ status: 'cancelled', cancellable: false });
    expect(await current(trialOwner.token)).toBeNull();
    expect((await call(t.app, 'POST', '/api/app/subscriptions/cancel', { token: trialOwner.token, body: {} })).status).toBe(404);

    const owner = await register();
    await subscribe(owner.token);
    const res = await call(t.app, 'POST', '/api/app/subscriptions/cancel', { token: owner.token, body: { reason: 'Too expensive' } });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe(BILLING_MESSAGES.cancelScheduled);
    expect(res.body.data.subscription).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
      cancellable: false,
      auto_renew: false,
    });
    const again = await call(t.app, 'POST', '/api/app/subscriptions/cancel', { token: owner.token, body: {} });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(BILLING_MESSAGES.alreadyCancelling);

    const periodEnd = new Date(res.body.data.subscription.current_period_end).getTime();
    clock = periodEnd - DAY;
    await t.jobs.runDue({ now: new Date(clock) });
    expect((await current(owner.token)).status).toBe('active');
    clock = periodEnd + 1000;
    await t.jobs.runDue({ now: new Date(clock) });
    expect(await current(owner.token)).toBeNull();
    expect((await call(t.app, 'GET', '/api/app/subscriptions/invoices', { token: owner.token })).body.data.total_count).toBe(1);
  });

  it('resumes a paid plan set to cancel before its period ends, so it renews; refuses what is not set to cancel, or past its end', async () => {
    const owner = await register();
    await subscribe(owner.token);
    const notCancelling = await call(t.app, 'POST', '/api/app/subscriptions/resume', { token: owner.token, body: {} });
    expect(notCancelling.status).toBe(409);
    expect(notCancelling.body.message).toBe(BILLING_MESSAGES.notResumable);
    expect(await current(owner.token)).toMatchObject({ resumable: false, cancellable: true });

    await call(t.app, 'POST', '/api/app/subscriptions/cancel', { token: owner.token, body: {} });
    expect(await current(owner.token)).toMatchObject({ cancel_at_period_end: true, resumable: true, cancellable: false });
    expect(await profileFlags(owner.token)).toMatchObject({ cancel_at_period_end: true });

    // No body at all, on the profile-scoped twin.
    const resumed = await t.app.inject({
      method: 'POST',
      url: '/api/app/profile/subscription/resume',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().data.message).toBe(BILLING_MESSAGES.resumed);
    expect(resumed.json().data.subscription).toMatchObject({
      status: 'active',
      cancel_at_period_end: false,
      cancellable: true,
      resumable: false,
      auto_renew: true,
      cancelled_at: null,
    });
    expect(await profileFlags(owner.token)).toMatchObject({ cancel_at_period_end: false });
    const twice = await call(t.app, 'POST', '/api/app/subscriptions/resume', { token: owner.token, body: {} });
    expect(twice.status).toBe(409);

    // The period-end job queued by the cancellation now renews instead of ending it.
    const periodEnd = new Date((await current(owner.token)).current_period_end).getTime();
    clock = periodEnd + 1000;
    await t.jobs.runDue({ now: new Date(clock) });
    const renewed = await current(owner.token);
    expect(renewed).toMatchObject({ status: 'active', cancel_at_period_end: false });
    expect(new Date(renewed.current_period_end).getTime()).toBeGreaterThan(periodEnd);

    // Cancelled again, then past the period end: too late to resume (and the plan has ended).
    await call(t.app, 'POST', '/api/app/subscriptions/cancel', { token: owner.token, body: {} });
    clock = new Date(renewed.current_period_end).getTime() + 1000;
    expect((await call(t.app, 'POST', '/api/app/subscriptions/resume', { token: owner.token, body: {} })).status).toBe(409);
    await t.jobs.runDue({ now: new Date(clock) });
    expect((await call(t.app, 'POST', '/api/app/subscriptions/resume', { token: owner.token, body: {} })).status).toBe(404);
  });

  it('does not resume a trial, and lets only billing managers resume', async () => {
    const trialOwner = await register();
    await startTrial(t.app, trialOwner.token);
    const trial = await call(t.app, 'POST', '/api/app/subscriptions/resume', { token: trialOwner.token, body: {} });
    expect(trial.status).toBe(409);
    expect(trial.body.message).toBe(BILLING_MESSAGES.notResumable);

    const owner = await register();
    await subscribe(owner.token);
    await call(t.app, 'POST', '/api/app/subscriptions/cancel', { token: owner.token, body: {} });
    const member = newUser();
    await call(t.app, 'POST', '/api/auth/register', { body: member });
    await t.database.db.update(users).set({ role: 'team_lead', companyId: owner.companyId }).where(eq(users.email, member.email));
    const login = await call(t.app, 'POST', '/api/auth/login', { body: { email: member.email, password: member.password } });
    expect((await call(t.app, 'POST', '/api/app/subscriptions/resume', { token: login.body.data.token, body: {} })).status).toBe(403);
    expect((await call(t.app, 'POST', '/api/app/subscriptions/resume', { body: {} })).status).toBe(401);
    expect((await current(owner.token)).cancel_at_period_end).toBe(true);
  });

  it('keeps the country of the billing details, to prefill the next checkout', async () => {
    const owner = await register();
    await startTrial(t.app, owner.token);
    expect((await current(owner.token)).billing_country).toBe('US');
  });

  it('renews a sandbox subscription at period end with a new invoice, and expires a one-time package', async () => {
    const owner = await register();
    await subscribe(owner.token, 'starter', 'month');
    const sub = await current(owner.token);
    clock = new Date(sub.current_period_end).getTime() + 1000;
    await t.jobs.runDue({ now: new Date(clock) });
    const renewed = await current(owner.token);
    expect(renewed.status).toBe('active');
    expect(renewed.current_period_start).toBe(sub.current_period_end);
    expect((await call(t.app, 'GET', '/api/app/subscriptions/invoices', { token: owner.token })).body.data.total_count).toBe(2);

    const buyer = await register();
    await subscribe(buyer.token, 'hiring-sprint', null);
    const sprint = await current(buyer.token);
    expect(sprint).toMatchObject({ status: 'active', frequency: 'one_time', auto_renew: false, cancellable: false, amount: 299 });
    const end = new Date(sprint.current_period_end);
    const expected = new Date(sprint.current_period_start);
    expected.setUTCMonth(expected.getUTCMonth() + 3);
    expect(end.toISOString().slice(0, 10)).toBe(expected.toISOString().slice(0, 10));
    const notCancellable = await call(t.app, 'POST', '/api/app/subscriptions/cancel', { token: buyer.token, body: {} });
    expect(notCancellable.status).toBe(409);
    expect(notCancellable.body.message).toBe(BILLING_MESSAGES.notCancellable);
    clock = end.getTime() + 1000;
    // The sweep finds it as well as the job.
    expect(await t.billing.sweep()).toBeGreaterThanOrEqual(1);
    expect(await current(buyer.token)).toBeNull();
  });

  it('changes plan immediately, schedules a change for the period end, lists and deletes it, and applies it by job', async () => {
    const owner = await register();
    const id = await subscribe(owner.token, 'starter', 'month');
    const business = priceOf('business');
    const pro = priceOf('professional', 'year');

    const now = await call(t.app, 'POST', `/api/app/subscriptions/${id}/change`, {
      token: owner.token,
      body: { package_id: business.packageId, price_id: business.priceId, effective: 'immediately' },
    });
    expect(now.status).toBe(200);
    expect(now.body.data.message).toBe(BILLING_MESSAGES.changeApplied);
    expect(now.body.data.change).toMatchObject({
      status: 'applied',
      from_package_display_name: 'Starter',
      to_package_name: 'business',
      effective: 'immediately',
    });
    expect(now.body.data.subscription).toMatchObject({ package_name: 'business', amount: 399 });

    const same = await call(t.app, 'POST', `/api/app/subscriptions/${id}/change`, {
      token: owner.token,
      body: { package_id: business.packageId, price_id: business.priceId },
    });
    expect(same.status).toBe(409);
    expect(same.body.message).toBe(BILLING_MESSAGES.changeToSamePrice);

    const scheduled = await call(t.app, 'POST', `/api/app/subscriptions/${id}/change`, {
      token: owner.token,
      body: { package_id: pro.packageId, price_id: pro.priceId },
    });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.data.message).toBe(BILLING_MESSAGES.changeScheduled);
    expect(scheduled.body.data.change).toMatchObject({ status: 'scheduled', effective: 'period_end', to_interval: 'year' });
    expect(scheduled.body.data.change.effective_at).toBe(scheduled.body.data.subscription.current_period_end);
    expect(scheduled.body.data.subscription.package_name).toBe('business');

    const list = await call(t.app, 'GET', '/api/app/subscriptions/changes', { token: owner.token });
    expect(list.body.data.map((c: { status: string }) => c.status)).toEqual(['scheduled', 'applied']);
    const del = await call(t.app, 'DELETE', `/api/app/subscriptions/changes/${scheduled.body.data.change.id}`, { token: owner.token });
    expect(del.status).toBe(200);
    expect(del.body.data.message).toBe(BILLING_MESSAGES.changeCancelled);
    const delAgain = await call(t.app, 'DELETE', `/api/app/subscriptions/changes/${scheduled.body.data.change.id}`, { token: owner.token });
    expect(delAgain.status).toBe(409);
    expect((await call(t.app, 'DELETE', '/api/app/subscriptions/changes/not-a-uuid', { token: owner.token })).status).toBe(404);

    const again = await call(t.app, 'POST', `/api/app/subscriptions/${id}/change`, {
      token: owner.token,
      body: { package_id: pro.packageId, price_id: pro.priceId },
    });
    clock = new Date(again.body.data.change.effective_at).getTime() + 1000;
    await t.jobs.runDue({ now: new Date(clock) });
    const after = await current(owner.token);
    expect(after).toMatchObject({ package_name: 'professional', interval: 'year', amount: 1519, status: 'active' });
    const invoices = (await call(t.app, 'GET', '/api/app/subscriptions/invoices', { token: owner.token })).body.data.items;
    expect(invoices[0]).toMatchObject({ amount: 1519, status: 'paid' });
    expect((await call(t.app, 'GET', '/api/app/subscriptions/changes', { token: owner.token })).body.data[0].status).toBe('applied');

    // A trial cannot change plans; a new subscription replaces it instead.
    const trialOwner = await register();
    const trial = await startTrial(t.app, trialOwner.token);
    const refused = await call(t.app, 'POST', `/api/app/subscriptions/${trial.subscription_id}/change`, {
      token: trialOwner.token,
      body: { package_id: pro.packageId, price_id: pro.priceId },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(BILLING_MESSAGES.changeNotAllowed);
  });

  it('reports usage against the plan limits on all three usage paths', async () => {
    const owner = await register();
    const empty = await call(t.app, 'GET', '/api/app/subscriptions/usage', { token: owner.token });
    expect(empty.status).toBe(200);
    expect(empty.body.data.subscription_id).toBeNull();
    await startTrial(t.app, owner.token);
    for (const path of ['/api/app/subscriptions/usage', '/api/app/profile/subscription/usage', '/api/app/app-products/usage']) {
      const res = await call(t.app, 'GET', path, { token: owner.token });
      expect(res.status).toBe(200);
      expect(res.body.data.plan_name).toBe('Free Trial');
      const seats = res.body.data.metrics.find((m: { key: string }) => m.key === 'seats');
      expect(seats).toEqual({ key: 'seats', label: 'Team seats', used: 1, limit: 3, remaining: 2, percent: 33 });
      expect(res.body.data.metrics.map((m: { key: string }) => m.key)).toEqual(['job_positions', 'interviews_per_month', 'seats']);
    }
  });

  it('counts real job positions in usage, and refuses the one over the trial limit with 402', async () => {
    const owner = await register();
    const job = {
      title: 'Backend Engineer',
      job_description: 'Build and run our APIs.',
      requirements: 'Node.js and PostgreSQL.',
      required_skills: ['Node.js'],
    };
    const none = await call(t.app, 'POST', '/api/app/job-positions', { token: owner.token, body: job });
    expect(none.status).toBe(402);
    expect(none.body.message).toBe(BILLING_MESSAGES.subscriptionRequired);
    await startTrial(t.app, owner.token);
    const limit = plans['free-trial']!.limits.job_positions!;
    for (let i = 0; i < limit; i++)
      expect((await call(t.app, 'POST', '/api/app/job-positions', { token: owner.token, body: job })).status).toBe(201);
    const usage = (await call(t.app, 'GET', '/api/app/subscriptions/usage', { token: owner.token })).body.data;
    expect(usage.metrics.find((m: { key: string }) => m.key === 'job_positions')).toMatchObject({
      used: limit,
      limit,
      remaining: 0,
      percent: 100,
    });
    const over = await call(t.app, 'POST', '/api/app/job-positions', { token: owner.token, body: job });
    expect(over.status).toBe(402);
    expect(over.body.message).toBe(limitReachedMessage('job_positions', limit));
  });

  it('validates discount codes and applies one at checkout', async () => {
    const owner = await register();
    const monthly = priceOf('professional', 'month');
    const validate = (body: unknown) => call(t.app, 'POST', '/api/app/app-products/validate-discount', { token: owner.token, body });
    const ok = await validate({ code: 'welcome10', package_id: monthly.packageId, price_id: monthly.priceId });
    expect(ok.body.data).toMatchObject({ valid: true, code: 'WELCOME10', percent_off: 10, original_amount: 149, discounted_amount: 134.1 });
    expect((await validate({ code: 'SPRING2020' })).body.data).toMatchObject({ valid: false, message: BILLING_MESSAGES.discountExpired });
    expect((await validate({ code: 'ANNUAL20', price_id: monthly.priceId })).body.data).toMatchObject({
      valid: false,
      message: BILLING_MESSAGES.discountNotApplicable,
    });
    expect((await validate({ code: 'NOPE' })).body.data).toMatchObject({ valid: false, message: BILLING_MESSAGES.discountInvalid });
    expect((await validate({})).status).toBe(400);

    const created = await checkout(owner.token, 'professional', 'month', { discount_code: 'WELCOME10' });
    expect(created.amount).toBe(134.1);
    const bad = await call(t.app, 'POST', '/api/app/subscriptions/create', {
      token: owner.token,
      body: paidPayload(monthly.packageId, monthly.priceId, { discount_code: 'NOPE' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(BILLING_MESSAGES.discountInvalid);
  });

  it('answers bad input with 400 or 404 and the spec messages, never 500', async () => {
    const owner = await register();
    const create = (body: unknown) => call(t.app, 'POST', '/api/app/subscriptions/create', { token: owner.token, body });
    const empty = await create({});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toMatchObject({
      'company.name': CREATE_SUBSCRIPTION_MESSAGES.companyNameRequired,
      'company.size': CREATE_SUBSCRIPTION_MESSAGES.companySizeRequired,
      'company.country': CREATE_SUBSCRIPTION_MESSAGES.countryRequired,
      'billing_contact.first_name': CREATE_SUBSCRIPTION_MESSAGES.firstNameRequired,
      'billing_contact.last_name': CREATE_SUBSCRIPTION_MESSAGES.lastNameRequired,
    });

    const { packageId, priceId } = priceOf('professional');
    const country = await create({ ...paidPayload(packageId, priceId), company: { name: 'Acme', size: '1-10', country: 'usa' } });
    expect(country.status).toBe(400);
    expect(country.body.code).toBe('validation_failed');
    expect(country.body.field_codes).toEqual({ 'company.country': 'country_code_invalid' });
    expect(isCountryCodeError({ code: country.body.code, fieldCodes: country.body.field_codes })).toBe(true);
    expect(country.body.message).toBe(CREATE_SUBSCRIPTION_MESSAGES.countryInvalid);

    const paidMissing = await create({ ...trialPayload(packageId), subscription_type: 'paid', price_id: priceId });
    expect(paidMissing.status).toBe(400);
    expect(paidMissing.body.errors).toMatchObject({
      'billing_contact.phone_number': 'Phone number is required for paid subscriptions',
      'billing_address.line1': 'Address is required for paid subscriptions',
      'billing_address.city': 'City is required for paid subscriptions',
      'billing_address.postal_code': 'Postal code is required for paid subscriptions',
      'billing_address.state': 'State/province is required for paid subscriptions',
    });

    const website = await create({ ...trialPayload(plans['free-trial']!.package.id), company_details: { website: 'not a url' } });
    expect(website.body.errors['company_details.website']).toBe('Please enter a valid website URL');

    const missingPackage = await create(trialPayload('not-a-uuid'));
    expect(missingPackage.status).toBe(404);
    expect(missingPackage.body.message).toBe(packageNotFoundMessage('not-a-uuid'));
    const unknown = await create(trialPayload('00000000-0000-4000-8000-000000000000'));
    expect(unknown.status).toBe(404);

    const wrongKind = await create(trialPayload(packageId));
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.message).toBe(BILLING_MESSAGES.notATrialPackage);
    const trialAsPaid = await create(paidPayload(plans['free-trial']!.package.id, plans['free-trial']!.prices[0]!.id));
    expect(trialAsPaid.body.message).toBe(BILLING_MESSAGES.trialIsNotPaid);
    const foreignPrice = await create(paidPayload(packageId, priceOf('starter').priceId));
    expect(foreignPrice.status).toBe(400);
    expect(foreignPrice.body.message).toBe(BILLING_MESSAGES.priceNotFound);

    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/app/subscriptions/create',
      payload: '{',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
    });
    expect(badJson.statusCode).toBe(400);
    expect(
      (await call(t.app, 'POST', '/api/app/subscriptions/x/change', { token: owner.token, body: { package_id: 'x', price_id: 'y' } }))
        .status,
    ).toBe(404);
    expect((await call(t.app, 'GET', '/api/app/subscriptions/invoices/zzz/pdf', { token: owner.token })).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/app/subscriptions/invoices?page=0', { token: owner.token })).status).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/billing/sandbox/checkout/sbx_nope' })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/app/subscriptions/current')).status).toBe(401);
  });

  it('lets any member start the trial, but only billing managers (owner, admin) pay, change or cancel', async () => {
    const owner = await register();
    const member = newUser();
    const reg = await call(t.app, 'POST', '/api/auth/register', { body: member });
    expect(reg.status).toBe(201);
    await t.database.db.update(users).set({ role: 'member', companyId: owner.companyId }).where(eq(users.email, member.email));
    const login = await call(t.app, 'POST', '/api/auth/login', { body: { email: member.email, password: member.password } });
    const token = login.body.data.token;
    const { packageId, priceId } = priceOf('professional');
    const paidRefused = await call(t.app, 'POST', '/api/app/subscriptions/create', { token, body: paidPayload(packageId, priceId) });
    expect(paidRefused.status).toBe(403);
    await startTrial(t.app, token);
    expect((await current(owner.token)).is_trial).toBe(true);
    expect((await call(t.app, 'POST', '/api/app/subscriptions/cancel', { token, body: {} })).status).toBe(403);
    const seats = (await call(t.app, 'GET', '/api/app/subscriptions/usage', { token })).body.data.metrics.find(
      (m: { key: string }) => m.key === 'seats',
    );
    expect(seats.used).toBe(2);
  });
});
