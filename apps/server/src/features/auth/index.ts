// The auth feature's public entry: other features use only what is exported here.
export type { AuthService, RequestMeta } from './auth.service.ts';
export { hashPassword } from './passwords.ts';
export { createOrUpdateUser, type CreateUserInput } from './create-user.ts';
export { loadSigningSecret } from './signing-secret.ts';
export { findSessionUser, liveSession } from './auth.repository.ts';
export { MAIL_LINK_JOB, type MailLinkPayload } from './auth.service.ts';
export { AUTH_HOUSEKEEPING_JOB, purgeExpiredAuthRows } from './auth-housekeeping.ts';
