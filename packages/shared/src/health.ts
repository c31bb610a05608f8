import { z } from 'zod';
import { STATUS_MESSAGES } from './errors.ts';

/**
 * The server's health checks (issue 41): `/api/health/live` says the process answers;
 * `/api/health/ready` (and its alias `/api/health`) says it can serve: the database answers a
 * query, its migrations are applied, and the background job worker is running.
 */
export const HEALTH_PATHS = { live: '/api/health/live', ready: '/api/health/ready', alias: '/api/health' } as const;

export const READINESS_CHECKS = ['database', 'migrations', 'queue'] as const;
export type ReadinessCheck = (typeof READINESS_CHECKS)[number];

/** Longest wait for one check's answer before it counts as failing. */
export const HEALTH_CHECK_TIMEOUT_MS = 2000;

/** What a failing check says; kept free of driver errors (host names, user names), which go to the log. */
export const READINESS_MESSAGES = {
  database: 'The database did not answer a query.',
  migrationsUnknown: 'The applied migrations could not be read.',
  migrationsPending: (pending: number) =>
    `${pending} database migration${pending === 1 ? ' is' : 's are'} not applied; run npm run migrate.`,
  queue: 'The background job worker is not running.',
} as const;

/** Stable codes of the failure answers outside the routes' own catalogue. */
export const OPS_ERROR_CODES = {
  notReady: 'not_ready',
  notFound: 'not_found',
  metricsUnauthorized: 'metrics_unauthorized',
} as const;

export const checkResultSchema = z.object({ ok: z.boolean(), message: z.string().optional() });

export const liveAnswerSchema = z.object({ success: z.literal(true), data: z.object({ status: z.literal('ok') }) });
export type LiveAnswer = z.infer<typeof liveAnswerSchema>;

const checksSchema = z.object({ database: checkResultSchema, migrations: checkResultSchema, queue: checkResultSchema });

export const readyAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']), checks: checksSchema }),
});
export type ReadyAnswer = z.infer<typeof readyAnswerSchema>;

export const notReadyAnswerSchema = z.object({
  success: z.literal(false),
  code: z.literal(OPS_ERROR_CODES.notReady),
  message: z.string(),
  failing: z.array(z.enum(READINESS_CHECKS)).min(1),
  checks: checksSchema,
  request_id: z.string().optional(),
});
export type NotReadyAnswer = z.infer<typeof notReadyAnswerSchema>;

export const NOT_READY_MESSAGE = STATUS_MESSAGES[503]!;

/** Where Prometheus scrapes the server's metrics (METRICS=true). */
export const METRICS_PATH = '/metrics';

export const METRICS_MESSAGES = {
  unauthorized: 'A valid metrics token is required: send Authorization: Bearer <METRICS_TOKEN>.',
} as const;

/**
 * Addresses that belong to operations tooling, never to a page: the web app's fallback must not
 * answer them with index.html (a 200 that a probe or a scraper would take for success).
 */
export const NEVER_PAGE_PATHS = ['/metrics', '/healthz', '/livez', '/readyz', '/health'] as const;
