import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrationsFolder } from '../paths.ts';
import { skipRowTemplateForArrays } from './array-rows.ts';
import { assertDataDirFree, holdDataDir } from './data-dir-lock.ts';
import { retryLostReads, retryTransactions } from './retry.ts';
import type * as Schema from './schema.ts';

/**
 * The two drivers share Drizzle's PostgreSQL query API; the rest of the server sees one type.
 * PGlite is typed as node-postgres because the query builder surface is identical.
 */
export type Db = NodePgDatabase<typeof Schema>;

/** Connections of the process's pool, for the metrics. */
export interface PoolStats {
  /** Most connections the pool opens (1 for the embedded database). */
  max: number;
  /** Open connections. */
  open: number;
  /** Open connections running nothing. */
  idle: number;
  /** Statements waiting for a connection. */
  waiting: number;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The pool's state now; absent for the embedded database on the server's own thread. */
  poolStats?(): PoolStats;
  /** A memory-reducing garbage collection where the database has a thread of its own (decision 489). */
  releaseMemory?(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded database is used. */
  url?: string;
  /** Folder of the embedded database; undefined keeps it in memory (tests). */
  dataDir?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** Compile PGlite's WebAssembly with the optimising compiler as well (docs/decisions/336). */
  optimizeWasm?: boolean;
  /**
   * Run PGlite on a worker thread (the default, decision 430); false runs it on this thread, as
   * before, where its WebAssembly holds up the event loop while it works.
   */
  thread?: boolean;
  /**
   * An embedded database to start from, as PGlite's `dumpDataDir` tar of a data folder, instead
   * of an empty one; in memory only (tests start from a migrated copy, decision 432).
   */
  snapshot?: Uint8Array;
}

/**
 * PGlite's shared buffers. PostgreSQL's default of 128 MB is written in full when the embedded
 * database starts, so it costs an idle server that much resident memory; 16 MB keeps a small
 * company's working set, and the operating system's page cache holds the data files behind it.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

/**
 * Every named statement is planned once per connection (decision 457). Left to itself, PostgreSQL
 * plans a prepared statement afresh for its parameters five times, then keeps doing so whenever the
 * generic plan's estimate looks dearer than those plans: a search of a small company was planned on
 * every request. The statements are written for generic plans (decisions 450, 456). A DATABASE_URL
 * that sets its own `options` replaces this one. PGlite starts with it too: its statements are
 * named as well (decision 444), and planning in WebAssembly costs more.
 */
export const GENERIC_PLANS = '-c plan_cache_mode=force_generic_plan';

/** Only the driver in use is loaded: a PostgreSQL server never loads PGlite, nor the other way round. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const [{ default: pg }, { drizzle }, { migrate }, schema] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
      import('./schema.ts'),
    ]);
    skipRowTemplateForArrays(pg);
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10, options: GENERIC_PLANS });
    // An idle client's error (e.g. the server restarted) must not crash the process.
    pool.on('error', () => {});
    // A connection killed mid-query: reads and not-yet-committed transactions run once more on a fresh one.
    const db = retryTransactions(drizzle(retryLostReads(pool), { schema }));
    return {
      db,
      kind: 'postgres',
      migrate: () => migrate(db, { migrationsFolder }),
      close: () => pool.end(),
      poolStats: () => ({ max: pool.options.max, open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  // PGlite's 9 MB of WebAssembly is compiled by V8's baseline compiler (Liftoff) only, unless asked:
  // the optimising compiler doubled the CPU of opening the database and kept about 40 MB more code
  // resident, for queries whose time goes mostly to the JavaScript around them (docs/decisions/336).
  // The flag must be set before the module is compiled, so before PGlite is first imported, on
  // any thread: V8's flags are the process's. Node 24 ignores it when set here (its WebAssembly
  // still tiered up to the optimising compiler, for 2-3x the resident memory and 50% more CPU
  // per database opened), so the server's command lines and the tests' workers give
  // `--liftoff-only` to node itself (perf/488); this call covers a start without it on Node 20.
  if (!options.optimizeWasm) setFlagsFromString('--liftoff-only');
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    assertDataDirFree(options.dataDir);
  }
  // Start parameters replace PGlite's own, so these are added to its defaults.
  const extraStartParams = ['-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`, ...GENERIC_PLANS.split(' ')];
  const opened = (options.thread ?? true) ? await openOnThread(options, extraStartParams) : await openHere(options, extraStartParams);
  const release = options.dataDir ? holdDataDir(options.dataDir) : () => {};
  return {
    kind: 'pglite',
    db: opened.db,
    migrate: () => opened.migrate(opened.db),
    close: async () => {
      try {
        await opened.client.close();
      } finally {
        release();
      }
    },
    ...(opened.poolStats ? { poolStats: opened.poolStats } : {}),
    ...(opened.releaseMemory ? { releaseMemory: opened.releaseMemory } : {}),
  };
}

interface OpenedPglite {
  db: Db;
  client: { close(): Promise<void> };
  migrate(db: Db): Promise<void>;
  poolStats?: Database['poolStats'];
  releaseMemory?: Database['releaseMemory'];
}

async function loadPgliteDrizzle() {
  const [{ drizzle }, { migrate }, schema] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
    import('./schema.ts'),
  ]);
  return {
    drizzle: (client: unknown) => drizzle({ client: client as never, schema }) as unknown as Db,
    migrate: (db: Db) => migrate(db as never, { migrationsFolder }),
  };
}

/**
 * PGlite on a worker thread (decision 430). The thread starts before this one loads Drizzle and
 * the schema, so the database opens while they load (decision 820).
 */
async function openOnThread(options: DatabaseOptions, extraStartParams: string[]): Promise<OpenedPglite> {
  const { PgliteThread } = await import('./pglite-thread.ts');
  if (options.dataDir && !existsSync(join(options.dataDir, 'PG_VERSION'))) {
    // A new folder: PostgreSQL's initdb and the migrations grow the WebAssembly memory by up to
    // 450 MB, which a WebAssembly instance never gives back. They run in a process of their own
    // that then exits, and the kept thread opens the created folder as a restart would (decisions
    // 486 and 489).
    const { createDataDirInProcess } = await import('./pglite-create.ts');
    await Promise.all([createDataDirInProcess(options.dataDir, extraStartParams, options.optimizeWasm), loadPgliteDrizzle()]);
  }
  const [thread, orm] = await Promise.all([
    PgliteThread.open({ dataDir: options.dataDir, extraStartParams, snapshot: options.snapshot }),
    loadPgliteDrizzle(),
  ]);
  // Drizzle's PGlite driver calls only query, exec and transaction, which the thread provides.
  return {
    db: orm.drizzle(thread),
    client: thread,
    migrate: orm.migrate,
    // One connection: busy while a call is under way, the rest wait their turn.
    poolStats: () => ({ max: 1, open: 1, idle: thread.inFlight === 0 ? 1 : 0, waiting: Math.max(0, thread.inFlight - 1) }),
    releaseMemory: () => thread.releaseMemory(),
  };
}

/** PGlite on this thread, where its WebAssembly holds up the event loop while it works. */
async function openHere(options: DatabaseOptions, extraStartParams: string[]): Promise<OpenedPglite> {
  const [{ PGlite }, orm] = await Promise.all([import('@electric-sql/pglite'), loadPgliteDrizzle()]);
  const startParams = [...PGlite.defaultStartParams, ...extraStartParams];
  const loadDataDir = options.snapshot ? new Blob([options.snapshot as Uint8Array<ArrayBuffer>]) : undefined;
  const local = options.dataDir ? new PGlite(options.dataDir, { startParams }) : new PGlite({ startParams, loadDataDir });
  await local.waitReady;
  return { db: orm.drizzle(local), client: local, migrate: orm.migrate };
}
