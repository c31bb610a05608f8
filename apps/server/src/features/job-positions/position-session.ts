import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PlanLimitKey } from '@hiring/shared/billing';
import { readWithSession } from '../../plugins/auth.ts';
import { findSessionWithAccess, findSessionWithPosition } from './job-positions.repository.ts';

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
