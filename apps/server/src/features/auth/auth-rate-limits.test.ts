import { STATUS_MESSAGES } from '@hiring/shared/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createRateLimits, type RateLimits } from '../../lib/rate-limits.ts';
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase, testConfig } from '../../test/harness.ts';
import { call, newUser } from '../../test/http.ts';

describe('per-address limit of the public auth calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 429 with Retry-After once an address passes the limit, and serves other addresses', async () => {
    const ip = '198.51.100.1';
    for (let i = 0; i < 3; i++) {
      expect((await call(t.app, 'POST', '/api/auth/forgot-password', { ip, body: { email: 'someone@example.com' } })).status).toBe(200);
    }
    const limited = await call(t.app, 'POST', '/api/auth/forgot-password', { ip, body: { email: 'someone@example.com' } });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(STATUS_MESSAGES[429]);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(
      (await call(t.app, 'POST', '/api/auth/forgot-password', { ip: '198.51.100.2', body: { email: 'someone@example.com' } })).status,
    ).toBe(200);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('sign-in limit shared through Redis by two API processes', () => {
  let database: TestDatabase;
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
  const stores: RateLimits[] = [];
  const prefix = `rl-shared-${process.pid}-${Date.now()}:`;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    for (let i = 0; i < 2; i++) {
      const store = createRateLimits({ redisUrl: redisUrl!, prefix });
      stores.push(store);
      const app = await buildApp({ config: testConfig(), database, rateLimits: store, logger: false });
      await app.app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const store of stores) await store.close();
    await database?.drop();
  });

  it('counts failures made on either process and refuses the sixth on both', async () => {
    const [a, b] = apps.map((x) => x.app);
    const user = newUser();
    expect((await call(a!, 'POST', '/api/auth/register', { body: user })).status).toBe(201);
    const ip = '192.0.2.10';
    for (let i = 0; i < 5; i++) {
      const target = i % 2 === 0 ? a! : b!;
      expect((await call(target, 'POST', '/api/auth/login', { ip, body: { email: user.email, password: 'wrong-password' } })).status).toBe(
        401,
      );
    }
    expect((await call(a!, 'POST', '/api/auth/login', { ip, body: { email: user.email, password: user.password } })).status).toBe(429);
    expect((await call(b!, 'POST', '/api/auth/login', { ip, body: { email: user.email, password: user.password } })).status).toBe(429);
  });
});
