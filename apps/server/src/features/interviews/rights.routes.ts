import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, successEnvelope } from '@hiring/shared/api';
import {
  candidateExportFileName,
  candidateExportSchema,
  candidateRequestInputSchema,
  candidateRequestResultSchema,
  teamCandidateRequestsSchema,
} from '@hiring/shared/candidate-rights';
import { INTERVIEW_REVIEWER_ROLES } from '@hiring/shared/interviews';
import { requireAuth } from '../../plugins/auth.ts';
import type { InterviewsService } from './interviews.service.ts';

const tokenParams = z.object({ token: z.string().max(200) });
const idParams = z.object({ id: z.string().max(100) });
const requestParams = idParams.extend({ requestId: z.string().max(100) });

/**
 * The candidate's rights through the link (issue 39): a request (accommodation, human review,
 * erasure) and a copy of their data. The token reaches its own interview only; both calls pass
 * the public limits of every candidate call and their own per link.
 */
export const publicRightsRoutes: FastifyPluginAsyncZod<{
  interviews: InterviewsService;
  limited: (request: { ip: string; params: unknown }) => Promise<void>;
}> = async (app, { interviews, limited }) => {
  const common = { tags: ['candidate interview'], security: [] };
  app.post(
    '/interviews/:token/requests',
    {
      preHandler: limited,
      schema: {
        ...common,
        summary: 'Ask for an alternative process or accommodation, a human review of the result, or erasure of the data',
        params: tokenParams,
        body: candidateRequestInputSchema,
        response: { 201: successEnvelope(candidateRequestResultSchema), ...errorResponses(400, 404, 409, 410, 429) },
      },
    },
    async (request, reply) => {
      const data = await interviews.request(request.params.token, request.ip, request.body);
      reply.code(201);
      return { success: true as const, data };
    },
  );

  app.get(
    '/interviews/:token/export',
    {
      preHandler: limited,
      schema: {
        ...common,
        summary: "Download a copy of the candidate's data as JSON: answers, timestamps, the notice version and consent, requests",
        params: tokenParams,
        response: { 200: candidateExportSchema, ...errorResponses(400, 404, 410, 429) },
      },
    },
    async (request, reply) => {
      const data = await interviews.exportData(request.params.token, request.ip);
      reply.header('cache-control', 'no-store');
      reply.header('content-disposition', `attachment; filename="${candidateExportFileName(new Date())}"`);
      return data;
    },
  );
};

/**
 * GET /app/interviews/{id}/candidate-requests: the candidate's requests and the notice version,
 * for the interview's team; POST .../{requestId}/handled marks one handled.
 */
export const teamRightsRoutes: FastifyPluginAsyncZod<{ interviews: InterviewsService }> = async (app, { interviews }) => {
  app.get(
    '/interviews/:id/candidate-requests',
    {
      preHandler: [app.authenticate, app.requireRole(INTERVIEW_REVIEWER_ROLES)],
      schema: {
        tags: ['interviews'],
        security: [{ bearer: [] }],
        summary: "The candidate's requests made through the link, and the notice version their consent was given under",
        params: idParams,
        response: { 200: successEnvelope(teamCandidateRequestsSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ success: true as const, data: await interviews.candidateRequests(requireAuth(request), request.params.id) }),
  );

  app.post(
    '/interviews/:id/candidate-requests/:requestId/handled',
    {
      preHandler: [app.authenticate, app.requireRole(INTERVIEW_REVIEWER_ROLES)],
      schema: {
        tags: ['interviews'],
        security: [{ bearer: [] }],
        summary: "Mark a candidate's request for an accommodation or a human review as handled; answers the interview's requests",
        params: requestParams,
        response: { 200: successEnvelope(teamCandidateRequestsSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await interviews.markRequestHandled(requireAuth(request), request.params.id, request.params.requestId),
    }),
  );
};
