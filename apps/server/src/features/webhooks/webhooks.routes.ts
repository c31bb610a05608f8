import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, successEnvelope } from '@hiring/shared/api';
import { ADMIN_OR_OWNER } from '@hiring/shared/roles';
import {
  createdWebhookSchema,
  createWebhookSchema,
  updateWebhookSchema,
  WEBHOOKS_PATH,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookListSchema,
  webhookSchema,
} from '@hiring/shared/webhooks';
import { requireAuth } from '../../plugins/auth.ts';
import type { WebhooksService } from './webhooks.service.ts';

const idParams = z.object({ id: z.string().max(100) });
const deliveryParams = z.object({ id: z.string().max(100), deliveryId: z.string().max(100) });

/**
 * The company's outbound webhooks (issue 40): owners and admins with a session, or an API key with
 * the scope `webhooks:manage`.
 */
export const webhooksRoutes: FastifyPluginAsyncZod<{ webhooks: WebhooksService }> = async (app, { webhooks }) => {
  const guard = [app.authenticate, app.requireRole(ADMIN_OR_OWNER)];
  const config = { apiKeyScope: 'webhooks:manage' as const };
  const common = { tags: ['webhooks'] };

  app.get(
    WEBHOOKS_PATH,
    {
      config,
      preHandler: guard,
      schema: {
        ...common,
        summary: "The company's webhooks (never their signing secrets)",
        response: { 200: successEnvelope(webhookListSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ success: true as const, data: await webhooks.list(requireAuth(request)) }),
  );

  app.post(
    WEBHOOKS_PATH,
    {
      config,
      preHandler: guard,
      schema: {
        ...common,
        summary: 'Register an HTTPS endpoint for events; the signing secret is answered this once',
        body: createWebhookSchema,
        response: { 201: successEnvelope(createdWebhookSchema), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ success: true as const, data: await webhooks.create(requireAuth(request), request.body) }),
  );

  app.patch(
    `${WEBHOOKS_PATH}/:id`,
    {
      config,
      preHandler: guard,
      schema: {
        ...common,
        summary: "Change a webhook's address or events, or pause and resume it (`status`)",
        params: idParams,
        body: updateWebhookSchema,
        response: { 200: successEnvelope(webhookSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ success: true as const, data: await webhooks.update(requireAuth(request), request.params.id, request.body) }),
  );

  app.delete(
    `${WEBHOOKS_PATH}/:id`,
    {
      config,
      preHandler: guard,
      schema: {
        ...common,
        summary: 'Delete a webhook and its delivery log',
        params: idParams,
        response: { 200: successEnvelope(webhookSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ success: true as const, data: await webhooks.remove(requireAuth(request), request.params.id) }),
  );

  app.post(
    `${WEBHOOKS_PATH}/:id/test`,
    {
      config,
      preHandler: guard,
      schema: {
        ...common,
        summary: 'Send a `webhook.test` event now and answer the attempt',
        params: idParams,
        response: { 200: successEnvelope(webhookDeliverySchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ success: true as const, data: await webhooks.test(requireAuth(request), request.params.id) }),
  );

  app.get(
    `${WEBHOOKS_PATH}/:id/deliveries`,
    {
      config,
      preHandler: guard,
      schema: {
        ...common,
        summary: "A webhook's latest deliveries, each with its latest attempts (status, answer code, time, error)",
        params: idParams,
        response: { 200: successEnvelope(webhookDeliveryListSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ success: true as const, data: await webhooks.deliveries(requireAuth(request), request.params.id) }),
  );

  app.post(
    `${WEBHOOKS_PATH}/:id/deliveries/:deliveryId/redeliver`,
    {
      config,
      preHandler: guard,
      schema: {
        ...common,
        summary: 'Send one delivery again now, with the same `webhook-id` and body',
        params: deliveryParams,
        response: { 200: successEnvelope(webhookDeliverySchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await webhooks.redeliver(requireAuth(request), request.params.id, request.params.deliveryId),
    }),
  );
};
