import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../companies/index.ts';
import { type UserRow, users } from '../users/index.ts';
import { containsPattern } from '../../lib/like.ts';
import { isUuid } from '../../lib/uuid.ts';

export type CompanyRow = typeof companies.$inferSelect;

export interface CompanyListRow {
  company: CompanyRow;
  memberCount: number;
  activeCount: number;
  contactEmail: string | null;
  contactPhone: string | null;
}

// Members, members who can sign in, and the first owner (by join date): one subquery each. The
// names are written out so that drizzle does not leave the columns unqualified inside the subquery.
const member = sql.raw('"u"."company_id" = "companies"."id"');
const memberCount = sql<number>`(select count(*)::int from "users" "u" where ${member})`;
const activeCount = sql<number>`(select count(*)::int from "users" "u" where ${member} and "u"."status" = 'active')`;
const firstOwner = (column: 'email' | 'phone') =>
  sql<
    string | null
  >`(select ${sql.raw(`"u"."${column}"`)} from "users" "u" where ${member} and "u"."role" = 'owner' order by "u"."created_at", "u"."id" limit 1)`;
const listColumns = {
  company: companies,
  memberCount,
  activeCount,
  contactEmail: firstOwner('email'),
  contactPhone: firstOwner('phone'),
};

export interface CompanyFilter {
  /** null: every company (a platform administrator). */
  companyId: string | null;
  search?: string;
  page: number;
  pageSize: number;
}

export async function listCompanies(db: Db, filter: CompanyFilter): Promise<{ rows: CompanyListRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.companyId) conditions.push(eq(companies.id, filter.companyId));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(
      or(
        ilike(companies.name, pattern),
        ilike(companies.website, pattern),
        ilike(companies.industry, pattern),
        sql`exists (select 1 from "users" "u" where ${member} and "u"."role" = 'owner' and "u"."email" ilike ${pattern})`,
      )!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [totalRow] = await db.select({ n: count() }).from(companies).where(where);
  const rows = await db
    .select(listColumns)
    .from(companies)
    .where(where)
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return { rows: rows.map(normalize), total: totalRow?.n ?? 0 };
}

export async function findCompany(db: Db, id: string): Promise<CompanyListRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select(listColumns).from(companies).where(eq(companies.id, id)).limit(1);
  return row ? normalize(row) : undefined;
}

function normalize(row: CompanyListRow): CompanyListRow {
  return { ...row, memberCount: Number(row.memberCount), activeCount: Number(row.activeCount) };
}

export async function listCompanyUsers(db: Db, companyId: string): Promise<UserRow[]> {
  return db.select().from(users).where(eq(users.companyId, companyId)).orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

export async function updateCompany(
  db: Db,
  companyId: string,
  values: Partial<Pick<CompanyRow, 'name' | 'industry' | 'size' | 'description' | 'website'>>,
): Promise<boolean> {
  const now = new Date();
  const rows = await db
    .update(companies)
    .set({ ...values, contextUpdatedAt: now, updatedAt: now })
    .where(eq(companies.id, companyId))
    .returning({ id: companies.id });
  return rows.length > 0;
}
