import { readdirSync } from 'node:fs';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { READINESS_MESSAGES } from '@hiring/shared/health';
import { shippedMigrations } from '../db/migration-status.ts';
import { migrationsFolder } from '../paths.ts';
import { createTestApp, dbTargets, openTestDatabase, type TestApp } from '../test/harness.ts';
import { call } from '../test/http.ts';
import { healthRoutes } from './health.ts';

describe('the shipped migrations', () => {
  it('are every SQL file of the migrations folder, in order', () => {
    const shipped = shippedMigrations();
    expect(shipped).toHaveLength(readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')).length);
    expect([...shipped].sort((a, b) => a - b)).toEqual(shipped);
  });
});

describe.each(dbTargets)('health checks on %s', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('/api/health/live answers 200 while the process runs, even before the job worker starts', async () => {
    const res = await call(t.app, 'GET', '/api/health/live');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { status: 'ok' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('/api/health/ready answers 503 naming the job worker until it runs, then 200; /api/health is its alias', async () => {
    for (const url of ['/api/health/ready', '/api/health']) {
      const res = await call(t.app, 'GET', url);
      expect(res.status, url).toBe(503);
      expect(res.body, url).toMatchObject({
        success: false,
        code: 'not_ready',
        message: 'Service unavailable. Please try again later.',
        failing: ['queue'],
        checks: {
          database: { ok: true },
          migrations: { ok: true },
          queue: { ok: false, message: 'The background job worker is not running.' },
        },
      });
    }
    t.startWorkers();
    for (const url of ['/api/health/ready', '/api/health']) {
      const res = await call(t.app, 'GET', url);
      expect(res.status, url).toBe(200);
      expect(res.body, url).toEqual({
        success: true,
        data: { status: 'ok', database: target, checks: { database: { ok: true }, migrations: { ok: true }, queue: { ok: true } } },
      });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('/api/health/ready answers 503 naming the migrations while one of this build is not applied', async () => {
    const [last] = (
      (await t.database.db.execute(
        sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )) as unknown as {
        rows: { id: number; hash: string; created_at: string }[];
      }
    ).rows;
    await t.database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last!.id}`);
    try {
      const res = await call(t.app, 'GET', '/api/health/ready');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({
        code: 'not_ready',
        failing: ['migrations'],
        checks: { migrations: { ok: false, message: '1 database migration is not applied; run npm run migrate.' } },
      });
    } finally {
      await t.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last!.id}, ${last!.hash}, ${last!.created_at})`,
      );
    }
    expect((await call(t.app, 'GET', '/api/health/ready')).status).toBe(200);
  });

  it('stops the job worker from counting as alive once it stops', async () => {
    await t.jobs.stop();
    const res = await call(t.app, 'GET', '/api/health/ready');
    expect(res.status).toBe(503);
    expect(res.body.failing).toEqual(['queue']);
  });

  it('answers an unknown /api address with the JSON 404 and its code, for every method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await call(t.app, method, '/api/no-such-thing/here');
      expect(res.status, method).toBe(404);
      expect(res.headers['content-type'], method).toContain('application/json');
      expect(res.body, method).toMatchObject({ success: false, code: 'not_found', message: 'The requested resource was not found.' });
    }
  });

  it('keeps the health checks out of the API document', async () => {
    const doc = (await call(t.app, 'GET', '/api/docs/json')).body;
    for (const path of ['/api/health', '/api/health/live', '/api/health/ready']) expect(doc.paths, path).not.toHaveProperty([path]);
  });
});

describe.each(dbTargets)('readiness with the database gone, on %s', (target) => {
  it('answers 503 naming the database and the migrations, without the driver error', async () => {
    const database = await openTestDatabase(target);
    await database.drop();
    const app = Fastify();
    await app.register(healthRoutes, { prefix: '/api', database, queueAlive: () => true, timeoutMs: 1000 });
    try {
      const res = await call(app, 'GET', '/api/health/ready');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({
        success: false,
        code: 'not_ready',
        failing: ['database', 'migrations'],
        checks: {
          database: { ok: false, message: READINESS_MESSAGES.database },
          migrations: { ok: false, message: READINESS_MESSAGES.migrationsUnknown },
          queue: { ok: true },
        },
      });
      expect((await call(app, 'GET', '/api/health/live')).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
