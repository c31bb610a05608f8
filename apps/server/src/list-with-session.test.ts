import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSessionWithPage, type ListFilter, listJobPositions } from './features/job-positions/position-page.repository.ts';
import { registerOwner, sessionIdOf } from './test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from './test/harness.ts';
import { call } from './test/http.ts';

const TITLES = [
  ['Backend Engineer', 'Platform'],
  ['Senior Backend Engineer', 'Platform'],
  ['Data Engineer', 'Data'],
  ['Product Designer', 'Design'],
  ['Engineering Manager', 'Platform'],
] as const;

/**
 * The list's page read with the session (decision 467) is the page the list reads by itself, row
 * for row, with its count, for every kind of page: with a search or without, filtered by status
 * or not, the first page, a later one and one past the last row; and it is the session's user's
 * company's page only.
 */
describe.each(dbTargets)('the job list read with the session on %s', (target) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof registerOwner>>;
  beforeAll(async () => {
    t = await createTestApp(target);
    owner = await registerOwner(t);
    // A plan without a limit on positions: the trial allows three.
    await t.database.db.execute(
      sql`update subscriptions set package_id = (select id from billing_packages where tier = 'business') where company_id = ${owner.companyId}`,
    );
    for (const [title, department] of TITLES) {
      const created = await call(t.app, 'POST', '/api/app/job-positions', {
        token: owner.token,
        body: {
          title,
          department,
          job_description: 'Build and run the services our customers rely on every day.',
          requirements: 'Experience with production systems and calm on-call habits.',
          required_skills: ['TypeScript', 'PostgreSQL'],
          ...(title === 'Data Engineer' ? { status: 'new' } : {}),
        },
      });
      expect(created.status).toBe(201);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const filters: ListFilter[] = [
    { page: 1, pageSize: 10, statuses: [] },
    { page: 2, pageSize: 2, statuses: [] },
    { page: 1, pageSize: 10, search: 'eng', statuses: [] },
    { page: 2, pageSize: 1, search: 'backend eng', statuses: [] },
    { page: 1, pageSize: 10, search: 'engineer', statuses: ['draft'] },
    { page: 1, pageSize: 10, statuses: ['new'] },
    { page: 9, pageSize: 2, statuses: [] },
    { page: 3, pageSize: 5, search: 'engineer', statuses: [] },
    { page: 1, pageSize: 10, search: 'nothing-matches-this', statuses: [] },
  ];

  it.each(filters)('gives the page and count the list reads apart (%o)', async (filter) => {
    const { db } = t.database;
    const found = await findSessionWithPage(db, sessionIdOf(owner.token), owner.userId, filter);
    const apart = await listJobPositions(db, owner.companyId, filter);
    expect(found?.account.user.id).toBe(owner.userId);
    expect(found?.account.company?.id).toBe(owner.companyId);
    expect(found?.page).toEqual(apart);
  });

  it('reads pages with rows in them, and the whole count, where the filters match', async () => {
    const { db } = t.database;
    const read = (filter: ListFilter) => findSessionWithPage(db, sessionIdOf(owner.token), owner.userId, filter);
    const all = (await read(filters[0]!))!.page!;
    expect(all.total).toBe(TITLES.length);
    expect(all.rows.map((row) => row.title)).toEqual(TITLES.map(([title]) => title).reverse());
    expect(all.rows[0]!.createdAt).toBeInstanceOf(Date);
    expect(all.rows[0]!.requiredSkills).toEqual(['TypeScript', 'PostgreSQL']);
    const second = (await read({ page: 2, pageSize: 1, search: 'backend eng', statuses: [] }))!.page!;
    expect(second).toMatchObject({ total: 2, rows: [{ title: 'Backend Engineer' }] });
    const past = (await read({ page: 9, pageSize: 2, statuses: [] }))!.page!;
    expect(past).toEqual({ rows: [], total: TITLES.length });
  });

  it("reads only the session's user's company, and nothing for a session that is not live", async () => {
    const { db } = t.database;
    const other = await registerOwner(t);
    const theirs = await findSessionWithPage(db, sessionIdOf(other.token), other.userId, { page: 1, pageSize: 10, statuses: [] });
    expect(theirs?.page).toEqual({ rows: [], total: 0 });
    expect(await findSessionWithPage(db, sessionIdOf(other.token), owner.userId, { page: 1, pageSize: 10, statuses: [] })).toBeUndefined();
    await call(t.app, 'POST', '/api/auth/logout', { token: other.token, body: {} });
    expect(await findSessionWithPage(db, sessionIdOf(other.token), other.userId, { page: 1, pageSize: 10, statuses: [] })).toBeUndefined();
  });
});
