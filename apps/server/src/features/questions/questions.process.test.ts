import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newUser, trialPayload } from '../../test/http.ts';
import { httpApi, ownerWithConfirmedGoals, startServerProcess, stopServerProcess, until } from '../../test/server-process.ts';

/** The lock a dead worker's job waits out: 5 s rather than the default 30 s keeps the test short. */
const JOB_LOCK_MS = '5000';

describe('question generation across a crash of the server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hiring-questions-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('finishes the generation job after a SIGKILL and a restart, writing the set once', async () => {
    const first = await startServerProcess({ DATA_DIR: dataDir, JOB_LOCK_MS });
    const user = newUser();
    const { id, goals } = await ownerWithConfirmedGoals(first.url, user, trialPayload);
    // Killed without warning right after the job was committed, whether it is still queued or running.
    await stopServerProcess(first.child, 'SIGKILL');

    const second = await startServerProcess({ DATA_DIR: dataDir, JOB_LOCK_MS });
    const login = await httpApi(second.url, 'POST', '/auth/login', undefined, { email: user.email, password: user.password });
    const token2 = login.body.data.token as string;
    type Screen = { status: string; version: number; questions: { goal_connections: { goal_id: string }[] }[] };
    // A job the dead worker had claimed waits for its lock (JOB_LOCK_MS, no longer heartbeated) before it is taken over.
    const screen = (
      await until(
        () => httpApi(second.url, 'GET', `/app/job-positions/${id}/questions`, token2),
        (r) => r.body.data?.status === 'questions_ready',
      )
    ).body.data as Screen | undefined;
    expect(screen?.status).toBe('questions_ready');
    expect(screen?.version).toBe(1);
    for (const g of goals) expect(screen!.questions.some((q) => q.goal_connections.some((c) => c.goal_id === g.id))).toBe(true);
    const history = await httpApi(
      second.url,
      'GET',
      `/app/job-positions/${id}/questions/${(screen!.questions[0] as unknown as { id: string }).id}/history`,
      token2,
    );
    expect(history.body.data.entries.map((e: { change_type: string }) => e.change_type)).toEqual(['created']);
    await stopServerProcess(second.child, 'SIGTERM');
  }, 150_000);
});
