import { randomUUID } from 'node:crypto';
import {
  AUTH_MESSAGES,
  type AuthSession,
  LOGIN_RATE_LIMIT,
  type Login,
  type Register,
  type SignInResult,
  safeRedirectPath,
  TOKEN_LIFETIMES,
  type TokenPair,
  type TwoFactorChallenge,
} from '@hiring/shared/auth';
import { TWO_FACTOR, TWO_FACTOR_MESSAGES, type TwoFactorDisable, type TwoFactorVerify } from '@hiring/shared/two-factor';
import { PROFILE_MESSAGES } from '@hiring/shared/profile';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, conflict, tooManyRequests, unauthorized } from '../../lib/errors.ts';
import { createSealer, hashToken, randomToken } from '../../lib/crypto.ts';
import type { RateLimits } from '../../lib/rate-limits.ts';
import type { Jobs } from '../../jobs/queue.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { createCompany } from '../companies/index.ts';
import { findUserByEmail, findUserWithCompany, insertUser, toUserDto, type UserRow, updateUser, users } from '../users/index.ts';
import type { AccessTokens } from './access-tokens.ts';
import { limitByAddress } from './address-limits.ts';
import { mailUserToken } from './mail-links.ts';
import { checkEmail, checkEmailForRegistration, type EmailCheck } from './email-checks.ts';
import type { SessionCache } from './session-cache.ts';
import * as repo from './auth.repository.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { TwoFactor } from './two-factor.ts';

export interface RequestMeta {
  ip: string;
  userAgent?: string;
}

export interface AuthServiceDeps {
  db: Db;
  tokens: AccessTokens;
  sessions: SessionCache;
  mailer: Mailer;
  rateLimits: RateLimits;
  appUrl: string;
  /** Mails asked for by address are sent from here, so the answer takes as long for any address. */
  jobs: Jobs;
  /** The server's signing secret: the key that seals authenticator secrets at rest. */
  secret: string;
}

/** The job that mails a reset or sign-in link to an address, when it is an active account's. */
export const MAIL_LINK_JOB = 'auth.mail-link';

export interface MailLinkPayload {
  email: string;
  purpose: 'password_reset' | 'login_link';
  redirect?: string;
}

const secondsFromNow = (seconds: number) => new Date(Date.now() + seconds * 1000);

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

export class AuthService {
  /** Two-factor authentication of the signed-in user (setup, on, off, recovery codes). */
  readonly twoFactor: TwoFactor;

  constructor(private readonly deps: AuthServiceDeps) {
    this.twoFactor = new TwoFactor({
      db: deps.db,
      rateLimits: deps.rateLimits,
      sealer: createSealer(deps.secret, 'two-factor-secret'),
    });
  }

  private get db() {
    return this.deps.db;
  }

  // Every change to a user or a session goes through these, so the session cache forgets it.
  private async updateUser(userId: string, values: Parameters<typeof updateUser>[2]) {
    await updateUser(this.db, userId, values);
    this.deps.sessions.forgetUser(userId);
  }

  private async revokeSession(sessionId: string, reason: string) {
    await repo.revokeSession(this.db, sessionId, reason);
    this.deps.sessions.forgetSession(sessionId);
  }

  /** Opens a session: a refresh-token family and a short-lived access token. */
  private async openSession(userId: string, meta: RequestMeta): Promise<TokenPair> {
    const session = await repo.createSessionRow(this.db, {
      userId,
      expiresAt: secondsFromNow(TOKEN_LIFETIMES.refreshSeconds),
      ipAddress: meta.ip,
      userAgent: meta.userAgent?.slice(0, 512),
    });
    return this.issueTokens(userId, session.id);
  }

  private async issueTokens(userId: string, sessionId: string): Promise<TokenPair> {
    const refreshToken = randomToken();
    await repo.insertRefreshToken(this.db, {
      sessionId,
      tokenHash: hashToken(refreshToken),
      expiresAt: secondsFromNow(TOKEN_LIFETIMES.refreshSeconds),
    });
    const token = this.deps.tokens.sign({ sub: userId, sid: sessionId });
    return { token, refresh_token: refreshToken, token_type: 'Bearer', expires_in: TOKEN_LIFETIMES.accessSeconds };
  }

  private async sessionFor(userId: string, meta: RequestMeta): Promise<AuthSession> {
    await this.updateUser(userId, { lastLoginAt: new Date() });
    const pair = await this.openSession(userId, meta);
    const found = await findUserWithCompany(this.db, userId);
    if (!found) throw unauthorized(AUTH_MESSAGES.sessionExpired);
    return { ...pair, user: toUserDto(found) };
  }

  /**
   * The end of a first factor (password or one-time link): the session, or, when two-factor is
   * on, a 5-minute single-use challenge that only a code exchanges for the session.
   */
  private async signIn(userId: string, meta: RequestMeta): Promise<SignInResult> {
    if (!(await this.twoFactor.isEnabled(userId))) return this.sessionFor(userId, meta);
    const challenge = randomToken();
    await repo.insertUserToken(this.db, {
      userId,
      purpose: 'two_factor_challenge',
      tokenHash: hashToken(challenge),
      expiresAt: secondsFromNow(TWO_FACTOR.challengeSeconds),
    });
    return { two_factor_required: true, challenge, expires_in: TWO_FACTOR.challengeSeconds } satisfies TwoFactorChallenge;
  }

  /**
   * The second step of a sign-in: the challenge and a code (or a recovery code) for the session.
   * Each challenge takes a few wrong codes, then ends (sign in again); the account's own limit
   * counts wrong codes across challenges (decision 392).
   */
  async verifyTwoFactor(input: TwoFactorVerify, meta: RequestMeta): Promise<AuthSession> {
    const found = await repo.findUserToken(this.db, hashToken(input.challenge), 'two_factor_challenge');
    if (!found || found.token.usedAt || found.token.expiresAt <= new Date() || found.user.status !== 'active') {
      throw unauthorized(TWO_FACTOR_MESSAGES.challengeExpired);
    }
    const perChallenge = this.deps.rateLimits.limiter('2fa-challenge', TWO_FACTOR.attemptsPerChallenge, TWO_FACTOR.challengeSeconds);
    const seen = await perChallenge.get(found.token.id);
    if (seen && seen.consumedPoints >= TWO_FACTOR.attemptsPerChallenge) throw unauthorized(TWO_FACTOR_MESSAGES.tooManyAttempts);
    try {
      await this.twoFactor.verifySignIn(found.user.id, input);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 400) {
        const after = await perChallenge.penalty(found.token.id);
        if (after.consumedPoints >= TWO_FACTOR.attemptsPerChallenge) {
          await repo.consumeUserToken(this.db, found.token.id);
          throw unauthorized(TWO_FACTOR_MESSAGES.tooManyAttempts);
        }
      }
      throw error;
    }
    if (!(await repo.consumeUserToken(this.db, found.token.id))) throw unauthorized(TWO_FACTOR_MESSAGES.challengeExpired);
    return this.sessionFor(found.user.id, meta);
  }

  /** Turning two-factor off takes the current password and a code or recovery code (decision 391). */
  async disableTwoFactor(userId: string, input: TwoFactorDisable): Promise<void> {
    const [user] = await this.db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user || !(await verifyPassword(user.passwordHash, input.password))) {
      throw new AppError(400, TWO_FACTOR_MESSAGES.passwordWrong, { password: TWO_FACTOR_MESSAGES.passwordWrong });
    }
    await this.twoFactor.disable(userId, input);
  }

  private mailToken(user: UserRow, purpose: repo.TokenPurpose, lifetimeSeconds: number, redirectTo?: string) {
    return mailUserToken(this.deps, user, purpose, lifetimeSeconds, redirectTo);
  }

  /**
   * Opens a session for an account another feature has just created (an invitation accepted by
   * registering): a new account has no two-factor yet, so no first factor is skipped here.
   */
  startSession(userId: string, meta: RequestMeta): Promise<AuthSession> {
    return this.sessionFor(userId, meta);
  }

  /** A change to a user made elsewhere (role, company, status): the session cache forgets the user at once. */
  forgetUser(userId: string): void {
    this.deps.sessions.forgetUser(userId);
  }

  /**
   * Changes the password of the signed-in user: the current one is required (400 when wrong),
   * and every other session ends; the caller's own stays signed in.
   */
  async changePassword(userId: string, sessionId: string, current: string, next: string): Promise<void> {
    const [user] = await this.db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user || !(await verifyPassword(user.passwordHash, current))) throw badRequest(PROFILE_MESSAGES.currentPasswordWrong);
    if (await verifyPassword(user.passwordHash, next)) throw badRequest(PROFILE_MESSAGES.samePassword);
    await this.updateUser(userId, { passwordHash: await hashPassword(next) });
    await repo.revokeOtherSessions(this.db, userId, sessionId, 'password_changed');
    this.deps.sessions.forgetUser(userId);
  }

  /** The account as the database has it now (not the session cache). */
  account(userId: string) {
    return findUserWithCompany(this.db, userId);
  }

  /** Saves the settings form's fields of the signed-in user. */
  async updateProfile(userId: string, values: Parameters<typeof updateUser>[2]): Promise<void> {
    await this.updateUser(userId, values);
  }

  /** Ends every session of a user (removed from their company). */
  async endUserSessions(userId: string, reason: string): Promise<void> {
    await repo.revokeUserSessions(this.db, userId, reason);
    this.deps.sessions.forgetUser(userId);
  }

  async register(input: Register, meta: RequestMeta): Promise<AuthSession> {
    if (await findUserByEmail(this.db, input.email)) throw conflict(AUTH_MESSAGES.emailTaken);
    const passwordHash = await hashPassword(input.password);
    let user: UserRow;
    try {
      user = await this.db.transaction(async (tx) => {
        // The spec's placeholder company name; forms do not prefill a name starting with "Company-".
        const company = await createCompany(tx, `Company-${randomUUID().slice(0, 8)}`);
        return insertUser(tx, {
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          role: 'owner',
          companyId: company.id,
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(AUTH_MESSAGES.emailTaken);
      throw error;
    }
    await this.mailToken(user, 'verify_email', TOKEN_LIFETIMES.emailVerificationSeconds);
    return this.sessionFor(user.id, meta);
  }

  async login(input: Login, meta: RequestMeta): Promise<SignInResult> {
    const { rateLimits } = this.deps;
    // Failures per account and address (the lockout), and per address across all accounts.
    // A noisy address leaves each account one failure, never a lockout of its correct password
    // (decision 223).
    const perPair = rateLimits.limiter('login', LOGIN_RATE_LIMIT.maxFailures, LOGIN_RATE_LIMIT.windowSeconds);
    const perAddress = rateLimits.limiter('login-ip', LOGIN_RATE_LIMIT.noisyAddressFailures, LOGIN_RATE_LIMIT.windowSeconds);
    const pairKey = `${input.email}:${meta.ip}`;
    const [pair, address] = await Promise.all([perPair.get(pairKey), perAddress.get(meta.ip)]);
    const noisy = (address?.consumedPoints ?? 0) >= LOGIN_RATE_LIMIT.noisyAddressFailures;
    const allowed = noisy ? LOGIN_RATE_LIMIT.failuresPerAccountWhenNoisy : LOGIN_RATE_LIMIT.maxFailures;
    if (pair && pair.consumedPoints >= allowed) throw tooManyRequests(pair.msBeforeNext / 1000);

    const user = await findUserByEmail(this.db, input.email);
    const valid = await verifyPassword(user?.passwordHash, input.password);
    if (!user || !valid) {
      await Promise.all([perPair.penalty(pairKey), perAddress.penalty(meta.ip)]);
      throw unauthorized(AUTH_MESSAGES.invalidCredentials);
    }
    if (user.status !== 'active') throw new AppError(403, AUTH_MESSAGES.accountDisabled);
    await perPair.delete(pairKey);
    return this.signIn(user.id, meta);
  }

  async refresh(refreshToken: string): Promise<TokenPair> {
    const found = await repo.findRefreshToken(this.db, hashToken(refreshToken));
    if (!found) throw unauthorized(AUTH_MESSAGES.sessionExpired);
    const { token, session } = found;
    if (session.revokedAt || session.expiresAt <= new Date() || token.expiresAt <= new Date()) {
      throw unauthorized(AUTH_MESSAGES.sessionExpired);
    }
    // A refresh token is good once. Seen again within a few seconds, it is another tab of the
    // same browser refreshing at the same time: that tab gets a fresh pair of the same session.
    // Seen again later, it was copied: end the whole family (decision 222).
    const first = !token.usedAt && (await repo.consumeRefreshToken(this.db, token.id));
    if (!first && !(await repo.usedWithin(this.db, token.id, TOKEN_LIFETIMES.refreshReuseGraceSeconds))) {
      await this.revokeSession(session.id, 'refresh_token_reuse');
      throw unauthorized(AUTH_MESSAGES.sessionExpired);
    }
    const owner = await findUserWithCompany(this.db, session.userId);
    if (!owner || owner.user.status !== 'active') {
      await this.revokeSession(session.id, 'user_inactive');
      throw unauthorized(AUTH_MESSAGES.sessionExpired);
    }
    await repo.touchSession(this.db, session.id);
    return this.issueTokens(session.userId, session.id);
  }

  /**
   * Ends a session: the caller's (when the access token is still good) and the one the refresh
   * token belongs to, so signing out works after the access token has expired too.
   */
  async logout(caller: { userId: string; sessionId: string } | null, refreshToken?: string): Promise<void> {
    if (caller) await this.revokeSession(caller.sessionId, 'logout');
    const found = refreshToken ? await repo.findRefreshToken(this.db, hashToken(refreshToken)) : undefined;
    if (found && (!caller || found.session.userId === caller.userId)) await this.revokeSession(found.session.id, 'logout');
    if (!caller && !found) throw unauthorized(AUTH_MESSAGES.sessionExpired);
  }

  /**
   * Looking the address up happens on the queue (decision 224): the request only enqueues, the
   * same one insert for a known or an unknown address, so neither the answer nor its time tells
   * which accounts exist.
   */
  async sendMailLink({ email, purpose, redirect }: MailLinkPayload): Promise<void> {
    const user = await findUserByEmail(this.db, email);
    if (!user || user.status !== 'active') return;
    if (purpose === 'password_reset') await this.mailToken(user, purpose, TOKEN_LIFETIMES.passwordResetSeconds);
    else await this.mailToken(user, purpose, TOKEN_LIFETIMES.oneTimeLoginSeconds, redirect ? safeRedirectPath(redirect) : undefined);
  }

  /** Answers the same, in the same time, whatever the email, so it tells nobody which accounts exist. */
  async forgotPassword(email: string): Promise<void> {
    await this.deps.jobs.enqueue<MailLinkPayload>(MAIL_LINK_JOB, { email, purpose: 'password_reset' });
  }

  async resetPassword(token: string, password: string): Promise<void> {
    const found = await repo.findUserToken(this.db, hashToken(token), 'password_reset');
    if (!found || !(await repo.consumeUserToken(this.db, found.token.id))) throw badRequest(AUTH_MESSAGES.resetLinkInvalid);
    const passwordHash = await hashPassword(password);
    await this.updateUser(found.user.id, {
      passwordHash,
      // The reset link proved the mailbox is theirs.
      emailVerifiedAt: found.user.emailVerifiedAt ?? new Date(),
    });
    // A new password ends every existing sign-in, in case the old one leaked.
    await repo.revokeUserSessions(this.db, found.user.id, 'password_reset');
    this.deps.sessions.forgetUser(found.user.id);
  }

  async verifyEmail(token: string): Promise<void> {
    const found = await repo.findUserToken(this.db, hashToken(token), 'verify_email');
    if (!found) throw badRequest(AUTH_MESSAGES.verificationFailed);
    const consumed = await repo.consumeUserToken(this.db, found.token.id);
    // Opening the same link twice is fine once the address is verified; an expired link is not.
    if (!consumed && !(found.token.usedAt && found.user.emailVerifiedAt)) throw badRequest(AUTH_MESSAGES.verificationFailed);
    if (!found.user.emailVerifiedAt) await this.updateUser(found.user.id, { emailVerifiedAt: new Date() });
  }

  async resendVerification(userId: string): Promise<void> {
    const found = await findUserWithCompany(this.db, userId);
    if (found && !found.user.emailVerifiedAt) await this.mailToken(found.user, 'verify_email', TOKEN_LIFETIMES.emailVerificationSeconds);
  }

  async requestLoginLink(email: string, redirect?: string): Promise<void> {
    await this.deps.jobs.enqueue<MailLinkPayload>(MAIL_LINK_JOB, { email, purpose: 'login_link', ...(redirect ? { redirect } : {}) });
  }

  async validateOneTime(code: string, meta: RequestMeta): Promise<SignInResult> {
    const found = await repo.findUserToken(this.db, hashToken(code), 'login_link');
    if (!found || found.user.status !== 'active' || !(await repo.consumeUserToken(this.db, found.token.id))) {
      throw badRequest(AUTH_MESSAGES.oneTimeLinkInvalid);
    }
    if (!found.user.emailVerifiedAt) await this.updateUser(found.user.id, { emailVerifiedAt: new Date() });
    // The link proves the mailbox, not the second factor.
    return this.signIn(found.user.id, meta);
  }

  validateEmail(raw: string): EmailCheck {
    return checkEmail(raw);
  }

  validateEmailForRegistration(raw: string) {
    return checkEmailForRegistration(this.db, raw);
  }

  /** A fixed-window limit per address for the public auth calls. */
  limitByAddress(group: string, ip: string, perMinute: number): Promise<void> {
    return limitByAddress(this.deps.rateLimits, group, ip, perMinute);
  }
}
