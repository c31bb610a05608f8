import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { createActiveJob } from '../../test/interviews.ts';
import { jobPositions, jobPositionStatusHistory } from './job-positions.table.ts';
import {
  companyPosition,
  markInterviewing,
  markQuestionsGenerationFailed,
  markQuestionsReady,
  positionForInterviews,
  recordGoalsChange,
  recordInterviewCount,
  startQuestionGeneration,
} from './position-lifecycle.ts';

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

  /** A company's position put in `status`, and readers of its row and of the history entries to `to` written since. */
  async function positionIn(status: string) {
    const { token, companyId } = await registerOwner(t);
    const id = await createActiveJob(t, token);
    await t.database.db.update(jobPositions).set({ status }).where(eq(jobPositions.id, id));
    const row = async () => (await companyPosition(t.database.db, companyId, id))!;
    const entries = () => t.database.db.select().from(jobPositionStatusHistory).where(eq(jobPositionStatusHistory.jobPositionId, id));
    // The entries written while the position was made active are not the ones under test.
    const before = new Set((await entries()).map((e) => e.id));
    const entriesTo = async (to: string) => (await entries()).filter((e) => !before.has(e.id) && e.toStatus === to);
    return { companyId, id, row, entriesTo };
  }

  it('starts question generation from the status the position was read in, once, with its history entry', async () => {
    const p = await positionIn('questions_generation_failed');
    await t.database.db.update(jobPositions).set({ failureReason: 'engine down' }).where(eq(jobPositions.id, p.id));
    const read = await p.row();
    const first = await t.database.db.transaction((tx) => startQuestionGeneration(tx, read, null, 'Question generation requested'));
    const second = await t.database.db.transaction((tx) => startQuestionGeneration(tx, read, null, 'Question generation requested'));
    expect(first).toMatchObject({ status: 'generating_questions', failureReason: null });
    expect(second).toBeUndefined();
    expect(await p.entriesTo('generating_questions')).toEqual([
      expect.objectContaining({ fromStatus: 'questions_generation_failed', reason: 'Question generation requested' }),
    ]);
  });

  it('marks questions ready only while the position is generating them', async () => {
    const p = await positionIn('generating_questions');
    const moves = [];
    for (let i = 0; i < 2; i++)
      moves.push(await t.database.db.transaction((tx) => markQuestionsReady(tx, p.companyId, p.id, '9 generated')));
    expect(moves).toEqual([true, false]);
    expect((await p.row()).status).toBe('questions_ready');
    expect(await p.entriesTo('questions_ready')).toEqual([
      expect.objectContaining({ fromStatus: 'generating_questions', changedBy: null, reason: '9 generated' }),
    ]);
  });

  it('marks question generation failed with its reason from the first listed status the position is in, and from no other', async () => {
    const p = await positionIn('generating_questions');
    const from = ['goals_confirmed', 'generating_questions'];
    expect(await t.database.db.transaction((tx) => markQuestionsGenerationFailed(tx, p.companyId, p.id, from, 'engine down'))).toBe(true);
    expect(await t.database.db.transaction((tx) => markQuestionsGenerationFailed(tx, p.companyId, p.id, from, 'again'))).toBe(false);
    expect(await p.row()).toMatchObject({ status: 'questions_generation_failed', failureReason: 'engine down' });
    expect(await p.entriesTo('questions_generation_failed')).toEqual([
      expect.objectContaining({ fromStatus: 'generating_questions', reason: 'engine down' }),
    ]);
  });

  it('moves the goals version while the status is as read, and a confirmation moves only a New or Draft position to goals_confirmed', async () => {
    const draft = await positionIn('draft');
    const read = await draft.row();
    const edited = await t.database.db.transaction((tx) => recordGoalsChange(tx, read));
    expect(edited).toMatchObject({ status: 'draft', goalsVersion: read.goalsVersion + 1 });
    const confirmed = await t.database.db.transaction((tx) =>
      recordGoalsChange(tx, edited!, { userId: null, reason: '3 goals confirmed' }),
    );
    expect(confirmed).toMatchObject({ status: 'goals_confirmed', goalsConfirmed: true, goalsVersion: read.goalsVersion + 2 });
    expect(await draft.entriesTo('goals_confirmed')).toEqual([
      expect.objectContaining({ fromStatus: 'draft', reason: '3 goals confirmed' }),
    ]);
    // Read before the status moved: nothing changes.
    expect(await t.database.db.transaction((tx) => recordGoalsChange(tx, read))).toBeUndefined();

    const ready = await positionIn('questions_ready');
    const readyRow = await ready.row();
    const again = await t.database.db.transaction((tx) => recordGoalsChange(tx, readyRow, { userId: null, reason: 'confirmed again' }));
    expect(again).toMatchObject({ status: 'questions_ready', goalsConfirmed: true });
    expect(await ready.entriesTo('goals_confirmed')).toEqual([]);
  });
});
