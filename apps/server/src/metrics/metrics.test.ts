import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METRICS_MESSAGES } from '@hiring/shared/health';
import { loadConfig } from '../config/env.ts';
import { registerOwner } from '../test/accounts.ts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../test/fakes/openai-server.ts';
import { createTestApp, dbTargets, type TestApp } from '../test/harness.ts';
import { call } from '../test/http.ts';

const TOKEN = 'scrape-token-0123456789';

/** The value of one sample of the exposition text, its labels matched exactly; undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (JSON.stringify(Object.entries(found).sort()) === JSON.stringify(Object.entries(labels).sort())) return Number(match[3]);
  }
  return undefined;
}

async function scrape(t: TestApp, token = TOKEN): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain; version=0.0.4');
  return res.body;
}

const job = {
  title: 'Warehouse Shift Lead',
  job_description: 'Lead a team of eight pickers on the night shift. Plan the shift and keep the floor safe.',
  requirements: 'Three years in a warehouse. Forklift licence. Experience with a warehouse management system.',
  required_skills: ['Forklift', 'Team leadership', 'Inventory'],
};

/** A real SMTP server on a free local port that accepts every mail. */
async function startSmtp() {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => callback());
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('metrics settings', () => {
  it('are off unless METRICS=true, and refuse a METRICS_TOKEN shorter than 16 characters', () => {
    expect(loadConfig({}).metrics).toEqual({ enabled: false, token: undefined });
    expect(loadConfig({ METRICS: 'true', METRICS_TOKEN: TOKEN }).metrics).toEqual({ enabled: true, token: TOKEN });
    expect(() => loadConfig({ METRICS: 'true', METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN: at least 16 characters');
    expect(() => loadConfig({ METRICS: 'yes' })).toThrow('METRICS');
  });
});

describe.each(dbTargets)('Prometheus metrics on %s', (target) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(target, { METRICS: 'true', METRICS_TOKEN: TOKEN, SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('asks for the token: 401 with its code and message without it or with a wrong one', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-0123456789' }, { authorization: TOKEN }]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.json()).toMatchObject({ success: false, code: 'metrics_unauthorized', message: METRICS_MESSAGES.unauthorized });
    }
  });

  it('counts and times requests by route template and status, with the event loop and the pool', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health/live' });
    await t.app.inject({ method: 'GET', url: '/api/health/live' });
    await t.app.inject({ method: 'GET', url: '/api/app/job-positions/0b6f7d1e-9a43-4a57-9d7e-4f3c2f6c9a11' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    const text = await scrape(t);
    expect(sample(text, 'http_requests_total', { method: 'GET', route: '/api/health/live', status: '200' })).toBe(2);
    // The route's template, never the address with its id.
    expect(sample(text, 'http_requests_total', { method: 'GET', route: '/api/app/job-positions/:id', status: '401' })).toBe(1);
    expect(text).not.toContain('0b6f7d1e-9a43');
    expect(sample(text, 'http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/health/live', status: '200' })).toBe(2);
    expect(
      sample(text, 'http_request_duration_seconds_bucket', { method: 'GET', route: '/api/health/live', status: '200', le: '+Inf' }),
    ).toBe(2);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'hiring_db_pool_connections', { state: 'max' })).toBe(target === 'pglite' ? 1 : 5);
    expect(sample(text, 'hiring_db_pool_waiting')).toBe(0);
  });

  it('reports the jobs waiting by type and how long the oldest has waited', async () => {
    await t.jobs.runDue();
    let text = await scrape(t);
    expect(sample(text, 'hiring_jobs_queued', { type: 'mail.retention' })).toBe(0);
    expect(sample(text, 'hiring_jobs_oldest_age_seconds', { type: 'mail.retention' })).toBe(0);
    await t.jobs.enqueue('mail.retention', {}, { runAt: new Date(Date.now() - 90_000) });
    text = await scrape(t);
    expect(sample(text, 'hiring_jobs_queued', { type: 'mail.retention' })).toBe(1);
    expect(sample(text, 'hiring_jobs_running', { type: 'mail.retention' })).toBe(0);
    expect(sample(text, 'hiring_jobs_oldest_age_seconds', { type: 'mail.retention' })).toBeGreaterThanOrEqual(89);
    await t.jobs.runDue();
    expect(sample(await scrape(t), 'hiring_jobs_queued', { type: 'mail.retention' })).toBe(0);
  });

  it('counts job runs by outcome, and failures once every attempt is used', async () => {
    t.jobs.register('metrics.always-fails', {
      maxAttempts: 2,
      run: async () => {
        throw new Error('refused');
      },
    });
    await t.jobs.enqueue('metrics.always-fails', {});
    await t.jobs.runDue();
    let text = await scrape(t);
    expect(sample(text, 'hiring_job_runs_total', { type: 'metrics.always-fails', outcome: 'retry' })).toBe(1);
    expect(sample(text, 'hiring_job_failures_total', { type: 'metrics.always-fails' })).toBeUndefined();
    await t.jobs.runDue({ now: new Date(Date.now() + 3_600_000) });
    text = await scrape(t);
    expect(sample(text, 'hiring_job_runs_total', { type: 'metrics.always-fails', outcome: 'failed' })).toBe(1);
    expect(sample(text, 'hiring_job_failures_total', { type: 'metrics.always-fails' })).toBe(1);
    expect(sample(text, 'hiring_job_runs_total', { type: 'mail.retention', outcome: 'done' })).toBeGreaterThanOrEqual(1);
  });

  it('counts mail sent over SMTP, and AI calls by the engine that answered', async () => {
    const { token } = await registerOwner(t);
    const created = await call(t.app, 'POST', '/api/app/job-positions', { token, body: { ...job, preset_goal_ids: [1] } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await t.jobs.runDue();
    const text = await scrape(t);
    // Registration mails a verification link, delivered by the queue.
    expect(sample(text, 'hiring_mail_total', { outcome: 'sent' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'hiring_mail_total', { outcome: 'failed' })).toBeUndefined();
    expect(sample(text, 'hiring_ai_calls_total', { operation: 'generateGoals', engine: 'builtin', outcome: 'ok' })).toBe(1);
    expect(sample(text, 'hiring_ai_call_duration_seconds_count', { operation: 'generateGoals', engine: 'builtin' })).toBe(1);
    expect(sample(text, 'hiring_ai_fallbacks_total', { operation: 'generateGoals' })).toBeUndefined();
  });
});

describe.each(dbTargets)('metrics of a failing model and mail server on %s', (target) => {
  let t: TestApp;
  let model: FakeOpenAiServer;

  beforeAll(async () => {
    // The model answers 500 to everything; the SMTP address has nothing listening.
    model = await startFakeOpenAiServer();
    t = await createTestApp(target, {
      METRICS: 'true',
      AI_BASE_URL: model.url,
      AI_MODEL: 'test-model',
      AI_MAX_RETRIES: '0',
      SMTP_URL: 'smtp://127.0.0.1:9',
    });
  });
  afterAll(async () => {
    await t?.close();
    await model?.close();
  });

  it('counts the fallbacks to the builtin engine and the failed deliveries; open without METRICS_TOKEN', async () => {
    const { token } = await registerOwner(t);
    const created = await call(t.app, 'POST', '/api/app/job-positions', { token, body: { ...job, preset_goal_ids: [1] } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await t.jobs.runDue();
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    const text = res.body;
    expect(model.requests.length).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'hiring_ai_fallbacks_total', { operation: 'generateGoals' })).toBe(1);
    expect(sample(text, 'hiring_ai_calls_total', { operation: 'generateGoals', engine: 'builtin', outcome: 'ok' })).toBe(1);
    expect(sample(text, 'hiring_mail_total', { outcome: 'failed' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'hiring_mail_total', { outcome: 'sent' })).toBeUndefined();
  });
});

describe('metrics off (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serve nothing at /metrics: the JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'not_found' });
  });
});
