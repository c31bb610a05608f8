import { type JobGoalRow, positionGoals, type Tx } from '../job-positions/index.ts';
import type { InterviewQuestionRow } from '../questions/index.ts';
import * as repo from './interviews.repository.ts';
import { computeResult, type GoalInfo, type InterviewResultValues } from './interviews.scoring.ts';
import type { InterviewRow } from './interviews.table.ts';
import { withReviewerMeans } from './review-scores.ts';
import { listReviews } from './reviews.repository.ts';

const goalInfo = (goals: JobGoalRow[]): Map<string, GoalInfo> =>
  new Map(goals.map((g) => [g.id, { text: g.text, category: g.category, importance: g.importance }]));

/**
 * Recomputes and stores the per-goal and overall result from the stored answer scores (the
 * reviewers' mean over the AI's), with `extra` columns in the same update; returns it.
 */
export async function storeResult(
  tx: Tx,
  row: InterviewRow,
  questions: InterviewQuestionRow[],
  extra: Partial<InterviewRow> = {},
): Promise<InterviewResultValues> {
  const [stored, reviews, goals] = await Promise.all([
    repo.listAnswers(tx, row.id),
    listReviews(tx, [row.id]),
    positionGoals(tx, row.jobPositionId),
  ]);
  const answers = withReviewerMeans(stored, reviews);
  const result = computeResult(
    questions.map((q) => ({ id: q.id, goalConnections: q.goalConnections })),
    answers
      .filter((a) => questions.some((q) => q.id === a.questionId))
      .map((a) => ({
        questionId: a.questionId,
        aiScore: a.aiScore,
        aiGoalScores: a.aiGoalScores,
        aiFlags: a.aiFlags,
        aiLanguage: a.aiLanguage,
        reviewScore: a.reviewScore,
      })),
    goalInfo(goals),
  );
  // Once the candidate's data is deleted, no quote may come back into the result.
  if (row.dataDeletedAt) for (const g of result.goalResults) g.quote = null;
  await repo.updateInterview(tx, row.id, { ...result, ...extra });
  return result;
}
