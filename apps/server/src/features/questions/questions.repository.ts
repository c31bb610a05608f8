import { and, asc, desc, eq, inArray, max, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oneRow } from '../../db/json-rows.ts';
import { isRootDb, preparedPerDb } from '../../db/prepared.ts';
import type { QuestionCounts, Tx } from '../job-positions/index.ts';
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

/** A set that has been written: its questions are what the screens, counts and interviews use. */
const WRITTEN_SET_STATUSES: ('draft' | 'finalized')[] = ['draft', 'finalized'];

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
    .where(and(eq(questionSets.jobPositionId, jobPositionId), inArray(questionSets.status, WRITTEN_SET_STATUSES)))
    .orderBy(desc(questionSets.version))
    .limit(1);
  return row;
}

/** The statement of `latestAndCurrentSet`, on a value or on the placeholder `jobPositionId`. */
function latestAndCurrentQuery(db: Tx, jobPositionId: string | Placeholder) {
  const newest = (written: boolean) =>
    db
      .select({ id: questionSets.id })
      .from(questionSets)
      .where(and(eq(questionSets.jobPositionId, jobPositionId), written ? inArray(questionSets.status, WRITTEN_SET_STATUSES) : undefined))
      .orderBy(desc(questionSets.version))
      .limit(1);
  return db
    .select()
    .from(questionSets)
    .where(sql`${questionSets.id} in ((${newest(false)}), (${newest(true)}))`)
    .orderBy(desc(questionSets.version));
}

const latestAndCurrentPrepared = preparedPerDb((db) =>
  latestAndCurrentQuery(db, sql.placeholder('jobPositionId')).prepare('latest_and_current_sets'),
);

/**
 * The newest set and the newest written set of a position, in one statement (decision 447): the
 * rows of the two ids `latestSet` and `currentSet` would each find (one row when they are the
 * same set, none when the position has no set). Outside a transaction, a prepared statement.
 */
export async function latestAndCurrentSet(
  db: Tx,
  jobPositionId: string,
): Promise<{ latest: QuestionSetRow | undefined; current: QuestionSetRow | undefined }> {
  const rows = isRootDb(db)
    ? await latestAndCurrentPrepared(db).execute({ jobPositionId })
    : await latestAndCurrentQuery(db, jobPositionId);
  return { latest: rows[0], current: rows.find((row) => (WRITTEN_SET_STATUSES as string[]).includes(row.status)) };
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

const setQuestionsQuery = (db: Tx, questionSetId: string | Placeholder) =>
  db
    .select()
    .from(interviewQuestions)
    .where(eq(interviewQuestions.questionSetId, questionSetId))
    .orderBy(asc(interviewQuestions.questionOrder));

const setQuestionsPrepared = preparedPerDb((db) => setQuestionsQuery(db, sql.placeholder('questionSetId')).prepare('set_questions'));

/** A set's questions in order; outside a transaction, a prepared statement (the questions screen reads it on every visit). */
export async function listQuestions(db: Tx, questionSetId: string): Promise<InterviewQuestionRow[]> {
  return isRootDb(db) ? setQuestionsPrepared(db).execute({ questionSetId }) : setQuestionsQuery(db, questionSetId);
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

export interface HistoryWithAuthor extends QuestionHistoryRow {
  /** The author's name (their email when they have none); null for the system. */
  authorName: string | null;
}

/** A question's history (by lineage, across versions), or the whole position's without `lineageId`; each with its author's name. */
export async function listHistory(db: Tx, jobPositionId: string, lineageId?: string): Promise<HistoryWithAuthor[]> {
  const rows = await db
    .select({ entry: questionHistory, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(questionHistory)
    .leftJoin(users, eq(users.id, questionHistory.changedBy))
    .where(
      lineageId
        ? and(eq(questionHistory.jobPositionId, jobPositionId), eq(questionHistory.lineageId, lineageId))
        : eq(questionHistory.jobPositionId, jobPositionId),
    )
    .orderBy(asc(questionHistory.createdAt), asc(questionHistory.version));
  return rows.map((r) => {
    const name = `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim();
    return { ...r.entry, authorName: name || r.email || null };
  });
}

/** The id of the current (newest written) set of the position `jobPositionId`, as a subquery. */
const currentSetIdOf = (jobPositionId: SQL | Placeholder) =>
  sql`(select ${questionSets.id} from ${questionSets} where ${questionSets.jobPositionId} = ${jobPositionId} and ${inArray(questionSets.status, WRITTEN_SET_STATUSES)} order by ${questionSets.version} desc limit 1)`;
const currentSetId = () => currentSetIdOf(sql.placeholder('jobPositionId'));

/** The current set's status and question count (`n`): a row, or none without a written set. */
const setCountsOf = (jobPositionId: SQL | Placeholder) =>
  sql`select ${questionSets.status} as status, (select count(*)::int from ${interviewQuestions} where ${interviewQuestions.questionSetId} = ${questionSets.id}) as n from ${questionSets} where ${questionSets.id} = ${currentSetIdOf(jobPositionId)}`;

/**
 * How many questions the current set of the position `jobPositionId` has, as a JSON
 * `QuestionCounts` (null when it has no written set): a subquery that other statements read
 * beside their own rows (the position's answer, decision 462). Its columns are inside a nested
 * fragment, where Drizzle keeps them qualified (a select field's own columns are written bare).
 */
export const currentCountsJson = (jobPositionId: SQL | Placeholder): SQL<QuestionCounts | null> =>
  sql<QuestionCounts | null>`(select json_build_object('total', n, 'finalized', case when status = 'finalized' then n else 0 end) from (${setCountsOf(jobPositionId)}) as set_counts)`;

const currentCountsQuery = preparedPerDb((db) =>
  db
    .select({ counts: currentCountsJson(sql.placeholder('jobPositionId')) })
    .from(oneRow)
    .prepare('current_question_counts'),
);

/** How many questions the current set has, in one prepared query (zeros when there is none). */
export async function currentSetCounts(db: Db, jobPositionId: string): Promise<QuestionCounts> {
  const [row] = await currentCountsQuery(db).execute({ jobPositionId });
  return row?.counts ?? { total: 0, finalized: 0 };
}

const currentQuestionsQuery = preparedPerDb((db) =>
  db
    .select()
    .from(interviewQuestions)
    .where(sql`${interviewQuestions.questionSetId} = ${currentSetId()}`)
    .orderBy(asc(interviewQuestions.questionOrder))
    .prepare('current_questions'),
);

const currentLinksQuery = preparedPerDb((db) =>
  db
    .select({
      id: interviewQuestions.id,
      text: interviewQuestions.text,
      difficulty: interviewQuestions.difficulty,
      goalConnections: interviewQuestions.goalConnections,
      createdAt: interviewQuestions.createdAt,
    })
    .from(interviewQuestions)
    .where(sql`${interviewQuestions.questionSetId} = ${currentSetId()}`)
    .orderBy(asc(interviewQuestions.questionOrder))
    .prepare('current_question_links'),
);

/**
 * What the goals screen shows of the current set's questions, in order, in one prepared query
 * (none when there is no set): the columns of their links only, not the guidelines and
 * follow-ups a question carries (decision 461).
 */
export async function listCurrentQuestionLinks(
  db: Db,
  jobPositionId: string,
): Promise<Pick<InterviewQuestionRow, 'id' | 'text' | 'difficulty' | 'goalConnections' | 'createdAt'>[]> {
  return currentLinksQuery(db).execute({ jobPositionId });
}

/** The current set's questions in order, in one prepared query (none when there is no set). */
export async function listCurrentQuestions(db: Db, jobPositionId: string): Promise<InterviewQuestionRow[]> {
  return currentQuestionsQuery(db).execute({ jobPositionId });
}
