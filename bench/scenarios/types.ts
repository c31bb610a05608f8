import type { BenchRequest } from '../lib/load.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** A measured load: `next()` hands out one request at a time, each a different user, search or page as it likes. */
export interface LoadScenario {
  /** The table's row, e.g. `GET /api/app/profile`. */
  name: string;
  /** Minimum throughput as a percentage of the baseline's, per database; reported, not enforced. */
  aimPercent?: Partial<Record<DatabaseKind, number>>;
  /**
   * The same aim on PostgreSQL by issue 16's own yardstick: a percentage of what the bare Fastify
   * handler doing two primary-key reads with `pg` serves on the same machine (bench/bare-pg-server.ts;
   * 11,000 req/s on the issue's machine). Reported beside the aim as a percentage of the baseline.
   */
  aimOfBarePgPercent?: number;
  /** Requests in flight, when the scenario sets its own (BENCH_CONNECTIONS otherwise). */
  connections?: number;
  /** Aims of their own, per database: at least this many requests a second, and a p99 at or under this; reported, not enforced. */
  aim?: Partial<Record<DatabaseKind, { requestsPerSecond?: number; p99Ms?: number }>>;
  next(): BenchRequest;
}

/** An in-process timing with no server: `run` is repeated and the median (and p95) reported in ms. */
export interface TimingScenario {
  name: string;
  /** Median to stay at or under, in ms; reported, not enforced. */
  aimMs?: number;
  /** Timed runs after a warm-up; default 100. */
  iterations?: number;
  run(): Promise<void> | void;
}
