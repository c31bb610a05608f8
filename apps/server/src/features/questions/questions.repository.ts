import { and, asc, desc, eq, inArray, max } from 'drizzle-orm';
import type { Tx } from '../job-positions/index.ts';
import { users } from '../users/index.ts';
import {
  type InterviewQuestionRow,
  interviewQuestions,
  type NewInterviewQuestion,
  questionHistory,
  type QuestionHistoryRow,
  type QuestionSetRow,
  questionSets,
} from './questions.table.ts';

/** Queries on a position's questions; callers have already found the position within their company. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

/** The newest set of a position, whatever its state. */
export async function latestSet(db: Tx, jobPositionId: string): Promise<QuestionSetRow | undefined> {
  const [row] = await db
    .select()
    .from(questionSets)
    .where(eq(questionSets.jobPositionId, jobPositionId))
    .orderBy(desc(questionSets.version))
    .limit(1);
  return row;
}

/** The newest written set (draft or finalized): the one the screens, counts and interviews use. */
export async function currentSet(db: Tx, jobPositionId: string): Promise<QuestionSetRow | undefined> {
  const [row] = await db
    .select()
    .from(questionSets)
    .where(and(eq(questionSets.jobPositionId, jobPositionId), inArray(questionSets.status, ['draft', 'finalized'])))
    .orderBy(desc(questionSets.version))
    .limit(1);
  return row;
}

export async function nextVersion(db: Tx, jobPositionId: string): Promise<number> {
  const [row] = await db
    .select({ v: max(questionSets.version) })
    .from(questionSets)
    .where(eq(questionSets.jobPositionId, jobPositionId));
  return (row?.v ?? 0) + 1;
}

export async function insertSet(db: Tx, values: typeof questionSets.$inferInsert): Promise<QuestionSetRow> {
  const [row] = await db.insert(questionSets).values(values).returning();
  return row!;
}

/** Updates a set only while it is still in `expected` state; says whether it did. */
export async function updateSet(
  db: Tx,
  id: string,
  values: Partial<typeof questionSets.$inferInsert>,
  expected?: QuestionSetRow['status'],
): Promise<boolean> {
  const rows = await db
    .update(questionSets)
    .set(values)
    .where(expected ? and(eq(questionSets.id, id), eq(questionSets.status, expected)) : eq(questionSets.id, id))
    .returning({ id: questionSets.id });
  return rows.length > 0;
}

export async function listQuestions(db: Tx, questionSetId: string): Promise<InterviewQuestionRow[]> {
  return db
    .select()
    .from(interviewQuestions)
    .where(eq(interviewQuestions.questionSetId, questionSetId))
    .orderBy(asc(interviewQuestions.questionOrder));
}

export async function findQuestion(db: Tx, jobPositionId: string, id: string): Promise<InterviewQuestionRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(interviewQuestions)
    .where(and(eq(interviewQuestions.id, id), eq(interviewQuestions.jobPositionId, jobPositionId)))
    .limit(1);
  return row;
}

export async function insertQuestions(db: Tx, values: NewInterviewQuestion[]): Promise<InterviewQuestionRow[]> {
  if (values.length === 0) return [];
  return db.insert(interviewQuestions).values(values).returning();
}

export async function updateQuestion(db: Tx, id: string, values: Partial<NewInterviewQuestion>): Promise<void> {
  await db
    .update(interviewQuestions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(interviewQuestions.id, id));
}

export async function insertHistory(db: Tx, values: (typeof questionHistory.$inferInsert)[]): Promise<void> {
  if (values.length > 0) await db.insert(questionHistory).values(values);
}

/** A history entry with the name of the user who made the change (null for the system or a deleted user). */
export type HistoryWithAuthor = QuestionHistoryRow & { changedByName: string | null };

/** A question's history (by lineage, across versions), or the whole position's without `lineageId`. */
export async function listHistory(db: Tx, jobPositionId: string, lineageId?: string): Promise<HistoryWithAuthor[]> {
  const rows = await db
    .select({ entry: questionHistory, firstName: users.firstName, lastName: users.lastName })
    .from(questionHistory)
    .leftJoin(users, eq(users.id, questionHistory.changedBy))
    .where(
      lineageId
        ? and(eq(questionHistory.jobPositionId, jobPositionId), eq(questionHistory.lineageId, lineageId))
        : eq(questionHistory.jobPositionId, jobPositionId),
    )
    .orderBy(asc(questionHistory.createdAt), asc(questionHistory.version));
  return rows.map((r) => ({
    ...r.entry,
    changedByName: r.firstName === null ? null : `${r.firstName} ${r.lastName ?? ''}`.trim(),
  }));
}
