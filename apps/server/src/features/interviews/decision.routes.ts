import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, successEnvelope } from '@hiring/shared/api';
import {
  bulkDecisionResultSchema,
  bulkDecisionSchema,
  candidateMessagesInputSchema,
  candidateMessagesSchema,
  decisionInputSchema,
  decisionPreviewSchema,
  decisionResultSchema,
} from '@hiring/shared/decisions';
import { INTERVIEW_MANAGER_ROLES, INTERVIEW_REVIEWER_ROLES } from '@hiring/shared/interviews';
import { requireAuth } from '../../plugins/auth.ts';
import type { InterviewsService } from './interviews.service.ts';

const idParams = z.object({ id: z.string().max(100) });
const ok = <T extends z.ZodType>(schema: T) => ({ 200: successEnvelope(schema), ...errorResponses(400, 401, 403, 404, 409) });

/**
 * Decisions and the candidate's messages (issue 43, decisions 760-767): the roles that review
 * decide, one interview or several, and preview each message before it goes; owners and admins
 * write the company's templates.
 */
export const decisionRoutes: FastifyPluginAsyncZod<{ interviews: InterviewsService }> = async (app, { interviews }) => {
  const reviewers = [app.authenticate, app.requireRole(INTERVIEW_REVIEWER_ROLES)];
  const managers = [app.authenticate, app.requireRole(INTERVIEW_MANAGER_ROLES)];
  const common = { tags: ['interviews'], security: [{ bearer: [] }] };

  app.put(
    '/interviews/:id/decision',
    {
      preHandler: reviewers,
      schema: {
        ...common,
        summary:
          "Decide an interview (advance, hold, reject, hire or undecided) with an optional note; with notify, the candidate's message is queued",
        params: idParams,
        body: decisionInputSchema,
        response: ok(decisionResultSchema),
      },
    },
    async (request) => ({ success: true as const, data: await interviews.decide(requireAuth(request), request.params.id, request.body) }),
  );

  app.post(
    '/interviews/decisions/preview',
    {
      preHandler: reviewers,
      schema: {
        ...common,
        summary: 'Each message a bulk decision would send, rendered for its candidate; nothing is saved or sent',
        body: bulkDecisionSchema,
        response: ok(decisionPreviewSchema),
      },
    },
    async (request) => ({ success: true as const, data: await interviews.previewDecisions(requireAuth(request), request.body) }),
  );

  app.post(
    '/interviews/decisions',
    {
      preHandler: reviewers,
      schema: {
        ...common,
        summary: 'One decision for several completed interviews; with notify, each candidate gets their own message',
        body: bulkDecisionSchema,
        response: ok(bulkDecisionResultSchema),
      },
    },
    async (request) => ({ success: true as const, data: await interviews.decideMany(requireAuth(request), request.body) }),
  );

  app.get(
    '/interviews/candidate-messages',
    {
      preHandler: reviewers,
      schema: {
        ...common,
        summary: "The company's messages to candidates: templates, what happens next, the summary after review",
        response: ok(candidateMessagesSchema),
      },
    },
    async (request) => ({ success: true as const, data: await interviews.candidateMessages(requireAuth(request)) }),
  );

  app.put(
    '/interviews/candidate-messages',
    {
      preHandler: managers,
      schema: {
        ...common,
        summary: "Set the company's messages to candidates",
        body: candidateMessagesInputSchema,
        response: ok(candidateMessagesSchema),
      },
    },
    async (request) => ({ success: true as const, data: await interviews.updateCandidateMessages(requireAuth(request), request.body) }),
  );
};
