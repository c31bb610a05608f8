import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newUser, trialPayload } from '../../test/http.ts';
import { httpApi, ownerWithConfirmedGoals, startServerProcess, stopServerProcess, until } from '../../test/server-process.ts';

const ANSWER =
  'Our PostgreSQL database slowed down under load. I profiled the slow queries with EXPLAIN ANALYZE, added two indexes and rewrote a Node.js endpoint to batch its reads; latency fell from 900 ms to 120 ms.';

/** The lock a dead worker's job waits out: 5 s rather than the default 30 s keeps the test short. */
const JOB_LOCK_MS = '5000';

describe('interview scoring across a crash of the server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hiring-interviews-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('finishes scoring a submitted interview after a SIGKILL and a restart, scoring every answer once', async () => {
    const first = await startServerProcess({ DATA_DIR: dataDir, JOB_LOCK_MS });
    const user = newUser();
    const { token, id } = await ownerWithConfirmedGoals(first.url, user, trialPayload);
    // The AI's scores are read below before anyone reviews: the company reviews AI-first (decision 660).
    expect((await httpApi(first.url, 'PUT', '/app/interviews/settings', token, { retention_days: 180, blind_review: false })).status).toBe(
      200,
    );
    await until(
      () => httpApi(first.url, 'GET', `/app/job-positions/${id}/questions`, token),
      (r) => r.body.data.status === 'questions_ready',
    );
    expect((await httpApi(first.url, 'POST', `/app/job-positions/${id}/questions/finalize`, token)).status).toBe(200);
    expect((await httpApi(first.url, 'PATCH', `/app/job-positions/${id}/status`, token, { status: 'active' })).status).toBe(200);
    const links = await httpApi(first.url, 'POST', '/app/job-positions/generate-links', token, {
      job_position_id: id,
      candidates: [{ name: 'Crash Candidate', email: 'crash.candidate@example.com' }],
    });
    expect(links.status, JSON.stringify(links.body)).toBe(201);
    const link = links.body.data.links[0] as { id: string; token: string };
    expect((await httpApi(first.url, 'POST', `/public/interviews/${link.token}/start`, undefined, { consent: true })).status).toBe(200);
    const view = (await httpApi(first.url, 'GET', `/public/interviews/${link.token}`)).body.data;
    for (const q of view.questions as { id: string }[])
      expect(
        (await httpApi(first.url, 'PUT', `/public/interviews/${link.token}/answers/${q.id}`, undefined, { text: ANSWER })).status,
      ).toBe(200);
    expect((await httpApi(first.url, 'POST', `/public/interviews/${link.token}/submit`)).status).toBe(200);
    // Killed without warning once scoring has begun (or, on a fast machine, right after the submit).
    await until(
      () => httpApi(first.url, 'GET', `/app/interviews/${link.id}`, token),
      (r) => r.body.data.scoring_status !== 'queued',
      200,
      5,
    );
    await stopServerProcess(first.child, 'SIGKILL');

    const second = await startServerProcess({ DATA_DIR: dataDir, JOB_LOCK_MS });
    const login = await httpApi(second.url, 'POST', '/auth/login', undefined, { email: user.email, password: user.password });
    const token2 = login.body.data.token as string;
    // A job the dead worker had claimed waits for its lock (JOB_LOCK_MS, no longer heartbeated) before it is taken over.
    const detail = (
      await until(
        () => httpApi(second.url, 'GET', `/app/interviews/${link.id}`, token2),
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
    await stopServerProcess(second.child, 'SIGTERM');
  }, 180_000);
});
