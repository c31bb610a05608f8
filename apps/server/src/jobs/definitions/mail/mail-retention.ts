import { z } from 'zod';
import { MAIL_JOB_TYPES, MAIL_RETENTION_SWEEP_MS } from '../../../mail/mailer.ts';
import type { JobDeps } from '../../job-deps.ts';
import { defineJob } from '../../define-job.ts';

/** The outbox's retention: expired links lose their text, finished mail is deleted after its period. */
export const mailRetentionJob = defineJob<Record<string, never>, Pick<JobDeps, 'mailer'>>({
  name: MAIL_JOB_TYPES.retention,
  version: 1,
  schema: z.object({}),
  everyMs: MAIL_RETENTION_SWEEP_MS,
  run: async (_payload, { deps }) => void (await deps.mailer.purgeOutbox()),
});
