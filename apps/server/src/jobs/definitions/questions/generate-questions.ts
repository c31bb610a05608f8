import { z } from 'zod';
import { GENERATE_QUESTIONS_JOB } from '../../../features/goals/index.ts';
import type { QuestionJobPayload } from '../../../features/questions/index.ts';
import type { JobDeps } from '../../job-deps.ts';
import { defineJob } from '../../define-job.ts';

/**
 * Writes a position's interview questions once its goals are confirmed (or on generate and
 * regenerate, with the interview's length and the team's questions to keep); after the last
 * attempt the position moves to questions_generation_failed.
 */
export const generateQuestionsJob = defineJob<QuestionJobPayload, Pick<JobDeps, 'questions'>>({
  name: GENERATE_QUESTIONS_JOB,
  version: 1,
  schema: z.object({
    job_position_id: z.guid(),
    company_id: z.guid(),
    requested_by: z.guid().nullable(),
    length_minutes: z.number().int().positive().optional(),
    keep_lineages: z.array(z.string()).optional(),
  }),
  maxAttempts: 3,
  run: (payload, { deps }) => deps.questions.runGeneration(payload),
  onFailure: (payload, error, deps) => deps.questions.generationFailed(payload, error),
});
