import { eq } from 'drizzle-orm';
import { INTERVIEW_LIMITS, INTERVIEW_MESSAGES, INTERVIEW_NOTICE, PRACTICE_QUESTION, RECOMMENDATIONS } from '@hiring/shared/interviews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingGates, registerMember, registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { mailOutbox } from '../../mail/mail.table.ts';
import { jobPositions } from '../job-positions/index.ts';
import { RETENTION_SWEEP_JOB } from './index.ts';
import { PUBLIC_RATE_LIMIT } from './candidate-access.ts';
import { interviewAnswers, interviews } from './interviews.table.ts';

const validJob = {
  title: 'Senior Backend Engineer',
  job_description: 'Design, build and run the APIs behind our hiring platform. Mentor two engineers.',
  requirements: 'Five years of Node.js. Deep PostgreSQL knowledge. Experience running services in production.',
  required_skills: ['Node.js', 'PostgreSQL', 'TypeScript'],
};

const ANSWER =
  'Last year our PostgreSQL database slowed down under load. I profiled the slow queries with EXPLAIN ANALYZE, added two indexes and rewrote a Node.js endpoint to batch its reads. Latency fell from 900 ms to 120 ms, and I wrote a runbook so the team could repeat the analysis.';

type Link = {
  id: string;
  token: string;
  url: string;
  status: string;
  candidate_email: string;
  question_set_version: number;
  expires_at: string;
};
type PublicQuestion = { id: string; practice: boolean; text: string };

let n = 0;
const email = (tag = 'c') => `${tag}.${Date.now().toString(36)}.${++n}@example.com`;

describe.each(dbTargets)('interviews API on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  const jobUrl = (id: string, rest = '') => `/api/app/job-positions/${id}${rest}`;
  const pub = (token: string, rest = '') => `/api/public/interviews/${token}${rest}`;

  /** A job position that takes interviews: goals confirmed, questions generated and finalized, status active. */
  async function activeJob(token: string) {
    const res = await call(t.app, 'POST', '/api/app/job-positions', { token, body: { ...validJob, preset_goal_ids: [1, 3] } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.data.id as string;
    await t.jobs.runDue();
    const goals = (await call(t.app, 'GET', jobUrl(id, '/goals'), { token })).body.data.goals as { id: string }[];
    const confirm = await call(t.app, 'POST', jobUrl(id, '/confirm-goals'), {
      token,
      body: { confirm: true, evaluation_goals: goals.map((g) => ({ id: g.id })) },
    });
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    await t.jobs.runDue();
    const fin = await call(t.app, 'POST', jobUrl(id, '/questions/finalize'), { token });
    expect(fin.status, JSON.stringify(fin.body)).toBe(200);
    const active = await call(t.app, 'PATCH', jobUrl(id, '/status'), { token, body: { status: 'active' } });
    expect(active.status, JSON.stringify(active.body)).toBe(200);
    return { id, questions: fin.body.data.questions as { id: string; text: string }[] };
  }

  async function invite(token: string, jobId: string, candidates: { name: string; email: string }[], extra: Record<string, unknown> = {}) {
    return call(t.app, 'POST', '/api/app/job-positions/generate-links', { token, body: { job_position_id: jobId, candidates, ...extra } });
  }

  async function oneLink(token: string, jobId: string, name = 'Grace Hopper'): Promise<Link> {
    const res = await invite(token, jobId, [{ name, email: email() }]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.links[0] as Link;
  }

  /** Start, answer every question (practice too) and submit; returns the public view's questions. */
  async function takeInterview(linkToken: string, answer = ANSWER) {
    expect((await call(t.app, 'POST', pub(linkToken, '/start'), { body: { consent: true } })).status).toBe(200);
    const view = (await call(t.app, 'GET', pub(linkToken))).body.data;
    for (const q of view.questions as PublicQuestion[]) {
      const res = await call(t.app, 'PUT', pub(linkToken, `/answers/${q.id}`), {
        body: { text: q.practice ? 'A team that ships.' : answer },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const submit = await call(t.app, 'POST', pub(linkToken, '/submit'));
    expect(submit.status, JSON.stringify(submit.body)).toBe(200);
    return view.questions as PublicQuestion[];
  }

  it('goes link → mail → notice → start → answer → resume → submit → scored → reviewed, keeping both scores', async () => {
    const { token } = await registerOwner(t);
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
    // A question of another interview or version cannot be answered here.
    const foreign = await call(t.app, 'PUT', pub(link.token, '/answers/00000000-0000-4000-8000-000000000000'), { body: { text: 'x' } });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(INTERVIEW_MESSAGES.questionNotInInterview);

    const last = questions.at(-1)!;
    expect((await call(t.app, 'PUT', pub(link.token, `/answers/${last.id}`), { body: { text: ANSWER } })).status).toBe(200);
    const submitted = await call(t.app, 'POST', pub(link.token, '/submit'));
    expect(submitted.status).toBe(200);
    expect(submitted.body.data).toMatchObject({ status: 'completed', can_answer: false });

    // Read-only after submit: answers and a second submit are refused with 409.
    const after = await call(t.app, 'PUT', pub(link.token, `/answers/${last.id}`), { body: { text: 'changed' } });
    expect(after.status).toBe(409);
    expect(after.body.message).toBe(INTERVIEW_MESSAGES.alreadySubmitted);
    const twice = await call(t.app, 'POST', pub(link.token, '/submit'));
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(INTERVIEW_MESSAGES.alreadySubmitted);
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
    const changedScore = second!.ai.score === 1 ? 2 : 1;
    const change = await call(t.app, 'PATCH', `/api/app/interviews/${link.id}/scores/${second!.question_id}`, {
      token,
      body: { score: changedScore, note: null },
    });
    expect(change.status).toBe(200);
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

    // Analysis: agreement per goal from the two reviewed answers, distributions per job.
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

  it('lists pending links with search and paging of 10, and blind mode hides names and emails everywhere', async () => {
    const { token } = await registerOwner(t);
    const { id } = await activeJob(token);
    const candidates = Array.from({ length: 12 }, (_, i) => ({ name: `Pool Person ${i}`, email: email('pool') }));
    expect((await invite(token, id, candidates)).status).toBe(201);
    const page1 = (await call(t.app, 'GET', `/api/app/interviews?status=pending&job_position_id=${id}`, { token })).body.data;
    expect(page1).toMatchObject({ total_count: 12, total_pages: 2, page: 1 });
    expect(page1.items).toHaveLength(10);
    const page2 = (await call(t.app, 'GET', `/api/app/interviews?status=pending&job_position_id=${id}&page=2`, { token })).body.data;
    expect(page2.items).toHaveLength(2);
    const found = (await call(t.app, 'GET', '/api/app/interviews?search=person%2011', { token })).body.data;
    expect(found.items.map((i: { candidate_name: string }) => i.candidate_name)).toEqual(['Pool Person 11']);
    const blind = (await call(t.app, 'GET', `/api/app/talent/candidates?job_position_id=${id}&blind=true`, { token })).body.data;
    expect(blind.total_count).toBe(12);
    for (const item of blind.items) {
      expect(item).toMatchObject({ candidate_name: null, candidate_email: null, token: null, url: null });
      expect(item.candidate_label).toMatch(/^Candidate [0-9A-F]{4}$/);
    }
    expect(JSON.stringify(blind)).not.toContain('Pool Person');
    const detail = (await call(t.app, 'GET', `/api/app/interviews/${blind.items[0].id}?blind=true`, { token })).body.data;
    expect(detail.candidate_name).toBeNull();
    expect(detail.candidate_email).toBeNull();
    const links = (await call(t.app, 'GET', jobUrl(id, '/interview-links'), { token })).body.data;
    expect(links).toMatchObject({
      job_position_id: id,
      max_responses: 50,
      responses_used: 12,
      can_create_links: true,
      blocked_reason: null,
    });
    expect(links.items[0].url).toMatch(/^\/interview\//);
  });

  it('compares 2-4 scored interviews of one job per goal with a quote each, blind on request', async () => {
    const { token } = await registerOwner(t);
    const { id } = await activeJob(token);
    const a = await oneLink(token, id, 'Compare Alpha');
    const b = await oneLink(token, id, 'Compare Beta');
    await takeInterview(a.token);
    await takeInterview(b.token, 'I like computers.');
    await t.jobs.runDue();
    const res = await call(t.app, 'GET', `/api/app/talent/compare?interview_ids=${a.id},${b.id}&blind=true`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const cmp = res.body.data;
    expect(cmp).toMatchObject({ job_position_id: id, blind: true });
    expect(cmp.candidates).toHaveLength(2);
    expect(JSON.stringify(cmp)).not.toContain('Compare Alpha');
    for (const c of cmp.candidates) {
      expect(c.candidate_name).toBeNull();
      expect(c.goals).toHaveLength(cmp.goals.length);
    }
    const strong = cmp.candidates[0];
    expect(strong.goals.some((g: { quote: string | null }) => g.quote !== null && ANSWER.includes(g.quote))).toBe(true);
    expect(strong.overall_score).toBeGreaterThan(cmp.candidates[1].overall_score);
    const named = (await call(t.app, 'GET', `/api/app/talent/compare?interview_ids=${a.id},${b.id}`, { token })).body.data;
    expect(named.candidates.map((c: { candidate_name: string }) => c.candidate_name)).toEqual(['Compare Alpha', 'Compare Beta']);

    const one = await call(t.app, 'GET', `/api/app/talent/compare?interview_ids=${a.id}`, { token });
    expect(one.status).toBe(400);
    expect(one.body.message).toBe(INTERVIEW_MESSAGES.compareCount);
    const same = await call(t.app, 'GET', `/api/app/talent/compare?interview_ids=${a.id},${a.id}`, { token });
    expect(same.status).toBe(400);
    const pendingLink = await oneLink(token, id, 'Not Yet');
    const notScored = await call(t.app, 'GET', `/api/app/talent/compare?interview_ids=${a.id},${pendingLink.id}`, { token });
    expect(notScored.status).toBe(400);
    expect(notScored.body.message).toBe(INTERVIEW_MESSAGES.compareNotScored);
    const other = await activeJob(token);
    const c = await oneLink(token, other.id, 'Other Job');
    await takeInterview(c.token);
    await t.jobs.runDue();
    const mixed = await call(t.app, 'GET', `/api/app/talent/compare?interview_ids=${a.id},${c.id}`, { token });
    expect(mixed.status).toBe(400);
    expect(mixed.body.message).toBe(INTERVIEW_MESSAGES.compareSameJob);
  });

  it('answers 410 for expired and withdrawn links and 404 for unknown ones; resend reopens an expired link', async () => {
    const { token } = await registerOwner(t);
    const { id } = await activeJob(token);
    const expired = await oneLink(token, id);
    await t.database.db
      .update(interviews)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(interviews.id, expired.id));
    const gone = await call(t.app, 'GET', pub(expired.token));
    expect(gone.status).toBe(410);
    expect(gone.body.message).toBe(INTERVIEW_MESSAGES.linkExpired);
    expect((await call(t.app, 'POST', pub(expired.token, '/start'), { body: { consent: true } })).status).toBe(410);
    const listed = (await call(t.app, 'GET', `/api/app/interviews?status=expired&job_position_id=${id}`, { token })).body.data;
    expect(listed.items.map((i: { id: string }) => i.id)).toEqual([expired.id]);
    const resent = await call(t.app, 'POST', `/api/app/interviews/${expired.id}/resend`, { token, body: { expires_in_days: 3 } });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(resent.body.data).toMatchObject({ status: 'invited', sent_count: 2 });
    expect((await call(t.app, 'GET', pub(expired.token))).status).toBe(200);

    const withdrawn = await oneLink(token, id);
    const w = await call(t.app, 'POST', `/api/app/interviews/${withdrawn.id}/withdraw`, { token });
    expect(w.status).toBe(200);
    expect(w.body.data).toMatchObject({ status: 'withdrawn', token: null, url: null });
    const w410 = await call(t.app, 'GET', pub(withdrawn.token));
    expect(w410.status).toBe(410);
    expect(w410.body.message).toBe(INTERVIEW_MESSAGES.linkWithdrawn);
    const again = await call(t.app, 'POST', `/api/app/interviews/${withdrawn.id}/withdraw`, { token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(INTERVIEW_MESSAGES.cannotWithdraw);
    const resendWithdrawn = await call(t.app, 'POST', `/api/app/interviews/${withdrawn.id}/resend`, { token, body: {} });
    expect(resendWithdrawn.status).toBe(409);
    expect(resendWithdrawn.body.message).toBe(INTERVIEW_MESSAGES.cannotResend);

    // A job that no longer takes interviews closes its open links.
    const open = await oneLink(token, id);
    await t.database.db.update(jobPositions).set({ status: 'closed' }).where(eq(jobPositions.id, id));
    expect((await call(t.app, 'GET', pub(open.token))).status).toBe(410);
    expect((await call(t.app, 'POST', pub(open.token, '/start'), { body: { consent: true } })).status).toBe(410);

    const unknown = await call(t.app, 'GET', pub('A'.repeat(43)));
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(INTERVIEW_MESSAGES.linkNotFound);
    expect((await call(t.app, 'GET', pub('short'))).status).toBe(404);
    expect((await call(t.app, 'POST', pub('B'.repeat(43), '/submit'))).status).toBe(404);
  });

  it('limits the calls of one link a minute with 429', async () => {
    const { token } = await registerOwner(t);
    const { id } = await activeJob(token);
    const link = await oneLink(token, id);
    const statuses: number[] = [];
    for (let i = 0; i <= PUBLIC_RATE_LIMIT.perLinkPerMinute; i++)
      statuses.push((await call(t.app, 'GET', pub(link.token), { ip: `198.51.100.${i % 200}` })).status);
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    const limited = statuses.at(-1);
    expect(limited).toBe(429);
  });

  it('limits guessing of tokens per address with 429', async () => {
    const ip = '203.0.113.77';
    let last = 0;
    for (let i = 0; i < 21; i++) last = (await call(t.app, 'GET', pub(`${'Z'.repeat(40)}${i.toString().padStart(3, '0')}`), { ip })).status;
    expect(last).toBe(429);
  });

  it("hides another company's interviews and jobs (404) and keeps roles apart (403)", async () => {
    const owner = await registerOwner(t);
    const { id, questions } = await activeJob(owner.token);
    const link = await oneLink(owner.token, id);
    const stranger = await registerOwner(t);
    for (const [method, url, body] of [
      ['GET', `/api/app/interviews/${link.id}`, undefined],
      ['POST', `/api/app/interviews/${link.id}/withdraw`, undefined],
      ['POST', `/api/app/interviews/${link.id}/resend`, {}],
      ['PATCH', `/api/app/interviews/${link.id}/scores/${questions[0]!.id}`, { score: 3 }],
      ['DELETE', `/api/app/interviews/${link.id}/candidate-data`, undefined],
      ['GET', jobUrl(id, '/interview-links'), undefined],
      ['POST', '/api/app/job-positions/generate-links', { job_position_id: id, candidates: [{ name: 'X', email: email() }] }],
      ['GET', `/api/app/talent/compare?interview_ids=${link.id},${link.id.replace(/.$/, '0')}`, undefined],
    ] as const) {
      const res = await call(t.app, method, url, { token: stranger.token, body });
      expect([404, 400], `${method} ${url}: ${JSON.stringify(res.body)}`).toContain(res.status);
      if (!url.includes('compare')) expect(res.status, `${method} ${url}`).toBe(404);
    }
    const list = (await call(t.app, 'GET', '/api/app/interviews', { token: stranger.token })).body.data;
    expect(list.total_count).toBe(0);
    expect((await call(t.app, 'GET', '/api/app/interviews/not-a-uuid', { token: owner.token })).status).toBe(404);

    const member = await registerMember(t, owner.companyId, 'user');
    expect((await call(t.app, 'GET', '/api/app/interviews', { token: member })).status).toBe(403);
    expect((await invite(member, id, [{ name: 'X', email: email() }])).status).toBe(403);
    const manager = await registerMember(t, owner.companyId, 'manager');
    expect((await call(t.app, 'GET', '/api/app/interviews', { token: manager })).status).toBe(200);
    const seen = await call(t.app, 'GET', `/api/app/interviews/${link.id}`, { token: manager });
    expect(seen.status).toBe(200);
    // Reading a result does not hand out the candidate's link: only owners and admins see it.
    expect(seen.body.data).toMatchObject({ token: null, url: null });
    expect((await call(t.app, 'GET', '/api/app/interviews', { token: manager })).body.data.items[0].token).toBeNull();
    expect((await call(t.app, 'GET', `/api/app/interviews/${link.id}`, { token: owner.token })).body.data.token).toBe(link.token);
    expect((await invite(manager, id, [{ name: 'X', email: email() }])).status).toBe(403);
    expect((await call(t.app, 'DELETE', `/api/app/interviews/${link.id}/candidate-data`, { token: manager })).status).toBe(403);
    expect((await call(t.app, 'PUT', '/api/app/interviews/settings', { token: manager, body: { retention_days: 30 } })).status).toBe(403);
    const settings = await call(t.app, 'GET', '/api/app/interviews/settings', { token: manager });
    expect(settings.status).toBe(200);
    expect(settings.body.data).toMatchObject({
      retention_days: INTERVIEW_LIMITS.retentionDaysDefault,
      contact_email: null,
      can_edit: false,
    });
    expect(settings.body.data.effective_contact_email).toBe(owner.email);
    expect((await call(t.app, 'GET', '/api/app/interviews')).status).toBe(401);
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
    expect((await invite(token, id, [{ name: 'A', email: email() }])).status).toBe(201);
    const full = await invite(token, id, [{ name: 'C', email: email() }]);
    expect(full.body.message).toBe(INTERVIEW_MESSAGES.maxResponsesReached(2, 0));
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

  it('answers 400 with a clear message for bad input, never 500', async () => {
    const { token } = await registerOwner(t);
    const { id, questions } = await activeJob(token);
    const cases: [unknown, string][] = [
      [{ job_position_id: id, candidates: [] }, INTERVIEW_MESSAGES.candidatesRequired],
      [{ job_position_id: id, candidates: [{ name: 'X', email: 'not-an-email' }] }, INTERVIEW_MESSAGES.emailInvalid],
      [{ job_position_id: id, candidates: [{ name: '  ', email: email() }] }, INTERVIEW_MESSAGES.nameRequired],
      [{ job_position_id: id, candidates: [{ name: 'X', email: email() }], expires_in_days: 0 }, INTERVIEW_MESSAGES.expiresInDaysRange],
      [{ job_position_id: id, candidates: [{ name: 'X', email: email() }], expires_in_days: 2.5 }, INTERVIEW_MESSAGES.expiresInDaysRange],
      [{ job_position_id: 'nope', candidates: [{ name: 'X', email: email() }] }, INTERVIEW_MESSAGES.jobRequired],
      [
        {
          job_position_id: id,
          candidates: [
            { name: 'X', email: 'same@example.com' },
            { name: 'Y', email: 'SAME@example.com' },
          ],
        },
        INTERVIEW_MESSAGES.duplicateInRequest('same@example.com'),
      ],
      [
        { job_position_id: id, candidates: Array.from({ length: 51 }, (_, i) => ({ name: 'X', email: `m${i}@example.com` })) },
        INTERVIEW_MESSAGES.tooManyCandidates,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await call(t.app, 'POST', '/api/app/job-positions/generate-links', { token, body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect([400, 415]).toContain((await call(t.app, 'POST', '/api/app/job-positions/generate-links', { token, body: 'x' })).status);
    const link = await oneLink(token, id);
    await takeInterview(link.token);
    await t.jobs.runDue();
    for (const body of [{ score: 6 }, { score: 0 }, { score: 2.5 }, {}, { score: 3, note: 'x'.repeat(INTERVIEW_LIMITS.noteMax + 1) }]) {
      const res = await call(t.app, 'PATCH', `/api/app/interviews/${link.id}/scores/${questions[0]!.id}`, { token, body });
      expect(res.status).toBe(400);
    }
    const badQuestion = await call(t.app, 'PATCH', `/api/app/interviews/${link.id}/scores/nope`, { token, body: { score: 3 } });
    expect(badQuestion.status).toBe(404);
    const fresh = await oneLink(token, id);
    await call(t.app, 'POST', pub(fresh.token, '/start'), { body: { consent: true } });
    const long = await call(t.app, 'PUT', pub(fresh.token, `/answers/${questions[0]!.id}`), {
      body: { text: 'x'.repeat(INTERVIEW_LIMITS.answerMax + 1) },
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(INTERVIEW_MESSAGES.answerTooLong);
    const nul = await call(t.app, 'PUT', pub(fresh.token, `/answers/${questions[0]!.id}`), { body: { text: 'a\u0000b' } });
    expect(nul.status).toBe(400);
    expect((await call(t.app, 'PUT', pub(fresh.token, `/answers/${questions[0]!.id}`), { body: { text: 5 } })).status).toBe(400);
    expect((await call(t.app, 'POST', pub(fresh.token, '/start'), { body: {} })).status).toBe(400);
    for (const q of ['status=nope', 'page=0', 'job_position_id=x', `search=${'s'.repeat(201)}`])
      expect((await call(t.app, 'GET', `/api/app/interviews?${q}`, { token })).status).toBe(400);
    const settings = await call(t.app, 'PUT', '/api/app/interviews/settings', { token, body: { retention_days: 0 } });
    expect(settings.status).toBe(400);
    expect(settings.body.message).toBe(INTERVIEW_MESSAGES.retentionRange);
    const badMail = await call(t.app, 'PUT', '/api/app/interviews/settings', { token, body: { retention_days: 30, contact_email: 'x' } });
    expect(badMail.status).toBe(400);
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

  it('deletes answers and personal data after the retention period, keeping anonymous scores', async () => {
    const { token } = await registerOwner(t);
    const settings = await call(t.app, 'PUT', '/api/app/interviews/settings', {
      token,
      body: { retention_days: 30, contact_email: 'Privacy@Example.com' },
    });
    expect(settings.status).toBe(200);
    expect(settings.body.data).toMatchObject({ retention_days: 30, contact_email: 'privacy@example.com', can_edit: true });
    const { id } = await activeJob(token);
    const old = await oneLink(token, id, 'Old Candidate');
    const recent = await oneLink(token, id, 'Recent Candidate');
    const notice = (await call(t.app, 'GET', pub(old.token))).body.data.notice;
    expect(notice).toMatchObject({ retention_days: 30, contact_email: 'privacy@example.com' });
    expect(notice.alternative).toBe(INTERVIEW_NOTICE.alternative('privacy@example.com'));
    await takeInterview(old.token);
    await takeInterview(recent.token);
    await t.jobs.runDue();
    const before = (await call(t.app, 'GET', `/api/app/interviews/${old.id}`, { token })).body.data;
    await t.database.db
      .update(interviews)
      .set({ completedAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) })
      .where(eq(interviews.id, old.id));

    await t.jobs.enqueue(RETENTION_SWEEP_JOB, {});
    await t.jobs.runDue();

    const after = (await call(t.app, 'GET', `/api/app/interviews/${old.id}`, { token })).body.data;
    expect(after).toMatchObject({
      candidate_name: null,
      candidate_email: null,
      token: null,
      candidate_label: INTERVIEW_MESSAGES.deletedCandidate,
    });
    expect(after.data_deleted_at).toEqual(expect.any(String));
    expect(after.result.overall_score).toBe(before.result.overall_score);
    for (const a of after.answers) {
      expect(a.answer_text).toBeNull();
      expect(a.ai.evidence).toEqual([]);
      expect(a.ai.score).toBeGreaterThanOrEqual(1);
    }
    for (const g of after.result.goals) expect(g.quote).toBeNull();
    expect(JSON.stringify(after)).not.toContain('EXPLAIN ANALYZE');
    expect((await call(t.app, 'GET', pub(old.token))).status).toBe(410);
    const rows = await t.database.db.select().from(interviewAnswers).where(eq(interviewAnswers.interviewId, old.id));
    expect(rows.every((r) => r.text === null)).toBe(true);
    // The recent one is kept.
    const kept = (await call(t.app, 'GET', `/api/app/interviews/${recent.id}`, { token })).body.data;
    expect(kept.candidate_name).toBe('Recent Candidate');
    expect(kept.answers[0].answer_text).toBe(ANSWER);
  });

  it("deletes one candidate's data at once on request (owner or admin)", async () => {
    const { token } = await registerOwner(t);
    const { id } = await activeJob(token);
    const link = await oneLink(token, id, 'Forget Me');
    await takeInterview(link.token);
    await t.jobs.runDue();
    const mailsTo = async (address: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
    expect(await mailsTo(link.candidate_email)).toHaveLength(1);
    const res = await call(t.app, 'DELETE', `/api/app/interviews/${link.id}/candidate-data`, { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: link.id, message: INTERVIEW_MESSAGES.dataDeleted });
    const detail = (await call(t.app, 'GET', `/api/app/interviews/${link.id}`, { token })).body.data;
    expect(detail.candidate_name).toBeNull();
    // The invitation mail, with the candidate's name and link, is gone from the outbox too.
    expect(await mailsTo(link.candidate_email)).toHaveLength(0);
    expect(detail.answers.every((a: { answer_text: string | null }) => a.answer_text === null)).toBe(true);
    expect(detail.scoring_status).toBe('scored');
    const search = (await call(t.app, 'GET', '/api/app/interviews?search=forget', { token })).body.data;
    expect(search.total_count).toBe(0);
    const again = await call(t.app, 'DELETE', `/api/app/interviews/${link.id}/candidate-data`, { token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(INTERVIEW_MESSAGES.dataAlreadyDeleted);
    // The address is free for a new link.
    expect((await call(t.app, 'GET', pub(link.token))).status).toBe(410);
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
