import { randomBytes } from 'node:crypto';
import { adminQuery, databaseUrl } from '../../apps/server/src/test/postgres-admin.ts';

export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Creates a fresh database `bench_<random>` on the admin URL's server, or says why it could not (e.g. not reachable). */
export async function createBenchDatabase(adminUrl: string): Promise<BenchDatabase | { skipped: string }> {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  try {
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  } catch (error) {
    return { skipped: (error as Error).message || String(error) };
  }
  return { url: databaseUrl(adminUrl, name), drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
