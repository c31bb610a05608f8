import { and, asc, desc, eq, getTableColumns, gte, inArray, lt, max, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { TRANSLATION_STALE_MS } from '@hiring/shared/questions';
import type { Db } from '../../db/client.ts';
import { fromJson, type JsonRow, jsonArray, jsonObject, oneRow } from '../../db/json-rows.ts';
import { isRootDb, preparedPerDb } from '../../db/prepared.ts';
import {
  findSessionWithPositionReads,
  goalsFromJson,
  goalsJson,
  type JobGoalRow,
  positionReadsQuery,
  type QuestionCounts,
  readPositionReads,
  sessionPositionWith,
  type Tx,
} from '../job-positions/index.ts';
import { users } from '../users/index.ts';
import {
  type InterviewQuestionRow,
  interviewQuestions,
  type NewInterviewQuestion,
  questionHistory,
  type QuestionHistoryRow,
  type QuestionSetRow,
  questionSets,
  questionSetTranslations,
  type QuestionSetTranslationRow,
} from './questions.table.ts';
import { isUuid } from '../../lib/uuid.ts';

/** Queries on a position's questions; callers have already found the position within their company. */

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

export async function deleteQuestion(db: Tx, id: string): Promise<void> {
  await db.delete(interviewQuestions).where(eq(interviewQuestions.id, id));
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

// --- translations (decision 795) ------------------------------------------------------------------

/** A translation still running: `translating`, and moved on within TRANSLATION_STALE_MS (else its job is gone). */
export const isRunningTranslation = (row: QuestionSetTranslationRow | undefined, now = Date.now()): row is QuestionSetTranslationRow =>
  row?.status === 'translating' && row.updatedAt.getTime() > now - TRANSLATION_STALE_MS;

/** The position's running translation, if any. */
export async function runningTranslation(db: Tx, jobPositionId: string): Promise<QuestionSetTranslationRow | undefined> {
  const [row] = await db
    .select()
    .from(questionSetTranslations)
    .where(
      and(
        eq(questionSetTranslations.jobPositionId, jobPositionId),
        eq(questionSetTranslations.status, 'translating'),
        gte(questionSetTranslations.updatedAt, new Date(Date.now() - TRANSLATION_STALE_MS)),
      ),
    )
    .limit(1);
  return row;
}

/** Fails the position's translations that stopped moving (their job gone), so a new one may start. */
export async function failStaleTranslations(db: Tx, jobPositionId: string, reason: string): Promise<void> {
  await db
    .update(questionSetTranslations)
    .set({ status: 'failed', failureReason: reason, updatedAt: new Date() })
    .where(
      and(
        eq(questionSetTranslations.jobPositionId, jobPositionId),
        eq(questionSetTranslations.status, 'translating'),
        lt(questionSetTranslations.updatedAt, new Date(Date.now() - TRANSLATION_STALE_MS)),
      ),
    );
}

export async function insertTranslation(db: Tx, values: typeof questionSetTranslations.$inferInsert): Promise<QuestionSetTranslationRow> {
  const [row] = await db.insert(questionSetTranslations).values(values).returning();
  return row!;
}

export async function findTranslation(db: Tx, id: string): Promise<QuestionSetTranslationRow | undefined> {
  const [row] = await db.select().from(questionSetTranslations).where(eq(questionSetTranslations.id, id)).limit(1);
  return row;
}

/** The position's newest translation, whatever its state. */
export async function latestTranslation(db: Tx, jobPositionId: string): Promise<QuestionSetTranslationRow | undefined> {
  const [row] = await db
    .select()
    .from(questionSetTranslations)
    .where(eq(questionSetTranslations.jobPositionId, jobPositionId))
    .orderBy(desc(questionSetTranslations.createdAt))
    .limit(1);
  return row;
}

/** Updates a translation only while it is still translating (a late or second run changes nothing); says whether it did. */
export async function updateRunningTranslation(
  db: Tx,
  id: string,
  values: Partial<typeof questionSetTranslations.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(questionSetTranslations)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(questionSetTranslations.id, id), eq(questionSetTranslations.status, 'translating')))
    .returning({ id: questionSetTranslations.id });
  return rows.length > 0;
}

/** The id of the newest set of the position `jobPositionId`, or of its newest written set (the current one), as a subquery. */
const newestSetIdOf = (jobPositionId: SQL | Placeholder, written: boolean) =>
  sql`(select ${questionSets.id} from ${questionSets} where ${questionSets.jobPositionId} = ${jobPositionId}${written ? sql` and ${inArray(questionSets.status, WRITTEN_SET_STATUSES)}` : sql``} order by ${questionSets.version} desc limit 1)`;
const currentSetIdOf = (jobPositionId: SQL | Placeholder) => newestSetIdOf(jobPositionId, true);

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

/** What the goals screen shows of a question: the columns of its links, not its guidelines and follow-ups (decision 461). */
const linkColumns = {
  id: interviewQuestions.id,
  text: interviewQuestions.text,
  difficulty: interviewQuestions.difficulty,
  goalConnections: interviewQuestions.goalConnections,
  createdAt: interviewQuestions.createdAt,
};
export type QuestionLinkRow = Pick<InterviewQuestionRow, keyof typeof linkColumns>;

/**
 * The current set's questions of the position `jobPositionId`, in order, with the columns of
 * their links, as SQL of a JSON array (none without a set): read within the goals feature's
 * statement beside the goals (decision 463).
 */
export const currentQuestionLinksJson = (jobPositionId: SQL | Placeholder): SQL<JsonRow[]> =>
  jsonArray<JsonRow>(
    jsonObject(linkColumns),
    sql`from ${interviewQuestions} where ${interviewQuestions.questionSetId} = ${currentSetIdOf(jobPositionId)}`,
    [asc(interviewQuestions.questionOrder)],
  );

/** The rows read by `currentQuestionLinksJson`. */
export const questionLinksFromJson = (rows: JsonRow[]): QuestionLinkRow[] => rows.map((row) => fromJson<QuestionLinkRow>(linkColumns, row));

const setColumns = getTableColumns(questionSets);
const questionColumns = getTableColumns(interviewQuestions);
const translationColumns = getTableColumns(questionSetTranslations);

/** The newest translation of the position `jobPositionId`, as a subquery of its id. */
const newestTranslationIdOf = (jobPositionId: SQL | Placeholder) =>
  sql`(select ${questionSetTranslations.id} from ${questionSetTranslations} where ${questionSetTranslations.jobPositionId} = ${jobPositionId} order by ${questionSetTranslations.createdAt} desc limit 1)`;

/** The questions screen's reads as JSON columns, on the position's id (a placeholder, or a column as SQL). */
const questionsScreenFields = (id: SQL | Placeholder) => ({
  sets: jsonArray<JsonRow>(
    jsonObject(setColumns),
    sql`from ${questionSets} where ${questionSets.id} in (${newestSetIdOf(id, false)}, ${currentSetIdOf(id)})`,
    [desc(questionSets.version)],
  ).as('sets'),
  goals: goalsJson(id).as('goals'),
  questions: jsonArray<JsonRow>(
    jsonObject(questionColumns),
    sql`from ${interviewQuestions} where ${interviewQuestions.questionSetId} = ${currentSetIdOf(id)}`,
    [asc(interviewQuestions.questionOrder)],
  ).as('questions'),
  translations: jsonArray<JsonRow>(
    jsonObject(translationColumns),
    sql`from ${questionSetTranslations} where ${questionSetTranslations.id} = ${newestTranslationIdOf(id)}`,
    [desc(questionSetTranslations.createdAt)],
  ).as('translations'),
});

/**
 * The questions screen's reads in one prepared statement (decision 464), each as JSON: the newest
 * set and the current (newest written) one, one row when they are the same set (decision 447);
 * the position's goals; and the current set's questions in order. One snapshot, so the questions
 * are always the current set's own.
 */
const questionsScreenQuery = positionReadsQuery('questions_screen', questionsScreenFields);

export interface QuestionsScreenRows {
  /** The newest set, whatever its state. */
  latest: QuestionSetRow | undefined;
  /** The newest written set (draft or finalized). */
  current: QuestionSetRow | undefined;
  goals: JobGoalRow[];
  /** The current set's questions in order (none without one). */
  questions: InterviewQuestionRow[];
  /** The newest translation of the position's questions, if one was ever asked for (decision 795). */
  translation: QuestionSetTranslationRow | undefined;
}

/** The questions screen's one statement (decision 470): its reads beside the session and its position. */
const sessionQuestionsQuery = sessionPositionWith('session_questions_screen', questionsScreenFields);

function toQuestionsScreen(row: { sets: JsonRow[]; goals: JsonRow[]; questions: JsonRow[]; translations: JsonRow[] }): QuestionsScreenRows {
  const sets = row.sets.map((set) => fromJson<QuestionSetRow>(setColumns, set));
  return {
    latest: sets[0],
    current: sets.find((set) => (WRITTEN_SET_STATUSES as string[]).includes(set.status)),
    goals: goalsFromJson(row.goals),
    questions: row.questions.map((question) => fromJson<InterviewQuestionRow>(questionColumns, question)),
    translation: row.translations[0] && fromJson<QuestionSetTranslationRow>(translationColumns, row.translations[0]),
  };
}

export const readQuestionsScreen = (db: Db, jobPositionId: string): Promise<QuestionsScreenRows> =>
  readPositionReads(questionsScreenQuery, db, jobPositionId, toQuestionsScreen);

/** The session, the position of `id` and the questions screen's rows, in one statement (decision 470). */
export const findSessionWithQuestionsScreen = (db: Db, sessionId: string, userId: string, id: string) =>
  findSessionWithPositionReads(sessionQuestionsQuery, db, sessionId, userId, id, toQuestionsScreen);
