import { z } from 'zod';
import { STUCK_SWEEP_JOB } from '../../../features/job-positions/index.ts';
import type { JobDeps } from '../../job-deps.ts';
import { defineJob } from '../../define-job.ts';

/** Fails positions stuck in a system-driven status with no job left to move them on (decision 003). */
export const stuckSweepJob = defineJob<Record<string, never>, Pick<JobDeps, 'jobPositions'>>({
  name: STUCK_SWEEP_JOB,
  version: 1,
  schema: z.object({}),
  everyMs: 5 * 60 * 1000,
  run: async (_payload, { deps }) => void (await deps.jobPositions.sweepStuck()),
});
