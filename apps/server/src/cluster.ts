import cluster, { type Worker } from 'node:cluster';

/**
 * Several API processes on one machine (node:cluster): with DATABASE_URL set, WEB_CONCURRENCY=N
 * forks N workers that share the listening port. Each worker is a whole server: it answers
 * requests and runs the durable queue, whose claims (FOR UPDATE SKIP LOCKED) keep a job to one
 * worker; rate limits are shared through REDIS_URL. The primary only migrates the database once,
 * forks, restarts a worker that dies, and passes SIGTERM/SIGINT on for a clean shutdown.
 *
 * The embedded database (PGlite) is one process's folder, so it always runs a single process.
 */

export interface ClusterPlan {
  /** Worker processes to fork; 1 runs the server in this process, with no primary. */
  workers: number;
}

/** Reads WEB_CONCURRENCY; more than one worker needs DATABASE_URL. Throws a readable message when it is wrong. */
export function clusterPlan(env: Record<string, string | undefined> = process.env): ClusterPlan {
  const raw = env.WEB_CONCURRENCY?.trim();
  if (!raw) return { workers: 1 };
  const workers = Number(raw);
  if (!Number.isInteger(workers) || workers < 1 || workers > 64) {
    throw new Error(`Invalid environment:\n  WEB_CONCURRENCY: a whole number from 1 to 64, got "${raw}"`);
  }
  if (workers > 1 && !env.DATABASE_URL) {
    throw new Error(
      'Invalid environment:\n  WEB_CONCURRENCY: several workers need DATABASE_URL (PostgreSQL); the embedded database serves one process',
    );
  }
  return { workers };
}

/** Set in a worker's environment: the primary has migrated, the worker must not. */
export const MIGRATED_BY_PRIMARY = 'HIRING_MIGRATED_BY_PRIMARY';

export interface RunOptions {
  /** Starts one whole server in this process (listen, queue, signals); `migrate` says whether it should migrate first. */
  startServer(options: { migrate: boolean }): Promise<void>;
  /** Migrates the database once, before any worker starts (primary only). */
  migrate(): Promise<void>;
  env?: Record<string, string | undefined>;
  /** Where the primary reports; JSON lines like the server's own log. */
  log?: (level: 'info' | 'error', msg: string, fields?: Record<string, unknown>) => void;
}

const RESTART_DELAY_MS = 1000;
const SHUTDOWN_TIMEOUT_MS = 20_000;

function jsonLog(level: 'info' | 'error', msg: string, fields: Record<string, unknown> = {}) {
  const line = JSON.stringify({ level: level === 'error' ? 50 : 30, time: Date.now(), pid: process.pid, role: 'primary', ...fields, msg });
  (level === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
}

/**
 * The server's entry: one process, or a primary with WEB_CONCURRENCY workers. A worker (or a
 * single process) calls `startServer`; the primary never opens a port itself.
 */
export async function runServer(options: RunOptions): Promise<void> {
  const env = options.env ?? process.env;
  if (cluster.isWorker) {
    await options.startServer({ migrate: env[MIGRATED_BY_PRIMARY] !== 'true' });
    return;
  }
  let plan: ClusterPlan;
  try {
    plan = clusterPlan(env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  if (plan.workers === 1) {
    await options.startServer({ migrate: true });
    return;
  }
  await runPrimary(plan.workers, options);
}

async function runPrimary(count: number, options: RunOptions): Promise<void> {
  const log = options.log ?? jsonLog;
  try {
    await options.migrate();
  } catch (error) {
    log('error', 'could not migrate the database', { err: error instanceof Error ? error.message : String(error) });
    process.exit(1);
  }
  let stopping = false;
  let readyOnce = false;
  const fork = () => {
    const worker = cluster.fork({ [MIGRATED_BY_PRIMARY]: 'true' });
    worker.once('listening', () => {
      readyOnce = true;
    });
    return worker;
  };
  cluster.on('exit', (worker: Worker, code, signal) => {
    if (stopping) return;
    log('error', 'worker exited; starting another', { worker: worker.id, code, signal });
    // A worker that dies before any ever listened (bad config, port taken) would loop forever.
    if (!readyOnce) {
      log('error', 'no worker could start; giving up');
      process.exit(1);
    }
    setTimeout(() => {
      if (!stopping) fork();
    }, RESTART_DELAY_MS).unref();
  });
  for (let i = 0; i < count; i++) fork();
  log('info', 'started workers', { workers: count });

  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log('info', 'shutting down workers', { signal });
    const force = setTimeout(() => {
      log('error', 'workers took too long to stop; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    let failed = false;
    let left = workers.length;
    if (left === 0) process.exit(0);
    for (const worker of workers) {
      worker.once('exit', (code) => {
        if (code !== 0) failed = true;
        left -= 1;
        if (left === 0) process.exit(failed ? 1 : 0);
      });
      // Each worker finishes its requests in flight and closes its database (see run-server.ts).
      worker.process.kill(signal);
    }
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
