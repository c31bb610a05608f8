import { eq } from 'drizzle-orm';
import { ROLES } from '@hiring/shared/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { users } from '../users/index.ts';
import { jobPositions } from './index.ts';

const OPTIONS = '/api/app/job-positions/options';

const job = (title: string) => ({
  title,
  department: 'Engineering',
  job_description: 'Design, build and run the APIs behind our hiring platform. Mentor two engineers.',
  requirements: 'Five years of Node.js. Deep PostgreSQL knowledge.',
  required_skills: ['Node.js', 'PostgreSQL'],
});

describe.each(dbTargets)('job position options (the job filters and the dashboard) on %s', (target) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof registerOwner>>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(target);
    owner = await registerOwner(t);
    for (const title of ['Site Reliability Engineer', 'Backend Engineer', 'Data Analyst']) {
      const res = await call(t.app, 'POST', '/api/app/job-positions', { token: owner.token, body: job(title) });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      ids[title] = res.body.data.id;
    }
    // Two are interviewing, as on the dashboard; the state is set directly, the workflow is not under test here.
    await t.database.db
      .update(jobPositions)
      .set({ status: 'interviewing', interviewCount: 2 })
      .where(eq(jobPositions.id, ids['Site Reliability Engineer']!));
    await t.database.db.update(jobPositions).set({ status: 'active' }).where(eq(jobPositions.id, ids['Backend Engineer']!));
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(ROLES.filter((r) => r !== 'super_admin'))('lets a %s of the company read names and states, by title', async (role) => {
    const token = role === 'owner' ? owner.token : await registerMember(t, owner.companyId, role);
    const res = await call(t.app, 'GET', OPTIONS, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.total_count).toBe(3);
    expect(res.body.data.items.map((i: { title: string }) => i.title)).toEqual([
      'Backend Engineer',
      'Data Analyst',
      'Site Reliability Engineer',
    ]);
    expect(res.body.data.items[2]).toEqual({
      id: ids['Site Reliability Engineer'],
      title: 'Site Reliability Engineer',
      department: 'Engineering',
      status: 'interviewing',
      workflow_state: 'interviewing',
      interview_count: 2,
    });
  });

  it('answers only the positions in the asked workflow states', async () => {
    const token = await registerMember(t, owner.companyId, 'team_lead');
    const res = await call(t.app, 'GET', `${OPTIONS}?workflow_state=active,interviewing,on_hold`, { token });
    expect(res.status).toBe(200);
    expect(res.body.data.items.map((i: { title: string }) => i.title)).toEqual(['Backend Engineer', 'Site Reliability Engineer']);
    expect(res.body.data.total_count).toBe(2);
  });

  it('refuses an unknown workflow state with 400 and its message', async () => {
    const res = await call(t.app, 'GET', `${OPTIONS}?workflow_state=bogus`, { token: owner.token });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Unknown workflow state in the filter');
  });

  it("never shows another company's positions", async () => {
    const other = await registerOwner(t);
    const res = await call(t.app, 'GET', OPTIONS, { token: other.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ items: [], total_count: 0 });
  });

  it('answers the platform administrator, who has no company, with none', async () => {
    const admin = await registerMember(t, owner.companyId, 'super_admin');
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.role, 'super_admin'));
    await t.database.db.update(users).set({ companyId: null }).where(eq(users.id, row!.id));
    const res = await call(t.app, 'GET', OPTIONS, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ items: [], total_count: 0 });
  });

  it('refuses a caller without a session with 401', async () => {
    expect((await call(t.app, 'GET', OPTIONS)).status).toBe(401);
  });

  it('still keeps the full list to owners and admins (403 for a team lead)', async () => {
    const token = await registerMember(t, owner.companyId, 'team_lead');
    expect((await call(t.app, 'GET', '/api/app/job-positions', { token })).status).toBe(403);
  });
});
