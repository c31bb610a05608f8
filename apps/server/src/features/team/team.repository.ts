import { and, count, desc, eq, gt, ilike, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DbExecutor } from '../../jobs/queue.ts';
import { companies } from '../companies/index.ts';
import { type UserRow, users, withJoinedCompany } from '../users/index.ts';
import { type EmployeeInviteRow, employeeInvites } from './team.table.ts';
import { containsPattern } from '../../lib/like.ts';
import { isUuid } from '../../lib/uuid.ts';

export interface CompanyRef {
  id: string;
  name: string;
  website: string | null;
}

export interface EmployeeRow {
  user: UserRow;
  company: CompanyRef | null;
}

const companyColumns = { id: companies.id, name: companies.name, website: companies.website };

/**
 * Locks the company row for the rest of the transaction: every check-then-write on a company's
 * members or invitations (seats, last owner) runs one at a time per company.
 */
export async function lockCompany(tx: DbExecutor, companyId: string): Promise<CompanyRef | undefined> {
  const [row] = await tx.select(companyColumns).from(companies).where(eq(companies.id, companyId)).for('update');
  return row;
}

export async function findCompany(db: DbExecutor, companyId: string): Promise<CompanyRef | undefined> {
  if (!isUuid(companyId)) return undefined;
  const [row] = await db.select(companyColumns).from(companies).where(eq(companies.id, companyId)).limit(1);
  return row;
}

export interface EmployeeFilter {
  /** null: every company (a platform administrator). */
  companyId: string | null;
  search?: string;
  status?: string;
  page: number;
  pageSize: number;
}

export async function listEmployees(db: Db, filter: EmployeeFilter): Promise<{ rows: EmployeeRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.companyId) conditions.push(eq(users.companyId, filter.companyId));
  else conditions.push(sql`${users.companyId} is not null`);
  if (filter.status) conditions.push(eq(users.status, filter.status));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        ilike(users.employeeCode, pattern),
        ilike(users.role, pattern),
      )!,
    );
  }
  const where = and(...conditions);
  const [totalRow] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select({ user: users, company: companyColumns })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(where)
    .orderBy(users.lastName, users.firstName, users.id)
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return { rows: rows.map(withJoinedCompany), total: totalRow?.n ?? 0 };
}

export async function findEmployee(db: DbExecutor, id: string): Promise<EmployeeRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ user: users, company: companyColumns })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, id))
    .limit(1);
  return row && withJoinedCompany(row);
}

export async function findUserInCompanyByEmail(db: DbExecutor, companyId: string, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), sql`lower(${users.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return row;
}

export async function findUserIdByEmail(db: DbExecutor, email: string, exceptId?: string): Promise<string | undefined> {
  const conditions = [sql`lower(${users.email}) = ${email.toLowerCase()}`];
  if (exceptId) conditions.push(ne(users.id, exceptId));
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(...conditions))
    .limit(1);
  return row?.id;
}

/** Active owners of the company, optionally leaving one user out. */
export async function countActiveOwners(db: DbExecutor, companyId: string, exceptUserId?: string): Promise<number> {
  const conditions = [eq(users.companyId, companyId), eq(users.status, 'active'), eq(users.role, 'owner')];
  if (exceptUserId) conditions.push(ne(users.id, exceptUserId));
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(...conditions));
  return row?.n ?? 0;
}

/** Active members of the company: the seats in use. */
export async function countActiveMembers(db: DbExecutor, companyId: string, exceptUserId?: string): Promise<number> {
  const conditions = [eq(users.companyId, companyId), eq(users.status, 'active')];
  if (exceptUserId) conditions.push(ne(users.id, exceptUserId));
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(...conditions));
  return row?.n ?? 0;
}

/** Invitations still open (pending, not expired): each holds a seat until it is used, revoked or expires. */
export async function countOpenInvites(db: DbExecutor, companyId: string, now: Date, exceptId?: string): Promise<number> {
  const conditions = [eq(employeeInvites.companyId, companyId), eq(employeeInvites.status, 'pending'), gt(employeeInvites.expiresAt, now)];
  if (exceptId) conditions.push(ne(employeeInvites.id, exceptId));
  const [row] = await db
    .select({ n: count() })
    .from(employeeInvites)
    .where(and(...conditions));
  return row?.n ?? 0;
}

export async function updateEmployee(db: DbExecutor, id: string, values: Partial<typeof users.$inferInsert>) {
  await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

export async function insertMember(db: DbExecutor, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

// --- Invitations -----------------------------------------------------------------------------

export interface InviteRow {
  invite: EmployeeInviteRow;
  company: CompanyRef;
  inviter: { firstName: string; lastName: string } | null;
}

const inviter = { firstName: users.firstName, lastName: users.lastName };

function inviteQuery(db: DbExecutor) {
  return db
    .select({ invite: employeeInvites, company: companyColumns, inviter })
    .from(employeeInvites)
    .innerJoin(companies, eq(companies.id, employeeInvites.companyId))
    .leftJoin(users, eq(users.id, employeeInvites.invitedBy));
}

const toInviteRow = (r: { invite: EmployeeInviteRow; company: CompanyRef; inviter: { firstName: string; lastName: string } | null }) => ({
  invite: r.invite,
  company: r.company,
  inviter: r.inviter?.firstName !== undefined && r.inviter?.firstName !== null ? r.inviter : null,
});

export async function findInvite(db: DbExecutor, id: string): Promise<InviteRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await inviteQuery(db).where(eq(employeeInvites.id, id)).limit(1);
  return row ? toInviteRow(row) : undefined;
}

export async function findInviteByTokenHash(db: DbExecutor, tokenHash: string): Promise<InviteRow | undefined> {
  const [row] = await inviteQuery(db).where(eq(employeeInvites.tokenHash, tokenHash)).limit(1);
  return row ? toInviteRow(row) : undefined;
}

/** Locks one invitation row: two acceptances of the same link run one after the other. */
export async function lockInvite(tx: DbExecutor, id: string): Promise<EmployeeInviteRow | undefined> {
  const [row] = await tx.select().from(employeeInvites).where(eq(employeeInvites.id, id)).for('update');
  return row;
}

export async function findPendingInviteFor(db: DbExecutor, companyId: string, email: string): Promise<EmployeeInviteRow | undefined> {
  const [row] = await db
    .select()
    .from(employeeInvites)
    .where(
      and(
        eq(employeeInvites.companyId, companyId),
        eq(employeeInvites.status, 'pending'),
        sql`lower(${employeeInvites.email}) = ${email.toLowerCase()}`,
      ),
    )
    .limit(1);
  return row;
}

export interface InviteFilter {
  companyId: string | null;
  status?: 'pending' | 'accepted' | 'revoked' | 'expired';
  search?: string;
  page: number;
  pageSize: number;
  now: Date;
}

export async function listInvites(db: Db, filter: InviteFilter): Promise<{ rows: InviteRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.companyId) conditions.push(eq(employeeInvites.companyId, filter.companyId));
  if (filter.status === 'pending') conditions.push(eq(employeeInvites.status, 'pending'), gt(employeeInvites.expiresAt, filter.now));
  else if (filter.status === 'expired') conditions.push(eq(employeeInvites.status, 'pending'), lte(employeeInvites.expiresAt, filter.now));
  else if (filter.status) conditions.push(eq(employeeInvites.status, filter.status));
  if (filter.search) conditions.push(ilike(employeeInvites.email, containsPattern(filter.search)));
  const where = and(...conditions);
  const [totalRow] = await db.select({ n: count() }).from(employeeInvites).where(where);
  const rows = await inviteQuery(db)
    .where(where)
    .orderBy(desc(employeeInvites.createdAt), employeeInvites.id)
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return { rows: rows.map(toInviteRow), total: totalRow?.n ?? 0 };
}

export async function insertInvite(db: DbExecutor, values: typeof employeeInvites.$inferInsert): Promise<EmployeeInviteRow> {
  const [row] = await db.insert(employeeInvites).values(values).returning();
  return row!;
}

export async function updateInvite(db: DbExecutor, id: string, values: Partial<typeof employeeInvites.$inferInsert>) {
  await db
    .update(employeeInvites)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(employeeInvites.id, id));
}

export async function deleteInvite(db: DbExecutor, id: string) {
  await db.delete(employeeInvites).where(eq(employeeInvites.id, id));
}
