import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  HEALTH_CHECK_TIMEOUT_MS,
  NOT_READY_MESSAGE,
  OPS_ERROR_CODES,
  READINESS_CHECKS,
  READINESS_MESSAGES,
  type ReadinessCheck,
} from '@hiring/shared/health';
import type { Database } from '../db/client.ts';
import { pendingMigrations, shippedMigrations } from '../db/migration-status.ts';

export interface HealthOptions {
  database: Pick<Database, 'db' | 'kind'>;
  /** Whether the background job worker is running. */
  queueAlive: () => boolean;
  /** The migrations this build ships (their journal times); read from the migrations folder unless given. */
  shipped?: number[];
  timeoutMs?: number;
}

type CheckResult = { ok: boolean; message?: string };

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Health checks for load balancers and orchestrators, under /api (mounted with that prefix):
 * `/health/live` answers while the process does; `/health/ready` (and `/health`, its alias) only
 * when the database answers, every migration of this build is applied and the job worker runs,
 * and otherwise 503 naming the failing parts. Neither is gated by the wait line (load-shedding.ts)
 * nor listed in the API document.
 */
export async function healthRoutes(api: FastifyInstance, options: HealthOptions) {
  const { database, queueAlive } = options;
  const shipped = options.shipped ?? shippedMigrations();
  const timeoutMs = options.timeoutMs ?? HEALTH_CHECK_TIMEOUT_MS;

  api.get('/health/live', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { success: true, data: { status: 'ok' } };
  });

  const ready = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const checks: Record<ReadinessCheck, CheckResult> = {
      database: { ok: true },
      migrations: { ok: true },
      queue: queueAlive() ? { ok: true } : { ok: false, message: READINESS_MESSAGES.queue },
    };
    try {
      await withTimeout(database.db.execute(sql`select 1`), timeoutMs);
      try {
        const pending = await withTimeout(pendingMigrations(database.db, shipped), timeoutMs);
        if (pending > 0) checks.migrations = { ok: false, message: READINESS_MESSAGES.migrationsPending(pending) };
      } catch (error) {
        request.log.warn({ err: error }, 'readiness: the applied migrations could not be read');
        checks.migrations = { ok: false, message: READINESS_MESSAGES.migrationsUnknown };
      }
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: the database did not answer');
      checks.database = { ok: false, message: READINESS_MESSAGES.database };
      checks.migrations = { ok: false, message: READINESS_MESSAGES.migrationsUnknown };
    }
    const failing = READINESS_CHECKS.filter((name) => !checks[name].ok);
    if (failing.length === 0) return { success: true, data: { status: 'ok', database: database.kind, checks } };
    return reply
      .status(503)
      .send({ success: false, code: OPS_ERROR_CODES.notReady, message: NOT_READY_MESSAGE, failing, checks, request_id: request.id });
  };
  api.get('/health/ready', { schema: { hide: true } }, ready);
  api.get('/health', { schema: { hide: true } }, ready);
}
