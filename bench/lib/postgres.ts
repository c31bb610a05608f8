import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Creates a fresh database `bench_<random>` on the admin URL's server, or says why it could not (e.g. not reachable). */
export async function createBenchDatabase(adminUrl: string): Promise<BenchDatabase | { skipped: string }> {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  try {
    await admin(adminUrl, `CREATE DATABASE ${name}`);
  } catch (error) {
    return { skipped: (error as Error).message || String(error) };
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function admin(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
