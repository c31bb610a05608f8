import { z } from 'zod';
import { MAIL_JOB_TYPES } from '../../../mail/mailer.ts';
import type { JobDeps } from '../../job-deps.ts';
import { defineJob } from '../../define-job.ts';

/** Sends one mail of the outbox over SMTP, with the queue's backoff; after the last attempt the mail shows failed. */
export const deliverMailJob = defineJob<{ mailId: string }, Pick<JobDeps, 'mailer'>>({
  name: MAIL_JOB_TYPES.deliver,
  version: 1,
  schema: z.object({ mailId: z.guid() }),
  maxAttempts: 5,
  run: (payload, { deps, attempt }) => deps.mailer.deliver(payload.mailId, attempt),
  onFailure: (payload, error, deps) => deps.mailer.markFailed(payload.mailId, error),
});
