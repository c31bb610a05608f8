import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, successEnvelope } from '@hiring/shared/api';
import {
  confirmGoalsSchema,
  customGoalSchema,
  generateSpecificGoalSchema,
  goalsScreenSchema,
  reorderGoalsSchema,
  updateGoalSchema,
} from '@hiring/shared/goals';
import { ADMIN_OR_OWNER } from '@hiring/shared/roles';
import { requireAuth } from '../../plugins/auth.ts';
import { accessLoader, positionLoader } from '../job-positions/index.ts';
import type { GoalsService } from './goals.service.ts';

const idParams = z.object({ id: z.string().max(100) });
const goalParams = z.object({ id: z.string().max(100), goalId: z.string().max(100) });
const errors = errorResponses(400, 401, 402, 403, 404, 409);
const response = { 200: successEnvelope(goalsScreenSchema), ...errors };

/** The goals calls of spec 02 §7; admin or owner only (spec 02 §6). Every change answers the whole screen. */
export const goalsRoutes: FastifyPluginAsyncZod<{ goals: GoalsService }> = async (app, { goals }) => {
  const guard = [app.authenticate, app.requireRole(ADMIN_OR_OWNER)];
  // The screen reads the position, its goals and their links with the session (decisions 441, 470).
  const screen = positionLoader(app, {
    withSession: (db, sessionId, userId, id) => goals.findSessionWithScreen(db, sessionId, userId, id),
    apart: (companyId, id) => goals.findWithScreen(companyId, id),
  });
  // A goal edit also reads the company's access with the session, for the gate (decision 465).
  const editing = accessLoader(app, null, {
    findPosition: (companyId, id) => goals.find(companyId, id),
    readAccess: (companyId) => goals.readAccess(companyId),
  });
  const editingGuard = [editing.authenticate, app.requireRole(ADMIN_OR_OWNER)];
  const common = { tags: ['goals'], security: [{ bearer: [] }] };

  app.get(
    '/job-positions/:id/goals',
    {
      config: { apiKeyScope: 'positions:read' },
      preHandler: [screen.authenticate, app.requireRole(ADMIN_OR_OWNER)],
      schema: { ...common, summary: 'Evaluation goals with question connections and coverage', params: idParams, response },
    },
    async (request) => {
      const { position, read } = await screen.load(request);
      return { success: true as const, data: goals.screen(position, read) };
    },
  );

  app.post(
    '/job-positions/:id/regenerate-goals',
    {
      preHandler: guard,
      schema: { ...common, summary: 'Replace the goals with a new set from the AI engine', params: idParams, response },
    },
    async (request) => ({ success: true as const, data: await goals.regenerate(requireAuth(request), request.params.id) }),
  );

  app.post(
    '/job-positions/:id/confirm-goals',
    {
      preHandler: guard,
      schema: {
        ...common,
        summary: 'Confirm the selected goals: the position moves to goals_confirmed and question generation is queued',
        params: idParams,
        body: confirmGoalsSchema,
        response,
      },
    },
    async (request) => ({ success: true as const, data: await goals.confirm(requireAuth(request), request.params.id, request.body) }),
  );

  app.post(
    '/job-positions/:id/goals/custom',
    {
      preHandler: guard,
      schema: {
        ...common,
        summary: 'Add a custom goal (last unless priority_order is given)',
        params: idParams,
        body: customGoalSchema,
        response,
      },
    },
    async (request) => ({ success: true as const, data: await goals.addCustom(requireAuth(request), request.params.id, request.body) }),
  );

  app.post(
    '/job-positions/:id/goals/reorder',
    {
      preHandler: guard,
      schema: {
        ...common,
        summary: 'Reorder goals; priority_order is stored as 1..n',
        params: idParams,
        body: reorderGoalsSchema,
        response,
      },
    },
    async (request) => ({ success: true as const, data: await goals.reorder(requireAuth(request), request.params.id, request.body) }),
  );

  app.post(
    '/job-positions/:id/goals/generate-specific',
    {
      preHandler: guard,
      schema: {
        ...common,
        summary: 'Generate one goal of a category with the AI engine; it goes after the current goals',
        params: idParams,
        body: generateSpecificGoalSchema,
        response,
      },
    },
    async (request) => ({
      success: true as const,
      data: await goals.generateSpecific(requireAuth(request), request.params.id, request.body),
    }),
  );

  app.patch(
    '/job-positions/:id/goals/:goalId',
    { preHandler: editingGuard, schema: { ...common, summary: 'Edit a goal', params: goalParams, body: updateGoalSchema, response } },
    async (request) => {
      const loaded = await editing.load(request);
      return { success: true as const, data: await goals.update(loaded.auth, loaded, request.params.goalId, request.body) };
    },
  );

  app.delete(
    '/job-positions/:id/goals/:goalId',
    { preHandler: guard, schema: { ...common, summary: 'Delete a goal; the rest are renumbered 1..n', params: goalParams, response } },
    async (request) => ({
      success: true as const,
      data: await goals.remove(requireAuth(request), request.params.id, request.params.goalId),
    }),
  );
};
