import type { FastifyInstance } from 'fastify';
import { readWithSession } from '../../plugins/auth.ts';
import { findSessionWithPosition } from './job-positions.repository.ts';

/**
 * For the routes of one position (`/job-positions/:id…`): authenticates and reads the position
 * of `:id` in the same statement (decisions 426, 441), so the handler starts with it instead of
 * asking for it again. `readOf(request)` is that position, null when the caller's company has
 * none of that id, and undefined when it was not read (the handler then reads it itself).
 */
export function positionSession(app: FastifyInstance) {
  return readWithSession(app, async (db, sessionId, userId, request) => {
    const found = await findSessionWithPosition(db, sessionId, userId, (request.params as { id?: string }).id ?? '');
    return found && { account: found.account, read: found.position };
  });
}
