import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createPaymentProcessors } from '../../billing/index.ts';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { loadSigningSecret } from '../auth/index.ts';
import { billingRoutes } from './billing.routes.ts';
import { seedBilling } from './billing.seed.ts';
import { BillingService, type BillingServiceOptions } from './billing.service.ts';
import { createEntitlements, type Entitlements } from './entitlements.ts';
import { sandboxCheckoutRoutes } from './sandbox-checkout.routes.ts';
import { webhookRoutes } from './webhooks.routes.ts';

export interface Billing {
  service: BillingService;
  entitlements: Entitlements;
  /** Registers the billing routes on the /api scope: /app/..., /webhooks/..., /billing/sandbox/... */
  registerRoutes(api: FastifyInstance): Promise<void>;
}

/**
 * Everything billing needs at start: the seeded catalogue (idempotent, every boot), the payment
 * processors, the service with its jobs on the queue, and the entitlements other features gate with.
 */
export async function setupBilling(deps: {
  config: Config;
  db: Db;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  onCompanyDetails?: BillingServiceOptions['onCompanyDetails'];
  notifications?: BillingServiceOptions['notifications'];
}): Promise<Billing> {
  const { config, db, jobs, log } = deps;
  await seedBilling(db);
  const processors = await createPaymentProcessors(config, { secret: await loadSigningSecret(db, config.jwtSecret) });
  const service = new BillingService({
    db,
    processors,
    appUrl: config.appUrl,
    allowedOrigins: config.corsOrigins,
    log,
    jobs,
    readCacheMs: config.readCacheMs,
    onCompanyDetails: deps.onCompanyDetails,
    notifications: deps.notifications,
  });
  return {
    service,
    entitlements: createEntitlements(service),
    registerRoutes: async (api) => {
      await api.register(billingRoutes, { prefix: '/app', billing: service });
      await api.register(webhookRoutes, { prefix: '/webhooks', billing: service });
      await api.register(sandboxCheckoutRoutes, { prefix: '/billing/sandbox', billing: service, appUrl: config.appUrl });
    },
  };
}
