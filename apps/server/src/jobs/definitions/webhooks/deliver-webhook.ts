import { z } from 'zod';
import { DELIVER_WEBHOOK_JOB, type DeliverPayload } from '../../../features/webhooks/index.ts';
import type { JobDeps } from '../../job-deps.ts';
import { defineJob } from '../../define-job.ts';

/**
 * One automatic attempt of a webhook delivery. A failed POST is not a failed job: the attempt is
 * logged and the next one enqueued on the webhook schedule (decision 751). The queue's own retries
 * cover only a failure of the server itself (the database lost mid-attempt).
 */
export const deliverWebhookJob = defineJob<DeliverPayload, Pick<JobDeps, 'webhooks'>>({
  name: DELIVER_WEBHOOK_JOB,
  version: 1,
  schema: z.object({ delivery_id: z.guid(), attempt: z.number().int().min(1).max(50) }),
  maxAttempts: 3,
  run: (payload, { deps }) => deps.webhooks.deliver(payload),
});
