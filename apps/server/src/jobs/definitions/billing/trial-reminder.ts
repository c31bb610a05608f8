import { BILLING_JOB_TYPES, remindTrialEnding } from '../../../features/billing/index.ts';
import type { JobDeps } from '../../job-deps.ts';
import { defineJob } from '../../define-job.ts';
import { type SubscriptionPayload, subscriptionPayload } from './subscription-payload.ts';

/** Days before a trial's end: mail the company's billing team that it ends soon. */
export const trialReminderJob = defineJob<SubscriptionPayload, Pick<JobDeps, 'billing'>>({
  name: BILLING_JOB_TYPES.trialReminder,
  version: 1,
  schema: subscriptionPayload,
  run: async (payload, { deps }) => void (await remindTrialEnding(deps.billing, payload.subscriptionId)),
});
