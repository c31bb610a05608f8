import { and, eq, inArray, notInArray, type Placeholder, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { givenKeys, isRootDb, placeholdersOf, preparedPerShape, prefixedParams } from '../../db/prepared.ts';
import { type JobGoalRow, type JobPositionRow, jobGoals, jobPositions } from './job-positions.table.ts';
import { insertGoals, type NewJobGoal, type Tx } from './position-rows.repository.ts';

/**
 * A position's goals as other features write them (decision 570): the goals feature edits the set
 * through these, each named for what it does; no other feature writes the goals' table. Callers
 * have already found the position within their company, and move its goals version with
 * `recordGoalsChange` in the same transaction (except `editGoal`, which moves it itself).
 */

/** Adds one goal to the position's set. */
export async function addGoal(tx: Tx, values: NewJobGoal): Promise<JobGoalRow> {
  const [row] = await tx.insert(jobGoals).values(values).returning();
  return row!;
}

/** Replaces the position's whole set of goals with `values` (a regeneration). */
export async function replaceGoals(tx: Tx, jobPositionId: string, values: NewJobGoal[]): Promise<void> {
  await tx.delete(jobGoals).where(eq(jobGoals.jobPositionId, jobPositionId));
  await insertGoals(tx, values);
}

/** Changes one goal of the position (its version is moved by the caller's `recordGoalsChange`). */
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

/** Removes one goal of the position. */
export async function deleteGoal(tx: Tx, jobPositionId: string, goalId: string): Promise<void> {
  await tx.delete(jobGoals).where(and(eq(jobGoals.id, goalId), eq(jobGoals.jobPositionId, jobPositionId)));
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
export async function confirmChosenGoals(tx: Tx, jobPositionId: string, chosenIds: string[]): Promise<void> {
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
