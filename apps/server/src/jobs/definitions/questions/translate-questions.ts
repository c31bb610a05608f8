import { z } from 'zod';
import { TRANSLATE_QUESTIONS_JOB, type TranslateQuestionsPayload } from '../../../features/questions/index.ts';
import type { JobDeps } from '../../job-deps.ts';
import { defineJob } from '../../define-job.ts';

/**
 * Translates a position's current question set with the AI engine into the language asked for
 * and writes it as the set's next version, a draft for the team to review (decision 795); after
 * the last attempt the translation is failed with the reason.
 */
export const translateQuestionsJob = defineJob<TranslateQuestionsPayload, Pick<JobDeps, 'questions'>>({
  name: TRANSLATE_QUESTIONS_JOB,
  version: 1,
  schema: z.object({
    translation_id: z.guid(),
    job_position_id: z.guid(),
    company_id: z.guid(),
    requested_by: z.guid().nullable(),
  }),
  maxAttempts: 3,
  run: (payload, { deps }) => deps.questions.runTranslation(payload),
  onFailure: (payload, error, deps) => deps.questions.translationFailed(payload, error),
});
