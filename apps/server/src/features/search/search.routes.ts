import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, successEnvelope } from '@hiring/shared/api';
import { PLATFORM_ROLES } from '@hiring/shared/roles';
import { platformSearchResultSchema, searchQuerySchema, searchResultSchema } from '@hiring/shared/search';
import { requireAuth } from '../../plugins/auth.ts';
import { platformAdminRequired, type SearchService } from './search.service.ts';

/**
 * GET /api/app/search?q=: the top-bar search over the caller's company.
 * GET /api/app/platform/search?q=: the platform administrator's search over every company.
 */
export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (app, { search }) => {
  app.get(
    '/search',
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['search'],
        security: [{ bearer: [] }],
        summary: "The company's jobs, candidates and team members matching the text, each group only for the roles that may open it",
        querystring: searchQuerySchema,
        response: { 200: successEnvelope(searchResultSchema), ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => ({ success: true as const, data: await search.search(requireAuth(request), request.query.q) }),
  );

  app.get(
    '/platform/search',
    {
      // The platform role only, decided before the text is read (decision 229), with the refusal's own code.
      preHandler: [app.authenticate, app.requireRole(PLATFORM_ROLES, platformAdminRequired)],
      schema: {
        tags: ['search'],
        security: [{ bearer: [] }],
        summary:
          "Every company's name and every user's name or email matching the text: the platform administrator's search (403 for any other role)",
        querystring: searchQuerySchema,
        response: { 200: successEnvelope(platformSearchResultSchema), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => ({ success: true as const, data: await search.platformSearch(requireAuth(request), request.query.q) }),
  );
};
