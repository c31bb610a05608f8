import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrUpdateUser } from '../features/auth/index.ts';
import { forbidden } from '../lib/errors.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { call } from '../test/http.ts';

const PLATFORM_ONLY = 'Only the platform administrator may do this.';

describe('role checks on the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A route guarded like the admin areas of later features.
    t = await createTestApp('pglite', { SESSION_CACHE_MS: '0' }, (app) => {
      app.register(async (scoped) => {
        scoped.get('/api/test/admin-area', { preHandler: [scoped.authenticate, scoped.requireRole(['admin', 'owner'])] }, async () => ({
          success: true,
        }));
        // A guard whose refusal has its own message and code, like the platform administrator's search.
        scoped.get(
          '/api/test/platform-area',
          {
            preHandler: [
              scoped.authenticate,
              scoped.requireRole(['super_admin'], () => forbidden(PLATFORM_ONLY).withCode('platform_admin_required')),
            ],
          },
          async () => ({ success: true }),
        );
      });
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const tokenFor = async (email: string, role: 'user' | 'admin' | 'owner' | 'super_admin') => {
    await createOrUpdateUser(t.database.db, { email, password: 'role-password', role });
    return (await call(t.app, 'POST', '/api/auth/login', { body: { email, password: 'role-password' } })).body.data.token as string;
  };

  it('lets admin and owner in, refuses a user with 403 and a stranger with 401', async () => {
    expect((await call(t.app, 'GET', '/api/test/admin-area', { token: await tokenFor('admin@example.com', 'admin') })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/test/admin-area', { token: await tokenFor('owner@example.com', 'owner') })).status).toBe(200);
    const denied = await call(t.app, 'GET', '/api/test/admin-area', { token: await tokenFor('user@example.com', 'user') });
    expect(denied.status).toBe(403);
    expect(denied.body.success).toBe(false);
    expect((await call(t.app, 'GET', '/api/test/admin-area')).status).toBe(401);
  });

  it("answers a guard's own refusal, with its message and code, to a role it does not admit", async () => {
    const denied = await call(t.app, 'GET', '/api/test/platform-area', { token: await tokenFor('owner2@example.com', 'owner') });
    expect([denied.status, denied.body.code, denied.body.message]).toEqual([403, 'platform_admin_required', PLATFORM_ONLY]);
    expect((await call(t.app, 'GET', '/api/test/platform-area', { token: await tokenFor('root@example.com', 'super_admin') })).status).toBe(
      200,
    );
    expect((await call(t.app, 'GET', '/api/test/platform-area')).status).toBe(401);
  });

  // Checked with the session cache off (SESSION_CACHE_MS=0 below); with it on, another process
  // sees a change made elsewhere within its time to live.
  it('applies a role change at once, without waiting for the token to expire', async () => {
    const token = await tokenFor('promoted@example.com', 'user');
    expect((await call(t.app, 'GET', '/api/test/admin-area', { token })).status).toBe(403);
    await createOrUpdateUser(t.database.db, { email: 'promoted@example.com', password: 'role-password', role: 'admin' });
    expect((await call(t.app, 'GET', '/api/test/admin-area', { token })).status).toBe(200);
  });
});
