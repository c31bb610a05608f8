import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PlanLimitKey } from '@hiring/shared/billing';
import { listJobPositionsQuerySchema } from '@hiring/shared/job-positions';
import { findUnsafeText } from '@hiring/shared/text';
import { readWithSession } from '../../plugins/auth.ts';
import { findSessionUser } from '../auth/index.ts';
import {
  findSessionWithAccess,
  findSessionWithPage,
  findSessionWithPosition,
  type SessionPositionRead,
} from './job-positions.repository.ts';
import type { Db } from '../../db/client.ts';
import { listFilterOf } from './job-positions.service.ts';

const idOf = (request: FastifyRequest) => (request.params as { id?: string }).id;

/**
 * For the routes of one position (`/job-positions/:id…`): authenticates and reads the position
 * of `:id` in the same statement (decisions 426, 441), so the handler starts with it instead of
 * asking for it again. `readOf(request)` is that position, null when the caller's company has
 * none of that id, and undefined when it was not read (the handler then reads it itself).
 */
export function positionSession(app: FastifyInstance) {
  return readWithSession(app, async (db, sessionId, userId, request) => {
    const found = await findSessionWithPosition(db, sessionId, userId, idOf(request) ?? '');
    return found && { account: found.account, read: found.position };
  });
}

/**
 * positionSession for a screen that reads the position's own rows with the session, in one
 * statement (`sessionPositionWith`, decisions 468, 470): `lookup` runs it for `:id`. `readOf` is
 * the position with what was read of it, null when the caller's company has none of that id, and
 * undefined when it was not read (the handler then reads it all itself).
 */
export function positionReadsSession<T>(
  app: FastifyInstance,
  lookup: (db: Db, sessionId: string, userId: string, id: string) => Promise<SessionPositionRead<T> | undefined>,
) {
  return readWithSession(app, async (db, sessionId, userId, request) => {
    const found = await lookup(db, sessionId, userId, idOf(request) ?? '');
    return found && { account: found.account, read: found.found };
  });
}

/**
 * positionSession for a route whose subscription gate comes next (a creation, a goal edit): the
 * same statement also reads the company's access, with the plan's value for `limitKey` (decision
 * 465). `readOf` is as positionSession's (always null on a route without `:id`); `accessOf` is
 * the access row to hand to the gate, null without a current subscription, and undefined when it
 * was not read (the session cache had the session), so the gate reads it itself.
 */
export function accessSession(app: FastifyInstance, limitKey: PlanLimitKey | null) {
  const session = readWithSession(app, async (db, sessionId, userId, request) => {
    const found = await findSessionWithAccess(db, sessionId, userId, idOf(request) ?? null, limitKey);
    return found && { account: found.account, read: found };
  });
  return {
    authenticate: session.authenticate,
    readOf: (request: FastifyRequest) => session.readOf(request)?.position,
    accessOf: (request: FastifyRequest) => session.readOf(request)?.access,
  };
}

/**
 * For the list (`GET /job-positions`): authenticates and reads the page the query asks for in the
 * same statement (decision 467). The hook runs before the query is validated, so it reads the
 * query as validation will; a query that does not pass, or holds text no database can store,
 * reads the session alone, and validation or the text check then answers 400. `readOf(request)`
 * is the page, or undefined when it was not read (the handler reads it itself).
 */
export function pageSession(app: FastifyInstance) {
  return readWithSession(app, async (db, sessionId, userId, request) => {
    const query = listJobPositionsQuerySchema.safeParse(request.query);
    // Text no database can store (a NUL) is refused after this hook, with a 400 (decision 221). The
    // parsed query is walked: the raw one is not a plain object, which findUnsafeText skips.
    if (!query.success || findUnsafeText(query.data) !== null) {
      const account = await findSessionUser(db, sessionId, userId);
      return account && { account, read: undefined };
    }
    const found = await findSessionWithPage(db, sessionId, userId, listFilterOf(query.data));
    return found && { account: found.account, read: found.page };
  });
}
