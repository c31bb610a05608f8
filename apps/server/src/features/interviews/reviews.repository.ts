import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../job-positions/index.ts';
import { type AnswerReviewRow, answerAiReveals, answerReviews } from './reviews.table.ts';

/** Reviewers' scores of answers and their "Show AI score" choices (decision 660). */

export async function listReviews(db: Tx, interviewIds: string[]): Promise<AnswerReviewRow[]> {
  if (interviewIds.length === 0) return [];
  return db.select().from(answerReviews).where(inArray(answerReviews.interviewId, interviewIds)).orderBy(answerReviews.createdAt);
}

export async function findReview(db: Tx, interviewId: string, questionId: string, reviewerId: string) {
  const [row] = await db
    .select()
    .from(answerReviews)
    .where(
      and(eq(answerReviews.interviewId, interviewId), eq(answerReviews.questionId, questionId), eq(answerReviews.reviewerId, reviewerId)),
    )
    .limit(1);
  return row;
}

export interface ReviewValues {
  companyId: string;
  interviewId: string;
  questionId: string;
  reviewerId: string;
  score: number;
  note: string | null;
  overrideReasonCode: string | null;
  overrideReasonText: string | null;
}

/** This reviewer's one score of the answer: the first saves it, a later one replaces it. */
export async function upsertReview(tx: Tx, values: ReviewValues, at: Date): Promise<void> {
  const { score, note, overrideReasonCode, overrideReasonText } = values;
  await tx
    .insert(answerReviews)
    .values({ ...values, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: [answerReviews.interviewId, answerReviews.questionId, answerReviews.reviewerId],
      set: { score, note, overrideReasonCode, overrideReasonText, updatedAt: at },
    });
}

/** The questions of an interview whose AI score this reviewer chose to see before scoring. */
export async function revealedQuestions(db: Tx, interviewId: string, reviewerId: string): Promise<Set<string>> {
  const rows = await db
    .select({ questionId: answerAiReveals.questionId })
    .from(answerAiReveals)
    .where(and(eq(answerAiReveals.interviewId, interviewId), eq(answerAiReveals.reviewerId, reviewerId)));
  return new Set(rows.map((r) => r.questionId));
}

/** Records the choice once; true when it is new. */
export async function addReveal(tx: Tx, interviewId: string, questionId: string, reviewerId: string): Promise<boolean> {
  const rows = await tx
    .insert(answerAiReveals)
    .values({ interviewId, questionId, reviewerId })
    .onConflictDoNothing()
    .returning({ questionId: answerAiReveals.questionId });
  return rows.length > 0;
}

/** On deletion of a candidate's data: reviewers' notes and reasons may repeat the answer; the scores and codes stay. */
export async function eraseReviewTexts(tx: Tx, interviewId: string): Promise<void> {
  await tx.update(answerReviews).set({ note: null, overrideReasonText: null }).where(eq(answerReviews.interviewId, interviewId));
}
