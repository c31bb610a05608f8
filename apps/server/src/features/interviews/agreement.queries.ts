import { and, eq, sql } from 'drizzle-orm';
import type { GoalConnection } from '@hiring/shared/ai';
import { jobPositions, type Tx } from '../job-positions/index.ts';
import { interviewQuestions, questionSets } from '../questions/index.ts';
import { answerReviews } from './reviews.table.ts';
import { interviewAnswers, interviews } from './interviews.table.ts';

/** One reviewed answer: the AI's score (null when the AI gave none) and every reviewer's score. */
export interface ReviewedAnswer {
  answerId: string;
  aiScore: number | null;
  reviewerScores: number[];
  questionId: string;
  questionText: string;
  questionOrder: number;
  questionSetVersion: number;
  goalConnections: GoalConnection[];
  jobPositionId: string;
  jobTitle: string;
}

/**
 * Every answer of the company (or of one position) that at least one reviewer scored, with its
 * reviewers' scores gathered, its question and its position, in one statement. The company is
 * matched on both the review and the interview.
 */
export async function listReviewedAnswers(db: Tx, companyId: string, jobPositionId?: string): Promise<ReviewedAnswer[]> {
  const rows = await db
    .select({
      answerId: interviewAnswers.id,
      aiScore: interviewAnswers.aiScore,
      reviewerScores: sql<number[]>`json_agg(${answerReviews.score} order by ${answerReviews.score})`,
      questionId: interviewQuestions.id,
      questionText: interviewQuestions.text,
      questionOrder: interviewQuestions.questionOrder,
      questionSetVersion: questionSets.version,
      goalConnections: interviewQuestions.goalConnections,
      jobPositionId: interviews.jobPositionId,
      jobTitle: jobPositions.title,
    })
    .from(answerReviews)
    .innerJoin(interviews, and(eq(interviews.id, answerReviews.interviewId), eq(interviews.companyId, answerReviews.companyId)))
    .innerJoin(
      interviewAnswers,
      and(eq(interviewAnswers.interviewId, answerReviews.interviewId), eq(interviewAnswers.questionId, answerReviews.questionId)),
    )
    .innerJoin(interviewQuestions, eq(interviewQuestions.id, answerReviews.questionId))
    .innerJoin(questionSets, eq(questionSets.id, interviewQuestions.questionSetId))
    .innerJoin(jobPositions, eq(jobPositions.id, interviews.jobPositionId))
    .where(
      and(
        eq(answerReviews.companyId, companyId),
        eq(interviews.companyId, companyId),
        jobPositionId ? eq(interviews.jobPositionId, jobPositionId) : undefined,
      ),
    )
    .groupBy(interviewAnswers.id, interviewQuestions.id, questionSets.id, interviews.jobPositionId, jobPositions.id);
  return rows.map((r) => ({ ...r, reviewerScores: r.reviewerScores.map(Number) }));
}
