import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobPositions } from '../job-positions/index.ts';
import { users } from '../users/index.ts';

/** `%`, `_` and `\` in a search are literal characters, not patterns. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The company's job positions whose title or department contains the text; titles that start
 * with it come first, then the most recently changed.
 */
export async function searchJobs(db: Db, companyId: string, text: string, limit: number) {
  const contains = `%${escapeLike(text)}%`;
  const starts = `${escapeLike(text)}%`;
  return db
    .select({ id: jobPositions.id, title: jobPositions.title, department: jobPositions.department, status: jobPositions.status })
    .from(jobPositions)
    .where(and(eq(jobPositions.companyId, companyId), or(ilike(jobPositions.title, contains), ilike(jobPositions.department, contains))))
    .orderBy(desc(sql`(${jobPositions.title} ilike ${starts})`), desc(jobPositions.updatedAt), desc(jobPositions.id))
    .limit(limit);
}

/** The company's members whose name or email contains the text; names that start with it come first. */
export async function searchMembers(db: Db, companyId: string, text: string, limit: number) {
  const contains = `%${escapeLike(text)}%`;
  const starts = `${escapeLike(text)}%`;
  const fullName = sql`${users.firstName} || ' ' || ${users.lastName}`;
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, role: users.role })
    .from(users)
    .where(
      and(eq(users.companyId, companyId), or(ilike(fullName, contains), ilike(users.email, contains), ilike(users.lastName, contains))),
    )
    .orderBy(desc(sql`(${fullName} ilike ${starts})`), users.firstName, users.lastName, users.id)
    .limit(limit);
}
