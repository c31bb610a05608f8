import { resolve } from 'node:path';
import { z } from 'zod';

/** Every environment variable the server reads, parsed once at start. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8082),
  /** Where the embedded database keeps its files. */
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL connection string; when set, the embedded database is not used. */
  DATABASE_URL: z.string().optional(),
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
  /** Requests per minute per address on the public auth calls other than sign-in. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** How long an API process remembers a checked session; 0 checks the database on every call. */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  /** Folder of the built web app served at /. */
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Mounts a constant route for benchmarks. */
  BENCH_BASELINE: z.enum(['true', 'false']).default('false'),
  /** Trust X-Forwarded-* headers from a proxy in front. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
});

export type Env = z.infer<typeof envSchema>;

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
  authRateLimitPerMinute: number;
  webDistDir: string;
  sessionCacheMs: number;
  logLevel: Env['LOG_LEVEL'];
  benchBaseline: boolean;
  trustProxy: boolean;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const e = parsed.data;
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
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    webDistDir: resolve(e.WEB_DIST_DIR ?? new URL('../../../web/dist', import.meta.url).pathname),
    sessionCacheMs: e.SESSION_CACHE_MS,
    logLevel: e.LOG_LEVEL,
    benchBaseline: e.BENCH_BASELINE === 'true',
    trustProxy: e.TRUST_PROXY === 'true',
  };
}
