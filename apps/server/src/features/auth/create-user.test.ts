import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { createOrUpdateUser } from './create-user.ts';

describe.each(dbTargets)('create-admin command on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates a platform administrator without a company who can sign in', async () => {
    const result = await createOrUpdateUser(t.database.db, { email: 'Root@Example.com', password: 'admin-password' });
    expect(result).toMatchObject({ created: true, role: 'super_admin' });
    const login = await call(t.app, 'POST', '/api/auth/login', { body: { email: 'root@example.com', password: 'admin-password' } });
    expect(login.status).toBe(200);
    expect(login.body.data.user).toMatchObject({ role: 'super_admin', company: null, email_verified: true });
  });

  it('gives other roles their own company, and updates an existing account', async () => {
    await createOrUpdateUser(t.database.db, { email: 'member@example.com', password: 'member-password', role: 'user', company: 'Acme' });
    const login = await call(t.app, 'POST', '/api/auth/login', { body: { email: 'member@example.com', password: 'member-password' } });
    expect(login.body.data.user).toMatchObject({ role: 'user', company: { name: 'Acme' } });
    const again = await createOrUpdateUser(t.database.db, { email: 'member@example.com', password: 'changed-password', role: 'admin' });
    expect(again).toMatchObject({ created: false, role: 'admin' });
    const relogin = await call(t.app, 'POST', '/api/auth/login', { body: { email: 'member@example.com', password: 'changed-password' } });
    expect(relogin.body.data.user.role).toBe('admin');
  });

  it('refuses a short password and an unknown role', async () => {
    await expect(createOrUpdateUser(t.database.db, { email: 'x@example.com', password: 'short' })).rejects.toThrow(/at least 8/);
    await expect(
      createOrUpdateUser(t.database.db, { email: 'x@example.com', password: 'long-enough', role: 'pirate' as never }),
    ).rejects.toThrow();
  });
});
