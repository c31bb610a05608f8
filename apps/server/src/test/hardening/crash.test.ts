import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUDGET } from './budget.ts';
import { prepareAccounts, send, startQuietServer } from './load.ts';

/**
 * The server process killed with SIGKILL in the middle of writes (registrations and edits), then
 * started again on the same data: every write it acknowledged is there.
 */
describe('SIGKILL during writes on the embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hardening-crash-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(`loses no acknowledged write across ${BUDGET.crashes} crash(es)`, { timeout: 10 * 60_000 }, async () => {
    let server = await startQuietServer({ DATA_DIR: dataDir });
    const [account] = await prepareAccounts(server.url, 1);
    const registered: { email: string; password: string }[] = [];
    /** The last acknowledged edit number of each position. */
    const acknowledged = new Map<string, number>(account!.positionIds.map((id) => [id, 0]));
    let edit = 0;
    try {
      for (let crash = 0; crash < BUDGET.crashes; crash++) {
        let running = true;
        const writers = [
          ...account!.positionIds.map(async (id) => {
            while (running) {
              const n = ++edit;
              try {
                const res = await send(undefined, server.url, 'PUT', `/api/app/job-positions/${id}`, {
                  token: account!.token,
                  body: { title: `Edited ${n}` },
                });
                if (res.status === 200) acknowledged.set(id, Math.max(acknowledged.get(id)!, n));
              } catch {
                return; // the server is gone
              }
            }
          }),
          ...[0, 1].map(async (w) => {
            for (let i = 0; running; i++) {
              const user = {
                firstName: 'Crash',
                lastName: 'Test',
                email: `crash.${crash}.${w}.${i}.${Date.now()}@example.com`,
                password: 'correct-horse-battery',
              };
              try {
                const res = await send(undefined, server.url, 'POST', '/api/auth/register', { body: user });
                if (res.status === 201) registered.push(user);
              } catch {
                return;
              }
            }
          }),
        ];
        // Let writes flow, then kill without warning.
        await new Promise((r) => setTimeout(r, 1500 + crash * 300));
        server.child.kill('SIGKILL');
        running = false;
        await Promise.all(writers);
        await new Promise((r) =>
          server.child.exitCode !== null || server.child.signalCode !== null ? r(null) : server.child.once('exit', r),
        );
        server = await startQuietServer({ DATA_DIR: dataDir });
      }
      expect(registered.length).toBeGreaterThan(0);
      for (const [id, n] of acknowledged) {
        const res = await send(undefined, server.url, 'GET', `/api/app/job-positions/${id}`, { token: account!.token });
        expect(res.status).toBe(200);
        const title = JSON.parse(res.body).data.title as string;
        const stored = title.startsWith('Edited ') ? Number(title.slice(7)) : 0;
        // The acknowledged edit, or one sent after it whose answer the crash cut off.
        expect(stored).toBeGreaterThanOrEqual(n);
      }
      for (const user of registered) {
        const login = await send(undefined, server.url, 'POST', '/api/auth/login', {
          body: { email: user.email, password: user.password },
        });
        expect(login.status, user.email).toBe(200);
      }
      console.log(
        `crashes: ${BUDGET.crashes}; acknowledged registrations kept: ${registered.length}; edits kept: ${[...acknowledged.values()].join(', ')}`,
      );
    } finally {
      await server.stop();
    }
  });
});
