import { and, count, desc, eq, gte, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobPositions } from './job-positions.table.ts';

/**
 * Read-only queries other features ask of the job positions (the top-bar search, the company's
 * figures): they read listings through these, never the table itself. Always one company.
 */

/** `%`, `_` and `\` in a search are literal characters, not patterns. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The company's job positions whose title or department contains the text; titles that start
 * with it come first, then the most recently changed.
 */
export async function searchJobPositions(db: Db, companyId: string, text: string, limit: number) {
  const contains = `%${escapeLike(text)}%`;
  const starts = `${escapeLike(text)}%`;
  return db
    .select({ id: jobPositions.id, title: jobPositions.title, department: jobPositions.department, status: jobPositions.status })
    .from(jobPositions)
    .where(and(eq(jobPositions.companyId, companyId), or(ilike(jobPositions.title, contains), ilike(jobPositions.department, contains))))
    .orderBy(desc(sql`(${jobPositions.title} ilike ${starts})`), desc(jobPositions.updatedAt), desc(jobPositions.id))
    .limit(limit);
}

/** How many of the company's listings hold each status. */
export async function jobCountsByStatus(db: Db, companyId: string): Promise<Array<{ status: string; n: number }>> {
  return db
    .select({ status: jobPositions.status, n: count() })
    .from(jobPositions)
    .where(eq(jobPositions.companyId, companyId))
    .groupBy(jobPositions.status);
}

const monthOf = sql<string>`to_char(${jobPositions.createdAt} at time zone 'UTC', 'YYYY-MM')`;

/** Listings created per UTC month since `since`. */
export async function monthlyJobsCreated(db: Db, companyId: string, since: Date): Promise<Array<{ month: string; n: number }>> {
  return db
    .select({ month: monthOf, n: count() })
    .from(jobPositions)
    .where(and(eq(jobPositions.companyId, companyId), gte(jobPositions.createdAt, since)))
    .groupBy(monthOf);
}
