import { z } from 'zod';
import { REMINDER_SWEEP_JOB, REMINDER_SWEEP_MS } from '../../../features/interviews/index.ts';
import type { JobDeps } from '../../job-deps.ts';
import { defineJob } from '../../define-job.ts';

/** Finds the reminders to candidates now due and queues one `interviews.remind` job each (decision 770). */
export const reminderSweepJob = defineJob<Record<string, never>, Pick<JobDeps, 'interviews'>>({
  name: REMINDER_SWEEP_JOB,
  version: 1,
  schema: z.object({}),
  everyMs: REMINDER_SWEEP_MS,
  run: async (_payload, { deps }) => void (await deps.interviews.sweepReminders()),
});
