import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { AUTH_MESSAGES, TOKEN_LIFETIMES } from '@hiring/shared/auth';
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
});
