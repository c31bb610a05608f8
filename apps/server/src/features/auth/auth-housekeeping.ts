import { and, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
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

/** Runs the purge at start and then every few hours; any process may run it, it is idempotent. */
export function startAuthHousekeeping(db: Db, log: FastifyBaseLogger, everyMs = 6 * 60 * 60 * 1000): () => void {
  const run = () =>
    purgeExpiredAuthRows(db)
      .then((counts) => log.debug(counts, 'purged expired sessions and tokens'))
      .catch((error) => log.warn({ err: error }, 'auth housekeeping failed'));
  const timer = setInterval(run, everyMs);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}
