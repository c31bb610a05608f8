import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findSessionWithPosition } from './job-positions.repository.ts';
import type { JobPositionRow } from './job-positions.table.ts';

/**
 * For the routes of one position (`/job-positions/:id…`): authenticates and reads the position
 * of `:id` in the same statement (decisions 426, 441), so the handler starts with it instead of
 * asking for it again. `positionOf(request)` is that position, null when the caller's company
 * has none of that id, and undefined when it was not read (the handler then reads it itself).
 */
export function positionSession(app: FastifyInstance) {
  const read = new WeakMap<FastifyRequest, JobPositionRow | null>();
  const authenticate = app.authenticateWith(async (db, sessionId, userId, request) => {
    const found = await findSessionWithPosition(db, sessionId, userId, (request.params as { id?: string }).id ?? '');
    if (found) read.set(request, found.position);
    return found?.account;
  });
  return { authenticate, positionOf: (request: FastifyRequest) => read.get(request) };
}
