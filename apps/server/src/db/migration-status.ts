import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder } from '../paths.ts';
import type { Db } from './client.ts';

/**
 * The migrations this build ships, as Drizzle's journal lists them: each one's `when` is the
 * `created_at` Drizzle's migrator records in `drizzle.__drizzle_migrations` once it is applied.
 */
export function shippedMigrations(folder = migrationsFolder): number[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return journal.entries.map((e) => e.when);
}

/**
 * How many of the shipped migrations the database lacks: those newer than the last one applied.
 * A database migrated by a newer build (a rolling deploy) lacks none. Throws when the record of
 * applied migrations cannot be read (no migration ever ran).
 */
export async function pendingMigrations(db: Db, shipped: number[]): Promise<number> {
  const result = await db.execute<{ last: string | number | null }>(sql`select max(created_at) as last from drizzle.__drizzle_migrations`);
  const last = Number(result.rows[0]?.last ?? 0);
  return shipped.filter((when) => when > last).length;
}
