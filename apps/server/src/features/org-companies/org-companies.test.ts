import { randomUUID } from 'node:crypto';
import { STATUS_MESSAGES } from '@hiring/shared/errors';
import { COMPANY_PAGE_SIZE, ORG_COMPANY_MESSAGES } from '@hiring/shared/org-company';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingGates, registerMember, registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call, strongPassword } from '../../test/http.ts';
import { createOrUpdateUser } from '../auth/index.ts';
import { companies } from '../companies/index.ts';

const BASE = '/api/app/org/company';
const FORBIDDEN_ROLES = ['manager', 'team_lead', 'supervisor', 'user', 'employee', 'member'] as const;
const uniqueEmail = (tag = 'x') => `${tag}.${randomUUID().slice(0, 8)}@example.com`;

describe.each(dbTargets)('companies API on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  const superAdmin = async () => {
    const email = uniqueEmail('root');
    await createOrUpdateUser(t.database.db, { email, password: strongPassword, role: 'super_admin' });
    const res = await call(t.app, 'POST', '/api/auth/login', { body: { email, password: strongPassword } });
    expect(res.status).toBe(200);
    return res.body.data.token as string;
  };

  it('lets owners, admins and platform administrators in; every other role gets 403 on every call, anonymous 401', async () => {
    const owner = await registerOwner(t);
    const id = owner.companyId;
    const endpoints: Array<{ method: 'GET' | 'PATCH'; url: string; body?: unknown }> = [
      { method: 'GET', url: BASE },
      { method: 'GET', url: `${BASE}/${id}` },
      { method: 'GET', url: `${BASE}/${id}/subscription` },
      { method: 'GET', url: `${BASE}/${id}/usage` },
      { method: 'GET', url: `${BASE}/${id}/users` },
      { method: 'PATCH', url: BASE, body: { id, industry: 'technology' } },
    ];
    const tokens: Record<string, string> = {
      owner: owner.token,
      admin: await registerMember(t, id, 'admin'),
      super_admin: await superAdmin(),
    };
    for (const role of FORBIDDEN_ROLES) tokens[role] = await registerMember(t, id, role);
    for (const e of endpoints) {
      for (const [role, token] of Object.entries(tokens)) {
        const res = await call(t.app, e.method, e.url, { token, body: e.body });
        const label = `${role} ${e.method} ${e.url} -> ${res.status} ${JSON.stringify(res.body)}`;
        if ((FORBIDDEN_ROLES as readonly string[]).includes(role)) {
          expect(res.status, label).toBe(403);
          expect(res.body.message).toBe(STATUS_MESSAGES[403]);
        } else {
          expect(res.status, label).toBe(200);
        }
      }
      const anonymous = await call(t.app, e.method, e.url, { body: e.body });
      expect(anonymous.status, `anonymous ${e.method} ${e.url}`).toBe(401);
    }
  });

  it('shows an owner or admin a list of one, their own company, with its contact and member count', async () => {
    const owner = await registerOwner(t);
    await registerOwner(t);
    const admin = await registerMember(t, owner.companyId, 'admin');
    for (const token of [owner.token, admin]) {
      const res = await call(t.app, 'GET', BASE, { token });
      expect(res.status).toBe(200);
      expect(res.body.data.total_count).toBe(1);
      expect(res.body.data.total_pages).toBe(1);
      expect(res.body.data.page).toBe(1);
      expect(res.body.data.page_size).toBe(COMPANY_PAGE_SIZE);
      const [row] = res.body.data.items;
      expect(row.id).toBe(owner.companyId);
      expect(row.contact_email).toBe(owner.email);
      expect(row.status).toBe('active');
      expect(row.member_count).toBe(2);
    }
  });

  it("answers 404 for another company's details, subscription, usage, users and edit, and leaves it unchanged", async () => {
    const mine = await registerOwner(t);
    const other = await registerOwner(t);
    for (const suffix of ['', '/subscription', '/usage', '/users']) {
      const res = await call(t.app, 'GET', `${BASE}/${other.companyId}${suffix}`, { token: mine.token });
      expect(res.status, suffix).toBe(404);
      expect(res.body.message).toBe(ORG_COMPANY_MESSAGES.notFound);
    }
    const patch = await call(t.app, 'PATCH', BASE, { token: mine.token, body: { id: other.companyId, name: 'Taken Over' } });
    expect(patch.status).toBe(404);
    const seen = await call(t.app, 'GET', `${BASE}/${other.companyId}`, { token: other.token });
    expect(seen.body.data.name).not.toBe('Taken Over');
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const res = await call(t.app, 'GET', `${BASE}/${id}`, { token: mine.token });
      expect(res.status).toBe(404);
    }
  });

  it('shows a super_admin every company, 10 a page from page 1, searched by name', async () => {
    const root = await superAdmin();
    const tag = randomUUID().slice(0, 8);
    await t.database.db
      .insert(companies)
      .values(Array.from({ length: 12 }, (_, i) => ({ name: `Paged ${tag} ${String(i).padStart(2, '0')}` })));
    const first = await call(t.app, 'GET', `${BASE}?search=${tag}`, { token: root });
    expect(first.status).toBe(200);
    expect(first.body.data.items).toHaveLength(10);
    expect(first.body.data.total_count).toBe(12);
    expect(first.body.data.total_pages).toBe(2);
    expect(first.body.data.search).toBe(tag);
    expect(first.body.data.items[0].name).toBe(`Paged ${tag} 00`);
    const second = await call(t.app, 'GET', `${BASE}?search=${tag}&page=2`, { token: root });
    expect(second.body.data.items.map((c: { name: string }) => c.name)).toEqual([`Paged ${tag} 10`, `Paged ${tag} 11`]);
    const lonely = second.body.data.items[0];
    expect(lonely.status).toBe('inactive');
    expect(lonely.contact_email).toBeNull();
    const all = await call(t.app, 'GET', BASE, { token: root });
    expect(all.body.data.total_count).toBeGreaterThanOrEqual(12);
    const literal = await call(t.app, 'GET', `${BASE}?search=${encodeURIComponent('%')}`, { token: root });
    expect(literal.status).toBe(200);
    expect(literal.body.data.items.every((c: { name: string }) => c.name.includes('%'))).toBe(true);
  });

  it('finds an own company by search, and nothing for a search that matches only another company', async () => {
    const mine = await registerOwner(t);
    const other = await registerOwner(t);
    const tag = randomUUID().slice(0, 8);
    await call(t.app, 'PATCH', BASE, { token: other.token, body: { name: `Other ${tag}` } });
    await call(t.app, 'PATCH', BASE, { token: mine.token, body: { name: `Mine ${tag}` } });
    const found = await call(t.app, 'GET', `${BASE}?search=mine ${tag}`, { token: mine.token });
    expect(found.body.data.items.map((c: { id: string }) => c.id)).toEqual([mine.companyId]);
    const none = await call(t.app, 'GET', `${BASE}?search=other ${tag}`, { token: mine.token });
    expect(none.body.data.items).toEqual([]);
    expect(none.body.data.total_count).toBe(0);
    expect(none.body.data.total_pages).toBe(0);
  });

  it('answers 400, never 500, for bad paging, search and edits', async () => {
    const owner = await registerOwner(t);
    for (const query of ['page=0', 'page=-1', 'page=abc', 'page_size=0', 'page_size=101', `search=${'x'.repeat(201)}`]) {
      const res = await call(t.app, 'GET', `${BASE}?${query}`, { token: owner.token });
      expect(res.status, query).toBe(400);
    }
    const bodies: unknown[] = [
      { website: 'not a site' },
      { name: 'x'.repeat(201) },
      { description: 'a\u0000b' },
      { industry: 5 },
      {},
      { id: 'x'.repeat(101), name: 'A' },
    ];
    for (const body of bodies) {
      const res = await call(t.app, 'PATCH', BASE, { token: owner.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    const invalid = await call(t.app, 'PATCH', BASE, { token: owner.token, body: { website: 'nope' } });
    expect(JSON.stringify(invalid.body)).toContain('Please enter a valid website URL');
    const empty = await call(t.app, 'PATCH', BASE, { token: owner.token, body: {} });
    expect(empty.body.message).toBe(ORG_COMPANY_MESSAGES.nothingToUpdate);
    const root = await superAdmin();
    const noId = await call(t.app, 'PATCH', BASE, { token: root, body: { name: 'Nobody' } });
    expect(noId.status).toBe(400);
    expect(noId.body.message).toBe(ORG_COMPANY_MESSAGES.idRequired);
  });

  it("edits the caller's own company: the fields sent change, a website gets https://, the details show it", async () => {
    const owner = await registerOwner(t);
    const res = await call(t.app, 'PATCH', BASE, {
      token: owner.token,
      body: { name: 'Acme Robotics', industry: 'technology', size: '11-50', description: 'Robots.', website: 'www.acme-robotics.io' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: owner.companyId,
      name: 'Acme Robotics',
      industry: 'technology',
      size: '11-50',
      description: 'Robots.',
      website: 'https://www.acme-robotics.io',
      domain: 'acme-robotics.io',
    });
    const partial = await call(t.app, 'PATCH', BASE, { token: owner.token, body: { description: '' } });
    expect(partial.body.data.description).toBeNull();
    expect(partial.body.data.name).toBe('Acme Robotics');
    const context = await call(t.app, 'GET', '/api/app/company/context', { token: owner.token });
    expect(context.body.data.name).toBe('Acme Robotics');
    const root = await superAdmin();
    const byRoot = await call(t.app, 'PATCH', BASE, { token: root, body: { id: owner.companyId, size: '51-200' } });
    expect(byRoot.status).toBe(200);
    expect(byRoot.body.data.size).toBe('51-200');
  });

  it("shows the company's real subscription and usage once it has a trial, and null or no_plan before", async () => {
    if (!billingGates(t)) return;
    const bare = await registerOwner(t, { trial: false });
    const none = await call(t.app, 'GET', `${BASE}/${bare.companyId}/subscription`, { token: bare.token });
    expect(none.status).toBe(200);
    expect(none.body.data).toBeNull();
    const noPlan = await call(t.app, 'GET', `${BASE}/${bare.companyId}/usage`, { token: bare.token });
    expect(noPlan.body.data.no_plan).toBe(true);

    const owner = await registerOwner(t);
    const current = await call(t.app, 'GET', '/api/app/subscriptions/current', { token: owner.token });
    const sub = await call(t.app, 'GET', `${BASE}/${owner.companyId}/subscription`, { token: owner.token });
    expect(sub.status).toBe(200);
    expect(sub.body.data).not.toBeNull();
    expect(sub.body.data.id).toBe(current.body.data.id);
    expect(sub.body.data.status).toBe('trialing');
    expect(sub.body.data.is_trial).toBe(true);
    const usage = await call(t.app, 'GET', `${BASE}/${owner.companyId}/usage`, { token: owner.token });
    const own = await call(t.app, 'GET', '/api/app/subscriptions/usage', { token: owner.token });
    expect(usage.body.data).toEqual(own.body.data);
    expect(usage.body.data.no_plan).toBe(false);
    const root = await superAdmin();
    const seenByRoot = await call(t.app, 'GET', `${BASE}/${owner.companyId}/subscription`, { token: root });
    expect(seenByRoot.body.data.id).toBe(current.body.data.id);
  });

  it("lists the company's members, and only them, on the Users tab", async () => {
    const owner = await registerOwner(t);
    const other = await registerOwner(t);
    await registerMember(t, owner.companyId, 'manager');
    const res = await call(t.app, 'GET', `${BASE}/${owner.companyId}/users`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.data.map((u: { role: string }) => u.role).sort()).toEqual(['manager', 'owner']);
    expect(res.body.data.some((u: { email: string }) => u.email === other.email)).toBe(false);
  });
});
