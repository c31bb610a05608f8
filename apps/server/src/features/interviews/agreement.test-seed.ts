import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { GoalConnection } from '@hiring/shared/ai';
import type { TestApp } from '../../test/harness.ts';
import { interviewQuestions, questionSets } from '../questions/index.ts';
import { answerReviews } from './reviews.table.ts';
import { interviewAnswers, interviews } from './interviews.table.ts';

/**
 * Scored and reviewed answers written straight into the tables, for the agreement tests: each
 * answer is a completed, scored interview of its own with the AI's score and every reviewer's
 * score as given (the review API takes one reviewer per call; this sets many at once).
 */

export interface SeededAnswer {
  /** The AI's score; null where the AI gave none. */
  ai: number | null;
  /** One score per reviewer. */
  reviewers: number[];
}

/** The questions of a position's finalized set, in order. */
export async function finalizedQuestions(t: TestApp, jobPositionId: string) {
  const [set] = await t.database.db
    .select()
    .from(questionSets)
    .where(and(eq(questionSets.jobPositionId, jobPositionId), eq(questionSets.status, 'finalized')));
  if (!set) throw new Error('no finalized set');
  const questions = await t.database.db
    .select()
    .from(interviewQuestions)
    .where(eq(interviewQuestions.questionSetId, set.id))
    .orderBy(asc(interviewQuestions.questionOrder));
  return { set, questions };
}

/** Points a question at the given goals only, so a test knows which answers each goal has. */
export async function connectGoals(t: TestApp, questionId: string, goals: { id: string; text: string }[]) {
  const connections: GoalConnection[] = goals.map((g) => ({
    goal_id: g.id,
    goal_text: g.text,
    category: 'technical',
    importance: 8,
    weight: 1 / goals.length,
    reasoning: 'Set by the test.',
    connection_strength: 80,
  }));
  await t.database.db.update(interviewQuestions).set({ goalConnections: connections }).where(eq(interviewQuestions.id, questionId));
}

/** Writes the answers to one question of a position, each in an interview of its own. */
export async function seedAnswers(
  t: TestApp,
  where: { companyId: string; jobPositionId: string; questionId: string },
  answers: SeededAnswer[],
  reviewerIds: string[] = [randomUUID(), randomUUID(), randomUUID()],
) {
  const [question] = await t.database.db.select().from(interviewQuestions).where(eq(interviewQuestions.id, where.questionId));
  const [set] = await t.database.db.select().from(questionSets).where(eq(questionSets.id, question!.questionSetId));
  for (const a of answers) {
    const [interview] = await t.database.db
      .insert(interviews)
      .values({
        companyId: where.companyId,
        jobPositionId: where.jobPositionId,
        questionSetId: set!.id,
        questionSetVersion: set!.version,
        tokenHash: randomBytes(16).toString('hex'),
        status: 'completed',
        scoringStatus: 'scored',
        expiresAt: new Date(Date.now() + 86_400_000),
        completedAt: new Date(),
        scoredAt: new Date(),
      })
      .returning();
    await t.database.db
      .insert(interviewAnswers)
      .values({ interviewId: interview!.id, questionId: where.questionId, text: 'An answer.', aiScore: a.ai });
    if (a.reviewers.length > 0)
      await t.database.db.insert(answerReviews).values(
        a.reviewers.map((score, i) => ({
          companyId: where.companyId,
          interviewId: interview!.id,
          questionId: where.questionId,
          reviewerId: reviewerIds[i]!,
          score,
        })),
      );
  }
}
