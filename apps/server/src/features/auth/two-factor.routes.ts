import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, successEnvelope } from '@hiring/shared/api';
import { messageSchema } from '@hiring/shared/auth';
import {
  recoveryCodesSchema,
  TWO_FACTOR_MESSAGES,
  twoFactorCodeSchema,
  twoFactorDisableSchema,
  twoFactorProofSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@hiring/shared/two-factor';
import { requireAuth } from '../../plugins/auth.ts';
import type { AuthService } from './auth.service.ts';

const ok = <T>(data: T) => ({ success: true as const, data });
const errors = errorResponses(400, 401, 409, 429);

/**
 * Two-factor authentication of the signed-in user (issue 15), under /api/app/profile: any role
 * may turn it on for their own account. Checking codes is limited per address and per account.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod<{ auth: AuthService; perMinute: number }> = async (app, { auth, perMinute }) => {
  const common = { tags: ['profile'], security: [{ bearer: [] }] };
  const limited = [app.authenticate, async (request: { ip: string }) => auth.limitByAddress('two-factor', request.ip, perMinute)];

  app.get(
    '/profile/two-factor',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        summary: 'Whether two-factor is on, and how many recovery codes are left',
        response: { 200: successEnvelope(twoFactorStatusSchema), ...errors },
      },
    },
    async (request) => ok(await auth.twoFactor.status(requireAuth(request).userId)),
  );

  app.post(
    '/profile/two-factor/setup',
    {
      preHandler: limited,
      schema: {
        ...common,
        summary: 'Start turning two-factor on: a new secret, its otpauth URI and QR code (409 when it is on already)',
        response: { 200: successEnvelope(twoFactorSetupSchema), ...errors },
      },
    },
    async (request) => {
      const caller = requireAuth(request);
      const account = await auth.account(caller.userId);
      return ok(await auth.twoFactor.setup(caller.userId, account?.user.email ?? caller.userId));
    },
  );

  app.post(
    '/profile/two-factor/enable',
    {
      preHandler: limited,
      schema: {
        ...common,
        summary: 'Turn two-factor on with the first code from the app; answers the recovery codes, this once',
        body: twoFactorCodeSchema,
        response: { 200: successEnvelope(recoveryCodesSchema), ...errors },
      },
    },
    async (request) => ok(await auth.twoFactor.enable(requireAuth(request).userId, request.body.code)),
  );

  app.post(
    '/profile/two-factor/disable',
    {
      preHandler: limited,
      schema: {
        ...common,
        summary: 'Turn two-factor off with the current password and a code or a recovery code',
        body: twoFactorDisableSchema,
        response: { 200: successEnvelope(messageSchema), ...errors },
      },
    },
    async (request) => {
      await auth.disableTwoFactor(requireAuth(request).userId, request.body);
      return ok({ message: TWO_FACTOR_MESSAGES.disabled });
    },
  );

  app.post(
    '/profile/two-factor/recovery-codes',
    {
      preHandler: limited,
      schema: {
        ...common,
        summary: 'Replace the recovery codes (a code or a recovery code is required); answers the new ones, this once',
        body: twoFactorProofSchema,
        response: { 200: successEnvelope(recoveryCodesSchema), ...errors },
      },
    },
    async (request) => ok(await auth.twoFactor.regenerateRecoveryCodes(requireAuth(request).userId, request.body)),
  );
};
