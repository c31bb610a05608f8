import { z } from 'zod';
import { BILLING_JOB_TYPES, BILLING_SWEEP_INTERVAL_MS, sweepDuePeriodEnds, sweepTrialReminders } from '../../../features/billing/index.ts';
import type { JobDeps } from '../../job-deps.ts';
import { defineJob } from '../../define-job.ts';

/** The safety net of billing's dated jobs (a lost job, a clock change): every period end and trial reminder due. */
export const billingSweepJob = defineJob<Record<string, never>, Pick<JobDeps, 'billing'>>({
  name: BILLING_JOB_TYPES.sweep,
  version: 1,
  schema: z.object({}),
  everyMs: BILLING_SWEEP_INTERVAL_MS,
  run: async (_payload, { deps }) => {
    await sweepDuePeriodEnds(deps.billing);
    await sweepTrialReminders(deps.billing);
  },
});
