import { asc, desc, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from './companies.table.ts';
import { containsPattern, startsPattern } from '../../lib/like.ts';

/**
 * Companies of the whole platform whose name or website contains the text, names that start
 * with it first. Only the platform administrator's search asks for this.
 */
export async function searchAllCompanies(db: Db, text: string, limit: number) {
  const contains = containsPattern(text);
  const starts = startsPattern(text);
  return db
    .select({ id: companies.id, name: companies.name, industry: companies.industry })
    .from(companies)
    .where(or(ilike(companies.name, contains), ilike(companies.website, contains)))
    .orderBy(desc(sql`(${companies.name} ilike ${starts})`), asc(companies.name), asc(companies.id))
    .limit(limit);
}
