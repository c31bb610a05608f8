import { INTERVIEW_LIMITS } from '@hiring/shared/interviews';
import { expect } from 'vitest';
import type { TestApp } from './harness.ts';
import { call } from './http.ts';

/**
 * Interviews the way a company and its candidates make them, through the API: a job whose
 * questions are finalized, links, and a candidate who starts, answers and submits through the
 * public pages. For tests of the features that read interviews (search, analytics).
 */

const validJob = {
  title: 'Senior Backend Engineer',
  job_description: 'Design, build and run the APIs behind our hiring platform. Mentor two engineers.',
  requirements: 'Five years of Node.js. Deep PostgreSQL knowledge. Experience running services in production.',
  required_skills: ['Node.js', 'PostgreSQL', 'TypeScript'],
};

/**
 * A strong candidate's answers, one a question in turn: each a different first-hand story, since one
 * answer pasted into every question is held low as a copy everywhere but where it fits best.
 */
export const STRONG_ANSWERS = [
  'Last year our PostgreSQL database slowed down under load. I profiled the slow queries with EXPLAIN ANALYZE, added two indexes and rewrote a Node.js endpoint to batch its reads. Latency fell from 900 ms to 120 ms, and I wrote a runbook so the team could repeat the analysis.',
  'When our payments API went down during a release, I led the incident: I rolled the release back within ten minutes, kept support updated every fifteen minutes, and found that a migration had dropped an index. I added a CI check for dropped indexes and we have not had that outage since.',
  'I mentored two junior engineers through their first year. We paired twice a week on real tickets, I reviewed their pull requests with written reasons, and after six months both were shipping features on their own; one now leads our API team.',
  'I designed an idempotent endpoint for charging customers: the client sends an idempotency key, the server stores it with the result in the same transaction under a unique constraint, and a retry returns the stored result. Double charges dropped from a few a week to none.',
  'On a TypeScript service with no tests, I introduced contract tests for the public API and ran them in CI on every pull request. In the first month they caught four breaking changes before release, and deploys went from weekly to daily.',
  'A product manager and I disagreed about shipping a feature without rate limits. I showed her the load test where one client could take the service down, we agreed on a simple limit, and we still shipped on the planned date.',
];

/** The first of the strong answers (tests that need one good answer). */
export const STRONG_ANSWER = STRONG_ANSWERS[0]!;

export interface InterviewLink {
  id: string;
  token: string;
  candidate_email: string;
}

const jobUrl = (id: string, rest = '') => `/api/app/job-positions/${id}${rest}`;
const pub = (token: string, rest = '') => `/api/public/interviews/${token}${rest}`;

/** A job position that takes interviews: goals confirmed, questions generated and finalized, status active. */
export async function createActiveJob(t: TestApp, token: string, title = validJob.title): Promise<string> {
  const res = await call(t.app, 'POST', '/api/app/job-positions', { token, body: { ...validJob, title, preset_goal_ids: [1, 3] } });
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
  expect((await call(t.app, 'POST', jobUrl(id, '/questions/finalize'), { token })).status).toBe(200);
  expect((await call(t.app, 'PATCH', jobUrl(id, '/status'), { token, body: { status: 'active' } })).status).toBe(200);
  return id;
}

/** Interview links for the candidates, in their order. */
export async function createLinks(
  t: TestApp,
  token: string,
  jobId: string,
  candidates: { name: string; email: string }[],
): Promise<InterviewLink[]> {
  const res = await call(t.app, 'POST', '/api/app/job-positions/generate-links', { token, body: { job_position_id: jobId, candidates } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.links as InterviewLink[];
}

/** The candidate consents and starts. */
export async function startInterview(t: TestApp, linkToken: string) {
  const res = await call(t.app, 'POST', pub(linkToken, '/start'), { body: { consent: true } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/**
 * Start (unless started), answer every question (the practice one too) and submit; scoring runs as a
 * job. Without `answer`, the strong answers in turn; with it, that answer to every question.
 */
export async function takeInterview(t: TestApp, linkToken: string, answer?: string, { started = false } = {}) {
  if (!started) await startInterview(t, linkToken);
  const view = (await call(t.app, 'GET', pub(linkToken))).body.data;
  let n = 0;
  for (const q of view.questions as { id: string; practice: boolean }[]) {
    const text = q.practice ? 'A team that ships.' : (answer ?? STRONG_ANSWERS[n++ % STRONG_ANSWERS.length]!);
    const res = await call(t.app, 'PUT', pub(linkToken, `/answers/${q.id}`), { body: { text } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  const submit = await call(t.app, 'POST', pub(linkToken, '/submit'));
  expect(submit.status, JSON.stringify(submit.body)).toBe(200);
}

/**
 * The company reviews with the AI's scores in view: blind-first review off (decision 660). Tests
 * of what the AI scored read its part of each answer before anyone reviews.
 */
export async function reviewAiFirst(app: TestApp['app'], token: string) {
  const res = await call(app, 'PUT', '/api/app/interviews/settings', {
    token,
    body: { retention_days: INTERVIEW_LIMITS.retentionDaysDefault, blind_review: false },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
