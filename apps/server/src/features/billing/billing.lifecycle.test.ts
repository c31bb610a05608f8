import { eq } from 'drizzle-orm';
import { BILLING_MESSAGES, RENEWAL_GRACE_MS } from '@hiring/shared/billing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_SIGNATURE_HEADER, type SandboxProcessor } from '../../billing/sandbox.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call, newUser, startTrial, trialPayload } from '../../test/http.ts';
import { addInterval } from './billing.service.ts';
import { billingDiscountCodes, billingProcessorEvents, subscriptions } from './billing.table.ts';

const DAY = 24 * 60 * 60 * 1000;

interface PlanEntry {
  package: { id: string; name: string };
  prices: { id: string; interval: string; frequency: string; amount_cents: number }[];
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

describe('addInterval', () => {
  it('keeps monthly renewals on the day billing started: Jan 31 -> Feb 28 -> Mar 31', () => {
    const jan31 = new Date('2027-01-31T10:00:00Z');
    const feb = addInterval(jan31, 'month', 1, 31);
    expect(feb.toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(addInterval(feb, 'month', 1, 31).toISOString()).toBe('2027-03-31T10:00:00.000Z');
    // Without the anchor the day drifts: the old behaviour, still what a single period does.
    expect(addInterval(feb, 'month', 1).toISOString()).toBe('2027-03-28T10:00:00.000Z');
    expect(addInterval(new Date('2028-02-29T00:00:00Z'), 'year', 1, 29).toISOString()).toBe('2029-02-28T00:00:00.000Z');
  });
});

describe.each(dbTargets)('billing lifecycle rules on %s', (target) => {
  let t: TestApp;
  let clock = Date.now();
  let plans: Record<string, PlanEntry>;

  beforeAll(async () => {
    t = await createTestApp(target, { READ_CACHE_MS: '60000' }, (app) => {
      app.get('/api/test/gated', { preHandler: app.authenticate }, async (request) => {
        await t.entitlements.requireActive(requireAuth(request).companyId ?? '');
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
    t.billing.now = () => new Date(clock);
  });

  async function register() {
    const res = await call(t.app, 'POST', '/api/auth/register', { body: newUser() });
    expect(res.status).toBe(201);
    return { token: res.body.data.token as string, companyId: res.body.data.user.company.id as string };
  }

  const priceOf = (name: string, interval: 'month' | 'year' = 'month') => {
    const plan = plans[name]!;
    const price = plan.prices.find((p) => p.interval === interval && p.frequency === 'recurring')!;
    return { packageId: plan.package.id, priceId: price.id, amountCents: price.amount_cents };
  };

  async function checkout(token: string, name = 'professional', extra: Record<string, unknown> = {}, interval: 'month' | 'year' = 'month') {
    const { packageId, priceId } = priceOf(name, interval);
    return call(t.app, 'POST', '/api/app/subscriptions/create', { token, body: paidPayload(packageId, priceId, extra) });
  }

  async function subscribe(token: string, name = 'professional', interval: 'month' | 'year' = 'month') {
    const created = await checkout(token, name, {}, interval);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const path = new URL(created.body.data.payment.checkout_url).pathname;
    const paid = await t.app.inject({
      method: 'POST',
      url: `${path}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    return created.body.data.subscription_id as string;
  }

  const current = async (token: string) => (await call(t.app, 'GET', '/api/app/subscriptions/current', { token })).body.data;
  const profile = async (token: string) => (await call(t.app, 'GET', '/api/app/profile', { token })).body.data.subscription;
  const gated = async (token: string) => (await call(t.app, 'GET', '/api/test/gated', { token })).status;

  async function webhook(body: Record<string, unknown>) {
    const sandbox = t.billing.processors.get('sandbox') as SandboxProcessor;
    const payload = JSON.stringify(body);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/sandbox',
      payload,
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: sandbox.sign(payload) },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.outcome as string;
  }

  it('shows a trial start and its cancellation in the profile at once, though the profile is cached', async () => {
    const owner = await register();
    expect(await profile(owner.token)).toMatchObject({ subscription_active: false, trial_eligible: true, status: null });
    const trial = await startTrial(t.app, owner.token);
    expect(await profile(owner.token)).toMatchObject({ subscription_active: true, is_trial: true, status: 'trialing' });

    // The cache is real: a change behind the service's back is not seen until the cache forgets it...
    await t.database.db.update(subscriptions).set({ status: 'expired' }).where(eq(subscriptions.id, trial.subscription_id));
    expect((await profile(owner.token)).status).toBe('trialing');
    await t.database.db.update(subscriptions).set({ status: 'trialing' }).where(eq(subscriptions.id, trial.subscription_id));

    // ...while a change through the service is seen on the next read.
    const cancel = await call(t.app, 'POST', '/api/app/subscriptions/cancel', { token: owner.token, body: {} });
    expect(cancel.status).toBe(200);
    expect(await profile(owner.token)).toMatchObject({
      subscription_active: false,
      trial_eligible: false,
      status: 'cancelled',
      is_trial: true,
      plan_name: 'Free Trial',
    });
    // Entitlements are never cached.
    expect(await gated(owner.token)).toBe(402);
  });

  it('reads the profile in one query: the current plan wins over a later abandoned checkout, and a used trial is remembered', async () => {
    const owner = await register();
    await startTrial(t.app, owner.token);
    await subscribe(owner.token, 'starter');
    // A later checkout left unpaid does not hide the plan.
    expect((await checkout(owner.token, 'business')).status).toBe(409);
    expect(await profile(owner.token)).toMatchObject({
      subscription_active: true,
      trial_eligible: false,
      status: 'active',
      is_trial: false,
      plan_name: 'Starter',
    });
  });

  const invoices = async (token: string) =>
    (await call(t.app, 'GET', '/api/app/subscriptions/invoices', { token })).body.data.items as {
      amount_cents: number;
      period_start: string;
      period_end: string;
      lines: { description: string; amount_cents: number }[];
    }[];

  it('charges an immediate upgrade now: the new plan for its own period less the unused old period, on one invoice', async () => {
    const owner = await register();
    const id = await subscribe(owner.token, 'starter');
    const before = await current(owner.token);
    const start = new Date(before.current_period_start).getTime();
    const end = new Date(before.current_period_end).getTime();
    // Half-way through the month.
    clock = start + (end - start) / 2;
    const starter = priceOf('starter');
    const pro = priceOf('professional', 'year');
    const res = await call(t.app, 'POST', `/api/app/subscriptions/${id}/change`, {
      token: owner.token,
      body: { package_id: pro.packageId, price_id: pro.priceId, effective: 'immediately' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const credit = Math.floor(starter.amountCents / 2);
    const after = res.body.data.subscription;
    expect(after).toMatchObject({ package_name: 'professional', interval: 'year', amount_cents: pro.amountCents, credit_cents: 0 });
    expect(after.current_period_start).toBe(new Date(clock).toISOString());
    expect(after.current_period_end).toBe(addInterval(new Date(clock), 'year', 1).toISOString());
    const [invoice] = await invoices(owner.token);
    expect(invoice!.amount_cents).toBe(pro.amountCents - credit);
    expect(invoice!.lines.map((l) => l.amount_cents)).toEqual([pro.amountCents, -credit]);
    expect(invoice!.lines[1]!.description).toBe('Unused time on Starter - Starter Monthly');
    // The invoice's PDF lists both lines.
    expect(
      (await call(t.app, 'GET', `/api/app/subscriptions/invoices/${(invoice as unknown as { id: string }).id}/pdf`, { token: owner.token }))
        .status,
    ).toBe(200);
  });

  it('moves Professional Annual to Business Monthly at once on a monthly period, keeping the surplus credit for renewals', async () => {
    const owner = await register();
    const id = await subscribe(owner.token, 'professional', 'year');
    const before = await current(owner.token);
    const start = new Date(before.current_period_start).getTime();
    const end = new Date(before.current_period_end).getTime();
    clock = start + (end - start) / 4;
    const annual = priceOf('professional', 'year');
    const business = priceOf('business');
    const res = await call(t.app, 'POST', `/api/app/subscriptions/${id}/change`, {
      token: owner.token,
      body: { package_id: business.packageId, price_id: business.priceId, effective: 'immediately' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const credit = Math.floor((annual.amountCents * 3) / 4);
    const carried = credit - business.amountCents;
    const after = res.body.data.subscription;
    // Not the annual period any more: a monthly plan renews monthly.
    expect(after).toMatchObject({ package_name: 'business', interval: 'month', amount_cents: business.amountCents, credit_cents: carried });
    expect(after.current_period_end).toBe(addInterval(new Date(clock), 'month', 1).toISOString());
    const [invoice] = await invoices(owner.token);
    expect(invoice!.amount_cents).toBe(0);
    expect(invoice!.lines.map((l) => l.amount_cents)).toEqual([business.amountCents, -credit, carried]);

    // The next renewal is paid from the credit first.
    clock = new Date(after.current_period_end).getTime() + 1000;
    await t.jobs.runDue({ now: new Date(clock) });
    const renewed = await current(owner.token);
    expect(renewed.credit_cents).toBe(Math.max(0, carried - business.amountCents));
    const [renewal] = await invoices(owner.token);
    expect(renewal!.amount_cents).toBe(Math.max(0, business.amountCents - carried));
    expect(renewal!.lines.map((l) => l.amount_cents)).toEqual([business.amountCents, -Math.min(carried, business.amountCents)]);
  });

  it('returns from the sandbox checkout to the origin it started from when the app allows it, else to APP_URL', async () => {
    const { packageId, priceId } = priceOf('professional');
    const start = async (headers: Record<string, string>) => {
      const owner = await register();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/app/subscriptions/create',
        headers: { authorization: `Bearer ${owner.token}`, ...headers },
        payload: paidPayload(packageId, priceId),
      });
      expect(res.statusCode).toBe(201);
      const url = new URL(res.json().data.payment.checkout_url as string);
      const page = await t.app.inject({ method: 'GET', url: url.pathname });
      const paid = await t.app.inject({
        method: 'POST',
        url: `${url.pathname}/pay`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      return {
        checkout: url.origin,
        cancel: /href="([^"]+checkout=cancelled[^"]*)"/.exec(page.body)?.[1],
        back: String(paid.headers.location),
      };
    };

    // Opened on 127.0.0.1 while APP_URL says localhost: the same server, so it comes back there.
    const loopback = await start({ host: '127.0.0.1:8082', origin: 'http://127.0.0.1:8082' });
    expect(loopback.checkout).toBe('http://127.0.0.1:8082');
    expect(loopback.back).toMatch(/^http:\/\/127\.0\.0\.1:8082\/billing\/subscription\/create\/completed\?checkout=success/);
    expect(loopback.cancel).toMatch(/^http:\/\/127\.0\.0\.1:8082\/billing\/subscription\?checkout=cancelled/);

    // Another site's origin is never a return address.
    const foreign = await start({ host: 'localhost:8082', origin: 'https://evil.example' });
    expect(foreign.checkout).toBe('http://localhost:8082');
    expect(foreign.back).toMatch(/^http:\/\/localhost:8082\/billing\/subscription\/create\/completed/);
  });

  it('tells the profile that a cancelled plan ends at its period end instead of renewing', async () => {
    const owner = await register();
    await subscribe(owner.token, 'starter');
    expect(await profile(owner.token)).toMatchObject({ subscription_active: true, cancel_at_period_end: false });
    const res = await call(t.app, 'POST', '/api/app/subscriptions/cancel', { token: owner.token, body: {} });
    expect(res.status).toBe(200);
    const after = await profile(owner.token);
    expect(after).toMatchObject({ subscription_active: true, status: 'active', cancel_at_period_end: true });
    expect(after.current_period_end).toBe(res.body.data.subscription.current_period_end);
  });

  it("changes the card on the processor's own page: the sandbox's test page puts a new card on file", async () => {
    const owner = await register();
    const id = await subscribe(owner.token, 'starter');
    expect((await current(owner.token)).payment_method).toMatchObject({ brand: 'visa', last4: '4242' });
    const res = await call(t.app, 'POST', `/api/app/subscriptions/${id}/payment-method`, { token: owner.token, body: {} });
    expect(res.status).toBe(200);
    const url = new URL(res.body.data.url);
    expect(url.pathname).toMatch(/^\/api\/billing\/sandbox\/payment-method\/sbx_/);
    const page = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('VISA ending 4242');
    const done = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}/update`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('http://localhost:8082/billing/subscription?payment_method=updated');
    expect((await current(owner.token)).payment_method).toMatchObject({ brand: 'mastercard', last4: '4444' });

    // A trial has no card to change; another company's subscription is not found.
    const trialOwner = await register();
    const trial = await startTrial(t.app, trialOwner.token);
    const refused = await call(t.app, 'POST', `/api/app/subscriptions/${trial.subscription_id}/payment-method`, {
      token: trialOwner.token,
      body: {},
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(BILLING_MESSAGES.paymentMethodNotUpdatable);
    expect((await call(t.app, 'POST', `/api/app/subscriptions/${id}/payment-method`, { token: trialOwner.token, body: {} })).status).toBe(
      404,
    );
  });

  it('refuses an immediate move to a cheaper plan and schedules it for the period end instead', async () => {
    const owner = await register();
    const id = await subscribe(owner.token, 'business');
    const starter = priceOf('starter');
    const now = await call(t.app, 'POST', `/api/app/subscriptions/${id}/change`, {
      token: owner.token,
      body: { package_id: starter.packageId, price_id: starter.priceId, effective: 'immediately' },
    });
    expect(now.status).toBe(409);
    expect(now.body.message).toBe(BILLING_MESSAGES.changeCheaperAtPeriodEnd);
    expect(await current(owner.token)).toMatchObject({ package_name: 'business' });
    const later = await call(t.app, 'POST', `/api/app/subscriptions/${id}/change`, {
      token: owner.token,
      body: { package_id: starter.packageId, price_id: starter.priceId, effective: 'period_end' },
    });
    expect(later.status).toBe(200);
    expect(later.body.data.change.effective_at).toBe(later.body.data.subscription.current_period_end);
  });

  it('applies a scheduled change by its own effective time, even after a renewal moved the period end on', async () => {
    const owner = await register();
    const id = await subscribe(owner.token, 'starter');
    const business = priceOf('business');
    const scheduled = await call(t.app, 'POST', `/api/app/subscriptions/${id}/change`, {
      token: owner.token,
      body: { package_id: business.packageId, price_id: business.priceId, effective: 'period_end' },
    });
    expect(scheduled.status).toBe(200);
    const effectiveAt = new Date(scheduled.body.data.change.effective_at).getTime();

    // The processor renews first: its status event moves the period end a month on.
    expect(
      await webhook({
        id: `evt_renew_${id}`,
        subscription_id: id,
        status: 'active',
        period_start: new Date(effectiveAt).toISOString(),
        period_end: new Date(effectiveAt + 30 * DAY).toISOString(),
      }),
    ).toBe('applied');
    clock = effectiveAt + 1000;
    await t.billing.sweep();
    expect(await current(owner.token)).toMatchObject({ package_name: 'business', status: 'active' });
    const changes = (await call(t.app, 'GET', '/api/app/subscriptions/changes', { token: owner.token })).body.data;
    expect(changes[0]).toMatchObject({ status: 'applied', to_package_name: 'business' });
  });

  it('applies a due scheduled change with the renewal payment that arrives for it', async () => {
    const owner = await register();
    const id = await subscribe(owner.token, 'starter');
    const business = priceOf('business');
    const scheduled = await call(t.app, 'POST', `/api/app/subscriptions/${id}/change`, {
      token: owner.token,
      body: { package_id: business.packageId, price_id: business.priceId },
    });
    const effectiveAt = new Date(scheduled.body.data.change.effective_at);
    clock = effectiveAt.getTime() + 1000;
    const outcome = await webhook({
      id: `evt_renewal_paid_${id}`,
      subscription_id: id,
      status: 'active',
      period_start: effectiveAt.toISOString(),
      period_end: new Date(effectiveAt.getTime() + 30 * DAY).toISOString(),
      payment: { id: `pay_renewal_${id}`, amount_cents: business.amountCents, currency: 'usd', paid_at: effectiveAt.toISOString() },
    });
    expect(outcome).toBe('applied');
    expect(await current(owner.token)).toMatchObject({ package_name: 'business', amount_cents: business.amountCents });
    const invoices = (await call(t.app, 'GET', '/api/app/subscriptions/invoices', { token: owner.token })).body.data.items;
    expect(invoices[0]).toMatchObject({ package_display_name: 'Business', amount_cents: business.amountCents });
  });

  it('ignores a status event older than the last one applied (webhooks out of order)', async () => {
    const owner = await register();
    const id = await subscribe(owner.token);
    const t1 = new Date(clock + 1000).toISOString();
    const t2 = new Date(clock + 2000).toISOString();
    expect(await webhook({ id: `evt_new_${id}`, subscription_id: id, status: 'past_due', occurred_at: t2 })).toBe('applied');
    expect(await webhook({ id: `evt_old_${id}`, subscription_id: id, status: 'active', occurred_at: t1 })).toBe('ignored');
    expect((await current(owner.token)).status).toBe('past_due');
    const [event] = await t.database.db
      .select()
      .from(billingProcessorEvents)
      .where(eq(billingProcessorEvents.eventId, `evt_old_${id}`));
    expect(event?.outcome).toBe('stale');
    // A newer one still applies.
    const t3 = new Date(clock + 3000).toISOString();
    expect(await webhook({ id: `evt_newer_${id}`, subscription_id: id, status: 'active', occurred_at: t3 })).toBe('applied');
    expect((await current(owner.token)).status).toBe('active');
  });

  it('records a late payment for an abandoned checkout without bringing it back', async () => {
    const owner = await register();
    const first = await checkout(owner.token, 'starter');
    // A second checkout abandons the first.
    const second = await checkout(owner.token, 'business');
    expect(second.status).toBe(201);
    const abandoned = first.body.data.subscription_id as string;
    const outcome = await webhook({
      id: `evt_late_${abandoned}`,
      subscription_id: abandoned,
      status: 'active',
      payment: { id: `pay_late_${abandoned}`, amount_cents: 4900, currency: 'usd', paid_at: new Date(clock).toISOString() },
    });
    expect(outcome).toBe('applied');
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, abandoned));
    expect(row?.status).toBe('incomplete');
    expect(await current(owner.token)).toBeNull();
    expect(await gated(owner.token)).toBe(402);
    const [event] = await t.database.db
      .select()
      .from(billingProcessorEvents)
      .where(eq(billingProcessorEvents.eventId, `evt_late_${abandoned}`));
    expect(event?.outcome).toBe('flagged');
    // The money is on record, for a refund.
    expect((await call(t.app, 'GET', '/api/app/subscriptions/invoices', { token: owner.token })).body.data.total_count).toBe(1);
    // A status event cannot revive it either.
    expect(await webhook({ id: `evt_late_status_${abandoned}`, subscription_id: abandoned, status: 'active' })).toBe('ignored');
  });

  it('keeps a recurring plan for the grace days after its period end without a renewal, then locks it', async () => {
    const owner = await register();
    await subscribe(owner.token);
    const periodEnd = new Date((await current(owner.token)).current_period_end).getTime();
    clock = periodEnd + RENEWAL_GRACE_MS - 60_000;
    expect(await gated(owner.token)).toBe(200);
    clock = periodEnd + RENEWAL_GRACE_MS + 1000;
    const res = await call(t.app, 'GET', '/api/test/gated', { token: owner.token });
    expect(res.status).toBe(402);
    expect(res.body.message).toBe(BILLING_MESSAGES.subscriptionInactive);
    expect((await profile(owner.token)).subscription_active).toBe(false);
  });

  it('reports usage without a plan as "no plan": no limits and no percentages, not 100% used', async () => {
    const owner = await register();
    const res = await call(t.app, 'GET', '/api/app/subscriptions/usage', { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.data.no_plan).toBe(true);
    for (const metric of res.body.data.metrics) {
      expect(metric).toMatchObject({ limit: null, remaining: null, percent: null });
    }
    await startTrial(t.app, owner.token);
    const withPlan = await call(t.app, 'GET', '/api/app/subscriptions/usage', { token: owner.token });
    expect(withPlan.body.data.no_plan).toBe(false);
    expect(withPlan.body.data.metrics.find((m: { key: string }) => m.key === 'seats')).toMatchObject({ limit: 3, percent: 33 });
  });

  it("gives a discount code's last redemption to one checkout only when two race for it", async () => {
    const code = `RACE${String(clock).slice(-6)}`;
    await t.database.db.insert(billingDiscountCodes).values({ code, description: 'one left', percentOff: 50, maxRedemptions: 1 });
    const [a, b] = await Promise.all([register(), register()]);
    const results = await Promise.all([
      checkout(a.token, 'starter', { discount_code: code }),
      checkout(b.token, 'starter', { discount_code: code }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(results.find((r) => r.status === 400)?.body.message).toBe(BILLING_MESSAGES.discountExpired);
    const [row] = await t.database.db.select().from(billingDiscountCodes).where(eq(billingDiscountCodes.code, code));
    expect(row?.redemptions).toBe(1);
  });
});
