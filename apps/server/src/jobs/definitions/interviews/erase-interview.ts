import { z } from 'zod';
import { ERASE_INTERVIEW_JOB, type EraseInterviewPayload } from '../../../features/interviews/index.ts';
import type { JobDeps } from '../../job-deps.ts';
import { defineJob } from '../../define-job.ts';

/** Carries out a candidate's erasure request when it falls due: the same deletion as the team's button and the retention sweep. */
export const eraseInterviewJob = defineJob<EraseInterviewPayload, Pick<JobDeps, 'interviews'>>({
  name: ERASE_INTERVIEW_JOB,
  version: 1,
  schema: z.object({ interview_id: z.guid() }),
  maxAttempts: 5,
  run: (payload, { deps }) => deps.interviews.erase(payload.interview_id),
});
