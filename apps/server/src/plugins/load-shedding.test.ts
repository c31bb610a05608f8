import { STATUS_MESSAGES } from '@hiring/shared/errors';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.ts';
import { errorHandler } from './error-handler.ts';
import { type LoadSheddingOptions, loadShedding, SHED_RETRY_AFTER_SECONDS } from './load-shedding.ts';

describe('the wait line in front of the API', () => {
  let t: { app: FastifyInstance } | undefined;
  afterEach(async () => {
    await t?.app.close();
    t = undefined;
  });

  /** The API's error handler and the gate, and a route /api/test/hold/:n that answers only when released. */
  async function appWithHeldRoute(options: Partial<LoadSheddingOptions>) {
    const held = new Map<string, () => void>();
    const order: string[] = [];
    const app = Fastify();
    await app.register(errorHandler);
    await app.register(loadShedding, { maxInFlight: 2, maxWaitMs: 5000, maxQueue: 1000, maxEventLoopDelayMs: 0, ...options });
    app.get('/api/health', async () => ({ ok: true }));
    app.get('/api/test/hold/:n', async (request) => {
      const { n } = request.params as { n: string };
      order.push(n);
      await new Promise<void>((resolve) => held.set(n, resolve));
      return { success: true, data: { n } };
    });
    await app.ready();
    t = { app };
    const get = (n: string | number) => t!.app.inject({ method: 'GET', url: `/api/test/hold/${n}` });
    const until = async (check: () => boolean) => {
      for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
      expect(check()).toBe(true);
    };
    return { held, order, get, until };
  }

  it('runs MAX_IN_FLIGHT requests at once and starts the others in arrival order', async () => {
    const { held, order, get, until } = await appWithHeldRoute({ maxInFlight: 2 });
    const answers = [1, 2, 3, 4, 5].map((n) => get(n));
    await until(() => order.length === 2);
    expect(t!.app.loadShedding!.queued()).toBe(3);
    for (const n of ['1', '2', '3', '4', '5']) {
      await until(() => held.has(n));
      held.get(n)!();
    }
    const statuses = (await Promise.all(answers)).map((a) => a.statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect(order).toEqual(['1', '2', '3', '4', '5']);
    expect(t!.app.loadShedding!.inFlight()).toBe(0);
  });

  it('answers 503 with Retry-After to a request that cannot start within QUEUE_WAIT_MS, instead of leaving it hanging', async () => {
    const { held, get, until } = await appWithHeldRoute({ maxInFlight: 1, maxWaitMs: 150 });
    const first = get(1);
    await until(() => held.has('1'));
    const started = Date.now();
    const waited = await get(2);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(waited.statusCode).toBe(503);
    expect(waited.headers['retry-after']).toBe(String(SHED_RETRY_AFTER_SECONDS));
    expect(waited.json()).toMatchObject({ success: false, code: 'server_busy', message: STATUS_MESSAGES[503] });
    held.get('1')!();
    expect((await first).statusCode).toBe(200);
    // The slot is free again.
    const again = get(3);
    await until(() => held.has('3'));
    held.get('3')!();
    expect((await again).statusCode).toBe(200);
  });

  it('answers 503 at once when the line is full, and never gates /api/health', async () => {
    const { held, get, until } = await appWithHeldRoute({ maxInFlight: 1, maxQueue: 1 });
    const running = get(1);
    await until(() => held.has('1'));
    const waiting = get(2);
    await until(() => t!.app.loadShedding!.queued() === 1);
    const refused = await get(3);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(SHED_RETRY_AFTER_SECONDS));
    expect(refused.json()).toMatchObject({ code: 'server_busy' });
    expect((await t!.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    held.get('1')!();
    await until(() => held.has('2'));
    held.get('2')!();
    expect([(await running).statusCode, (await waiting).statusCode]).toEqual([200, 200]);
  });

  it('answers 503 at once while the event loop is saturated and a request is running, and admits again after', async () => {
    const { held, get, until } = await appWithHeldRoute({ maxInFlight: 8, maxEventLoopDelayMs: 50 });
    const running = get(1);
    await until(() => held.has('1'));
    // Work on the loop itself (what the embedded database's queries are) makes its timers late.
    for (let i = 0; i < 6; i++) {
      const t0 = performance.now();
      while (performance.now() - t0 < 150) {}
      // One turn of the loop: the overdue sampler runs once, then the loop is busy again.
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(t!.app.loadShedding!.eventLoopDelayMs()).toBeGreaterThan(50);
    const shed = await get(2);
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe(String(SHED_RETRY_AFTER_SECONDS));
    held.get('1')!();
    expect((await running).statusCode).toBe(200);
    await until(() => t!.app.loadShedding!.eventLoopDelayMs() < 50);
    const admitted = get(3);
    await until(() => held.has('3'));
    held.get('3')!();
    expect((await admitted).statusCode).toBe(200);
  });

  it('is on by default on the embedded database and off on PostgreSQL', () => {
    const embedded = loadConfig({ NODE_ENV: 'test' }).loadShedding;
    expect(embedded.maxInFlight).toBeGreaterThan(0);
    expect(embedded.maxEventLoopDelayMs).toBeGreaterThan(0);
    const postgres = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://x@127.0.0.1/db' }).loadShedding;
    expect(postgres.maxInFlight).toBe(0);
    expect(postgres.maxEventLoopDelayMs).toBe(0);
  });
});
