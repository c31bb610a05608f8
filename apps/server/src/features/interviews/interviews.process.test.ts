import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newUser, trialPayload } from '../../test/http.ts';
import { startServerProcess } from '../../test/server-process.ts';

const kill = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<void>((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill(signal);
  });

async function api(base: string, method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the test reads JSON answers field by field
  return { status: res.status, body: (await res.json()) as { data: any; message?: string } };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, tries = 600, ms = 100): Promise<T> {
  let value = await read();
  for (let i = 0; i < tries && !done(value); i++) {
    await sleep(ms);
    value = await read();
  }
  return value;
}

const ANSWER =
  'Our PostgreSQL database slowed down under load. I profiled the slow queries with EXPLAIN ANALYZE, added two indexes and rewrote a Node.js endpoint to batch its reads; latency fell from 900 ms to 120 ms.';

describe('interview scoring across a crash of the server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hiring-interviews-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('finishes scoring a submitted interview after a SIGKILL and a restart, scoring every answer once', async () => {
    const first = await startServerProcess({ DATA_DIR: dataDir });
    const user = newUser();
    const reg = await api(first.url, 'POST', '/auth/register', undefined, user);
    expect(reg.status).toBe(201);
    const token = reg.body.data.token as string;
    const packages = await api(first.url, 'GET', '/app/app-products/packages', token);
    if (packages.status === 200) {
      const trial = packages.body.data.find((p: { package: { tier: string } }) => p.package.tier === 'trial');
      if (trial)
        expect(
          (await api(first.url, 'POST', '/app/subscriptions/create', token, trialPayload(trial.package.id, trial.prices[0]?.id))).status,
        ).toBe(201);
    }
    const created = await api(first.url, 'POST', '/app/job-positions', token, {
      title: 'Senior Backend Engineer',
      job_description: 'Design, build and run the APIs behind our hiring platform. Mentor two engineers.',
      requirements: 'Five years of Node.js. Deep PostgreSQL knowledge. Experience running services in production.',
      required_skills: ['Node.js', 'PostgreSQL', 'TypeScript'],
      preset_goal_ids: [1, 3],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as string;
    const goals = (
      await until(
        () => api(first.url, 'GET', `/app/job-positions/${id}/goals`, token),
        (r) => r.body.data.goals.length > 0,
      )
    ).body.data.goals as { id: string }[];
    expect(
      (
        await api(first.url, 'POST', `/app/job-positions/${id}/confirm-goals`, token, {
          confirm: true,
          evaluation_goals: goals.map((g) => ({ id: g.id })),
        })
      ).status,
    ).toBe(200);
    await until(
      () => api(first.url, 'GET', `/app/job-positions/${id}/questions`, token),
      (r) => r.body.data.status === 'questions_ready',
    );
    expect((await api(first.url, 'POST', `/app/job-positions/${id}/questions/finalize`, token)).status).toBe(200);
    expect((await api(first.url, 'PATCH', `/app/job-positions/${id}/status`, token, { status: 'active' })).status).toBe(200);
    const links = await api(first.url, 'POST', '/app/job-positions/generate-links', token, {
      job_position_id: id,
      candidates: [{ name: 'Crash Candidate', email: 'crash.candidate@example.com' }],
    });
    expect(links.status, JSON.stringify(links.body)).toBe(201);
    const link = links.body.data.links[0] as { id: string; token: string };
    expect((await api(first.url, 'POST', `/public/interviews/${link.token}/start`, undefined, { consent: true })).status).toBe(200);
    const view = (await api(first.url, 'GET', `/public/interviews/${link.token}`)).body.data;
    for (const q of view.questions as { id: string }[])
      expect((await api(first.url, 'PUT', `/public/interviews/${link.token}/answers/${q.id}`, undefined, { text: ANSWER })).status).toBe(
        200,
      );
    expect((await api(first.url, 'POST', `/public/interviews/${link.token}/submit`)).status).toBe(200);
    // Killed without warning once scoring has begun (or, on a fast machine, right after the submit).
    await until(
      () => api(first.url, 'GET', `/app/interviews/${link.id}`, token),
      (r) => r.body.data.scoring_status !== 'queued',
      200,
      5,
    );
    await kill(first.child, 'SIGKILL');

    const second = await startServerProcess({ DATA_DIR: dataDir });
    const login = await api(second.url, 'POST', '/auth/login', undefined, { email: user.email, password: user.password });
    const token2 = login.body.data.token as string;
    // A job the dead worker had claimed waits for its lock to expire (30 s) before it is taken over.
    const detail = (
      await until(
        () => api(second.url, 'GET', `/app/interviews/${link.id}`, token2),
        (r) => r.body.data?.scoring_status === 'scored',
      )
    ).body.data;
    expect(detail.scoring_status).toBe('scored');
    expect(detail.answers).toHaveLength(view.questions.length - 1);
    for (const a of detail.answers) {
      expect(a.ai.score).toBeGreaterThanOrEqual(1);
      for (const quote of a.ai.evidence) expect(ANSWER).toContain(quote);
    }
    expect(detail.result.overall_score).toBeGreaterThanOrEqual(1);
    expect(detail.result.recommendation).toEqual(expect.any(String));
    await kill(second.child, 'SIGTERM');
  }, 180_000);
});
