import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness.ts';

describe('serving the built web app', () => {
  const dist = mkdtempSync(join(tmpdir(), 'hiring-dist-'));
  let t: TestApp;

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    t = await createTestApp('pglite', { WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers every page address with index.html, not cached', async () => {
    for (const url of ['/', '/auth', '/dashboard/analytics', '/auth/verify-email/some-token']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/auth' })).statusCode).toBe(200);
  });

  it('serves hashed assets cached for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing file or API path with the JSON 404, never the page', async () => {
    for (const url of ['/assets/missing.js', '/api/nothing', '/api']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'The requested resource was not found.' });
    }
    expect((await t.app.inject({ method: 'POST', url: '/dashboard' })).statusCode).toBe(404);
  });
});
