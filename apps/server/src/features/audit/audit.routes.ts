import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, successEnvelope } from '@hiring/shared/api';
import { AUDIT_EVENTS_PATH, auditEventListSchema, auditEventsQuerySchema, auditExportFileName } from '@hiring/shared/audit';
import { INTERVIEW_MANAGER_ROLES } from '@hiring/shared/interviews';
import { requireAuth } from '../../plugins/auth.ts';
import type { AuditService } from './audit.service.ts';

/**
 * The decision log, read only: owners and admins read their company's events as JSON (one
 * interview's on its page) or export a period as CSV or JSON. No route changes or removes an event;
 * under blind-first review an entry holds back the scores its reader has not yet seen (decision 503).
 */
export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.get(
    AUDIT_EVENTS_PATH,
    {
      preHandler: [app.authenticate, app.requireRole(INTERVIEW_MANAGER_ROLES)],
      schema: {
        tags: ['audit'],
        security: [{ bearer: [] }],
        summary:
          "The decision log: the company's events of a period (from and to, UTC dates, both included) and/or of one interview, oldest first, as JSON or as a CSV file",
        querystring: auditEventsQuerySchema,
        response: {
          200: z.union([successEnvelope(auditEventListSchema), z.string().describe('text/csv')]),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const query = request.query;
      await audit.limitExport(auth.userId, query);
      const events = auth.companyId ? await audit.list(auth.companyId, auth.userId, query) : [];
      reply.header('cache-control', 'private, no-store');
      if (query.format === 'csv') {
        const file = audit.csv(query, events);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .send(file.body);
      }
      if (query.from) reply.header('content-disposition', `attachment; filename="${auditExportFileName(query, 'json')}"`);
      return { success: true as const, data: { events } };
    },
  );
};
