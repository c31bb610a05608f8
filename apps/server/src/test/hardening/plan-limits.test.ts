import { and, eq } from 'drizzle-orm';
import { BILLING_MESSAGES, limitReachedMessage } from '@hiring/shared/billing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../features/billing/billing.table.ts';
import { jobPositions } from '../../features/job-positions/job-positions.table.ts';
import { billingGates, registerOwner } from '../accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../harness.ts';
import { call, trialPayload } from '../http.ts';

const job = {
  title: 'Senior Backend Engineer',
  job_description: 'Design, build and run the APIs behind our hiring platform.',
  requirements: 'Five years of Node.js. Deep PostgreSQL knowledge. Experience running services in production.',
  required_skills: ['Node.js', 'PostgreSQL', 'TypeScript'],
};

/** Requests sent at once; the probe used 20. */
const AT_ONCE = 20;

describe.each(dbTargets)('plan limits under concurrency on %s', (target) => {
  let t: TestApp;
  let trial: { package: { id: string; tier: string }; prices: { id: string }[]; limits: Record<string, number | null> };
  beforeAll(async () => {
    t = await createTestApp(target);
    const owner = await registerOwner(t, { trial: false });
    const packages = await call(t.app, 'GET', '/api/app/app-products/packages', { token: owner.token });
    trial = packages.body.data.find((p: typeof trial) => p.package.tier === 'trial');
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`creates exactly the trial's job positions when ${AT_ONCE} arrive at once, and 402 for the rest`, async (ctx) => {
    if (!billingGates(t)) ctx.skip();
    const limit = trial.limits.job_positions!;
    expect(limit).toBe(3);
    const { token, companyId } = await registerOwner(t);
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () => call(t.app, 'POST', '/api/app/job-positions', { token, body: job })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 402)).toHaveLength(AT_ONCE - limit);
    const refused = answers.find((a) => a.status === 402)!;
    expect(refused.body.message).toBe(limitReachedMessage('job_positions', limit));
    const rows = await t.database.db.select({ id: jobPositions.id }).from(jobPositions).where(eq(jobPositions.companyId, companyId));
    expect(rows).toHaveLength(limit);
  });

  it("does not make one company wait for, or count, another company's positions", async (ctx) => {
    if (!billingGates(t)) ctx.skip();
    const a = await registerOwner(t);
    const b = await registerOwner(t);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => call(t.app, 'POST', '/api/app/job-positions', { token: i % 2 ? a.token : b.token, body: job })),
    );
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
  });

  it('starts the free trial once when two starts arrive at once', async (ctx) => {
    if (!billingGates(t)) ctx.skip();
    const { token, companyId } = await registerOwner(t, { trial: false });
    const body = trialPayload(trial.package.id, trial.prices[0]?.id);
    const answers = await Promise.all(
      Array.from({ length: 2 }, () => call(t.app, 'POST', '/api/app/subscriptions/create', { token, body })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe(BILLING_MESSAGES.trialAlreadyUsed);
    const rows = await t.database.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.companyId, companyId), eq(subscriptions.isTrial, true)));
    expect(rows).toHaveLength(1);
  });

  it(`starts one trial when ${AT_ONCE} starts arrive at once`, async (ctx) => {
    if (!billingGates(t)) ctx.skip();
    const { token } = await registerOwner(t, { trial: false });
    const body = trialPayload(trial.package.id, trial.prices[0]?.id);
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () => call(t.app, 'POST', '/api/app/subscriptions/create', { token, body })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(AT_ONCE - 1);
  });
});
