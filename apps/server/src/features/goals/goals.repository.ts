import { and, count, eq, inArray } from 'drizzle-orm';
import { jobGoals, type JobGoalRow, type NewJobGoal, type Tx } from '../job-positions/index.ts';

/** Queries on a position's goals; callers have already found the position within their company. */

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

/** Marks the chosen goals selected and every goal confirmed. */
export async function confirmGoalRows(tx: Tx, jobPositionId: string, selectedIds: string[]): Promise<void> {
  await tx
    .update(jobGoals)
    .set({ selected: false, confirmed: true, updatedAt: new Date() })
    .where(eq(jobGoals.jobPositionId, jobPositionId));
  if (selectedIds.length > 0)
    await tx
      .update(jobGoals)
      .set({ selected: true })
      .where(and(eq(jobGoals.jobPositionId, jobPositionId), inArray(jobGoals.id, selectedIds)));
}
