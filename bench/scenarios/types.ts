import type { Api } from '../lib/api.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** What a scenario gets: a fresh, running server with an empty database. */
export interface BenchContext {
  baseUrl: string;
  database: DatabaseKind;
  api: Api;
}

export interface SeedContext {
  database: DatabaseKind;
  env: Record<string, string>;
}

/** The one request autocannon repeats for a scenario. */
export interface ScenarioRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface Scenario {
  /** Shown in the table, e.g. `GET /api/app/profile`. */
  name: string;
  /** Minimum throughput as a percentage of the baseline's on PostgreSQL; reported, not enforced. */
  aimPercent?: number;
  /** Creates users and data through the API, then says which request to load. */
  setup(ctx: BenchContext): Promise<ScenarioRequest>;
  /**
   * Optional bulk seeding, run before the server starts with the server's database settings
   * (DATA_DIR for PGlite, DATABASE_URL for PostgreSQL): for data too large to create through the API.
   */
  seed?(ctx: SeedContext): Promise<void>;
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
