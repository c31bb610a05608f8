import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, successEnvelope } from '@hiring/shared/api';
import { appConstantsSchema, buildAppConstants } from '@hiring/shared/job-positions';

/**
 * GET /app/constants (spec 02 §7): statuses, workflow stages, transitions and the form lists,
 * built from packages/shared, so the client's fallbacks are the same data.
 */
export const constantsRoutes: FastifyPluginAsyncZod = async (app) => {
  const constants = buildAppConstants();
  app.get(
    '/constants',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['constants'],
        summary: 'Job statuses, workflow stages, status transitions and the company and job form option lists',
        security: [{ bearer: [] }],
        response: { 200: successEnvelope(appConstantsSchema), 401: errorEnvelopeSchema },
      },
    },
    async () => ({ success: true as const, data: constants }),
  );
};
