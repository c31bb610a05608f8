import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasAnyRole, normalizeRole, type Role } from '@hiring/shared/roles';
import type { Db } from '../db/client.ts';
import type { AccessTokens } from '../features/auth/access-tokens.ts';
import { findSessionUser } from '../features/auth/auth.repository.ts';
import type { SessionCache } from '../features/auth/session-cache.ts';
import type { UserWithCompany } from '../features/users/users.repository.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';

export interface AuthContext {
  userId: string;
  sessionId: string;
  role: Role;
  companyId: string | null;
  account: UserWithCompany;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** preHandler: a valid bearer token of a live session, or 401. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler factory: the caller's role is one of these, or 403. */
    requireRole: (roles: readonly Role[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** The signed-in caller, for handlers behind `authenticate`. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

export const authPlugin = fp<{ db: Db; tokens: AccessTokens; sessions: SessionCache }>(
  async (app: FastifyInstance, { db, tokens, sessions }) => {
    app.decorateRequest('auth', null);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
      if (!match) throw unauthorized();
      const claims = tokens.verify(match[1]!);
      if (!claims) throw unauthorized();
      let account = sessions.get(claims.sid, claims.sub);
      if (!account) {
        account = await findSessionUser(db, claims.sid, claims.sub);
        if (account) sessions.set(claims.sid, account);
      }
      if (!account || account.user.status !== 'active') throw unauthorized();
      request.auth = {
        userId: account.user.id,
        sessionId: claims.sid,
        role: normalizeRole(account.user.role),
        companyId: account.user.companyId,
        account,
      };
    });

    app.decorate('requireRole', (roles: readonly Role[]) => async (request: FastifyRequest) => {
      if (!hasAnyRole(requireAuth(request).role, roles)) throw forbidden();
    });
  },
);
