import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, successEnvelope } from '@hiring/shared/api';
import { API_KEYS_PATH, apiKeyListSchema, apiKeySchema, createApiKeySchema, createdApiKeySchema } from '@hiring/shared/api-keys';
import { ADMIN_OR_OWNER } from '@hiring/shared/roles';
import { requireAuth } from '../../plugins/auth.ts';
import type { ApiKeysService } from './api-keys.service.ts';

const idParams = z.object({ id: z.string().max(100) });

/**
 * The company's API keys (issue 40): owners and admins list, create and revoke them. Managing
 * keys is never done with a key (no `apiKeyScope`): a key cannot make or keep keys alive.
 */
export const apiKeysRoutes: FastifyPluginAsyncZod<{ apiKeys: ApiKeysService }> = async (app, { apiKeys }) => {
  const guard = [app.authenticate, app.requireRole(ADMIN_OR_OWNER)];
  const common = { tags: ['api-keys'], security: [{ bearer: [] }] };

  app.get(
    API_KEYS_PATH,
    {
      preHandler: guard,
      schema: {
        ...common,
        summary: "The company's API keys (never the keys themselves); owners and admins",
        response: { 200: successEnvelope(apiKeyListSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ success: true as const, data: await apiKeys.list(requireAuth(request)) }),
  );

  app.post(
    API_KEYS_PATH,
    {
      preHandler: guard,
      schema: {
        ...common,
        summary: 'Create an API key with scopes and an optional expiry; the key is answered this once',
        body: createApiKeySchema,
        response: { 201: successEnvelope(createdApiKeySchema), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ success: true as const, data: await apiKeys.create(requireAuth(request), request.body) }),
  );

  app.delete(
    `${API_KEYS_PATH}/:id`,
    {
      preHandler: guard,
      schema: {
        ...common,
        summary: 'Revoke an API key: requests made with it are refused at once',
        params: idParams,
        response: { 200: successEnvelope(apiKeySchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ success: true as const, data: await apiKeys.revoke(requireAuth(request), request.params.id) }),
  );
};
