import { and, count, eq, inArray, notInArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { JsonRow } from '../../db/json-rows.ts';
import { givenKeys, isRootDb, placeholdersOf, preparedPerShape, prefixedParams } from '../../db/prepared.ts';
import {
  findSessionWithPositionReads,
  goalsFromJson,
  goalsJson,
  jobGoals,
  type JobGoalRow,
  type JobPositionRow,
  jobPositions,
  type NewJobGoal,
  positionReadsQuery,
  readPositionReads,
  sessionPositionWith,
  type Tx,
} from '../job-positions/index.ts';

/** Queries on a position's goals; callers have already found the position within their company. */

/** The current set's questions of the position `jobPositionId` as SQL of a JSON array, from the questions feature. */
export type QuestionsJson = (jobPositionId: SQL | Placeholder) => SQL<JsonRow[]>;

/** The position's goals and its current set's questions as JSON columns, on the position's id (a placeholder, or a column as SQL). */
const goalsAndQuestionsFields = (questionsJson: QuestionsJson | undefined, id: SQL | Placeholder) => ({
  goals: goalsJson(id).as('goals'),
  questions: (questionsJson ? questionsJson(id) : sql<JsonRow[]>`'[]'::json`).as('questions'),
});

type GoalsAndQuestionsRow = { goals: JsonRow[]; questions: JsonRow[] };
type GoalsAndQuestions = { goals: JobGoalRow[]; questions: JsonRow[] };
const toGoalsAndQuestions = (row: GoalsAndQuestionsRow): GoalsAndQuestions => ({
  goals: goalsFromJson(row.goals),
  questions: row.questions,
});

/**
 * The goals screen's reads in one prepared statement (decision 463): the position's goals and,
 * from the questions feature, its current set's questions, each as JSON. Two statements side by
 * side cost each its own round trip and protocol work on both sides; one costs them once.
 */
export const goalsAndQuestionsQuery = (questionsJson: QuestionsJson | undefined) =>
  positionReadsQuery(questionsJson ? 'goals_and_questions' : 'goals_without_questions', (id) => goalsAndQuestionsFields(questionsJson, id));

export const readGoalsAndQuestions = (
  query: ReturnType<typeof goalsAndQuestionsQuery>,
  db: Db,
  jobPositionId: string,
): Promise<GoalsAndQuestions> => readPositionReads(query, db, jobPositionId, toGoalsAndQuestions);

/** The goals screen's one statement (decision 470): the goals and questions beside the session and its position. */
export const sessionGoalsQuery = (questionsJson: QuestionsJson | undefined) =>
  sessionPositionWith(questionsJson ? 'session_goals_and_questions' : 'session_goals', (id) => goalsAndQuestionsFields(questionsJson, id));

/** Runs `sessionGoalsQuery` for the position `id`; `then` turns the goals and questions into what the caller needs. */
export function findSessionWithGoals<T = GoalsAndQuestions>(
  query: ReturnType<typeof sessionGoalsQuery>,
  db: Db,
  sessionId: string,
  userId: string,
  id: string,
  then: (read: GoalsAndQuestions) => T = (read) => read as T,
) {
  return findSessionWithPositionReads(query, db, sessionId, userId, id, (row) => then(toGoalsAndQuestions(row)));
}

export async function countGoalsOf(db: Tx, jobPositionId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jobGoals).where(eq(jobGoals.jobPositionId, jobPositionId));
  return row?.n ?? 0;
}

export async function insertGoal(tx: Tx, values: NewJobGoal): Promise<JobGoalRow> {
  const [row] = await tx.insert(jobGoals).values(values).returning();
  return row!;
}

export async function insertGoalRows(tx: Tx, values: NewJobGoal[]): Promise<void> {
  if (values.length > 0) await tx.insert(jobGoals).values(values);
}

export async function updateGoal(tx: Tx, jobPositionId: string, goalId: string, values: Partial<NewJobGoal>): Promise<void> {
  await tx
    .update(jobGoals)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(jobGoals.id, goalId), eq(jobGoals.jobPositionId, jobPositionId)));
}

type EditDb = Pick<Db, '$with' | 'with' | 'update' | 'select'>;

/** Where the edit applies; each a value, or a placeholder of the same name for the prepared statement. */
interface EditTarget {
  companyId: string | Placeholder;
  jobPositionId: string | Placeholder;
  goalId: string | Placeholder;
  /** The position's status when it was read: the edit applies only if it still is. */
  status: string | Placeholder;
  goalsVersion: number | Placeholder;
  updatedAt: Date | Placeholder;
}

/** The statement of `editGoal`: the position's goals version moves, and the goal changes only if it did. */
function editGoalQuery(db: EditDb, set: Record<string, unknown>, at: EditTarget) {
  const bumped = db.$with('bumped').as(
    db
      .update(jobPositions)
      .set({ goalsVersion: at.goalsVersion as number, updatedAt: at.updatedAt as Date })
      .where(and(eq(jobPositions.id, at.jobPositionId), eq(jobPositions.companyId, at.companyId), eq(jobPositions.status, at.status)))
      .returning(),
  );
  const edited = db.$with('edited').as(
    db
      .update(jobGoals)
      .set({ ...(set as Partial<NewJobGoal>), updatedAt: at.updatedAt as Date })
      .where(and(eq(jobGoals.id, at.goalId), inArray(jobGoals.jobPositionId, db.select({ id: bumped.id }).from(bumped))))
      .returning(),
  );
  return db.with(bumped, edited).select().from(bumped).leftJoin(edited, sql`true`);
}

/** Prepared once per set of fields edited; the goal's values are placeholders named `goal_<key>`. */
const preparedEditGoal = preparedPerShape('edit_goal', (db, keys, name) => {
  const at = Object.fromEntries(
    ['companyId', 'jobPositionId', 'goalId', 'status', 'goalsVersion', 'updatedAt'].map((key) => [key, sql.placeholder(key)]),
  ) as unknown as EditTarget;
  return editGoalQuery(db, placeholdersOf(keys, 'goal_'), at).prepare(name);
});

/**
 * An edit of a goal's fields with its position's goals version moved to `goalsVersion`, in one
 * statement, atomic by itself (decision 453): the position's row is updated only while its status
 * is still `status`, and the goal only if the position's was. The position's new row and the
 * goal's (null when the goal is gone), or undefined when the status changed meanwhile (or the
 * position is gone). Outside a transaction it runs prepared.
 */
export async function editGoal(
  db: EditDb,
  job: Pick<JobPositionRow, 'id' | 'companyId' | 'status'>,
  goalId: string,
  goalsVersion: number,
  values: Partial<NewJobGoal>,
): Promise<{ job: JobPositionRow; goal: JobGoalRow | null } | undefined> {
  const at = { companyId: job.companyId, jobPositionId: job.id, goalId, status: job.status, goalsVersion, updatedAt: new Date() };
  const goal = prefixedParams('goal_', values);
  const [row] = isRootDb(db)
    ? await preparedEditGoal(db as Db, givenKeys(goal)).execute({ ...at, ...goal })
    : await editGoalQuery(db, values, at);
  return row && { job: row.bumped, goal: row.edited };
}

export async function deleteGoal(tx: Tx, jobPositionId: string, goalId: string): Promise<void> {
  await tx.delete(jobGoals).where(and(eq(jobGoals.id, goalId), eq(jobGoals.jobPositionId, jobPositionId)));
}

export async function deleteAllGoals(tx: Tx, jobPositionId: string): Promise<void> {
  await tx.delete(jobGoals).where(eq(jobGoals.jobPositionId, jobPositionId));
}

/** Stores priority_order 1..n in the order of `ids`. */
export async function renumberGoals(tx: Tx, jobPositionId: string, ids: string[]): Promise<void> {
  for (const [i, id] of ids.entries()) {
    await tx
      .update(jobGoals)
      .set({ priorityOrder: i + 1 })
      .where(and(eq(jobGoals.id, id), eq(jobGoals.jobPositionId, jobPositionId)));
  }
}

/**
 * Confirms exactly the chosen goals (decision 482): the goals not chosen are deleted, so the
 * confirmed set is the selection and every count of it agrees; the chosen ones become selected
 * and confirmed and keep their order, renumbered 1..n. `chosenIds` in the set's current order.
 */
export async function confirmGoalRows(tx: Tx, jobPositionId: string, chosenIds: string[]): Promise<void> {
  const dropped = await tx
    .delete(jobGoals)
    .where(and(eq(jobGoals.jobPositionId, jobPositionId), notInArray(jobGoals.id, chosenIds)))
    .returning({ id: jobGoals.id });
  await tx
    .update(jobGoals)
    .set({ selected: true, confirmed: true, updatedAt: new Date() })
    .where(eq(jobGoals.jobPositionId, jobPositionId));
  if (dropped.length > 0) await renumberGoals(tx, jobPositionId, chosenIds);
}
