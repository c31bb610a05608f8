import { Writable } from 'node:stream';
import { STATUS_MESSAGES } from '@hiring/shared/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { redactUrl } from './lib/log-redaction.ts';
import { createRateLimits } from './lib/rate-limits.ts';
import { openTestDatabase, testConfig, type TestDatabase } from './test/harness.ts';
import { call, newUser } from './test/http.ts';

describe('HTTP conventions', () => {
  let database: TestDatabase;
  let close: () => Promise<void>;
  let app: Awaited<ReturnType<typeof buildApp>>['app'];
  const logLines: string[] = [];
  /** Warnings the process emitted while the app was built (a deprecated option, say). */
  const warnings: Error[] = [];
  const onWarning = (warning: Error) => warnings.push(warning);

  beforeAll(async () => {
    process.on('warning', onWarning);
    database = await openTestDatabase('pglite');
    const stream = new Writable({
      write(chunk, _enc, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    const built = await buildApp({
      config: testConfig({ LOG_LEVEL: 'info', CORS_ORIGINS: 'https://app.example.com' }),
      database,
      rateLimits: createRateLimits(),
      logger: { stream },
    });
    app = built.app;
    close = built.close;
    await app.ready();
    process.off('warning', onWarning);
  });
  afterAll(async () => {
    process.off('warning', onWarning);
    await close?.();
    await database?.drop();
  });

  it('answers malformed JSON with 400 and the catalogue message, never 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: STATUS_MESSAGES[400] });
  });

  it('answers a missing body with 400 and field messages', async () => {
    const res = await call(app, 'POST', '/api/auth/forgot-password');
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });

  it('answers an unsupported content type with 415 and a body over 1 MiB with 413', async () => {
    const typed = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(typed.statusCode).toBe(415);
    expect(typed.json().success).toBe(false);
    const big = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
  });

  it('answers unknown API paths with the catalogue 404', async () => {
    const res = await call(app, 'GET', '/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, message: STATUS_MESSAGES[404] });
  });

  it('refuses protected calls without a valid bearer token', async () => {
    expect((await call(app, 'GET', '/api/app/profile')).status).toBe(401);
    expect((await call(app, 'GET', '/api/app/profile', { token: 'not.a.jwt' })).status).toBe(401);
    const res = await call(app, 'GET', '/api/app/profile', { token: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4Iiwic2lkIjoieSJ9.' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(STATUS_MESSAGES[401]);
  });

  it('serves the OpenAPI document built from the shared schemas', async () => {
    const res = await call(app, 'GET', '/api/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/auth/login',
      '/api/auth/register',
      '/api/auth/forgot-password',
      '/api/auth/reset-password',
      '/api/auth/verify-email',
      '/api/auth/validate-one-time',
      '/api/auth/refresh-token',
      '/api/auth/logout',
      '/api/auth/validate-email',
      '/api/auth/validate-email-for-registration',
      '/api/app/profile',
    ]) {
      expect(res.body.paths, path).toHaveProperty([path]);
    }
    expect(res.body.paths['/api/auth/register'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('firstName');
    expect((await app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('sets security headers, a request id and CORS only for the configured origins', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://app.example.com' } });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toMatch(/^[\w-]+$/);
    expect(res.headers['access-control-allow-origin']).toBe('https://app.example.com');
    const foreign = await app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example.net' } });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    const echoed = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'trace-123' } });
    expect(echoed.headers['x-request-id']).toBe('trace-123');
  });

  it('keeps passwords and tokens out of the logs', async () => {
    const user = newUser();
    const reg = await call(app, 'POST', '/api/auth/register', { body: user });
    await call(app, 'GET', '/api/app/profile', { token: reg.body.data.token });
    await call(app, 'POST', '/api/auth/login', { body: { email: user.email, password: 'a-wrong-password' } });
    await app.inject({ method: 'GET', url: `/auth/reset-password/secret-reset-token?x=1` });
    const logs = logLines.join('');
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).not.toContain(user.password);
    expect(logs).not.toContain('a-wrong-password');
    expect(logs).not.toContain(reg.body.data.token);
    expect(logs).not.toContain(reg.body.data.refresh_token);
    expect(logs).not.toContain('secret-reset-token');
  });

  it('starts without a deprecation warning from its framework', () => {
    expect(warnings.filter((w) => w.name === 'FastifyDeprecation').map((w) => w.message)).toEqual([]);
  });

  it('logs each answered request as one line with its id, method, address, status and time', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing-here?token=abc', headers: { 'x-request-id': 'one-line-7' } });
    expect(res.statusCode).toBe(404);
    const lines = logLines
      .join('')
      .split('\n')
      .filter((line) => line.includes('"reqId":"one-line-7"'))
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      reqId: 'one-line-7',
      req: { method: 'GET', url: '/api/nothing-here?token=[redacted]', remoteAddress: '127.0.0.1' },
      res: { statusCode: 404 },
    });
    expect(lines[0].responseTime).toBeGreaterThan(0);
  });
});

describe('log redaction of addresses', () => {
  it('cuts secrets out of web addresses', () => {
    expect(redactUrl('/auth/verify-email/abc.def')).toBe('/auth/verify-email/[redacted]');
    expect(redactUrl('/auth/reset-password/xyz?a=1')).toBe('/auth/reset-password/[redacted]?a=1');
    expect(redactUrl('/auth/login?one-time=abc&redirect=/x')).toBe('/auth/login?one-time=[redacted]&redirect=/x');
    expect(redactUrl('/api/app/profile')).toBe('/api/app/profile');
  });
});
