import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANALYTICS_ROLES, analyticsOverviewSchema, monthlyReportQuerySchema, monthlyReportSchema } from '@hiring/shared/analytics';
import { errorResponses, successEnvelope } from '@hiring/shared/api';
import { requireAuth } from '../../plugins/auth.ts';
import type { AnalyticsService } from './analytics.service.ts';

/** The company's figures for /dashboard/analytics and /dashboard/reports; roles with view_analytics only. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsService }> = async (app, { analytics }) => {
  const guard = [app.authenticate, app.requireRole(ANALYTICS_ROLES)];
  const common = { tags: ['analytics'], security: [{ bearer: [] }] };

  app.get(
    '/analytics/overview',
    {
      preHandler: guard,
      schema: {
        ...common,
        summary:
          "The company's listings by workflow stage, questions generated and finalized, team size, and interviews started, completed and scored with their average score",
        response: { 200: successEnvelope(analyticsOverviewSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ success: true as const, data: await analytics.overview(requireAuth(request).companyId) }),
  );

  app.get(
    '/analytics/monthly',
    {
      preHandler: guard,
      schema: {
        ...common,
        summary:
          'A month-by-month summary (UTC months, newest first) of the company’s listings, question sets, invitations and interviews (started, completed, average score)',
        querystring: monthlyReportQuerySchema,
        response: { 200: successEnvelope(monthlyReportSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ success: true as const, data: await analytics.monthly(requireAuth(request).companyId, request.query.months) }),
  );
};
