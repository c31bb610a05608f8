import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, successEnvelope } from '@hiring/shared/api';
import { onboardingStateSchema, saveOnboardingStepSchema } from '@hiring/shared/onboarding';
import { requireAuth } from '../../plugins/auth.ts';
import type { OnboardingService } from './onboarding.service.ts';

const ok = <T>(data: T) => ({ success: true as const, data });

/**
 * The new owner's onboarding, under /api/app/onboarding (issue 15; spec 01 §3, §4). Any
 * signed-in user reads it (applicable false for all but the owner who created the company);
 * only owners change it, and the service refuses the others it does not apply to (decision 418).
 */
export const onboardingRoutes: FastifyPluginAsyncZod<{ onboarding: OnboardingService }> = async (app, { onboarding }) => {
  const common = { tags: ['onboarding'], security: [{ bearer: [] }] };
  const state = { 200: successEnvelope(onboardingStateSchema), ...errorResponses(400, 401, 403, 409) };
  const ownerOnly = [app.authenticate, app.requireRole(['owner'])];

  app.get(
    '/onboarding',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        summary: 'The caller’s onboarding: steps, current step 0-4, completed, skipped, saved data, and how the app offers it',
        response: state,
      },
    },
    async (request) => ok(await onboarding.get(requireAuth(request))),
  );

  app.post(
    '/onboarding/start',
    {
      preHandler: ownerOnly,
      schema: {
        ...common,
        summary: 'Open (or resume after a skip) the onboarding; the first-visit redirect is not offered again',
        response: state,
      },
    },
    async (request) => ok(await onboarding.start(requireAuth(request))),
  );

  app.put(
    '/onboarding/step',
    {
      preHandler: ownerOnly,
      schema: {
        ...common,
        summary:
          'Save one step’s data (company-info: companyInfo, written to the company profile; team-setup: teamSetup.invites; product-selection: selectedProducts) and move next or previous, bounded 0-4',
        body: saveOnboardingStepSchema,
        response: state,
      },
    },
    async (request) => ok(await onboarding.saveStep(requireAuth(request), request.body)),
  );

  app.post(
    '/onboarding/skip',
    { preHandler: ownerOnly, schema: { ...common, summary: 'Skip for now; the dashboard offers to resume', response: state } },
    async (request) => ok(await onboarding.skip(requireAuth(request))),
  );

  app.post(
    '/onboarding/complete',
    {
      preHandler: ownerOnly,
      schema: {
        ...common,
        summary: 'Complete (last step, completed) and send the collected invitations; each reports sent or failed with its reason',
        response: state,
      },
    },
    async (request) => ok(await onboarding.complete(requireAuth(request))),
  );
};
