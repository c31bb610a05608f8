import { eq } from 'drizzle-orm';
import { INTERVIEW_LIMITS, INTERVIEW_MESSAGES, INTERVIEW_NOTICE, PRACTICE_QUESTION, RECOMMENDATIONS } from '@hiring/shared/interviews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { mailOutbox } from '../../mail/mail.table.ts';
import { ANSWER, email, interviewSteps, jobUrl, type Link, type PublicQuestion, pub, validJob } from './interviews.test-steps.ts';

describe.each(dbTargets)('an interview from link to review on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });
  const { activeJob, invite, aiFirst } = interviewSteps(() => t);

  it('goes link → mail → notice → start → answer → resume → submit → scored → reviewed, keeping both scores', async () => {
    const { token } = await registerOwner(t);
    await aiFirst(token);
    const { id: jobId, questions } = await activeJob(token);
    const candidateEmail = email('ada');
    const created = await invite(token, jobId, [{ name: '  Ada Byron ', email: `  ${candidateEmail.toUpperCase()} ` }]);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const link = created.body.data.links[0] as Link;
    expect(link).toMatchObject({ status: 'invited', candidate_email: candidateEmail, question_set_version: 1 });
    expect(link.token.length).toBeGreaterThanOrEqual(INTERVIEW_LIMITS.tokenLength);
    expect(link.url).toBe(`/interview/${link.token}`);
    expect(new Date(created.body.data.links[0].expires_at).getTime() - Date.now()).toBeGreaterThan(13.9 * 24 * 3600 * 1000);

    // The candidate's mail carries the link.
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, candidateEmail));
    expect(/https?:\/\/\S+/.exec(mail!.textBody)?.[0]).toBe(`http://localhost:8082/interview/${link.token}`);
    expect(mail!.subject).toContain(validJob.title);
    expect(mail!.secretExpiresAt?.toISOString()).toBe(link.expires_at);

    // The notice, the questions of the locked version, nothing of rubrics or weights.
    const view = await call(t.app, 'GET', pub(link.token));
    expect(view.status).toBe(200);
    expect(view.headers['cache-control']).toBe('no-store');
    const data = view.body.data;
    expect(data).toMatchObject({ status: 'invited', job_title: validJob.title, candidate_name: 'Ada Byron', can_answer: false });
    expect(data.notice.automated_assessment).toBe(INTERVIEW_NOTICE.automatedAssessment);
    expect(data.notice.retention_days).toBe(INTERVIEW_LIMITS.retentionDaysDefault);
    expect(data.notice.goals.length).toBeGreaterThan(0);
    expect(data.notice.contact_email).toMatch(/@example\.com$/);
    expect(data.notice.human_review).toContain('reviews every result');
    expect(data.questions[0]).toMatchObject({ id: PRACTICE_QUESTION.id, practice: true, order: 0 });
    expect(data.questions.slice(1).map((q: PublicQuestion) => q.id)).toEqual(questions.map((q) => q.id));
    const raw = JSON.stringify(data);
    for (const secret of ['rating_scale', 'key_points', 'weight', 'expected_response_guidelines', 'goal_connections', 'ai_score'])
      expect(raw).not.toContain(secret);

    // Not before consent.
    const early = await call(t.app, 'PUT', pub(link.token, `/answers/${questions[0]!.id}`), { body: { text: 'x' } });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(INTERVIEW_MESSAGES.notStarted);
    expect(early.body.code).toBe('interview_not_started');
    const noConsent = await call(t.app, 'POST', pub(link.token, '/start'), { body: { consent: false } });
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.message).toBe(INTERVIEW_MESSAGES.consentRequired);
    const started = await call(t.app, 'POST', pub(link.token, '/start'), { body: { consent: true } });
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({ status: 'started', can_answer: true });
    expect(started.body.data.consent_given_at).toEqual(expect.any(String));

    // The first started interview moved the job to interviewing.
    const job = await call(t.app, 'GET', jobUrl(jobId), { token });
    expect(job.body.data.status).toBe('interviewing');

    // Practice first (not scored), then all but the last answer; leave and come back.
    expect((await call(t.app, 'PUT', pub(link.token, `/answers/${PRACTICE_QUESTION.id}`), { body: { text: 'Practice.' } })).status).toBe(
      200,
    );
    for (const q of questions.slice(0, -1)) {
      const saved = await call(t.app, 'PUT', pub(link.token, `/answers/${q.id}`), { body: { text: `${ANSWER} (${q.id.slice(0, 4)})` } });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
    const resumed = (await call(t.app, 'GET', pub(link.token))).body.data;
    expect(resumed.progress).toEqual({ answered: questions.length - 1, total: questions.length });
    expect(resumed.answers.find((a: { question_id: string }) => a.question_id === PRACTICE_QUESTION.id).text).toBe('Practice.');
    expect(resumed.answers.find((a: { question_id: string }) => a.question_id === questions[0]!.id).text).toContain('EXPLAIN ANALYZE');

    const incomplete = await call(t.app, 'POST', pub(link.token, '/submit'));
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.message).toBe(INTERVIEW_MESSAGES.unansweredQuestions(1));
    expect(incomplete.body.code).toBe('interview_unanswered_questions');
    // A question of another interview or version cannot be answered here.
    const foreign = await call(t.app, 'PUT', pub(link.token, '/answers/00000000-0000-4000-8000-000000000000'), { body: { text: 'x' } });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(INTERVIEW_MESSAGES.questionNotInInterview);
    expect(foreign.body.code).toBe('interview_question_not_found');

    const last = questions.at(-1)!;
    expect((await call(t.app, 'PUT', pub(link.token, `/answers/${last.id}`), { body: { text: ANSWER } })).status).toBe(200);
    const submitted = await call(t.app, 'POST', pub(link.token, '/submit'));
    expect(submitted.status).toBe(200);
    expect(submitted.body.data).toMatchObject({ status: 'completed', can_answer: false });

    // Read-only after submit: answers and a second submit are refused with 409.
    const after = await call(t.app, 'PUT', pub(link.token, `/answers/${last.id}`), { body: { text: 'changed' } });
    expect(after.status).toBe(409);
    expect(after.body.message).toBe(INTERVIEW_MESSAGES.alreadySubmitted);
    expect(after.body.code).toBe('interview_already_submitted');
    const twice = await call(t.app, 'POST', pub(link.token, '/submit'));
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(INTERVIEW_MESSAGES.alreadySubmitted);
    expect(twice.body.code).toBe('interview_already_submitted');
    expect((await call(t.app, 'GET', pub(link.token))).body.data.status).toBe('completed');

    const queued = (await call(t.app, 'GET', `/api/app/interviews/${link.id}`, { token })).body.data;
    expect(queued.scoring_status).toBe('queued');
    expect((await call(t.app, 'PATCH', `/api/app/interviews/${link.id}/scores/${last.id}`, { token, body: { score: 3 } })).status).toBe(
      409,
    );

    // The scoring job.
    await t.jobs.runDue();
    const detail = await call(t.app, 'GET', `/api/app/interviews/${link.id}`, { token });
    expect(detail.status).toBe(200);
    const d = detail.body.data;
    expect(d).toMatchObject({ status: 'completed', scoring_status: 'scored', review_status: 'not_reviewed', candidate_name: 'Ada Byron' });
    expect(d.answers).toHaveLength(questions.length);
    for (const a of d.answers) {
      expect(a.ai.score).toBeGreaterThanOrEqual(1);
      expect(a.ai.score).toBeLessThanOrEqual(5);
      expect(a.ai.rationale.length).toBeGreaterThan(0);
      expect(a.rating_scale).toHaveLength(5);
      for (const quote of a.ai.evidence) expect(a.answer_text).toContain(quote);
      for (const g of a.ai.goal_scores) for (const quote of g.evidence) expect(a.answer_text).toContain(quote);
      expect(a.review).toBeNull();
      expect(a.final_score).toBe(a.ai.score);
    }
    expect(d.answers.some((a: { ai: { evidence: string[] } }) => a.ai.evidence.length > 0)).toBe(true);
    expect(RECOMMENDATIONS).toContain(d.result.recommendation);
    expect(d.result.overall_score).toBeGreaterThanOrEqual(1);
    expect(d.result.overall_score).toBeLessThanOrEqual(5);
    expect(d.result.ai_overall_score).toBe(d.result.overall_score);
    expect(d.result.goals.length).toBeGreaterThan(0);
    for (const g of d.result.goals) expect(g.ai_score).toBeGreaterThanOrEqual(1);
    expect(d.result.reasons[0]).toMatch(/^Overall \d(\.\d)?\/5: /);
    // The practice answer is never scored or shown to the team.
    expect(JSON.stringify(d)).not.toContain('Practice.');

    // Review: confirm one score, change another; the AI's stay.
    const [first, second] = d.answers as { question_id: string; ai: { score: number } }[];
    const confirm = await call(t.app, 'PATCH', `/api/app/interviews/${link.id}/scores/${first!.question_id}`, {
      token,
      body: { score: first!.ai.score, note: '  Agree.  ' },
    });
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    // One point off the AI's, so no override reason is asked for (that rule has its own tests).
    const changedScore = second!.ai.score === 1 ? 2 : second!.ai.score - 1;
    const change = await call(t.app, 'PATCH', `/api/app/interviews/${link.id}/scores/${second!.question_id}`, {
      token,
      body: { score: changedScore, note: null },
    });
    expect(change.status, JSON.stringify(change.body)).toBe(200);
    const reviewed = change.body.data;
    const a1 = reviewed.answers.find((a: { question_id: string }) => a.question_id === first!.question_id);
    const a2 = reviewed.answers.find((a: { question_id: string }) => a.question_id === second!.question_id);
    expect(a1.review).toMatchObject({ score: first!.ai.score, note: 'Agree.', confirmed: true, reviewer_name: 'Ada Lovelace' });
    expect(a2.review).toMatchObject({ score: changedScore, note: null, confirmed: false });
    expect(a2.ai.score).toBe(second!.ai.score);
    expect(a2.final_score).toBe(changedScore);
    expect(reviewed.review_status).toBe(questions.length === 2 ? 'reviewed' : 'in_review');
    expect(reviewed.result.goals.some((g: { human_score: number | null }) => g.human_score !== null)).toBe(true);
    expect(reviewed.result.reasons.join(' ')).toContain('A reviewer changed 1 and confirmed 1');

    // Analysis: agreement per goal from the two reviewed answers (each reviewer's entry), distributions per job.
    const analysis = (await call(t.app, 'GET', `/api/app/interviews/analysis?job_position_id=${jobId}`, { token })).body.data;
    expect(analysis.jobs).toHaveLength(1);
    expect(analysis.jobs[0]).toMatchObject({ job_position_id: jobId, completed: 1, scored: 1 });
    const aiTotal = Object.values(analysis.jobs[0].ai_answer_distribution as Record<string, number>).reduce((s, v) => s + v, 0);
    expect(aiTotal).toBe(questions.length);
    expect(Object.values(analysis.jobs[0].human_answer_distribution as Record<string, number>).reduce((s, v) => s + v, 0)).toBe(2);
    expect(analysis.overall_agreement).toMatchObject({ reviewed_answers: 2, exact_agreement: 0.5 });
    expect(analysis.agreement.length).toBeGreaterThan(0);
    for (const g of analysis.agreement) expect(g.reviewed_answers).toBeGreaterThan(0);

    // Lists: completed, not pending; search by name.
    const completed = (await call(t.app, 'GET', '/api/app/interviews?status=completed&search=byron', { token })).body.data;
    expect(completed.items.map((i: { id: string }) => i.id)).toEqual([link.id]);
    expect(completed.items[0]).toMatchObject({ overall_score: reviewed.result.overall_score, answered_count: questions.length });
    const pending = (await call(t.app, 'GET', '/api/app/interviews?status=pending', { token })).body.data;
    expect(pending.items).toHaveLength(0);
    expect(pending.page_size).toBe(INTERVIEW_LIMITS.pageSize);
  });

  it('appears in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(res.json().paths);
    for (const p of [
      '/api/app/job-positions/generate-links',
      '/api/app/job-positions/{id}/interview-links',
      '/api/app/interviews',
      '/api/app/interviews/{id}',
      '/api/app/interviews/{id}/scores/{questionId}',
      '/api/app/interviews/analysis',
      '/api/app/talent/candidates',
      '/api/app/talent/compare',
      '/api/public/interviews/{token}',
      '/api/public/interviews/{token}/answers/{questionId}',
    ])
      expect(paths).toContain(p);
  });
});
