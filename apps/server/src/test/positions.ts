import type { UpdateQuestionGuideInput } from '@hiring/shared/questions';
import { expect } from 'vitest';
import { registerOwner } from './accounts.ts';
import type { TestApp } from './harness.ts';
import { call } from './http.ts';

/** Positions the way a team sets them up, through the API, for the tests of questions and scoring. */

export interface TestJob {
  title: string;
  job_description: string;
  requirements: string;
  required_skills: string[];
}

const url = (id: string, rest = '') => `/api/app/job-positions/${id}${rest}`;

/** A new owner's position whose proposed goals are all confirmed and whose first set is written (questions_ready). */
export async function readyPosition(t: TestApp, job: TestJob, presetGoalIds = [1, 3]) {
  const { token, companyId } = await registerOwner(t);
  const res = await call(t.app, 'POST', '/api/app/job-positions', { token, body: { ...job, preset_goal_ids: presetGoalIds } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = res.body.data.id as string;
  await t.jobs.runDue();
  const goals = (await call(t.app, 'GET', url(id, '/goals'), { token })).body.data.goals as { id: string }[];
  const confirm = await call(t.app, 'POST', url(id, '/confirm-goals'), {
    token,
    body: { confirm: true, evaluation_goals: goals.map((g) => ({ id: g.id })) },
  });
  expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
  await t.jobs.runDue();
  return { token, companyId, id, goals: goals.map((g) => g.id) };
}

export interface TeamQuestion {
  text: string;
  /** Texts of the team's goals the question assesses. */
  goals: string[];
  guide: UpdateQuestionGuideInput;
}

/**
 * A position whose team set its own goals (confirmed alone) and wrote its own questions with their
 * rating guides, in place of the engine's: finalized and active, ready for links.
 */
export async function teamPosition(
  t: TestApp,
  token: string,
  job: TestJob,
  goals: { text: string; category: string }[],
  questions: TeamQuestion[],
): Promise<string> {
  const created = await call(t.app, 'POST', '/api/app/job-positions', { token, body: { ...job, preset_goal_ids: [] } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.data.id as string;
  await t.jobs.runDue();
  const goalIds = new Map<string, string>();
  for (const g of goals) {
    const res = await call(t.app, 'POST', url(id, '/goals/custom'), { token, body: { text: g.text, category: g.category, importance: 4 } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    goalIds.set(g.text, (res.body.data.goals as { id: string; text: string }[]).find((x) => x.text === g.text)!.id);
  }
  const confirm = await call(t.app, 'POST', url(id, '/confirm-goals'), {
    token,
    body: { confirm: true, evaluation_goals: [...goalIds.values()].map((goalId) => ({ id: goalId })) },
  });
  expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
  await t.jobs.runDue();
  const generated = (await call(t.app, 'GET', url(id, '/questions'), { token })).body.data.questions as { id: string }[];
  for (const q of questions) {
    const added = await call(t.app, 'POST', url(id, '/questions'), {
      token,
      body: { text: q.text, goal_ids: q.goals.map((g) => goalIds.get(g)!) },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }
  for (const g of generated) expect((await call(t.app, 'DELETE', url(id, `/questions/${g.id}`), { token })).status).toBe(200);
  const mine = (await call(t.app, 'GET', url(id, '/questions'), { token })).body.data.questions as { id: string; text: string }[];
  expect(mine.map((q) => q.text)).toEqual(questions.map((q) => q.text));
  for (const [i, q] of mine.entries()) {
    const res = await call(t.app, 'PUT', url(id, `/questions/${q.id}/guide`), { token, body: questions[i]!.guide });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  expect((await call(t.app, 'POST', url(id, '/questions/finalize'), { token })).status).toBe(200);
  expect((await call(t.app, 'PATCH', url(id, '/status'), { token, body: { status: 'active' } })).status).toBe(200);
  return id;
}
