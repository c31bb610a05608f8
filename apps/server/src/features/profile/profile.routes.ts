import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, successEnvelope } from '@hiring/shared/api';
import { AUTH_MESSAGES, messageSchema } from '@hiring/shared/auth';
import { profileSchema } from '@hiring/shared/profile';
import { requireAuth } from '../../plugins/auth.ts';
import type { AuthService } from '../auth/index.ts';
import type { BillingService } from '../billing/index.ts';
import { getProfile } from './profile.service.ts';

export const profileRoutes: FastifyPluginAsyncZod<{ auth: AuthService; billing: BillingService; perMinute: number }> = async (
  app,
  { auth, billing, perMinute },
) => {
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
    async (request) => ({ success: true as const, data: await getProfile(requireAuth(request), billing) }),
  );

  app.post(
    '/profile/resend-verification',
    {
      preHandler: [app.authenticate, async (request) => auth.limitByAddress('verify', request.ip, perMinute)],
      schema: {
        tags: ['profile'],
        summary: 'Mail a new email verification link',
        security: [{ bearer: [] }],
        response: { 200: successEnvelope(messageSchema), 401: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request) => {
      await auth.resendVerification(requireAuth(request).userId);
      return { success: true as const, data: { message: AUTH_MESSAGES.verificationResent } };
    },
  );
};
