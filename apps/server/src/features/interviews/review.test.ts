import { INTERVIEW_MESSAGES } from '@hiring/shared/interviews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { interviewSteps, pub, scoreUrl } from './interviews.test-steps.ts';

describe.each(dbTargets)('reviewing an interview on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });
  const { activeJob, oneLink, takeInterview, aiFirst } = interviewSteps(() => t);

  it('takes a score only for a submitted, scored interview and a question of its own', async () => {
    const { token } = await registerOwner(t);
    await aiFirst(token);
    const { id, questions } = await activeJob(token);
    const link = await oneLink(token, id);
    expect((await call(t.app, 'POST', pub(link.token, '/start'), { body: { consent: true } })).status).toBe(200);
    const early = await call(t.app, 'PATCH', scoreUrl(link.id, questions[0]!.id), { token, body: { score: 3 } });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ message: INTERVIEW_MESSAGES.notCompleted, code: 'interview_not_completed' });

    const other = await oneLink(token, id, 'Second Candidate');
    await takeInterview(other.token);
    const unscored = await call(t.app, 'PATCH', scoreUrl(other.id, questions[0]!.id), { token, body: { score: 3 } });
    expect(unscored.status).toBe(409);
    expect(unscored.body).toMatchObject({ message: INTERVIEW_MESSAGES.notScored, code: 'interview_not_scored' });

    await t.jobs.runDue();
    for (const questionId of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const foreign = await call(t.app, 'PATCH', scoreUrl(other.id, questionId), { token, body: { score: 3 } });
      expect(foreign.status).toBe(404);
      expect(foreign.body).toMatchObject({ message: INTERVIEW_MESSAGES.questionNotInInterview, code: 'interview_question_not_found' });
    }
  });

  it("keeps the AI's score beside the reviewers', takes each reviewer's latest score, and recomputes the result from their mean", async () => {
    const { token, companyId } = await registerOwner(t);
    await aiFirst(token);
    const { id, questions } = await activeJob(token);
    const link = await oneLink(token, id);
    await takeInterview(link.token);
    await t.jobs.runDue();
    const before = (await call(t.app, 'GET', `/api/app/interviews/${link.id}`, { token })).body.data;
    const answer = before.answers[0] as { question_id: string; ai: { score: number } };
    // One point below the AI's (or above a 1): close enough to need no reason.
    const lowered = answer.ai.score === 1 ? 2 : answer.ai.score - 1;

    const manager = await registerMember(t, companyId, 'manager');
    const first = await call(t.app, 'PATCH', scoreUrl(link.id, answer.question_id), {
      token: manager,
      body: { score: lowered, note: 'Thin.' },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    if (lowered < answer.ai.score) expect(first.body.data.result.overall_score).toBeLessThanOrEqual(before.result.overall_score);
    const second = await call(t.app, 'PATCH', scoreUrl(link.id, answer.question_id), { token, body: { score: answer.ai.score } });
    expect(second.status).toBe(200);
    const reviewed = second.body.data.answers.find((a: { question_id: string }) => a.question_id === answer.question_id);
    expect(reviewed.ai.score).toBe(answer.ai.score);
    expect(reviewed.review).toMatchObject({ score: answer.ai.score, note: null, confirmed: true });
    // Both reviewers' scores count: the final score is their mean.
    expect(reviewed.reviews.map((r: { score: number }) => r.score)).toEqual([lowered, answer.ai.score]);
    expect(reviewed.final_score).toBe((lowered + answer.ai.score) / 2);
    expect(reviewed.final_source).toBe('reviewers');
    expect(second.body.data.review_status).toBe(questions.length === 1 ? 'reviewed' : 'in_review');
    expect(second.body.data.result.ai_overall_score).toBe(before.result.ai_overall_score);
    // The manager changes their mind to the AI's score: the mean is the AI's, and so is the result.
    await call(t.app, 'PATCH', scoreUrl(link.id, answer.question_id), { token: manager, body: { score: answer.ai.score } });
    const agreed = (await call(t.app, 'GET', `/api/app/interviews/${link.id}`, { token })).body.data;
    expect(agreed.answers[0].final_score).toBe(answer.ai.score);
    expect(agreed.result.overall_score).toBe(before.result.overall_score);
  });
});
