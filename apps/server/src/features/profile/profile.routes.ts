import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, successEnvelope } from '@hiring/shared/api';
import { profileSchema } from '@hiring/shared/profile';
import { requireAuth } from '../../plugins/auth.ts';
import { getProfile } from './profile.service.ts';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'The signed-in user and the company subscription flags',
        security: [{ bearer: [] }],
        response: { 200: successEnvelope(profileSchema), 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({ success: true as const, data: getProfile(requireAuth(request)) }),
  );
};
