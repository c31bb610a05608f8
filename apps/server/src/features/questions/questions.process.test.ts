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

describe('question generation across a crash of the server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hiring-questions-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('finishes the generation job after a SIGKILL and a restart, writing the set once', async () => {
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
    let goals: { id: string }[] = [];
    for (let i = 0; i < 300 && goals.length === 0; i++) {
      goals = (await api(first.url, 'GET', `/app/job-positions/${id}/goals`, token)).body.data.goals;
      if (goals.length === 0) await new Promise((r) => setTimeout(r, 100));
    }
    const confirm = await api(first.url, 'POST', `/app/job-positions/${id}/confirm-goals`, token, {
      confirm: true,
      evaluation_goals: goals.map((g) => ({ id: g.id })),
    });
    expect(confirm.status).toBe(200);
    // Killed without warning right after the job was committed, whether it is still queued or running.
    await kill(first.child, 'SIGKILL');

    const second = await startServerProcess({ DATA_DIR: dataDir });
    const login = await api(second.url, 'POST', '/auth/login', undefined, { email: user.email, password: user.password });
    const token2 = login.body.data.token as string;
    let screen: { status: string; version: number; questions: { goal_connections: { goal_id: string }[] }[] } | undefined;
    // A job the dead worker had claimed waits for its lock to expire (30 s) before it is taken over.
    for (let i = 0; i < 600; i++) {
      screen = (await api(second.url, 'GET', `/app/job-positions/${id}/questions`, token2)).body.data;
      if (screen?.status === 'questions_ready') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(screen?.status).toBe('questions_ready');
    expect(screen?.version).toBe(1);
    for (const g of goals) expect(screen!.questions.some((q) => q.goal_connections.some((c) => c.goal_id === g.id))).toBe(true);
    const history = await api(
      second.url,
      'GET',
      `/app/job-positions/${id}/questions/${(screen!.questions[0] as unknown as { id: string }).id}/history`,
      token2,
    );
    expect(history.body.data.entries.map((e: { change_type: string }) => e.change_type)).toEqual(['created']);
    await kill(second.child, 'SIGTERM');
  }, 150_000);
});
