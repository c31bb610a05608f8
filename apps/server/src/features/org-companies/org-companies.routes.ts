import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, successEnvelope } from '@hiring/shared/api';
import {
  COMPANY_ADMIN_ROLES,
  companyListQuerySchema,
  orgCompanyPageSchema,
  orgCompanySchema,
  orgCompanySubscriptionSchema,
  orgCompanyUsageSchema,
  orgCompanyUserSchema,
  updateOrgCompanySchema,
} from '@hiring/shared/org-company';
import { requireAuth } from '../../plugins/auth.ts';
import type { OrgCompaniesService } from './org-companies.service.ts';

const ok = <T>(data: T) => ({ success: true as const, data });
const idParams = z.object({ id: z.string().max(100) });
const errors = errorResponses(400, 401, 403, 404, 429);

/**
 * Companies (spec 02 §7), under /api/app/org/company. Owners and admins see their own company,
 * a super_admin every company (403 for other roles); another company's row is 404.
 */
export const orgCompanyRoutes: FastifyPluginAsyncZod<{ companies: OrgCompaniesService }> = async (app, { companies }) => {
  const guard = [app.authenticate, app.requireRole(COMPANY_ADMIN_ROLES)];
  const common = { tags: ['companies'], security: [{ bearer: [] }] };

  app.get(
    '/company',
    {
      preHandler: guard,
      schema: {
        ...common,
        summary: 'Companies, 10 a page, searched by name, website, industry or owner email',
        querystring: companyListQuerySchema,
        response: { 200: successEnvelope(orgCompanyPageSchema), ...errors },
      },
    },
    async (request) => ok(await companies.list(requireAuth(request), request.query)),
  );

  app.patch(
    '/company',
    {
      preHandler: guard,
      schema: {
        ...common,
        summary: 'Edit a company: name, industry, size, description, website (own company, or id for a super_admin)',
        body: updateOrgCompanySchema,
        response: { 200: successEnvelope(orgCompanySchema), ...errors },
      },
    },
    async (request) => ok(await companies.update(requireAuth(request), request.body)),
  );

  app.get(
    '/company/:id',
    {
      preHandler: guard,
      schema: {
        ...common,
        summary: 'One company (General Info)',
        params: idParams,
        response: { 200: successEnvelope(orgCompanySchema), ...errors },
      },
    },
    async (request) => ok(await companies.get(requireAuth(request), request.params.id)),
  );

  app.get(
    '/company/:id/subscription',
    {
      preHandler: guard,
      schema: {
        ...common,
        summary: "The company's current subscription, or null",
        params: idParams,
        response: { 200: successEnvelope(orgCompanySubscriptionSchema), ...errors },
      },
    },
    async (request) => ok(await companies.subscription(requireAuth(request), request.params.id)),
  );

  app.get(
    '/company/:id/usage',
    {
      preHandler: guard,
      schema: {
        ...common,
        summary: "The company's usage this month against its plan's limits",
        params: idParams,
        response: { 200: successEnvelope(orgCompanyUsageSchema), ...errors },
      },
    },
    async (request) => ok(await companies.usage(requireAuth(request), request.params.id)),
  );

  app.get(
    '/company/:id/users',
    {
      preHandler: guard,
      schema: {
        ...common,
        summary: "The company's members",
        params: idParams,
        response: { 200: successEnvelope(z.array(orgCompanyUserSchema)), ...errors },
      },
    },
    async (request) => ok(await companies.users(requireAuth(request), request.params.id)),
  );
};
