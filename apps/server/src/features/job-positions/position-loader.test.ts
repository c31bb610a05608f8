import { JOB_MESSAGES } from '@hiring/shared/job-positions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call } from '../../test/http.ts';

const validJob = {
  title: 'Platform Engineer',
  job_description: 'Run the platform our product teams build on. Keep deploys boring and on-call quiet.',
  requirements: 'Three years of Kubernetes. Terraform. Incident response.',
  required_skills: ['Kubernetes', 'Terraform'],
};

/**
 * A position's routes load the position (and what they read of it) in one place: beside the
 * session in one statement, or apart when the session came from the session cache. Either way the
 * answers are the same, and a position the caller's company does not have is a 404 with its code.
 */
describe.each(dbTargets)("a position's request loading on %s", (target) => {
  // The same requests on a server that reads every session (and the position with it) and on one
  // that keeps sessions per process, so each request after the first reads the position apart.
  let reading: TestApp;
  let caching: TestApp;
  beforeAll(async () => {
    reading = await createTestApp(target, { SESSION_CACHE_MS: '0' });
    caching = await createTestApp(target, { SESSION_CACHE_MS: '60000' });
  });
  afterAll(async () => {
    await reading?.close();
    await caching?.close();
  });

  async function answersOf(t: TestApp) {
    const { token } = await registerOwner(t);
    const created = await call(t.app, 'POST', '/api/app/job-positions', { token, body: { ...validJob, preset_goal_ids: [1, 2] } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await t.jobs.runDue();
    const id = created.body.data.id as string;
    const get = async (path: string) => {
      const res = await call(t.app, 'GET', `/api/app/job-positions${path}`, { token });
      return { status: res.status, body: res.body };
    };
    const detail = await get(`/${id}`);
    const goals = await get(`/${id}/goals`);
    const questions = await get(`/${id}/questions`);
    const list = await get('');
    const goalId = goals.body.data.goals[0].id as string;
    const edited = await call(t.app, 'PATCH', `/api/app/job-positions/${id}/goals/${goalId}`, { token, body: { importance: 2 } });
    const updated = await call(t.app, 'PUT', `/api/app/job-positions/${id}`, { token, body: { department: 'Infrastructure' } });
    return { token, id, detail, goals, questions, list, edited, updated };
  }

  /** The answer without what differs between two positions (ids, times, names of who did what). */
  const shape = (value: unknown): unknown =>
    JSON.parse(
      JSON.stringify(value, (key, v) =>
        ['id', 'job_position_id', 'goal_id', 'created_at', 'updated_at', 'changed_at', 'changed_by', 'created_by', 'email'].includes(key)
          ? typeof v
          : v,
      ),
    );

  it('answers the same whether the position was read with the session or apart from it', async () => {
    const a = await answersOf(reading);
    const b = await answersOf(caching);
    for (const key of ['detail', 'goals', 'questions', 'list', 'edited', 'updated'] as const) {
      expect(a[key].status, `${key}: ${JSON.stringify(a[key].body)}`).toBe(200);
      expect(shape(b[key].body), key).toEqual(shape(a[key].body));
    }
  });

  it("answers 404 with job_position_not_found for another company's position, or an id that is none, on both ways", async () => {
    for (const t of [reading, caching]) {
      const theirs = await answersOf(t);
      const { token } = await registerOwner(t);
      for (const id of [theirs.id, 'not-a-uuid']) {
        // Twice: the first request of a session may read it, the second come from the cache.
        for (let i = 0; i < 2; i++) {
          for (const path of [`/${id}`, `/${id}/goals`, `/${id}/questions`]) {
            const res = await call(t.app, 'GET', `/api/app/job-positions${path}`, { token });
            expect(res.status, path).toBe(404);
            expect(res.body, path).toMatchObject({ message: JOB_MESSAGES.notFound, code: 'job_position_not_found' });
          }
          const put = await call(t.app, 'PUT', `/api/app/job-positions/${id}`, { token, body: { department: 'Taken' } });
          expect(put.status).toBe(404);
          expect(put.body.code).toBe('job_position_not_found');
        }
      }
    }
  });

  it('refuses a creation with the same 402 whether the access row was read with the session or by the loader', async () => {
    const answers: { status: number; message: unknown; code: unknown }[] = [];
    for (const t of [reading, caching]) {
      const { token } = await registerOwner(t, { trial: false });
      // Twice: the first request of a session may read it, the second come from the cache.
      for (let i = 0; i < 2; i++) {
        const res = await call(t.app, 'POST', '/api/app/job-positions', { token, body: validJob });
        answers.push({ status: res.status, message: res.body.message, code: res.body.code });
      }
    }
    expect(answers[0]?.status).toBe(402);
    expect(answers).toEqual(answers.map(() => answers[0]));
  });
});
