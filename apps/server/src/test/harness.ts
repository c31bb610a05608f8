import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type App, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config/env.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { createRateLimits, type RateLimits } from '../lib/rate-limits.ts';
import { PGLITE_SNAPSHOT_ENV, POSTGRES_TEMPLATE_ENV } from './migrated-env.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';

export type DbTarget = 'pglite' | 'postgres';

/** The databases integration tests run against: always PGlite, PostgreSQL when TEST_DATABASE_URL is set. */
export const dbTargets: DbTarget[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

let snapshot: Uint8Array | undefined;
function migratedSnapshot(): Uint8Array | undefined {
  const file = process.env[PGLITE_SNAPSHOT_ENV];
  if (file) snapshot ??= new Uint8Array(readFileSync(file));
  return snapshot;
}

export interface TestDatabase extends Database {
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new PostgreSQL database dropped afterwards.
 * Under Vitest both start as copies of a database migrated once (global-setup.ts); the migrator
 * still runs and finds nothing to do. Elsewhere (the load script) they are migrated from empty.
 */
export async function openTestDatabase(target: DbTarget): Promise<TestDatabase> {
  if (target === 'pglite') {
    const database = await openDatabase({ snapshot: migratedSnapshot() });
    await database.migrate();
    return { ...database, drop: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const template = process.env[POSTGRES_TEMPLATE_ENV];
  await adminQuery(adminUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const database = await openDatabase({ url: databaseUrl(adminUrl, name), poolSize: 5 });
  await database.migrate();
  return {
    ...database,
    drop: async () => {
      await database.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_URL: 'http://localhost:8082',
    WEB_DIST_DIR: '/nonexistent',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    // No wait line in front of the API unless a test is about it: bursts of test requests are not load.
    MAX_IN_FLIGHT: '0',
    ...overrides,
  });
}

export interface TestApp extends App {
  database: TestDatabase;
  rateLimits: RateLimits;
}

export async function createTestApp(
  target: DbTarget,
  overrides: Record<string, string> = {},
  /** Adds routes before the app boots, to test a mechanism on its own. */
  extend?: (app: App['app']) => void,
): Promise<TestApp> {
  const database = await openTestDatabase(target);
  const rateLimits = createRateLimits();
  const app = await buildApp({ config: testConfig(overrides), database, rateLimits, logger: false });
  extend?.(app.app);
  await app.app.ready();
  return {
    ...app,
    database,
    rateLimits,
    close: async () => {
      await app.close();
      await rateLimits.close();
      await database.drop();
    },
  };
}
