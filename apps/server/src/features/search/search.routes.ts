import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, successEnvelope } from '@hiring/shared/api';
import { searchQuerySchema, searchResultSchema } from '@hiring/shared/search';
import { requireAuth } from '../../plugins/auth.ts';
import type { SearchService } from './search.service.ts';

/** GET /api/app/search?q=: the top-bar search over the caller's company. */
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
};
