import { and, eq } from 'drizzle-orm';
import { FOLLOW_UP_MESSAGES, FOLLOW_UP_PATHS } from '@hiring/shared/follow-ups';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AiEngine } from '../../ai/engine.ts';
import { registerMember, registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { PUBLIC_RATE_LIMIT } from './candidate-access.ts';
import { interviewAnswers } from './interviews.table.ts';
import { interviewQuestions } from '../questions/index.ts';
import { ANSWER, interviewSteps, type PublicQuestion, pub } from './interviews.test-steps.ts';

/** On topic, but no example and no result: the builtin rules read a gap in it. */
const VAGUE = 'I would talk to the team and make sure things work well.';
/**
 * A story told in full for the question's subject ("Tell us about a time you had to <subject>: ..."):
 * a situation, the candidate's own actions and a measured result. The builtin engine writes the
 * story question of each company's position around one of its duties, so the story names it.
 */
const storyFor = (question: string) => {
  const subject = /had to ([^:?]+)/.exec(question)?.[1] ?? 'design, build and run the APIs';
  return `Last spring I had to ${subject}, two weeks before a partner launch. I wrote down what was failing, walked the people involved through it one step at a time, agreed who would do what, and checked in with each of them every morning. We launched on time, the error rate fell from 4% to 0.1%, and I now use the same checklist with every new engineer.`;
};
const TERMS = 'Node.js, PostgreSQL, TypeScript, APIs, Docker, Kubernetes, Redis, Kafka, REST, GraphQL, CI/CD, monitoring';

type FollowUp = { text: string; answer: string | null; skipped: boolean; saved_at: string | null };

describe.each(dbTargets)('one adaptive follow-up per question on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });
  const { activeJob, oneLink, aiFirst } = interviewSteps(() => t);

  /** A started interview and its scored questions, the story question ("Tell us about a time...") first. */
  async function started(token: string, jobId: string) {
    const link = await oneLink(token, jobId);
    expect((await call(t.app, 'POST', pub(link.token, '/start'), { body: { consent: true } })).status).toBe(200);
    const view = (await call(t.app, 'GET', pub(link.token))).body.data;
    const scored = (view.questions as PublicQuestion[]).filter((q) => !q.practice);
    const story = scored.find((q) => q.text.startsWith('Tell us about a time'))!;
    expect(story).toBeDefined();
    return { link, scored, story, full: storyFor(story.text), others: scored.filter((q) => q.id !== story.id) };
  }
  const save = (linkToken: string, questionId: string, text: string) =>
    call(t.app, 'PUT', pub(linkToken, `/answers/${questionId}`), { body: { text } });
  const reply = (linkToken: string, questionId: string, text: unknown) =>
    call(t.app, 'PUT', `/api${FOLLOW_UP_PATHS.publicFollowUp(linkToken, questionId)}`, { body: { text } });
  const skip = (linkToken: string, questionId: string) => call(t.app, 'POST', `/api${FOLLOW_UP_PATHS.publicSkip(linkToken, questionId)}`);
  const followUpIn = async (linkToken: string, questionId: string): Promise<FollowUp | null> =>
    ((await call(t.app, 'GET', pub(linkToken))).body.data.answers as { question_id: string; follow_up: FollowUp | null }[]).find(
      (a) => a.question_id === questionId,
    )?.follow_up ?? null;
  /** Answers every other question with the full story answer and submits; the scoring job runs. */
  async function finish(linkToken: string, others: PublicQuestion[]) {
    for (const q of others) expect((await save(linkToken, q.id, ANSWER)).status).toBe(200);
    const submitted = await call(t.app, 'POST', pub(linkToken, '/submit'));
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    await t.jobs.runDue();
  }
  const answerRow = async (interviewId: string, questionId: string) =>
    (
      await t.database.db
        .select()
        .from(interviewAnswers)
        .where(and(eq(interviewAnswers.interviewId, interviewId), eq(interviewAnswers.questionId, questionId)))
    )[0]!;

  it("puts each follow-up and the candidate's reply into the candidate's copy of their data, and null where none was asked", async () => {
    const { token } = await registerOwner(t);
    const { id } = await activeJob(token);
    const { link, story, full: STORY, others } = await started(token, id);
    const asked = (await save(link.token, story.id, VAGUE)).body.data.follow_up.text as string;
    expect((await reply(link.token, story.id, STORY)).status).toBe(200);
    await finish(link.token, others);
    const copy = await call(t.app, 'GET', pub(link.token, '/export'));
    expect(copy.status).toBe(200);
    const answers = copy.body.answers as { question: string; text: string; follow_up: unknown }[];
    const storyAnswer = answers.find((a) => a.question === story.text)!;
    expect(storyAnswer.text).toBe(VAGUE);
    expect(storyAnswer.follow_up).toEqual({ question: asked, text: STORY, skipped: false, saved_at: expect.any(String) });
    // Every other answer carries its own follow-up as stored, and null where none was asked.
    for (const q of others) {
      const row = await answerRow(link.id, q.id);
      const exported = answers.find((a) => a.question === q.text)!.follow_up;
      if (row.followUpText) expect(exported).toMatchObject({ question: row.followUpText, text: row.followUpAnswer });
      else expect(exported).toBeNull();
    }
  });

  it('asks a follow-up for a vague answer, shows it in the GET, stores the reply with the answer, and asks none of a complete answer', async () => {
    const { token } = await registerOwner(t);
    const { id } = await activeJob(token);
    const { link, story, full: STORY } = await started(token, id);

    const saved = await save(link.token, story.id, VAGUE);
    expect(saved.status).toBe(200);
    // No example in a story question: a follow-up that asks for one (the question's own, or the stock one).
    expect(saved.body.data.follow_up).toMatchObject({ answer: null, skipped: false, saved_at: null });
    const asked = saved.body.data.follow_up.text as string;
    expect((await answerRow(link.id, story.id)).followUpGap).toBe('no_example');
    expect(await followUpIn(link.token, story.id)).toEqual(saved.body.data.follow_up);

    // The same answer completed before the candidate replied (the story, and every key point of the question's guide): no follow-up.
    const [guide] = await t.database.db.select().from(interviewQuestions).where(eq(interviewQuestions.id, story.id));
    const complete = `${STORY} ${(guide!.expectedResponseGuidelines.key_points ?? []).map((p) => `I made sure of ${p.toLowerCase()}.`).join(' ')}`;
    const completed = await save(link.token, story.id, complete);
    expect(completed.body.data.follow_up).toBeNull();
    expect(await followUpIn(link.token, story.id)).toBeNull();
    // Nothing to reply to: refused with its code.
    const refused = await reply(link.token, story.id, 'An example.');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'interview_follow_up_not_offered', message: FOLLOW_UP_MESSAGES.notOffered });

    // Vague again, then the reply: stored with the answer, and fixed from then on.
    await save(link.token, story.id, VAGUE);
    const replied = await reply(link.token, story.id, STORY);
    expect(replied.status, JSON.stringify(replied.body)).toBe(200);
    expect(replied.body.data.follow_up).toMatchObject({ text: asked, answer: STORY, skipped: false });
    const resaved = await save(link.token, story.id, `${VAGUE} Really.`);
    expect(resaved.body.data.follow_up).toMatchObject({ text: asked, answer: STORY });
    const row = await answerRow(link.id, story.id);
    expect(row).toMatchObject({ followUpGap: 'no_example', followUpText: asked, followUpAnswer: STORY, followUpSkipped: false });
    expect(['question', 'builtin']).toContain(row.followUpSource);
    expect(row.followUpSavedAt).toBeInstanceOf(Date);

    // The practice answer never gets one; the reply is checked like an answer.
    expect((await save(link.token, 'practice', VAGUE)).body.data.follow_up).toBeNull();
    expect((await reply(link.token, story.id, 3)).body.message).toBe(FOLLOW_UP_MESSAGES.answerRequired);
    const tooLong = await reply(link.token, story.id, 'a'.repeat(10_001));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe(FOLLOW_UP_MESSAGES.answerTooLong);
    expect((await reply(link.token, 'not-a-question', 'x')).status).toBe(404);
  });

  it('saves the answer when choosing its follow-up fails, asks none, and logs why for the operators', async () => {
    const { token } = await registerOwner(t);
    const { id } = await activeJob(token);
    const { link, story } = await started(token, id);
    const ai = (t.interviews as unknown as { ctx: { ai: AiEngine } }).ctx.ai;
    const choose = vi.spyOn(ai, 'followUp').mockRejectedValueOnce(new Error('engine down'));
    const warn = vi.spyOn(t.app.log, 'warn');
    try {
      const saved = await save(link.token, story.id, VAGUE);
      expect(saved.status).toBe(200);
      expect(saved.body.data.follow_up).toBeNull();
      expect((await answerRow(link.id, story.id)).text).toBe(VAGUE);
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ interviewId: link.id, questionId: story.id, err: expect.any(Error) }),
        expect.stringContaining('follow-up not chosen'),
      );
    } finally {
      choose.mockRestore();
      warn.mockRestore();
    }
  });

  it('skipping fixes the follow-up and drops a reply typed to it; after submit both calls are refused', async () => {
    const { token } = await registerOwner(t);
    const { id } = await activeJob(token);
    const { link, story, others, full: STORY } = await started(token, id);
    await save(link.token, story.id, VAGUE);
    await reply(link.token, story.id, 'Half a reply');
    const skipped = await skip(link.token, story.id);
    expect(skipped.status).toBe(200);
    expect(skipped.body.data.follow_up).toMatchObject({ answer: null, skipped: true });
    // Still asked and still skipped after the answer changes.
    expect((await save(link.token, story.id, STORY)).body.data.follow_up).toMatchObject({ skipped: true });
    await finish(link.token, others);
    expect((await reply(link.token, story.id, STORY)).status).toBe(409);
    expect((await skip(link.token, story.id)).status).toBe(409);
  });

  it("asks no follow-up when the position's setting is off; the setting is on by default, for managers to change, logged", async () => {
    const { token, companyId } = await registerOwner(t);
    const { id } = await activeJob(token);
    const url = `/api${FOLLOW_UP_PATHS.setting(id)}`;
    expect((await call(t.app, 'GET', url, { token })).body.data).toEqual({ ask_follow_ups: true });
    const off = await call(t.app, 'PUT', url, { token, body: { ask_follow_ups: false } });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect((await call(t.app, 'GET', url, { token })).body.data).toEqual({ ask_follow_ups: false });
    const { link, story } = await started(token, id);
    expect((await save(link.token, story.id, VAGUE)).body.data.follow_up).toBeNull();
    expect(await followUpIn(link.token, story.id)).toBeNull();
    const today = new Date().toISOString().slice(0, 10);
    const events = (await call(t.app, 'GET', `/api/app/audit-events?from=${today}&to=${today}&format=json`, { token })).body.data
      .events as { action: string; before: unknown; after: unknown }[];
    expect(events.find((e) => e.action === 'setting_changed')).toMatchObject({
      before: { setting: 'ask_follow_ups', value: true },
      after: { setting: 'ask_follow_ups', value: false },
    });

    // Another company's position reads as not found; a body without the field is a 400; a reader cannot change it.
    const other = await registerOwner(t);
    expect((await call(t.app, 'GET', url, { token: other.token })).status).toBe(404);
    expect((await call(t.app, 'PUT', url, { token: other.token, body: { ask_follow_ups: true } })).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/app/job-positions/nope/follow-up-setting', { token })).status).toBe(404);
    expect((await call(t.app, 'PUT', url, { token, body: {} })).status).toBe(400);
    const manager = await registerMember(t, companyId, 'manager');
    expect((await call(t.app, 'PUT', url, { token: manager, body: { ask_follow_ups: true } })).status).toBe(403);
  });

  it('scores the reply with the first answer: a better reply raises the score and may be quoted, a worse one never lowers it', async () => {
    const { token } = await registerOwner(t);
    await aiFirst(token);
    const job = await activeJob(token);
    // The same vague answer three times: the follow-up skipped, answered with a story, answered with a list of terms.
    const runs: { interviewId: string; questionId: string }[] = [];
    let STORY = '';
    for (const kind of ['skip', 'story', 'terms'] as const) {
      const { link, story, others, full } = await started(token, job.id);
      STORY = full;
      const followUp = kind === 'skip' ? null : kind === 'story' ? full : TERMS;
      await save(link.token, story.id, VAGUE);
      if (followUp === null) await skip(link.token, story.id);
      else expect((await reply(link.token, story.id, followUp)).status).toBe(200);
      await finish(link.token, others);
      runs.push({ interviewId: link.id, questionId: story.id });
    }
    const [alone, better, worse] = await Promise.all(runs.map((r) => answerRow(r.interviewId, r.questionId)));
    expect(alone!.aiScore).not.toBeNull();
    expect(better!.aiRaw!).toBeGreaterThan(alone!.aiRaw!);
    expect(better!.aiUsedFollowUp).toBe(true);
    expect(better!.aiRationale).toContain(FOLLOW_UP_MESSAGES.countedInScore);
    // Evidence may quote the reply.
    expect(better!.aiEvidence.some((q) => STORY.includes(q))).toBe(true);
    // The list of terms is held low by the same checks as any answer: the first answer's score stands.
    expect(worse!.aiRaw).toBe(alone!.aiRaw);
    expect(worse!.aiUsedFollowUp).toBe(false);

    // The review shows the thread, with whether the reply counted; the decision log has the follow-up's gap and outcome.
    const detail = (await call(t.app, 'GET', `/api/app/interviews/${runs[1]!.interviewId}`, { token })).body.data;
    const answer = detail.answers.find((a: { question_id: string }) => a.question_id === runs[1]!.questionId);
    expect(answer.answer_text).toBe(VAGUE);
    const row = await answerRow(runs[1]!.interviewId, runs[1]!.questionId);
    expect(answer.follow_up).toMatchObject({
      text: row.followUpText,
      gap: 'no_example',
      source: row.followUpSource,
      answer: STORY,
      skipped: false,
      counted_in_score: true,
    });
    const log = (await call(t.app, 'GET', `/api/app/audit-events?interview_id=${runs[1]!.interviewId}`, { token })).body.data.events as {
      action: string;
      subject_id: string;
      after: Record<string, unknown>;
    }[];
    expect(log.find((e) => e.action === 'follow_up_asked' && e.subject_id === runs[1]!.questionId)?.after).toEqual({
      gap: 'no_example',
      source: row.followUpSource,
      outcome: 'answered',
    });
    expect(log.find((e) => e.action === 'ai_scored' && e.subject_id === runs[1]!.questionId)?.after).toMatchObject({
      follow_up_counted: true,
    });
    const skippedLog = (await call(t.app, 'GET', `/api/app/audit-events?interview_id=${runs[0]!.interviewId}`, { token })).body.data
      .events as { action: string; subject_id: string; after: Record<string, unknown> }[];
    expect(skippedLog.find((e) => e.action === 'follow_up_asked' && e.subject_id === runs[0]!.questionId)?.after).toMatchObject({
      outcome: 'skipped',
    });
  });

  it('lists each follow-up in the decision log when it was asked: after the start, before the submit, in the order the candidate met them', async () => {
    const { token } = await registerOwner(t);
    await aiFirst(token);
    const job = await activeJob(token);
    const { link, story, others } = await started(token, job.id);
    const before = Date.now();
    expect((await save(link.token, story.id, VAGUE)).body.data.follow_up).not.toBeNull();
    await skip(link.token, story.id);
    const asked = Date.now();
    await finish(link.token, others);
    const log = (await call(t.app, 'GET', `/api/app/audit-events?interview_id=${link.id}`, { token })).body.data.events as {
      action: string;
      subject_id: string | null;
      created_at: string;
      after: Record<string, unknown> | null;
    }[];
    const at = (i: number) => Date.parse(log[i]!.created_at);
    const startedAt = log.findIndex((e) => e.after?.status === 'started');
    const submittedAt = log.findIndex((e) => e.after?.status === 'completed');
    const followUp = log.findIndex((e) => e.action === 'follow_up_asked' && e.subject_id === story.id);
    expect([startedAt, followUp, submittedAt].every((i) => i >= 0)).toBe(true);
    expect(startedAt).toBeLessThan(followUp);
    expect(followUp).toBeLessThan(submittedAt);
    expect(at(followUp)).toBeGreaterThanOrEqual(before);
    expect(at(followUp)).toBeLessThanOrEqual(asked);
    expect(at(followUp)).toBeLessThan(at(submittedAt));
    // Every event is later than the one before it: the log's order is the order things happened in.
    for (let i = 1; i < log.length; i++) expect(at(i)).toBeGreaterThanOrEqual(at(i - 1));
  });

  it("does not count a reply that copies another question's answer", async () => {
    const { token } = await registerOwner(t);
    await aiFirst(token);
    const job = await activeJob(token);
    const { link, story, others } = await started(token, job.id);
    await save(link.token, story.id, VAGUE);
    await reply(link.token, story.id, ANSWER);
    await finish(link.token, others);
    const row = await answerRow(link.id, story.id);
    expect(row.followUpAnswer).toBe(ANSWER);
    expect(row.aiUsedFollowUp).toBe(false);
  });

  it('limits the follow-up calls with the per-link limit of every candidate call', async () => {
    const { token } = await registerOwner(t);
    const { id } = await activeJob(token);
    const { link, story, full: STORY } = await started(token, id);
    await save(link.token, story.id, VAGUE);
    // start, GET and the save above already counted.
    for (let i = 3; i < PUBLIC_RATE_LIMIT.perLinkPerMinute; i++) await call(t.app, 'GET', pub(link.token), { ip: `198.51.100.${i % 200}` });
    const limited = await reply(link.token, story.id, STORY);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('rate_limited');
  });
});
