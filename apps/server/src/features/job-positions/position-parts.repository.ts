import { asc, eq, getTableColumns, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fromJson, type JsonRow, jsonArray, jsonObject, oneRow } from '../../db/json-rows.ts';
import { givenKeys, isRootDb, placeholdersOf, preparedPerDb, preparedPerShape, prefixedParams } from '../../db/prepared.ts';
import { users } from '../users/index.ts';
import { type NewJobPosition, type Tx, updatePositionQuery } from './position-rows.repository.ts';
import {
  findSessionWithPositionReads,
  positionReadsQuery,
  readPositionReads,
  type SessionPositionRead,
  sessionPositionWith,
} from './position-reads.repository.ts';
import { type JobGoalRow, type JobPositionRow, jobGoals, jobPositionStatusHistory, type StatusHistoryRow } from './job-positions.table.ts';

/** What a position's answer shows beside its row: its goals, its history with who made each change, its question counts. */

export interface HistoryWithUser extends StatusHistoryRow {
  user: { id: string; firstName: string; lastName: string; email: string } | null;
}

/** Oldest first, as a timeline reads. */
const historyOrder = [asc(jobPositionStatusHistory.createdAt), asc(jobPositionStatusHistory.id)];
const historyUser = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email };

const historyQuery = (db: Tx, jobPositionId: Placeholder | string) =>
  db
    .select({ entry: jobPositionStatusHistory, user: historyUser })
    .from(jobPositionStatusHistory)
    .leftJoin(users, eq(users.id, jobPositionStatusHistory.changedBy))
    .where(eq(jobPositionStatusHistory.jobPositionId, jobPositionId))
    .orderBy(...historyOrder);
const preparedHistory = preparedPerDb((db) => historyQuery(db, sql.placeholder('jobPositionId')).prepare('job_position_history'));

export async function listStatusHistory(db: Tx, jobPositionId: string): Promise<HistoryWithUser[]> {
  const rows = isRootDb(db) ? await preparedHistory(db).execute({ jobPositionId }) : await historyQuery(db, jobPositionId);
  return rows.map((r) => ({ ...r.entry, user: r.user?.id ? r.user : null }));
}

const goalOrder = [asc(jobGoals.priorityOrder), asc(jobGoals.createdAt)];
const goalsQuery = (db: Tx, jobPositionId: Placeholder | string) =>
  db
    .select()
    .from(jobGoals)
    .where(eq(jobGoals.jobPositionId, jobPositionId))
    .orderBy(...goalOrder);
const preparedGoals = preparedPerDb((db) => goalsQuery(db, sql.placeholder('jobPositionId')).prepare('job_goals'));

export async function listGoals(db: Tx, jobPositionId: string): Promise<JobGoalRow[]> {
  return isRootDb(db) ? preparedGoals(db).execute({ jobPositionId }) : goalsQuery(db, jobPositionId);
}

/** How many questions the current set of a position has. */
export interface QuestionCounts {
  total: number;
  /** All of them once the set is finalized, none before. */
  finalized: number;
}

/** What a position's answer shows beside its own row. */
export interface PositionParts {
  goals: JobGoalRow[];
  history: HistoryWithUser[];
  questions: QuestionCounts;
}

/** The question counts of the position `jobPositionId` as SQL of a JSON object, from the questions feature. */
export type QuestionCountsJson = (jobPositionId: SQL | Placeholder) => SQL<QuestionCounts | null>;

const goalColumns = getTableColumns(jobGoals);
const historyColumns = getTableColumns(jobPositionStatusHistory);

/** The goals of the position `jobPositionId` as SQL of a JSON array, in `listGoals`' order (decision 462). */
export const goalsJson = (jobPositionId: SQL | Placeholder): SQL<JsonRow[]> =>
  jsonArray<JsonRow>(jsonObject(goalColumns), sql`from ${jobGoals} where ${eq(jobGoals.jobPositionId, jobPositionId)}`, goalOrder);

/** The rows read by `goalsJson`, as `listGoals` gives them. */
export const goalsFromJson = (rows: JsonRow[]): JobGoalRow[] => rows.map((goal) => fromJson<JobGoalRow>(goalColumns, goal));

/**
 * A position's goals, its history with who made each change, and its question counts, as the
 * columns of a select (decision 462): each as JSON, in the orders `listGoals` and
 * `listStatusHistory` give. `id` is a placeholder, or an outer statement's position column (the
 * session's statement, decision 468). `questionCounts` is the questions feature's subquery
 * (without it the counts are zeros).
 */
function partsFields(questionCounts: QuestionCountsJson | undefined, id: SQL | Placeholder) {
  const historyEntry = sql`json_build_object('entry', ${jsonObject(historyColumns)}, 'user', case when ${users.id} is null then null else ${jsonObject(historyUser)} end)`;
  return {
    goals: goalsJson(id).as('goals'),
    history: jsonArray<{ entry: JsonRow; user: JsonRow | null }>(
      historyEntry,
      sql`from ${jobPositionStatusHistory} left join ${users} on ${eq(users.id, jobPositionStatusHistory.changedBy)} where ${eq(jobPositionStatusHistory.jobPositionId, id)}`,
      historyOrder,
    ).as('history'),
    questions: (questionCounts ? questionCounts(id) : sql<null>`null`).as('questions'),
  };
}

type PartsRow = { [K in keyof ReturnType<typeof partsFields>]: ReturnType<typeof partsFields>[K]['_']['type'] };

function toParts(row: PartsRow): PositionParts {
  return {
    goals: goalsFromJson(row.goals),
    history: row.history.map(({ entry, user }) => ({
      ...fromJson<StatusHistoryRow>(historyColumns, entry),
      user: user && fromJson<NonNullable<HistoryWithUser['user']>>(historyUser, user),
    })),
    questions: row.questions ?? { total: 0, finalized: 0 },
  };
}

/**
 * A position's parts in one prepared statement (decision 462). Three statements side by side
 * cost each of them its own round trip, protocol work on both sides and socket writes; one costs
 * them once.
 */
export const positionPartsQuery = (questionCounts: QuestionCountsJson | undefined) =>
  positionReadsQuery(questionCounts ? 'position_parts' : 'position_parts_without_questions', (id) => partsFields(questionCounts, id));

export const readPositionParts = (query: ReturnType<typeof positionPartsQuery>, db: Db, jobPositionId: string): Promise<PositionParts> =>
  readPositionReads(query, db, jobPositionId, toParts);

/**
 * An edit of a position's fields and its parts in one prepared statement per set of columns
 * changed (decision 469): the update as a common table expression, and the parts read beside it
 * in the same snapshot. A field edit changes none of the parts, so they are the ones the answer
 * shows. No row when the update matched none (another company's, or a status that moved).
 */
export function positionUpdateWithPartsQuery(questionCounts: QuestionCountsJson | undefined) {
  const name = questionCounts ? 'update_job_position_parts' : 'update_job_position_parts_without_questions';
  return preparedPerShape(name, (db, keys, shapeName) => {
    const status = keys.includes('status') ? sql.placeholder('status') : undefined;
    const where = { id: sql.placeholder('id'), companyId: sql.placeholder('companyId'), status };
    const updated = db.$with('updated_position').as(updatePositionQuery(db, placeholdersOf(keys, 'set_'), where));
    const parts = db
      .select(partsFields(questionCounts, sql.placeholder('id')))
      .from(oneRow)
      .as('parts');
    return db.with(updated).select().from(updated).crossJoin(parts).prepare(shapeName);
  });
}

/** updateJobPosition outside a transaction, with the position's parts read beside it (decision 469); undefined when no row changed. */
export async function updateJobPositionWithParts(
  query: ReturnType<typeof positionUpdateWithPartsQuery>,
  db: Db,
  companyId: string,
  id: string,
  values: Partial<NewJobPosition>,
): Promise<{ position: JobPositionRow; parts: PositionParts } | undefined> {
  const params = { id, companyId, ...prefixedParams('set_', { ...values, updatedAt: new Date() }) };
  const keys = givenKeys(params).filter((key) => key !== 'id' && key !== 'companyId');
  const [row] = await query(db, keys).execute(params);
  return row && { position: row.updated_position, parts: toParts(row.parts) };
}

/** The detail route's one statement (decision 468): the position's parts beside the session. */
export const sessionPartsQuery = (questionCounts: QuestionCountsJson | undefined) =>
  sessionPositionWith(questionCounts ? 'session_job_position_parts' : 'session_job_position_parts_without_questions', (id) =>
    partsFields(questionCounts, id),
  );

export type SessionParts = SessionPositionRead<PositionParts>;

/** findSessionWithPosition with the position's parts (decision 468). */
export const findSessionWithParts = (query: ReturnType<typeof sessionPartsQuery>, db: Db, sessionId: string, userId: string, id: string) =>
  findSessionWithPositionReads(query, db, sessionId, userId, id, toParts);
