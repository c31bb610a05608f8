import { BILLING_JOB_TYPES, processPeriodEnd } from '../../../features/billing/index.ts';
import type { JobDeps } from '../../job-deps.ts';
import { defineJob } from '../../define-job.ts';
import { type SubscriptionPayload, subscriptionPayload } from './subscription-payload.ts';

/** At a trial's end: expire it (the same step as a period's end). */
export const trialExpiryJob = defineJob<SubscriptionPayload, Pick<JobDeps, 'billing'>>({
  name: BILLING_JOB_TYPES.trialExpiry,
  version: 1,
  schema: subscriptionPayload,
  run: (payload, { deps }) => processPeriodEnd(deps.billing, payload.subscriptionId),
});
