import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, successEnvelope } from '@hiring/shared/api';
import { AUTH_MESSAGES, messageSchema } from '@hiring/shared/auth';
import { changePasswordSchema, PROFILE_MESSAGES, profileSchema, profileSettingsSchema, updateProfileSchema } from '@hiring/shared/profile';
import { requireAuth } from '../../plugins/auth.ts';
import type { AuthService } from '../auth/index.ts';
import type { BillingService } from '../billing/index.ts';
import { profileLoader } from './profile-loader.ts';
import { getSettings, profileOf, updateSettings } from './profile.service.ts';

export const profileRoutes: FastifyPluginAsyncZod<{ auth: AuthService; billing: BillingService; perMinute: number }> = async (
  app,
  { auth, billing, perMinute },
) => {
  // The session, the user's profile fields and the subscription flags in one statement (decisions
  // 425, 475), or read apart when the session came from the cache.
  const profile = profileLoader(app, auth, billing);

  app.get(
    '/profile',
    {
      preHandler: profile.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'The signed-in user and the company subscription flags',
        security: [{ bearer: [] }],
        response: { 200: successEnvelope(profileSchema), 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { account, subscription } = await profile.load(request);
      return { success: true as const, data: profileOf(account, subscription) };
    },
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

  const settingsSchema = (summary: string) => ({
    tags: ['profile'],
    summary,
    security: [{ bearer: [] }],
    response: { 200: successEnvelope(profileSettingsSchema), 401: errorEnvelopeSchema },
  });

  app.get(
    '/profile/settings',
    { preHandler: app.authenticate, schema: settingsSchema('The settings form: the user and their notification preferences') },
    async (request) => ({ success: true as const, data: await getSettings(auth, requireAuth(request)) }),
  );

  app.patch(
    '/profile',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'Save personal and work information and notification preferences; a field left out keeps its value',
        security: [{ bearer: [] }],
        body: updateProfileSchema,
        response: { 200: successEnvelope(profileSettingsSchema), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({ success: true as const, data: await updateSettings(auth, requireAuth(request), request.body) }),
  );

  app.post(
    '/profile/change-password',
    {
      preHandler: [app.authenticate, async (request) => auth.limitByAddress('change-password', request.ip, perMinute)],
      schema: {
        tags: ['profile'],
        summary: 'Change the password: the current one is required; every other session is signed out',
        security: [{ bearer: [] }],
        body: changePasswordSchema,
        response: { 200: successEnvelope(messageSchema), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const caller = requireAuth(request);
      await auth.changePassword(caller.userId, caller.sessionId, request.body.current_password, request.body.new_password);
      return { success: true as const, data: { message: PROFILE_MESSAGES.passwordChanged } };
    },
  );
};
