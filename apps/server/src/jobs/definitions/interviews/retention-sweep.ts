import { z } from 'zod';
import { RETENTION_SWEEP_JOB, RETENTION_SWEEP_MS } from '../../../features/interviews/index.ts';
import type { JobDeps } from '../../job-deps.ts';
import { defineJob } from '../../define-job.ts';

/** Deletes candidates' answers and personal data past their company's retention period, keeping anonymous scores. */
export const interviewRetentionJob = defineJob<Record<string, never>, Pick<JobDeps, 'interviews'>>({
  name: RETENTION_SWEEP_JOB,
  version: 1,
  schema: z.object({}),
  everyMs: RETENTION_SWEEP_MS,
  run: async (_payload, { deps }) => void (await deps.interviews.sweepRetention()),
});
