import { and, eq, sql } from 'drizzle-orm';
import type { User } from '@hiring/shared/auth';
import { normalizeRole, type Role } from '@hiring/shared/roles';
import type { Db } from '../../db/client.ts';
import { companies } from '../companies/index.ts';
import { type UserRow, users } from './users.table.ts';

/** A user (their row, or the columns read of it) with their company's id and name; null without one. */
export interface Account<U> {
  user: U;
  company: { id: string; name: string } | null;
}

export type UserWithCompany = Account<UserRow>;

/**
 * A user read with their company left-joined: without a company, the join gives its columns as
 * nulls, and the account's company is then null.
 */
export function withJoinedCompany<U, C extends { id: string | null }>(row: {
  user: U;
  company: C | null;
}): {
  user: U;
  company: C | null;
} {
  return { user: row.user, company: row.company?.id ? row.company : null };
}

/**
 * The user's columns that every authenticated request reads with its session (decision 475): who
 * the caller is, their company, role and status, and the few fields routes use of them (the name
 * and email an invitation or a history entry shows, the metadata onboarding reads). Not the
 * password hash, the profile's fields or the timestamps: those are read where they are shown.
 */
export const sessionUserColumns = {
  id: users.id,
  companyId: users.companyId,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  status: users.status,
  metadata: users.metadata,
};

/** The caller of an authenticated request: the session's user (its columns above) and company. */
export type SessionAccount = Account<Pick<UserRow, keyof typeof sessionUserColumns>>;

const withCompany = (db: Db) =>
  db
    .select({ user: users, company: { id: companies.id, name: companies.name } })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId));

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  return row;
}

export async function findUserWithCompany(db: Db, id: string): Promise<UserWithCompany | undefined> {
  const [row] = await withCompany(db).where(eq(users.id, id)).limit(1);
  return row && withJoinedCompany(row);
}

export async function emailExists(db: Db, email: string): Promise<boolean> {
  return (await findUserByEmail(db, email)) !== undefined;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The user as the profile shows it: every column but the password hash. */
export type ProfileAccount = Account<Omit<UserRow, 'passwordHash'>>;

/** The user as the API shows it: profile fields, a lowercased role, the company. */
export function toUserDto({ user, company }: ProfileAccount): User {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    first_name: user.firstName,
    last_name: user.lastName,
    role: normalizeRole(user.role),
    email_verified: user.emailVerifiedAt !== null,
    phone: user.phone,
    position: user.position,
    department: user.department,
    location: user.location,
    bio: user.bio,
    created_at: user.createdAt.toISOString(),
    last_login: iso(user.lastLoginAt),
    company,
    display_locale: user.displayLocale ?? null,
  };
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(db: Db, id: string, values: Partial<typeof users.$inferInsert>) {
  await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

/** Who a notification mail goes to: a company's active members with email notifications on. */
export interface MailRecipient {
  id: string;
  email: string;
  firstName: string;
  role: Role;
}

/**
 * The company's active members who keep email notifications on, of the given roles (all when
 * omitted): a member who turned them off in the settings gets none.
 */
export async function findMailRecipients(db: Pick<Db, 'select'>, companyId: string, roles?: readonly Role[]): Promise<MailRecipient[]> {
  const rows = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, role: users.role })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.status, 'active'),
        sql`coalesce((${users.notificationPreferences} ->> 'email')::boolean, true)`,
      ),
    )
    .orderBy(users.createdAt);
  return rows.map((r) => ({ ...r, role: normalizeRole(r.role) })).filter((r) => !roles || roles.includes(r.role));
}
