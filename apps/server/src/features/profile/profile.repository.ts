import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { authSessions, companies, users } from '../../db/schema.ts';
import { liveSession } from '../auth/index.ts';
import { type ProfileSubscriptionFound, profileSubscriptionSubquery, toProfileSubscriptionFound } from '../billing/index.ts';
import { type ProfileAccount, withJoinedCompany } from '../users/index.ts';

/**
 * The profile route's one statement (decision 425): the user behind the live session, as every
 * authenticated request reads it, with the company's subscription row joined laterally. Two round
 * trips to the database were most of this route's cost.
 */
const sessionProfileQuery = preparedPerDb((db) => {
  const found = profileSubscriptionSubquery(db, users.companyId);
  // Every column the profile shows; not the password hash (decision 475).
  const { passwordHash: _, ...profileColumns } = getTableColumns(users);
  return db
    .select({
      user: profileColumns,
      company: { id: companies.id, name: companies.name },
      subscription: {
        status: found.status,
        isTrial: found.isTrial,
        trialEndsAt: found.trialEndsAt,
        currentPeriodEnd: found.currentPeriodEnd,
        cancelAtPeriodEnd: found.cancelAtPeriodEnd,
        displayName: found.displayName,
        frequency: found.frequency,
        isCurrent: found.isCurrent,
        hadTrial: found.hadTrial,
      },
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoinLateral(found, sql`true`)
    .where(liveSession())
    .limit(1)
    .prepare('session_profile');
});

export interface SessionProfile {
  account: ProfileAccount;
  subscription: ProfileSubscriptionFound;
}

export async function findSessionProfile(db: Db, sessionId: string, userId: string): Promise<SessionProfile | undefined> {
  const [row] = await sessionProfileQuery(db).execute({ sessionId, userId });
  if (!row) return undefined;
  return {
    account: withJoinedCompany(row),
    subscription: toProfileSubscriptionFound(row.subscription),
  };
}
