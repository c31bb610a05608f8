// The auth feature's public entry: other features use only what is exported here.
export type { RequestMeta } from './auth.service.ts';
export { hashPassword } from './passwords.ts';
export { createOrUpdateUser, type CreateUserInput } from './create-user.ts';
export { loadSigningSecret } from './signing-secret.ts';
export { findSessionUser, liveSession } from './auth.repository.ts';
export { MAIL_LINK_JOB, type MailLinkPayload } from './auth.service.ts';
export { AUTH_HOUSEKEEPING_JOB, purgeExpiredAuthRows } from './auth-housekeeping.ts';
export { AccessTokens } from './access-tokens.ts';
export { authRoutes } from './auth.routes.ts';
export { AuthService } from './auth.service.ts';
export { SessionCache } from './session-cache.ts';
export { twoFactorRoutes } from './two-factor.routes.ts';
