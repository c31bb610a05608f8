import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type JobPositionPage, listJobPositionsQuerySchema } from '@hiring/shared/job-positions';
import { findUnsafeText } from '@hiring/shared/text';
import { type AuthContext, readWithSession, requireAuth } from '../../plugins/auth.ts';
import { findSessionUser } from '../auth/index.ts';
import { findSessionWithPage, type JobPositionsPage, listFilterOf } from './position-page.repository.ts';

type ListQuery = z.output<typeof listJobPositionsQuerySchema>;

/** How the list's page is made: from rows read with the session, or read (through the per-process cache) apart. */
export interface PageSource {
  fromRows(query: ListQuery, rows: JobPositionsPage): JobPositionPage;
  read(auth: AuthContext, query: ListQuery): Promise<JobPositionPage>;
}

/**
 * The request loading of the list (`GET /job-positions`), in one place: `authenticate` reads the
 * session and the page the query asks for in one statement (decision 467), and `load(request)`
 * gives the page whichever way it came: from that statement, or, when the statement did not run
 * (the session cache had the session) or read the session alone, through `source.read`, which
 * keeps pages per process when READ_CACHE_MS is set. The hook runs before the query is validated,
 * so it reads the query as validation will; a query that does not pass, or holds text no database
 * can store, reads the session alone, and validation or the text check then answers 400.
 */
export function pageLoader(app: FastifyInstance, source: PageSource) {
  const session = readWithSession(app, async (db, sessionId, userId, request) => {
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
  return {
    authenticate: session.authenticate,
    load(request: FastifyRequest<{ Querystring: ListQuery }>): Promise<JobPositionPage> {
      const rows = session.readOf(request);
      if (rows) return Promise.resolve(source.fromRows(request.query, rows));
      return source.read(requireAuth(request), request.query);
    },
  };
}
