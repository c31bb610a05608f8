import type { JobDefinition } from './define-job.ts';
import { authHousekeepingJob } from './definitions/auth/housekeeping.ts';
import { mailLinkJob } from './definitions/auth/mail-link.ts';
import { billingSweepJob } from './definitions/billing/billing-sweep.ts';
import { periodEndJob } from './definitions/billing/period-end.ts';
import { trialExpiryJob } from './definitions/billing/trial-expiry.ts';
import { trialReminderJob } from './definitions/billing/trial-reminder.ts';
import { eraseInterviewJob } from './definitions/interviews/erase-interview.ts';
import { interviewRetentionJob } from './definitions/interviews/retention-sweep.ts';
import { scoreInterviewJob } from './definitions/interviews/score-interview.ts';
import { reminderSweepJob } from './definitions/interviews/reminder-sweep.ts';
import { sendReminderJob } from './definitions/interviews/send-reminder.ts';
import { generateGoalsJob } from './definitions/job-positions/generate-goals.ts';
import { stuckSweepJob } from './definitions/job-positions/stuck-sweep.ts';
import { deliverMailJob } from './definitions/mail/deliver-mail.ts';
import { mailRetentionJob } from './definitions/mail/mail-retention.ts';
import { generateQuestionsJob } from './definitions/questions/generate-questions.ts';
import { translateQuestionsJob } from './definitions/questions/translate-questions.ts';
import { deliverWebhookJob } from './definitions/webhooks/deliver-webhook.ts';
import { webhookRetentionJob } from './definitions/webhooks/webhook-retention.ts';
import type { JobDeps } from './job-deps.ts';
import type { Jobs } from './queue.ts';

// biome-ignore lint/suspicious/noExplicitAny: a list holds definitions of different payloads; each checks its own.
type AnyJobDefinition<Deps> = JobDefinition<any, Deps>;

/** Every job the server runs: the one list the queue is given at start. */
export const JOB_DEFINITIONS = [
  mailLinkJob,
  authHousekeepingJob,
  deliverMailJob,
  mailRetentionJob,
  trialExpiryJob,
  periodEndJob,
  trialReminderJob,
  billingSweepJob,
  generateGoalsJob,
  stuckSweepJob,
  generateQuestionsJob,
  translateQuestionsJob,
  scoreInterviewJob,
  interviewRetentionJob,
  eraseInterviewJob,
  reminderSweepJob,
  sendReminderJob,
  deliverWebhookJob,
  webhookRetentionJob,
] as const satisfies readonly AnyJobDefinition<JobDeps>[];

/**
 * Registers definitions on the queue, each with the dependencies it declared, and schedules the
 * recurring ones. The server registers JOB_DEFINITIONS with every dependency; a test may register
 * a few with only what they need.
 */
export function registerJobs<Deps>(
  queue: Pick<Jobs, 'register' | 'every'>,
  definitions: readonly AnyJobDefinition<NoInfer<Deps>>[],
  deps: Deps,
): void {
  for (const definition of definitions) {
    queue.register(definition.name, {
      schema: definition.schema,
      version: definition.version,
      maxAttempts: definition.maxAttempts,
      run: (payload, ctx) => definition.run(payload, { ...ctx, deps }),
      onFailure: definition.onFailure && ((payload, error) => definition.onFailure!(payload, error, deps)),
    });
    if (definition.everyMs !== undefined) queue.every(definition.name, definition.everyMs);
  }
}

export type { JobDeps };
