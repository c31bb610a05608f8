// Creates and migrates a new embedded database in a process of its own, which then exits
// (decision 489). Plain JavaScript, started as it is by the source server (tsx), the built one
// and the tests, like pglite-worker.mjs.
//
// Usage: node --liftoff-only pglite-create.mjs <JSON { dataDir, migrationsFolder, extraStartParams }>
// Exit code 0 once the folder holds a migrated database; otherwise 1, with the reason as the one
// line on stderr.
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const { dataDir, migrationsFolder, extraStartParams } = JSON.parse(process.argv[2] ?? '{}');
let db;
try {
  db = await PGlite.create(dataDir, { startParams: [...PGlite.defaultStartParams, ...extraStartParams] });
  await migrate(drizzle({ client: db }), { migrationsFolder });
} catch (error) {
  // Drizzle wraps the database's own words as the cause of a "Failed query" error.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  process.stderr.write(`${cause instanceof Error ? cause.message : String(cause)}\n`);
  process.exitCode = 1;
} finally {
  await db?.close();
}
