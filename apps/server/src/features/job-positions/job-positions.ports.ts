import type { JobPositionPage } from '@hiring/shared/job-positions';
import type { AiEngine } from '../../ai/engine.ts';
import type { Db } from '../../db/client.ts';
import type { EnqueueOptions } from '../../jobs/queue.ts';
import type { CompanyCache } from '../../lib/company-cache.ts';
import type { AccessRow } from '../billing/index.ts';
import type { CompanyContextService } from '../companies/index.ts';
import type { QuestionCounts, QuestionCountsJson } from './position-parts.repository.ts';

/** What the job-positions service is given: the database, the AI engine, the queue, and the other features' parts it uses. */

/** The subscription gate (billing's entitlements); 402 when not entitled. */
export interface JobPositionsGate {
  requireActive(companyId: string): Promise<void>;
  /** The plan's limit (null: unlimited) on the access row the request loader read, or 402 without an active subscription or trial. */
  limitGiven(companyId: string, limit: 'job_positions', access: AccessRow | null): Promise<number | null>;
  /** The access row with the plan's limit on positions, for the request loader when the session's statement did not read it. */
  readAccess(companyId: string, limit: 'job_positions'): Promise<AccessRow | null>;
}

/** Question counts of a position; the questions feature provides them once it exists. */
export interface QuestionCountsPort {
  counts(jobPositionId: string): Promise<QuestionCounts>;
  /** The same as SQL, read within the statement of a position's parts (decision 462). */
  countsJson: QuestionCountsJson;
}

/** What the service needs of the durable queue. */
export interface GoalJobQueue {
  enqueue<P>(type: string, payload: P, opts?: EnqueueOptions): Promise<void>;
}

export interface JobPositionsServiceDeps {
  db: Db;
  ai: AiEngine;
  jobs: GoalJobQueue;
  companyContext: CompanyContextService;
  /** The subscription gate; without one (unit tests of the service alone) creation is not gated. */
  entitlements?: JobPositionsGate;
  questions?: QuestionCountsPort;
  /** Remembers list pages briefly; forgotten on every change this process makes. */
  listPages?: CompanyCache<JobPositionPage>;
}
