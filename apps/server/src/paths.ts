import { fileURLToPath } from 'node:url';

/*
 * Folders the server reads at run time, found from this module's own address. The source
 * (src/paths.ts, run by tsx) and the built server (dist/main.js, one bundle) both sit one level
 * below apps/server, so the same relative address works for both; keep the bundle flat in dist/.
 */

/** Drizzle's SQL migrations, applied at start. */
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

/** The built web app, unless WEB_DIST_DIR says otherwise. */
export const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** The embedded database's thread (plain JavaScript; the build copies it to dist/db/). */
export const pgliteWorkerFile = new URL('./db/pglite-worker.mjs', import.meta.url);

/** The process that creates and migrates a new embedded database, then exits (copied like the thread's file). */
export const pgliteCreateFile = new URL('./db/pglite-create.mjs', import.meta.url);
