import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { BACKUP_MESSAGES } from '../db/backup.ts';
import { openDatabase } from '../db/client.ts';
import { LOCK_FILE } from '../db/data-dir-lock.ts';
import { createRateLimits } from '../lib/rate-limits.ts';
import { registerOwner } from '../test/accounts.ts';
import { testConfig, type TestApp } from '../test/harness.ts';
import { call, strongPassword } from '../test/http.ts';
import { createActiveJob, createLinks, takeInterview } from '../test/interviews.ts';

const root = new URL('../../../../', import.meta.url).pathname;

/** The command as `npm run backup` / `npm run restore` runs it, in a process of its own. */
function run(command: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/backup-main.ts', command, ...args],
      { cwd: root, env: { ...process.env, DATABASE_URL: '', ...env }, timeout: 120_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** The whole server on a data folder, as `npm start` opens it (without listening). */
async function openApp(dataDir: string): Promise<TestApp> {
  const database = await openDatabase({ dataDir });
  await database.migrate();
  const rateLimits = createRateLimits();
  const app = await buildApp({ config: testConfig({ DATA_DIR: dataDir }), database, rateLimits, logger: false });
  await app.app.ready();
  return {
    ...app,
    database: { ...database, drop: () => database.close() },
    rateLimits,
    close: async () => {
      await app.close();
      await rateLimits.close();
      await database.close();
    },
  };
}

describe('backing up and restoring the embedded database', () => {
  const work = mkdtempSync(join(tmpdir(), 'hiring-backup-'));
  const dataDir = join(work, 'data');
  const file = join(work, 'backups', 'hiring.tar.gz');
  const env = { DATA_DIR: dataDir };
  let t: TestApp | undefined;
  let email: string;
  let jobId: string;
  let interviewId: string;
  const before: Record<string, unknown> = {};

  beforeAll(async () => {
    t = await openApp(dataDir);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('refuses to copy the folder while the server holds it', { timeout: 180_000 }, async () => {
    const owner = await registerOwner(t!);
    email = owner.email;
    jobId = await createActiveJob(t!, owner.token, 'Backup Test Engineer');
    const [link] = await createLinks(t!, owner.token, jobId, [{ name: 'Grace Hopper', email: 'grace@example.com' }]);
    interviewId = link!.id;
    await takeInterview(t!, link!.token);
    await t!.jobs.runDue();
    before.job = (await call(t!.app, 'GET', `/api/app/job-positions/${jobId}`, { token: owner.token })).body.data;
    before.goals = (await call(t!.app, 'GET', `/api/app/job-positions/${jobId}/goals`, { token: owner.token })).body.data;
    before.interview = (await call(t!.app, 'GET', `/api/app/interviews/${interviewId}`, { token: owner.token })).body.data;
    expect(before.interview).toMatchObject({ scoring_status: 'scored' });
    expect((before.goals as { goals: unknown[] }).goals.length).toBeGreaterThan(0);

    const busy = await run('backup', [file], env);
    expect(busy.code).toBe(1);
    expect(busy.stderr).toContain(
      `The embedded database at ${dataDir} is in use by process ${process.pid}: stop that process (the server) first`,
    );
    expect(existsSync(file)).toBe(false);
  });

  it('backs up the stopped database, and after the folder is deleted restores the position, its goals and the scored interview', {
    timeout: 180_000,
  }, async () => {
    await t!.close();
    t = undefined;
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);

    const backup = await run('backup', [file], env);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(new RegExp(`^Backed up the embedded database at ${dataDir} to ${file} \\(\\d+\\.\\d MB\\)\\.`));
    expect(readdirSync(join(work, 'backups'))).toEqual(['hiring.tar.gz']);

    rmSync(dataDir, { recursive: true, force: true });
    const restore = await run('restore', [file], env);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(`Restored ${file} into ${dataDir}.`);

    t = await openApp(dataDir);
    const login = await call(t.app, 'POST', '/api/auth/login', { body: { email, password: strongPassword } });
    expect(login.status).toBe(200);
    const token = login.body.data.token as string;
    expect((await call(t.app, 'GET', `/api/app/job-positions/${jobId}`, { token })).body.data).toEqual(before.job);
    expect((await call(t.app, 'GET', `/api/app/job-positions/${jobId}/goals`, { token })).body.data).toEqual(before.goals);
    expect((await call(t.app, 'GET', `/api/app/interviews/${interviewId}`, { token })).body.data).toEqual(before.interview);
    await t.close();
    t = undefined;
  });

  it('keeps the folder a restore replaces, renamed beside it', { timeout: 120_000 }, async () => {
    const restore = await run('restore', [file], env);
    expect(restore.code).toBe(0);
    const kept = /kept at (\S+);/.exec(restore.stdout)?.[1];
    expect(kept).toMatch(new RegExp(`^${dataDir}\\.before-restore-`));
    expect(existsSync(join(kept!, 'PG_VERSION'))).toBe(true);
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
  });

  it('says what is wrong: no file given, no such file, not a backup, no database, or PostgreSQL configured', {
    timeout: 120_000,
  }, async () => {
    const missing = join(work, 'nothing.tar.gz');
    const junk = join(work, 'junk.tar.gz');
    writeFileSync(junk, 'not a backup');
    const empty = join(work, 'empty');
    const [usage, noFile, notBackup, noData, postgres] = await Promise.all([
      run('backup', [], env),
      run('restore', [missing], env),
      run('restore', [junk], env),
      run('backup', [file], { DATA_DIR: empty }),
      run('backup', [file], { DATA_DIR: dataDir, DATABASE_URL: 'postgres://h@127.0.0.1:5432/x' }),
    ]);
    expect(usage).toMatchObject({ code: 2, stderr: `${BACKUP_MESSAGES.usage('backup')}\n` });
    expect(noFile).toMatchObject({ code: 1, stderr: `${BACKUP_MESSAGES.noFile(missing)}\n` });
    expect(notBackup).toMatchObject({ code: 1, stderr: `${BACKUP_MESSAGES.notBackup(junk)}\n` });
    expect(noData).toMatchObject({ code: 1, stderr: `${BACKUP_MESSAGES.noData(empty)}\n` });
    expect(postgres).toMatchObject({ code: 1, stderr: `${BACKUP_MESSAGES.postgres}\n` });
  });
});
