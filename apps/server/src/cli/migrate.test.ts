import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { LOCK_FILE } from '../db/data-dir-lock.ts';
import { shippedMigrations } from '../db/migration-status.ts';
import { adminQuery, databaseUrl } from '../test/postgres-admin.ts';
import { runMigrate } from './migrate.ts';

describe('npm run migrate', () => {
  const work = mkdtempSync(join(tmpdir(), 'hiring-migrate-'));
  const count = shippedMigrations().length;
  let log: MockInstance;
  let error: MockInstance;
  beforeEach(() => {
    log = vi.spyOn(console, 'log').mockImplementation(() => {});
    error = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('applies every migration to a new embedded database, then finds nothing to do', { timeout: 120_000 }, async () => {
    const dataDir = join(work, 'data');
    expect(await runMigrate({ DATA_DIR: dataDir })).toBe(0);
    expect(log).toHaveBeenCalledWith(`The embedded database at ${dataDir}: applied ${count} migrations; up to date (${count} migrations).`);
    expect(await runMigrate({ DATA_DIR: dataDir })).toBe(0);
    expect(log).toHaveBeenLastCalledWith(`The embedded database at ${dataDir}: already up to date (${count} migrations).`);
    expect(error).not.toHaveBeenCalled();
  });

  it('refuses the embedded database while a running server holds it', async () => {
    const dataDir = join(work, 'held');
    mkdirSync(dataDir);
    // The test runner's parent process stands for a live server.
    writeFileSync(join(dataDir, LOCK_FILE), String(process.ppid));
    expect(await runMigrate({ DATA_DIR: dataDir })).toBe(1);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining(`is in use by process ${process.ppid}: stop that process (the server) first`),
    );
  });

  it('says why a configuration is wrong', async () => {
    expect(await runMigrate({ PORT: 'eighty' })).toBe(1);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('PORT'));
  });

  const adminUrl = process.env.TEST_DATABASE_URL;
  it.runIf(adminUrl)('migrates PostgreSQL, and names the database error when it cannot', { timeout: 120_000 }, async () => {
    const name = `migrate_${process.pid}`;
    await adminQuery(adminUrl!, `CREATE DATABASE ${name}`);
    try {
      expect(await runMigrate({ DATABASE_URL: databaseUrl(adminUrl!, name) })).toBe(0);
      expect(log).toHaveBeenCalledWith(`PostgreSQL: applied ${count} migrations; up to date (${count} migrations).`);
      expect(await runMigrate({ DATABASE_URL: databaseUrl(adminUrl!, name) })).toBe(0);
      expect(log).toHaveBeenLastCalledWith(`PostgreSQL: already up to date (${count} migrations).`);
    } finally {
      await adminQuery(adminUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
    expect(await runMigrate({ DATABASE_URL: databaseUrl(adminUrl!, `${name}_missing`) })).toBe(1);
    expect(error).toHaveBeenCalledWith(`Migrating PostgreSQL failed: database "${name}_missing" does not exist`);
  });
});
