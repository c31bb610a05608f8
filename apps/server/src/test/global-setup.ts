import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { openDatabase } from '../db/client.ts';
import { migrationsFolder } from '../paths.ts';
import { PGLITE_SNAPSHOT_ENV, POSTGRES_TEMPLATE_ENV } from './migrated-env.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';

/**
 * Runs once before the server's tests: the migrations are applied once, to an embedded database
 * saved as a snapshot and to a PostgreSQL template database, and every test database starts as a
 * copy of them (decision 432). Migrating each test database from empty cost PGlite about 4 s (its
 * initdb and 15 migrations) and PostgreSQL about 1.5 s, some 80 times a run. The test databases
 * still run the migrator on the copy, which finds nothing to apply; the migrations themselves are
 * tested from empty by the server's start (startup.test.ts) and by the embedded-database tests.
 */
export default async function setup() {
  const folder = mkdtempSync(join(tmpdir(), 'hiring-test-db-'));
  const embedded = new PGlite();
  await migrate(drizzle(embedded), { migrationsFolder });
  const snapshotFile = join(folder, 'pglite-migrated.tar');
  writeFileSync(snapshotFile, new Uint8Array(await (await embedded.dumpDataDir('none')).arrayBuffer()));
  await embedded.close();
  process.env[PGLITE_SNAPSHOT_ENV] = snapshotFile;

  const adminUrl = process.env.TEST_DATABASE_URL;
  let template: string | undefined;
  if (adminUrl) {
    template = `test_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${template}`);
    const database = await openDatabase({ url: databaseUrl(adminUrl, template), poolSize: 1 });
    await database.migrate();
    // A template must have no connections while it is copied.
    await database.close();
    process.env[POSTGRES_TEMPLATE_ENV] = template;
  }

  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (adminUrl && template) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  };
}
