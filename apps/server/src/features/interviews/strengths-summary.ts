import { type GoalStrength, strengthsText } from '@hiring/shared/decisions';
import type { Tx } from '../job-positions/index.ts';
import { listQuestions } from '../questions/index.ts';
import type { InterviewRow } from './interviews.table.ts';
import { listReviews } from './reviews.repository.ts';

export type StrengthsSummary = { reviewed: false } | { reviewed: true; goals: GoalStrength[]; text: string };

/**
 * The summary of strengths per goal a candidate may receive (decision 764): written only once a
 * person has scored every answer, from the goals' reviewed (human) scores only; never the AI's
 * score, and never a number, only words. Used by a rejection's message and by the mail after
 * review (issue 42, item 5).
 */
export async function strengthsSummary(db: Tx, row: InterviewRow): Promise<StrengthsSummary> {
  if (row.status !== 'completed' || row.scoringStatus !== 'scored') return { reviewed: false };
  const [questions, reviews] = await Promise.all([listQuestions(db, row.questionSetId), listReviews(db, [row.id])]);
  const reviewed = new Set(reviews.map((r) => r.questionId));
  if (questions.length === 0 || !questions.every((q) => reviewed.has(q.id))) return { reviewed: false };
  const goals = row.goalResults.map((g) => ({ goal_text: g.goal_text, human_score: g.human_score }));
  return { reviewed: true, goals, text: strengthsText(goals) };
}
