import { and, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authSessions, refreshTokens, userTokens } from './auth.table.ts';

/** Keeps ended sessions and used tokens a while for audit, then deletes them. */
const KEEP = sql`interval '30 days'`;

export async function purgeExpiredAuthRows(db: Db): Promise<{ sessions: number; refreshTokens: number; userTokens: number }> {
  const tokens = await db
    .delete(refreshTokens)
    .where(lt(refreshTokens.expiresAt, sql`now() - ${KEEP}`))
    .returning({ id: refreshTokens.id });
  const sessions = await db
    .delete(authSessions)
    .where(
      or(
        lt(authSessions.expiresAt, sql`now() - ${KEEP}`),
        and(isNotNull(authSessions.revokedAt), lt(authSessions.revokedAt, sql`now() - ${KEEP}`)),
      ),
    )
    .returning({ id: authSessions.id });
  const mailed = await db
    .delete(userTokens)
    .where(lt(userTokens.expiresAt, sql`now() - ${KEEP}`))
    .returning({ id: userTokens.id });
  return { sessions: sessions.length, refreshTokens: tokens.length, userTokens: mailed.length };
}

/** The recurring job that runs purgeExpiredAuthRows. */
export const AUTH_HOUSEKEEPING_JOB = 'auth.housekeeping';
