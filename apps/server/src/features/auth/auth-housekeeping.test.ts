import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call, newUser } from '../../test/http.ts';
import { purgeExpiredAuthRows } from './auth-housekeeping.ts';

describe.each(dbTargets)('auth housekeeping on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('deletes sessions and tokens 30 days past their end and keeps live ones', async () => {
    const old = (await call(t.app, 'POST', '/api/auth/register', { body: newUser() })).body.data;
    const live = (await call(t.app, 'POST', '/api/auth/register', { body: newUser() })).body.data;
    const oldUser = old.user.id;
    await t.database.db.execute(sql`update auth_sessions set expires_at = now() - interval '31 days' where user_id = ${oldUser}`);
    await t.database.db.execute(sql`update refresh_tokens set expires_at = now() - interval '31 days'
      where session_id in (select id from auth_sessions where user_id = ${oldUser})`);
    await t.database.db.execute(sql`update user_tokens set expires_at = now() - interval '31 days' where user_id = ${oldUser}`);

    const purged = await purgeExpiredAuthRows(t.database.db);
    expect(purged).toEqual({ sessions: 1, refreshTokens: 1, userTokens: 1 });
    expect((await call(t.app, 'GET', '/api/app/profile', { token: live.token })).status).toBe(200);
    expect((await call(t.app, 'POST', '/api/auth/refresh-token', { body: { refresh_token: live.refresh_token } })).status).toBe(200);
  });
});
