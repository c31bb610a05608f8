import { AUTH_MESSAGES } from '@hiring/shared/auth';
import { TWO_FACTOR, TWO_FACTOR_MESSAGES } from '@hiring/shared/two-factor';
import { eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call, lastMailTo, newUser } from '../../test/http.ts';
import { userTwoFactor } from './auth.table.ts';

/** The app's code `steps` time steps from now (-1, 0, +1 are accepted; each step only once). */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * TWO_FACTOR.periodSeconds });

/** Waits out the last seconds of a code's step, so a code made now is checked in the same step (a busy machine can take that long). */
async function awayFromStepEdge(): Promise<void> {
  const left = TWO_FACTOR.periodSeconds * 1000 - (Date.now() % (TWO_FACTOR.periodSeconds * 1000));
  if (left < 3_000) await new Promise((r) => setTimeout(r, left + 50));
}

describe.each(dbTargets)('two-factor authentication on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  const register = async () => {
    const user = newUser();
    const res = await call(t.app, 'POST', '/api/auth/register', { body: user });
    expect(res.status).toBe(201);
    return { user, token: res.body.data.token as string, userId: res.body.data.user.id as string };
  };

  /** Setup and enable with the code of the previous step, leaving now and the next step for the test. */
  const enable = async (token: string) => {
    const setup = await call(t.app, 'POST', '/api/app/profile/two-factor/setup', { token });
    expect(setup.status).toBe(200);
    const secret: string = setup.body.data.secret;
    await awayFromStepEdge();
    const code = await codeAt(secret, -1);
    const enabled = await call(t.app, 'POST', '/api/app/profile/two-factor/enable', { token, body: { code } });
    expect(enabled.status).toBe(200);
    return { secret, enablingCode: code, recoveryCodes: enabled.body.data.recovery_codes as string[] };
  };

  const challengeFor = async (user: { email: string; password: string }) => {
    const login = await call(t.app, 'POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
    expect(login.status).toBe(200);
    expect(login.body.data).toEqual({ two_factor_required: true, challenge: expect.any(String), expires_in: TWO_FACTOR.challengeSeconds });
    return login.body.data.challenge as string;
  };

  const verify = (body: Record<string, string>) => call(t.app, 'POST', '/api/auth/two-factor/verify', { body });

  it('sets up with a QR code and manual key, and turns on only with a valid code, answering 10 recovery codes once', async () => {
    const { user, token, userId } = await register();
    const setup = await call(t.app, 'POST', '/api/app/profile/two-factor/setup', { token });
    expect(setup.status).toBe(200);
    const { secret, otpauth_uri, qr_data_url } = setup.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const uri = new URL(otpauth_uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe(TWO_FACTOR.issuer);
    expect(decodeURIComponent(uri.pathname)).toContain(user.email);
    expect(qr_data_url).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr_data_url.split(',')[1], 'base64').toString()).toContain('<svg');

    // Stored sealed: the database never holds the secret itself.
    const [row] = await t.database.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId));
    expect(row?.secretSealed).not.toContain(secret);
    expect(row?.enabledAt).toBeNull();

    // Not on until confirmed: the password alone still signs in.
    expect((await call(t.app, 'GET', '/api/app/profile/two-factor', { token })).body.data).toEqual({
      enabled: false,
      enabled_at: null,
      recovery_codes_remaining: 0,
    });
    const before = await call(t.app, 'POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
    expect(before.body.data.token).toEqual(expect.any(String));

    const malformed = await call(t.app, 'POST', '/api/app/profile/two-factor/enable', { token, body: { code: '12ab' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors?.code ?? malformed.body.message).toBe(TWO_FACTOR_MESSAGES.codeFormat);
    const good = await codeAt(secret);
    const wrongCode = good === '000000' ? '111111' : '000000';
    const wrong = await call(t.app, 'POST', '/api/app/profile/two-factor/enable', { token, body: { code: wrongCode } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(TWO_FACTOR_MESSAGES.codeInvalid);

    const enabled = await call(t.app, 'POST', '/api/app/profile/two-factor/enable', {
      token,
      body: { code: good.replace(/^(...)/, '$1 ') },
    });
    expect(enabled.status).toBe(200);
    const codes: string[] = enabled.body.data.recovery_codes;
    expect(codes).toHaveLength(TWO_FACTOR.recoveryCodeCount);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
    expect(enabled.body.data.status).toMatchObject({ enabled: true, recovery_codes_remaining: 10 });
    const status = await call(t.app, 'GET', '/api/app/profile/two-factor', { token });
    expect(status.body.data).toMatchObject({ enabled: true, enabled_at: expect.any(String), recovery_codes_remaining: 10 });

    // Only the hashes are stored.
    const stored = await t.database.db.execute(sql`select code_hash from two_factor_recovery_codes where user_id = ${userId}`);
    const hashes = ((stored as unknown as { rows: { code_hash: string }[] }).rows ?? []).map((r) => r.code_hash);
    expect(hashes).toHaveLength(10);
    for (const code of codes) expect(hashes).not.toContain(code);

    // Once on, neither a new setup nor a second enable.
    expect((await call(t.app, 'POST', '/api/app/profile/two-factor/setup', { token })).status).toBe(409);
    const again = await call(t.app, 'POST', '/api/app/profile/two-factor/enable', { token, body: { code: await codeAt(secret, 1) } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(TWO_FACTOR_MESSAGES.alreadyEnabled);
  });

  it('refuses to enable without a setup', async () => {
    const { token } = await register();
    const res = await call(t.app, 'POST', '/api/app/profile/two-factor/enable', { token, body: { code: '123456' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(TWO_FACTOR_MESSAGES.setupNotStarted);
  });

  it('turns a correct password into a challenge, and the challenge plus a code into a session, once', async () => {
    const { user, token } = await register();
    const { secret, enablingCode } = await enable(token);
    const challenge = await challengeFor(user);

    // The code that turned it on is spent: a replay within its window is refused. (The very
    // code, not one computed again: a 30-second step may have begun meanwhile.)
    const replay = await verify({ challenge, code: enablingCode });
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe(TWO_FACTOR_MESSAGES.codeInvalid);
    expect(replay.body.errors?.code).toBe(TWO_FACTOR_MESSAGES.codeInvalid);

    // Two steps away is outside the ±1 step window.
    const far = await verify({ challenge, code: await codeAt(secret, 3) });
    expect(far.status).toBe(400);

    const code = await codeAt(secret);
    const session = await verify({ challenge, code });
    expect(session.status).toBe(200);
    expect(session.body.data).toMatchObject({ token_type: 'Bearer', user: { email: user.email } });
    expect((await call(t.app, 'GET', '/api/app/profile', { token: session.body.data.token })).status).toBe(200);

    // The challenge is single-use, and so is the code.
    const reused = await verify({ challenge, code: await codeAt(secret, 1) });
    expect(reused.status).toBe(401);
    expect(reused.body.message).toBe(TWO_FACTOR_MESSAGES.challengeExpired);
    const second = await challengeFor(user);
    expect((await verify({ challenge: second, code })).status).toBe(400);
  });

  it('signs in with a recovery code exactly once', async () => {
    const { user, token } = await register();
    const { recoveryCodes } = await enable(token);
    const first = await verify({ challenge: await challengeFor(user), recovery_code: recoveryCodes[0]!.toUpperCase() });
    expect(first.status).toBe(200);
    const again = await verify({ challenge: await challengeFor(user), recovery_code: recoveryCodes[0]! });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(TWO_FACTOR_MESSAGES.recoveryCodeInvalid);
    // Without its dash it is the same code.
    expect((await verify({ challenge: await challengeFor(user), recovery_code: recoveryCodes[1]!.replace('-', '') })).status).toBe(200);
    const status = await call(t.app, 'GET', '/api/app/profile/two-factor', { token });
    expect(status.body.data.recovery_codes_remaining).toBe(8);
  });

  it('refuses an unknown or expired challenge with 401, and a missing code with 400', async () => {
    const { user, token, userId } = await register();
    const { secret } = await enable(token);
    expect((await verify({ challenge: 'x'.repeat(43), code: '123456' })).status).toBe(401);
    const challenge = await challengeFor(user);
    const missing = await verify({ challenge });
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.code ?? missing.body.message).toBe(TWO_FACTOR_MESSAGES.codeRequired);
    await t.database.db.execute(
      sql`update user_tokens set expires_at = now() - interval '1 second' where user_id = ${userId} and purpose = 'two_factor_challenge'`,
    );
    const expired = await verify({ challenge, code: await codeAt(secret) });
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe(TWO_FACTOR_MESSAGES.challengeExpired);
  });

  it('ends a challenge after 5 wrong codes, and limits wrong codes per account across challenges', async () => {
    const { user, token } = await register();
    const { secret } = await enable(token);
    const good = await codeAt(secret);
    const bad = good === '000000' ? '111111' : '000000';
    const challenge = await challengeFor(user);
    for (let i = 1; i < TWO_FACTOR.attemptsPerChallenge; i++) expect((await verify({ challenge, code: bad })).status).toBe(400);
    const last = await verify({ challenge, code: bad });
    expect(last.status).toBe(401);
    expect(last.body.message).toBe(TWO_FACTOR_MESSAGES.tooManyAttempts);
    expect((await verify({ challenge, code: good })).status).toBe(401);

    // Five more, on new challenges, reach the account's limit of 10: then even the right code waits.
    for (let i = 0; i < TWO_FACTOR.failuresPerAccount - TWO_FACTOR.attemptsPerChallenge; i++) {
      expect((await verify({ challenge: await challengeFor(user), recovery_code: 'aaaaa-aaaaa' })).status).toBe(400);
    }
    const limited = await verify({ challenge: await challengeFor(user), code: good });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('asks for the code after a one-time sign-in link too', async () => {
    const { user, token } = await register();
    const { secret } = await enable(token);
    await call(t.app, 'POST', '/api/auth/request-login-link', { body: { email: user.email } });
    await t.jobs.runDue();
    const mail = await lastMailTo(t.app, user.email);
    const code = new URL(mail!.link).searchParams.get('one-time')!;
    const linked = await call(t.app, 'POST', '/api/auth/validate-one-time', { body: { code } });
    expect(linked.status).toBe(200);
    expect(linked.body.data.token).toBeUndefined();
    expect(linked.body.data.two_factor_required).toBe(true);
    const session = await verify({ challenge: linked.body.data.challenge, code: await codeAt(secret) });
    expect(session.status).toBe(200);
    expect(session.body.data.user.email).toBe(user.email);
  });

  it('turns off with the current password and a code; the password alone signs in again', async () => {
    const { user, token } = await register();
    const { secret } = await enable(token);
    const code = await codeAt(secret);
    const badPassword = await call(t.app, 'POST', '/api/app/profile/two-factor/disable', {
      token,
      body: { password: 'nope-nope-nope', code },
    });
    expect(badPassword.status).toBe(400);
    expect(badPassword.body.message).toBe(TWO_FACTOR_MESSAGES.passwordWrong);
    const noCode = await call(t.app, 'POST', '/api/app/profile/two-factor/disable', { token, body: { password: user.password } });
    expect(noCode.status).toBe(400);
    const off = await call(t.app, 'POST', '/api/app/profile/two-factor/disable', { token, body: { password: user.password, code } });
    expect(off.status).toBe(200);
    expect(off.body.data.message).toBe(TWO_FACTOR_MESSAGES.disabled);
    expect((await call(t.app, 'GET', '/api/app/profile/two-factor', { token })).body.data.enabled).toBe(false);
    const login = await call(t.app, 'POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
    expect(login.body.data.token).toEqual(expect.any(String));
    const again = await call(t.app, 'POST', '/api/app/profile/two-factor/disable', { token, body: { password: user.password, code } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(TWO_FACTOR_MESSAGES.notEnabled);
  });

  it('turns off with a recovery code instead of a code', async () => {
    const { user, token } = await register();
    const { recoveryCodes } = await enable(token);
    const off = await call(t.app, 'POST', '/api/app/profile/two-factor/disable', {
      token,
      body: { password: user.password, recovery_code: recoveryCodes[3] },
    });
    expect(off.status).toBe(200);
  });

  it('replaces the recovery codes with a code: the old ones stop working', async () => {
    const { user, token } = await register();
    const { secret, recoveryCodes } = await enable(token);
    const wrong = await call(t.app, 'POST', '/api/app/profile/two-factor/recovery-codes', {
      token,
      body: { recovery_code: 'zzzzz-zzzzz' },
    });
    expect(wrong.status).toBe(400);
    const res = await call(t.app, 'POST', '/api/app/profile/two-factor/recovery-codes', { token, body: { code: await codeAt(secret) } });
    expect(res.status).toBe(200);
    const fresh: string[] = res.body.data.recovery_codes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);
    expect((await verify({ challenge: await challengeFor(user), recovery_code: recoveryCodes[0]! })).status).toBe(400);
    expect((await verify({ challenge: await challengeFor(user), recovery_code: fresh[0]! })).status).toBe(200);
  });

  it('lets any signed-in role turn two-factor on for their own account, and nobody signed out', async () => {
    const owner = await registerOwner(t, { trial: false });
    const member = await registerMember(t, owner.companyId, 'user');
    const setup = await call(t.app, 'POST', '/api/app/profile/two-factor/setup', { token: member });
    expect(setup.status).toBe(200);
    const on = await call(t.app, 'POST', '/api/app/profile/two-factor/enable', {
      token: member,
      body: { code: await codeAt(setup.body.data.secret) },
    });
    expect(on.status).toBe(200);
    // The owner's own account is untouched.
    expect((await call(t.app, 'GET', '/api/app/profile/two-factor', { token: owner.token })).body.data.enabled).toBe(false);
    expect((await call(t.app, 'POST', '/api/app/profile/two-factor/setup', {})).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/app/profile/two-factor', {})).status).toBe(401);
  });

  it('keeps wrong passwords on the sign-in limit and never reveals whether two-factor is on', async () => {
    const { user, token } = await register();
    await enable(token);
    const res = await call(t.app, 'POST', '/api/auth/login', { body: { email: user.email, password: 'wrong-password' } });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(AUTH_MESSAGES.invalidCredentials);
  });
});
