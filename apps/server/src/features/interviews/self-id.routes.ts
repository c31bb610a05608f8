import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, successEnvelope } from '@hiring/shared/api';
import { selfIdSavedSchema, selfIdSchema } from '@hiring/shared/self-id';
import type { InterviewsService } from './interviews.service.ts';

const tokenParams = z.object({ token: z.string().max(200) });

/**
 * POST /public/interviews/:token/self-id (issue 39, decision 700): the candidate's voluntary
 * self-identification, after submitting; rate limited per address and link like every call
 * of the candidate's page.
 */
export const selfIdRoutes: FastifyPluginAsyncZod<{ interviews: InterviewsService }> = async (app, { interviews }) => {
  app.post(
    '/interviews/:token/self-id',
    {
      preHandler: async (request) => interviews.limitPublic(request.ip, String((request.params as { token?: unknown }).token ?? '')),
      schema: {
        tags: ['candidate interview'],
        security: [],
        summary: 'Voluntary self-identification (sex, race/ethnicity) for the bias audit, after submitting; a new answer replaces the last',
        params: tokenParams,
        body: selfIdSchema,
        response: { 200: successEnvelope(selfIdSavedSchema), ...errorResponses(400, 404, 409, 410, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await interviews.saveSelfId(request.params.token, request.ip, request.body) };
    },
  );
};
