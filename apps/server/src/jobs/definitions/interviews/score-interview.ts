import { z } from 'zod';
import { SCORE_INTERVIEW_JOB, type ScoreInterviewPayload } from '../../../features/interviews/index.ts';
import type { JobDeps } from '../../job-deps.ts';
import { defineJob } from '../../define-job.ts';

/** Scores a submitted interview's answers and stores its result; after the last attempt it shows scoring failed. */
export const scoreInterviewJob = defineJob<ScoreInterviewPayload, Pick<JobDeps, 'interviews'>>({
  name: SCORE_INTERVIEW_JOB,
  version: 1,
  schema: z.object({ interview_id: z.guid() }),
  maxAttempts: 3,
  run: (payload, { deps }) => deps.interviews.score(payload.interview_id),
  onFailure: (payload, error, deps) => deps.interviews.scoringFailed(payload.interview_id, error),
});
