import type { InterviewDetail, ReviewScore } from '@hiring/shared/interviews';
import type { AuthContext } from '../../plugins/auth.ts';
import { listQuestions } from '../questions/index.ts';
import { interviewDetail } from './interview-detail.ts';
import { interviewNotFound, notCompleted, notScored, questionNotInInterview } from './interview-errors.ts';
import { companyOf, type InterviewsContext } from './interviews-context.ts';
import * as repo from './interviews.repository.ts';
import { storeResult } from './stored-result.ts';
import { isUuid } from '../../lib/uuid.ts';

/**
 * A reviewer's score and note for one answer of a scored interview. The AI's score is kept beside
 * it; the result is recomputed with the reviewer's score in the same transaction.
 */
export async function reviewAnswer(
  ctx: InterviewsContext,
  auth: AuthContext,
  id: string,
  questionId: string,
  input: ReviewScore,
): Promise<InterviewDetail> {
  const companyId = companyOf(auth);
  const row = await repo.findInterview(ctx.db, companyId, id);
  if (!row) throw interviewNotFound();
  if (row.status !== 'completed') throw notCompleted();
  if (row.scoringStatus !== 'scored') throw notScored();
  const questions = await listQuestions(ctx.db, row.questionSetId);
  if (!isUuid(questionId) || !questions.some((q) => q.id === questionId)) throw questionNotInInterview();
  await ctx.db.transaction(async (tx) => {
    await repo.lockInterview(tx, row.id);
    const updated = await repo.updateAnswer(tx, row.id, questionId, {
      reviewScore: input.score,
      reviewNote: input.note,
      reviewedBy: auth.userId,
      reviewedAt: new Date(),
    });
    if (!updated) throw questionNotInInterview();
    await storeResult(tx, row, questions);
  });
  return interviewDetail(ctx, auth, row.id);
}
