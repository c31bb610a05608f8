import { and, count, eq, inArray, notInArray, type Placeholder, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { givenKeys, isRootDb, placeholdersOf, preparedPerDb, preparedPerShape, prefixedParams } from '../../db/prepared.ts';
import { jobs } from '../../jobs/jobs.table.ts';
import { type JobPositionRow, jobGoals, jobPositions, jobPositionStatusHistory, type StatusHistoryRow } from './job-positions.table.ts';
import { isUuid } from '../../lib/uuid.ts';
import { emitWebhookEvent } from '../webhooks/index.ts';

/** A position's own rows: written, found by id, counted, deleted; its history entries and goal rows written. */

/** A transaction or the database: both run the same queries. */
export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type NewJobPosition = typeof jobPositions.$inferInsert;
export type NewJobGoal = typeof jobGoals.$inferInsert;

export async function insertJobPosition(tx: Tx, values: NewJobPosition): Promise<JobPositionRow> {
  const [row] = await tx.insert(jobPositions).values(values).returning();
  return row!;
}

type NewHistoryEntry = Omit<typeof jobPositionStatusHistory.$inferInsert, 'jobPositionId'>;
type InsertDb = Pick<Db, '$with' | 'with' | 'insert'>;

/** The statement of `insertJobPositionWithHistory`, on values or on placeholders of the same names. */
function positionWithHistoryQuery(
  tx: InsertDb,
  values: Record<string, unknown>,
  history: Record<string, unknown>,
  id: string | Placeholder,
) {
  const position = tx.$with('created_position').as(
    tx
      .insert(jobPositions)
      .values({ ...(values as NewJobPosition), id: id as string })
      .returning(),
  );
  const entry = tx.$with('created_entry').as(
    tx
      .insert(jobPositionStatusHistory)
      .values({ ...(history as NewHistoryEntry), jobPositionId: id as string })
      .returning(),
  );
  return tx.with(position, entry).select().from(position).crossJoin(entry);
}

/**
 * Outside a transaction, the statement is prepared once per set of given columns (decision 450):
 * Drizzle rebuilt its text (two inserts of 30 columns and a select of both rows) on every request.
 * Each value is a placeholder named by its key, prefixed `position_` or `history_` by its row.
 */
const preparedPositionWithHistory = preparedPerShape('insert_job_position', (db, keys, name) =>
  positionWithHistoryQuery(db, placeholdersOf(keys, 'position_'), placeholdersOf(keys, 'history_'), sql.placeholder('id')).prepare(name),
);

/**
 * A new position and its first history entry, in one statement (decision 446): two inserts as
 * common table expressions, the entry referring to the position's id chosen here. The entry's
 * foreign key is checked at the statement's end, when the position exists. Outside a
 * transaction the statement is a prepared one (decision 450); in one, it is built each time.
 */
export async function insertJobPositionWithHistory(
  tx: InsertDb,
  values: NewJobPosition,
  history: NewHistoryEntry,
): Promise<{ position: JobPositionRow; entry: StatusHistoryRow }> {
  const { id = randomUUID(), ...rest } = values;
  let row: { created_position: JobPositionRow; created_entry: StatusHistoryRow } | undefined;
  if (isRootDb(tx)) {
    const params = { id, ...prefixedParams('position_', rest), ...prefixedParams('history_', history) };
    [row] = await preparedPositionWithHistory(
      tx,
      givenKeys(params).filter((key) => key !== 'id'),
    ).execute(params);
  } else {
    [row] = await positionWithHistoryQuery(tx, rest, history, id);
  }
  return { position: row!.created_position, entry: row!.created_entry };
}

const jobPositionQuery = preparedPerDb((db) =>
  db
    .select()
    .from(jobPositions)
    .where(and(eq(jobPositions.id, sql.placeholder('id')), eq(jobPositions.companyId, sql.placeholder('companyId'))))
    .limit(1)
    .prepare('job_position'),
);

/** The company's position (every call on one position starts here): a prepared statement outside a transaction. */
export async function findJobPosition(db: Tx, companyId: string, id: string): Promise<JobPositionRow | undefined> {
  if (!isUuid(id)) return undefined;
  if (isRootDb(db)) return (await jobPositionQuery(db).execute({ id, companyId }))[0];
  const [row] = await db
    .select()
    .from(jobPositions)
    .where(and(eq(jobPositions.id, id), eq(jobPositions.companyId, companyId)))
    .limit(1);
  return row;
}

/** For background work, which knows the id and company from its own payload. */
export async function findJobPositionById(db: Tx, id: string): Promise<JobPositionRow | undefined> {
  const [row] = await db.select().from(jobPositions).where(eq(jobPositions.id, id)).limit(1);
  return row;
}

/** Positions that count against the plan's job limit: every one not finished or archived. */
export const FINISHED_STATUSES = ['archived', 'closed', 'hired', 'inactive', 'deactivated'];

export async function countOpenJobPositions(db: Tx, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobPositions)
    .where(and(eq(jobPositions.companyId, companyId), notInArray(jobPositions.status, FINISHED_STATUSES)));
  return row?.n ?? 0;
}

/** The statement of `updateJobPosition`, on values or on placeholders of the same names. */
export function updatePositionQuery(
  tx: Tx,
  set: Record<string, unknown>,
  where: { id: string | Placeholder; companyId: string | Placeholder; status?: string | Placeholder },
) {
  const conditions = [eq(jobPositions.id, where.id), eq(jobPositions.companyId, where.companyId)];
  if (where.status !== undefined) conditions.push(eq(jobPositions.status, where.status));
  return tx
    .update(jobPositions)
    .set(set as Partial<NewJobPosition>)
    .where(and(...conditions))
    .returning();
}

/**
 * Outside a transaction, prepared once per set of columns changed (and whether the status is a
 * condition), as the insert is (decision 450): the builder walked 31 returned columns on every
 * edit, and PostgreSQL planned the statement each time. Values are placeholders `set_<key>`.
 */
const preparedPositionUpdate = preparedPerShape('update_job_position', (db, keys, name) => {
  const status = keys.includes('status') ? sql.placeholder('status') : undefined;
  return updatePositionQuery(db, placeholdersOf(keys, 'set_'), {
    id: sql.placeholder('id'),
    companyId: sql.placeholder('companyId'),
    status,
  }).prepare(name);
});

export async function updateJobPosition(
  tx: Tx,
  companyId: string,
  id: string,
  values: Partial<NewJobPosition>,
  /** When set, the row changes only if its status is still this one. */
  expectedStatus?: string,
): Promise<JobPositionRow | undefined> {
  const set = { ...values, updatedAt: new Date() };
  if (!isRootDb(tx)) return (await updatePositionQuery(tx, set, { id, companyId, status: expectedStatus }))[0];
  // The shape: the columns given, and `status` when it is a condition (an undefined one is left out).
  const params = { id, companyId, status: expectedStatus, ...prefixedParams('set_', set) };
  const keys = givenKeys(params).filter((key) => key !== 'id' && key !== 'companyId');
  return (await preparedPositionUpdate(tx, keys).execute(params))[0];
}

export async function deleteJobPosition(db: Tx, companyId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const deleted = await db
    .delete(jobPositions)
    .where(and(eq(jobPositions.id, id), eq(jobPositions.companyId, companyId)))
    .returning({ id: jobPositions.id });
  return deleted.length > 0;
}

/**
 * A change of status's history entry, and the `job_position.status_changed` event to the company's
 * webhooks that asked for it, in the caller's transaction: every change of status is written here.
 */
export async function insertStatusHistory(
  tx: Tx,
  companyId: string,
  values: typeof jobPositionStatusHistory.$inferInsert,
): Promise<StatusHistoryRow> {
  const [row] = await tx.insert(jobPositionStatusHistory).values(values).returning();
  await emitWebhookEvent(tx, companyId, 'job_position.status_changed', {
    job_position_id: row!.jobPositionId,
    from_status: row!.fromStatus,
    to_status: row!.toStatus,
    reason: row!.reason,
    occurred_at: row!.createdAt.toISOString(),
  });
  return row!;
}

/** Opens a position's goals for editing again: none of them stays confirmed. */
export async function reopenGoals(tx: Tx, jobPositionId: string): Promise<void> {
  await tx.update(jobGoals).set({ confirmed: false, updatedAt: new Date() }).where(eq(jobGoals.jobPositionId, jobPositionId));
}

export async function countGoals(db: Tx, jobPositionId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jobGoals).where(eq(jobGoals.jobPositionId, jobPositionId));
  return row?.n ?? 0;
}

export async function insertGoals(tx: Tx, goals: NewJobGoal[]): Promise<void> {
  if (goals.length > 0) await tx.insert(jobGoals).values(goals);
}

/**
 * Positions left in a system-driven status since before `before` with no queued or running job
 * keyed by them: nothing will move them on any more.
 */
export async function findStuckJobPositions(
  db: Tx,
  statuses: readonly string[],
  before: Date,
): Promise<Pick<JobPositionRow, 'id' | 'companyId' | 'status'>[]> {
  return db
    .select({ id: jobPositions.id, companyId: jobPositions.companyId, status: jobPositions.status })
    .from(jobPositions)
    .where(
      and(
        inArray(jobPositions.status, [...statuses]),
        sql`${jobPositions.updatedAt} < ${before.toISOString()}::timestamptz`,
        sql`not exists (select 1 from ${jobs} where ${jobs.key} = ${jobPositions.id}::text and ${jobs.status} in ('queued', 'running'))`,
      ),
    )
    .limit(100);
}
