import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness.ts';

const INDEX_HTML = '<!doctype html><title>app</title><div id="root"></div>';
const MAIN_JS = `export const words = ${JSON.stringify('lorem ipsum dolor sit amet '.repeat(200))};`;

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A real HTTP request, with the body as it came over the wire (not decoded). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

describe('serving the built web app', () => {
  const dist = mkdtempSync(join(tmpdir(), 'hiring-dist-'));
  let t: TestApp;
  let origin: string;

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    // What apps/web/precompress.ts writes at build time: a brotli and a gzip copy beside the file.
    writeFileSync(join(dist, 'assets', 'main-def456.js'), MAIN_JS);
    writeFileSync(join(dist, 'assets', 'main-def456.js.br'), brotliCompressSync(MAIN_JS));
    writeFileSync(join(dist, 'assets', 'main-def456.js.gz'), gzipSync(MAIN_JS));
    writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(INDEX_HTML));
    writeFileSync(join(dist, 'index.html.gz'), gzipSync(INDEX_HTML));
    t = await createTestApp('pglite', { WEB_DIST_DIR: dist });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
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

  it('sends the brotli copy to a browser that accepts it, gzip to one that accepts only gzip, and the file as is otherwise', async () => {
    const url = `${origin}/assets/main-def456.js`;
    const br = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.body.length).toBeLessThan(MAIN_JS.length / 5);
    expect(brotliDecompressSync(br.body).toString()).toBe(MAIN_JS);

    const gz = await rawGet(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(gz.body).toString()).toBe(MAIN_JS);

    const plain = await rawGet(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body.toString()).toBe(MAIN_JS);
  });

  it('sends every page address compressed and not cached without asking', async () => {
    for (const path of ['/auth', '/dashboard']) {
      const res = await rawGet(`${origin}${path}`, { 'accept-encoding': 'br, gzip' });
      expect(res.status, path).toBe(200);
      expect(res.headers['content-encoding'], path).toBe('br');
      expect(res.headers['content-type'], path).toContain('text/html');
      expect(res.headers['cache-control'], path).toBe('no-cache');
      expect(res.headers.vary, path).toContain('accept-encoding');
      expect(brotliDecompressSync(res.body).toString(), path).toBe(INDEX_HTML);
    }
  });

  it('answers a missing file or API path with the JSON 404, never the page', async () => {
    for (const url of ['/assets/missing.js', '/api/nothing', '/api']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'not_found', message: 'The requested resource was not found.' });
    }
    expect((await t.app.inject({ method: 'POST', url: '/dashboard' })).statusCode).toBe(404);
  });

  it('never answers an operations address (/metrics, /healthz) with the page, even while metrics are off', async () => {
    for (const url of ['/metrics', '/metrics/', '/METRICS', '/healthz', '/livez', '/readyz', '/health', '/healthz/ready', '/metrics?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/json');
      expect(res.json(), url).toMatchObject({ success: false, code: 'not_found' });
    }
    // A page whose address merely starts with the same letters is still a page.
    expect((await t.app.inject({ method: 'GET', url: '/metrics-dashboard' })).statusCode).toBe(200);
  });
});
