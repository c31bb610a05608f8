import { eq, sql } from 'drizzle-orm';
import type { User } from '@hiring/shared/auth';
import { normalizeRole } from '@hiring/shared/roles';
import type { Db } from '../../db/client.ts';
import { companies } from '../companies/index.ts';
import { type UserRow, users } from './users.table.ts';

export interface UserWithCompany {
  user: UserRow;
  company: { id: string; name: string } | null;
}

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
  return row ? { user: row.user, company: row.company?.id ? row.company : null } : undefined;
}

export async function emailExists(db: Db, email: string): Promise<boolean> {
  return (await findUserByEmail(db, email)) !== undefined;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The user as the API shows it: profile fields, a lowercased role, the company. */
export function toUserDto({ user, company }: UserWithCompany): User {
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
