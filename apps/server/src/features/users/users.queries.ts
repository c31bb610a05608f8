import { asc, desc, ilike, or, sql, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../companies/index.ts';
import { users } from './users.table.ts';
import { containsPattern, startsPattern } from '../../lib/like.ts';

/**
 * Users of every company whose name or email contains the text, names that start with it first,
 * with their company's name. Only the platform administrator's search asks for this.
 */
export async function searchAllUsers(db: Db, text: string, limit: number) {
  const contains = containsPattern(text);
  const starts = startsPattern(text);
  const fullName = sql`${users.firstName} || ' ' || ${users.lastName}`;
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
      companyName: companies.name,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(or(ilike(fullName, contains), ilike(users.email, contains), ilike(users.lastName, contains)))
    .orderBy(desc(sql`(${fullName} ilike ${starts})`), asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(limit);
}
