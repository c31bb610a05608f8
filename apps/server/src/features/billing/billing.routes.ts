import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, pageQuerySchema, successEnvelope } from '@hiring/shared/api';
import {
  cancelSubscriptionResultSchema,
  cancelSubscriptionSchema,
  resumeSubscriptionResultSchema,
  resumeSubscriptionSchema,
  changePlanResultSchema,
  paymentMethodUpdateResultSchema,
  changePlanSchema,
  createSubscriptionResultSchema,
  createSubscriptionSchema,
  currentSubscriptionResponseSchema,
  idParamsSchema,
  invoicePageSchema,
  packagesResponseSchema,
  scheduledChangesResponseSchema,
  usageSchema,
  validateDiscountResultSchema,
  validateDiscountSchema,
} from '@hiring/shared/billing';
import { requireAuth } from '../../plugins/auth.ts';
import type { BillingService } from './billing.service.ts';

const ok = <T>(data: T) => ({ success: true as const, data });
const errors = errorResponses(400, 401, 403, 404, 409, 502);
const security = [{ bearer: [] }];

/**
 * Subscriptions and packages (spec 01 §7), mounted under /api/app. The profile-scoped calls
 * answer exactly as their /subscriptions twins.
 */
export const billingRoutes: FastifyPluginAsyncZod<{ billing: BillingService }> = async (app, { billing }) => {
  // Before the body is read: an anonymous caller gets 401 whatever they send.
  app.addHook('preValidation', app.authenticate);
  /** Paying, cancelling and changing plans (spec 01 §6): the manage_billing permission, or 403. */
  const manager = app.requirePermission('manage_billing');
  const companyOf = (request: FastifyRequest) => requireAuth(request).companyId;

  const current = async (request: FastifyRequest) => ok(await billing.getCurrent(companyOf(request)));
  const currentSchema = (summary: string, tags: string[]) => ({
    tags,
    summary,
    security,
    response: { 200: successEnvelope(currentSubscriptionResponseSchema), ...errors },
  });
  app.get('/subscriptions/current', { schema: currentSchema("The company's current subscription, or null", ['subscriptions']) }, current);
  app.get('/profile/subscription', { schema: currentSchema("The company's current subscription, or null", ['profile']) }, current);

  const cancelOptions = (tags: string[]) => ({
    preHandler: manager,
    schema: {
      tags,
      summary: 'Cancel the subscription: a trial now, a paid plan at the end of its period',
      security,
      body: cancelSubscriptionSchema,
      response: { 200: successEnvelope(cancelSubscriptionResultSchema), ...errors },
    },
  });
  const cancel = async (request: FastifyRequest<{ Body: z.infer<typeof cancelSubscriptionSchema> }>) =>
    ok(await billing.cancel(requireAuth(request), request.body ?? {}));
  app.post('/subscriptions/cancel', cancelOptions(['subscriptions']), cancel);
  app.post('/profile/subscription/cancel', cancelOptions(['profile']), cancel);

  const resumeOptions = (tags: string[]) => ({
    preHandler: manager,
    schema: {
      tags,
      summary: 'Resume a subscription set to cancel at the end of its period, before that end',
      security,
      body: resumeSubscriptionSchema,
      response: { 200: successEnvelope(resumeSubscriptionResultSchema), ...errors },
    },
  });
  const resume = async (request: FastifyRequest<{ Body: z.infer<typeof resumeSubscriptionSchema> }>) =>
    ok(await billing.resume(requireAuth(request), request.body ?? {}));
  app.post('/subscriptions/resume', resumeOptions(['subscriptions']), resume);
  app.post('/profile/subscription/resume', resumeOptions(['profile']), resume);

  app.post(
    '/subscriptions/create',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Start the free trial, or a paid subscription through the payment processor',
        security,
        body: createSubscriptionSchema,
        response: { 201: successEnvelope(createSubscriptionResultSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        ok(
          await billing.create(requireAuth(request), request.body, {
            // The page that posted this: the checkout comes back to it (when it is an allowed origin).
            origin: typeof request.headers.origin === 'string' ? request.headers.origin : undefined,
            serverOrigin: `${request.protocol}://${request.host}`,
          }),
        ),
      ),
  );

  const usage = async (request: FastifyRequest) => ok(await billing.usage(companyOf(request)));
  for (const [path, tags] of [
    ['/subscriptions/usage', ['subscriptions']],
    ['/profile/subscription/usage', ['profile']],
    ['/app-products/usage', ['app-products']],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags: [...tags],
          summary: 'Usage against the plan limits',
          security,
          response: { 200: successEnvelope(usageSchema), ...errors },
        },
      },
      usage,
    );
  }

  const packages = async () => ok(await billing.listPackages());
  for (const [path, tags] of [
    ['/app-products/packages', ['app-products']],
    ['/profile/subscription/packages', ['profile']],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags: [...tags],
          summary: 'Plans: packages with prices, features and limits',
          security,
          response: { 200: successEnvelope(packagesResponseSchema), ...errors },
        },
      },
      packages,
    );
  }

  app.post(
    '/app-products/validate-discount',
    {
      schema: {
        tags: ['app-products'],
        summary: 'Check a discount code, optionally against a price',
        security,
        body: validateDiscountSchema,
        response: { 200: successEnvelope(validateDiscountResultSchema), ...errors },
      },
    },
    async (request) => ok(await billing.validateDiscount(request.body)),
  );

  app.get(
    '/subscriptions/changes',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Plan changes: scheduled, applied and cancelled',
        security,
        response: { 200: successEnvelope(scheduledChangesResponseSchema), ...errors },
      },
    },
    async (request) => ok(await billing.listChanges(companyOf(request))),
  );

  app.post(
    '/subscriptions/:id/change',
    {
      preHandler: manager,
      schema: {
        tags: ['subscriptions'],
        summary: 'Change plan now or at the end of the period',
        security,
        params: idParamsSchema,
        body: changePlanSchema,
        response: { 200: successEnvelope(changePlanResultSchema), ...errors },
      },
    },
    async (request) => ok(await billing.changePlan(requireAuth(request), request.params.id, request.body)),
  );

  app.post(
    '/subscriptions/:id/payment-method',
    {
      preHandler: manager,
      schema: {
        tags: ['subscriptions'],
        summary: "Open the payment processor's own page to change the subscription's card",
        security,
        params: idParamsSchema,
        response: { 200: successEnvelope(paymentMethodUpdateResultSchema), ...errors },
      },
    },
    async (request) =>
      ok(
        await billing.paymentMethodUpdate(requireAuth(request), request.params.id, {
          origin: typeof request.headers.origin === 'string' ? request.headers.origin : undefined,
          serverOrigin: `${request.protocol}://${request.host}`,
        }),
      ),
  );

  app.delete(
    '/subscriptions/changes/:id',
    {
      preHandler: manager,
      schema: {
        tags: ['subscriptions'],
        summary: 'Cancel a scheduled plan change',
        security,
        params: idParamsSchema,
        response: { 200: successEnvelope(z.object({ message: z.string() })), ...errors },
      },
    },
    async (request) => ok(await billing.deleteChange(requireAuth(request), request.params.id)),
  );

  const history = async (request: FastifyRequest<{ Querystring: z.infer<typeof pageQuerySchema> }>) => {
    const { page, page_size, search } = request.query;
    return ok(await billing.listInvoices(companyOf(request), page, page_size, search));
  };
  for (const [path, tags] of [
    ['/profile/subscription/history', ['profile']],
    ['/subscriptions/invoices', ['subscriptions']],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags: [...tags],
          summary: "Billing history: the company's invoices and failed payments, newest first",
          security,
          querystring: pageQuerySchema,
          response: { 200: successEnvelope(invoicePageSchema), ...errors },
        },
      },
      history,
    );
  }

  app.get(
    '/subscriptions/invoices/:id/pdf',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Download an invoice as PDF',
        security,
        params: idParamsSchema,
        response: { 200: z.any().describe('application/pdf'), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await billing.invoicePdf(companyOf(request), request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
