import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { API_KEY_ERROR_CODES, API_KEY_LIMITS, API_KEY_MESSAGES, API_KEY_PREFIX } from '@hiring/shared/api-keys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { createActiveJob } from '../../test/interviews.ts';
import { users } from '../users/index.ts';
import { apiKeys } from './api-keys.table.ts';

const KEYS = '/api/app/api-keys';

describe.each(dbTargets)('API keys on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  const createKey = async (token: string, body: Record<string, unknown>) => {
    const res = await call(t.app, 'POST', KEYS, { token, body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as { id: string; key: string; hint: string; scopes: string[] };
  };
  /** The decision log's events of an action today, as owners read them (`GET /api/app/audit-events`). */
  const eventsOf = async (token: string, action: string) => {
    const today = new Date().toISOString().slice(0, 10);
    const res = await call(t.app, 'GET', `/api/app/audit-events?from=${today}&to=${today}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data.events as { action: string; after: unknown }[]).filter((e) => e.action === action);
  };

  it('shows a new key once, keeps only its hash, lists it without the key, and logs its creation', async () => {
    const { token, userId } = await registerOwner(t);
    const created = await createKey(token, { name: '  Greenhouse sync ', scopes: ['interviews:read', 'positions:read', 'positions:read'] });
    expect(created.key.startsWith(API_KEY_PREFIX)).toBe(true);
    expect(created.key.length).toBeGreaterThan(40);
    expect(created).toMatchObject({
      name: 'Greenhouse sync',
      scopes: ['positions:read', 'interviews:read'],
      expires_at: null,
      last_used_at: null,
    });
    expect(created.hint).toBe(created.key.slice(0, API_KEY_LIMITS.hintLength));

    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row!.keyHash).toBe(createHash('sha256').update(created.key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.key);

    const list = await call(t.app, 'GET', KEYS, { token });
    expect(list.status).toBe(200);
    expect(list.body.data.items).toHaveLength(1);
    expect(list.body.data.items[0]).not.toHaveProperty('key');
    expect(list.body.data.items[0]).toMatchObject({ id: created.id, hint: created.hint, created_by: userId, expired: false });

    const [event] = await eventsOf(token, 'api_key_created');
    expect(event).toMatchObject({ action_label: 'API key created', actor: { type: 'user', user_id: userId }, subject_id: created.id });
    expect(event!.after).toMatchObject({ name: 'Greenhouse sync', scopes: ['positions:read', 'interviews:read'] });
  });

  it('refuses a key without a name, without scopes, with an unknown scope or an expiry in the past', async () => {
    const { token } = await registerOwner(t);
    const noName = await call(t.app, 'POST', KEYS, { token, body: { name: '  ', scopes: ['positions:read'] } });
    expect(noName.status).toBe(400);
    expect(noName.body.errors.name).toBe(API_KEY_MESSAGES.nameRequired);
    const noScopes = await call(t.app, 'POST', KEYS, { token, body: { name: 'ATS', scopes: [] } });
    expect(noScopes.status).toBe(400);
    expect(noScopes.body.errors.scopes).toBe(API_KEY_MESSAGES.scopesRequired);
    const unknown = await call(t.app, 'POST', KEYS, { token, body: { name: 'ATS', scopes: ['billing:manage'] } });
    expect(unknown.status).toBe(400);
    const past = await call(t.app, 'POST', KEYS, { token, body: { name: 'ATS', scopes: ['positions:read'], expires_at: '2020-01-01' } });
    expect(past.status).toBe(400);
    expect(past.body.errors.expires_at).toBe(API_KEY_MESSAGES.expiryInvalid);
    expect(past.body.field_codes.expires_at).toBe(API_KEY_ERROR_CODES.expiryInvalid);
  });

  it('lets owners and admins manage keys, and no other role', async () => {
    const { token, companyId } = await registerOwner(t);
    const admin = await registerMember(t, companyId, 'admin');
    await createKey(admin, { name: 'By the admin', scopes: ['positions:read'] });
    for (const role of ['manager', 'team_lead', 'employee']) {
      const member = await registerMember(t, companyId, role);
      expect((await call(t.app, 'GET', KEYS, { token: member })).status).toBe(403);
      expect((await call(t.app, 'POST', KEYS, { token: member, body: { name: 'x', scopes: ['positions:read'] } })).status).toBe(403);
    }
    expect((await call(t.app, 'GET', KEYS, { token })).body.data.items).toHaveLength(1);
  });

  it('acts for the company within its scopes, and answers 403 with a clear message and code outside them', async () => {
    const { token } = await registerOwner(t);
    const jobId = await createActiveJob(t, token);
    const { key } = await createKey(token, { name: 'Read positions', scopes: ['positions:read'] });

    const list = await call(t.app, 'GET', '/api/app/job-positions', { token: key });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data.items.map((p: { id: string }) => p.id)).toEqual([jobId]);
    expect((await call(t.app, 'GET', `/api/app/job-positions/${jobId}`, { token: key })).status).toBe(200);
    expect((await call(t.app, 'GET', `/api/app/job-positions/${jobId}/questions`, { token: key })).status).toBe(200);

    const interviews = await call(t.app, 'GET', `/api/app/interviews?job_position_id=${jobId}`, { token: key });
    expect(interviews.status).toBe(403);
    expect(interviews.body).toMatchObject({
      code: API_KEY_ERROR_CODES.scopeMissing,
      message: API_KEY_MESSAGES.scopeMissing('interviews:read'),
    });
    const links = await call(t.app, 'POST', '/api/app/job-positions/generate-links', {
      token: key,
      body: { job_position_id: jobId, candidates: [{ name: 'Ann Lee', email: 'ann@example.com' }] },
    });
    expect(links.status).toBe(403);
    expect(links.body.code).toBe(API_KEY_ERROR_CODES.scopeMissing);
  });

  it('never reaches billing, team, admin, profile or key management: only operations mapped to a scope accept keys', async () => {
    const { token } = await registerOwner(t);
    const { key } = await createKey(token, {
      name: 'Every scope',
      scopes: ['positions:read', 'interviews:read', 'links:create', 'webhooks:manage'],
    });
    const refused: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
      ['GET', '/api/app/subscriptions/current'],
      ['POST', '/api/app/subscriptions/cancel'],
      ['GET', '/api/admin/org/employee'],
      ['POST', '/api/admin/org/employee/invite'],
      ['GET', '/api/admin/samples/teams'],
      ['GET', '/api/app/profile'],
      ['GET', KEYS],
      ['POST', KEYS],
      ['PUT', '/api/app/interviews/settings'],
      ['POST', '/api/app/job-positions'],
      ['GET', '/api/app/audit-events?from=2026-01-01&to=2026-01-31'],
    ];
    for (const [method, url] of refused) {
      const res = await call(t.app, method, url, { token: key, body: method === 'GET' ? undefined : {} });
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body, `${method} ${url}`).toMatchObject({
        code: API_KEY_ERROR_CODES.operationRefused,
        message: API_KEY_MESSAGES.operationRefused,
      });
    }
  });

  it('stops working at once when revoked, and logs the revocation; revoking twice is a 404', async () => {
    const { token, userId } = await registerOwner(t);
    const { id, key } = await createKey(token, { name: 'Temporary', scopes: ['positions:read'] });
    expect((await call(t.app, 'GET', '/api/app/job-positions', { token: key })).status).toBe(200);
    const revoked = await call(t.app, 'DELETE', `${KEYS}/${id}`, { token });
    expect(revoked.status).toBe(200);
    const after = await call(t.app, 'GET', '/api/app/job-positions', { token: key });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ code: API_KEY_ERROR_CODES.invalid, message: API_KEY_MESSAGES.invalid });
    expect((await call(t.app, 'GET', KEYS, { token })).body.data.items).toEqual([]);
    const again = await call(t.app, 'DELETE', `${KEYS}/${id}`, { token });
    expect(again.status).toBe(404);
    expect(again.body.code).toBe(API_KEY_ERROR_CODES.notFound);
    expect((await call(t.app, 'DELETE', `${KEYS}/not-an-id`, { token })).status).toBe(404);
    const [event] = await eventsOf(token, 'api_key_revoked');
    expect(event).toMatchObject({ actor: { user_id: userId }, subject_id: id, after: { name: 'Temporary' } });
  });

  it('refuses an expired key, an unknown key, and a key whose creator no longer manages the company', async () => {
    const { token, companyId } = await registerOwner(t);
    const soon = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
    const expiring = await createKey(token, { name: 'Expiring', scopes: ['positions:read'], expires_at: soon });
    expect(expiring).toMatchObject({ expires_at: soon });
    expect((await call(t.app, 'GET', '/api/app/job-positions', { token: expiring.key })).status).toBe(200);
    await t.database.db.update(apiKeys).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(apiKeys.id, expiring.id));
    const expired = await call(t.app, 'GET', '/api/app/job-positions', { token: expiring.key });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe(API_KEY_ERROR_CODES.invalid);
    expect((await call(t.app, 'GET', KEYS, { token })).body.data.items[0]).toMatchObject({ id: expiring.id, expired: true });

    expect((await call(t.app, 'GET', '/api/app/job-positions', { token: `${API_KEY_PREFIX}unknown` })).status).toBe(401);

    const admin = await registerMember(t, companyId, 'admin');
    const byAdmin = await createKey(admin, { name: 'Admin key', scopes: ['positions:read'] });
    const [adminRow] = await t.database.db.select({ createdBy: apiKeys.createdBy }).from(apiKeys).where(eq(apiKeys.id, byAdmin.id));
    await t.database.db.update(users).set({ role: 'manager' }).where(eq(users.id, adminRow!.createdBy!));
    expect((await call(t.app, 'GET', '/api/app/job-positions', { token: byAdmin.key })).status).toBe(401);
  });

  it('counts requests per key: past the limit a key gets 429 with Retry-After, and other keys are not slowed', async () => {
    const { token } = await registerOwner(t);
    const busy = await createKey(token, { name: 'Busy', scopes: ['positions:read'] });
    const calm = await createKey(token, { name: 'Calm', scopes: ['positions:read'] });
    const limiter = t.rateLimits.limiter('api-key', API_KEY_LIMITS.requestsPerMinute, 60);
    await limiter.penalty(busy.id, API_KEY_LIMITS.requestsPerMinute - 1);
    expect((await call(t.app, 'GET', '/api/app/job-positions', { token: busy.key })).status).toBe(200);
    const limited = await call(t.app, 'GET', '/api/app/job-positions', { token: busy.key });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: API_KEY_ERROR_CODES.rateLimited, message: API_KEY_MESSAGES.rateLimited });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call(t.app, 'GET', '/api/app/job-positions', { token: calm.key })).status).toBe(200);
  });

  it('logs the first use once and keeps the last-used time', async () => {
    const { token } = await registerOwner(t);
    const { id, key } = await createKey(token, { name: 'First use', scopes: ['positions:read'] });
    expect(await eventsOf(token, 'api_key_first_used')).toHaveLength(0);
    await call(t.app, 'GET', '/api/app/job-positions', { token: key });
    await call(t.app, 'GET', '/api/app/job-positions', { token: key });
    const events = await eventsOf(token, 'api_key_first_used');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actor: { type: 'system' }, subject_id: id, after: { name: 'First use' } });
    const listed = (await call(t.app, 'GET', KEYS, { token })).body.data.items[0];
    expect(listed.last_used_at).not.toBeNull();
  });

  it("keeps companies apart: a key reads only its company's data, and a company cannot see or revoke another's keys", async () => {
    const a = await registerOwner(t);
    const b = await registerOwner(t);
    const jobB = await createActiveJob(t, b.token);
    const keyA = await createKey(a.token, { name: 'A', scopes: ['positions:read', 'interviews:read'] });
    expect((await call(t.app, 'GET', '/api/app/job-positions', { token: keyA.key })).body.data.items).toEqual([]);
    expect((await call(t.app, 'GET', `/api/app/job-positions/${jobB}`, { token: keyA.key })).status).toBe(404);
    const interviews = await call(t.app, 'GET', `/api/app/interviews?job_position_id=${jobB}`, { token: keyA.key });
    expect(interviews.body.data?.items ?? []).toEqual([]);
    expect((await call(t.app, 'GET', KEYS, { token: b.token })).body.data.items).toEqual([]);
    expect((await call(t.app, 'DELETE', `${KEYS}/${keyA.id}`, { token: b.token })).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/app/job-positions', { token: keyA.key })).status).toBe(200);
  });

  it(`refuses more than ${API_KEY_LIMITS.perCompanyMax} live keys per company`, async () => {
    const { token, companyId, userId } = await registerOwner(t);
    await t.database.db.insert(apiKeys).values(
      Array.from({ length: API_KEY_LIMITS.perCompanyMax }, (_, i) => ({
        companyId,
        createdBy: userId,
        name: `k${i}`,
        scopes: ['positions:read'],
        keyHash: `hash-${companyId}-${i}`,
        hint: 'hsk_test',
      })),
    );
    const res = await call(t.app, 'POST', KEYS, { token, body: { name: 'One more', scopes: ['positions:read'] } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: API_KEY_ERROR_CODES.tooMany, message: API_KEY_MESSAGES.tooMany });
  });

  it('is declared in the OpenAPI document: the API-key scheme and scope on the operations that accept keys, and only there', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const list = doc.paths['/api/app/job-positions'].get;
    expect(list.security).toEqual([{ bearer: [] }, { apiKey: [] }]);
    expect(list['x-api-key-scope']).toBe('positions:read');
    expect(doc.paths['/api/app/job-positions/generate-links'].post['x-api-key-scope']).toBe('links:create');
    expect(doc.paths['/api/app/interviews/{id}'].get['x-api-key-scope']).toBe('interviews:read');
    expect(doc.paths['/api/app/job-positions'].post.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/app/api-keys'].post.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/app/subscriptions/current'].get.security).toEqual([{ bearer: [] }]);
    // The CSV export answers text/csv, and its failures the shared JSON error responses.
    const csv = doc.paths['/api/app/interviews/export'].get;
    expect(Object.keys(csv.responses['200'].content)).toEqual(['text/csv']);
    expect(csv.responses['403']).toEqual({ $ref: '#/components/responses/Forbidden' });
    expect(csv.responses['429']).toEqual({ $ref: '#/components/responses/TooManyRequests' });
  });
});
