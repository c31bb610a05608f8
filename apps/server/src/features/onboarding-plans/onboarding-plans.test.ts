import { randomUUID } from 'node:crypto';
import { STATUS_MESSAGES } from '@hiring/shared/errors';
import { MAX_ONBOARDING_TASKS, ONBOARDING_MESSAGES } from '@hiring/shared/onboarding-plans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call, strongPassword } from '../../test/http.ts';
import { createOrUpdateUser } from '../auth/index.ts';
import { users } from '../users/index.ts';
import { mergeTasks } from './onboarding-plans.service.ts';

const BASE = '/api/admin/onboarding/user';
const FORBIDDEN_ROLES = ['manager', 'team_lead', 'supervisor', 'user', 'employee', 'member'] as const;
const uniqueEmail = (tag = 'x') => `${tag}.${randomUUID().slice(0, 8)}@example.com`;

describe('mergeTasks', () => {
  it('keeps the id and tick of a known task, gives new tasks new ids, and never repeats an id', () => {
    const current = [
      { id: 'a', title: 'A', done: true },
      { id: 'b', title: 'B', done: false },
    ];
    const next = mergeTasks(current, [
      { id: 'a', title: 'A renamed' },
      { id: 'a', title: 'Copy' },
      { title: 'New', done: true },
    ]);
    expect(next[0]).toEqual({ id: 'a', title: 'A renamed', done: true });
    expect(next[1]!.id).not.toBe('a');
    expect(next[1]!.done).toBe(false);
    expect(next[2]).toMatchObject({ title: 'New', done: true });
  });
});

describe.each(dbTargets)('onboarding plans API on %s', (target) => {
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
    return res.body.data.token as string;
  };

  /** Members written straight to the table (no sign-in needed). */
  const seedMembers = async (companyId: string, names: string[]) => {
    const rows = await t.database.db
      .insert(users)
      .values(
        names.map((n) => ({
          companyId,
          email: uniqueEmail(n.toLowerCase().replace(/\W+/g, '')),
          passwordHash: 'x',
          firstName: n,
          lastName: 'Newcomer',
          role: 'member',
        })),
      )
      .returning({ id: users.id });
    return rows.map((r) => r.id);
  };

  const create = (token: string, body: Record<string, unknown>) => call(t.app, 'POST', BASE, { token, body });

  describe('who reaches the calls', () => {
    it('lets owners, admins and platform administrators in; every other role gets 403 on every call, anonymous 401', async () => {
      const owner = await registerOwner(t);
      const [memberId] = await seedMembers(owner.companyId, ['Matrix']);
      const made = await create(owner.token, { user_id: memberId, plan_name: 'Matrix plan' });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const planId = made.body.data.id as string;
      const missing = randomUUID();
      const endpoints: Array<{ method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; body?: unknown }> = [
        { method: 'GET', url: BASE },
        { method: 'GET', url: `${BASE}/${planId}` },
        { method: 'GET', url: `${BASE}/user/${memberId}` },
        { method: 'POST', url: BASE, body: { user_id: missing, plan_name: 'Nobody' } },
        { method: 'PATCH', url: BASE, body: { id: missing, plan_name: 'Renamed' } },
        { method: 'PATCH', url: `${BASE}/progress`, body: { id: missing, progress_percentage: 10 } },
        { method: 'DELETE', url: `${BASE}/${missing}` },
      ];
      const tokens: Record<string, string> = {
        owner: owner.token,
        admin: await registerMember(t, owner.companyId, 'admin'),
        super_admin: await superAdmin(),
      };
      for (const role of FORBIDDEN_ROLES) tokens[role] = await registerMember(t, owner.companyId, role);
      for (const e of endpoints) {
        const anonymous = await call(t.app, e.method, e.url, { body: e.body });
        expect(anonymous.status, `anonymous ${e.method} ${e.url}`).toBe(401);
        for (const [role, token] of Object.entries(tokens)) {
          const res = await call(t.app, e.method, e.url, { token, body: e.body });
          const label = `${role} ${e.method} ${e.url} -> ${res.status} ${JSON.stringify(res.body)}`;
          if ((FORBIDDEN_ROLES as readonly string[]).includes(role)) {
            expect(res.status, label).toBe(403);
            expect(res.body.message).toBe(STATUS_MESSAGES[403]);
          } else {
            expect([200, 404], label).toContain(res.status);
          }
        }
      }
      // A member without the role can't even be told whether a body is valid.
      const bad = await call(t.app, 'POST', BASE, { token: tokens.member, body: { plan_name: '' } });
      expect(bad.status).toBe(403);
    });

    it("answers 404 for another company's plans and members, exactly as for missing ones; a platform administrator sees all", async () => {
      const a = await registerOwner(t);
      const b = await registerOwner(t);
      const [aMember] = await seedMembers(a.companyId, ['Isolated']);
      const [bMember] = await seedMembers(b.companyId, ['Outsider']);
      const planA = (await create(a.token, { user_id: aMember, plan_name: 'A plan', tasks: [{ title: 'One' }] })).body.data;
      const taskId = planA.tasks[0].id as string;
      for (const [method, url, body] of [
        ['GET', `${BASE}/${planA.id}`],
        ['GET', `${BASE}/user/${aMember}`],
        ['PATCH', BASE, { id: planA.id, plan_name: 'Stolen' }],
        ['PATCH', `${BASE}/progress`, { id: planA.id, task_id: taskId, done: true }],
        ['DELETE', `${BASE}/${planA.id}`],
      ] as const) {
        const res = await call(t.app, method, url, { token: b.token, body });
        expect(res.status, `${method} ${url}`).toBe(404);
        expect(res.body.message).toBe(ONBOARDING_MESSAGES.notFound);
      }
      const foreignMember = await create(b.token, { user_id: aMember, plan_name: 'Poach' });
      expect(foreignMember.status).toBe(404);
      expect(foreignMember.body.message).toBe(ONBOARDING_MESSAGES.memberNotFound);
      expect((await create(b.token, { user_id: randomUUID(), plan_name: 'Ghost' })).status).toBe(404);
      const listB = await call(t.app, 'GET', `${BASE}?page_size=100`, { token: b.token });
      expect(listB.body.data.items.some((p: { id: string }) => p.id === planA.id)).toBe(false);
      const still = await call(t.app, 'GET', `${BASE}/${planA.id}`, { token: a.token });
      expect(still.body.data).toMatchObject({ plan_name: 'A plan', progress_percentage: 0 });

      const root = await superAdmin();
      expect((await call(t.app, 'GET', `${BASE}/${planA.id}`, { token: root })).status).toBe(200);
      const forB = await create(root, { user_id: bMember, plan_name: 'Made by root' });
      expect(forB.status).toBe(201);
      expect(forB.body.data.company_id).toBe(b.companyId);
      const listRoot = await call(t.app, 'GET', `${BASE}?search=${encodeURIComponent('Made by root')}`, { token: root });
      expect(listRoot.body.data.items.map((p: { id: string }) => p.id)).toContain(forB.body.data.id);
      // A platform administrator's own account has no company: not a member anyone can onboard.
      const rootId = (await call(t.app, 'GET', '/api/app/profile', { token: root })).body.data.user.id;
      expect((await create(root, { user_id: rootId, plan_name: 'Self' })).status).toBe(404);
    });
  });

  describe('plans', () => {
    it('creates a plan for a member with the fields of spec 02 §3, one per member, and reads it by id and by member', async () => {
      const owner = await registerOwner(t);
      const [memberId] = await seedMembers(owner.companyId, ['Grace']);
      const res = await create(owner.token, {
        user_id: memberId,
        plan_name: '  Engineering start  ',
        plan_type: 'technical',
        tasks: [{ title: ' Laptop ' }, { title: 'Repository access', done: true }],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const plan = res.body.data;
      expect(plan).toMatchObject({
        user_id: memberId,
        user_name: 'Grace Newcomer',
        plan_name: 'Engineering start',
        plan_type: 'technical',
        progress_percentage: 50,
        status: 'in_progress',
        company_id: owner.companyId,
      });
      expect(plan.user_email).toMatch(/^grace\./);
      expect(plan.tasks.map((x: { title: string; done: boolean }) => [x.title, x.done])).toEqual([
        ['Laptop', false],
        ['Repository access', true],
      ]);
      expect(new Date(plan.created_at).getTime()).toBeGreaterThan(0);
      expect((await call(t.app, 'GET', `${BASE}/${plan.id}`, { token: owner.token })).body.data).toEqual(plan);
      expect((await call(t.app, 'GET', `${BASE}/user/${memberId}`, { token: owner.token })).body.data).toEqual(plan);

      const again = await create(owner.token, { user_id: memberId, plan_name: 'Second' });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(ONBOARDING_MESSAGES.alreadyHasPlan);

      // The owner may onboard themself; type defaults to standard and no tasks means not started.
      const self = await create(owner.token, { user_id: owner.userId, plan_name: 'Founder' });
      expect(self.body.data).toMatchObject({ plan_type: 'standard', tasks: [], progress_percentage: 0, status: 'not_started' });
      const [noPlan] = await seedMembers(owner.companyId, ['Planless']);
      expect((await call(t.app, 'GET', `${BASE}/user/${noPlan}`, { token: owner.token })).status).toBe(404);
      expect((await call(t.app, 'GET', `${BASE}/user/not-a-uuid`, { token: owner.token })).status).toBe(404);
      expect((await call(t.app, 'GET', `${BASE}/not-a-uuid`, { token: owner.token })).status).toBe(404);
    });

    it('moves status with progress: ticking tasks goes not_started → in_progress → completed and back', async () => {
      const owner = await registerOwner(t);
      const admin = await registerMember(t, owner.companyId, 'admin');
      const [memberId] = await seedMembers(owner.companyId, ['Ticker']);
      const plan = (
        await create(owner.token, { user_id: memberId, plan_name: 'Ticks', tasks: [{ title: 'A' }, { title: 'B' }, { title: 'C' }] })
      ).body.data;
      expect(plan).toMatchObject({ progress_percentage: 0, status: 'not_started' });
      const tick = (token: string, taskId: string, done: boolean) =>
        call(t.app, 'PATCH', `${BASE}/progress`, { token, body: { id: plan.id, task_id: taskId, done } });
      const [a, b, c] = plan.tasks.map((x: { id: string }) => x.id);
      let res = await tick(owner.token, a, true);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject({ progress_percentage: 33, status: 'in_progress' });
      res = await tick(admin, b, true);
      expect(res.body.data).toMatchObject({ progress_percentage: 66, status: 'in_progress' });
      res = await tick(owner.token, c, true);
      expect(res.body.data).toMatchObject({ progress_percentage: 100, status: 'completed' });
      res = await tick(owner.token, c, false);
      expect(res.body.data).toMatchObject({ progress_percentage: 66, status: 'in_progress' });
      for (const id of [a, b]) res = await tick(owner.token, id, false);
      expect(res.body.data).toMatchObject({ progress_percentage: 0, status: 'not_started' });

      const unknownTask = await tick(owner.token, 'nope', true);
      expect(unknownTask.status).toBe(404);
      expect(unknownTask.body.message).toBe(ONBOARDING_MESSAGES.taskNotFound);
      const manual = await call(t.app, 'PATCH', `${BASE}/progress`, { token: owner.token, body: { id: plan.id, progress_percentage: 50 } });
      expect(manual.status).toBe(400);
      expect(manual.body.message).toBe(ONBOARDING_MESSAGES.progressFollowsTasks);
    });

    it('ticks sent at once all count (the plan row is locked while it changes)', async () => {
      const owner = await registerOwner(t);
      const [memberId] = await seedMembers(owner.companyId, ['Racer']);
      const titles = Array.from({ length: 8 }, (_, i) => ({ title: `Task ${i}` }));
      const plan = (await create(owner.token, { user_id: memberId, plan_name: 'Race', tasks: titles })).body.data;
      const results = await Promise.all(
        plan.tasks.map((x: { id: string }) =>
          call(t.app, 'PATCH', `${BASE}/progress`, { token: owner.token, body: { id: plan.id, task_id: x.id, done: true } }),
        ),
      );
      expect(results.every((r) => r.status === 200)).toBe(true);
      const after = await call(t.app, 'GET', `${BASE}/${plan.id}`, { token: owner.token });
      expect(after.body.data).toMatchObject({ progress_percentage: 100, status: 'completed' });
    });

    it('sets the progress of a plan without tasks by hand, and status follows', async () => {
      const owner = await registerOwner(t);
      const [memberId] = await seedMembers(owner.companyId, ['Manual']);
      const plan = (await create(owner.token, { user_id: memberId, plan_name: 'By hand' })).body.data;
      const set = (n: number) =>
        call(t.app, 'PATCH', `${BASE}/progress`, { token: owner.token, body: { id: plan.id, progress_percentage: n } });
      expect((await set(40)).body.data).toMatchObject({ progress_percentage: 40, status: 'in_progress' });
      expect((await set(100)).body.data).toMatchObject({ progress_percentage: 100, status: 'completed' });
      expect((await set(0)).body.data).toMatchObject({ progress_percentage: 0, status: 'not_started' });
    });

    it('edits name, type and the task list: known tasks keep their tick, new ones start undone, progress follows', async () => {
      const owner = await registerOwner(t);
      const [memberId] = await seedMembers(owner.companyId, ['Editor']);
      const plan = (
        await create(owner.token, { user_id: memberId, plan_name: 'Old', tasks: [{ title: 'Keep', done: true }, { title: 'Drop' }] })
      ).body.data;
      expect(plan.progress_percentage).toBe(50);
      const [keep] = plan.tasks;
      const res = await call(t.app, 'PATCH', BASE, {
        token: owner.token,
        body: { id: plan.id, plan_name: 'New name', plan_type: 'sales', tasks: [{ id: keep.id, title: 'Keep it' }, { title: 'Added' }] },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject({ plan_name: 'New name', plan_type: 'sales', progress_percentage: 50, status: 'in_progress' });
      expect(res.body.data.tasks[0]).toEqual({ id: keep.id, title: 'Keep it', done: true });
      expect(res.body.data.tasks[1]).toMatchObject({ title: 'Added', done: false });
      const nameOnly = await call(t.app, 'PATCH', BASE, { token: owner.token, body: { id: plan.id, plan_name: 'Only name' } });
      expect(nameOnly.body.data.tasks).toHaveLength(2);
      const allDone = await call(t.app, 'PATCH', BASE, {
        token: owner.token,
        body: { id: plan.id, tasks: [{ id: keep.id, title: 'Keep it' }] },
      });
      expect(allDone.body.data).toMatchObject({ progress_percentage: 100, status: 'completed' });
      // Without tasks the plan keeps the progress it had, now set by hand.
      const none = await call(t.app, 'PATCH', BASE, { token: owner.token, body: { id: plan.id, tasks: [] } });
      expect(none.body.data).toMatchObject({ tasks: [], progress_percentage: 100, status: 'completed' });
    });

    it('deletes a plan; it is gone and the member can be given a new one', async () => {
      const owner = await registerOwner(t);
      const admin = await registerMember(t, owner.companyId, 'admin');
      const [memberId] = await seedMembers(owner.companyId, ['Deleted']);
      const plan = (await create(owner.token, { user_id: memberId, plan_name: 'Temporary' })).body.data;
      const del = await call(t.app, 'DELETE', `${BASE}/${plan.id}`, { token: admin });
      expect(del.status).toBe(200);
      expect(del.body.data.message).toBe(ONBOARDING_MESSAGES.deleted);
      expect((await call(t.app, 'GET', `${BASE}/${plan.id}`, { token: owner.token })).status).toBe(404);
      expect((await call(t.app, 'DELETE', `${BASE}/${plan.id}`, { token: owner.token })).status).toBe(404);
      expect((await create(owner.token, { user_id: memberId, plan_name: 'Again' })).status).toBe(201);
    });
  });

  describe('list', () => {
    it('pages 10 at a time from page 1, newest first, and searches plan name, type, status, member name and email', async () => {
      const owner = await registerOwner(t);
      const names = Array.from({ length: 23 }, (_, i) => `Pager${String(i).padStart(2, '0')}`);
      const ids = await seedMembers(owner.companyId, names);
      for (const [i, id] of ids.entries()) {
        const res = await create(owner.token, {
          user_id: id,
          plan_name: i === 7 ? 'Special 100%_plan' : `Plan ${i}`,
          plan_type: i < 3 ? 'management' : 'standard',
        });
        expect(res.status).toBe(201);
      }
      const page1 = await call(t.app, 'GET', BASE, { token: owner.token });
      expect(page1.status).toBe(200);
      expect(page1.body.data).toMatchObject({ page: 1, page_size: 10, total_count: 23, total_pages: 3, search: null });
      expect(page1.body.data.items).toHaveLength(10);
      expect(page1.body.data.items[0].plan_name).toBe('Plan 22');
      const page3 = await call(t.app, 'GET', `${BASE}?page=3`, { token: owner.token });
      expect(page3.body.data.items).toHaveLength(3);
      const past = await call(t.app, 'GET', `${BASE}?page=9`, { token: owner.token });
      expect(past.body.data).toMatchObject({ items: [], total_count: 23, page: 9 });
      const sized = await call(t.app, 'GET', `${BASE}?page_size=5&page=2`, { token: owner.token });
      expect(sized.body.data).toMatchObject({ page_size: 5, total_pages: 5 });

      const byName = await call(t.app, 'GET', `${BASE}?search=${encodeURIComponent('pager05 newcomer')}`, { token: owner.token });
      expect(byName.body.data.items.map((p: { user_name: string }) => p.user_name)).toEqual(['Pager05 Newcomer']);
      expect(byName.body.data.search).toBe('pager05 newcomer');
      const byType = await call(t.app, 'GET', `${BASE}?search=management`, { token: owner.token });
      expect(byType.body.data.total_count).toBe(3);
      const byStatus = await call(t.app, 'GET', `${BASE}?search=not_started`, { token: owner.token });
      expect(byStatus.body.data.total_count).toBe(23);
      const byEmail = await call(t.app, 'GET', `${BASE}?search=pager1`, { token: owner.token });
      expect(byEmail.body.data.total_count).toBe(10);
      const literal = await call(t.app, 'GET', `${BASE}?search=${encodeURIComponent('100%_')}`, { token: owner.token });
      expect(literal.body.data.items.map((p: { plan_name: string }) => p.plan_name)).toEqual(['Special 100%_plan']);
      const none = await call(t.app, 'GET', `${BASE}?search=${encodeURIComponent('%')}`, { token: owner.token });
      expect(none.body.data.total_count).toBe(1);
      const blank = await call(t.app, 'GET', `${BASE}?search=%20%20`, { token: owner.token });
      expect(blank.body.data).toMatchObject({ total_count: 23, search: null });
    });
  });

  describe('validation', () => {
    it('answers 400 with the field, never 500, for bad input', async () => {
      const owner = await registerOwner(t);
      const [memberId] = await seedMembers(owner.companyId, ['Valid']);
      const plan = (await create(owner.token, { user_id: memberId, plan_name: 'Valid', tasks: [{ title: 'T' }] })).body.data;
      for (const q of ['page=0', 'page=abc', 'page_size=0', 'page_size=101', `search=${'x'.repeat(201)}`, 'search=%00']) {
        const res = await call(t.app, 'GET', `${BASE}?${q}`, { token: owner.token });
        expect(res.status, q).toBe(400);
      }
      const badCreates: Array<[Record<string, unknown>, string]> = [
        [{ plan_name: 'No user' }, 'user_id'],
        [{ user_id: 'not-a-uuid', plan_name: 'x' }, 'user_id'],
        [{ user_id: memberId }, 'plan_name'],
        [{ user_id: memberId, plan_name: '   ' }, 'plan_name'],
        [{ user_id: memberId, plan_name: 'x'.repeat(201) }, 'plan_name'],
        [{ user_id: memberId, plan_name: 'x', plan_type: 'pirate' }, 'plan_type'],
        [{ user_id: memberId, plan_name: 'x', tasks: 'none' }, 'tasks'],
        [{ user_id: memberId, plan_name: 'x', tasks: [{ title: '' }] }, 'tasks.0.title'],
        [{ user_id: memberId, plan_name: 'x', tasks: [{ title: 'y'.repeat(201) }] }, 'tasks.0.title'],
        [{ user_id: memberId, plan_name: 'x', tasks: [{ title: 'ok', done: 'yes' }] }, 'tasks.0.done'],
        [{ user_id: memberId, plan_name: 'x', tasks: Array.from({ length: MAX_ONBOARDING_TASKS + 1 }, () => ({ title: 't' })) }, 'tasks'],
        [{ user_id: memberId, plan_name: 'Nul\u0000' }, 'plan_name'],
        [{ user_id: memberId, plan_name: 'ok', tasks: [{ title: 'Lone \ud800' }] }, 'tasks.0.title'],
      ];
      for (const [body, field] of badCreates) {
        const res = await create(owner.token, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(Object.keys(res.body.errors ?? {}), `${JSON.stringify(body)} ${JSON.stringify(res.body)}`).toContain(field);
      }
      expect((await call(t.app, 'POST', BASE, { token: owner.token })).status).toBe(400);

      const badUpdates: Array<Record<string, unknown>> = [
        { plan_name: 'No id' },
        { id: 'not-a-uuid', plan_name: 'x' },
        { id: plan.id, plan_name: '' },
        { id: plan.id, plan_type: 'pirate' },
        { id: plan.id, tasks: [{ title: '   ' }] },
      ];
      for (const body of badUpdates) {
        const res = await call(t.app, 'PATCH', BASE, { token: owner.token, body });
        expect(res.status, JSON.stringify(body)).toBe(400);
      }
      const badProgress: Array<Record<string, unknown>> = [
        { id: plan.id },
        { id: plan.id, task_id: plan.tasks[0].id },
        { id: plan.id, done: true },
        { id: plan.id, task_id: plan.tasks[0].id, done: true, progress_percentage: 10 },
        { id: plan.id, progress_percentage: -1 },
        { id: plan.id, progress_percentage: 101 },
        { id: plan.id, progress_percentage: 12.5 },
        { id: plan.id, progress_percentage: '50' },
        { task_id: 'x', done: true },
      ];
      for (const body of badProgress) {
        const res = await call(t.app, 'PATCH', `${BASE}/progress`, { token: owner.token, body });
        expect(res.status, JSON.stringify(body)).toBe(400);
      }
      const unchanged = await call(t.app, 'GET', `${BASE}/${plan.id}`, { token: owner.token });
      expect(unchanged.body.data).toEqual(plan);
    });
  });
});
