import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, successEnvelope } from '@hiring/shared/api';
import { INTERVIEW_MANAGER_ROLES, INTERVIEW_REVIEWER_ROLES, interviewSummarySchema } from '@hiring/shared/interviews';
import { reminderSettingsInputSchema, reminderSettingsSchema } from '@hiring/shared/reminders';
import { requireAuth } from '../../plugins/auth.ts';
import type { InterviewsService } from './interviews.service.ts';

/**
 * Reminders to candidates (issue 43, decision 770): the company's setting (read by the team,
 * changed by owners and admins) and a reminder sent by hand by those who manage links.
 */
export const reminderRoutes: FastifyPluginAsyncZod<{ interviews: InterviewsService }> = async (app, { interviews }) => {
  const common = { tags: ['interviews'], security: [{ bearer: [] }] };
  const managers = [app.authenticate, app.requireRole(INTERVIEW_MANAGER_ROLES)];

  app.get(
    '/interviews/reminder-settings',
    {
      preHandler: [app.authenticate, app.requireRole(INTERVIEW_REVIEWER_ROLES)],
      schema: {
        ...common,
        summary: 'Whether the company sends reminders to candidates who have not started or not submitted',
        response: { 200: successEnvelope(reminderSettingsSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ success: true as const, data: await interviews.reminderSettings(requireAuth(request)) }),
  );

  app.put(
    '/interviews/reminder-settings',
    {
      preHandler: managers,
      schema: {
        ...common,
        summary: 'Turn reminders to candidates on or off (logged in the decision log)',
        body: reminderSettingsInputSchema,
        response: { 200: successEnvelope(reminderSettingsSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ success: true as const, data: await interviews.updateReminderSettings(requireAuth(request), request.body) }),
  );

  app.post(
    '/interviews/:id/remind',
    {
      preHandler: managers,
      schema: {
        ...common,
        summary: 'Email the candidate a reminder now; refused once submitted, expired or withdrawn',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: successEnvelope(interviewSummarySchema), ...errorResponses(401, 403, 404, 409, 429) },
      },
    },
    async (request) => ({ success: true as const, data: await interviews.remind(requireAuth(request), request.params.id) }),
  );
};
