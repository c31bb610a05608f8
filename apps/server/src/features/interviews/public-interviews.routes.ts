import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, successEnvelope } from '@hiring/shared/api';
import { publicInterviewSchema, saveAnswerSchema, savedAnswerSchema, startInterviewSchema } from '@hiring/shared/interviews';
import type { InterviewsService } from './interviews.service.ts';
import { selfIdRoutes } from './self-id.routes.ts';
import { publicFollowUpRoutes } from './follow-up.routes.ts';
import { publicRightsRoutes } from './rights.routes.ts';

const tokenParams = z.object({ token: z.string().max(200) });
const answerParams = z.object({ token: z.string().max(200), questionId: z.string().max(100) });

/**
 * The candidate's calls, without an account: the token in the path is the only key, and it
 * reaches one interview. Every call is rate limited per address.
 */
export const publicInterviewsRoutes: FastifyPluginAsyncZod<{ interviews: InterviewsService }> = async (app, { interviews }) => {
  const limited = async (request: { ip: string; params: unknown }) =>
    interviews.limitPublic(request.ip, String((request.params as { token?: unknown }).token ?? ''));
  const common = { tags: ['candidate interview'], security: [] };
  const publicErrors = errorResponses(400, 404, 409, 410, 429);
  await app.register(selfIdRoutes, { interviews });
  await app.register(publicFollowUpRoutes, { interviews });
  await app.register(publicRightsRoutes, { interviews, limited });

  app.get(
    '/interviews/:token',
    {
      preHandler: limited,
      schema: {
        ...common,
        summary: "The candidate's interview: notice, questions of the locked version, saved answers, progress",
        params: tokenParams,
        response: { 200: successEnvelope(publicInterviewSchema), ...publicErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await interviews.publicView(request.params.token, request.ip) };
    },
  );

  app.post(
    '/interviews/:token/start',
    {
      preHandler: limited,
      schema: {
        ...common,
        summary: 'Start the interview; consent to the notice is required',
        params: tokenParams,
        body: startInterviewSchema,
        response: { 200: successEnvelope(publicInterviewSchema), ...publicErrors },
      },
    },
    async (request) => ({ success: true as const, data: await interviews.start(request.params.token, request.ip) }),
  );

  app.put(
    '/interviews/:token/answers/:questionId',
    {
      preHandler: limited,
      schema: {
        ...common,
        summary: 'Save an answer (autosaved while typing) with its integrity signals; refused after submit',
        params: answerParams,
        body: saveAnswerSchema,
        response: { 200: successEnvelope(savedAnswerSchema), ...publicErrors },
      },
    },
    async (request) => {
      const { text, ...signals } = request.body;
      return {
        success: true as const,
        data: await interviews.saveAnswer(request.params.token, request.ip, request.params.questionId, text, signals),
      };
    },
  );

  app.post(
    '/interviews/:token/submit',
    {
      preHandler: limited,
      schema: {
        ...common,
        summary: 'Submit the interview for scoring; every question needs an answer',
        params: tokenParams,
        response: { 200: successEnvelope(publicInterviewSchema), ...publicErrors },
      },
    },
    async (request) => ({ success: true as const, data: await interviews.submit(request.params.token, request.ip) }),
  );
};
