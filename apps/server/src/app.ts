import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { STATUS_MESSAGES } from '@hiring/shared/errors';
import { NEVER_PAGE_PATHS, OPS_ERROR_CODES } from '@hiring/shared/health';
import type { JobPositionPage } from '@hiring/shared/job-positions';
import { type AiEngine, createAiEngine } from './ai/index.ts';
import type { Config } from './config/env.ts';
import type { Database } from './db/client.ts';
import { ApiKeysService, apiKeysRoutes } from './features/api-keys/index.ts';
import { AuditService, auditRoutes } from './features/audit/index.ts';
import { WebhooksService, webhooksRoutes } from './features/webhooks/index.ts';
import { AccessTokens, AuthService, authRoutes, loadSigningSecret, SessionCache, twoFactorRoutes } from './features/auth/index.ts';
import { type BillingService, type Entitlements, setupBilling } from './features/billing/index.ts';
import { CompanyContextService, companyContextRoutes } from './features/companies/index.ts';
import { constantsRoutes } from './features/constants/index.ts';
import { mailboxRoutes } from './features/dev/index.ts';
import { Notifications } from './features/notifications/index.ts';
import { goalsRoutes, GoalsService } from './features/goals/index.ts';
import { InterviewsService, interviewsRoutes, publicInterviewsRoutes } from './features/interviews/index.ts';
import { QuestionsService, questionsRoutes } from './features/questions/index.ts';
import { countOpenJobPositions, JobPositionsService, jobPositionsRoutes } from './features/job-positions/index.ts';
import { CompanyCache } from './lib/company-cache.ts';
import { profileRoutes } from './features/profile/index.ts';
import { OrgCompaniesService, orgCompanyRoutes } from './features/org-companies/index.ts';
import { SearchService, searchRoutes } from './features/search/index.ts';
import { AnalyticsService, analyticsRoutes } from './features/analytics/index.ts';
import { OnboardingPlansService, onboardingPlansRoutes } from './features/onboarding-plans/index.ts';
import { SamplesService, samplesRoutes, seedSamples } from './features/samples/index.ts';
import { inviteAcceptRoutes, inviteJoinRoutes, TeamService, teamRoutes } from './features/team/index.ts';
import { OnboardingService, onboardingRoutes } from './features/onboarding/index.ts';
import { JobQueue } from './jobs/queue.ts';
import { JOB_DEFINITIONS, registerJobs } from './jobs/registry.ts';
import { createLoggers } from './lib/logger.ts';
import { createRateLimits, type RateLimits } from './lib/rate-limits.ts';
import { Mailer } from './mail/mailer.ts';
import { apiDocs } from './plugins/api-docs.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { healthRoutes } from './plugins/health.ts';
import { loadShedding } from './plugins/load-shedding.ts';
import { safeText } from './plugins/safe-text.ts';
import { securityHeaders } from './plugins/security-headers.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Overrides for tests; otherwise built from the config. */
  rateLimits?: RateLimits;
  /** The AI engine; otherwise built from the config (builtin, or the LLM with AI_BASE_URL). */
  ai?: AiEngine;
  /** false for no logs; otherwise JSON lines at the configured level, on standard output or the stream given. */
  logger?: false | { stream?: DestinationStream };
}

export interface App {
  app: FastifyInstance;
  mailer: Mailer;
  /** The durable job queue; features register their handlers on it while the app is built. */
  jobs: JobQueue;
  /** Subscriptions and payments; tests move its clock (`billing.now`). */
  billing: BillingService;
  /** Subscription gating: 402 unless active and within the plan's limits. */
  entitlements: Entitlements;
  /** Candidate interviews; tests move the clock reminders are due by (`interviews.now`). */
  interviews: InterviewsService;
  /** Starts the job worker: generation, mail delivery, sweeps and housekeeping are all jobs of the one queue. */
  startWorkers(): void;
  close(): Promise<void>;
}

/**
 * Every schema is zod: handing Fastify the zod compilers when it is created keeps it from loading
 * Ajv and its JSON serializer compiler, its defaults, which no route would use. (The factories'
 * types are Ajv's; the compilers are the same ones `setValidatorCompiler` takes below.)
 */
const zodSchemaController = {
  compilersFactory: { buildValidator: () => validatorCompiler, buildSerializer: () => serializerCompiler },
} as unknown as FastifyServerOptions['schemaController'];

const routerOptions = { ignoreTrailingSlash: true };

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps;
  const loggers = deps.logger === false ? null : createLoggers(config.logLevel, deps.logger?.stream);
  const app = Fastify({
    ...(loggers ? { loggerInstance: loggers.logger } : { logger: false }),
    // One line per request, written when its answer is sent (below), instead of two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions,
    schemaController: zodSchemaController,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // While shutting down, answers in flight ask the client to close its connection, so no
  // keep-alive socket holds the process open.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
  });
  if (loggers) {
    app.addHook('onResponse', (request, reply, done) => {
      loggers.logAnswer(request, reply);
      done();
    });
  }
  // Loaded only with METRICS=true: without it no module, no hook, nothing per request.
  const metrics = config.metrics.enabled
    ? (await import('./metrics/prometheus.ts')).createMetrics({ token: config.metrics.token })
    : undefined;
  metrics?.timeRequests(app);
  // Loaded only with OTEL_EXPORTER_OTLP_ENDPOINT: one span per request, sent to the collector.
  const tracing = config.tracing ? (await import('./metrics/tracing.ts')).startTracing(config.tracing) : undefined;
  if (tracing) {
    tracing.traceRequests(app);
    app.addHook('onClose', async () => tracing.shutdown());
  }

  const jobs = new JobQueue({ db: database.db, log: app.log, lockMs: config.jobLockMs, onSettled: metrics?.onJobSettled });
  const mailer = new Mailer({
    db: database.db,
    jobs,
    from: config.mailFrom,
    smtpUrl: config.smtpUrl,
    log: app.log,
    onDelivery: metrics?.onMailDelivery,
  });
  const rateLimits = deps.rateLimits ?? createRateLimits({ redisUrl: config.redisUrl, prefix: config.rateLimitPrefix });
  const signingSecret = await loadSigningSecret(database.db, config.jwtSecret);
  const tokens = new AccessTokens(signingSecret);
  const sessions = new SessionCache(config.sessionCacheMs);
  const auth = new AuthService({
    db: database.db,
    tokens,
    sessions,
    mailer,
    rateLimits,
    appUrl: config.appUrl,
    jobs,
    secret: signingSecret,
  });
  const engine = deps.ai ?? createAiEngine(config.ai, { logger: app.log });
  const ai = metrics ? metrics.instrumentAi(engine) : engine;
  const companyContext = new CompanyContextService(database.db);
  const notifications = new Notifications({ db: database.db, mailer, appUrl: config.appUrl });
  const billing = await setupBilling({
    config,
    db: database.db,
    jobs,
    log: app.log,
    notifications,
    // The subscription form asks for the company's name, size, industry and website: they fill the company's blanks.
    onCompanyDetails: (companyId, d) =>
      companyContext.fillBlanks(companyId, {
        name: d.company.name,
        size: d.company.size,
        industry: d.team_context.industry,
        description: d.company_details.description,
        website: d.company_details.website,
      }),
  });
  billing.service.registerUsageCounter('job_positions', { count: (companyId) => countOpenJobPositions(database.db, companyId) });
  const { entitlements } = billing;
  const listPages = new CompanyCache<JobPositionPage>(config.readCacheMs);
  const questions = new QuestionsService({
    db: database.db,
    ai,
    jobs,
    companyContext,
    entitlements,
    onChange: (id) => listPages.forgetCompany(id),
  });
  const jobPositions = new JobPositionsService({ db: database.db, ai, jobs, companyContext, entitlements, listPages, questions });
  const team = new TeamService({ db: database.db, mailer, auth, entitlements, rateLimits, appUrl: config.appUrl, notifications });
  const onboarding = new OnboardingService({ db: database.db, companyContext, team });
  const interviews = new InterviewsService({
    db: database.db,
    ai,
    jobs,
    mailer,
    notifications,
    entitlements,
    companyContext,
    rateLimits,
    appUrl: config.appUrl,
    secret: signingSecret,
    onJobChange: (id) => listPages.forgetCompany(id),
    logger: app.log,
  });
  billing.service.registerUsageCounter('interviews_per_month', {
    count: (companyId, window) => interviews.countForUsage(companyId, window),
  });
  const orgCompanies = new OrgCompaniesService({ db: database.db, billing: billing.service });
  const search = new SearchService({ db: database.db, rateLimits });
  const audit = new AuditService({ db: database.db, rateLimits, forReader: interviews.logForReader });
  const apiKeys = new ApiKeysService({ db: database.db, rateLimits });
  const webhooks = new WebhooksService({ db: database.db, jobs, secret: signingSecret, policy: config.webhooks, notifications });
  const analytics = new AnalyticsService({ db: database.db });
  const onboardingPlans = new OnboardingPlansService({ db: database.db });
  // The platform's sample library: missing rows are inserted at every start (idempotent).
  await seedSamples(database.db);
  const samples = new SamplesService(database.db);
  const goals = new GoalsService({
    db: database.db,
    ai,
    jobs,
    companyContext,
    entitlements,
    questions,
    onChange: (id) => listPages.forgetCompany(id),
  });
  // Every background job, from the one list (jobs/registry.ts), with what its handler needs.
  registerJobs(jobs, JOB_DEFINITIONS, {
    db: database.db,
    log: app.log,
    mailer,
    auth,
    billing: billing.service,
    questions,
    jobPositions,
    interviews,
    webhooks,
  });

  await app.register(securityHeaders);
  await app.register(cors, { origin: config.corsOrigins, credentials: false, exposedHeaders: ['x-request-id', 'retry-after'] });
  await app.register(apiDocs, {
    prefix: '/api/docs',
    openapi: {
      info: {
        title: 'HireSignal API',
        version: '0.1.0',
        description: 'Every request and response is described by the shared zod schemas.',
        // Decision 685: the repository carries no open licence; the operator of this deployment is the contact.
        license: { name: 'Proprietary' },
        contact: { name: 'HireSignal', url: config.appUrl },
      },
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token of a signed-in session.' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'hsk_…',
            description:
              "A company's API key (`Authorization: Bearer hsk_…`), created by an owner or admin in Profile settings. Accepted only by the operations that name the scope it needs (`x-api-key-scope`).",
          },
        },
      },
    },
    // The docs page sets inline styles; the rest of the policy matches the app's.
    staticCSP:
      "default-src 'self'; base-uri 'self'; font-src 'self' data:; frame-ancestors 'none'; img-src 'self' data:; object-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'",
    serverOptions: { routerOptions, schemaController: zodSchemaController },
  });
  await app.register(errorHandler);
  await app.register(loadShedding, config.loadShedding);
  await app.register(safeText);
  await app.register(authPlugin, { db: database.db, tokens, sessions, apiKeys: (key, scope) => apiKeys.authenticate(key, scope) });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database, queueAlive: () => jobs.isAlive() });
      await api.register(authRoutes, { prefix: '/auth', auth, perMinute: config.authRateLimitPerMinute });
      await api.register(profileRoutes, { prefix: '/app', auth, billing: billing.service, perMinute: config.authRateLimitPerMinute });
      await api.register(twoFactorRoutes, { prefix: '/app', auth, perMinute: config.authRateLimitPerMinute });
      await billing.registerRoutes(api);
      await api.register(constantsRoutes, { prefix: '/app' });
      await api.register(companyContextRoutes, { prefix: '/app', companyContext });
      await api.register(jobPositionsRoutes, { prefix: '/app', jobPositions, rateLimits });
      await api.register(goalsRoutes, { prefix: '/app', goals });
      await api.register(questionsRoutes, { prefix: '/app', questions });
      await api.register(teamRoutes, { prefix: '/admin/org', team });
      await api.register(onboardingPlansRoutes, { prefix: '/admin/onboarding/user', plans: onboardingPlans });
      await api.register(orgCompanyRoutes, { prefix: '/app/org', companies: orgCompanies });
      await api.register(searchRoutes, { prefix: '/app', search });
      await api.register(analyticsRoutes, { prefix: '/app', analytics });
      await api.register(samplesRoutes, { prefix: '/admin/samples', samples });
      await api.register(inviteJoinRoutes, { prefix: '/app', team });
      await api.register(onboardingRoutes, { prefix: '/app', onboarding });
      await api.register(inviteAcceptRoutes, { prefix: '/auth/invites', team, auth, perMinute: config.authRateLimitPerMinute });
      await api.register(interviewsRoutes, {
        prefix: '/app',
        interviews,
        requireActive: (id) => billing.service.requireActive(id),
      });
      await api.register(publicInterviewsRoutes, { prefix: '/public', interviews });
      await api.register(auditRoutes, { prefix: '/app', audit });
      await api.register(apiKeysRoutes, { prefix: '/app', apiKeys });
      await api.register(webhooksRoutes, { prefix: '/app', webhooks });
      if (config.devMailbox) await api.register(mailboxRoutes, { prefix: '/dev', mailer });
      if (config.benchBaseline) api.get('/bench/baseline', { schema: { hide: true } }, async () => ({ success: true, data: { ok: true } }));
    },
    { prefix: '/api' },
  );

  metrics?.route(app, { poolStats: database.poolStats, queueDepth: () => jobs.depth(), jobTypes: () => jobs.types() });
  await registerWebApp(app, config.webDistDir);

  return {
    app,
    mailer,
    jobs,
    billing: billing.service,
    entitlements,
    interviews,
    startWorkers: () => {
      jobs.start();
    },
    close: async () => {
      await jobs.stop();
      await app.close();
      await mailer.stop();
      if (!deps.rateLimits) await rateLimits.close();
    },
  };
}

/** /metrics, /healthz and the like (and anything below them) are never a page of the web app. */
function isOperationsPath(path: string): boolean {
  const lower = path.toLowerCase().replace(/\/+$/, '');
  return NEVER_PAGE_PATHS.some((p) => lower === p || lower.startsWith(`${p}/`));
}

/**
 * Serves the built single-page app: hashed assets cached for a year, and index.html (never cached
 * without asking) for every other page address. The build writes brotli and gzip copies of every
 * text file (apps/web/precompress.ts); the one the browser accepts is sent, with Content-Encoding
 * and `Vary: Accept-Encoding`. Unknown API paths and missing files get the catalogue's 404.
 */
async function registerWebApp(app: FastifyInstance, distDir: string) {
  const hasWebApp = existsSync(join(distDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, path) => {
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ distDir }, 'web app not built; run `npm run build` to serve it');
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      path !== '/api' &&
      !path.startsWith('/api/') &&
      !isOperationsPath(path) &&
      !/\.[a-z0-9]+$/i.test(path);
    if (hasWebApp && isPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply
      .status(404)
      .send({ success: false, code: OPS_ERROR_CODES.notFound, message: STATUS_MESSAGES[404], request_id: request.id });
  });
}
