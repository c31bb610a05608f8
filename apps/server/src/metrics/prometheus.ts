import { createHash, timingSafeEqual } from 'node:crypto';
import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { METRICS_MESSAGES, METRICS_PATH, OPS_ERROR_CODES } from '@hiring/shared/health';
import type { AiEngine } from '../ai/index.ts';
import type { PoolStats } from '../db/client.ts';
import type { JobOutcome, QueueDepth } from '../jobs/queue.ts';
import { instrumentAi } from './ai-metrics.ts';

/** Request durations in seconds: most answers take milliseconds, AI generation can take a minute. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export interface MetricsSources {
  /** The database pool's state, when the driver tells it. */
  poolStats?: () => PoolStats;
  /** Jobs waiting and running by type (read from the queue's table at each scrape). */
  queueDepth: () => Promise<QueueDepth[]>;
  /** Every registered job type, so a type with nothing waiting reads 0 rather than vanishing. */
  jobTypes: () => string[];
}

/**
 * Prometheus metrics (METRICS=true): this module and prom-client load only then, and only then
 * are the request hooks added, so a server without metrics pays nothing per request.
 */
export function createMetrics(options: { token?: string }) {
  const registry = new Registry();
  // With several workers each answers a scrape with its own counters: the label tells them apart.
  if (cluster.isWorker && cluster.worker) registry.setDefaultLabels({ worker: String(cluster.worker.id) });
  // Process CPU, memory, garbage collection, and the event loop's delay (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'hiring_job_runs_total',
    help: 'Background job runs by type and outcome: done, retry (failed, will run again), failed (gave up).',
    labelNames: ['type', 'outcome'] as const,
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: 'hiring_job_failures_total',
    help: 'Background jobs that failed for good (every attempt used), by type.',
    labelNames: ['type'] as const,
    registers: [registry],
  });
  const mail = new Counter({
    name: 'hiring_mail_total',
    help: 'SMTP deliveries by outcome: sent, or failed (an attempt; the queue retries it).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const ai = instrumentAi.instruments(registry);

  return {
    registry,
    onJobSettled(type: string, outcome: JobOutcome) {
      jobRuns.inc({ type, outcome });
      if (outcome === 'failed') jobFailures.inc({ type });
    },
    onMailDelivery(outcome: 'sent' | 'failed') {
      mail.inc({ outcome });
    },
    /** The engine, counting its calls by engine and its fallbacks. */
    instrumentAi(engine: AiEngine): AiEngine {
      return instrumentAi(engine, ai);
    },
    /** Times every request (one hook, no per-request allocation beyond the labels). Add before the routes. */
    timeRequests(app: FastifyInstance) {
      app.addHook('onResponse', (request, reply, done) => {
        const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
        requests.inc(labels);
        durations.observe(labels, reply.elapsedTime / 1000);
        done();
      });
    },
    /** GET /metrics, with the gauges read at each scrape, behind METRICS_TOKEN when it is set. */
    route(app: FastifyInstance, sources: MetricsSources) {
      const newScrape = registerSourceGauges(registry, sources);
      const expected = options.token ? digest(options.token) : undefined;
      app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
        reply.header('cache-control', 'no-store');
        if (expected) {
          const header = request.headers.authorization ?? '';
          const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
          if (!timingSafeEqual(digest(given), expected)) {
            return reply.status(401).header('www-authenticate', 'Bearer realm="metrics"').send({
              success: false,
              code: OPS_ERROR_CODES.metricsUnauthorized,
              message: METRICS_MESSAGES.unauthorized,
              request_id: request.id,
            });
          }
        }
        newScrape();
        const text = await registry.metrics();
        return reply.type(registry.contentType).send(text);
      });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Fixed length, so comparing takes the same time whatever was sent. */
function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Registers the gauges read from the sources; returns what a scrape calls first, so it reads them afresh. */
function registerSourceGauges(registry: Registry, sources: MetricsSources): () => void {
  const { poolStats } = sources;
  if (poolStats) {
    new Gauge({
      name: 'hiring_db_pool_connections',
      help: 'Database connections of this process by state: in_use, idle, and max (the most the pool opens).',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const s = poolStats();
        this.set({ state: 'in_use' }, s.open - s.idle);
        this.set({ state: 'idle' }, s.idle);
        this.set({ state: 'max' }, s.max);
      },
    });
    new Gauge({
      name: 'hiring_db_pool_waiting',
      help: 'Statements of this process waiting for a database connection.',
      registers: [registry],
      collect() {
        this.set(poolStats().waiting);
      },
    });
  }
  // The three queue gauges share one read per scrape: kept until the next scrape begins, so a scrape
  // right after a change reads it (a timer-based reset could hand the next scrape the last one's read).
  let reading: Promise<Map<string, QueueDepth>> | undefined;
  const depth = () => {
    reading ??= sources.queueDepth().then((rows) => {
      const byType = new Map(sources.jobTypes().map((type) => [type, { type, queued: 0, running: 0, oldestSeconds: 0 }]));
      for (const row of rows) byType.set(row.type, row);
      return byType;
    });
    return reading;
  };
  const gauge = (name: string, help: string, read: (d: QueueDepth) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['type'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const d of (await depth()).values()) this.set({ type: d.type }, read(d));
      },
    });
  gauge('hiring_jobs_queued', 'Background jobs due and waiting for a worker, by type.', (d) => d.queued);
  gauge('hiring_jobs_running', 'Background jobs being run now, by type.', (d) => d.running);
  gauge('hiring_jobs_oldest_age_seconds', 'How long the oldest due, waiting job of each type has waited.', (d) => d.oldestSeconds);
  return () => {
    reading = undefined;
  };
}
