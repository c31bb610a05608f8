import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '@hiring/shared/auth';
import { errorResponses, successEnvelope } from '@hiring/shared/api';
import {
  createOnboardingPlanSchema,
  ONBOARDING_MESSAGES,
  ONBOARDING_PLAN_ROLES,
  onboardingPlanListQuerySchema,
  onboardingPlanPageSchema,
  onboardingPlanSchema,
  updateOnboardingPlanSchema,
  updateOnboardingProgressSchema,
} from '@hiring/shared/onboarding-plans';
import { requireAuth } from '../../plugins/auth.ts';
import type { OnboardingPlansService } from './onboarding-plans.service.ts';

const ok = <T>(data: T) => ({ success: true as const, data });
const idParams = z.object({ id: z.string().max(100) });
const userParams = z.object({ userId: z.string().max(100) });
const errors = errorResponses(400, 401, 403, 404, 409, 429);

/**
 * User onboarding plans (spec 02 §7), under /api/admin/onboarding/user. A company's owners and
 * admins, and platform administrators, get in (403 for everyone else); the service answers 404
 * for another company's plans and members.
 */
export const onboardingPlansRoutes: FastifyPluginAsyncZod<{ plans: OnboardingPlansService }> = async (app, { plans }) => {
  const guard = [app.authenticate, app.requireRole(ONBOARDING_PLAN_ROLES)];
  const common = { tags: ['onboarding-plans'], security: [{ bearer: [] }] };
  const plan = { 200: successEnvelope(onboardingPlanSchema), ...errors };

  app.get(
    '/',
    {
      preHandler: guard,
      schema: {
        ...common,
        summary: "The company's onboarding plans, newest first, 10 a page, searched by plan, type, status, member name or email",
        querystring: onboardingPlanListQuerySchema,
        response: { 200: successEnvelope(onboardingPlanPageSchema), ...errors },
      },
    },
    async (request) => ok(await plans.list(requireAuth(request), request.query)),
  );

  app.post(
    '/',
    {
      preHandler: guard,
      schema: {
        ...common,
        summary: 'Start an onboarding plan for a member of the company (one plan per member)',
        body: createOnboardingPlanSchema,
        response: { 201: successEnvelope(onboardingPlanSchema), ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(ok(await plans.create(requireAuth(request), request.body))),
  );

  app.patch(
    '/',
    {
      preHandler: guard,
      schema: {
        ...common,
        summary: 'Edit a plan named by id in the body: name, type and the whole task list',
        body: updateOnboardingPlanSchema,
        response: plan,
      },
    },
    async (request) => ok(await plans.update(requireAuth(request), request.body)),
  );

  app.patch(
    '/progress',
    {
      preHandler: guard,
      schema: {
        ...common,
        summary: 'Tick or untick one task (task_id, done), or set the progress of a plan without tasks; status follows',
        body: updateOnboardingProgressSchema,
        response: plan,
      },
    },
    async (request) => ok(await plans.updateProgress(requireAuth(request), request.body)),
  );

  app.get(
    '/user/:userId',
    { preHandler: guard, schema: { ...common, summary: "A member's onboarding plan", params: userParams, response: plan } },
    async (request) => ok(await plans.getByUser(requireAuth(request), request.params.userId)),
  );

  app.get(
    '/:id',
    { preHandler: guard, schema: { ...common, summary: 'One onboarding plan', params: idParams, response: plan } },
    async (request) => ok(await plans.get(requireAuth(request), request.params.id)),
  );

  app.delete(
    '/:id',
    {
      preHandler: guard,
      schema: {
        ...common,
        summary: 'Delete an onboarding plan',
        params: idParams,
        response: { 200: successEnvelope(messageSchema), ...errors },
      },
    },
    async (request) => {
      await plans.remove(requireAuth(request), request.params.id);
      return ok({ message: ONBOARDING_MESSAGES.deleted });
    },
  );
};
