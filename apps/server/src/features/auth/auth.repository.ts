import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../companies/index.ts';
import { sessionUserColumns, users, withJoinedCompany } from '../users/index.ts';
import { authSessions, refreshTokens, userTokens } from './auth.table.ts';

export type TokenPurpose = (typeof userTokens.$inferInsert)['purpose'];

export async function createSessionRow(db: Db, values: { userId: string; expiresAt: Date; ipAddress?: string; userAgent?: string }) {
  const [row] = await db.insert(authSessions).values(values).returning({ id: authSessions.id });
  return row!;
}

export async function insertRefreshToken(db: Db, values: { sessionId: string; tokenHash: string; expiresAt: Date }) {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ token: refreshTokens, session: authSessions })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Marks a refresh token used; false when another request used it first. */
export async function consumeRefreshToken(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

/** Whether a refresh token was used at most `seconds` ago (by the database's clock, which set it). */
export async function usedWithin(db: Db, id: string, seconds: number): Promise<boolean> {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.id, id), gt(refreshTokens.usedAt, sql`now() - make_interval(secs => ${seconds})`)))
    .limit(1);
  return row !== undefined;
}

export async function touchSession(db: Db, sessionId: string) {
  await db.update(authSessions).set({ lastUsedAt: sql`now()` }).where(eq(authSessions.id, sessionId));
}

export async function revokeSession(db: Db, sessionId: string, reason: string) {
  await db
    .update(authSessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

export async function revokeUserSessions(db: Db, userId: string, reason: string) {
  await db
    .update(authSessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
}

/** Ends every open session of a user but one (the caller's own, after a password change). */
export async function revokeOtherSessions(db: Db, userId: string, keepSessionId: string, reason: string) {
  await db
    .update(authSessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt), ne(authSessions.id, keepSessionId)));
}

function sessionUserQuery(db: Db) {
  return db
    .select({ user: sessionUserColumns, company: { id: companies.id, name: companies.name } })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(liveSession())
    .limit(1)
    .prepare('session_user');
}

/**
 * The session of the placeholders `sessionId` and `userId`, neither revoked nor expired: the one
 * rule every session lookup applies, here and in a route's own combined statement (decision 425).
 */
export function liveSession() {
  return and(
    eq(authSessions.id, sql.placeholder('sessionId')),
    eq(authSessions.userId, sql.placeholder('userId')),
    isNull(authSessions.revokedAt),
    gt(authSessions.expiresAt, sql`now()`),
  );
}

// Built once per database: it runs on every authenticated request.
const sessionUserQueries = new WeakMap<Db, ReturnType<typeof sessionUserQuery>>();

/**
 * The user behind a live session, with the company: one query per authenticated request, so a
 * revoked session or a disabled user stops working at once.
 */
export async function findSessionUser(db: Db, sessionId: string, userId: string) {
  let query = sessionUserQueries.get(db);
  if (!query) {
    query = sessionUserQuery(db);
    sessionUserQueries.set(db, query);
  }
  const [row] = await query.execute({ sessionId, userId });
  return row && withJoinedCompany(row);
}

export async function insertUserToken(db: Db, values: { userId: string; purpose: TokenPurpose; tokenHash: string; expiresAt: Date }) {
  await db.insert(userTokens).values(values);
}

/** Unused tokens of one purpose stop working when a newer one is sent. */
export async function expireUserTokens(db: Db, userId: string, purpose: TokenPurpose) {
  await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
}

export async function findUserToken(db: Db, tokenHash: string, purpose: TokenPurpose) {
  const [row] = await db
    .select({ token: userTokens, user: users })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .where(and(eq(userTokens.tokenHash, tokenHash), eq(userTokens.purpose, purpose)))
    .limit(1);
  return row;
}

/** Uses a token once: false when it was used already or has expired. */
export async function consumeUserToken(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userTokens.id, id), isNull(userTokens.usedAt), gt(userTokens.expiresAt, sql`now()`)))
    .returning({ id: userTokens.id });
  return rows.length === 1;
}
