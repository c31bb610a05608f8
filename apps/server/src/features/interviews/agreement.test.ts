import { AGREEMENT_MESSAGES } from '@hiring/shared/agreement';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { quadraticKappa } from './agreement-stats.ts';
import { connectGoals, type SeededAnswer, seedAnswers } from './agreement.test-seed.ts';
import { interviewSteps } from './interviews.test-steps.ts';

const url = (jobId?: string) => `/api/app/interviews/agreement${jobId ? `?job_position_id=${jobId}` : ''}`;

/**
 * Question A, five answers, AI against the reviewers' mean rounded half up:
 *   AI 1, reviewers [1]    → 1        AI 2, reviewers [2, 4] → 3
 *   AI 3, reviewers [3]    → 3        AI 4, reviewers [3, 4] → 3.5 → 4
 *   AI 5, reviewers [4]    → 4
 * plus an answer the AI did not score (not counted). Pairs (1,1) (2,3) (3,3) (4,4) (5,4):
 *   exact 3/5 = 0.6, within one 5/5 = 1, quadratic kappa 1 − 2/16 = 0.875 (the arithmetic is in
 *   agreement-stats.test.ts). Reviewers, answers [2,4] and [3,4]: values 2,4,3,4 (n = 4);
 *   observed (4+4)/1 + (1+1)/1 = 10; expected 2·4·45 − 2·13² = 22; alpha = 1 − 3·10/22 = −0.364.
 */
const QUESTION_A: SeededAnswer[] = [
  { ai: 1, reviewers: [1] },
  { ai: 2, reviewers: [2, 4] },
  { ai: 3, reviewers: [3] },
  { ai: 4, reviewers: [3, 4] },
  { ai: 5, reviewers: [4] },
  { ai: null, reviewers: [2] },
];

/**
 * Question B, twenty answers: (1,5) ×5, (5,1) ×5, (3,3) ×10. Observed Σ(a−b)² = 10·16 = 160;
 * both marginals 1:5, 3:10, 5:5, expected (4·5·10·4 + 16·5·5·2) / 20 = (800 + 800) / 20 = 80;
 * kappa = 1 − 160/80 = −1: below 0.4 over 20 answers, so the warning shows. Exact 10/20, within one 10/20.
 */
const QUESTION_B: SeededAnswer[] = [
  ...Array.from({ length: 5 }, () => ({ ai: 1, reviewers: [5] })),
  ...Array.from({ length: 5 }, () => ({ ai: 5, reviewers: [1] })),
  ...Array.from({ length: 10 }, () => ({ ai: 3, reviewers: [3] })),
];

describe.each(dbTargets)('AI-human agreement on %s', (target) => {
  let t: TestApp;
  let owner: { token: string; companyId: string };
  let jobId: string;
  let otherJobId: string;
  let qa: { id: string; text: string };
  let qb: { id: string; text: string };
  const { activeJob } = interviewSteps(() => t);

  beforeAll(async () => {
    t = await createTestApp(target);
    owner = await registerOwner(t);
    const job = await activeJob(owner.token);
    jobId = job.id;
    [qa, qb] = job.questions as [{ id: string; text: string }, { id: string; text: string }];
    await connectGoals(t, qa.id, [{ id: 'goal-one', text: 'Runs production databases' }]);
    await connectGoals(t, qb.id, [
      { id: 'goal-one', text: 'Runs production databases' },
      { id: 'goal-two', text: 'Leads incidents' },
    ]);
    await seedAnswers(t, { companyId: owner.companyId, jobPositionId: jobId, questionId: qa.id }, QUESTION_A);
    await seedAnswers(t, { companyId: owner.companyId, jobPositionId: jobId, questionId: qb.id }, QUESTION_B);
    const other = await activeJob(owner.token);
    otherJobId = other.id;
    await seedAnswers(t, { companyId: owner.companyId, jobPositionId: otherJobId, questionId: other.questions[0]!.id }, [
      { ai: 4, reviewers: [4] },
    ]);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('gives per question the number compared, exact and within-one shares, kappa and reviewer alpha, as computed by hand', async () => {
    const res = await call(t.app, 'GET', url(jobId), { token: owner.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const questions = res.body.data.questions as Record<string, unknown>[];
    expect(questions.map((q) => q.question_id)).toEqual([qa.id, qb.id]);
    expect(questions[0]).toMatchObject({
      question_text: qa.text,
      job_position_id: jobId,
      n: 5,
      exact: 0.6,
      within_one: 1,
      kappa: 0.875,
      kappa_reason: null,
      reviewer_n: 2,
      reviewer_kappa: -0.364,
      reviewer_kappa_reason: null,
      warning: null,
    });
    // Rows: the AI's score; columns: the reviewers' rounded mean.
    expect(questions[0]!.matrix).toEqual([
      [1, 0, 0, 0, 0],
      [0, 0, 1, 0, 0],
      [0, 0, 1, 0, 0],
      [0, 0, 0, 1, 0],
      [0, 0, 0, 1, 0],
    ]);
  });

  it('warns where kappa falls below 0.4 over twenty answers, with the message to check the rating guide', async () => {
    const b = (await call(t.app, 'GET', url(jobId), { token: owner.token })).body.data.questions[1];
    expect(b).toMatchObject({ n: 20, exact: 0.5, within_one: 0.5, kappa: -1, reviewer_n: 0, reviewer_kappa: null });
    expect(b.reviewer_kappa_reason).toBe('no_answers');
    expect(b.warning).toBe(AGREEMENT_MESSAGES.lowAgreement);
    expect(b.warning).toBe('The AI disagrees with your reviewers on this question; check its rating guide.');
  });

  it("counts a goal's answers from every question that serves it, and overall every compared answer once", async () => {
    const data = (await call(t.app, 'GET', url(jobId), { token: owner.token })).body.data;
    const pairsA: [number, number][] = [
      [1, 1],
      [2, 3],
      [3, 3],
      [4, 4],
      [5, 4],
    ];
    const pairsB = QUESTION_B.map((a) => [a.ai!, a.reviewers[0]!] as [number, number]);
    const both = Math.round(quadraticKappa([...pairsA, ...pairsB]).value! * 1000) / 1000;
    const goals = Object.fromEntries((data.goals as { goal_id: string }[]).map((g) => [g.goal_id, g]));
    // goal-one: questions A and B, 25 answers, exact (3 + 10) / 25, within one (5 + 10) / 25.
    // Kappa: observed 2 + 160 = 162; AI marginals 1:6 2:1 3:11 4:1 5:6, reviewers 1:6 3:12 4:2 5:5;
    // Σ (i−j)²·r_i·c_j = 146·6 + 71 + 46·11 + 71 + 146·6 = 2400, / 25 = 96; 1 − 162/96 = −0.6875 (shown −0.687).
    expect(both).toBe(-0.687);
    expect(goals['goal-one']).toMatchObject({ goal_text: 'Runs production databases', n: 25, exact: 0.52, within_one: 0.6, kappa: both });
    // goal-two: question B only.
    expect(goals['goal-two']).toMatchObject({ goal_text: 'Leads incidents', n: 20, exact: 0.5, kappa: -1 });
    expect(data.overall).toMatchObject({ n: 25, exact: 0.52, within_one: 0.6, kappa: both, reviewer_n: 2, reviewer_kappa: -0.364 });
  });

  it('reads the whole company without a job filter, and one position with it', async () => {
    const all = (await call(t.app, 'GET', url(), { token: owner.token })).body.data;
    expect(all.overall.n).toBe(26);
    expect(new Set(all.questions.map((q: { job_position_id: string }) => q.job_position_id))).toEqual(new Set([jobId, otherJobId]));
    const other = (await call(t.app, 'GET', url(otherJobId), { token: owner.token })).body.data;
    expect(other.overall).toMatchObject({ n: 1, exact: 1, kappa: null, kappa_reason: 'one_answer' });
    expect(other.questions).toHaveLength(1);
  });

  it("agrees with Interview Analysis, which reads the same reviewers' scores", async () => {
    const analysis = (await call(t.app, 'GET', `/api/app/interviews/analysis?job_position_id=${jobId}`, { token: owner.token })).body.data;
    expect(analysis.overall_agreement).toMatchObject({ reviewed_answers: 25, exact_agreement: 0.52, within_one: 0.6 });
    const goalOne = analysis.agreement.find((g: { goal_id: string }) => g.goal_id === 'goal-one');
    expect(goalOne).toMatchObject({ reviewed_answers: 25, exact_agreement: 0.52, within_one: 0.6 });
    // Reviewers' rounded means of the 25 compared answers plus the one the AI did not score (2).
    expect(analysis.jobs[0].human_answer_distribution).toEqual({ '1': 6, '2': 1, '3': 12, '4': 2, '5': 5 });
  });

  it("shows another company nothing of this one's, even asked for its position", async () => {
    const stranger = await registerOwner(t);
    for (const path of [url(), url(jobId)]) {
      const res = await call(t.app, 'GET', path, { token: stranger.token });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        overall: {
          n: 0,
          exact: null,
          within_one: null,
          kappa: null,
          kappa_reason: 'no_answers',
          reviewer_n: 0,
          reviewer_kappa: null,
          reviewer_kappa_reason: 'no_answers',
        },
        questions: [],
        goals: [],
      });
    }
  });

  it('is for the roles that read results: a team lead reads it, a member is refused', async () => {
    const lead = await registerMember(t, owner.companyId, 'team_lead');
    expect((await call(t.app, 'GET', url(jobId), { token: lead })).body.data.overall.n).toBe(25);
    const member = await registerMember(t, owner.companyId, 'member');
    const refused = await call(t.app, 'GET', url(jobId), { token: member });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('forbidden');
    expect((await call(t.app, 'GET', url(jobId))).status).toBe(401);
  });

  it('refuses a job filter that is not an id', async () => {
    const res = await call(t.app, 'GET', url('not-an-id'), { token: owner.token });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('job_position_id');
  });
});
