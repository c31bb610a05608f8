import { z } from 'zod';
import { AUTH_HOUSEKEEPING_JOB, purgeExpiredAuthRows } from '../../../features/auth/index.ts';
import type { JobDeps } from '../../job-deps.ts';
import { defineJob } from '../../define-job.ts';

/** Deletes ended sessions and used tokens kept 30 days for audit; at start and every six hours, idempotent. */
export const authHousekeepingJob = defineJob<Record<string, never>, Pick<JobDeps, 'db' | 'log'>>({
  name: AUTH_HOUSEKEEPING_JOB,
  version: 1,
  schema: z.object({}),
  everyMs: 6 * 60 * 60 * 1000,
  run: async (_payload, { deps }) => {
    const counts = await purgeExpiredAuthRows(deps.db);
    deps.log.debug(counts, 'purged expired sessions and tokens');
  },
});
