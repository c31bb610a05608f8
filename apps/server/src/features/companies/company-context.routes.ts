import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, successEnvelope } from '@hiring/shared/api';
import { companyContextSchema, updateCompanyContextSchema } from '@hiring/shared/company';
import { ADMIN_OR_OWNER } from '@hiring/shared/roles';
import { requireAuth } from '../../plugins/auth.ts';
import type { CompanyContextService } from './company-context.service.ts';

/** GET and PUT /app/company/context (spec 02 §7): any member reads it; admins and owners edit it. */
export const companyContextRoutes: FastifyPluginAsyncZod<{ companyContext: CompanyContextService }> = async (app, { companyContext }) => {
  app.get(
    '/company/context',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['company'],
        summary: 'The company context: name, industry, size, description, website and which required fields are missing',
        security: [{ bearer: [] }],
        response: { 200: successEnvelope(companyContextSchema), 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({ success: true as const, data: await companyContext.get(requireAuth(request).companyId) }),
  );

  app.put(
    '/company/context',
    {
      preHandler: [app.authenticate, app.requireRole(ADMIN_OR_OWNER)],
      schema: {
        tags: ['company'],
        summary: 'Save the company context; a website without a scheme gets https:// added',
        security: [{ bearer: [] }],
        body: updateCompanyContextSchema,
        response: {
          200: successEnvelope(companyContextSchema),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({ success: true as const, data: await companyContext.update(requireAuth(request).companyId, request.body) }),
  );
};
