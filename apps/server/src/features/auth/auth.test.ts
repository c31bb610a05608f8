import { sql } from 'drizzle-orm';
import { AUTH_MESSAGES, LOGIN_RATE_LIMIT, TOKEN_LIFETIMES } from '@hiring/shared/auth';
import { STATUS_MESSAGES } from '@hiring/shared/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, lastMailTo, newUser, strongPassword } from '../../test/http.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';

describe.each(dbTargets)('auth API on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  const register = async (user = newUser()) => {
    const res = await call(t.app, 'POST', '/api/auth/register', { body: user });
    expect(res.status).toBe(201);
    return { user, session: res.body.data };
  };

  it('walks register, verify, login, profile, refresh and logout end to end', async () => {
    const { user, session } = await register();
    expect(session.token_type).toBe('Bearer');
    expect(session.expires_in).toBe(900);
    expect(session.user).toMatchObject({ email: user.email, firstName: 'Ada', first_name: 'Ada', role: 'owner', email_verified: false });
    expect(session.user.company.name).toMatch(/^Company-[0-9a-f]{8}$/);

    const mail = await lastMailTo(t.app, user.email);
    expect(mail?.subject).toBe('Verify your email address');
    expect(mail?.link).toMatch(/^http:\/\/localhost:8082\/auth\/verify-email\/[\w-]+$/);
    const verifyToken = decodeURIComponent(mail!.link.split('/').pop()!);
    const verified = await call(t.app, 'POST', '/api/auth/verify-email', { body: { token: verifyToken } });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ success: true, data: { message: AUTH_MESSAGES.emailVerified } });

    const login = await call(t.app, 'POST', '/api/auth/login', { body: { email: user.email.toUpperCase(), password: user.password } });
    expect(login.status).toBe(200);
    expect(login.body.data.user.email_verified).toBe(true);

    const profile = await call(t.app, 'GET', '/api/app/profile', { token: login.body.data.token });
    expect(profile.status).toBe(200);
    expect(profile.body.data.user.email).toBe(user.email);
    expect(profile.body.data.user.last_login).not.toBeNull();
    expect(profile.body.data.subscription).toMatchObject({ subscription_active: false, trial_eligible: true });

    const refreshed = await call(t.app, 'POST', '/api/auth/refresh-token', { body: { refresh_token: login.body.data.refresh_token } });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data.refresh_token).not.toBe(login.body.data.refresh_token);
    expect((await call(t.app, 'GET', '/api/app/profile', { token: refreshed.body.data.token })).status).toBe(200);

    const logout = await call(t.app, 'POST', '/api/auth/logout', {
      token: refreshed.body.data.token,
      body: { refresh_token: refreshed.body.data.refresh_token },
    });
    expect(logout.status).toBe(200);
    const after = await call(t.app, 'GET', '/api/app/profile', { token: refreshed.body.data.token });
    expect(after.status).toBe(401);
    const refreshAfter = await call(t.app, 'POST', '/api/auth/refresh-token', {
      body: { refresh_token: refreshed.body.data.refresh_token },
    });
    expect(refreshAfter.status).toBe(401);
    // The other session, opened at registration, is untouched.
    expect((await call(t.app, 'GET', '/api/app/profile', { token: session.token })).status).toBe(200);
  });

  it('signs out with the refresh token alone once the access token has expired', async () => {
    const { session } = await register();
    const res = await call(t.app, 'POST', '/api/auth/logout', { body: { refresh_token: session.refresh_token } });
    expect(res.status).toBe(200);
    expect((await call(t.app, 'GET', '/api/app/profile', { token: session.token })).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/auth/logout', { body: {} })).status).toBe(401);
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    const { user } = await register();
    const again = await call(t.app, 'POST', '/api/auth/register', { body: { ...user, email: user.email.toUpperCase() } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, message: AUTH_MESSAGES.emailTaken });
  });

  it('answers bad registration input with 400 and a message per field', async () => {
    const res = await call(t.app, 'POST', '/api/auth/register', { body: { firstName: ' ', email: 'not-an-email', password: 'short' } });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.errors).toEqual({
      firstName: AUTH_MESSAGES.firstNameRequired,
      lastName: AUTH_MESSAGES.lastNameRequired,
      email: AUTH_MESSAGES.emailInvalid,
      password: AUTH_MESSAGES.passwordTooShort,
    });
    expect(res.body.message).toBe(AUTH_MESSAGES.firstNameRequired);
  });

  it('answers wrong credentials with 401 and one message for unknown email and wrong password', async () => {
    const { user } = await register();
    const wrong = await call(t.app, 'POST', '/api/auth/login', { body: { email: user.email, password: 'wrong-password' } });
    const unknown = await call(t.app, 'POST', '/api/auth/login', { body: { email: 'nobody@example.com', password: 'wrong-password' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(AUTH_MESSAGES.invalidCredentials);
    expect(unknown.body.message).toBe(AUTH_MESSAGES.invalidCredentials);
    const missing = await call(t.app, 'POST', '/api/auth/login', { body: { email: '', password: '' } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ email: AUTH_MESSAGES.emailRequired, password: AUTH_MESSAGES.passwordRequired });
  });

  it('detects a reused refresh token after the grace window and ends that whole session', async () => {
    const { session } = await register();
    const first = await call(t.app, 'POST', '/api/auth/refresh-token', { body: { refresh_token: session.refresh_token } });
    expect(first.status).toBe(200);
    await t.database.db.execute(
      sql`update refresh_tokens set used_at = used_at - make_interval(secs => ${TOKEN_LIFETIMES.refreshReuseGraceSeconds + 1}) where used_at is not null`,
    );
    const reuse = await call(t.app, 'POST', '/api/auth/refresh-token', { body: { refresh_token: session.refresh_token } });
    expect(reuse.status).toBe(401);
    expect(reuse.body.message).toBe(AUTH_MESSAGES.sessionExpired);
    // The newer token of the same family is dead too, and so is its access token.
    const next = await call(t.app, 'POST', '/api/auth/refresh-token', { body: { refresh_token: first.body.data.refresh_token } });
    expect(next.status).toBe(401);
    expect((await call(t.app, 'GET', '/api/app/profile', { token: first.body.data.token })).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/auth/refresh-token', { body: { refresh_token: 'made-up' } })).status).toBe(401);
  });

  it('sends a reset link only to real accounts but answers every email the same', async () => {
    const { user, session } = await register();
    const known = await call(t.app, 'POST', '/api/auth/forgot-password', { body: { email: user.email } });
    const unknown = await call(t.app, 'POST', '/api/auth/forgot-password', { body: { email: 'ghost@example.com' } });
    await t.jobs.runDue();
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.data.message).toBe("If an account exists with that email, we've sent a password reset link.");
    expect(await lastMailTo(t.app, 'ghost@example.com')).toBeUndefined();

    const mail = await lastMailTo(t.app, user.email);
    expect(mail?.subject).toBe('Reset your password');
    const token = decodeURIComponent(mail!.link.split('/auth/reset-password/')[1]!);
    const weak = await call(t.app, 'POST', '/api/auth/reset-password', { body: { token, password: 'short' } });
    expect(weak.status).toBe(400);
    expect(weak.body.errors.password).toBe(AUTH_MESSAGES.passwordTooShort);

    const reset = await call(t.app, 'POST', '/api/auth/reset-password', { body: { token, password: 'a-brand-new-password' } });
    expect(reset.status).toBe(200);
    expect(reset.body.data.message).toBe(AUTH_MESSAGES.passwordResetDone);
    expect((await call(t.app, 'POST', '/api/auth/reset-password', { body: { token, password: 'another-password' } })).body.message).toBe(
      AUTH_MESSAGES.resetLinkInvalid,
    );
    expect((await call(t.app, 'POST', '/api/auth/login', { body: { email: user.email, password: strongPassword } })).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/auth/login', { body: { email: user.email, password: 'a-brand-new-password' } })).status).toBe(
      200,
    );
    // Sessions from before the reset are over.
    expect((await call(t.app, 'GET', '/api/app/profile', { token: session.token })).status).toBe(401);
  });

  it('refuses a reset link after its hour is up', async () => {
    const { user } = await register();
    await call(t.app, 'POST', '/api/auth/forgot-password', { body: { email: user.email } });
    await t.jobs.runDue();
    const mail = await lastMailTo(t.app, user.email);
    const token = decodeURIComponent(mail!.link.split('/auth/reset-password/')[1]!);
    await t.database.db.execute(sql`update user_tokens set expires_at = now() - interval '1 second' where purpose = 'password_reset'`);
    const res = await call(t.app, 'POST', '/api/auth/reset-password', { body: { token, password: 'a-brand-new-password' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(AUTH_MESSAGES.resetLinkInvalid);
  });

  it('signs in once with a mailed one-time link, and never again with the same code', async () => {
    const { user } = await register();
    const asked = await call(t.app, 'POST', '/api/auth/request-login-link', { body: { email: user.email, redirect: '/settings' } });
    expect(asked.body.data.message).toBe(AUTH_MESSAGES.loginLinkSent);
    await t.jobs.runDue();
    const mail = await lastMailTo(t.app, user.email);
    const url = new URL(mail!.link);
    expect(url.pathname).toBe('/auth/login');
    expect(url.searchParams.get('redirect')).toBe('/settings');
    const code = url.searchParams.get('one-time')!;
    const ok = await call(t.app, 'POST', '/api/auth/validate-one-time', { body: { code } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.user.email).toBe(user.email);
    const again = await call(t.app, 'POST', '/api/auth/validate-one-time', { body: { code } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(AUTH_MESSAGES.oneTimeLinkInvalid);
  });

  it('refuses a one-time code after 15 minutes', async () => {
    const { user } = await register();
    await call(t.app, 'POST', '/api/auth/request-login-link', { body: { email: user.email } });
    await t.jobs.runDue();
    const code = new URL((await lastMailTo(t.app, user.email))!.link).searchParams.get('one-time')!;
    await t.database.db.execute(sql`update user_tokens set expires_at = now() - interval '1 second' where purpose = 'login_link'`);
    const res = await call(t.app, 'POST', '/api/auth/validate-one-time', { body: { code } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(AUTH_MESSAGES.oneTimeLinkInvalid);
  });

  it('fails verification of an unknown link and accepts opening a used link again', async () => {
    const bad = await call(t.app, 'POST', '/api/auth/verify-email', { body: { token: 'not-a-token' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('The verification link is invalid or has expired.');
    const { user } = await register();
    const token = decodeURIComponent((await lastMailTo(t.app, user.email))!.link.split('/').pop()!);
    expect((await call(t.app, 'POST', '/api/auth/verify-email', { body: { token } })).status).toBe(200);
    expect((await call(t.app, 'POST', '/api/auth/verify-email', { body: { token } })).status).toBe(200);
  });

  it('refuses an expired verification link', async () => {
    const { user } = await register();
    const token = decodeURIComponent((await lastMailTo(t.app, user.email))!.link.split('/').pop()!);
    await t.database.db.execute(sql`update user_tokens set expires_at = now() - interval '1 second' where purpose = 'verify_email'`);
    expect((await call(t.app, 'POST', '/api/auth/verify-email', { body: { token } })).status).toBe(400);
  });

  it('rate limits sign-in after 5 failures per email and address, then answers 429 even to the right password', async () => {
    const { user } = await register();
    const ip = '203.0.113.7';
    for (let i = 0; i < LOGIN_RATE_LIMIT.maxFailures; i++) {
      expect((await call(t.app, 'POST', '/api/auth/login', { ip, body: { email: user.email, password: 'wrong-password' } })).status).toBe(
        401,
      );
    }
    const limited = await call(t.app, 'POST', '/api/auth/login', { ip, body: { email: user.email, password: strongPassword } });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(STATUS_MESSAGES[429]);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(LOGIN_RATE_LIMIT.windowSeconds);
    // Another address is not locked out.
    expect(
      (await call(t.app, 'POST', '/api/auth/login', { ip: '203.0.113.8', body: { email: user.email, password: strongPassword } })).status,
    ).toBe(200);
  });

  it('tells whether an email is well formed and free to register', async () => {
    const { user } = await register();
    const taken = await call(t.app, 'POST', '/api/auth/validate-email-for-registration', { body: { email: user.email } });
    expect(taken.body.data).toEqual({ email: user.email, valid: true, available: false });
    const free = await call(t.app, 'POST', '/api/auth/validate-email-for-registration', { body: { email: 'Free@Example.com' } });
    expect(free.body.data).toEqual({ email: 'free@example.com', valid: true, available: true });
    const malformed = await call(t.app, 'POST', '/api/auth/validate-email', { body: { email: 'nope' } });
    expect(malformed.body.data).toEqual({ email: 'nope', valid: false });
  });

  it('mails a fresh verification link on request and keeps only the newest one working', async () => {
    const { user, session } = await register();
    const first = decodeURIComponent((await lastMailTo(t.app, user.email))!.link.split('/').pop()!);
    expect((await call(t.app, 'POST', '/api/app/profile/resend-verification', { token: session.token })).status).toBe(200);
    const second = decodeURIComponent((await lastMailTo(t.app, user.email))!.link.split('/').pop()!);
    expect(second).not.toBe(first);
    expect((await call(t.app, 'POST', '/api/auth/verify-email', { body: { token: first } })).status).toBe(400);
    expect((await call(t.app, 'POST', '/api/auth/verify-email', { body: { token: second } })).status).toBe(200);
  });
});
