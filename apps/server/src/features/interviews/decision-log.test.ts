import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { reviewAiFirst } from '../../test/interviews.ts';
import { RETENTION_SWEEP_JOB } from './index.ts';
import { interviewAnswers, interviews } from './interviews.table.ts';
import { answerReviews } from './reviews.table.ts';
import { ANSWER, interviewSteps, pub } from './interviews.test-steps.ts';

type Event = {
  action: string;
  actor: { type: string; user_id: string | null; name: string | null };
  subject_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/** The events the decision log holds for each action the interviews feature takes (issue 38, item 7). */
describe.each(dbTargets)('decision log events on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });
  const { activeJob, oneLink, takeInterview } = interviewSteps(() => t);
  const logOf = async (token: string, id: string): Promise<Event[]> => {
    const res = await call(t.app, 'GET', `/api/app/audit-events?interview_id=${id}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.events;
  };
  const statuses = (events: Event[]) =>
    events.filter((e) => e.action === 'status_changed').map((e) => [e.before?.status ?? null, e.after?.status, e.actor.type]);

  it('logs the invitation, the start, the submit and every AI score with its engine, version and flags, without the answer text', async () => {
    const { token, userId } = await registerOwner(t);
    await reviewAiFirst(t.app, token);
    const { id, questions } = await activeJob(token);
    const link = await oneLink(token, id, 'Zelda Quartermain');
    await takeInterview(link.token);
    await t.jobs.runDue();
    const events = await logOf(token, link.id);
    expect(statuses(events)).toEqual([
      [null, 'invited', 'user'],
      ['invited', 'started', 'system'],
      ['started', 'completed', 'system'],
    ]);
    const invited = events.find((e) => e.after?.status === 'invited')!;
    expect(invited.actor.user_id).toBe(userId);
    expect(invited.actor.name).toEqual(expect.any(String));
    expect(events.filter((e) => e.after?.by === 'candidate')).toHaveLength(2);
    const scored = events.filter((e) => e.action === 'ai_scored');
    const firstScores = scored.filter((e) => e.after?.reason !== 'duplicate_answer');
    expect(firstScores.map((e) => e.subject_id).sort()).toEqual(questions.map((q) => q.id).sort());
    for (const e of scored) expect(e.actor).toEqual({ type: 'ai', user_id: null, name: null });
    for (const e of firstScores) {
      expect(e.after).toMatchObject({
        engine: 'builtin',
        model: expect.any(String),
        version: expect.any(String),
        flags: expect.any(Array),
      });
      expect(e.after?.score === null || typeof e.after?.score === 'number').toBe(true);
    }
    // The same answer pasted into every question is capped where it fits worse: logged before → after.
    const capped = scored.filter((e) => e.after?.reason === 'duplicate_answer');
    expect(capped.length).toBe(questions.length - 1);
    for (const e of capped) {
      expect(e.before).toMatchObject({ score: expect.any(Number) });
      expect(e.after?.flags).toContain('duplicate_answer');
    }
    const detail = (await call(t.app, 'GET', `/api/app/interviews/${link.id}`, { token })).body.data;
    for (const a of detail.answers) {
      const last = scored.filter((e) => e.subject_id === a.question_id).at(-1)!;
      expect(last.after?.score).toBe(a.ai?.score ?? null);
    }
    const text = JSON.stringify(events);
    expect(text).not.toContain('EXPLAIN ANALYZE');
    expect(text).not.toContain(ANSWER.slice(0, 30));
    expect(text).not.toContain('Zelda Quartermain');
  });

  it('lists a reviewer score before the recommendation change it made: events written together keep their order and their own times', async () => {
    const { token } = await registerOwner(t);
    await reviewAiFirst(t.app, token);
    const { id, questions } = await activeJob(token);
    const link = await oneLink(token, id);
    await takeInterview(link.token);
    await t.jobs.runDue();
    const reason = { code: 'answer_better_than_scored', text: 'The answer gives a measured result the AI missed.' };
    for (const q of questions) {
      const res = await call(t.app, 'PATCH', `/api/app/interviews/${link.id}/scores/${q.id}`, {
        token,
        body: { score: 5, override_reason: reason },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const events = (await logOf(token, link.id)) as (Event & { created_at: string })[];
    const changes = events.flatMap((e, i) => (e.action === 'recommendation_changed' ? [i] : []));
    expect(changes.length).toBeGreaterThan(0);
    for (const i of changes) {
      expect(['review_scored', 'review_overridden']).toContain(events[i - 1]!.action);
      expect(Date.parse(events[i]!.created_at)).toBeGreaterThanOrEqual(Date.parse(events[i - 1]!.created_at));
    }
    // Each event has its own time in the table, to the microsecond, so the order never falls to chance.
    const counted = await t.database.db.execute(
      sql`select count(*)::int as n, count(distinct created_at)::int as times from audit_events where interview_id = ${link.id}`,
    );
    const [row] = (counted as unknown as { rows: { n: number; times: number }[] }).rows;
    expect(row).toEqual({ n: events.length, times: events.length });
  });

  it('logs turning blind-first review off and changing the retention period, before → after, by whom; an unchanged save logs nothing', async () => {
    const { token, userId } = await registerOwner(t);
    const other = await registerOwner(t);
    const today = new Date().toISOString().slice(0, 10);
    const settingsLog = async (as: string): Promise<Event[]> => {
      const res = await call(t.app, 'GET', `/api/app/audit-events?from=${today}&to=${today}`, { token: as });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.data.events as Event[]).filter((e) => e.action === 'setting_changed');
    };
    const save = async (body: Record<string, unknown>) =>
      expect((await call(t.app, 'PUT', '/api/app/interviews/settings', { token, body })).status).toBe(200);
    await save({ retention_days: 180, blind_review: true });
    expect(await settingsLog(token)).toEqual([]);
    await save({ retention_days: 30, blind_review: false });
    const changes = await settingsLog(token);
    const bySetting = [...changes].sort((a, b) => String(a.after?.setting).localeCompare(String(b.after?.setting)));
    expect(bySetting.map((e) => [e.before, e.after])).toEqual([
      [
        { setting: 'blind_review', value: true },
        { setting: 'blind_review', value: false },
      ],
      [
        { setting: 'retention_days', value: 180 },
        { setting: 'retention_days', value: 30 },
      ],
    ]);
    for (const e of changes) expect(e.actor).toMatchObject({ type: 'user', user_id: userId });
    // Left out, blind review keeps its value: nothing to log.
    await save({ retention_days: 30 });
    expect(await settingsLog(token)).toHaveLength(2);
    expect(await settingsLog(other.token)).toEqual([]);
  });

  it('logs a withdrawn link, a link that expired (once) and an expired link reopened', async () => {
    const { token, userId } = await registerOwner(t);
    const { id } = await activeJob(token);
    const withdrawn = await oneLink(token, id);
    expect((await call(t.app, 'POST', `/api/app/interviews/${withdrawn.id}/withdraw`, { token })).status).toBe(200);
    expect(statuses(await logOf(token, withdrawn.id))).toEqual([
      [null, 'invited', 'user'],
      ['invited', 'withdrawn', 'user'],
    ]);

    const lapsed = await oneLink(token, id);
    const expiredAt = new Date(Date.now() - 60_000);
    await t.database.db.update(interviews).set({ expiresAt: expiredAt }).where(eq(interviews.id, lapsed.id));
    await t.jobs.enqueue(RETENTION_SWEEP_JOB, {});
    await t.jobs.runDue();
    await t.jobs.enqueue(RETENTION_SWEEP_JOB, {});
    await t.jobs.runDue();
    let events = await logOf(token, lapsed.id);
    expect(statuses(events)).toEqual([
      [null, 'invited', 'user'],
      ['invited', 'expired', 'system'],
    ]);
    expect(events.at(-1)!.after?.expires_at).toBe(expiredAt.toISOString());

    const resend = await call(t.app, 'POST', `/api/app/interviews/${lapsed.id}/resend`, { token, body: { expires_in_days: 7 } });
    expect(resend.status, JSON.stringify(resend.body)).toBe(200);
    events = await logOf(token, lapsed.id);
    expect(statuses(events).at(-1)).toEqual(['expired', 'invited', 'user']);
    expect(events.at(-1)!.actor.user_id).toBe(userId);
  });

  it('logs data deleted on request by the member (every reviewer’s note erased too), and by the retention sweep with its period', async () => {
    const { token, userId, companyId } = await registerOwner(t);
    expect(
      (await call(t.app, 'PUT', '/api/app/interviews/settings', { token, body: { retention_days: 30, contact_email: null } })).status,
    ).toBe(200);
    const { id } = await activeJob(token);
    const asked = await oneLink(token, id);
    const swept = await oneLink(token, id);
    await takeInterview(asked.token);
    await takeInterview(swept.token);
    await t.jobs.runDue();

    const [question] = await t.database.db.select().from(interviewAnswers).where(eq(interviewAnswers.interviewId, asked.id)).limit(1);
    await t.database.db.insert(answerReviews).values({
      companyId,
      interviewId: asked.id,
      questionId: question!.questionId,
      reviewerId: userId,
      score: 5,
      note: 'Quotes the candidate: EXPLAIN ANALYZE',
      overrideReasonCode: 'other',
      overrideReasonText: 'The candidate said EXPLAIN ANALYZE',
    });
    expect((await call(t.app, 'DELETE', `/api/app/interviews/${asked.id}/candidate-data`, { token })).status).toBe(200);
    const [review] = await t.database.db.select().from(answerReviews).where(eq(answerReviews.interviewId, asked.id));
    expect(review).toMatchObject({ score: 5, note: null, overrideReasonCode: 'other', overrideReasonText: null });
    const onRequest = (await logOf(token, asked.id)).filter((e) => e.action === 'data_deleted');
    expect(onRequest).toHaveLength(1);
    expect(onRequest[0]).toMatchObject({
      actor: { type: 'user', user_id: userId },
      before: { data_deleted_at: null },
      after: { reason: 'request', data_deleted_at: expect.any(String), answers_erased: expect.any(Number) },
    });

    await t.database.db
      .update(interviews)
      .set({ completedAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) })
      .where(eq(interviews.id, swept.id));
    await t.jobs.enqueue(RETENTION_SWEEP_JOB, {});
    await t.jobs.runDue();
    const bySweep = (await logOf(token, swept.id)).filter((e) => e.action === 'data_deleted');
    expect(bySweep).toHaveLength(1);
    expect(bySweep[0]).toMatchObject({ actor: { type: 'system', user_id: null }, after: { reason: 'retention', retention_days: 30 } });
    // The log outlives the deletion: the interview's earlier events are all still there.
    expect((await logOf(token, swept.id)).some((e) => e.action === 'ai_scored')).toBe(true);
    expect((await call(t.app, 'GET', pub(swept.token))).status).toBe(410);
  });
});
