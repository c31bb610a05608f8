import { loadConfig } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { releaseMemory } from './lib/release-memory.ts';

/**
 * How long after it is ready the server gives back its start-up memory (decision 489): long enough
 * for the first health checks and the job worker's first polls, short of a first idle reading.
 */
const RELEASE_START_UP_MEMORY_AFTER_MS = 1000;

function configOrExit(): ReturnType<typeof loadConfig> {
  try {
    return loadConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

/** Brings the database's schema up to date and closes it (the cluster's primary, before it forks). */
export async function migrateDatabase(): Promise<void> {
  const config = configOrExit();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 1,
    optimizeWasm: config.pgliteOptimizeWasm,
    thread: config.pgliteThread,
  });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
}

/**
 * One whole server in this process: opens (and unless told otherwise migrates) the database,
 * listens, runs the job worker, and on SIGTERM/SIGINT finishes the requests in flight and exits.
 */
export async function startServer({ migrate = true }: { migrate?: boolean } = {}): Promise<void> {
  const config = configOrExit();
  // The database opens while the app's modules load: PGlite compiles and starts on a thread of its
  // own, so on two cores the two overlap instead of the database waiting for every route module.
  const [database, { buildApp }] = await Promise.all([
    openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
      optimizeWasm: config.pgliteOptimizeWasm,
      thread: config.pgliteThread,
    }),
    import('./app.ts'),
  ]);
  if (migrate) await database.migrate();
  const server = await buildApp({ config, database });
  const { app } = server;

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    try {
      // Stops accepting connections and waits for requests in flight, then the database closes.
      await server.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    const address = await app.listen({ host: config.host, port: config.port });
    server.startWorkers();
    app.log.info({ address, url: config.appUrl, database: database.kind }, 'ready');
    setTimeout(() => {
      releaseMemory();
      database.releaseMemory?.().catch((error) => app.log.warn({ err: error }, 'the database thread did not release memory'));
    }, RELEASE_START_UP_MEMORY_AFTER_MS).unref();
  } catch (error) {
    app.log.error({ err: error }, 'could not start');
    await database.close();
    process.exit(1);
  }
}
