import { expect } from 'vitest';
import type { TestApp } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { reviewAiFirst } from '../../test/interviews.ts';

/**
 * Steps of the interviews' API tests: a job that takes interviews, links, and a candidate who
 * answers through the public pages. Each test file of the feature builds on them.
 */

export const validJob = {
  title: 'Senior Backend Engineer',
  job_description: 'Design, build and run the APIs behind our hiring platform. Mentor two engineers.',
  requirements: 'Five years of Node.js. Deep PostgreSQL knowledge. Experience running services in production.',
  required_skills: ['Node.js', 'PostgreSQL', 'TypeScript'],
};

export const ANSWER =
  'Last year our PostgreSQL database slowed down under load. I profiled the slow queries with EXPLAIN ANALYZE, added two indexes and rewrote a Node.js endpoint to batch its reads. Latency fell from 900 ms to 120 ms, and I wrote a runbook so the team could repeat the analysis.';

export type Link = {
  id: string;
  token: string;
  url: string;
  status: string;
  candidate_email: string;
  question_set_version: number;
  expires_at: string;
};
export type PublicQuestion = { id: string; practice: boolean; text: string };

let n = 0;
export const email = (tag = 'c') => `${tag}.${Date.now().toString(36)}.${++n}@example.com`;

export const jobUrl = (id: string, rest = '') => `/api/app/job-positions/${id}${rest}`;
export const pub = (token: string, rest = '') => `/api/public/interviews/${token}${rest}`;
/** A reviewer's score of one answer, and the reveal of the AI's score of it. */
export const scoreUrl = (id: string, questionId: string) => `/api/app/interviews/${id}/scores/${questionId}`;
export const revealUrl = (id: string, questionId: string) => `/api/app/interviews/${id}/answers/${questionId}/reveal-ai`;
/** A score at least 2 points from the AI's. */
export const farFrom = (ai: number) => (ai >= 3 ? 1 : 5);

/** The steps, on the test app `app()` gives once it is built. */
export function interviewSteps(app: () => TestApp) {
  /** A job position that takes interviews: goals confirmed, questions generated and finalized, status active. */
  async function activeJob(token: string) {
    const res = await call(app().app, 'POST', '/api/app/job-positions', { token, body: { ...validJob, preset_goal_ids: [1, 3] } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.data.id as string;
    await app().jobs.runDue();
    const goals = (await call(app().app, 'GET', jobUrl(id, '/goals'), { token })).body.data.goals as { id: string }[];
    const confirm = await call(app().app, 'POST', jobUrl(id, '/confirm-goals'), {
      token,
      body: { confirm: true, evaluation_goals: goals.map((g) => ({ id: g.id })) },
    });
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    await app().jobs.runDue();
    const fin = await call(app().app, 'POST', jobUrl(id, '/questions/finalize'), { token });
    expect(fin.status, JSON.stringify(fin.body)).toBe(200);
    const active = await call(app().app, 'PATCH', jobUrl(id, '/status'), { token, body: { status: 'active' } });
    expect(active.status, JSON.stringify(active.body)).toBe(200);
    return { id, questions: fin.body.data.questions as { id: string; text: string }[] };
  }

  async function invite(token: string, jobId: string, candidates: { name: string; email: string }[], extra: Record<string, unknown> = {}) {
    return call(app().app, 'POST', '/api/app/job-positions/generate-links', {
      token,
      body: { job_position_id: jobId, candidates, ...extra },
    });
  }

  async function oneLink(token: string, jobId: string, name = 'Grace Hopper'): Promise<Link> {
    const res = await invite(token, jobId, [{ name, email: email() }]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.links[0] as Link;
  }

  /** Start, answer every question (practice too) and submit; returns the public view's questions. */
  async function takeInterview(linkToken: string, answer = ANSWER) {
    expect((await call(app().app, 'POST', pub(linkToken, '/start'), { body: { consent: true } })).status).toBe(200);
    const view = (await call(app().app, 'GET', pub(linkToken))).body.data;
    for (const q of view.questions as PublicQuestion[]) {
      const res = await call(app().app, 'PUT', pub(linkToken, `/answers/${q.id}`), {
        body: { text: q.practice ? 'A team that ships.' : answer },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const submit = await call(app().app, 'POST', pub(linkToken, '/submit'));
    expect(submit.status, JSON.stringify(submit.body)).toBe(200);
    return view.questions as PublicQuestion[];
  }
  /**
   * The company reviews with the AI's scores in view: blind-first review off (decision 660). Tests
   * of what the AI scored read its part of each answer before anyone reviews.
   */
  const aiFirst = (token: string) => reviewAiFirst(app().app, token);

  /** A job (new, or `job`), one candidate who answered every question, scored: the interview's id and the questions. */
  async function scoredInterview(token: string, name = 'Grace Hopper', job?: Awaited<ReturnType<typeof activeJob>>) {
    const { id, questions } = job ?? (await activeJob(token));
    const link = await oneLink(token, id, name);
    await takeInterview(link.token);
    await app().jobs.runDue();
    return { jobId: id, interviewId: link.id, questions };
  }
  return { activeJob, invite, oneLink, takeInterview, aiFirst, scoredInterview };
}
