import type { Api } from '../lib/api.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** What a scenario gets: a fresh, running server with an empty database. */
export interface BenchContext {
  baseUrl: string;
  database: DatabaseKind;
  api: Api;
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
}
