import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  authSessionSchema,
  forgotPasswordSchema,
  loginSchema,
  logoutSchema,
  messageSchema,
  refreshTokenSchema,
  registerSchema,
  requestLoginLinkSchema,
  resetPasswordSchema,
  tokenPairSchema,
  validateEmailForRegistrationResultSchema,
  validateEmailResultSchema,
  validateEmailSchema,
  validateOneTimeSchema,
  verifyEmailSchema,
} from '@hiring/shared/auth';
import { errorResponses, successEnvelope } from '@hiring/shared/api';
import { signInResultSchema, twoFactorVerifySchema } from '@hiring/shared/two-factor';
import type { AuthService, RequestMeta } from './auth.service.ts';

const meta = (request: FastifyRequest): RequestMeta => ({ ip: request.ip, userAgent: request.headers['user-agent'] });
const ok = <T>(data: T) => ({ success: true as const, data });
const message = (text: string) => ok({ message: text });

const errors = errorResponses(400, 401, 403, 409, 429);
const sessionResponse = { 200: successEnvelope(authSessionSchema), ...errors };
const signInResponse = { 200: successEnvelope(signInResultSchema), ...errors };
const messageResponse = { 200: successEnvelope(messageSchema), ...errors };

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; perMinute: number }> = async (app, { auth, perMinute }) => {
  /** Public calls other than sign-in share a per-address limit. */
  const limited = (group: string) => async (request: FastifyRequest) => auth.limitByAddress(group, request.ip, perMinute);
  const tags = ['auth'];

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Sign in with email and password: the session, or a two-factor challenge when two-factor is on',
        body: loginSchema,
        response: signInResponse,
      },
    },
    async (request) => ok(await auth.login(request.body, meta(request))),
  );

  app.post(
    '/two-factor/verify',
    {
      preHandler: limited('two-factor'),
      schema: {
        tags,
        summary: 'Second sign-in step: exchange the two-factor challenge and a code (or a recovery code) for the session',
        body: twoFactorVerifySchema,
        response: sessionResponse,
      },
    },
    async (request) => ok(await auth.verifyTwoFactor(request.body, meta(request))),
  );

  app.post(
    '/register',
    {
      preHandler: limited('register'),
      schema: {
        tags,
        summary: 'Create an account and its company',
        body: registerSchema,
        response: { 201: successEnvelope(authSessionSchema), ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(ok(await auth.register(request.body, meta(request)))),
  );

  app.post(
    '/forgot-password',
    {
      preHandler: limited('forgot'),
      schema: { tags, summary: 'Mail a password reset link', body: forgotPasswordSchema, response: messageResponse },
    },
    async (request) => {
      await auth.forgotPassword(request.body.email);
      return message(AUTH_MESSAGES.forgotPasswordSent);
    },
  );

  app.post(
    '/reset-password',
    {
      preHandler: limited('reset'),
      schema: { tags, summary: 'Set a new password with a reset token', body: resetPasswordSchema, response: messageResponse },
    },
    async (request) => {
      await auth.resetPassword(request.body.token, request.body.password);
      return message(AUTH_MESSAGES.passwordResetDone);
    },
  );

  app.post(
    '/verify-email',
    {
      preHandler: limited('verify'),
      schema: { tags, summary: 'Verify an email address', body: verifyEmailSchema, response: messageResponse },
    },
    async (request) => {
      await auth.verifyEmail(request.body.token);
      return message(AUTH_MESSAGES.emailVerified);
    },
  );

  app.post(
    '/request-login-link',
    {
      preHandler: limited('link'),
      schema: { tags, summary: 'Mail a one-time sign-in link', body: requestLoginLinkSchema, response: messageResponse },
    },
    async (request) => {
      await auth.requestLoginLink(request.body.email, request.body.redirect);
      return message(AUTH_MESSAGES.loginLinkSent);
    },
  );

  app.post(
    '/validate-one-time',
    {
      preHandler: limited('one-time'),
      schema: {
        tags,
        summary: 'Sign in with a one-time code: the session, or a two-factor challenge when two-factor is on',
        body: validateOneTimeSchema,
        response: signInResponse,
      },
    },
    async (request) => ok(await auth.validateOneTime(request.body.code, meta(request))),
  );

  app.post(
    '/refresh-token',
    {
      preHandler: limited('refresh'),
      schema: {
        tags,
        summary: 'Rotate the refresh token',
        body: refreshTokenSchema,
        response: { 200: successEnvelope(tokenPairSchema), ...errors },
      },
    },
    async (request) => ok(await auth.refresh(request.body.refresh_token)),
  );

  app.post(
    '/logout',
    {
      // The access token may have expired already; the refresh token alone also signs out.
      preHandler: async (request, reply) => app.authenticate(request, reply).catch(() => undefined),
      schema: { tags, summary: 'End this session', security: [{ bearer: [] }], body: logoutSchema, response: messageResponse },
    },
    async (request) => {
      await auth.logout(request.auth, request.body?.refresh_token);
      return message(AUTH_MESSAGES.loggedOut);
    },
  );

  app.post(
    '/validate-email',
    {
      preHandler: limited('validate'),
      schema: {
        tags,
        summary: 'Check an email address is well formed',
        body: validateEmailSchema,
        response: { 200: successEnvelope(validateEmailResultSchema), ...errors },
      },
    },
    async (request) => ok(auth.validateEmail(request.body.email)),
  );

  app.post(
    '/validate-email-for-registration',
    {
      preHandler: limited('validate'),
      schema: {
        tags,
        summary: 'Check an email address can register',
        body: validateEmailSchema,
        response: { 200: successEnvelope(validateEmailForRegistrationResultSchema), ...errors },
      },
    },
    async (request) => ok(await auth.validateEmailForRegistration(request.body.email)),
  );
};
