import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { createActiveJob } from '../../test/interviews.ts';
import { jobPositionStatusHistory } from './job-positions.table.ts';
import { markInterviewing, positionForInterviews, recordInterviewCount } from './position-lifecycle.ts';

describe.each(dbTargets)("a position's lifecycle as other features change it, on %s", (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('moves an Active position to Interviewing once, with one history entry, and leaves any other status alone', async () => {
    const { token, companyId } = await registerOwner(t);
    const id = await createActiveJob(t, token);
    const first = await t.database.db.transaction((tx) => markInterviewing(tx, companyId, id, null, 'A candidate started an interview'));
    const second = await t.database.db.transaction((tx) => markInterviewing(tx, companyId, id, null, 'A candidate started an interview'));
    expect([first, second]).toEqual([true, false]);
    const job = (await call(t.app, 'GET', `/api/app/job-positions/${id}`, { token })).body.data;
    expect(job.status).toBe('interviewing');
    const entries = await t.database.db.select().from(jobPositionStatusHistory).where(eq(jobPositionStatusHistory.jobPositionId, id));
    expect(entries.filter((e) => e.toStatus === 'interviewing')).toEqual([
      expect.objectContaining({ fromStatus: 'active', changedBy: null, reason: 'A candidate started an interview' }),
    ]);
  });

  it("reads and counts only the company's own position", async () => {
    const owner = await registerOwner(t);
    const stranger = await registerOwner(t);
    const id = await createActiveJob(t, owner.token);
    expect((await positionForInterviews(t.database.db, owner.companyId, id))?.id).toBe(id);
    expect(await positionForInterviews(t.database.db, stranger.companyId, id)).toBeUndefined();
    expect(await positionForInterviews(t.database.db, owner.companyId, 'not-a-uuid')).toBeUndefined();
    await t.database.db.transaction((tx) => recordInterviewCount(tx, stranger.companyId, id, 9));
    await t.database.db.transaction((tx) => recordInterviewCount(tx, owner.companyId, id, 3));
    expect((await positionForInterviews(t.database.db, owner.companyId, id))?.interviewCount).toBe(3);
  });
});
