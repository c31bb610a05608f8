import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccess, findCurrentSubscription } from './features/billing/billing.repository.ts';
import { findLimits } from './features/billing/catalogue.repository.ts';
import { findSessionWithAccess, findSessionWithPosition } from './features/job-positions/position-reads.repository.ts';
import { registerOwner, sessionIdOf } from './test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from './test/harness.ts';
import { call, startTrial } from './test/http.ts';

/**
 * The access row read with the session (decision 465) is the row the gate reads by itself, in
 * every state a company's subscription can be in, for a limit and for none; and the session and
 * position beside it are those session_job_position gives.
 */
describe.each(dbTargets)('access read with the session on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function expectSameAsApart(token: string, userId: string, companyId: string, positionId: string | null) {
    const { db } = t.database;
    const sessionId = sessionIdOf(token);
    for (const limitKey of ['job_positions', 'seats', null] as const) {
      const found = await findSessionWithAccess(db, sessionId, userId, positionId, limitKey);
      // What the gate's own statement reads, and what the full view and the plan's limits say.
      expect(found?.access).toEqual((await findAccess(db, companyId, limitKey)) ?? null);
      const view = await findCurrentSubscription(db, companyId);
      expect(found?.access).toEqual(
        view
          ? {
              sub: {
                status: view.sub.status,
                isTrial: view.sub.isTrial,
                trialEndsAt: view.sub.trialEndsAt,
                currentPeriodEnd: view.sub.currentPeriodEnd,
              },
              price: { frequency: view.price.frequency },
              limit: limitKey ? (await findLimits(db, view.pkg.id))[limitKey] : null,
            }
          : null,
      );
      const apart = await findSessionWithPosition(db, sessionId, userId, positionId ?? '');
      expect({ account: found?.account, position: found?.position }).toEqual(apart);
    }
  }

  it('gives the access row the gate reads, with no subscription, a trial, an expired trial and a plan without a limit', async () => {
    const { db } = t.database;
    const owner = await registerOwner(t, { trial: false });
    await expectSameAsApart(owner.token, owner.userId, owner.companyId, null);
    expect((await findSessionWithAccess(db, sessionIdOf(owner.token), owner.userId, null, 'job_positions'))?.access).toBeNull();

    await startTrial(t.app, owner.token);
    const created = await call(t.app, 'POST', '/api/app/job-positions', {
      token: owner.token,
      body: {
        title: 'Site Reliability Engineer',
        job_description: 'Keep the services up and the pages quiet.',
        requirements: 'Linux, PostgreSQL and calm incident reviews.',
        required_skills: ['Linux'],
      },
    });
    expect(created.status).toBe(201);
    const positionId = created.body.data.id as string;
    await expectSameAsApart(owner.token, owner.userId, owner.companyId, null);
    await expectSameAsApart(owner.token, owner.userId, owner.companyId, positionId);
    const trial = await findSessionWithAccess(db, sessionIdOf(owner.token), owner.userId, positionId, 'job_positions');
    expect(trial?.access).toMatchObject({ sub: { status: 'trialing', isTrial: true }, limit: 3 });
    expect(trial?.position?.id).toBe(positionId);

    // A trial past its end that the expiry job has not reached yet: the row still reads trialing.
    await db.execute(sql`update subscriptions set trial_ends_at = now() - interval '1 day' where company_id = ${owner.companyId}`);
    await expectSameAsApart(owner.token, owner.userId, owner.companyId, positionId);

    await db.execute(
      sql`update subscriptions set package_id = (select id from billing_packages where tier = 'business'), trial_ends_at = now() + interval '1 day' where company_id = ${owner.companyId}`,
    );
    await expectSameAsApart(owner.token, owner.userId, owner.companyId, positionId);
    expect((await findSessionWithAccess(db, sessionIdOf(owner.token), owner.userId, null, 'job_positions'))?.access?.limit).toBeNull();

    await db.execute(sql`update subscriptions set status = 'expired' where company_id = ${owner.companyId}`);
    await expectSameAsApart(owner.token, owner.userId, owner.companyId, positionId);
    expect((await findSessionWithAccess(db, sessionIdOf(owner.token), owner.userId, positionId, null))?.access).toBeNull();
  });

  it("reads no other company's position, nothing for a malformed id, and no session once it is revoked", async () => {
    const { db } = t.database;
    const mine = await registerOwner(t);
    const theirs = await registerOwner(t);
    const created = await call(t.app, 'POST', '/api/app/job-positions', {
      token: theirs.token,
      body: {
        title: 'Data Engineer',
        job_description: 'Design the pipelines that move hiring data between services.',
        requirements: 'Python, SQL and a calm approach to on-call.',
        required_skills: ['Python'],
      },
    });
    const foreign = created.body.data.id as string;
    const found = await findSessionWithAccess(db, sessionIdOf(mine.token), mine.userId, foreign, null);
    expect(found?.position).toBeNull();
    expect(found?.access?.sub.status).toBe('trialing');
    expect((await findSessionWithAccess(db, sessionIdOf(mine.token), mine.userId, 'not-a-uuid', null))?.position).toBeNull();
    // Someone else's session id with my user id is no session.
    expect(await findSessionWithAccess(db, sessionIdOf(theirs.token), mine.userId, null, null)).toBeUndefined();
    await call(t.app, 'POST', '/api/auth/logout', { token: mine.token, body: {} });
    expect(await findSessionWithAccess(db, sessionIdOf(mine.token), mine.userId, null, null)).toBeUndefined();
  });
});
