import { loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { DataDirBusyError } from '../db/data-dir-lock.ts';
import { pendingMigrations, shippedMigrations } from '../db/migration-status.ts';

/**
 * `npm run migrate`: brings the database's schema up to this build's migrations and exits, so a
 * rolling deploy migrates once before any new server starts (the servers then find nothing to do).
 */
export async function runMigrate(env: Record<string, string | undefined> = process.env): Promise<number> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
  const where = config.databaseUrl ? 'PostgreSQL' : `the embedded database at ${config.dataDir}`;
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 1, thread: false });
  } catch (error) {
    console.error(
      error instanceof DataDirBusyError ? error.message : `Could not open ${where}: ${error instanceof Error ? error.message : error}`,
    );
    return 1;
  }
  try {
    const shipped = shippedMigrations();
    const before = await pendingMigrations(database.db, shipped).catch(() => shipped.length);
    await database.migrate();
    const after = await pendingMigrations(database.db, shipped);
    if (after > 0) throw new Error(`${after} migrations are still not applied`);
    console.log(
      before === 0
        ? `${capitalized(where)}: already up to date (${shipped.length} migrations).`
        : `${capitalized(where)}: applied ${before} migration${before === 1 ? '' : 's'}; up to date (${shipped.length} migrations).`,
    );
    return 0;
  } catch (error) {
    console.error(`Migrating ${where} failed: ${reason(error)}`);
    return 1;
  } finally {
    await database.close();
  }
}

/** The driver's own words: Drizzle wraps them as the cause of a "Failed query" error. */
function reason(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

if (process.argv[1] && /migrate\.(ts|js)$/.test(process.argv[1])) process.exit(await runMigrate());
