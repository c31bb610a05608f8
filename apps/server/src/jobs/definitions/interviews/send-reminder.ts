import { type ReminderJobPayload, reminderJobPayloadSchema } from '@hiring/shared/reminders';
import { SEND_REMINDER_JOB } from '../../../features/interviews/index.ts';
import type { JobDeps } from '../../job-deps.ts';
import { defineJob } from '../../define-job.ts';

/** Mails one automatic reminder to a candidate, if still due and not sent yet (at most once per kind). */
export const sendReminderJob = defineJob<ReminderJobPayload, Pick<JobDeps, 'interviews'>>({
  name: SEND_REMINDER_JOB,
  version: 1,
  schema: reminderJobPayloadSchema,
  run: async (payload, { deps }) => void (await deps.interviews.sendReminder(payload.interview_id, payload.kind)),
});
