import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, successEnvelope } from '@hiring/shared/api';
import { biasAuditCsv, biasAuditFileName, biasAuditQuerySchema, biasAuditReportSchema } from '@hiring/shared/bias-audit';
import { INTERVIEW_MANAGER_ROLES } from '@hiring/shared/interviews';
import { requireAuth } from '../../plugins/auth.ts';
import type { InterviewsService } from './interviews.service.ts';

/**
 * GET /app/interviews/bias-audit (issue 39, decisions 701-703): scoring rates and impact ratios
 * by sex, race/ethnicity and their intersection, as JSON or a CSV file; owners and admins only.
 */
export const biasAuditRoutes: FastifyPluginAsyncZod<{ interviews: InterviewsService }> = async (app, { interviews }) => {
  app.get(
    '/interviews/bias-audit',
    {
      preHandler: [app.authenticate, app.requireRole(INTERVIEW_MANAGER_ROLES)],
      schema: {
        tags: ['interviews'],
        security: [{ bearer: [] }],
        summary:
          'Bias audit of a period (submission dates, both included; the last 365 days by default): scoring rates above the median and impact ratios per category, on the AI or the final score',
        querystring: biasAuditQuerySchema,
        response: {
          200: z.union([successEnvelope(biasAuditReportSchema), z.string().describe('text/csv')]),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const report = await interviews.biasAudit(requireAuth(request), request.query);
      reply.header('cache-control', 'private, no-store');
      if (request.query.format === 'csv')
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${biasAuditFileName(report)}"`)
          .send(biasAuditCsv(report));
      return { success: true as const, data: report };
    },
  );
};
