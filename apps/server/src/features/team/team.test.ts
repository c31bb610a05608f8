import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { limitReachedMessage } from '@hiring/shared/billing';
import { STATUS_MESSAGES } from '@hiring/shared/errors';
import {
  EDITABLE_METADATA_KEYS,
  INVITE_LIFETIME_DAYS,
  INVITES_PER_HOUR,
  JOINED_BY_INVITATION_KEY,
  TEAM_MESSAGES,
} from '@hiring/shared/team';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../lib/crypto.ts';
import { billingGates, registerMember, registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call, lastMailTo, newUser, strongPassword } from '../../test/http.ts';
import { createOrUpdateUser } from '../auth/index.ts';
import { users } from '../users/index.ts';
import { employeeInvites } from './team.table.ts';

const ORG = '/api/admin/org';
const FORBIDDEN_ROLES = ['manager', 'team_lead', 'supervisor', 'user', 'employee', 'member'] as const;
const uniqueEmail = (tag = 'x') => `${tag}.${randomUUID().slice(0, 8)}@example.com`;
const tokenOf = (link: string) => decodeURIComponent(link.split('/auth/accept-invite/')[1] ?? '');

describe.each(dbTargets)('team API on %s', (target) => {
  let t: TestApp;
  let seatsGated = false;
  beforeAll(async () => {
    t = await createTestApp(target);
    seatsGated = billingGates(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = async (email: string, password = strongPassword) => {
    const res = await call(t.app, 'POST', '/api/auth/login', { body: { email, password } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.token as string;
  };

  const superAdmin = async () => {
    const email = uniqueEmail('root');
    await createOrUpdateUser(t.database.db, { email, password: strongPassword, role: 'super_admin' });
    return login(email);
  };

  /** Members written straight to the table (no sign-in needed), for paging and seats. */
  const seedMembers = async (companyId: string, names: string[], status = 'active') => {
    const rows = await t.database.db
      .insert(users)
      .values(
        names.map((n) => ({
          companyId,
          email: uniqueEmail(n.toLowerCase().replace(/\W+/g, '')),
          passwordHash: 'x',
          firstName: n,
          lastName: 'Tester',
          role: 'member',
          status,
        })),
      )
      .returning({ id: users.id });
    return rows.map((r) => r.id);
  };

  const invite = (token: string, email: string, role_id = 'member') =>
    call(t.app, 'POST', `${ORG}/employee-invites`, { token, body: { email, role_id } });

  const linkFor = async (email: string) => {
    const mail = await lastMailTo(t.app, email);
    expect(mail, `no mail to ${email}`).toBeDefined();
    return mail!.link;
  };

  describe('who reaches the /admin/org calls', () => {
    it('lets owners, admins and platform administrators in; every other role gets 403 on every call, anonymous 401', async () => {
      const owner = await registerOwner(t);
      const [memberId] = await seedMembers(owner.companyId, ['Target']);
      const sent = await invite(owner.token, uniqueEmail('matrix'));
      expect(sent.status).toBe(201);
      const inviteId = sent.body.data.id as string;
      const missing = randomUUID();
      const endpoints: Array<{ method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; body?: unknown }> = [
        { method: 'GET', url: `${ORG}/employee` },
        { method: 'GET', url: `${ORG}/employee/${memberId}` },
        { method: 'PATCH', url: `${ORG}/employee/${missing}`, body: { first_name: 'Zed' } },
        { method: 'PATCH', url: `${ORG}/employee/${missing}/role`, body: { role_id: 'member' } },
        { method: 'DELETE', url: `${ORG}/employee/${missing}` },
        {
          method: 'POST',
          url: `${ORG}/employee/invite`,
          body: { email: 'matrix@example.com', role_id: 'member', company_id: owner.companyId },
        },
        { method: 'GET', url: `${ORG}/employee-invites` },
        {
          method: 'POST',
          url: `${ORG}/employee-invites`,
          body: { email: 'matrix@example.com', role_id: 'member', company_id: owner.companyId },
        },
        { method: 'GET', url: `${ORG}/employee-invites/${inviteId}` },
        { method: 'PATCH', url: `${ORG}/employee-invites/${missing}/status`, body: { status: 'revoked' } },
        { method: 'DELETE', url: `${ORG}/employee-invites/${missing}` },
        { method: 'GET', url: `${ORG}/roles` },
        { method: 'GET', url: `${ORG}/roles/admin` },
      ];
      const tokens: Record<string, string> = {
        owner: owner.token,
        admin: await registerMember(t, owner.companyId, 'admin'),
        super_admin: await superAdmin(),
      };
      for (const role of FORBIDDEN_ROLES) tokens[role] = await registerMember(t, owner.companyId, role);
      for (const e of endpoints) {
        for (const [role, token] of Object.entries(tokens)) {
          const res = await call(t.app, e.method, e.url, { token, body: e.body });
          const label = `${role} ${e.method} ${e.url} -> ${res.status} ${JSON.stringify(res.body)}`;
          if ((FORBIDDEN_ROLES as readonly string[]).includes(role)) {
            expect(res.status, label).toBe(403);
            expect(res.body.message).toBe(STATUS_MESSAGES[403]);
          } else {
            expect(res.status, label).not.toBe(403);
            expect(res.status, label).toBeLessThan(500);
            if (e.method === 'GET') expect(res.status, label).toBe(200);
            if (e.url.includes(missing)) expect(res.status, label).toBe(404);
          }
        }
        const anonymous = await call(t.app, e.method, e.url, { body: e.body });
        expect(anonymous.status, `anonymous ${e.method} ${e.url}`).toBe(401);
      }
    });

    it("answers 404 for another company's employee and invitation, to everyone but a platform administrator", async () => {
      const a = await registerOwner(t);
      const b = await registerOwner(t);
      const [aMember] = await seedMembers(a.companyId, ['Isolated']);
      const sent = await invite(a.token, uniqueEmail('iso'));
      const aInvite = sent.body.data.id as string;
      const bAdmin = await registerMember(t, b.companyId, 'admin');
      for (const token of [b.token, bAdmin]) {
        for (const [method, url, body] of [
          ['GET', `${ORG}/employee/${aMember}`],
          ['PATCH', `${ORG}/employee/${aMember}`, { first_name: 'Hacked' }],
          ['PATCH', `${ORG}/employee/${aMember}/role`, { role_id: 'admin' }],
          ['DELETE', `${ORG}/employee/${aMember}`],
          ['GET', `${ORG}/employee-invites/${aInvite}`],
          ['PATCH', `${ORG}/employee-invites/${aInvite}/status`, { status: 'revoked' }],
          ['DELETE', `${ORG}/employee-invites/${aInvite}`],
        ] as const) {
          const res = await call(t.app, method, url, { token, body });
          expect(res.status, `${method} ${url}`).toBe(404);
        }
        const list = await call(t.app, 'GET', `${ORG}/employee?page_size=100`, { token });
        expect(list.body.data.items.map((e: { id: string }) => e.id)).not.toContain(aMember);
        const invites = await call(t.app, 'GET', `${ORG}/employee-invites?page_size=100`, { token });
        expect(invites.body.data.items.map((i: { id: string }) => i.id)).not.toContain(aInvite);
      }
      const still = await call(t.app, 'GET', `${ORG}/employee/${aMember}`, { token: a.token });
      expect(still.body.data.first_name).toBe('Isolated');

      const root = await superAdmin();
      const seen = await call(t.app, 'GET', `${ORG}/employee/${aMember}`, { token: root });
      expect(seen.status).toBe(200);
      expect(seen.body.data.company_id).toBe(a.companyId);
      const all = await call(t.app, 'GET', `${ORG}/employee?search=Isolated&page_size=100`, { token: root });
      expect(all.body.data.items.some((e: { id: string }) => e.id === aMember)).toBe(true);
      expect((await call(t.app, 'GET', `${ORG}/employee-invites/${aInvite}`, { token: root })).status).toBe(200);
    });

    it('a platform administrator invites into a named company, and must name one', async () => {
      const a = await registerOwner(t);
      const root = await superAdmin();
      const none = await call(t.app, 'POST', `${ORG}/employee-invites`, { token: root, body: { email: uniqueEmail('r') } });
      expect(none.status).toBe(400);
      expect(none.body.message).toBe(TEAM_MESSAGES.companyRequired);
      const unknown = await call(t.app, 'POST', `${ORG}/employee-invites`, {
        token: root,
        body: { email: uniqueEmail('r'), company_id: randomUUID() },
      });
      expect(unknown.status).toBe(404);
      const ok = await call(t.app, 'POST', `${ORG}/employee-invites`, {
        token: root,
        body: { email: uniqueEmail('r'), company_id: a.companyId, role_id: 'owner' },
      });
      expect(ok.status, JSON.stringify(ok.body)).toBe(201);
      expect(ok.body.data.company_id).toBe(a.companyId);
    });
  });

  describe('employees list, details and edit', () => {
    it('pages 10 at a time from page 1, searches by name, email or code, and treats % and _ literally', async () => {
      const owner = await registerOwner(t);
      const names = Array.from({ length: 22 }, (_, i) => `Pager${String(i).padStart(2, '0')}`);
      await seedMembers(owner.companyId, names);
      const page1 = await call(t.app, 'GET', `${ORG}/employee`, { token: owner.token });
      expect(page1.status).toBe(200);
      expect(page1.body.data).toMatchObject({ page: 1, page_size: 10, total_count: 23, total_pages: 3, search: null });
      expect(page1.body.data.items).toHaveLength(10);
      const page3 = await call(t.app, 'GET', `${ORG}/employee?page=3`, { token: owner.token });
      expect(page3.body.data.items).toHaveLength(3);
      const past = await call(t.app, 'GET', `${ORG}/employee?page=9`, { token: owner.token });
      expect(past.body.data.items).toHaveLength(0);
      expect(past.body.data.total_count).toBe(23);
      const ids = new Set([...page1.body.data.items, ...page3.body.data.items].map((e: { id: string }) => e.id));
      expect(ids.size).toBe(13);

      const search = await call(t.app, 'GET', `${ORG}/employee?search=pager1`, { token: owner.token });
      expect(search.body.data.total_count).toBe(10);
      expect(search.body.data.search).toBe('pager1');
      const byFull = await call(t.app, 'GET', `${ORG}/employee?search=${encodeURIComponent('Pager05 Tester')}`, { token: owner.token });
      expect(byFull.body.data.items.map((e: { first_name: string }) => e.first_name)).toEqual(['Pager05']);
      const literal = await call(t.app, 'GET', `${ORG}/employee?search=${encodeURIComponent('%')}`, { token: owner.token });
      expect(literal.body.data.total_count).toBe(0);
      const underscore = await call(t.app, 'GET', `${ORG}/employee?search=_`, { token: owner.token });
      expect(underscore.body.data.total_count).toBe(0);
    });

    it('answers 400, never 500, for bad paging and bad edits', async () => {
      const owner = await registerOwner(t);
      const [id] = await seedMembers(owner.companyId, ['Valid']);
      for (const q of ['page=0', 'page=abc', 'page_size=0', 'page_size=101', 'status=retired', `search=${'x'.repeat(201)}`]) {
        const res = await call(t.app, 'GET', `${ORG}/employee?${q}`, { token: owner.token });
        expect(res.status, q).toBe(400);
      }
      const bad: Array<[Record<string, unknown>, string]> = [
        [{ email: 'not-an-email' }, 'email'],
        [{ first_name: '   ' }, 'first_name'],
        [{ last_name: '' }, 'last_name'],
        [{ status: 'retired' }, 'status'],
        [{ role_id: 'super_admin' }, 'role_id'],
        [{ role_id: 'wizard' }, 'role_id'],
        [{ employee_code: 'x'.repeat(51) }, 'employee_code'],
        [{ metadata: { sales: 'yes' } }, 'metadata.sales'],
        [{ metadata: [] }, 'metadata'],
        [{ first_name: 'Nul\u0000' }, 'first_name'],
      ];
      for (const [body, field] of bad) {
        const res = await call(t.app, 'PATCH', `${ORG}/employee/${id}`, { token: owner.token, body });
        expect(res.status, JSON.stringify(body)).toBe(400);
        if (field !== 'first_name' || !String(body.first_name).includes('\u0000'))
          expect(Object.keys(res.body.errors ?? {}), field).toContain(field);
      }
      expect((await call(t.app, 'PATCH', `${ORG}/employee/${id}/role`, { token: owner.token, body: {} })).status).toBe(400);
      expect((await call(t.app, 'GET', `${ORG}/employee/not-a-uuid`, { token: owner.token })).status).toBe(404);
      expect((await call(t.app, 'GET', `${ORG}/roles/wizard`, { token: owner.token })).status).toBe(404);
      const badInvite = await call(t.app, 'POST', `${ORG}/employee-invites`, { token: owner.token, body: { email: 'nope' } });
      expect(badInvite.status).toBe(400);
      const badStatus = await call(t.app, 'PATCH', `${ORG}/employee-invites/${randomUUID()}/status`, {
        token: owner.token,
        body: { status: 'accepted' },
      });
      expect(badStatus.status).toBe(400);
    });

    it('edits email, names, status, code, role and the editable metadata flags; read-only keys stay as they are', async () => {
      const owner = await registerOwner(t);
      const [id] = await seedMembers(owner.companyId, ['Edith']);
      await t.database.db
        .update(users)
        .set({ metadata: { [JOINED_BY_INVITATION_KEY]: true } })
        .where(eq(users.id, id!));
      const email = uniqueEmail('edited');
      const res = await call(t.app, 'PATCH', `${ORG}/employee/${id}`, {
        token: owner.token,
        body: {
          email: email.toUpperCase(),
          first_name: ' Edie ',
          last_name: 'Edited',
          status: 'suspended',
          employee_code: 'EMP-7',
          role_id: 'manager',
          metadata: { sales: true, hr: false, is_manager: true, [JOINED_BY_INVITATION_KEY]: true },
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject({
        email,
        first_name: 'Edie',
        last_name: 'Edited',
        status: 'suspended',
        employee_code: 'EMP-7',
        role_id: 'manager',
        role_name: 'Manager',
        role_permissions_admin: false,
        metadata: { sales: true, hr: false, is_manager: true, [JOINED_BY_INVITATION_KEY]: true },
        company_id: owner.companyId,
      });
      const readOnly = await call(t.app, 'PATCH', `${ORG}/employee/${id}`, {
        token: owner.token,
        body: { metadata: { [JOINED_BY_INVITATION_KEY]: false } },
      });
      expect(readOnly.status).toBe(400);
      expect(readOnly.body.message).toBe(TEAM_MESSAGES.metadataReadOnly(JOINED_BY_INVITATION_KEY));
      const cleared = await call(t.app, 'PATCH', `${ORG}/employee/${id}`, { token: owner.token, body: { employee_code: '' } });
      expect(cleared.body.data.employee_code).toBeNull();
      const role = await call(t.app, 'PATCH', `${ORG}/employee/${id}/role`, { token: owner.token, body: { role_id: 'admin' } });
      expect(role.body.data).toMatchObject({ role_id: 'admin', role_permissions_admin: true, user_is_admin: true });
      expect(EDITABLE_METADATA_KEYS).toHaveLength(13);
    });

    it("refuses an email another account uses (409), and the new role applies to the member's next request", async () => {
      const owner = await registerOwner(t);
      const other = await registerOwner(t);
      const memberToken = await registerMember(t, owner.companyId, 'member');
      const me = await call(t.app, 'GET', '/api/app/profile', { token: memberToken });
      const memberId = me.body.data.user.id as string;
      const taken = await call(t.app, 'PATCH', `${ORG}/employee/${memberId}`, { token: owner.token, body: { email: other.email } });
      expect(taken.status).toBe(409);
      expect(taken.body.message).toBe(TEAM_MESSAGES.emailTaken);
      expect((await call(t.app, 'GET', `${ORG}/employee`, { token: memberToken })).status).toBe(403);
      await call(t.app, 'PATCH', `${ORG}/employee/${memberId}/role`, { token: owner.token, body: { role_id: 'admin' } });
      expect((await call(t.app, 'GET', `${ORG}/employee`, { token: memberToken })).status).toBe(200);
      await call(t.app, 'PATCH', `${ORG}/employee/${memberId}`, { token: owner.token, body: { status: 'inactive' } });
      expect((await call(t.app, 'GET', `${ORG}/employee`, { token: memberToken })).status).toBe(401);
    });
  });

  describe('owners', () => {
    it('an admin can neither change nor remove an owner, nor make anyone an owner', async () => {
      const owner = await registerOwner(t);
      const admin = await registerMember(t, owner.companyId, 'admin');
      const [memberId] = await seedMembers(owner.companyId, ['Plain']);
      const ownerId = owner.userId;
      for (const [method, url, body] of [
        ['PATCH', `${ORG}/employee/${ownerId}`, { first_name: 'Demoted' }],
        ['PATCH', `${ORG}/employee/${ownerId}/role`, { role_id: 'member' }],
        ['DELETE', `${ORG}/employee/${ownerId}`],
      ] as const) {
        const res = await call(t.app, method, url, { token: admin, body });
        expect(res.status, `${method} ${url}`).toBe(403);
        expect(res.body.message).toBe(TEAM_MESSAGES.ownerProtected);
      }
      const grant = await call(t.app, 'PATCH', `${ORG}/employee/${memberId}/role`, { token: admin, body: { role_id: 'owner' } });
      expect(grant.status).toBe(403);
      expect(grant.body.message).toBe(TEAM_MESSAGES.ownerGrant);
      const inviteOwner = await invite(admin, uniqueEmail('o'), 'owner');
      expect(inviteOwner.status).toBe(403);
      const ownerView = await call(t.app, 'GET', `${ORG}/employee/${ownerId}`, { token: admin });
      expect(ownerView.body.data.role_id).toBe('owner');
      // An admin manages everyone else.
      const edit = await call(t.app, 'PATCH', `${ORG}/employee/${memberId}/role`, { token: admin, body: { role_id: 'manager' } });
      expect(edit.status).toBe(200);
    });

    it('a company never loses its last active owner: demote, deactivate or remove is 409 until another owner exists', async () => {
      const owner = await registerOwner(t);
      const root = await superAdmin();
      for (const [method, url, body] of [
        ['PATCH', `${ORG}/employee/${owner.userId}/role`, { role_id: 'admin' }],
        ['PATCH', `${ORG}/employee/${owner.userId}`, { status: 'inactive' }],
        ['DELETE', `${ORG}/employee/${owner.userId}`],
      ] as const) {
        for (const token of [owner.token, root]) {
          const res = await call(t.app, method, url, { token, body });
          expect(res.status, `${method} ${url}`).toBe(409);
          expect(res.body.message).toBe(TEAM_MESSAGES.lastOwner);
        }
      }
      const [second] = await seedMembers(owner.companyId, ['Second']);
      // An inactive owner doesn't count.
      await call(t.app, 'PATCH', `${ORG}/employee/${second}`, { token: owner.token, body: { role_id: 'owner', status: 'inactive' } });
      expect(
        (await call(t.app, 'PATCH', `${ORG}/employee/${owner.userId}/role`, { token: owner.token, body: { role_id: 'admin' } })).status,
      ).toBe(409);
      await call(t.app, 'PATCH', `${ORG}/employee/${second}`, { token: owner.token, body: { status: 'active' } });
      const demote = await call(t.app, 'PATCH', `${ORG}/employee/${owner.userId}/role`, { token: owner.token, body: { role_id: 'admin' } });
      expect(demote.status, JSON.stringify(demote.body)).toBe(200);
      expect(demote.body.data.role_id).toBe('admin');
    });

    it('two owners demoting each other at once leave one owner', async () => {
      const owner = await registerOwner(t);
      const otherToken = await registerMember(t, owner.companyId, 'owner');
      const otherId = (await call(t.app, 'GET', '/api/app/profile', { token: otherToken })).body.data.user.id as string;
      const results = await Promise.all([
        call(t.app, 'PATCH', `${ORG}/employee/${otherId}/role`, { token: owner.token, body: { role_id: 'member' } }),
        call(t.app, 'PATCH', `${ORG}/employee/${owner.userId}/role`, { token: otherToken, body: { role_id: 'member' } }),
      ]);
      const statuses = results.map((r) => r.status).sort();
      // The loser is 409 (last owner) or 401/403 (already demoted when its request was checked).
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      const [row] = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(sql`${users.companyId} = ${owner.companyId} and ${users.role} = 'owner'`);
      expect(row!.n).toBe(1);
    });

    it('removing a member detaches the account from the company and signs it out', async () => {
      const owner = await registerOwner(t);
      const memberToken = await registerMember(t, owner.companyId, 'manager');
      const memberId = (await call(t.app, 'GET', '/api/app/profile', { token: memberToken })).body.data.user.id as string;
      const res = await call(t.app, 'DELETE', `${ORG}/employee/${memberId}`, { token: owner.token });
      expect(res.status).toBe(200);
      expect(res.body.data.message).toBe(TEAM_MESSAGES.memberRemoved);
      expect((await call(t.app, 'GET', '/api/app/profile', { token: memberToken })).status).toBe(401);
      expect((await call(t.app, 'GET', `${ORG}/employee/${memberId}`, { token: owner.token })).status).toBe(404);
      const [row] = await t.database.db.select().from(users).where(eq(users.id, memberId));
      expect(row).toMatchObject({ companyId: null, role: 'user', status: 'active' });
    });
  });

  describe('invitations', () => {
    it('mails a link to /auth/accept-invite/{token}, stores only its hash, and a new person registers through it', async () => {
      const owner = await registerOwner(t);
      const email = uniqueEmail('new');
      const sent = await call(t.app, 'POST', `${ORG}/employee/invite`, {
        token: owner.token,
        body: { email: email.toUpperCase(), role_id: 'manager' },
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      expect(sent.body.data).toMatchObject({
        email,
        role_id: 'manager',
        role_name: 'Manager',
        status: 'pending',
        company_id: owner.companyId,
      });
      const days = (Date.parse(sent.body.data.expires_at) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(INVITE_LIFETIME_DAYS - 0.01);
      expect(days).toBeLessThanOrEqual(INVITE_LIFETIME_DAYS);
      const mail = await lastMailTo(t.app, email);
      expect(mail!.subject).toContain('Join');
      expect(mail!.link).toMatch(/^http:\/\/localhost:8082\/auth\/accept-invite\/[\w-]{40,}$/);
      const token = tokenOf(mail!.link);
      const [row] = await t.database.db.select().from(employeeInvites).where(eq(employeeInvites.id, sent.body.data.id));
      expect(row!.tokenHash).toBe(hashToken(token));
      expect(JSON.stringify(row)).not.toContain(token);

      const preview = await call(t.app, 'GET', `/api/auth/invites/${token}`);
      expect(preview.status).toBe(200);
      expect(preview.body.data).toMatchObject({ email, role_id: 'manager', status: 'pending', account_exists: false, message: null });
      expect(preview.body.data.inviter_name).toBe('Ada Lovelace');

      const joined = await call(t.app, 'POST', `/api/auth/invites/${token}/register`, {
        body: { firstName: 'Grace', lastName: 'Hopper', password: strongPassword },
      });
      expect(joined.status, JSON.stringify(joined.body)).toBe(201);
      expect(joined.body.data.user).toMatchObject({ email, role: 'manager', email_verified: true, company: { id: owner.companyId } });
      const list = await call(t.app, 'GET', `${ORG}/employee?search=Hopper`, { token: owner.token });
      expect(list.body.data.items[0]).toMatchObject({
        email,
        role_id: 'manager',
        status: 'active',
        metadata: { [JOINED_BY_INVITATION_KEY]: true },
      });

      // Used once: the link says so, and can't be used again.
      const again = await call(t.app, 'POST', `/api/auth/invites/${token}/register`, {
        body: { firstName: 'Grace', lastName: 'Hopper', password: strongPassword },
      });
      expect(again.status).toBe(400);
      expect(again.body.message).toBe(TEAM_MESSAGES.linkUsed);
      const after = await call(t.app, 'GET', `/api/auth/invites/${token}`);
      expect(after.body.data).toMatchObject({ status: 'accepted', message: TEAM_MESSAGES.linkUsed });
      const invites = await call(t.app, 'GET', `${ORG}/employee-invites?status=accepted`, { token: owner.token });
      expect(invites.body.data.items.map((i: { id: string }) => i.id)).toContain(sent.body.data.id);
    });

    it('an unknown link is 404 with a clear message; registration validates its fields (400)', async () => {
      const unknown = await call(t.app, 'GET', `/api/auth/invites/${'a'.repeat(43)}`);
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe(TEAM_MESSAGES.linkInvalid);
      const owner = await registerOwner(t);
      const email = uniqueEmail('v');
      await invite(owner.token, email);
      const token = tokenOf(await linkFor(email));
      const res = await call(t.app, 'POST', `/api/auth/invites/${token}/register`, {
        body: { firstName: '', lastName: 'X', password: 'short' },
      });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors)).toEqual(expect.arrayContaining(['firstName', 'password']));
    });

    it('expires after 7 days; sending again gives a new link and the old one stops working', async () => {
      const owner = await registerOwner(t);
      const email = uniqueEmail('exp');
      const sent = await invite(owner.token, email);
      const oldToken = tokenOf(await linkFor(email));
      await t.database.db
        .update(employeeInvites)
        .set({ expiresAt: new Date(Date.now() - 1000), lastSentAt: new Date(Date.now() - 8 * 86_400_000) })
        .where(eq(employeeInvites.id, sent.body.data.id));
      const preview = await call(t.app, 'GET', `/api/auth/invites/${oldToken}`);
      expect(preview.body.data).toMatchObject({ status: 'expired', message: TEAM_MESSAGES.linkExpired });
      const expired = await call(t.app, 'POST', `/api/auth/invites/${oldToken}/register`, {
        body: { firstName: 'Late', lastName: 'Comer', password: strongPassword },
      });
      expect(expired.status).toBe(400);
      expect(expired.body.message).toBe(TEAM_MESSAGES.linkExpired);
      const listed = await call(t.app, 'GET', `${ORG}/employee-invites?status=expired`, { token: owner.token });
      expect(listed.body.data.items.map((i: { id: string }) => i.id)).toContain(sent.body.data.id);

      const resent = await call(t.app, 'PATCH', `${ORG}/employee-invites/${sent.body.data.id}/status`, {
        token: owner.token,
        body: { status: 'pending' },
      });
      expect(resent.status, JSON.stringify(resent.body)).toBe(200);
      expect(resent.body.data.status).toBe('pending');
      const newToken = tokenOf(await linkFor(email));
      expect(newToken).not.toBe(oldToken);
      expect((await call(t.app, 'GET', `/api/auth/invites/${oldToken}`)).status).toBe(404);
      const tooSoon = await call(t.app, 'PATCH', `${ORG}/employee-invites/${sent.body.data.id}/status`, {
        token: owner.token,
        body: { status: 'pending' },
      });
      expect(tooSoon.status).toBe(429);
      expect(tooSoon.body.message).toBe(TEAM_MESSAGES.resendTooSoon);
      const ok = await call(t.app, 'POST', `/api/auth/invites/${newToken}/register`, {
        body: { firstName: 'On', lastName: 'Time', password: strongPassword },
      });
      expect(ok.status).toBe(201);
    });

    it('inviting the same address again while pending is 409, and after expiry renews the invitation', async () => {
      const owner = await registerOwner(t);
      const email = uniqueEmail('dup');
      const first = await invite(owner.token, email);
      const dup = await invite(owner.token, email.toUpperCase());
      expect(dup.status).toBe(409);
      expect(dup.body.message).toBe(TEAM_MESSAGES.alreadyInvited);
      await t.database.db
        .update(employeeInvites)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(employeeInvites.id, first.body.data.id));
      const renewed = await invite(owner.token, email, 'admin');
      expect(renewed.status).toBe(201);
      expect(renewed.body.data).toMatchObject({ id: first.body.data.id, status: 'pending', role_id: 'admin' });
      const member = await invite(owner.token, owner.email);
      expect(member.status).toBe(409);
      expect(member.body.message).toBe(TEAM_MESSAGES.alreadyMember);
    });

    it('a revoked link says so; a deleted one is unknown', async () => {
      const owner = await registerOwner(t);
      const email = uniqueEmail('rev');
      const sent = await invite(owner.token, email);
      const token = tokenOf(await linkFor(email));
      const revoked = await call(t.app, 'PATCH', `${ORG}/employee-invites/${sent.body.data.id}/status`, {
        token: owner.token,
        body: { status: 'revoked' },
      });
      expect(revoked.body.data.status).toBe('revoked');
      expect((await call(t.app, 'GET', `/api/auth/invites/${token}`)).body.data).toMatchObject({
        status: 'revoked',
        message: TEAM_MESSAGES.linkRevoked,
      });
      const use = await call(t.app, 'POST', `/api/auth/invites/${token}/register`, {
        body: { firstName: 'No', lastName: 'Way', password: strongPassword },
      });
      expect(use.status).toBe(400);
      expect(use.body.message).toBe(TEAM_MESSAGES.linkRevoked);
      const del = await call(t.app, 'DELETE', `${ORG}/employee-invites/${sent.body.data.id}`, { token: owner.token });
      expect(del.status).toBe(200);
      expect((await call(t.app, 'GET', `/api/auth/invites/${token}`)).status).toBe(404);
      expect((await call(t.app, 'GET', `${ORG}/employee-invites/${sent.body.data.id}`, { token: owner.token })).status).toBe(404);
    });

    it('an existing account signs in and joins with the invited role; another account can not use the link', async () => {
      const owner = await registerOwner(t);
      const person = newUser(randomUUID().slice(0, 8));
      const reg = await call(t.app, 'POST', '/api/auth/register', { body: person });
      const personToken = reg.body.data.token as string;
      const stranger = await registerOwner(t);
      await invite(owner.token, person.email, 'team_lead');
      const token = tokenOf(await linkFor(person.email));
      expect((await call(t.app, 'GET', `/api/auth/invites/${token}`)).body.data.account_exists).toBe(true);
      const byRegister = await call(t.app, 'POST', `/api/auth/invites/${token}/register`, {
        body: { firstName: 'Dup', lastName: 'Licate', password: strongPassword },
      });
      expect(byRegister.status).toBe(409);
      expect(byRegister.body.message).toBe(TEAM_MESSAGES.accountExists);
      const wrong = await call(t.app, 'POST', `/api/app/invites/${token}/accept`, { token: stranger.token });
      expect(wrong.status).toBe(409);
      expect(wrong.body.message).toBe(TEAM_MESSAGES.wrongAccount(person.email));
      expect((await call(t.app, 'POST', `/api/app/invites/${token}/accept`)).status).toBe(401);
      const accepted = await call(t.app, 'POST', `/api/app/invites/${token}/accept`, { token: personToken });
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
      expect(accepted.body.data.role).toBe('team_lead');
      const profile = await call(t.app, 'GET', '/api/app/profile', { token: personToken });
      expect(profile.body.data.user).toMatchObject({ role: 'team_lead', company: { id: owner.companyId } });
      expect((await call(t.app, 'POST', `/api/app/invites/${token}/accept`, { token: personToken })).status).toBe(400);
    });

    it("an existing account that is the only owner of a company with other members can't leave it", async () => {
      const inviter = await registerOwner(t);
      const person = await registerOwner(t);
      await seedMembers(person.companyId, ['Colleague']);
      await invite(inviter.token, person.email);
      const token = tokenOf(await linkFor(person.email));
      const res = await call(t.app, 'POST', `/api/app/invites/${token}/accept`, { token: person.token });
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(/only owner/);
    });
  });

  describe('seats', () => {
    it('open invitations hold seats: past the plan (trial: 3) an invitation is 402 with a clear message', async () => {
      if (!seatsGated) return;
      const owner = await registerOwner(t);
      expect((await invite(owner.token, uniqueEmail('s1'))).status).toBe(201);
      const second = await invite(owner.token, uniqueEmail('s2'));
      expect(second.status).toBe(201);
      const third = await invite(owner.token, uniqueEmail('s3'));
      expect(third.status).toBe(402);
      expect(third.body.message).toBe(`${limitReachedMessage('seats', 3)} ${TEAM_MESSAGES.seatsHeldByInvites}`);
      // Revoking frees the seat; sending the revoked one again takes it back.
      await call(t.app, 'PATCH', `${ORG}/employee-invites/${second.body.data.id}/status`, {
        token: owner.token,
        body: { status: 'revoked' },
      });
      expect((await invite(owner.token, uniqueEmail('s4'))).status).toBe(201);
      const reopen = await call(t.app, 'PATCH', `${ORG}/employee-invites/${second.body.data.id}/status`, {
        token: owner.token,
        body: { status: 'pending' },
      });
      expect(reopen.status).toBe(402);
    });

    it('accepting is refused with 402 when the company has filled its seats since', async () => {
      if (!seatsGated) return;
      const owner = await registerOwner(t);
      const email = uniqueEmail('late');
      await invite(owner.token, email);
      const token = tokenOf(await linkFor(email));
      await seedMembers(owner.companyId, ['Filler1', 'Filler2']);
      const res = await call(t.app, 'POST', `/api/auth/invites/${token}/register`, {
        body: { firstName: 'Too', lastName: 'Late', password: strongPassword },
      });
      expect(res.status).toBe(402);
      expect(res.body.message).toContain(limitReachedMessage('seats', 3));
      expect((await call(t.app, 'GET', `/api/auth/invites/${token}`)).body.data.status).toBe('pending');
    });

    it('a company without an active plan is asked to subscribe (402) before inviting', async () => {
      if (!seatsGated) return;
      const owner = await registerOwner(t, { trial: false });
      const res = await invite(owner.token, uniqueEmail('np'));
      expect(res.status).toBe(402);
    });

    it('20 invitations at once take exactly the free seats (trial: 3 seats, the owner holds one)', async () => {
      if (!seatsGated) return;
      const owner = await registerOwner(t);
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => invite(owner.token, uniqueEmail(`burst${i}`))));
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(2);
      expect(statuses.filter((s) => s === 402)).toHaveLength(18);
      const open = await call(t.app, 'GET', `${ORG}/employee-invites?status=pending`, { token: owner.token });
      expect(open.body.data.total_count).toBe(2);
    });
  });

  it('a company sends at most 50 invitation mails an hour (429 after), other companies are unaffected', async () => {
    const owner = await registerOwner(t);
    const statuses: number[] = [];
    for (let i = 0; i < INVITES_PER_HOUR; i++) statuses.push((await invite(owner.token, uniqueEmail(`cap${i}`))).status);
    expect(statuses).not.toContain(429);
    const over = await invite(owner.token, uniqueEmail('cap-over'));
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(TEAM_MESSAGES.tooManyInvites);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    const other = await registerOwner(t);
    expect((await invite(other.token, uniqueEmail('other'))).status).toBe(201);
  });

  it('lists the roles a member can hold, without the platform role', async () => {
    const owner = await registerOwner(t);
    const res = await call(t.app, 'GET', `${ORG}/roles`, { token: owner.token });
    const ids = res.body.data.map((r: { id: string }) => r.id);
    expect(ids).toEqual(['admin', 'owner', 'manager', 'team_lead', 'supervisor', 'user', 'employee', 'member']);
    const admin = await call(t.app, 'GET', `${ORG}/roles/ADMIN`, { token: owner.token });
    expect(admin.body.data).toMatchObject({ id: 'admin', display_name: 'Administrator', is_admin: true });
  });
});
