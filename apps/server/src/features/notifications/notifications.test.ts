import { and, asc, eq, like } from 'drizzle-orm';
import { TRIAL_ENDING_NOTICE_DAYS } from '@hiring/shared/billing';
import { formatAmount } from '@hiring/shared/pricing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../../jobs/jobs.table.ts';
import { mailOutbox } from '../../mail/mail.table.ts';
import { registerMember, registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call, newUser, startTrial, strongPassword, trialPayload } from '../../test/http.ts';
import { createActiveJob, createLinks, takeInterview } from '../../test/interviews.ts';
import { users } from '../users/index.ts';

const DAY = 24 * 60 * 60 * 1000;
const APP = 'http://localhost:8082';
const FOOTER = `You receive this because email notifications are on for your account. To turn them off, go to Settings: ${APP}/settings`;

describe.each(dbTargets)('notification mails on %s', (target) => {
  let t: TestApp;
  let clock = Date.now();

  beforeAll(async () => {
    t = await createTestApp(target);
    t.billing.now = () => new Date(clock);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    clock = Date.now();
  });

  /** The notification mails written to an address (not its verification mail), oldest first, as the outbox holds them. */
  const mailsTo = async (email: string, subject?: string) =>
    t.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.toAddress, email),
          like(mailOutbox.textBody, `%${FOOTER}`),
          subject ? eq(mailOutbox.subject, subject) : undefined,
        ),
      )
      .orderBy(asc(mailOutbox.createdAt));
  const invitationTo = async (email: string) =>
    (
      await t.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, email), like(mailOutbox.subject, 'Join %')))
    )[0]!;

  const emailOf = async (token: string) => (await call(t.app, 'GET', '/api/app/profile', { token })).body.data.user.email as string;
  const turnOffEmail = async (token: string) =>
    expect((await call(t.app, 'PATCH', '/api/app/profile', { token, body: { notifications: { email: false } } })).status).toBe(200);
  const runSweep = async () => {
    await t.jobs.enqueue('billing.sweep', {});
    await t.jobs.runDue({ now: new Date(clock) });
  };

  /** An owner with a trial, an admin, a team lead, and an admin who turned email notifications off. */
  async function company() {
    const owner = await registerOwner(t);
    const admin = await registerMember(t, owner.companyId, 'admin');
    const lead = await registerMember(t, owner.companyId, 'team_lead');
    const quiet = await registerMember(t, owner.companyId, 'admin');
    await turnOffEmail(quiet);
    return { owner, admin: await emailOf(admin), lead: await emailOf(lead), quiet: await emailOf(quiet), leadToken: lead };
  }

  it('mails the billing team once, 3 days before the trial ends and when it has ended, with links to the plans and the settings', async () => {
    const c = await company();
    const sub = (await call(t.app, 'GET', '/api/app/subscriptions/current', { token: c.owner.token })).body.data;
    const ends = new Date(sub.current_period_end).getTime();

    clock = ends - TRIAL_ENDING_NOTICE_DAYS * DAY - 60_000;
    await t.jobs.runDue({ now: new Date(clock) });
    expect(await mailsTo(c.owner.email, 'Your free trial ends in 3 days')).toHaveLength(0);

    clock = ends - TRIAL_ENDING_NOTICE_DAYS * DAY + 60_000;
    await t.jobs.runDue({ now: new Date(clock) });
    await runSweep();
    const [ending, ...more] = await mailsTo(c.owner.email, 'Your free trial ends in 3 days');
    expect(more).toHaveLength(0);
    const endDate = new Date(ends).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    expect(ending!.textBody).toBe(
      [
        'Hi Ada,',
        '',
        `The free trial of Acme Hiring ends on ${endDate}.`,
        'Choose a plan before then to keep creating job listings and interviewing candidates. Nothing is charged unless you subscribe.',
        '',
        `Choose a plan: ${APP}/billing/subscription/plan`,
        '',
        FOOTER,
      ].join('\n'),
    );
    expect(await mailsTo(c.admin, 'Your free trial ends in 3 days')).toHaveLength(1);
    expect(await mailsTo(c.lead)).toHaveLength(0);
    expect(await mailsTo(c.quiet)).toHaveLength(0);

    clock = ends + 60_000;
    await t.jobs.runDue({ now: new Date(clock) });
    await runSweep();
    const ended = await mailsTo(c.owner.email, 'Your free trial has ended');
    expect(ended).toHaveLength(1);
    expect(ended[0]!.textBody).toContain(`The free trial of Acme Hiring ended on ${endDate}.`);
    expect(ended[0]!.textBody).toContain(`Choose a plan: ${APP}/billing/subscription/plan`);
    expect(await mailsTo(c.admin, 'Your free trial has ended')).toHaveLength(1);
    expect(await mailsTo(c.quiet)).toHaveLength(0);
  });

  it('sends the trial-ending mail from the sweep when its job was lost (a restart, a lost row), still once', async () => {
    const owner = await registerOwner(t);
    await t.database.db.delete(jobs).where(eq(jobs.type, 'billing.trial-reminder'));
    const sub = (await call(t.app, 'GET', '/api/app/subscriptions/current', { token: owner.token })).body.data;
    clock = new Date(sub.current_period_end).getTime() - DAY;
    await runSweep();
    await runSweep();
    expect(await mailsTo(owner.email, 'Your free trial ends in 3 days')).toHaveLength(1);
  });

  it('sends no trial mails for a trial that was cancelled', async () => {
    const owner = await registerOwner(t);
    const sub = (await call(t.app, 'GET', '/api/app/subscriptions/current', { token: owner.token })).body.data;
    expect((await call(t.app, 'POST', '/api/app/subscriptions/cancel', { token: owner.token, body: {} })).status).toBe(200);
    const cancelled = await mailsTo(owner.email, 'Your free trial has been cancelled');
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.textBody).toContain('Your free trial has been cancelled and has ended.');
    clock = new Date(sub.current_period_end).getTime() + DAY;
    await t.jobs.runDue({ now: new Date(clock) });
    await runSweep();
    expect(await mailsTo(owner.email)).toHaveLength(1);
  });

  it('mails a failed and a received payment, a cancellation with the date access ends, and a cancellation again after a resume', async () => {
    const c = await company();
    const packages = (await call(t.app, 'GET', '/api/app/app-products/packages', { token: c.owner.token })).body.data;
    const pro = packages.find((p: { package: { name: string } }) => p.package.name === 'professional');
    const price = pro.prices.find((p: { interval: string; frequency: string }) => p.interval === 'month' && p.frequency === 'recurring');
    const body = {
      ...trialPayload(pro.package.id),
      subscription_type: 'paid',
      price_id: price.id,
      billing_contact: { first_name: 'Ada', last_name: 'Lovelace', phone_number: '+1 555 0100', position: 'CTO' },
      billing_address: { line1: '1 Market St', city: 'San Francisco', state: 'CA', postal_code: '94105' },
      payment_info: {},
    };
    const checkout = async (action: 'pay' | 'fail') => {
      const created = await call(t.app, 'POST', '/api/app/subscriptions/create', { token: c.owner.token, body });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const path = new URL(created.body.data.payment.checkout_url).pathname;
      const res = await t.app.inject({
        method: 'POST',
        url: `${path}/${action}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(res.statusCode).toBe(303);
      // A second click on the same button is the same event: no second mail.
      await t.app.inject({
        method: 'POST',
        url: `${path}/${action}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
    };
    const amount = `$${price.amount}`;

    await checkout('fail');
    const failed = await mailsTo(c.owner.email, `Payment failed: ${amount} for Professional`);
    expect(failed).toHaveLength(1);
    expect(failed[0]!.textBody).toContain(`We could not take the payment of ${amount} for Professional.`);
    expect(failed[0]!.textBody).toContain(`Open billing: ${APP}/billing/subscription`);
    expect(await mailsTo(c.admin, `Payment failed: ${amount} for Professional`)).toHaveLength(1);

    await checkout('pay');
    const received = await mailsTo(c.owner.email, `Payment received: ${amount} for Professional`);
    expect(received).toHaveLength(1);
    expect(received[0]!.textBody).toMatch(
      new RegExp(`We received your payment of \\${amount} for Professional, for \\w+ \\d+, \\d{4} to \\w+ \\d+, \\d{4}\\. Thank you\\.`),
    );
    expect(received[0]!.textBody).toContain(`View billing history: ${APP}/billing/subscription/history`);
    expect(received[0]!.textBody).toContain(FOOTER);
    expect(await mailsTo(c.lead)).toHaveLength(0);
    expect(await mailsTo(c.quiet)).toHaveLength(0);

    const cancel = await call(t.app, 'POST', '/api/app/subscriptions/cancel', { token: c.owner.token, body: {} });
    const until = new Date(cancel.body.data.subscription.current_period_end).toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    const subject = 'Your Professional subscription has been cancelled';
    const cancelled = await mailsTo(c.owner.email, subject);
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.textBody).toContain(
      `Your Professional subscription has been cancelled. It stays active until ${until} and will not renew.`,
    );
    expect(cancelled[0]!.textBody).toContain('Changed your mind? Resume the subscription on the billing page before then.');
    expect((await call(t.app, 'POST', '/api/app/subscriptions/resume', { token: c.owner.token, body: {} })).status).toBe(200);
    clock += 1000;
    expect((await call(t.app, 'POST', '/api/app/subscriptions/cancel', { token: c.owner.token, body: {} })).status).toBe(200);
    expect(await mailsTo(c.owner.email, subject)).toHaveLength(2);
    expect(await mailsTo(c.admin, subject)).toHaveLength(2);
  });

  it('mails the renewal payment of a sandbox subscription, once per period', async () => {
    const owner = await registerOwner(t, { trial: false });
    const packages = (await call(t.app, 'GET', '/api/app/app-products/packages', { token: owner.token })).body.data;
    const starter = packages.find((p: { package: { name: string } }) => p.package.name === 'starter');
    const price = starter.prices.find(
      (p: { interval: string; frequency: string }) => p.interval === 'month' && p.frequency === 'recurring',
    );
    const created = await call(t.app, 'POST', '/api/app/subscriptions/create', {
      token: owner.token,
      body: {
        ...trialPayload(starter.package.id),
        subscription_type: 'paid',
        price_id: price.id,
        billing_contact: { first_name: 'Ada', last_name: 'Lovelace', phone_number: '+1 555 0100', position: 'CTO' },
        billing_address: { line1: '1 Market St', city: 'San Francisco', state: 'CA', postal_code: '94105' },
        payment_info: {},
      },
    });
    const path = new URL(created.body.data.payment.checkout_url).pathname;
    await t.app.inject({
      method: 'POST',
      url: `${path}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    const sub = (await call(t.app, 'GET', '/api/app/subscriptions/current', { token: owner.token })).body.data;
    clock = new Date(sub.current_period_end).getTime() + 1000;
    await t.jobs.runDue({ now: new Date(clock) });
    await runSweep();
    expect(await mailsTo(owner.email, `Payment received: $${price.amount} for Starter`)).toHaveLength(2);
  });

  /** The package and price of a plan, paid by the month or the year. */
  const priceOf = async (token: string, name: string, interval: 'month' | 'year') => {
    const packages = (await call(t.app, 'GET', '/api/app/app-products/packages', { token })).body.data;
    const pkg = packages.find((p: { package: { name: string } }) => p.package.name === name);
    const price = pkg.prices.find((p: { interval: string; frequency: string }) => p.interval === interval && p.frequency === 'recurring');
    return { package_id: pkg.package.id as string, price_id: price.id as string };
  };

  /** The company's Starter plan paid through the sandbox checkout, then moved to Business monthly at once, 10 days in. */
  async function upgradeImmediately(token: string, starterInterval: 'month' | 'year') {
    const starter = await priceOf(token, 'starter', starterInterval);
    const created = await call(t.app, 'POST', '/api/app/subscriptions/create', {
      token,
      body: {
        ...trialPayload(starter.package_id),
        subscription_type: 'paid',
        price_id: starter.price_id,
        billing_contact: { first_name: 'Ada', last_name: 'Lovelace', phone_number: '+1 555 0100', position: 'CTO' },
        billing_address: { line1: '1 Market St', city: 'San Francisco', state: 'CA', postal_code: '94105' },
        payment_info: {},
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const path = new URL(created.body.data.payment.checkout_url).pathname;
    await t.app.inject({
      method: 'POST',
      url: `${path}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    const sub = (await call(t.app, 'GET', '/api/app/subscriptions/current', { token })).body.data;
    clock = new Date(sub.current_period_start).getTime() + 10 * DAY;
    const body = { ...(await priceOf(token, 'business', 'month')), effective: 'immediately' };
    const changed = await call(t.app, 'POST', `/api/app/subscriptions/${sub.id}/change`, { token, body });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const [invoice] = (await call(t.app, 'GET', '/api/app/subscriptions/invoices', { token })).body.data.items;
    return invoice as { amount_cents: number; status: string };
  }

  it("mails the charge of an immediate plan change to the billing team, respecting each one's setting", async () => {
    const c = await company();
    const invoice = await upgradeImmediately(c.owner.token, 'month');
    const amount = formatAmount(invoice.amount_cents / 100);
    const subject = `Payment received: ${amount} for Business`;
    const received = await mailsTo(c.owner.email, subject);
    expect(received, (await mailsTo(c.owner.email)).map((m) => m.subject).join(' | ')).toHaveLength(1);
    expect(received[0]!.textBody).toContain(`We received your payment of ${amount} for Business`);
    expect(await mailsTo(c.admin, subject)).toHaveLength(1);
    expect(await mailsTo(c.quiet)).toHaveLength(0);
    expect(await mailsTo(c.lead)).toHaveLength(0);
  });

  it("mails no payment for an immediate change the old plan's unused time pays in full (nothing was charged)", async () => {
    const c = await company();
    // Ten days into a year of Starter, its unused part is worth more than a month of Business.
    const invoice = await upgradeImmediately(c.owner.token, 'year');
    expect([invoice.amount_cents, invoice.status]).toEqual([0, 'paid']);
    const subjects = (await mailsTo(c.owner.email)).map((m) => m.subject);
    expect(subjects.filter((s) => s.startsWith('Payment received:'))).toEqual([expect.stringMatching(/ for Starter$/)]);
    expect(subjects.filter((s) => s.includes('Business'))).toEqual([]);
  });

  it('tells the inviter, and only the inviter, that their invitation was accepted', async () => {
    const owner = await registerOwner(t);
    const other = await registerMember(t, owner.companyId, 'admin');
    const email = `grace.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const sent = await call(t.app, 'POST', '/api/admin/org/employee/invite', { token: owner.token, body: { email, role_id: 'manager' } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const link = /https?:\/\/\S+/.exec((await invitationTo(email)).textBody)![0];
    const token = decodeURIComponent(link.split('/auth/accept-invite/')[1]!);
    const joined = await call(t.app, 'POST', `/api/auth/invites/${token}/register`, {
      body: { firstName: 'Grace', lastName: 'Hopper', password: strongPassword },
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    const [mail, ...more] = await mailsTo(owner.email);
    expect(more.filter((m) => m.subject.includes('joined'))).toHaveLength(0);
    expect(mail!.subject).toBe('Grace Hopper joined Acme Hiring');
    expect(mail!.textBody).toBe(
      [
        'Hi Ada,',
        '',
        `Grace Hopper (${email}) accepted your invitation and joined Acme Hiring as Manager.`,
        '',
        `View your team: ${APP}/profile/team`,
        '',
        FOOTER,
      ].join('\n'),
    );
    expect(await mailsTo(await emailOf(other))).toHaveLength(0);
  });

  it('tells an inviter who signed in elsewhere too, unless they turned email notifications off', async () => {
    const owner = await registerOwner(t);
    await turnOffEmail(owner.token);
    const person = newUser();
    await call(t.app, 'POST', '/api/auth/register', { body: person });
    const sent = await call(t.app, 'POST', '/api/admin/org/employee/invite', {
      token: owner.token,
      body: { email: person.email, role_id: 'member' },
    });
    expect(sent.status).toBe(201);
    const link = /https?:\/\/\S+/.exec((await invitationTo(person.email)).textBody)![0];
    const token = decodeURIComponent(link.split('/auth/accept-invite/')[1]!);
    const login = await call(t.app, 'POST', '/api/auth/login', { body: { email: person.email, password: person.password } });
    const accepted = await call(t.app, 'POST', `/api/app/invites/${token}/accept`, { token: login.body.data.token });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(await mailsTo(owner.email)).toHaveLength(0);
  });

  it("mails the position's team when an interview is completed and scored, without the score, once", async () => {
    const c = await company();
    const member = await registerMember(t, c.owner.companyId, 'member');
    const jobId = await createActiveJob(t, c.owner.token, 'Platform Engineer');
    const [link] = await createLinks(t, c.owner.token, jobId, [{ name: 'Alan Turing', email: 'alan@example.com' }]);
    await takeInterview(t, link!.token);
    await t.jobs.runDue();
    await t.jobs.runDue();
    const subject = 'Interview completed: Alan Turing for Platform Engineer';
    const toLead = await mailsTo(c.lead, subject);
    expect(toLead).toHaveLength(1);
    expect(toLead[0]!.textBody).toBe(
      [
        'Hi Ada,',
        '',
        'Alan Turing completed the interview for Platform Engineer, and the answers have been scored.',
        'Open the result to review it.',
        '',
        `Review the interview: ${APP}/interviews/${link!.id}`,
        '',
        FOOTER,
      ].join('\n'),
    );
    expect(await mailsTo(c.owner.email, subject)).toHaveLength(1);
    expect(await mailsTo(c.admin, subject)).toHaveLength(1);
    expect(await mailsTo(c.quiet, subject)).toHaveLength(0);
    expect(await mailsTo(await emailOf(member), subject)).toHaveLength(0);

    // Turned off in the settings: the next interview reaches the others, not them.
    await call(t.app, 'PATCH', '/api/app/profile', { token: c.leadToken, body: { notifications: { email: false } } });
    const [second] = await createLinks(t, c.owner.token, jobId, [{ name: 'Barbara Liskov', email: 'barbara@example.com' }]);
    await takeInterview(t, second!.token);
    await t.jobs.runDue();
    expect(await mailsTo(c.lead, 'Interview completed: Barbara Liskov for Platform Engineer')).toHaveLength(0);
    expect(await mailsTo(c.owner.email, 'Interview completed: Barbara Liskov for Platform Engineer')).toHaveLength(1);
  });

  it('leaves deactivated members out', async () => {
    const owner = await registerOwner(t, { trial: false });
    const admin = await registerMember(t, owner.companyId, 'admin');
    const adminEmail = await emailOf(admin);
    await t.database.db.update(users).set({ status: 'inactive' }).where(eq(users.email, adminEmail));
    await startTrial(t.app, owner.token);
    expect((await call(t.app, 'POST', '/api/app/subscriptions/cancel', { token: owner.token, body: {} })).status).toBe(200);
    expect(await mailsTo(owner.email, 'Your free trial has been cancelled')).toHaveLength(1);
    expect(await mailsTo(adminEmail)).toHaveLength(0);
  });
});
