import { ONE_TIME_QUERY_PARAM, REDIRECT_QUERY_PARAM } from '@hiring/shared/auth';
import type { Db } from '../../db/client.ts';
import { hashToken, randomToken } from '../../lib/crypto.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { loginLinkMail, passwordResetMail, verificationMail } from '../../mail/templates.ts';
import type { UserRow } from '../users/index.ts';
import * as repo from './auth.repository.ts';

/**
 * Mails a user a single-use link (verify the address, reset the password, sign in once): a new
 * token replaces the user's earlier ones of that purpose, and the outbox keeps the link no
 * longer than the token works.
 */
export async function mailUserToken(
  deps: { db: Db; mailer: Mailer; appUrl: string },
  user: UserRow,
  purpose: repo.TokenPurpose,
  lifetimeSeconds: number,
  redirectTo?: string,
): Promise<void> {
  const token = randomToken();
  await repo.expireUserTokens(deps.db, user.id, purpose);
  const expiresAt = new Date(Date.now() + lifetimeSeconds * 1000);
  await repo.insertUserToken(deps.db, { userId: user.id, purpose, tokenHash: hashToken(token), expiresAt });
  const sent = { secretExpiresAt: expiresAt };
  const to = user.email;
  const encoded = encodeURIComponent(token);
  const link = (path: string) => `${deps.appUrl}${path}`;
  if (purpose === 'verify_email') {
    await deps.mailer.send(verificationMail(to, user.firstName, link(`/auth/verify-email/${encoded}`)), sent);
  } else if (purpose === 'password_reset') {
    await deps.mailer.send(passwordResetMail(to, user.firstName, link(`/auth/reset-password/${encoded}`)), sent);
  } else {
    const query = new URLSearchParams({ [ONE_TIME_QUERY_PARAM]: token });
    if (redirectTo) query.set(REDIRECT_QUERY_PARAM, redirectTo);
    await deps.mailer.send(loginLinkMail(to, user.firstName, link(`/auth/login?${query}`)), sent);
  }
}
