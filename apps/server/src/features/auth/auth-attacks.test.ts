import { randomUUID } from 'node:crypto';
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
});
