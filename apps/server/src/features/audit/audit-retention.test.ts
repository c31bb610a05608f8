import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { AUDIT_LIMITS } from '@hiring/shared/audit';
import { INTERVIEW_LIMITS } from '@hiring/shared/interviews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { RETENTION_SWEEP_JOB } from '../interviews/index.ts';
import { auditEvents } from './audit.table.ts';
import { seedEvents } from './audit.test-steps.ts';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number, now: number) => new Date(now - n * DAY);

/** The log outlives the interview's retention by AUDIT_LIMITS.keepDaysBeyondRetention days (decision 665). */
describe.each(dbTargets)('how long the decision log is kept, on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });
  const idsOf = async (companyId: string) =>
    new Set((await t.database.db.select().from(auditEvents).where(eq(auditEvents.companyId, companyId))).map((e) => e.id));

  it('the retention sweep removes events only once they are older than the retention plus 183 days, an interview’s events together', async () => {
    expect(AUDIT_LIMITS.keepDaysBeyondRetention).toBe(183);
    const { token, companyId } = await registerOwner(t);
    expect(
      (await call(t.app, 'PUT', '/api/app/interviews/settings', { token, body: { retention_days: 30, contact_email: null } })).status,
    ).toBe(200);
    const keep = 30 + 183;
    const now = Date.now();
    const gone = randomUUID();
    const young = randomUUID();
    const mixed = randomUUID();
    const [goneA, goneB, youngA, mixedOld, mixedNew, looseOld, looseYoung] = await seedEvents(t, companyId, [
      { at: daysAgo(keep + 40, now), interviewId: gone },
      { at: daysAgo(keep + 1, now), interviewId: gone },
      { at: daysAgo(keep - 1, now), interviewId: young },
      // The invitation long ago, the last event recent: the interview's log stays whole.
      { at: daysAgo(keep + 90, now), interviewId: mixed },
      { at: daysAgo(10, now), interviewId: mixed },
      { at: daysAgo(keep + 1, now), interviewId: null },
      { at: daysAgo(keep - 1, now), interviewId: null },
    ]);
    // Another company, on the default retention: the same ages are within its keep.
    const other = await registerOwner(t);
    const [otherEvent] = await seedEvents(t, other.companyId, [{ at: daysAgo(keep + 40, now), interviewId: randomUUID() }]);
    expect(INTERVIEW_LIMITS.retentionDaysDefault + 183).toBeGreaterThan(keep + 40);

    await t.jobs.enqueue(RETENTION_SWEEP_JOB, {});
    await t.jobs.runDue();

    const left = await idsOf(companyId);
    expect(left.has(goneA!.id)).toBe(false);
    expect(left.has(goneB!.id)).toBe(false);
    expect(left.has(looseOld!.id)).toBe(false);
    for (const e of [youngA, mixedOld, mixedNew, looseYoung]) expect(left.has(e!.id)).toBe(true);
    expect((await idsOf(other.companyId)).has(otherEvent!.id)).toBe(true);
  });
});
