import { z } from 'zod';
import { GENERATE_GOALS_JOB, type GenerateGoalsPayload } from '../../../features/job-positions/index.ts';
import type { JobDeps } from '../../job-deps.ts';
import { defineJob } from '../../define-job.ts';

/** Generates a new position's goals (its preset and custom ones kept) and moves it from pending to draft; gives up to failed. */
export const generateGoalsJob = defineJob<GenerateGoalsPayload, Pick<JobDeps, 'jobPositions'>>({
  name: GENERATE_GOALS_JOB,
  version: 1,
  schema: z.object({
    job_position_id: z.guid(),
    company_id: z.guid(),
    preset_goal_ids: z.array(z.number().int()),
    custom_goals: z.array(z.string()),
    requested_by: z.guid().nullable(),
  }),
  maxAttempts: 3,
  run: (payload, { deps }) => deps.jobPositions.generateGoals(payload),
  onFailure: (payload, error, deps) => deps.jobPositions.goalGenerationFailed(payload, error),
});
