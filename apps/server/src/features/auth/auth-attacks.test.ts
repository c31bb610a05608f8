import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { AUTH_MESSAGES, LOGIN_RATE_LIMIT, TOKEN_LIFETIMES } from '@hiring/shared/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newUser } from '../../test/http.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { AccessTokens } from './access-tokens.ts';
import { loadSigningSecret } from './signing-secret.ts';

describe.each(dbTargets)('auth attacks on %s', (target) => {
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

  it('answers 401, not 500, to a token signed with the real key whose ids are not UUIDs', async () => {
    const { session } = await register();
    const tokens = new AccessTokens(await loadSigningSecret(t.database.db));
    for (const claims of [
      { sub: session.user.id, sid: 'not-a-uuid' },
      { sub: 'not-a-uuid', sid: randomUUID() },
      { sub: session.user.id, sid: "' OR 1=1 --" },
    ]) {
      const res = await call(t.app, 'GET', '/api/app/profile', { token: tokens.sign(claims) });
      expect(res.status, JSON.stringify(claims)).toBe(401);
    }
    // A well-formed but unknown session is refused the same way.
    const unknown = await call(t.app, 'GET', '/api/app/profile', { token: tokens.sign({ sub: session.user.id, sid: randomUUID() }) });
    expect(unknown.status).toBe(401);
    expect((await call(t.app, 'GET', '/api/app/profile', { token: session.token })).status).toBe(200);
  });

  const refresh = (refresh_token: string) => call(t.app, 'POST', '/api/auth/refresh-token', { body: { refresh_token } });
  const ageUsedTokens = (seconds: number) =>
    t.database.db.execute(sql`update refresh_tokens set used_at = used_at - make_interval(secs => ${seconds}) where used_at is not null`);

  it('gives two tabs refreshing with the same token at once a working pair each, in the same session', async () => {
    const { session } = await register();
    const answers = await Promise.all([refresh(session.refresh_token), refresh(session.refresh_token), refresh(session.refresh_token)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const sids = new Set<string>();
    for (const a of answers) {
      const profile = await call(t.app, 'GET', '/api/app/profile', { token: a.body.data.token });
      expect(profile.status).toBe(200);
      sids.add(JSON.parse(Buffer.from(a.body.data.token.split('.')[1], 'base64url').toString()).sid);
      // Each tab's new refresh token goes on working.
      const next = await refresh(a.body.data.refresh_token);
      expect(next.status).toBe(200);
    }
    expect(sids.size).toBe(1);
    // A second presentation a few seconds later (the slower tab) is still within the window.
    await ageUsedTokens(TOKEN_LIFETIMES.refreshReuseGraceSeconds - 5);
    expect((await refresh(session.refresh_token)).status).toBe(200);
  });

  it('still ends the whole session when a used token comes back after the grace window', async () => {
    const { session } = await register();
    const [a, b] = await Promise.all([refresh(session.refresh_token), refresh(session.refresh_token)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    await ageUsedTokens(TOKEN_LIFETIMES.refreshReuseGraceSeconds + 1);
    const stolen = await refresh(session.refresh_token);
    expect(stolen.status).toBe(401);
    expect(stolen.body.message).toBe(AUTH_MESSAGES.sessionExpired);
    // Every token and access token of that session is dead, both tabs' included.
    for (const pair of [a, b]) {
      expect((await refresh(pair.body.data.refresh_token)).status).toBe(401);
      expect((await call(t.app, 'GET', '/api/app/profile', { token: pair.body.data.token })).status).toBe(401);
    }
  });

  it('lets a neighbour behind the same address sign in after an attacker there failed 50 times', async () => {
    const ip = '198.51.100.77';
    const login = (email: string, password: string) => call(t.app, 'POST', '/api/auth/login', { ip, body: { email, password } });
    // Register elsewhere, so nothing ties these accounts to the shared address.
    const neighbour = newUser();
    const typist = newUser();
    for (const u of [neighbour, typist])
      expect((await call(t.app, 'POST', '/api/auth/register', { body: u, ip: '192.0.2.1' })).status).toBe(201);

    // The attacker sprays: maxFailures wrong passwords on each of several accounts, all 401.
    const targets = LOGIN_RATE_LIMIT.noisyAddressFailures / LOGIN_RATE_LIMIT.maxFailures;
    for (let i = 0; i < targets; i++) {
      const email = `victim-${i}-${Math.random().toString(36).slice(2, 8)}@example.com`;
      const answers = await Promise.all(Array.from({ length: LOGIN_RATE_LIMIT.maxFailures }, () => login(email, 'guess-password')));
      expect(answers.map((a) => a.status)).toEqual(Array(LOGIN_RATE_LIMIT.maxFailures).fill(401));
    }

    // The neighbour's correct password still signs in from that address.
    const ok = await login(neighbour.email, neighbour.password);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);

    // But from the noisy address each account gets one failure, not five.
    expect((await login(typist.email, 'wrong-password')).status).toBe(401);
    const locked = await login(typist.email, typist.password);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(LOGIN_RATE_LIMIT.windowSeconds);
    // From another address the typist is unaffected.
    expect(
      (await call(t.app, 'POST', '/api/auth/login', { ip: '192.0.2.2', body: { email: typist.email, password: typist.password } })).status,
    ).toBe(200);
  });

  it('does the same work in the request for a known and an unknown address, and mails only the known one from the queue', async () => {
    const { user } = await register();
    await t.jobs.runDue();
    const count = async (table: 'jobs' | 'mail_outbox' | 'user_tokens') => {
      const res = await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
      return Number((res as unknown as { rows: { n: number }[] }).rows[0]!.n);
    };
    for (const [path, body] of [
      ['/api/auth/forgot-password', {}],
      ['/api/auth/request-login-link', { redirect: '/settings' }],
    ] as const) {
      const before = { jobs: await count('jobs'), mail: await count('mail_outbox'), tokens: await count('user_tokens') };
      const known = await call(t.app, 'POST', path, { body: { email: user.email, ...body } });
      const afterKnown = { jobs: await count('jobs'), mail: await count('mail_outbox'), tokens: await count('user_tokens') };
      const unknown = await call(t.app, 'POST', path, { body: { email: 'nobody-here@example.com', ...body } });
      const afterUnknown = { jobs: await count('jobs'), mail: await count('mail_outbox'), tokens: await count('user_tokens') };
      expect(known.status).toBe(200);
      expect(known.body.data).toEqual(unknown.body.data);
      // One queued job each, and nothing looked up, tokened or mailed while answering.
      expect(afterKnown).toEqual({ ...before, jobs: before.jobs + 1 });
      expect(afterUnknown).toEqual({ ...afterKnown, jobs: afterKnown.jobs + 1 });
      await t.jobs.runDue();
      expect(await count('user_tokens')).toBe(before.tokens + 1);
      const mailbox = await call(t.app, 'GET', '/api/dev/mailbox');
      const to = mailbox.body.data.items.map((m: { to: string }) => m.to);
      expect(to).toContain(user.email);
      expect(to).not.toContain('nobody-here@example.com');
    }
  });
});
