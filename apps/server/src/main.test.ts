import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './test/server-process.ts';

async function waitFor(check: () => boolean, ms = 10_000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 2));
  }
}

const stop = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });

describe('server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hiring-main-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('migrates at start, keeps accounts across a restart and shuts down cleanly on SIGTERM', async () => {
    const first = await startServerProcess({ DATA_DIR: dataDir });
    const body = { firstName: 'Rita', lastName: 'Restart', email: 'rita@example.com', password: 'restart-password' };
    const reg = await fetch(`${first.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(reg.status).toBe(201);
    // A request in flight when SIGTERM arrives still gets its answer.
    const inFlight = fetch(`${first.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: body.email, password: body.password }),
    });
    await waitFor(() => first.output().includes('"url":"/api/auth/login"'));
    const exit = stop(first.child);
    expect((await inFlight).status).toBe(200);
    expect(await exit).toBe(0);
    expect(first.output()).not.toContain('restart-password');

    const second = await startServerProcess({ DATA_DIR: dataDir });
    const login = await fetch(`${second.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: body.email, password: body.password }),
    });
    expect(login.status).toBe(200);

    // A second server on the same embedded database says why it cannot start, in one line.
    const third = await startServerProcess({ DATA_DIR: dataDir }).then(
      () => expect.unreachable('a second server started on a folder in use'),
      (error: Error) => error.message,
    );
    expect(third).toContain('server exited with 1');
    expect(third).toContain(`The embedded database at ${dataDir} is in use by process ${second.child.pid}`);
    expect(third).not.toMatch(/\n\s+at /);
    expect(await stop(second.child)).toBe(0);
  }, 120_000);
});
