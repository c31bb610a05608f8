import { z } from 'zod';
import { WEBHOOK_RETENTION_JOB, WEBHOOK_RETENTION_SWEEP_MS } from '../../../features/webhooks/index.ts';
import type { JobDeps } from '../../job-deps.ts';
import { defineJob } from '../../define-job.ts';

/** The delivery log's retention: settled deliveries and their attempts are deleted after 30 days. */
export const webhookRetentionJob = defineJob<Record<string, never>, Pick<JobDeps, 'webhooks'>>({
  name: WEBHOOK_RETENTION_JOB,
  version: 1,
  schema: z.object({}),
  everyMs: WEBHOOK_RETENTION_SWEEP_MS,
  run: async (_payload, { deps }) => void (await deps.webhooks.purge()),
});
