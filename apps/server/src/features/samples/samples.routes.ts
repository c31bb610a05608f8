import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, successEnvelope } from '@hiring/shared/api';
import {
  createSampleInterviewSchema,
  createSampleJobPositionSchema,
  createSampleJobPostingSchema,
  createSampleTeamSchema,
  industryParamsSchema,
  interviewListQuerySchema,
  interviewTypeParamsSchema,
  jobRoleParamsSchema,
  positionListQuerySchema,
  postingListQuerySchema,
  qualityParamsSchema,
  SAMPLE_ROLES,
  type SampleKind,
  sampleInterviewPageSchema,
  sampleInterviewSchema,
  sampleJobPositionPageSchema,
  sampleJobPositionSchema,
  sampleJobPostingPageSchema,
  sampleJobPostingSchema,
  sampleTeamPageSchema,
  sampleTeamSchema,
  teamListQuerySchema,
  updateSampleInterviewSchema,
  updateSampleJobPositionSchema,
  updateSampleJobPostingSchema,
  updateSampleTeamSchema,
} from '@hiring/shared/samples';
import { requireAuth } from '../../plugins/auth.ts';
import type { SampleListQuery, SamplesService } from './samples.service.ts';

const ok = <T>(data: T) => ({ success: true as const, data });
const idParams = z.object({ id: z.string().max(100) });
const errors = errorResponses(400, 401, 403, 404, 429);
const deleted = z.object({ id: z.string(), message: z.string() });

interface KindSchemas {
  kind: SampleKind;
  noun: string;
  item: z.ZodType;
  page: z.ZodType;
  listQuery: z.ZodType;
  create: z.ZodType;
  update: z.ZodType;
}

/** Filters given in the path: `/teams/industry/{industry}`, `/interviews/candidate-quality/{quality}`, ... */
interface PathFilter {
  segment: string;
  params: z.ZodObject;
  /** The path parameter → the list filter it sets. */
  param: string;
  filter: string;
}

/**
 * Samples (spec 02 §7 "Samples (admin)"), under /api/admin/samples: for each kind a list, one
 * row, create (POST), edit (PATCH with the id in the body), delete, and the path filters of §7.
 * Owners, admins and platform administrators only (403 for everyone else).
 */
export const samplesRoutes: FastifyPluginAsyncZod<{ samples: SamplesService }> = async (app, { samples }) => {
  const guard = [app.authenticate, app.requireRole(SAMPLE_ROLES)];
  const common = { tags: ['samples'], security: [{ bearer: [] }] };

  const kindRoutes = (s: KindSchemas, listPath: string, pathFilters: PathFilter[]) => {
    const base = `/${s.kind}`;
    const one = { 200: successEnvelope(s.item), ...errors };
    const page = { 200: successEnvelope(s.page), ...errors };

    app.get(
      `${base}${listPath}`,
      {
        preHandler: guard,
        schema: {
          ...common,
          summary: `Sample ${s.noun}: your company's and the library's, paged, filtered and searched`,
          querystring: s.listQuery,
          response: page,
        },
      },
      async (request) => ok(await samples.list(s.kind, requireAuth(request), request.query as SampleListQuery)),
    );
    for (const f of pathFilters) {
      app.get(
        `${base}/${f.segment}/:${f.param}`,
        {
          preHandler: guard,
          schema: { ...common, summary: `Sample ${s.noun} by ${f.filter}`, params: f.params, querystring: s.listQuery, response: page },
        },
        async (request) => {
          const value = (request.params as Record<string, string>)[f.param]!;
          return ok(await samples.list(s.kind, requireAuth(request), request.query as SampleListQuery, { [f.filter]: value }));
        },
      );
    }
    app.post(
      base,
      {
        preHandler: guard,
        schema: {
          ...common,
          summary: `Create a sample ${s.noun.replace(/s$/, '')} (your company's; the library's for a super_admin)`,
          body: s.create,
          response: { 201: successEnvelope(s.item), ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(ok(await samples.create(s.kind, requireAuth(request), request.body as Record<string, unknown>))),
    );
    app.patch(
      base,
      {
        preHandler: guard,
        schema: {
          ...common,
          summary: `Edit a sample ${s.noun.replace(/s$/, '')} named by id (library rows: 403)`,
          body: s.update,
          response: one,
        },
      },
      async (request) => ok(await samples.update(s.kind, requireAuth(request), request.body as Record<string, unknown> & { id: string })),
    );
    app.get(
      `${base}/:id`,
      { preHandler: guard, schema: { ...common, summary: `One sample ${s.noun.replace(/s$/, '')}`, params: idParams, response: one } },
      async (request) => ok(await samples.get(s.kind, requireAuth(request), request.params.id)),
    );
    app.delete(
      `${base}/:id`,
      {
        preHandler: guard,
        schema: {
          ...common,
          summary: `Delete a sample ${s.noun.replace(/s$/, '')} (library rows: 403)`,
          params: idParams,
          response: { 200: successEnvelope(deleted), ...errors },
        },
      },
      async (request) => ok(await samples.remove(s.kind, requireAuth(request), request.params.id)),
    );
  };

  const industry: PathFilter = { segment: 'industry', params: industryParamsSchema, param: 'industry', filter: 'industry' };
  const role: PathFilter = { segment: 'role', params: jobRoleParamsSchema, param: 'role', filter: 'role' };

  kindRoutes(
    {
      kind: 'teams',
      noun: 'teams',
      item: sampleTeamSchema,
      page: sampleTeamPageSchema,
      listQuery: teamListQuerySchema,
      create: createSampleTeamSchema,
      update: updateSampleTeamSchema,
    },
    '',
    [industry],
  );
  kindRoutes(
    {
      kind: 'job-postings',
      noun: 'job postings',
      item: sampleJobPostingSchema,
      page: sampleJobPostingPageSchema,
      listQuery: postingListQuerySchema,
      create: createSampleJobPostingSchema,
      update: updateSampleJobPostingSchema,
    },
    '',
    [industry, role],
  );
  kindRoutes(
    {
      kind: 'job-positions',
      noun: 'job positions',
      item: sampleJobPositionSchema,
      page: sampleJobPositionPageSchema,
      listQuery: positionListQuerySchema,
      create: createSampleJobPositionSchema,
      update: updateSampleJobPositionSchema,
    },
    '',
    [industry, role],
  );
  // Interviews are listed at /interviews/sessions (spec 02 §7).
  kindRoutes(
    {
      kind: 'interviews',
      noun: 'interviews',
      item: sampleInterviewSchema,
      page: sampleInterviewPageSchema,
      listQuery: interviewListQuerySchema,
      create: createSampleInterviewSchema,
      update: updateSampleInterviewSchema,
    },
    '/sessions',
    [
      { segment: 'job-position-type', params: interviewTypeParamsSchema, param: 'type', filter: 'role' },
      { segment: 'candidate-quality', params: qualityParamsSchema, param: 'quality', filter: 'difficulty' },
    ],
  );
};
