import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, successEnvelope } from '@hiring/shared/api';
import { followUpAnswerSchema, followUpSettingSchema, savedFollowUpSchema } from '@hiring/shared/follow-ups';
import { INTERVIEW_MANAGER_ROLES, INTERVIEW_REVIEWER_ROLES } from '@hiring/shared/interviews';
import { requireAuth } from '../../plugins/auth.ts';
import type { InterviewsService } from './interviews.service.ts';

const answerParams = z.object({ token: z.string().max(200), questionId: z.string().max(100) });
const idParams = z.object({ id: z.string().max(100) });

/**
 * The candidate's follow-up calls (issue 42, decision 781): answer it (autosaved like an answer)
 * or skip it. Rate limited per address and link like every call of the candidate's page.
 */
export const publicFollowUpRoutes: FastifyPluginAsyncZod<{ interviews: InterviewsService }> = async (app, { interviews }) => {
  const limited = async (request: { ip: string; params: unknown }) =>
    interviews.limitPublic(request.ip, String((request.params as { token?: unknown }).token ?? ''));
  const common = { tags: ['candidate interview'], security: [] };
  const response = { 200: successEnvelope(savedFollowUpSchema), ...errorResponses(400, 404, 409, 410, 429) };

  app.put(
    '/interviews/:token/answers/:questionId/follow-up',
    {
      preHandler: limited,
      schema: {
        ...common,
        summary: "Answer the question's follow-up (autosaved while typing); refused when none was asked or after submit",
        params: answerParams,
        body: followUpAnswerSchema,
        response,
      },
    },
    async (request) => ({
      success: true as const,
      data: await interviews.answerFollowUp(request.params.token, request.ip, request.params.questionId, request.body.text),
    }),
  );

  app.post(
    '/interviews/:token/answers/:questionId/follow-up/skip',
    {
      preHandler: limited,
      schema: { ...common, summary: "Skip the question's follow-up; an answer typed to it is dropped", params: answerParams, response },
    },
    async (request) => ({
      success: true as const,
      data: await interviews.skipFollowUp(request.params.token, request.ip, request.params.questionId),
    }),
  );
};

/** GET and PUT /job-positions/:id/follow-up-setting: the position's "Ask one follow-up" setting (decision 783). */
export const followUpSettingRoutes: FastifyPluginAsyncZod<{ interviews: InterviewsService }> = async (app, { interviews }) => {
  const common = { tags: ['interviews'], security: [{ bearer: [] }] };
  const errors = errorResponses(400, 401, 403, 404);
  app.get(
    '/job-positions/:id/follow-up-setting',
    {
      preHandler: [app.authenticate, app.requireRole(INTERVIEW_REVIEWER_ROLES)],
      schema: {
        ...common,
        summary: "Whether the position's interview asks one follow-up when an answer misses something",
        params: idParams,
        response: { 200: successEnvelope(followUpSettingSchema), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await interviews.followUpSetting(requireAuth(request), request.params.id) }),
  );
  app.put(
    '/job-positions/:id/follow-up-setting',
    {
      preHandler: [app.authenticate, app.requireRole(INTERVIEW_MANAGER_ROLES)],
      schema: {
        ...common,
        summary: "Turn the position's follow-ups on or off",
        params: idParams,
        body: followUpSettingSchema,
        response: { 200: successEnvelope(followUpSettingSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await interviews.updateFollowUpSetting(requireAuth(request), request.params.id, request.body),
    }),
  );
};
