import { BILLING_JOB_TYPES, processPeriodEnd } from '../../../features/billing/index.ts';
import type { JobDeps } from '../../job-deps.ts';
import { defineJob } from '../../define-job.ts';
import { type SubscriptionPayload, subscriptionPayload } from './subscription-payload.ts';

/** At a paid period's end: renew (sandbox), cancel, expire a one-time purchase, or apply a scheduled change. */
export const periodEndJob = defineJob<SubscriptionPayload, Pick<JobDeps, 'billing'>>({
  name: BILLING_JOB_TYPES.periodEnd,
  version: 1,
  schema: subscriptionPayload,
  run: (payload, { deps }) => processPeriodEnd(deps.billing, payload.subscriptionId),
});
