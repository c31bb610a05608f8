import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PlanLimitKey } from '@hiring/shared/billing';
import type { Db } from '../../db/client.ts';
import { oneRow } from '../../db/json-rows.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { authSessions } from '../../db/schema.ts';
import { liveSession } from '../auth/index.ts';
import { type AccessRow, accessSubquery, toAccessRow } from '../billing/index.ts';
import { companies } from '../companies/index.ts';
import { type SessionAccount, sessionUserColumns, users, withJoinedCompany } from '../users/index.ts';
import { isUuid } from '../../lib/uuid.ts';
import { type JobPositionRow, jobPositions } from './job-positions.table.ts';

/**
 * Reads of one position: beside the session in the statement that authenticates a request
 * (decisions 426, 441, 465, 468, 470), or alone, by a caller that has the position already.
 */

/** Never a position's id: what an id that is not a UUID is looked up as, so it matches nothing. */
const NO_ID = '00000000-0000-0000-0000-000000000000';
const position = alias(jobPositions, 'position');

/**
 * The first statement of a position's routes (decision 426): the user behind the live session,
 * as every authenticated request reads it, and the position of the placeholder `id` if it belongs
 * to the user's company. One round trip instead of the session's and then the position's.
 */
const sessionPositionQuery = sessionPositionWith('session_job_position', () => ({}));

/** The session with the position of `id` and nothing read beside it: a position's routes that need the row alone. */
export const findSessionPosition = (db: Db, sessionId: string, userId: string, id: string) =>
  findSessionWithPositionReads(sessionPositionQuery, db, sessionId, userId, id, () => undefined);

/** The session's user and, when `id` is one of the user's company's positions, that position (else null). */
export async function findSessionWithPosition(
  db: Db,
  sessionId: string,
  userId: string,
  id: string,
): Promise<{ account: SessionAccount; position: JobPositionRow | null } | undefined> {
  const found = await findSessionPosition(db, sessionId, userId, id);
  return found && { account: found.account, position: found.found?.position ?? null };
}

/**
 * session_job_position with the company's access row joined (billing's accessSubquery, decision
 * 465): for the routes whose gate would read it next, the creation (with no id, and its plan's
 * limit on positions) and a goal edit (with the position, and no limit). One statement serves both.
 */
const sessionAccessQuery = preparedPerDb((db) => {
  const access = accessSubquery(db, users.companyId);
  return db
    .select({ user: sessionUserColumns, company: { id: companies.id, name: companies.name }, position, access: access.fields })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(position, and(eq(position.id, sql.placeholder('id')), eq(position.companyId, users.companyId)))
    .leftJoinLateral(access.found, sql`true`)
    .where(liveSession())
    .limit(1)
    .prepare('session_access');
});

export interface SessionAccess {
  account: SessionAccount;
  /** The position of `id` in the user's company; null when there is none (or no id was given). */
  position: JobPositionRow | null;
  /** The company's access row, as the gate reads it; null without a current subscription. */
  access: AccessRow | null;
}

/** findSessionWithPosition (`id` may be omitted) with the company's access for `limitKey` (null: no limit). */
export async function findSessionWithAccess(
  db: Db,
  sessionId: string,
  userId: string,
  id: string | null,
  limitKey: PlanLimitKey | null,
): Promise<SessionAccess | undefined> {
  const [row] = await sessionAccessQuery(db).execute({ sessionId, userId, id: id && isUuid(id) ? id : NO_ID, limitKey });
  if (!row) return undefined;
  return {
    account: withJoinedCompany(row),
    position: row.position?.id ? row.position : null,
    access: toAccessRow(row.access),
  };
}

/** Columns read beside the session and its position: subqueries on the position's id, each aliased. */
export type PositionReads = Record<string, SQL.Aliased>;
type ReadsRow<F extends PositionReads> = { [K in keyof F]: F[K]['_']['type'] };

/**
 * `reads` of the position of the placeholder `jobPositionId` alone, in one prepared statement
 * (decisions 462–464): the same columns `sessionPositionWith` reads beside the session, for a
 * caller that has the position already.
 */
export function positionReadsQuery<F extends PositionReads>(name: string, reads: (positionId: SQL | Placeholder) => F) {
  return preparedPerDb((db) =>
    db
      .select(reads(sql.placeholder('jobPositionId')))
      .from(oneRow)
      .prepare(name),
  );
}

/** Runs a `positionReadsQuery` statement for the position `jobPositionId`; `map` turns its row into what the caller needs. */
export async function readPositionReads<F extends PositionReads, T>(
  query: ReturnType<typeof positionReadsQuery<F>>,
  db: Db,
  jobPositionId: string,
  map: (row: ReadsRow<F>) => T,
): Promise<T> {
  const [row] = await query(db).execute({ jobPositionId });
  return map(row as unknown as ReadsRow<F>);
}

/**
 * The session with the position of `:id` and `reads` of it beside, in one statement: the
 * screen of one position read with the session (decisions 468, 470). `reads` get the joined
 * position's id, so they read the user's company's position only, and nothing when there is none.
 */
export function sessionPositionWith<F extends PositionReads>(name: string, reads: (positionId: SQL | Placeholder) => F) {
  return preparedPerDb((db) =>
    db
      .select({ user: sessionUserColumns, company: { id: companies.id, name: companies.name }, position, ...reads(sql`${position.id}`) })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .leftJoin(companies, eq(companies.id, users.companyId))
      .leftJoin(position, and(eq(position.id, sql.placeholder('id')), eq(position.companyId, users.companyId)))
      .where(liveSession())
      .limit(1)
      .prepare(name),
  );
}

export interface SessionPositionRead<T> {
  account: SessionAccount;
  /** The position of `id` in the user's company, with what was read of it; null when there is none. */
  found: { position: JobPositionRow; read: T } | null;
}

/** Runs a `sessionPositionWith` statement for the position `id`; `map` turns the reads' row into what the route needs. */
export async function findSessionWithPositionReads<F extends PositionReads, T>(
  query: ReturnType<typeof sessionPositionWith<F>>,
  db: Db,
  sessionId: string,
  userId: string,
  id: string,
  map: (row: ReadsRow<F>) => T,
): Promise<SessionPositionRead<T> | undefined> {
  const [row] = (await query(db).execute({ sessionId, userId, id: isUuid(id) ? id : NO_ID })) as unknown as (ReadsRow<F> & {
    user: SessionAccount['user'];
    company: { id: string | null; name: string | null } | null;
    position: JobPositionRow | null;
  })[];
  if (!row) return undefined;
  const { user, company, position: found, ...reads } = row;
  return {
    account: withJoinedCompany({ user, company: company as SessionAccount['company'] }),
    found: found?.id ? { position: found, read: map(reads as unknown as ReadsRow<F>) } : null,
  };
}
