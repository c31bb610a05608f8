import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PlanLimitKey } from '@hiring/shared/billing';
import { JOB_MESSAGES } from '@hiring/shared/job-positions';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { type AuthContext, readWithSession, requireAuth } from '../../plugins/auth.ts';
import type { AccessRow } from '../billing/index.ts';
import { findSessionWithAccess } from './position-reads.repository.ts';
import type { SessionPositionRead } from './position-reads.repository.ts';
import type { JobPositionRow } from './job-positions.table.ts';

/** 404 for a position the caller's company does not have (or an id that is none). */
export const positionNotFound = () => new AppError(404, JOB_MESSAGES.notFound).withCode('job_position_not_found');

/** The caller's company, or 404 for a caller without one (the platform administrator). */
export function companyOf(auth: AuthContext): string {
  if (!auth.companyId) throw new AppError(404, JOB_MESSAGES.companyRequired).withCode('company_required');
  return auth.companyId;
}

const idOf = (request: FastifyRequest) => (request.params as { id?: string }).id ?? '';

/** What a route reads of the position of `:id`: beside the session in one statement, or apart when the session was not read. */
export interface PositionReads<T> {
  /** The session, the position of `id` in the user's company and `T`, in one statement (decisions 426, 441, 468, 470). */
  withSession(db: Db, sessionId: string, userId: string, id: string): Promise<SessionPositionRead<T> | undefined>;
  /** The company's position of `id` with `T`, or undefined when it has none: for a request whose session came from the cache. */
  apart(companyId: string, id: string): Promise<{ position: JobPositionRow; read: T } | undefined>;
}

/** A position loaded for a request, with what the route reads of it. */
export interface LoadedPosition<T> {
  auth: AuthContext;
  position: JobPositionRow;
  read: T;
}

/**
 * The request loading of a position's routes (`/job-positions/:id…`), in one place: `authenticate`
 * is the route's hook, which reads the session, the position and `reads` in one statement;
 * `load(request)` is what the handler calls, and gives the position and its reads whichever way
 * they came: from that statement, or, when the session cache had the session and the statement
 * did not run, read here. 404 when the caller's company has no position of that id.
 */
export function positionLoader<T>(app: FastifyInstance, reads: PositionReads<T>) {
  const session = readWithSession(app, async (db, sessionId, userId, request) => {
    const found = await reads.withSession(db, sessionId, userId, idOf(request));
    return found && { account: found.account, read: found.found };
  });
  return {
    authenticate: session.authenticate,
    async load(request: FastifyRequest): Promise<LoadedPosition<T>> {
      const auth = requireAuth(request);
      const companyId = companyOf(auth);
      const read = session.readOf(request);
      const found = read === undefined ? await reads.apart(companyId, idOf(request)) : read;
      if (!found) throw positionNotFound();
      return { auth, position: found.position, read: found.read };
    },
  };
}

/** What a gated route (a creation, a goal edit) loads: the position of `:id` if any, and the company's access when it was read. */
export interface LoadedAccess {
  auth: AuthContext;
  /** The position of `:id` in the caller's company; null when there is none or the route has no `:id`. */
  position: JobPositionRow | null;
  /**
   * The company's access row for the subscription gate, read with the session (decision 465) or,
   * when the session came from the cache, read here; null without a current subscription.
   */
  access: AccessRow | null;
}

/**
 * The request loading of a route whose subscription gate comes next (decision 465): the session,
 * the position of `:id` (none on a route without one) and the company's access with the plan's
 * value for `limitKey`, in one statement. `load` reads the position and the access row itself
 * (side by side) when the statement did not run; a missing position is left to the service, whose
 * gate answers first. The gate takes the access row as read, never "maybe read" (decision 571).
 */
export function accessLoader(
  app: FastifyInstance,
  limitKey: PlanLimitKey | null,
  reads: {
    findPosition: (companyId: string, id: string) => Promise<JobPositionRow | undefined>;
    /** The company's access row with the plan's value for `limitKey`; null without a current subscription. */
    readAccess: (companyId: string) => Promise<AccessRow | null>;
  },
) {
  const session = readWithSession(app, async (db, sessionId, userId, request) => {
    const id = (request.params as { id?: string }).id ?? null;
    const found = await findSessionWithAccess(db, sessionId, userId, id, limitKey);
    return found && { account: found.account, read: found };
  });
  return {
    authenticate: session.authenticate,
    async load(request: FastifyRequest): Promise<LoadedAccess> {
      const auth = requireAuth(request);
      const read = session.readOf(request);
      if (read) return { auth, position: read.position, access: read.access };
      const id = (request.params as { id?: string }).id;
      const companyId = auth.companyId;
      if (!companyId) return { auth, position: null, access: null };
      const [position, access] = await Promise.all([id ? reads.findPosition(companyId, id) : undefined, reads.readAccess(companyId)]);
      return { auth, position: position ?? null, access };
    },
  };
}
