import { eq } from 'drizzle-orm';
import type { AuditEvent } from '@hiring/shared/audit';
import { describeAuditEvent } from '@hiring/shared/audit-describe';
import { WEBHOOK_ERROR_CODES, WEBHOOK_LIMITS, WEBHOOK_MESSAGES } from '@hiring/shared/webhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerMember, registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call, lastMailTo } from '../../test/http.ts';
import { createActiveJob, createLinks, reviewAiFirst, takeInterview } from '../../test/interviews.ts';
import { startReceiver, verifyAsDocumented } from '../../test/webhook-receiver.ts';
import { webhookDeliveries, webhooks } from './webhooks.table.ts';

const HOOKS = '/api/app/webhooks';
const HOUR = 60 * 60 * 1000;

interface Delivery {
  id: string;
  event_type: string;
  status: string;
  attempts: number;
  response_status: number | null;
  next_attempt_at: string | null;
  attempt_log: { succeeded: boolean; response_status: number | null; error: string | null; trigger: string; duration_ms: number }[];
}

describe.each(dbTargets)('webhooks on %s', (target) => {
  let t: TestApp;
  const receivers: { close(): Promise<void> }[] = [];
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterEach(async () => {
    vi.useRealTimers();
    await Promise.all(receivers.splice(0).map((r) => r.close()));
  });
  afterAll(async () => {
    await t?.close();
  });

  const receiver = async (answer?: (n: number) => number) => {
    const r = await startReceiver(answer);
    receivers.push(r);
    return r;
  };
  const createHook = async (token: string, body: Record<string, unknown>) => {
    const res = await call(t.app, 'POST', HOOKS, { token, body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as { id: string; secret: string; url: string; events: string[]; status: string };
  };
  const deliveriesOf = async (token: string, id: string) => {
    const res = await call(t.app, 'GET', `${HOOKS}/${id}/deliveries`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.items as Delivery[];
  };
  const eventsOf = async (token: string, action: string) => {
    const today = new Date().toISOString().slice(0, 10);
    const res = await call(t.app, 'GET', `/api/app/audit-events?from=${today}&to=${today}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The sentence the decision log screen shows of each (audit-describe.ts).
    return (res.body.data.events as AuditEvent[])
      .filter((e) => e.action === action)
      .map((e) => ({ ...e, description: describeAuditEvent(e) }));
  };
  /** An active position whose status change to on hold is the event the tests send. */
  const positionOnHold = async (token: string, jobId: string) => {
    const res = await call(t.app, 'PATCH', `/api/app/job-positions/${jobId}/status`, { token, body: { status: 'on_hold' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };

  it('answers the signing secret once, keeps it sealed, lists webhooks without it, and logs the creation', async () => {
    const { token } = await registerOwner(t);
    const r = await receiver();
    const created = await createHook(token, { url: r.url, events: ['interview.scored', 'interview.started', 'interview.scored'] });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    expect(created).toMatchObject({ url: r.url, events: ['interview.started', 'interview.scored'], status: 'active' });

    const [row] = await t.database.db.select().from(webhooks).where(eq(webhooks.id, created.id));
    expect(JSON.stringify(row)).not.toContain(created.secret.slice(6));

    const list = await call(t.app, 'GET', HOOKS, { token });
    expect(list.body.data.items).toHaveLength(1);
    expect(list.body.data.items[0]).not.toHaveProperty('secret');
    const [event] = await eventsOf(token, 'webhook_created');
    expect(event!.after).toMatchObject({ url: r.url, events: ['interview.started', 'interview.scored'] });
    expect(event!.description).toContain(`added a webhook to ${r.url}`);
  });

  it('logs an address without the secret its query carries, while the settings list keeps it whole', async () => {
    const { token } = await registerOwner(t);
    const r = await receiver();
    const url = `${r.url}?token=s3cr3t-value`;
    const created = await createHook(token, { url, events: ['interview.scored'] });
    expect(created.url).toBe(url);
    const [event] = await eventsOf(token, 'webhook_created');
    expect(event!.after).toMatchObject({ url: `${r.url}?…` });
    expect(JSON.stringify(event)).not.toContain('s3cr3t-value');
  });

  it('refuses an address that is not a URL, no events, an unknown event, and more than the limit', async () => {
    const { token } = await registerOwner(t);
    const bad = await call(t.app, 'POST', HOOKS, { token, body: { url: 'ats.example.com/hooks', events: ['interview.scored'] } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.url).toBe(WEBHOOK_MESSAGES.urlInvalid);
    const none = await call(t.app, 'POST', HOOKS, { token, body: { url: 'https://ats.example.com/h', events: [] } });
    expect(none.status).toBe(400);
    expect(none.body.errors.events).toBe(WEBHOOK_MESSAGES.eventsRequired);
    expect(none.body.field_codes.events).toBe(WEBHOOK_ERROR_CODES.eventsRequired);
    const unknown = await call(t.app, 'POST', HOOKS, { token, body: { url: 'https://ats.example.com/h', events: ['payment.failed'] } });
    expect(unknown.status).toBe(400);
    const r = await receiver();
    for (let i = 0; i < WEBHOOK_LIMITS.perCompanyMax; i++) await createHook(token, { url: `${r.url}/${i}`, events: ['interview.scored'] });
    const over = await call(t.app, 'POST', HOOKS, { token, body: { url: r.url, events: ['interview.scored'] } });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ code: WEBHOOK_ERROR_CODES.tooMany, message: WEBHOOK_MESSAGES.tooMany });
  });

  it('admits owners and admins, refuses other roles, and keys only with the scope webhooks:manage', async () => {
    const { token, companyId } = await registerOwner(t);
    const admin = await registerMember(t, companyId, 'admin');
    expect((await call(t.app, 'GET', HOOKS, { token: admin })).status).toBe(200);
    const member = await registerMember(t, companyId, 'hr_manager');
    expect((await call(t.app, 'GET', HOOKS, { token: member })).status).toBe(403);

    const narrow = await call(t.app, 'POST', '/api/app/api-keys', { token, body: { name: 'Read', scopes: ['positions:read'] } });
    const refused = await call(t.app, 'GET', HOOKS, { token: narrow.body.data.key });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('api_key_scope_missing');

    const wide = await call(t.app, 'POST', '/api/app/api-keys', { token, body: { name: 'Hooks', scopes: ['webhooks:manage'] } });
    const r = await receiver();
    const made = await call(t.app, 'POST', HOOKS, { token: wide.body.data.key, body: { url: r.url, events: ['interview.scored'] } });
    expect(made.status).toBe(201);
    expect((await call(t.app, 'GET', HOOKS, { token: wide.body.data.key })).body.data.items).toHaveLength(1);
  });

  it("answers 404 for another company's webhook and delivery, on every operation", async () => {
    const owner = await registerOwner(t);
    const other = await registerOwner(t);
    const r = await receiver();
    const hook = await createHook(owner.token, { url: r.url, events: ['interview.scored'] });
    const test = await call(t.app, 'POST', `${HOOKS}/${hook.id}/test`, { token: owner.token });
    const deliveryId = test.body.data.id as string;
    const calls: ['PATCH' | 'DELETE' | 'POST' | 'GET', string, unknown?][] = [
      ['PATCH', `${HOOKS}/${hook.id}`, { status: 'paused' }],
      ['DELETE', `${HOOKS}/${hook.id}`],
      ['POST', `${HOOKS}/${hook.id}/test`],
      ['GET', `${HOOKS}/${hook.id}/deliveries`],
      ['POST', `${HOOKS}/${hook.id}/deliveries/${deliveryId}/redeliver`],
      ['GET', `${HOOKS}/not-a-uuid/deliveries`],
    ];
    for (const [method, url, body] of calls) {
      const res = await call(t.app, method, url, { token: other.token, body });
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body.code).toBe(WEBHOOK_ERROR_CODES.notFound);
    }
    const missing = await call(t.app, 'POST', `${HOOKS}/${hook.id}/deliveries/${hook.id}/redeliver`, { token: owner.token });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(WEBHOOK_ERROR_CODES.deliveryNotFound);
    expect(r.received).toHaveLength(1);
  });

  it('signs each request with the Standard Webhooks headers, verifiable with the documented recipe', async () => {
    const { token } = await registerOwner(t);
    const r = await receiver();
    const hook = await createHook(token, { url: r.url, events: ['interview.scored'] });
    const sent = await call(t.app, 'POST', `${HOOKS}/${hook.id}/test`, { token });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ event_type: 'webhook.test', status: 'succeeded', response_status: 200, attempts: 1 });
    const [request] = r.received;
    expect(request!.headers['webhook-id']).toBe(sent.body.data.id);
    expect(request!.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(verifyAsDocumented(hook.secret, request!.headers, request!.body)).toBe(true);
    expect(verifyAsDocumented(hook.secret, request!.headers, `${request!.body} `)).toBe(false);
    expect(verifyAsDocumented(`whsec_${Buffer.alloc(32).toString('base64')}`, request!.headers, request!.body)).toBe(false);
    expect(JSON.parse(request!.body)).toMatchObject({ id: sent.body.data.id, type: 'webhook.test', data: { webhook_id: hook.id } });
  });

  it('retries an event the receiver answered 500, with the same webhook-id, and logs each attempt', async () => {
    const { token } = await registerOwner(t);
    const jobId = await createActiveJob(t, token);
    const r = await receiver((n) => (n === 1 ? 500 : 204));
    const hook = await createHook(token, { url: r.url, events: ['job_position.status_changed'] });
    await positionOnHold(token, jobId);
    await t.jobs.runDue();

    const [first] = await deliveriesOf(token, hook.id);
    expect(first).toMatchObject({ event_type: 'job_position.status_changed', status: 'pending', attempts: 1, response_status: 500 });
    expect(first!.attempt_log[0]).toMatchObject({ succeeded: false, response_status: 500, error: 'The endpoint answered 500.' });
    const wait = Date.parse(first!.next_attempt_at!) - Date.now();
    expect(wait).toBeGreaterThan(WEBHOOK_LIMITS.retryDelaysMs[0]! - 2000);
    expect(wait).toBeLessThanOrEqual(WEBHOOK_LIMITS.retryDelaysMs[0]!);
    const failing = (await call(t.app, 'GET', HOOKS, { token })).body.data.items[0];
    expect(failing.failing_since).not.toBeNull();

    // Not due yet: nothing is sent before the wait.
    await t.jobs.runDue();
    expect(r.received).toHaveLength(1);
    await t.jobs.runDue({ now: new Date(Date.now() + WEBHOOK_LIMITS.retryDelaysMs[0]! + 1000) });
    expect(r.received).toHaveLength(2);

    const [after] = await deliveriesOf(token, hook.id);
    expect(after).toMatchObject({ status: 'succeeded', attempts: 2, response_status: 204, next_attempt_at: null });
    expect(after!.attempt_log.map((a) => a.response_status)).toEqual([204, 500]);
    expect(r.received[0]!.headers['webhook-id']).toBe(r.received[1]!.headers['webhook-id']);
    expect(r.received[0]!.body).toBe(r.received[1]!.body);
    expect(JSON.parse(r.received[1]!.body)).toMatchObject({
      type: 'job_position.status_changed',
      data: { job_position_id: jobId, from_status: 'active', to_status: 'on_hold' },
    });
    expect(verifyAsDocumented(hook.secret, r.received[1]!.headers, r.received[1]!.body)).toBe(true);
    expect((await call(t.app, 'GET', HOOKS, { token })).body.data.items[0].failing_since).toBeNull();
  });

  it('pauses an address that failed for a day, tells the owner and the decision log, and resumes on PATCH', async () => {
    const owner = await registerOwner(t);
    const jobId = await createActiveJob(t, owner.token);
    const r = await receiver(() => 503);
    const hook = await createHook(owner.token, { url: r.url, events: ['job_position.status_changed'] });
    await positionOnHold(owner.token, jobId);
    await t.jobs.runDue();
    expect(r.received).toHaveLength(1);

    // A day and more later, the next attempts still fail: the webhook is paused.
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start + WEBHOOK_LIMITS.pauseAfterMs + HOUR);
    await t.jobs.runDue({ now: new Date(start + WEBHOOK_LIMITS.pauseAfterMs + HOUR) });
    vi.useRealTimers();

    const [paused] = (await call(t.app, 'GET', HOOKS, { token: owner.token })).body.data.items;
    expect(paused).toMatchObject({ status: 'paused', paused_reason: 'failures' });
    const [event] = await eventsOf(owner.token, 'webhook_paused');
    expect(event!.after).toMatchObject({ reason: 'failures', url: r.url });
    expect(event!.description).toBe(`The webhook to ${r.url} was paused after a day of failed deliveries`);
    const mail = await lastMailTo(t.app, owner.email);
    expect(mail?.subject).toBe('A webhook was paused after a day of failed deliveries');
    expect(mail?.text).toContain(r.url);

    // Paused, it sends nothing of itself; the waiting delivery ends as failed.
    const sentBefore = r.received.length;
    await t.jobs.runDue({ now: new Date(start + 3 * WEBHOOK_LIMITS.pauseAfterMs) });
    expect(r.received).toHaveLength(sentBefore);
    expect((await deliveriesOf(owner.token, hook.id))[0]!.status).toBe('failed');

    const resumed = await call(t.app, 'PATCH', `${HOOKS}/${hook.id}`, { token: owner.token, body: { status: 'active' } });
    expect(resumed.status).toBe(200);
    expect(resumed.body.data).toMatchObject({ status: 'active', paused_reason: null, failing_since: null });
    const [change] = await eventsOf(owner.token, 'webhook_changed');
    expect(change!.description).toContain(`resumed the webhook to ${r.url}`);
  });

  it('ends a delivery as failed after the last scheduled retry', async () => {
    const { token } = await registerOwner(t);
    const jobId = await createActiveJob(t, token);
    const r = await receiver(() => 500);
    const hook = await createHook(token, { url: r.url, events: ['job_position.status_changed'] });
    await positionOnHold(token, jobId);
    // Each retry's clock is the queue's: far enough ahead for every wait, but paused never, since
    // every attempt is made within the same real minute.
    let at = Date.now();
    await t.jobs.runDue();
    for (const delay of WEBHOOK_LIMITS.retryDelaysMs) {
      at += delay + 1000;
      await t.jobs.runDue({ now: new Date(at) });
    }
    expect(r.received).toHaveLength(WEBHOOK_LIMITS.retryDelaysMs.length + 1);
    const [delivery] = await deliveriesOf(token, hook.id);
    expect(delivery).toMatchObject({ status: 'failed', attempts: WEBHOOK_LIMITS.retryDelaysMs.length + 1, next_attempt_at: null });
    await t.jobs.runDue({ now: new Date(at + 30 * HOUR) });
    expect(r.received).toHaveLength(WEBHOOK_LIMITS.retryDelaysMs.length + 1);
  });

  it('redelivers one delivery on request, with the same id and body, logged as manual', async () => {
    const { token } = await registerOwner(t);
    const r = await receiver((n) => (n === 1 ? 500 : 200));
    const hook = await createHook(token, { url: r.url, events: ['interview.scored'] });
    const test = await call(t.app, 'POST', `${HOOKS}/${hook.id}/test`, { token });
    expect(test.body.data).toMatchObject({ status: 'failed', response_status: 500 });
    const again = await call(t.app, 'POST', `${HOOKS}/${hook.id}/deliveries/${test.body.data.id}/redeliver`, { token });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ id: test.body.data.id, status: 'succeeded', attempts: 2, response_status: 200 });
    expect(again.body.data.attempt_log.map((a: { trigger: string }) => a.trigger)).toEqual(['manual', 'manual']);
    expect(r.received[1]!.headers['webhook-id']).toBe(test.body.data.id);
    expect(r.received[1]!.body).toBe(r.received[0]!.body);
  });

  it('deletes settled deliveries after the retention period, with the retention sweep', async () => {
    const { token } = await registerOwner(t);
    const r = await receiver();
    const hook = await createHook(token, { url: r.url, events: ['interview.scored'] });
    const old = (await call(t.app, 'POST', `${HOOKS}/${hook.id}/test`, { token })).body.data.id as string;
    const recent = (await call(t.app, 'POST', `${HOOKS}/${hook.id}/test`, { token })).body.data.id as string;
    const longAgo = new Date(Date.now() - (WEBHOOK_LIMITS.deliveryRetentionDays + 1) * 24 * HOUR);
    await t.database.db.update(webhookDeliveries).set({ createdAt: longAgo }).where(eq(webhookDeliveries.id, old));
    await t.jobs.enqueue('webhooks.retention', {});
    await t.jobs.runDue();
    expect((await deliveriesOf(token, hook.id)).map((d) => d.id)).toEqual([recent]);
  });

  it('changes the address and events, pauses by hand, deletes with its log, each in the decision log', async () => {
    const { token } = await registerOwner(t);
    const r = await receiver();
    const hook = await createHook(token, { url: r.url, events: ['interview.scored'] });
    const changed = await call(t.app, 'PATCH', `${HOOKS}/${hook.id}`, {
      token,
      body: { url: `${r.url}/v2`, events: ['interview.reviewed', 'interview.scored'] },
    });
    expect(changed.body.data).toMatchObject({ url: `${r.url}/v2`, events: ['interview.scored', 'interview.reviewed'] });
    const paused = await call(t.app, 'PATCH', `${HOOKS}/${hook.id}`, { token, body: { status: 'paused' } });
    expect(paused.body.data).toMatchObject({ status: 'paused', paused_reason: 'manual' });
    const deleted = await call(t.app, 'DELETE', `${HOOKS}/${hook.id}`, { token });
    expect(deleted.status).toBe(200);
    expect((await call(t.app, 'GET', `${HOOKS}/${hook.id}/deliveries`, { token })).status).toBe(404);
    expect((await eventsOf(token, 'webhook_changed'))[0]!.after).toMatchObject({ url: `${r.url}/v2` });
    expect((await eventsOf(token, 'webhook_paused'))[0]!.description).toContain('paused the webhook');
    expect((await eventsOf(token, 'webhook_deleted'))[0]!.description).toContain(`deleted the webhook to ${r.url}/v2`);
  });

  it('reports an interview started, submitted, scored and reviewed, with ids and results but no answers', async () => {
    const { token } = await registerOwner(t);
    const jobId = await createActiveJob(t, token);
    await reviewAiFirst(t.app, token);
    const r = await receiver();
    const hook = await createHook(token, {
      url: r.url,
      events: ['interview.started', 'interview.submitted', 'interview.scored', 'interview.reviewed'],
    });
    const [link] = await createLinks(t, token, jobId, [{ name: 'Łukasz Żółć', email: 'lukasz@example.com' }]);
    await takeInterview(t, link!.token);
    await t.jobs.runDue();
    const detail = (await call(t.app, 'GET', `/api/app/interviews/${link!.id}`, { token })).body.data;
    for (const answer of detail.answers as { question_id: string; ai: { score: number } }[]) {
      const res = await call(t.app, 'PATCH', `/api/app/interviews/${link!.id}/scores/${answer.question_id}`, {
        token,
        body: { score: answer.ai.score },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    await t.jobs.runDue();
    // Deliveries due together are sent side by side, so in no set order: each event says when it happened.
    const order = ['interview.started', 'interview.submitted', 'interview.scored', 'interview.reviewed'];
    const events = r.received
      .map((q) => JSON.parse(q.body) as { type: string; data: Record<string, unknown> })
      .sort((a, b) => order.indexOf(a.type) - order.indexOf(b.type));
    expect(events.map((e) => e.type)).toEqual(order);
    for (const e of events) expect(e.data).toMatchObject({ interview_id: link!.id, job_position_id: jobId });
    expect(events[2]!.data.overall).toEqual(expect.any(Number));
    expect(events[3]!.data).toMatchObject({ overall: expect.any(Number), recommendation: expect.any(String) });
    for (const q of r.received) {
      expect(verifyAsDocumented(hook.secret, q.headers, q.body)).toBe(true);
      expect(q.body).not.toContain('lukasz@example.com');
      expect(q.body).not.toContain('Żółć');
      expect(q.body).not.toContain('EXPLAIN ANALYZE');
    }
  });

  it('sends only the events a webhook asked for, and nothing to a paused one', async () => {
    const { token } = await registerOwner(t);
    const jobId = await createActiveJob(t, token);
    const wants = await receiver();
    const other = await receiver();
    const paused = await receiver();
    await createHook(token, { url: wants.url, events: ['job_position.status_changed'] });
    await createHook(token, { url: other.url, events: ['interview.scored'] });
    const off = await createHook(token, { url: paused.url, events: ['job_position.status_changed'] });
    await call(t.app, 'PATCH', `${HOOKS}/${off.id}`, { token, body: { status: 'paused' } });
    await positionOnHold(token, jobId);
    await t.jobs.runDue();
    expect(wants.received).toHaveLength(1);
    expect(other.received).toHaveLength(0);
    expect(paused.received).toHaveLength(0);
  });
});

describe.each(dbTargets)('where webhooks may point, on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    // As in production: internal addresses refused.
    t = await createTestApp(target, { WEBHOOKS_ALLOW_PRIVATE: 'false' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses private, loopback and link-local addresses, by IP or by a name resolving to one', async () => {
    const { token } = await registerOwner(t);
    for (const url of [
      'https://127.0.0.1/hooks',
      'https://10.1.2.3/hooks',
      'https://192.168.0.10/hooks',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hooks',
      'https://[fd00::1]/hooks',
      'https://localhost:8443/hooks',
    ]) {
      const res = await call(t.app, 'POST', HOOKS, { token, body: { url, events: ['interview.scored'] } });
      expect(res.status, url).toBe(400);
      expect(res.body).toMatchObject({ code: WEBHOOK_ERROR_CODES.urlPrivate, errors: { url: WEBHOOK_MESSAGES.urlPrivate } });
    }
  });

  it('refuses at delivery an address that now points inside', async () => {
    const { token } = await registerOwner(t);
    const r = await startReceiver();
    try {
      const made = await call(t.app, 'POST', HOOKS, { token, body: { url: 'https://93.184.215.14/hooks', events: ['interview.scored'] } });
      expect(made.status).toBe(201);
      // Moved (as a DNS answer can) to a loopback address after registration.
      await t.database.db.update(webhooks).set({ url: r.url }).where(eq(webhooks.id, made.body.data.id));
      const test = await call(t.app, 'POST', `${HOOKS}/${made.body.data.id}/test`, { token });
      expect(test.body.data.attempt_log[0]).toMatchObject({ succeeded: false, response_status: null, error: WEBHOOK_MESSAGES.urlPrivate });
      expect(r.received).toHaveLength(0);
    } finally {
      await r.close();
    }
  });
});

describe('webhook addresses in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { NODE_ENV: 'production', JWT_SECRET: 'a'.repeat(64), DEV_MAILBOX: 'true' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses http, and private addresses unless WEBHOOKS_ALLOW_PRIVATE is set', async () => {
    const { token } = await registerOwner(t);
    const http = await call(t.app, 'POST', HOOKS, { token, body: { url: 'http://93.184.215.14/hooks', events: ['interview.scored'] } });
    expect(http.status).toBe(400);
    expect(http.body).toMatchObject({ code: WEBHOOK_ERROR_CODES.urlNotHttps, errors: { url: WEBHOOK_MESSAGES.urlNotHttps } });
    const inside = await call(t.app, 'POST', HOOKS, { token, body: { url: 'https://10.0.0.8/hooks', events: ['interview.scored'] } });
    expect(inside.body.code).toBe(WEBHOOK_ERROR_CODES.urlPrivate);
  });
});
