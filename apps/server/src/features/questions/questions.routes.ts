import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, successEnvelope } from '@hiring/shared/api';
import {
  addQuestionSchema,
  generateQuestionsSchema,
  questionHistorySchema,
  reorderQuestionsSchema,
  questionsScreenSchema,
  readinessSchema,
  setHistorySchema,
  regenerateQuestionsSchema,
  translateQuestionsSchema,
  updateQuestionGuideSchema,
  updateQuestionSchema,
} from '@hiring/shared/questions';
import { ADMIN_OR_OWNER } from '@hiring/shared/roles';
import { QUESTIONS_EXPORT_SUFFIX, questionsExportQuerySchema } from '@hiring/shared/exports';
import { CSV_CONTENT_TYPE } from '../../lib/csv.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { positionLoader } from '../job-positions/index.ts';
import { questionsCsv } from './questions-export.ts';
import type { QuestionsService } from './questions.service.ts';

const idParams = z.object({ id: z.string().max(100) });
const questionParams = z.object({ id: z.string().max(100), qid: z.string().max(100) });
const errors = errorResponses(400, 401, 402, 403, 404, 409, 422);
const response = { 200: successEnvelope(questionsScreenSchema), ...errors };

/** The questions calls of spec 02 §7; admin or owner only (spec 02 §6). Every change answers the whole screen. */
export const questionsRoutes: FastifyPluginAsyncZod<{ questions: QuestionsService }> = async (app, { questions }) => {
  const guard = [app.authenticate, app.requireRole(ADMIN_OR_OWNER)];
  // The screen reads the position and its rows with the session (decisions 441, 470).
  const screen = positionLoader(app, {
    withSession: (db, sessionId, userId, id) => questions.findSessionWithScreen(db, sessionId, userId, id),
    apart: (companyId, id) => questions.findWithScreen(companyId, id),
  });
  const common = { tags: ['questions'], security: [{ bearer: [] }] };

  app.get(
    '/job-positions/:id/questions',
    {
      config: { apiKeyScope: 'positions:read' },
      preHandler: [screen.authenticate, app.requireRole(ADMIN_OR_OWNER)],
      schema: {
        ...common,
        summary: 'Interview questions of the current version, generation progress and the set metrics',
        params: idParams,
        response,
      },
    },
    async (request) => {
      const { position, read } = await screen.load(request);
      return { success: true as const, data: await questions.screen(position, read) };
    },
  );

  // The current questions with their goals and weights as a CSV file (decision 721).
  app.get(
    `/job-positions/:id${QUESTIONS_EXPORT_SUFFIX}`,
    {
      config: { apiKeyScope: 'positions:read' },
      preHandler: [screen.authenticate, app.requireRole(ADMIN_OR_OWNER)],
      schema: {
        ...common,
        summary: "A position's current questions as CSV: one row per question and goal, with the goal's weight and importance",
        params: idParams,
        querystring: questionsExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv; UTF-8 with a byte order mark'), ...errors },
      },
    },
    async (request, reply) => {
      const { position, read } = await screen.load(request);
      const file = questionsCsv(position.title, await questions.screen(position, read));
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-type', CSV_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );

  app.get(
    '/job-positions/:id/questions/readiness',
    {
      preHandler: guard,
      schema: {
        ...common,
        summary: 'Whether the position is ready for interviews, and what is missing',
        params: idParams,
        response: { 200: successEnvelope(readinessSchema), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await questions.readiness(requireAuth(request), request.params.id) }),
  );

  app.get(
    '/job-positions/:id/questions/history',
    {
      preHandler: guard,
      schema: {
        ...common,
        summary: 'Every change to every question of the position, oldest first',
        params: idParams,
        response: { 200: successEnvelope(setHistorySchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { entries: await questions.setHistory(requireAuth(request), request.params.id) },
    }),
  );

  app.post(
    '/job-positions/:id/questions/generate',
    {
      preHandler: guard,
      schema: {
        ...common,
        summary:
          'Queue generation of a new question set for the confirmed goals, fitted to the interview length (15, 30, 45 or 60 minutes; 45 by default)',
        params: idParams,
        body: generateQuestionsSchema,
        response,
      },
    },
    async (request) => ({
      success: true as const,
      data: await questions.generate(requireAuth(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/job-positions/:id/questions',
    {
      preHandler: guard,
      schema: {
        ...common,
        summary:
          'Add a question at the end of the set: written by hand for goals ({text, goal_ids}), or written by the engine for a goal ({goal_id, generate: true})',
        params: idParams,
        body: addQuestionSchema,
        response,
      },
    },
    async (request) => ({ success: true as const, data: await questions.add(requireAuth(request), request.params.id, request.body) }),
  );

  app.post(
    '/job-positions/:id/questions/reorder',
    {
      preHandler: guard,
      schema: {
        ...common,
        summary: 'Put the questions of the current set in a new order (every question id once)',
        params: idParams,
        body: reorderQuestionsSchema,
        response,
      },
    },
    async (request) => ({
      success: true as const,
      data: await questions.reorder(requireAuth(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/job-positions/:id/questions/regenerate',
    {
      preHandler: guard,
      schema: {
        ...common,
        summary:
          'Regenerate one question (question_id) now, or the whole set on the queue, fitted to length_minutes; team_questions keeps or replaces the questions the team wrote or edited (409 questions_edited_by_team without it)',
        params: idParams,
        body: regenerateQuestionsSchema,
        response,
      },
    },
    async (request) => ({
      success: true as const,
      data: await questions.regenerate(requireAuth(request), request.params.id, request.body),
    }),
  );

  // Issue 42 item 2 (decision 795): the LLM engine translates the set on the queue; the screen's `translation` shows its progress.
  app.post(
    '/job-positions/:id/questions/translate',
    {
      preHandler: guard,
      schema: {
        ...common,
        summary:
          'Queue a translation of the current question set into `language` (en or es) by the AI engine: written as the next version, a draft marked with its language, for the team to review before finalizing. Answers 202 with the screen, whose `translation` shows progress. 409 question_translation_unavailable with the builtin engine, questions_already_in_language, questions_translating while one runs, questions_generating, questions_not_editable',
        params: idParams,
        body: translateQuestionsSchema,
        response: { 202: successEnvelope(questionsScreenSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send({ success: true as const, data: await questions.translate(requireAuth(request), request.params.id, request.body) }),
  );

  app.post(
    '/job-positions/:id/questions/finalize',
    { preHandler: guard, schema: { ...common, summary: 'Finalize the current version: ready for interviews', params: idParams, response } },
    async (request) => ({ success: true as const, data: await questions.finalize(requireAuth(request), request.params.id) }),
  );

  app.post(
    '/job-positions/:id/questions/reset',
    {
      preHandler: guard,
      schema: { ...common, summary: 'Reset to draft: the next version, a draft copy of the finalized one', params: idParams, response },
    },
    async (request) => ({ success: true as const, data: await questions.reset(requireAuth(request), request.params.id) }),
  );

  app.patch(
    '/job-positions/:id/questions/:qid',
    {
      preHandler: guard,
      schema: { ...common, summary: "Edit a question's text", params: questionParams, body: updateQuestionSchema, response },
    },
    async (request) => ({
      success: true as const,
      data: await questions.update(requireAuth(request), request.params.id, request.params.qid, request.body),
    }),
  );

  app.put(
    '/job-positions/:id/questions/:qid/guide',
    {
      preHandler: guard,
      schema: {
        ...common,
        summary: "Edit a question's rating guide: the key points, the strong, adequate and weak answers, and the 1-5 anchors scoring uses",
        params: questionParams,
        body: updateQuestionGuideSchema,
        response,
      },
    },
    async (request) => ({
      success: true as const,
      data: await questions.updateGuide(requireAuth(request), request.params.id, request.params.qid, request.body),
    }),
  );

  app.delete(
    '/job-positions/:id/questions/:qid',
    {
      preHandler: guard,
      schema: { ...common, summary: 'Delete a question from the current set; the rest close up', params: questionParams, response },
    },
    async (request) => ({
      success: true as const,
      data: await questions.remove(requireAuth(request), request.params.id, request.params.qid),
    }),
  );

  app.get(
    '/job-positions/:id/questions/:qid/history',
    {
      preHandler: guard,
      schema: {
        ...common,
        summary: 'Every change to a question, across versions',
        params: questionParams,
        response: { 200: successEnvelope(questionHistorySchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await questions.history(requireAuth(request), request.params.id, request.params.qid),
    }),
  );
};
