import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PLATFORM_ROLES } from '@hiring/shared/roles';
import { PLATFORM_SEARCH_MESSAGES, SEARCH_LIMITS, SEARCH_MESSAGES } from '@hiring/shared/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { operationsOf } from '../../test/hardening/openapi.ts';
import { call, strongPassword } from '../../test/http.ts';
import { createOrUpdateUser } from '../auth/index.ts';
import { companies } from '../companies/index.ts';
import { users } from '../users/index.ts';

const q = (text: string) => `/api/app/platform/search?q=${encodeURIComponent(text)}`;
const COMPANY_ROLES = ['owner', 'admin', 'manager', 'team_lead', 'supervisor', 'user', 'employee', 'member'] as const;

describe.each(dbTargets)('platform administrator search API on %s', (target) => {
  let t: TestApp;
  let root: string;
  let first: Awaited<ReturnType<typeof registerOwner>>;
  let second: Awaited<ReturnType<typeof registerOwner>>;
  // A word unique to this run, so rows of other tests never match.
  const tag = `zp${randomUUID().slice(0, 6)}`;

  const signIn = async (role: 'super_admin') => {
    const email = `${role}.${randomUUID().slice(0, 8)}@example.com`;
    await createOrUpdateUser(t.database.db, { email, password: strongPassword, role });
    const res = await call(t.app, 'POST', '/api/auth/login', { body: { email, password: strongPassword } });
    expect(res.status).toBe(200);
    return res.body.data.token as string;
  };
  const rename = (companyId: string, name: string, website: string | null = null) =>
    t.database.db.update(companies).set({ name, website }).where(eq(companies.id, companyId));
  const renameUser = (userId: string, firstName: string, lastName: string) =>
    t.database.db.update(users).set({ firstName, lastName }).where(eq(users.id, userId));

  beforeAll(async () => {
    t = await createTestApp(target);
    root = await signIn('super_admin');
    first = await registerOwner(t);
    second = await registerOwner(t);
    await rename(first.companyId, `${tag} Northwind`);
    await rename(second.companyId, `Contoso Labs`, `https://${tag}.example.com`);
    await renameUser(first.userId, 'Grace', `Hopper${tag}`);
    await renameUser(second.userId, 'Alan', `Turing${tag}`);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('finds companies by name or website and employees by name or email, across every company', async () => {
    const res = await call(t.app, 'GET', q(tag), { token: root });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { companies: found, users: people, query } = res.body.data;
    expect(query).toBe(tag);
    expect(found.map((c: { id: string }) => c.id).sort()).toEqual([first.companyId, second.companyId].sort());
    // A name that starts with the text comes before one that only contains it elsewhere.
    expect(found[0]).toMatchObject({ id: first.companyId, name: `${tag} Northwind` });
    expect(people).toEqual(
      expect.arrayContaining([
        { id: first.userId, name: `Grace Hopper${tag}`, email: first.email, role: 'owner', company_name: `${tag} Northwind` },
        { id: second.userId, name: `Alan Turing${tag}`, email: second.email, role: 'owner', company_name: 'Contoso Labs' },
      ]),
    );
    const byEmail = await call(t.app, 'GET', q(second.email), { token: root });
    expect(byEmail.body.data.users.map((u: { id: string }) => u.id)).toEqual([second.userId]);
  });

  it(`answers at most ${SEARCH_LIMITS.perGroup} of each group, and takes % and _ as plain characters`, async () => {
    const many = `zm${randomUUID().slice(0, 6)}`;
    for (let i = 0; i < SEARCH_LIMITS.perGroup + 2; i++) {
      const owner = await registerOwner(t, { trial: false });
      await rename(owner.companyId, `${many} ${i}`);
      await renameUser(owner.userId, `${many}${i}`, 'Person');
    }
    const res = await call(t.app, 'GET', q(many), { token: root });
    expect(res.body.data.companies).toHaveLength(SEARCH_LIMITS.perGroup);
    expect(res.body.data.users).toHaveLength(SEARCH_LIMITS.perGroup);
    const wild = await call(t.app, 'GET', q(`${many}%`), { token: root });
    expect(wild.body.data).toMatchObject({ companies: [], users: [] });
  });

  it('refuses every company role with 403 platform_admin_required, and a caller without a session with 401', async () => {
    for (const role of COMPANY_ROLES) {
      const token = role === 'owner' ? first.token : await registerMember(t, first.companyId, role);
      const res = await call(t.app, 'GET', q(tag), { token });
      expect(res.status, role).toBe(403);
      expect(res.body, role).toMatchObject({
        success: false,
        code: 'platform_admin_required',
        message: PLATFORM_SEARCH_MESSAGES.forbidden,
      });
      expect(JSON.stringify(res.body), role).not.toContain('Contoso');
    }
    const anonymous = await call(t.app, 'GET', q(tag));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('unauthorized');
  });

  it('refuses a company role with 403 whatever it sends, before the text is read (no text, blank, over the limit)', async () => {
    const member = await registerMember(t, first.companyId, 'member');
    for (const token of [first.token, member]) {
      for (const url of ['/api/app/platform/search', q('   '), q('a'.repeat(SEARCH_LIMITS.maxQueryLength + 1))]) {
        const res = await call(t.app, 'GET', url, { token });
        expect([res.status, res.body.code, res.body.message], url).toEqual([
          403,
          'platform_admin_required',
          PLATFORM_SEARCH_MESSAGES.forbidden,
        ]);
      }
    }
  });

  it('publishes the platform role as the only one it admits (x-roles), so the role matrix checks it', async () => {
    const ops = await operationsOf(t.app);
    const op = ops.find((o) => o.method === 'GET' && o.path === '/api/app/platform/search');
    expect(op?.roles).toEqual([...PLATFORM_ROLES]);
  });

  it(`refuses an empty text and one over ${SEARCH_LIMITS.maxQueryLength} characters as validation_failed, naming q`, async () => {
    const empty = await call(t.app, 'GET', q('   '), { token: root });
    expect([empty.status, empty.body.code, empty.body.message]).toEqual([400, 'validation_failed', SEARCH_MESSAGES.queryRequired]);
    expect(empty.body.errors).toEqual({ q: SEARCH_MESSAGES.queryRequired });
    const long = await call(t.app, 'GET', q('a'.repeat(SEARCH_LIMITS.maxQueryLength + 1)), { token: root });
    expect([long.status, long.body.code, long.body.message]).toEqual([400, 'validation_failed', SEARCH_MESSAGES.queryTooLong]);
    expect(long.body.errors).toEqual({ q: SEARCH_MESSAGES.queryTooLong });
    const longest = await call(t.app, 'GET', q('a'.repeat(SEARCH_LIMITS.maxQueryLength)), { token: root });
    expect(longest.status).toBe(200);
  });

  it(`limits the administrator to ${SEARCH_LIMITS.perMinute} searches a minute (429 rate_limited with retry-after)`, async () => {
    const busy = await signIn('super_admin');
    for (let i = 0; i < SEARCH_LIMITS.perMinute; i++) {
      expect((await call(t.app, 'GET', q(`n${i}`), { token: busy })).status).toBe(200);
    }
    const limited = await call(t.app, 'GET', q('more'), { token: busy });
    expect([limited.status, limited.body.code]).toEqual([429, 'rate_limited']);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call(t.app, 'GET', q('more'), { token: root })).status).toBe(200);
  });
});
