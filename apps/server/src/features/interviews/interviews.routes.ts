import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, successEnvelope } from '@hiring/shared/api';
import {
  analysisQuerySchema,
  candidatesQuerySchema,
  compareQuerySchema,
  compareSchema,
  dataDeletionResultSchema,
  generateLinksResultSchema,
  generateLinksSchema,
  INTERVIEW_MANAGER_ROLES,
  INTERVIEW_REVIEWER_ROLES,
  interviewAnalysisSchema,
  interviewDetailQuerySchema,
  interviewDetailSchema,
  interviewListQuerySchema,
  interviewPageSchema,
  interviewSettingsInputSchema,
  interviewSettingsSchema,
  interviewSummarySchema,
  jobLinksQuerySchema,
  jobLinksSchema,
  resendLinkSchema,
  reviewScoreSchema,
} from '@hiring/shared/interviews';
import { INTERVIEWS_EXPORT_PATH, interviewsExportQuerySchema } from '@hiring/shared/exports';
import { CSV_CONTENT_TYPE } from '../../lib/csv.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { agreementRoutes } from './agreement.routes.ts';
import { biasAuditRoutes } from './bias-audit.routes.ts';
import { decisionRoutes } from './decision.routes.ts';
import { teamRightsRoutes } from './rights.routes.ts';
import { reminderRoutes } from './reminders.routes.ts';
import { followUpSettingRoutes } from './follow-up.routes.ts';
import type { InterviewsService } from './interviews.service.ts';

const idParams = z.object({ id: z.string().max(100) });
const scoreParams = z.object({ id: z.string().max(100), questionId: z.string().max(100) });
const errors = errorResponses(400, 401, 402, 403, 404, 409);
const ok = <T extends z.ZodType>(schema: T) => ({ 200: successEnvelope(schema), ...errors });

interface Options {
  interviews: InterviewsService;
  /** Checks the caller's plan before a paid step (402). */
  requireActive: (companyId: string | null) => Promise<void>;
}

/**
 * The team's interview calls (issue 14): links, lists, results, review, the candidate pool,
 * comparison, analysis, retention settings and deletion on request. Managing links and data is
 * for owners and admins; reading and reviewing for the roles that lead a team too.
 */
export const interviewsRoutes: FastifyPluginAsyncZod<Options> = async (app, { interviews, requireActive }) => {
  const managers = [app.authenticate, app.requireRole(INTERVIEW_MANAGER_ROLES)];
  const reviewers = [app.authenticate, app.requireRole(INTERVIEW_REVIEWER_ROLES)];
  const common = { tags: ['interviews'], security: [{ bearer: [] }] };
  await app.register(agreementRoutes, { interviews });
  await app.register(biasAuditRoutes, { interviews });
  await app.register(teamRightsRoutes, { interviews });
  await app.register(reminderRoutes, { interviews });
  await app.register(decisionRoutes, { interviews });
  await app.register(followUpSettingRoutes, { interviews });

  app.post(
    '/job-positions/generate-links',
    {
      config: { apiKeyScope: 'links:create' },
      preHandler: managers,
      schema: {
        ...common,
        summary: 'Create interview links for candidates of a job whose questions are finalized, and email them',
        body: generateLinksSchema,
        response: { 201: successEnvelope(generateLinksResultSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ success: true as const, data: await interviews.generateLinks(requireAuth(request), request.body) }),
  );

  app.get(
    '/job-positions/:id/interview-links',
    {
      config: { apiKeyScope: 'interviews:read' },
      preHandler: managers,
      schema: {
        ...common,
        summary: "A job's interview links",
        params: idParams,
        querystring: jobLinksQuerySchema,
        response: ok(jobLinksSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: await interviews.jobLinks(requireAuth(request), request.params.id, request.query),
    }),
  );

  app.get(
    '/interviews',
    {
      config: { apiKeyScope: 'interviews:read' },
      preHandler: reviewers,
      schema: {
        ...common,
        summary: 'Interviews by status (pending: invited and started), job and search, 10 a page',
        querystring: interviewListQuerySchema,
        response: ok(interviewPageSchema),
      },
    },
    async (request) => ({ success: true as const, data: await interviews.list(requireAuth(request), request.query) }),
  );

  // A position's candidates as a CSV file, for the roles that read results (decision 721).
  app.get(
    INTERVIEWS_EXPORT_PATH,
    {
      config: { apiKeyScope: 'interviews:read' },
      preHandler: reviewers,
      schema: {
        ...common,
        summary: "A position's candidates as CSV: per-goal reviewed and AI scores, overall, recommendation, review state, status",
        querystring: interviewsExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv; UTF-8 with a byte order mark'), ...errors },
      },
    },
    async (request, reply) => {
      const file = await interviews.exportCandidates(requireAuth(request), request.query);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-type', CSV_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );

  app.get(
    '/interviews/analysis',
    {
      preHandler: reviewers,
      schema: {
        ...common,
        summary: 'AI-human agreement per goal and score distributions per job',
        querystring: analysisQuerySchema,
        response: ok(interviewAnalysisSchema),
      },
    },
    async (request) => ({ success: true as const, data: await interviews.analysis(requireAuth(request), request.query) }),
  );

  app.get(
    '/interviews/settings',
    {
      preHandler: reviewers,
      schema: { ...common, summary: 'Retention and contact address of candidate interviews', response: ok(interviewSettingsSchema) },
    },
    async (request) => ({ success: true as const, data: await interviews.settings(requireAuth(request)) }),
  );

  app.put(
    '/interviews/settings',
    {
      preHandler: managers,
      schema: {
        ...common,
        summary: "Set how long candidates' data is kept and where they write",
        body: interviewSettingsInputSchema,
        response: ok(interviewSettingsSchema),
      },
    },
    async (request) => ({ success: true as const, data: await interviews.updateSettings(requireAuth(request), request.body) }),
  );

  app.get(
    '/interviews/:id',
    {
      config: { apiKeyScope: 'interviews:read' },
      preHandler: reviewers,
      schema: {
        ...common,
        summary: 'An interview: answers, AI and reviewer scores, evidence, per-goal and overall result',
        params: idParams,
        querystring: interviewDetailQuerySchema,
        response: ok(interviewDetailSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: await interviews.detail(requireAuth(request), request.params.id, request.query.blind),
    }),
  );

  app.post(
    '/interviews/:id/withdraw',
    {
      preHandler: managers,
      schema: { ...common, summary: 'Withdraw an invited or started link', params: idParams, response: ok(interviewSummarySchema) },
    },
    async (request) => ({ success: true as const, data: await interviews.withdraw(requireAuth(request), request.params.id) }),
  );

  app.post(
    '/interviews/:id/resend',
    {
      preHandler: managers,
      schema: {
        ...common,
        summary: 'Email the link again; an expired link reopens for expires_in_days',
        params: idParams,
        body: resendLinkSchema,
        response: ok(interviewSummarySchema),
      },
    },
    async (request) => ({ success: true as const, data: await interviews.resend(requireAuth(request), request.params.id, request.body) }),
  );

  app.patch(
    '/interviews/:id/scores/:questionId',
    {
      preHandler: reviewers,
      schema: {
        ...common,
        summary: "This reviewer's score and note for one answer; 2 or more from the AI's needs override_reason (the AI's score is kept)",
        params: scoreParams,
        body: reviewScoreSchema,
        response: ok(interviewDetailSchema),
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      await requireActive(auth.companyId);
      return { success: true as const, data: await interviews.review(auth, request.params.id, request.params.questionId, request.body) };
    },
  );

  app.post(
    '/interviews/:id/answers/:questionId/reveal-ai',
    {
      preHandler: reviewers,
      schema: {
        ...common,
        summary: "Show this reviewer the AI's score of one answer before they score it (blind-first review; recorded)",
        params: scoreParams,
        response: ok(interviewDetailSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: await interviews.revealAi(requireAuth(request), request.params.id, request.params.questionId),
    }),
  );

  app.delete(
    '/interviews/:id/candidate-data',
    {
      preHandler: managers,
      schema: {
        ...common,
        summary: "Delete a candidate's answers and personal data now, keeping anonymous scores",
        params: idParams,
        response: ok(dataDeletionResultSchema),
      },
    },
    async (request) => ({ success: true as const, data: await interviews.deleteCandidateData(requireAuth(request), request.params.id) }),
  );

  app.get(
    '/talent/candidates',
    {
      preHandler: reviewers,
      schema: {
        ...common,
        summary: 'Everyone interviewed, with job, status and overall score (blind=true hides names and emails)',
        querystring: candidatesQuerySchema,
        response: ok(interviewPageSchema),
      },
    },
    async (request) => ({ success: true as const, data: await interviews.list(requireAuth(request), request.query) }),
  );

  app.get(
    '/talent/compare',
    {
      preHandler: reviewers,
      schema: {
        ...common,
        summary: 'Two to four scored interviews of one job side by side per goal, with a quote each',
        querystring: compareQuerySchema,
        response: ok(compareSchema),
      },
    },
    async (request) => ({ success: true as const, data: await interviews.compare(requireAuth(request), request.query) }),
  );
};
