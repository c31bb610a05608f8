import { and, asc, count, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import type { sampleInterviews, sampleJobPositions, sampleJobPostings, sampleTeams } from './samples.table.ts';
import { containsPattern } from '../../lib/like.ts';
import { isUuid } from '../../lib/uuid.ts';

export type SampleTable = typeof sampleTeams | typeof sampleJobPostings | typeof sampleJobPositions | typeof sampleInterviews;

/**
 * The four tables share their ownership columns (id, company_id, created_at): the queries below
 * use only those and the columns a kind names, so one table type stands for all four here.
 */
type Common = typeof sampleTeams;
const common = (table: SampleTable) => table as unknown as Common;

export interface SampleFilter {
  /** null: every row (a platform administrator); otherwise the company's rows and the library. */
  companyId: string | null;
  /** Column equals value, for each filter set. */
  equals: Array<[PgColumn, string]>;
  search?: string;
  searchColumns: PgColumn[];
  orderBy: PgColumn;
  page: number;
  pageSize: number;
}

/** Rows the caller sees: its company's and the library's (company_id null). */
function visibleTo(table: Common, companyId: string | null): SQL | undefined {
  if (companyId === null) return undefined;
  return or(eq(table.companyId, companyId), isNull(table.companyId));
}

export async function listSamples<Row>(db: Db, table: SampleTable, filter: SampleFilter): Promise<{ rows: Row[]; total: number }> {
  const t = common(table);
  const conditions: SQL[] = [];
  const scope = visibleTo(t, filter.companyId);
  if (scope) conditions.push(scope);
  for (const [column, value] of filter.equals) conditions.push(sql`lower(${column}) = lower(${value})`);
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(or(...filter.searchColumns.map((c) => ilike(sql`${c}::text`, pattern)))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [totalRow] = await db.select({ n: count() }).from(t).where(where);
  const rows = await db
    .select()
    .from(t)
    .where(where)
    .orderBy(asc(filter.orderBy), asc(t.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return { rows: rows as unknown as Row[], total: totalRow?.n ?? 0 };
}

/** One row the caller may see, or undefined (unknown, malformed id, or another company's). */
export async function findSample<Row>(db: Db, table: SampleTable, id: string, companyId: string | null): Promise<Row | undefined> {
  if (!isUuid(id)) return undefined;
  const t = common(table);
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.id, id), visibleTo(t, companyId)))
    .limit(1);
  return row as unknown as Row | undefined;
}

export async function insertSample<Row>(db: Db, table: SampleTable, values: Record<string, unknown>): Promise<Row> {
  const [row] = await db
    .insert(common(table))
    .values(values as never)
    .returning();
  return row as unknown as Row;
}

export async function updateSample<Row>(db: Db, table: SampleTable, id: string, values: Record<string, unknown>): Promise<Row | undefined> {
  const t = common(table);
  const [row] = await db
    .update(t)
    .set({ ...values, updatedAt: new Date() } as never)
    .where(eq(t.id, id))
    .returning();
  return row as unknown as Row | undefined;
}

export async function deleteSample(db: Db, table: SampleTable, id: string): Promise<boolean> {
  const t = common(table);
  const rows = await db.delete(t).where(eq(t.id, id)).returning({ id: t.id });
  return rows.length > 0;
}
