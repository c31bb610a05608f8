import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type ApiKeyScope, isApiKey } from '@hiring/shared/api-keys';
import { hasAnyRole, hasPermission, normalizeRole, type Permission, ROLES, type Role } from '@hiring/shared/roles';
import type { Db } from '../db/client.ts';
import { type AccessTokens, findSessionUser, type SessionCache } from '../features/auth/index.ts';
import type { SessionAccount } from '../features/users/index.ts';
import { type AppError, forbidden, unauthorized } from '../lib/errors.ts';

export interface AuthContext {
  userId: string;
  sessionId: string;
  role: Role;
  companyId: string | null;
  account: SessionAccount;
  /** Set when the request was made with an API key (then `userId` is the key's creator). */
  apiKeyId?: string;
}

/**
 * Checks a request made with an API key: the key's caller, or an error (401 unknown or ended key,
 * 429 too many requests, 403 an operation without `scope` or a scope the key lacks).
 */
export type ApiKeyAuthenticator = (credential: string, scope: ApiKeyScope | undefined) => Promise<AuthContext>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The scope an API key needs to call this route. Without it the route refuses keys (403):
     * keys reach only the operations mapped to a scope (decision 720).
     */
    apiKeyScope?: ApiKeyScope;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** preHandler: a valid bearer token of a live session, or 401. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * `authenticate` with the route's own session lookup, e.g. one statement that reads the
     * session and what the route answers with (decision 425). Unused when the session cache has
     * the session.
     */
    authenticateWith: (lookup: SessionLookup) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * preHandler factory: the caller's role is one of these, or 403: the generic refusal, or
     * `refusal()` for a route whose refusal has a message and code of its own.
     */
    requireRole: (roles: readonly Role[], refusal?: () => AppError) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler factory: the caller's role holds this permission, or 403. */
    requirePermission: (permission: Permission) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/**
 * Finds the user behind a live session (the session id and user id of a verified token), or
 * undefined: `findSessionUser`, or a route's statement that applies the same rule (`liveSession`).
 */
export type SessionLookup = (db: Db, sessionId: string, userId: string, request: FastifyRequest) => Promise<SessionAccount | undefined>;

/** Marks a hook made by `authenticate`/`authenticateWith`, so it moves to preValidation like the plain one. */
const AUTHENTICATES = Symbol('authenticates');

/** Marks a role guard with the roles it lets through, so the route can say so (OpenAPI `x-roles`). */
const GUARD_ROLES = Symbol('guardRoles');
type Hook = ((...args: never[]) => unknown) & { [GUARD_ROLES]?: readonly Role[]; [AUTHENTICATES]?: boolean };

/** The OpenAPI extension naming the roles an operation admits; absent, every signed-in role. */
export const ROLES_EXTENSION = 'x-roles';

const asList = (hooks: unknown): Hook[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks as Hook]);

/**
 * Whether a route's own hooks authenticate the caller (`authenticate`, `authenticateWith`,
 * `readWithSession`): the OpenAPI document gives such an operation bearer security and 401.
 */
export function authenticatesRoute(route: { onRequest?: unknown; preValidation?: unknown; preHandler?: unknown }): boolean {
  return [route.onRequest, route.preValidation, route.preHandler].some((hooks) => asList(hooks).some((h) => h[AUTHENTICATES] === true));
}

/** The signed-in caller, for handlers behind `authenticate`. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/**
 * Authentication whose session lookup also reads what the route answers with, in the same
 * statement (decisions 425, 426, 441): `authenticate` is the route's hook, and `readOf(request)`
 * what the lookup read beside the session, or undefined when it did not run (the session cache
 * had the session) and the handler reads it itself.
 */
export function readWithSession<T>(
  app: FastifyInstance,
  lookup: (db: Db, sessionId: string, userId: string, request: FastifyRequest) => Promise<{ account: SessionAccount; read: T } | undefined>,
) {
  const reads = new WeakMap<FastifyRequest, T>();
  const authenticate = app.authenticateWith(async (db, sessionId, userId, request) => {
    const found = await lookup(db, sessionId, userId, request);
    if (found) reads.set(request, found.read);
    return found?.account;
  });
  return { authenticate, readOf: (request: FastifyRequest) => reads.get(request) };
}

/** The OpenAPI extension naming the scope an API key needs for an operation; absent, keys are refused. */
export const API_KEY_SCOPE_EXTENSION = 'x-api-key-scope';

export const authPlugin = fp<{ db: Db; tokens: AccessTokens; sessions: SessionCache; apiKeys?: ApiKeyAuthenticator }>(
  async (app: FastifyInstance, { db, tokens, sessions, apiKeys }) => {
    app.decorateRequest('auth', null);

    const authenticator = (lookup: SessionLookup) =>
      Object.assign(
        async (request: FastifyRequest) => {
          const header = request.headers.authorization;
          const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
          if (!match) throw unauthorized();
          if (apiKeys && isApiKey(match[1]!)) {
            request.auth = await apiKeys(match[1]!, request.routeOptions.config.apiKeyScope);
            return;
          }
          const claims = tokens.verify(match[1]!);
          if (!claims) throw unauthorized();
          let account = sessions.get(claims.sid, claims.sub);
          if (!account) {
            account = await lookup(db, claims.sid, claims.sub, request);
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
        },
        { [AUTHENTICATES]: true },
      );
    app.decorate(
      'authenticate',
      authenticator((db, sessionId, userId) => findSessionUser(db, sessionId, userId)),
    );
    app.decorate('authenticateWith', authenticator);

    app.decorate('requireRole', (roles: readonly Role[], refusal?: () => AppError) =>
      Object.assign(
        async (request: FastifyRequest) => {
          if (!hasAnyRole(requireAuth(request).role, roles)) throw refusal ? refusal() : forbidden();
        },
        { [GUARD_ROLES]: roles },
      ),
    );
    app.decorate('requirePermission', (permission: Permission) => app.requireRole(ROLES.filter((r) => hasPermission(r, permission))));

    // Who may call is decided before the body is read: a route's `authenticate` and role guard
    // move from preHandler to the front of preValidation (so a caller without the role gets 403
    // whatever they send, and an anonymous one 401), and the guard's roles are published in the
    // OpenAPI document as `x-roles` (the role matrix of test/hardening reads them from there).
    app.addHook('onRoute', (route) => {
      const preHandler = asList(route.preHandler);
      const guards = preHandler.filter((h) => h[AUTHENTICATES] === true || h[GUARD_ROLES] !== undefined);
      if (guards.length === 0) return;
      route.preHandler = preHandler.filter((h) => !guards.includes(h)) as never;
      route.preValidation = [...guards, ...asList(route.preValidation)] as never;
      const roles = guards.find((g) => g[GUARD_ROLES] !== undefined)?.[GUARD_ROLES];
      if (roles && route.schema) route.schema = { ...route.schema, [ROLES_EXTENSION]: [...roles] } as never;
    });
  },
);
