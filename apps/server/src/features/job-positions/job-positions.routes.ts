import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, successEnvelope } from '@hiring/shared/api';
import {
  analyzeJobRequestSchema,
  analyzeJobResponseSchema,
  createJobPositionSchema,
  criteriaRequestSchema,
  deletedSchema,
  interviewCriteriaSchema,
  jobPositionOptionsQuerySchema,
  jobPositionOptionsSchema,
  jobPositionSchema,
  jobPositionPageSchema,
  JOB_FILE_ERROR_CODES,
  JOB_FILE_MAX_BYTES,
  JOB_FILE_MESSAGES,
  JOB_FILE_TYPES,
  jobDescriptionFileQuerySchema,
  jobDescriptionFileSchema,
  jobStatusSchema,
  jobWorkflowSchema,
  listJobPositionsQuerySchema,
  statusHistoryEntrySchema,
  updateJobPositionSchema,
  updateJobStatusSchema,
  type JobPositionPage,
} from '@hiring/shared/job-positions';
import { ADMIN_OR_OWNER } from '@hiring/shared/roles';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { AppError, tooManyRequests } from '../../lib/errors.ts';
import type { RateLimits } from '../../lib/rate-limits.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { readDescriptionFile } from './description-file.ts';
import type { JobPositionsService } from './job-positions.service.ts';
import { findSessionPosition } from './position-reads.repository.ts';
import { pageLoader } from './page-loader.ts';
import { accessLoader, positionLoader } from './position-loader.ts';

const idParams = z.object({ id: z.string().max(100) });
const errors = errorResponses(400, 401, 402, 403, 404, 409);

/** Files read into job descriptions: per user, a minute's window (PDF and Word parsing costs CPU). */
export const JOB_FILE_RATE_LIMIT = { points: 20, windowSeconds: 60 } as const;

/** PATCH /app/job-positions/{id}/workflow: the workflow status update; workflow state and status are one here. */
const workflowUpdateSchema = z
  .object({ workflow_state: jobStatusSchema.optional(), status: jobStatusSchema.optional() })
  .refine((v) => v.workflow_state !== undefined || v.status !== undefined, { message: 'Status is required', path: ['workflow_state'] });

const listResponseSchema = successEnvelope(jobPositionPageSchema);

/**
 * The list's JSON, checked against its schema once per page: the service hands out the same page
 * object while it keeps it (READ_CACHE_MS), so repeated reads skip validating and serialising it.
 */
const listJson = new WeakMap<JobPositionPage, string>();
function listResponseJson(page: JobPositionPage): string {
  let json = listJson.get(page);
  if (json === undefined) {
    json = JSON.stringify(listResponseSchema.parse({ success: true, data: page }));
    listJson.set(page, json);
  }
  return json;
}

/** The job-listing calls of spec 02 §7; admin or owner only (spec 02 §6). */
export const jobPositionsRoutes: FastifyPluginAsyncZod<{ jobPositions: JobPositionsService; rateLimits: RateLimits }> = async (
  app,
  { jobPositions, rateLimits },
) => {
  const guard = [app.authenticate, app.requireRole(ADMIN_OR_OWNER)];
  const common = { tags: ['job-positions'], security: [{ bearer: [] }] };

  // The session and the page in one statement (decision 467); a request whose session came from
  // the session cache reads the page apart, through the per-process read cache (READ_CACHE_MS).
  const listing = pageLoader(app, {
    fromRows: (query, rows) => jobPositions.pageOf(query, rows),
    read: (auth, query) => jobPositions.list(auth, query),
  });
  app.get(
    '/job-positions',
    {
      config: { apiKeyScope: 'positions:read' },
      preHandler: [listing.authenticate, app.requireRole(ADMIN_OR_OWNER)],
      schema: {
        ...common,
        summary: 'Job positions of the company: search by title or department (word prefixes), filters, 10 a page',
        querystring: listJobPositionsQuerySchema,
        response: { 200: listResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const page = await listing.load(request);
      return reply.serializer(() => listResponseJson(page)).send({ success: true as const, data: page });
    },
  );

  // Names and states of the company's positions, read-only, for every member: the results
  // screens' job filters and the dashboard's Active Hiring panel (decision 491). A caller
  // without a company (the platform administrator) has none.
  app.get(
    '/job-positions/options',
    {
      config: { apiKeyScope: 'positions:read' },
      preHandler: [app.authenticate],
      schema: {
        ...common,
        summary: "The company's positions for filters and the dashboard: id, title, department, status, interviews; every member",
        querystring: jobPositionOptionsQuerySchema,
        response: { 200: successEnvelope(jobPositionOptionsSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await jobPositions.options(requireAuth(request), request.query.workflow_state),
    }),
  );

  // Creation reads the company's access and its limit on positions with the session (decision 465).
  const creating = accessLoader(app, 'job_positions', {
    findPosition: (companyId, id) => jobPositions.find(companyId, id),
    readAccess: (companyId) => jobPositions.readAccess(companyId),
  });
  app.post(
    '/job-positions',
    {
      preHandler: [creating.authenticate, app.requireRole(ADMIN_OR_OWNER)],
      schema: {
        ...common,
        summary: 'Create a job position; with preset_goal_ids or custom_goals it stays pending while goals are generated',
        body: createJobPositionSchema,
        response: { 201: successEnvelope(jobPositionSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { auth, access } = await creating.load(request);
      const data = await jobPositions.create(auth, request.body, access);
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.post(
    '/job-positions/analyze',
    {
      preHandler: guard,
      schema: {
        ...common,
        summary: 'AI analysis of a job description: summary, requirements, skills, key requirements, suggested skills',
        body: analyzeJobRequestSchema,
        response: { 200: successEnvelope(analyzeJobResponseSchema), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await jobPositions.analyze(requireAuth(request), request.body) }),
  );

  // The wizard's "upload a job description" (issue 34): the file's bytes as the body, its name in
  // the query; the text comes back for the user to check. Parsers and the size limit apply to
  // this route alone.
  await app.register(async (upload) => {
    // Every content type, text/plain and JSON included, arrives as the file's bytes.
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: JOB_FILE_MAX_BYTES }, (_request, body, done) => done(null, body));
    upload.setErrorHandler((error, _request, _reply) => {
      if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        throw new AppError(413, JOB_FILE_MESSAGES.tooLarge).withCode(JOB_FILE_ERROR_CODES.tooLarge);
      }
      throw error;
    });
    upload.withTypeProvider<ZodTypeProvider>().post(
      '/job-positions/description-file',
      {
        preHandler: guard,
        schema: {
          ...common,
          summary: `Read a job description from a file: PDF, Word (.docx) or text, at most ${JOB_FILE_MAX_BYTES / 1024 / 1024} MB`,
          description: `The body is the file's bytes (Content-Type ${Object.values(JOB_FILE_TYPES)
            .map((t) => t.mime)
            .join(', ')} or application/octet-stream); file_name gives its extension. Refusals carry a code: ${Object.values(
            JOB_FILE_ERROR_CODES,
          ).join(', ')}. At most ${JOB_FILE_RATE_LIMIT.points} files a minute per user.`,
          consumes: [...Object.values(JOB_FILE_TYPES).map((t) => t.mime), 'application/octet-stream'],
          querystring: jobDescriptionFileQuerySchema,
          body: z.any().describe("The file's bytes"),
          response: { 200: successEnvelope(jobDescriptionFileSchema), ...errorResponses(400, 401, 403, 413, 415, 422, 429) },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        try {
          await rateLimits.limiter('job-file', JOB_FILE_RATE_LIMIT.points, JOB_FILE_RATE_LIMIT.windowSeconds).consume(auth.userId);
        } catch (error) {
          if (error instanceof RateLimiterRes) throw tooManyRequests(error.msBeforeNext / 1000);
          throw error;
        }
        const body = Buffer.isBuffer(request.body) ? request.body : null;
        if (!body) throw new AppError(415, JOB_FILE_MESSAGES.type).withCode(JOB_FILE_ERROR_CODES.type);
        return { success: true as const, data: await readDescriptionFile(request.query.file_name, body) };
      },
    );
  });

  app.post(
    '/job-positions/criteria',
    {
      preHandler: guard,
      schema: {
        ...common,
        summary: 'Weighted interview criteria for a job (saved on the position when job_position_id is given)',
        body: criteriaRequestSchema,
        response: { 200: successEnvelope(interviewCriteriaSchema), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await jobPositions.criteria(requireAuth(request), request.body) }),
  );

  // The session and the position in one statement (decisions 426, 441).
  const position = positionLoader(app, {
    withSession: findSessionPosition,
    apart: async (companyId, id) => {
      const found = await jobPositions.find(companyId, id);
      return found && { position: found, read: undefined };
    },
  });
  const positionGuard = [position.authenticate, app.requireRole(ADMIN_OR_OWNER)];
  // The detail also reads the position's parts with the session (decision 468).
  const detailing = positionLoader(app, {
    withSession: (db, sessionId, userId, id) => jobPositions.findSessionWithParts(db, sessionId, userId, id),
    apart: (companyId, id) => jobPositions.findWithParts(companyId, id),
  });

  app.get(
    '/job-positions/:id',
    {
      config: { apiKeyScope: 'positions:read' },
      preHandler: [detailing.authenticate, app.requireRole(ADMIN_OR_OWNER)],
      schema: {
        ...common,
        summary: 'A job position with its evaluation goals and state history',
        params: idParams,
        response: { 200: successEnvelope(jobPositionSchema), ...errors },
      },
    },
    async (request) => {
      const { position: row, read: parts } = await detailing.load(request);
      return { success: true as const, data: jobPositions.detailOf(row, parts) };
    },
  );

  app.put(
    '/job-positions/:id',
    {
      preHandler: positionGuard,
      schema: {
        ...common,
        summary: 'Update a job position; a new status follows the transition rules',
        params: idParams,
        body: updateJobPositionSchema,
        response: { 200: successEnvelope(jobPositionSchema), ...errors },
      },
    },
    async (request) => {
      const { auth, position: current } = await position.load(request);
      return { success: true as const, data: await jobPositions.update(auth, current, request.body) };
    },
  );

  app.delete(
    '/job-positions/:id',
    {
      preHandler: guard,
      schema: {
        ...common,
        summary: 'Delete a job position',
        params: idParams,
        response: { 200: successEnvelope(deletedSchema), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await jobPositions.remove(requireAuth(request), request.params.id) }),
  );

  app.patch(
    '/job-positions/:id/status',
    {
      preHandler: guard,
      schema: {
        ...common,
        summary: "Change the status; 409 'Cannot transition to {label}: {message}' when the table or requirements refuse",
        params: idParams,
        body: updateJobStatusSchema,
        response: { 200: successEnvelope(jobPositionSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await jobPositions.changeStatus(requireAuth(request), request.params.id, request.body.status),
    }),
  );

  app.get(
    '/job-positions/:id/workflow',
    {
      preHandler: guard,
      schema: {
        ...common,
        summary: "The workflow: state, stage, next steps, can_proceed, the stage's permissions, transitions and history",
        params: idParams,
        response: { 200: successEnvelope(jobWorkflowSchema), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await jobPositions.workflow(requireAuth(request), request.params.id) }),
  );

  app.patch(
    '/job-positions/:id/workflow',
    {
      preHandler: guard,
      schema: {
        ...common,
        summary: 'Workflow status update: the same rules as the status update (status and workflow state move together)',
        params: idParams,
        body: workflowUpdateSchema,
        response: { 200: successEnvelope(jobPositionSchema), ...errors },
      },
    },
    async (request) => {
      const to = (request.body.workflow_state ?? request.body.status)!;
      return { success: true as const, data: await jobPositions.changeStatus(requireAuth(request), request.params.id, to) };
    },
  );

  app.get(
    '/job-positions/:id/history',
    {
      preHandler: guard,
      schema: {
        ...common,
        summary: 'Every change of state: who, when, from, to',
        params: idParams,
        response: { 200: successEnvelope(z.object({ items: z.array(statusHistoryEntrySchema) })), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { items: await jobPositions.history(requireAuth(request), request.params.id) },
    }),
  );
};
