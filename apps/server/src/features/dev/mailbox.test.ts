import { MAILBOX_FORBIDDEN_MESSAGE } from '@hiring/shared/mailbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrUpdateUser } from '../auth/index.ts';
import { call, lastMailTo, newUser } from '../../test/http.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { isLoopbackAddress } from './mailbox.routes.ts';

describe.each(dbTargets)('development mailbox access on %s', (target) => {
  let t: TestApp;
  const victim = newUser();
  beforeAll(async () => {
    t = await createTestApp(target);
    expect((await call(t.app, 'POST', '/api/auth/register', { body: victim })).status).toBe(201);
    // The attack: ask for a reset of someone else's address, then read the link.
    expect((await call(t.app, 'POST', '/api/auth/forgot-password', { body: { email: victim.email }, ip: '203.0.113.9' })).status).toBe(200);
    await t.jobs.runDue();
  });
  afterAll(async () => {
    await t?.close();
  });

  const expectRefused = (res: { status: number; body: unknown }) => {
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, message: MAILBOX_FORBIDDEN_MESSAGE });
    expect(JSON.stringify(res.body)).not.toContain(victim.email);
  };

  it('refuses a request from another machine, and shows it no mail', async () => {
    expectRefused(await call(t.app, 'GET', '/api/dev/mailbox', { ip: '203.0.113.9' }));
    expectRefused(await call(t.app, 'GET', '/api/dev/mailbox', { ip: '10.0.0.5' }));
    expectRefused(await call(t.app, 'GET', '/api/dev/mailbox', { ip: '::ffff:192.168.1.20' }));
  });

  it('refuses a request a proxy on this machine passed on from elsewhere', async () => {
    for (const headers of [{ 'x-forwarded-for': '203.0.113.9' }, { forwarded: 'for=203.0.113.9' }, { 'x-real-ip': '203.0.113.9' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox', headers, remoteAddress: '127.0.0.1' });
      expectRefused({ status: res.statusCode, body: res.json() });
    }
  });

  it('refuses a signed-in account that is not a super administrator, from elsewhere', async () => {
    const login = await call(t.app, 'POST', '/api/auth/login', { body: { email: victim.email, password: victim.password } });
    expect(login.status).toBe(200);
    expectRefused(await call(t.app, 'GET', '/api/dev/mailbox', { ip: '203.0.113.9', token: login.body.data.token }));
    const forged = await call(t.app, 'GET', '/api/dev/mailbox', { ip: '203.0.113.9', token: 'not-a-token' });
    expect(forged.status).toBe(401);
    expect(JSON.stringify(forged.body)).not.toContain(victim.email);
  });

  it('shows the outbox to the machine itself and to a signed-in super administrator', async () => {
    const mail = await lastMailTo(t.app, victim.email);
    expect(mail?.subject).toMatch(/reset/i);
    await createOrUpdateUser(t.database.db, { email: 'root@example.com', password: 'admin-password' });
    const login = await call(t.app, 'POST', '/api/auth/login', { body: { email: 'root@example.com', password: 'admin-password' } });
    const res = await call(t.app, 'GET', '/api/dev/mailbox', { ip: '203.0.113.9', token: login.body.data.token });
    expect(res.status).toBe(200);
    expect(res.body.data.items.some((m: { to: string }) => m.to === victim.email)).toBe(true);
    for (const ip of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) {
      expect((await call(t.app, 'GET', '/api/dev/mailbox', { ip })).status).toBe(200);
    }
  });
});

describe('isLoopbackAddress', () => {
  it('knows loopback from everything else', () => {
    for (const a of ['127.0.0.1', '127.255.0.9', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(a)).toBe(true);
    for (const a of [undefined, '', '128.0.0.1', '10.0.0.1', '::2', '::ffff:10.0.0.1', '1127.0.0.1', '127.0.0.1.evil']) {
      expect(isLoopbackAddress(a)).toBe(false);
    }
  });
});
