import { and, count, desc, eq, gt, gte, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../users/index.ts';
import { employeeInvites } from './team.table.ts';
import { containsPattern, startsPattern } from '../../lib/like.ts';

/**
 * Read-only queries other features ask of the team (the top-bar search, the company's figures):
 * members and invitations, always of one company.
 */

const asInt = (expr: SQL) => sql<number>`cast(${expr} as int)`;
/** The company's members whose name or email contains the text; names that start with it come first. */
export async function searchMembers(db: Db, companyId: string, text: string, limit: number) {
  const contains = containsPattern(text);
  const starts = startsPattern(text);
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

/** Members, active members and invitations still open at `now`. */
export async function teamCounts(db: Db, companyId: string, now: Date) {
  const [members] = await db
    .select({ all: count(), active: asInt(sql`count(*) filter (where ${users.status} = 'active')`) })
    .from(users)
    .where(eq(users.companyId, companyId));
  const [invites] = await db
    .select({ n: count() })
    .from(employeeInvites)
    .where(and(eq(employeeInvites.companyId, companyId), eq(employeeInvites.status, 'pending'), gt(employeeInvites.expiresAt, now)));
  return { members: members?.all ?? 0, active: members?.active ?? 0, pendingInvites: invites?.n ?? 0 };
}

type MonthCounts = Array<{ month: string; n: number }>;

/** Invitations sent and accepted per UTC month since `since`. */
export async function monthlyInvitations(db: Db, companyId: string, since: Date): Promise<{ sent: MonthCounts; accepted: MonthCounts }> {
  const sentMonth = sql<string>`to_char(${employeeInvites.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  const acceptedMonth = sql<string>`to_char(${employeeInvites.acceptedAt} at time zone 'UTC', 'YYYY-MM')`;
  const [sent, accepted] = await Promise.all([
    db
      .select({ month: sentMonth, n: count() })
      .from(employeeInvites)
      .where(and(eq(employeeInvites.companyId, companyId), gte(employeeInvites.createdAt, since)))
      .groupBy(sentMonth),
    db
      .select({ month: acceptedMonth, n: count() })
      .from(employeeInvites)
      .where(and(eq(employeeInvites.companyId, companyId), eq(employeeInvites.status, 'accepted'), gte(employeeInvites.acceptedAt, since)))
      .groupBy(acceptedMonth),
  ]);
  return { sent, accepted };
}
