import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agreementQuerySchema, agreementReportSchema } from '@hiring/shared/agreement';
import { errorResponses, successEnvelope } from '@hiring/shared/api';
import { INTERVIEW_REVIEWER_ROLES } from '@hiring/shared/interviews';
import { requireAuth } from '../../plugins/auth.ts';
import type { InterviewsService } from './interviews.service.ts';

/**
 * GET /app/interviews/agreement (issue 38, decision 670): AI-human agreement per question, goal
 * and overall, for the roles that read results.
 */
export const agreementRoutes: FastifyPluginAsyncZod<{ interviews: InterviewsService }> = async (app, { interviews }) => {
  app.get(
    '/interviews/agreement',
    {
      preHandler: [app.authenticate, app.requireRole(INTERVIEW_REVIEWER_ROLES)],
      schema: {
        tags: ['interviews'],
        security: [{ bearer: [] }],
        summary: "How far the AI's scores agree with the reviewers' mean, per question, goal and overall, and how far reviewers agree",
        querystring: agreementQuerySchema,
        response: { 200: successEnvelope(agreementReportSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ success: true as const, data: await interviews.agreement(requireAuth(request), request.query) }),
  );
};
