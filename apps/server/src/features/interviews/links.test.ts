import { eq } from 'drizzle-orm';
import { INTERVIEW_LIMITS, INTERVIEW_MESSAGES } from '@hiring/shared/interviews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingGates, registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { jobPositions } from '../job-positions/index.ts';
import { interviews } from './interviews.table.ts';
import { ANSWER, email, interviewSteps, jobUrl, type PublicQuestion, pub, validJob } from './interviews.test-steps.ts';

describe.each(dbTargets)('interview links on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });
  const { activeJob, invite, oneLink, takeInterview } = interviewSteps(() => t);

  it('counts real interviews on the usage page', async () => {
    const { token } = await registerOwner(t);
    const { id } = await activeJob(token);
    const usage = async () =>
      (await call(t.app, 'GET', '/api/app/subscriptions/usage', { token })).body.data.metrics.find(
        (m: { key: string }) => m.key === 'interviews_per_month',
      );
    if (!billingGates(t)) return;
    expect((await usage()).used).toBe(0);
    const links = await invite(token, id, [
      { name: 'A', email: email() },
      { name: 'B', email: email() },
    ]);
    expect(links.status).toBe(201);
    expect((await usage()).used).toBe(2);
    // A link withdrawn before it was started gives its place back.
    expect((await call(t.app, 'POST', `/api/app/interviews/${links.body.data.links[0].id}/withdraw`, { token })).status).toBe(200);
    expect((await usage()).used).toBe(1);
  });

  it('refuses links for jobs not taking interviews, duplicate emails (409) and more than max_responses (409)', async () => {
    const { token } = await registerOwner(t);
    const draft = await call(t.app, 'POST', '/api/app/job-positions', { token, body: { ...validJob, preset_goal_ids: [1] } });
    await t.jobs.runDue();
    const notReady = await invite(token, draft.body.data.id, [{ name: 'X', email: email() }]);
    expect(notReady.status).toBe(409);
    expect(notReady.body.message).toMatch(/^Interview links can be created only while the job position is Active or Interviewing/);

    const { id } = await activeJob(token);
    const taken = email('dup');
    expect((await invite(token, id, [{ name: 'First', email: taken }])).status).toBe(201);
    const dup = await invite(token, id, [
      { name: 'Fresh', email: email() },
      { name: 'Again', email: taken.toUpperCase() },
    ]);
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe(INTERVIEW_MESSAGES.duplicateEmail(taken));
    expect(dup.body.code).toBe('interview_duplicate_email');
    expect(dup.body.errors['candidates.1.email']).toBe(INTERVIEW_MESSAGES.duplicateEmail(taken));
    // Nothing of a refused request is kept.
    const count = (await call(t.app, 'GET', jobUrl(id, '/interview-links'), { token })).body.data.total_count;
    expect(count).toBe(1);

    await t.database.db.update(jobPositions).set({ maxResponses: 2 }).where(eq(jobPositions.id, id));
    const over = await invite(token, id, [
      { name: 'A', email: email() },
      { name: 'B', email: email() },
    ]);
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(INTERVIEW_MESSAGES.maxResponsesReached(2, 1));
    expect(over.body.code).toBe('interview_max_responses_reached');
    expect((await invite(token, id, [{ name: 'A', email: email() }])).status).toBe(201);
    const full = await invite(token, id, [{ name: 'C', email: email() }]);
    expect(full.body.message).toBe(INTERVIEW_MESSAGES.maxResponsesReached(2, 0));
    expect(full.body.code).toBe('interview_max_responses_reached');
  });

  it('keeps max_responses under 20 simultaneous requests', async () => {
    const { token } = await registerOwner(t);
    const { id } = await activeJob(token);
    await t.database.db.update(jobPositions).set({ maxResponses: 5 }).where(eq(jobPositions.id, id));
    const results = await Promise.all(Array.from({ length: 20 }, () => invite(token, id, [{ name: 'Rush', email: email('rush') }])));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    const rows = await t.database.db.select().from(interviews).where(eq(interviews.jobPositionId, id));
    expect(rows).toHaveLength(5);
  });

  it("keeps the plan's interviews per month under 20 simultaneous requests (402 with a clear message)", async () => {
    const { token } = await registerOwner(t);
    if (!billingGates(t)) return;
    const usage = async () =>
      (await call(t.app, 'GET', '/api/app/subscriptions/usage', { token })).body.data.metrics.find(
        (m: { key: string }) => m.key === 'interviews_per_month',
      );
    const limit = (await usage()).limit as number;
    expect(limit).toBeGreaterThan(5);
    const { id } = await activeJob(token);
    await t.database.db.update(jobPositions).set({ maxResponses: 10_000 }).where(eq(jobPositions.id, id));
    let filled = 0;
    while (filled < limit - 5) {
      const batch = Math.min(INTERVIEW_LIMITS.candidatesPerRequest, limit - 5 - filled);
      const res = await invite(
        token,
        id,
        Array.from({ length: batch }, () => ({ name: 'Fill', email: email('fill') })),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      filled += batch;
    }
    const results = await Promise.all(Array.from({ length: 20 }, () => invite(token, id, [{ name: 'Rush', email: email('plan') }])));
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    const refused = results.filter((r) => r.status === 402);
    expect(refused).toHaveLength(15);
    expect(refused[0]!.body.message).toBe(INTERVIEW_MESSAGES.planLimitReached(limit, 0));
    expect(refused[0]!.body.code).toBe('interview_plan_limit_reached');
    expect((await usage()).used).toBe(limit);
  });

  it('answers 402 once the trial has ended, while results stay readable', async () => {
    if (!billingGates(t)) return;
    const { token } = await registerOwner(t);
    const { id } = await activeJob(token);
    const link = await oneLink(token, id);
    const done = await oneLink(token, id);
    await takeInterview(done.token);
    await t.jobs.runDue();
    const question = (await call(t.app, 'GET', `/api/app/interviews/${done.id}`, { token })).body.data.answers[0].question_id;
    const realClock = t.billing.now;
    t.billing.now = () => new Date(Date.now() + 40 * 24 * 3600 * 1000);
    try {
      const res = await invite(token, id, [{ name: 'Late', email: email() }]);
      expect(res.status).toBe(402);
      expect((await call(t.app, 'GET', `/api/app/interviews/${link.id}`, { token })).status).toBe(200);
      expect((await call(t.app, 'POST', `/api/app/interviews/${link.id}/resend`, { token, body: {} })).status).toBe(402);
      expect((await call(t.app, 'PATCH', `/api/app/interviews/${done.id}/scores/${question}`, { token, body: { score: 3 } })).status).toBe(
        402,
      );
      // A candidate is never turned away for the company's billing, and deletion on request always works.
      expect((await call(t.app, 'GET', pub(link.token))).status).toBe(200);
      expect((await call(t.app, 'DELETE', `/api/app/interviews/${done.id}/candidate-data`, { token })).status).toBe(200);
    } finally {
      t.billing.now = realClock;
    }
  });

  it("never changes a started candidate's questions when the questions are edited later; new links use the new version", async () => {
    const { token } = await registerOwner(t);
    const { id, questions } = await activeJob(token);
    const link = await oneLink(token, id);
    expect((await call(t.app, 'POST', pub(link.token, '/start'), { body: { consent: true } })).status).toBe(200);
    // Interviewing forbids editing; back to active, an edit forks version 2 as a draft.
    const editWhileInterviewing = await call(t.app, 'PATCH', jobUrl(id, `/questions/${questions[0]!.id}`), {
      token,
      body: { text: 'A brand new question about teamwork?' },
    });
    expect(editWhileInterviewing.status).toBe(409);
    expect((await call(t.app, 'PATCH', jobUrl(id, '/status'), { token, body: { status: 'active' } })).status).toBe(200);
    const edit = await call(t.app, 'PATCH', jobUrl(id, `/questions/${questions[0]!.id}`), {
      token,
      body: { text: 'A brand new question about teamwork?' },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(edit.body.data.version).toBe(2);

    const view = (await call(t.app, 'GET', pub(link.token))).body.data;
    expect(view.questions.slice(1).map((q: PublicQuestion) => q.text)).toEqual(questions.map((q) => q.text));
    expect(JSON.stringify(view)).not.toContain('brand new question');
    // Answers still go to the locked version's questions; the new version's are not part of it.
    const newQuestionId = edit.body.data.questions[0].id as string;
    expect((await call(t.app, 'PUT', pub(link.token, `/answers/${newQuestionId}`), { body: { text: 'x' } })).status).toBe(404);

    // No new links while the current version is a draft; after finalizing, new links lock version 2.
    const blocked = await invite(token, id, [{ name: 'X', email: email() }]);
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toBe(INTERVIEW_MESSAGES.questionsNotFinalized);
    expect(blocked.body.code).toBe('interview_questions_not_finalized');
    expect((await call(t.app, 'POST', jobUrl(id, '/questions/finalize'), { token })).status).toBe(200);
    const v2 = await oneLink(token, id);
    expect(v2.question_set_version).toBe(2);
    const v2View = (await call(t.app, 'GET', pub(v2.token))).body.data;
    expect(v2View.questions[1].text).toBe('A brand new question about teamwork?');

    // The first candidate finishes on version 1 and is scored against it.
    for (const q of view.questions as PublicQuestion[])
      expect((await call(t.app, 'PUT', pub(link.token, `/answers/${q.id}`), { body: { text: ANSWER } })).status).toBe(200);
    expect((await call(t.app, 'POST', pub(link.token, '/submit'))).status).toBe(200);
    await t.jobs.runDue();
    const detail = (await call(t.app, 'GET', `/api/app/interviews/${link.id}`, { token })).body.data;
    expect(detail).toMatchObject({ question_set_version: 1, scoring_status: 'scored' });
    expect(detail.answers.map((a: { question_text: string }) => a.question_text)).toEqual(questions.map((q) => q.text));
  });
});
