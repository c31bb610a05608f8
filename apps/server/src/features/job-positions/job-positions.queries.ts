import { and, asc, count, desc, eq, gte, ilike, inArray, or, sql } from 'drizzle-orm';
import type { JobPositionOptions } from '@hiring/shared/job-positions';
import type { Db } from '../../db/client.ts';
import { jobPositions } from './job-positions.table.ts';
import { containsPattern, startsPattern } from '../../lib/like.ts';

/**
 * Read-only queries other features ask of the job positions (the top-bar search, the company's
 * figures): they read listings through these, never the table itself. Always one company.
 */

/**
 * The company's job positions whose title or department contains the text; titles that start
 * with it come first, then the most recently changed.
 */
export async function searchJobPositions(db: Db, companyId: string, text: string, limit: number) {
  const contains = containsPattern(text);
  const starts = startsPattern(text);
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

/**
 * The company's positions as every member may read them (decision 491): id, title, department,
 * status and interview count, by title, at most `limit`, optionally only those in the given
 * workflow states; with the total, so a screen can say when some are left out.
 */
export async function jobPositionOptions(
  db: Db,
  companyId: string,
  { workflowStates, limit }: { workflowStates: readonly string[]; limit: number },
): Promise<JobPositionOptions> {
  const where = and(
    eq(jobPositions.companyId, companyId),
    // The status is the workflow state (decision 057).
    workflowStates.length > 0 ? inArray(jobPositions.status, [...workflowStates]) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: jobPositions.id,
        title: jobPositions.title,
        department: jobPositions.department,
        status: jobPositions.status,
        workflow_state: jobPositions.status,
        interview_count: jobPositions.interviewCount,
      })
      .from(jobPositions)
      .where(where)
      .orderBy(asc(jobPositions.title), asc(jobPositions.id))
      .limit(limit),
    db.select({ n: count() }).from(jobPositions).where(where),
  ]);
  return { items: rows, total_count: total?.n ?? 0 };
}
