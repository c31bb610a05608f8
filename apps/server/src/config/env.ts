import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';
import { clusterPlan } from '../cluster.ts';
import { defaultWebDistDir } from '../paths.ts';

/** Every environment variable the server reads, parsed once at start. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8082),
  /** Where the embedded database keeps its files. */
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL connection string; when set, the embedded database is not used. */
  DATABASE_URL: z.string().optional(),
  /**
   * Connections each API process keeps to PostgreSQL; the sum over processes must stay under the
   * server's max_connections. Unset, the machine's workers share `connectionsPerMachine()`.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).optional(),
  /** The public address of the web app, used in mail links and CORS. */
  APP_URL: z.string().url().optional(),
  /** Extra origins allowed by CORS, comma separated. */
  CORS_ORIGINS: z.string().optional(),
  /** Secret for signing access tokens; generated and stored in the database when absent. */
  JWT_SECRET: z.string().min(32).optional(),
  /** SMTP connection URL (smtp://user:pass@host:port); when absent mail stays in the outbox. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('HireSignal <no-reply@localhost>'),
  /** Shows the outbox at /api/dev/mailbox. Off in production: mailed links are secrets. */
  DEV_MAILBOX: z.enum(['true', 'false']).optional(),
  /** Shared store for rate limits when several API processes run. */
  REDIS_URL: z.string().optional(),
  /** Prefix of the rate-limit keys in Redis, so several deployments can share one Redis. */
  RATE_LIMIT_PREFIX: z.string().min(1).max(64).default('rl:'),
  /** Requests per minute per address on the public auth calls other than sign-in. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /**
   * How long an API process remembers a checked session; 0 (the default) checks the database on
   * every call, so a sign-out or a disabled account stops working at once on every process.
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /**
   * How long an API process keeps what it read for a company (job list pages, subscription state);
   * 0 (the default) reads every time, so a change made through another process shows at once.
   */
  READ_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /**
   * How long a claimed background job stays locked after its worker stops renewing the lock (the
   * process died) before another process takes it over.
   */
  JOB_LOCK_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  /** Compile the embedded database's WebAssembly with V8's optimising compiler too (more memory and start-up CPU). */
  PGLITE_OPTIMIZE_WASM: z.enum(['true', 'false']).default('false'),
  /** The embedded database on a worker thread of its own (decision 430); 'false' runs it on the server's thread. */
  PGLITE_THREAD: z.enum(['true', 'false']).default('true'),
  /** API requests handled at once before others wait in line; 0 turns the gate off. Default: 8 on the embedded database, off on PostgreSQL. */
  MAX_IN_FLIGHT: z.coerce.number().int().min(0).max(10_000).optional(),
  /** Longest wait in that line before a request is answered 503 with Retry-After. */
  QUEUE_WAIT_MS: z.coerce.number().int().min(1).max(60_000).default(1000),
  /** Longest line; a request arriving at a full line is answered 503 at once. */
  QUEUE_MAX: z.coerce.number().int().min(0).max(100_000).default(1000),
  /** Event-loop delay (ms) above which new API requests are answered 503 at once; 0 = not checked. Default: 150 on the embedded database, off on PostgreSQL. */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /** Folder of the built web app served at /. */
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Serves Prometheus metrics at /metrics; off, prom-client is not even loaded. */
  METRICS: z.enum(['true', 'false']).default('false'),
  /** Bearer token a scrape of /metrics must send; unset, /metrics is open (keep it off the public network). */
  METRICS_TOKEN: z.union([z.literal(''), z.string().min(16, 'at least 16 characters')]).optional(),
  /** OTLP/HTTP collector address (e.g. http://otel-collector:4318); set, each request is traced. Never loaded otherwise. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.union([z.literal(''), z.string().url()]).optional(),
  /** Service name on the traces. */
  OTEL_SERVICE_NAME: z.string().min(1).max(100).default('hiresignal'),
  /** Mounts a constant route for benchmarks. */
  BENCH_BASELINE: z.enum(['true', 'false']).default('false'),
  /** Trust X-Forwarded-* headers from a proxy in front. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** OpenAI-compatible chat endpoint (ending before /chat/completions); when set, the LLM engine is used. */
  AI_BASE_URL: z.union([z.literal(''), z.string().url()]).optional(),
  /** Bearer token for AI_BASE_URL; local servers (Ollama, llama.cpp) need none. Never logged. */
  AI_API_KEY: z.string().optional(),
  /** Model name sent with every request, e.g. gpt-4o-mini or llama3.1:8b; required with AI_BASE_URL. */
  AI_MODEL: z.string().optional(),
  /** Time allowed for one LLM request before it is abandoned (a question set is a long answer). */
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(120_000),
  /** Further attempts after a 429, a 5xx or a network failure, with exponential backoff. */
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  /** Sampling temperature (0-2); unset sends none, which reasoning models require. */
  AI_TEMPERATURE: z.union([z.literal(''), z.coerce.number().min(0).max(2)]).optional(),
  /** Paddle Billing API key; with PADDLE_WEBHOOK_SECRET it enables the paddle payment processor. Never logged. */
  PADDLE_API_KEY: z.string().optional(),
  /** Secret key of the Paddle notification destination, used to verify webhook signatures. */
  PADDLE_WEBHOOK_SECRET: z.string().optional(),
  /** Paddle environment; by default taken from the key (pdl_live_... is production, anything else sandbox). */
  PADDLE_ENVIRONMENT: z.union([z.literal(''), z.enum(['sandbox', 'production'])]).optional(),
  /** Paddle API base URL instead of the environment's (tests point it at a local fake). */
  PADDLE_API_URL: z.union([z.literal(''), z.string().url()]).optional(),
  /** Stripe secret key; with STRIPE_WEBHOOK_SECRET it enables the stripe payment processor. Never logged. */
  STRIPE_SECRET_KEY: z.string().optional(),
  /** Signing secret of the Stripe webhook endpoint (whsec_...). */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Stripe API base URL instead of https://api.stripe.com (tests point it at a local fake). */
  STRIPE_API_URL: z.union([z.literal(''), z.string().url()]).optional(),
  /**
   * Lets webhooks reach private, loopback and link-local addresses (self-hosting on a private
   * network); default false in production, true elsewhere (decision 751).
   */
  WEBHOOKS_ALLOW_PRIVATE: z.union([z.literal(''), z.enum(['true', 'false'])]).optional(),
  /** Keeps the built-in test-mode checkout next to Paddle/Stripe; without it the sandbox runs only when neither is configured. */
  BILLING_SANDBOX: z.union([z.literal(''), z.enum(['true', 'false'])]).optional(),
});

export type Env = z.infer<typeof envSchema>;

/** Requests at once on the embedded database: its one connection runs one query at a time (decision 228). */
export const DEFAULT_MAX_IN_FLIGHT_EMBEDDED = 8;
/** Event-loop delay that sheds new requests on the embedded database (decision 228). */
export const DEFAULT_MAX_EVENT_LOOP_DELAY_EMBEDDED = 150;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  appUrl: string;
  corsOrigins: string[];
  jwtSecret?: string;
  smtpUrl?: string;
  mailFrom: string;
  devMailbox: boolean;
  redisUrl?: string;
  rateLimitPrefix: string;
  /** Connections to PostgreSQL per process. */
  databasePoolSize: number;
  authRateLimitPerMinute: number;
  webDistDir: string;
  sessionCacheMs: number;
  /** How long an API process keeps company reads (job list pages, subscription state); 0 = off. */
  readCacheMs: number;
  /** How long a dead worker's claimed job waits before another process takes it over. */
  jobLockMs: number;
  /** The wait line in front of the API (plugins/load-shedding.ts); maxInFlight 0 = off. */
  loadShedding: { maxInFlight: number; maxWaitMs: number; maxQueue: number; maxEventLoopDelayMs: number };
  logLevel: Env['LOG_LEVEL'];
  /** Prometheus metrics at /metrics (METRICS=true), behind a bearer token when METRICS_TOKEN is set. */
  metrics: { enabled: boolean; token?: string };
  /** OpenTelemetry traces, only when OTEL_EXPORTER_OTLP_ENDPOINT is set. */
  tracing?: { endpoint: string; serviceName: string };
  benchBaseline: boolean;
  trustProxy: boolean;
  /** Whether PGlite's WebAssembly is also compiled by the optimising compiler (docs/decisions/336). */
  pgliteOptimizeWasm: boolean;
  pgliteThread: boolean;
  ai: AiConfig;
  /** Present only when PADDLE_API_KEY and PADDLE_WEBHOOK_SECRET are set. */
  paddle?: PaddleConfig;
  /** Present only when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set. */
  stripe?: StripeConfig;
  /** The sandbox processor is on even with Paddle/Stripe configured (BILLING_SANDBOX=true). */
  billingSandbox: boolean;
  /** Where webhooks may point: http only outside production; internal addresses only when allowed. */
  webhooks: { allowHttp: boolean; allowPrivate: boolean };
}

export interface PaddleConfig {
  apiKey: string;
  webhookSecret: string;
  environment: 'sandbox' | 'production';
  apiUrl?: string;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  apiUrl?: string;
}

/** The AI engine's settings: builtin unless baseUrl is set. */
export interface AiConfig {
  baseUrl?: string;
  apiKey?: string;
  /** The model asked for; empty when baseUrl is unset. */
  model: string;
  timeoutMs: number;
  maxRetries: number;
  temperature?: number;
}

/**
 * PostgreSQL connections of one machine's API processes when DATABASE_POOL_SIZE is unset: twice its
 * cores and one (decision 476), enough statements out to keep its cores busy while they wait. More
 * only make the database's processes take turns on its cores. Each of WEB_CONCURRENCY workers opens
 * its share, so adding workers adds no load on the database (decision 471).
 */
export function connectionsPerMachine(cores = availableParallelism()): number {
  return 2 * cores + 1;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const e = parsed.data;
  if (e.AI_BASE_URL && !e.AI_MODEL) throw new Error('Invalid environment:\n  AI_MODEL: required when AI_BASE_URL is set');
  for (const [key, secret] of [
    ['PADDLE_API_KEY', 'PADDLE_WEBHOOK_SECRET'],
    ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
  ] as const) {
    if (Boolean(e[key]) !== Boolean(e[secret])) {
      const absent = e[key] ? secret : key;
      throw new Error(`Invalid environment:\n  ${absent}: required when ${absent === key ? secret : key} is set`);
    }
  }
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    appUrl,
    corsOrigins: [
      appUrl,
      ...(e.CORS_ORIGINS ?? '')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    ],
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    devMailbox: e.DEV_MAILBOX ? e.DEV_MAILBOX === 'true' : e.NODE_ENV !== 'production',
    redisUrl: e.REDIS_URL || undefined,
    rateLimitPrefix: e.RATE_LIMIT_PREFIX,
    // Each process's share: WEB_CONCURRENCY counts only with PostgreSQL (the embedded database is one process).
    databasePoolSize: e.DATABASE_POOL_SIZE ?? Math.ceil(connectionsPerMachine() / (e.DATABASE_URL ? clusterPlan(source).workers : 1)),
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    webDistDir: resolve(e.WEB_DIST_DIR ?? defaultWebDistDir),
    sessionCacheMs: e.SESSION_CACHE_MS,
    readCacheMs: e.READ_CACHE_MS,
    jobLockMs: e.JOB_LOCK_MS,
    loadShedding: {
      maxInFlight: e.MAX_IN_FLIGHT ?? (e.DATABASE_URL ? 0 : DEFAULT_MAX_IN_FLIGHT_EMBEDDED),
      maxWaitMs: e.QUEUE_WAIT_MS,
      maxQueue: e.QUEUE_MAX,
      maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS ?? (e.DATABASE_URL ? 0 : DEFAULT_MAX_EVENT_LOOP_DELAY_EMBEDDED),
    },
    logLevel: e.LOG_LEVEL,
    metrics: { enabled: e.METRICS === 'true', token: e.METRICS_TOKEN || undefined },
    tracing: e.OTEL_EXPORTER_OTLP_ENDPOINT ? { endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: e.OTEL_SERVICE_NAME } : undefined,
    benchBaseline: e.BENCH_BASELINE === 'true',
    trustProxy: e.TRUST_PROXY === 'true',
    webhooks: {
      allowHttp: e.NODE_ENV !== 'production',
      allowPrivate: e.WEBHOOKS_ALLOW_PRIVATE ? e.WEBHOOKS_ALLOW_PRIVATE === 'true' : e.NODE_ENV !== 'production',
    },
    pgliteOptimizeWasm: e.PGLITE_OPTIMIZE_WASM === 'true',
    pgliteThread: e.PGLITE_THREAD === 'true',
    ai: {
      baseUrl: e.AI_BASE_URL ? e.AI_BASE_URL.replace(/\/+$/, '') : undefined,
      apiKey: e.AI_API_KEY || undefined,
      model: e.AI_MODEL ?? '',
      timeoutMs: e.AI_TIMEOUT_MS,
      maxRetries: e.AI_MAX_RETRIES,
      temperature: e.AI_TEMPERATURE === '' ? undefined : e.AI_TEMPERATURE,
    },
    paddle:
      e.PADDLE_API_KEY && e.PADDLE_WEBHOOK_SECRET
        ? {
            apiKey: e.PADDLE_API_KEY,
            webhookSecret: e.PADDLE_WEBHOOK_SECRET,
            environment: e.PADDLE_ENVIRONMENT || (e.PADDLE_API_KEY.startsWith('pdl_live_') ? 'production' : 'sandbox'),
            apiUrl: e.PADDLE_API_URL ? e.PADDLE_API_URL.replace(/\/+$/, '') : undefined,
          }
        : undefined,
    billingSandbox: e.BILLING_SANDBOX === 'true',
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiUrl: e.STRIPE_API_URL ? e.STRIPE_API_URL.replace(/\/+$/, '') : undefined,
          }
        : undefined,
  };
}
