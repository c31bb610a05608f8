import { randomUUID } from 'node:crypto';
import { STATUS_MESSAGES } from '@hiring/shared/errors';
import {
  SAMPLE_DIFFICULTIES,
  SAMPLE_INDUSTRIES,
  SAMPLE_INTERVIEW_ROLES,
  SAMPLE_JOB_ROLES,
  SAMPLE_MESSAGES,
  SAMPLE_PAGE_SIZE,
  SAMPLE_TEAM_SIZES,
} from '@hiring/shared/samples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call, strongPassword } from '../../test/http.ts';
import { createOrUpdateUser } from '../auth/index.ts';
import { seedSamples } from './samples.seed.ts';

const BASE = '/api/admin/samples';
const FORBIDDEN_ROLES = ['manager', 'team_lead', 'supervisor', 'user', 'employee', 'member'] as const;
const uniqueEmail = (tag = 'x') => `${tag}.${randomUUID().slice(0, 8)}@example.com`;

/** A valid new sample of each kind, and the list path of its kind. */
const KINDS = {
  teams: {
    list: `${BASE}/teams`,
    body: (name: string) => ({ name, industry: 'Technology', size: 'Small', description: 'A test team.', departments: ['Backend'] }),
    label: 'name',
  },
  'job-postings': {
    list: `${BASE}/job-postings`,
    body: (name: string) => ({ title: name, company_name: 'Acme', industry: 'Retail', role_type: 'Sales' }),
    label: 'title',
  },
  'job-positions': {
    list: `${BASE}/job-positions`,
    body: (name: string) => ({ title: name, industry: 'Finance', role_type: 'Product', requirements: 'Three years of product work.' }),
    label: 'title',
  },
  interviews: {
    list: `${BASE}/interviews/sessions`,
    body: (name: string) => ({
      title: name,
      role_type: 'Data Scientist',
      difficulty: 'Advanced',
      questions: [{ text: 'How do you validate a model?', assesses: 'Rigour' }, { text: 'Which metric would you pick?' }],
    }),
    label: 'title',
  },
} as const;
type Kind = keyof typeof KINDS;
const KIND_NAMES = Object.keys(KINDS) as Kind[];

describe.each(dbTargets)('samples API on %s', (target) => {
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

  const create = async (kind: Kind, token: string, name = `S ${randomUUID().slice(0, 8)}`) => {
    const res = await call(t.app, 'POST', `${BASE}/${kind}`, { token, body: KINDS[kind].body(name) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as Record<string, unknown> & { id: string };
  };

  it('seeds a library of at least 8 of each kind across the filter values, and seeding again adds nothing', async () => {
    const owner = await registerOwner(t);
    const counts: number[] = [];
    for (const kind of KIND_NAMES) {
      const res = await call(t.app, 'GET', `${KINDS[kind].list}?page_size=100`, { token: owner.token });
      expect(res.status).toBe(200);
      expect(res.body.data.total_count, kind).toBeGreaterThanOrEqual(8);
      expect(res.body.data.items.every((i: { library: boolean; company_id: string | null }) => i.library && i.company_id === null)).toBe(
        true,
      );
      counts.push(res.body.data.total_count);
    }
    const all = async (kind: Kind) =>
      (await call(t.app, 'GET', `${KINDS[kind].list}?page_size=100`, { token: owner.token })).body.data.items;
    const teams = await all('teams');
    expect(new Set(teams.map((x: { industry: string }) => x.industry))).toEqual(new Set(SAMPLE_INDUSTRIES));
    expect(new Set(teams.map((x: { size: string }) => x.size))).toEqual(new Set(SAMPLE_TEAM_SIZES));
    const postings = await all('job-postings');
    expect(postings.every((p: { job_type: string; salary_range: string }) => p.job_type && p.salary_range)).toBe(true);
    const positions = await all('job-positions');
    expect(new Set(positions.map((x: { role_type: string }) => x.role_type)).size).toBeGreaterThanOrEqual(8);
    expect(positions.every((p: { role_type: string }) => (SAMPLE_JOB_ROLES as readonly string[]).includes(p.role_type))).toBe(true);
    const interviews = await all('interviews');
    expect(new Set(interviews.map((x: { role_type: string }) => x.role_type))).toEqual(new Set(SAMPLE_INTERVIEW_ROLES));
    expect(new Set(interviews.map((x: { difficulty: string }) => x.difficulty))).toEqual(new Set(SAMPLE_DIFFICULTIES));
    for (const i of interviews) {
      expect(i.question_count).toBe(i.questions.length);
      expect(i.questions.length).toBeGreaterThanOrEqual(4);
      expect(i.questions.every((q: { text: string; assesses: string }) => q.text.length > 10 && q.assesses)).toBe(true);
    }
    await seedSamples(t.database.db);
    for (const [i, kind] of KIND_NAMES.entries()) {
      const res = await call(t.app, 'GET', KINDS[kind].list, { token: owner.token });
      expect(res.body.data.total_count).toBe(counts[i]);
    }
  });

  it('lets owners, admins and platform administrators in; every other role gets 403 on every call, anonymous 401', async () => {
    const owner = await registerOwner(t);
    const team = await create('teams', owner.token);
    const endpoints: Array<{ method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; body?: unknown }> = [
      { method: 'GET', url: `${BASE}/teams` },
      { method: 'GET', url: `${BASE}/teams/${team.id}` },
      { method: 'GET', url: `${BASE}/teams/industry/Technology` },
      { method: 'GET', url: `${BASE}/job-postings` },
      { method: 'GET', url: `${BASE}/job-postings/industry/Retail` },
      { method: 'GET', url: `${BASE}/job-postings/role/Sales` },
      { method: 'GET', url: `${BASE}/job-positions?query=engineer` },
      { method: 'GET', url: `${BASE}/job-positions/industry/Finance` },
      { method: 'GET', url: `${BASE}/job-positions/role/Engineering` },
      { method: 'GET', url: `${BASE}/interviews/sessions?query=engineer` },
      { method: 'GET', url: `${BASE}/interviews/job-position-type/${encodeURIComponent('Software Engineer')}` },
      { method: 'GET', url: `${BASE}/interviews/candidate-quality/Expert` },
      { method: 'PATCH', url: `${BASE}/teams`, body: { id: team.id, location: 'Oslo' } },
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
          expect(res.status, label).toBe(200);
        }
      }
      const anonymous = await call(t.app, e.method, e.url, { body: e.body });
      expect(anonymous.status, `anonymous ${e.method} ${e.url}`).toBe(401);
    }
    for (const kind of KIND_NAMES) {
      const member = await call(t.app, 'POST', `${BASE}/${kind}`, { token: tokens.manager, body: KINDS[kind].body('Nope') });
      expect(member.status).toBe(403);
      const del = await call(t.app, 'DELETE', `${BASE}/${kind}/${team.id}`, { token: tokens.user });
      expect(del.status).toBe(403);
    }
  });

  it.each(KIND_NAMES)('creates, reads, edits and deletes a company %s sample, with the defaults of spec 02 §3', async (kind) => {
    const owner = await registerOwner(t);
    const row = await create(kind, owner.token, 'Created One');
    expect(row.company_id).toBe(owner.companyId);
    expect(row.library).toBe(false);
    if (kind === 'job-postings') {
      expect(row.job_type).toBe('Full-Time');
      expect(row.salary_range).toBe('Competitive');
      expect(row.post_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    if (kind === 'job-positions') {
      expect(row.level).toBe('Entry-Level');
      expect(row.department).toBe('General');
    }
    if (kind === 'interviews') {
      expect(row.format).toBe('Standard');
      expect(row.question_count).toBe(2);
      expect(row.questions).toEqual([
        { text: 'How do you validate a model?', assesses: 'Rigour' },
        { text: 'Which metric would you pick?', assesses: null },
      ]);
    }
    const got = await call(t.app, 'GET', `${BASE}/${kind}/${row.id}`, { token: owner.token });
    expect(got.status).toBe(200);
    expect(got.body.data).toEqual(row);
    const label = KINDS[kind].label;
    const edited = await call(t.app, 'PATCH', `${BASE}/${kind}`, { token: owner.token, body: { id: row.id, [label]: 'Renamed One' } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data[label]).toBe('Renamed One');
    const admin = await registerMember(t, owner.companyId, 'admin');
    const byAdmin = await call(t.app, 'GET', `${BASE}/${kind}/${row.id}`, { token: admin });
    expect(byAdmin.body.data[label]).toBe('Renamed One');
    const removed = await call(t.app, 'DELETE', `${BASE}/${kind}/${row.id}`, { token: admin });
    expect(removed.status).toBe(200);
    const gone = await call(t.app, 'GET', `${BASE}/${kind}/${row.id}`, { token: owner.token });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(SAMPLE_MESSAGES.notFound);
  });

  it.each(KIND_NAMES)("answers 404 for another company's %s sample on read, edit and delete, and leaves it unchanged", async (kind) => {
    const mine = await registerOwner(t);
    const other = await registerOwner(t);
    const theirs = await create(kind, other.token, 'Theirs');
    const label = KINDS[kind].label;
    const get = await call(t.app, 'GET', `${BASE}/${kind}/${theirs.id}`, { token: mine.token });
    expect(get.status).toBe(404);
    const patch = await call(t.app, 'PATCH', `${BASE}/${kind}`, { token: mine.token, body: { id: theirs.id, [label]: 'Taken' } });
    expect(patch.status).toBe(404);
    const del = await call(t.app, 'DELETE', `${BASE}/${kind}/${theirs.id}`, { token: mine.token });
    expect(del.status).toBe(404);
    for (const id of [randomUUID(), 'not-a-uuid']) {
      expect((await call(t.app, 'GET', `${BASE}/${kind}/${id}`, { token: mine.token })).status).toBe(404);
    }
    const list = await call(t.app, 'GET', `${KINDS[kind].list}?query=Theirs&page_size=100`, { token: mine.token });
    expect(list.body.data.items.some((i: { id: string }) => i.id === theirs.id)).toBe(false);
    const still = await call(t.app, 'GET', `${BASE}/${kind}/${theirs.id}`, { token: other.token });
    expect(still.body.data[label]).toBe('Theirs');
    const root = await superAdmin();
    const seen = await call(t.app, 'GET', `${BASE}/${kind}/${theirs.id}`, { token: root });
    expect(seen.status).toBe(200);
  });

  it.each(KIND_NAMES)('keeps the %s library read-only for companies (403), editable by a super_admin', async (kind) => {
    const owner = await registerOwner(t);
    const list = await call(t.app, 'GET', KINDS[kind].list, { token: owner.token });
    const library = list.body.data.items.find((i: { library: boolean }) => i.library);
    expect(library).toBeDefined();
    const label = KINDS[kind].label;
    const patch = await call(t.app, 'PATCH', `${BASE}/${kind}`, { token: owner.token, body: { id: library.id, [label]: 'Mine now' } });
    expect(patch.status).toBe(403);
    expect(patch.body.message).toBe(SAMPLE_MESSAGES.libraryReadOnly);
    const del = await call(t.app, 'DELETE', `${BASE}/${kind}/${library.id}`, { token: owner.token });
    expect(del.status).toBe(403);
    const same = await call(t.app, 'GET', `${BASE}/${kind}/${library.id}`, { token: owner.token });
    expect(same.body.data[label]).toBe(library[label]);

    const root = await superAdmin();
    const made = await create(kind, root, `Library ${randomUUID().slice(0, 6)}`);
    expect(made.library).toBe(true);
    const seenByOwner = await call(t.app, 'GET', `${BASE}/${kind}/${made.id}`, { token: owner.token });
    expect(seenByOwner.status).toBe(200);
    const edited = await call(t.app, 'PATCH', `${BASE}/${kind}`, { token: root, body: { id: made.id, [label]: 'Library renamed' } });
    expect(edited.status).toBe(200);
    expect((await call(t.app, 'DELETE', `${BASE}/${kind}/${made.id}`, { token: root })).status).toBe(200);
  });

  it('filters teams by industry and size, postings and positions by industry and role, interviews by role and difficulty, by query or path', async () => {
    const owner = await registerOwner(t);
    const get = async (url: string) => {
      const res = await call(t.app, 'GET', url, { token: owner.token });
      expect(res.status, `${url} ${JSON.stringify(res.body)}`).toBe(200);
      return res.body.data as { items: Record<string, unknown>[]; total_count: number; total_pages: number };
    };
    const health = await get(`${BASE}/teams?industry=Healthcare&page_size=100`);
    expect(health.total_count).toBeGreaterThanOrEqual(1);
    expect(health.items.every((i) => i.industry === 'Healthcare')).toBe(true);
    const healthByPath = await get(`${BASE}/teams/industry/healthcare?page_size=100`);
    expect(healthByPath.items.map((i) => i.id)).toEqual(health.items.map((i) => i.id));
    const small = await get(`${BASE}/teams?size=Small&page_size=100`);
    expect(small.items.every((i) => i.size === 'Small')).toBe(true);
    const both = await get(`${BASE}/teams?size=Small&industry=Technology`);
    expect(both.items.every((i) => i.size === 'Small' && i.industry === 'Technology')).toBe(true);

    const sales = await get(`${BASE}/job-postings/role/Sales`);
    expect(sales.total_count).toBeGreaterThanOrEqual(1);
    expect(sales.items.every((i) => i.role_type === 'Sales')).toBe(true);
    const retail = await get(`${BASE}/job-postings/industry/Retail`);
    expect(retail.items.every((i) => i.industry === 'Retail')).toBe(true);
    const postingQuery = await get(`${BASE}/job-postings?query=northwind`);
    expect(postingQuery.total_count).toBeGreaterThanOrEqual(2);

    const eng = await get(`${BASE}/job-positions/role/Engineering`);
    expect(eng.items.every((i) => i.role_type === 'Engineering')).toBe(true);
    const fin = await get(`${BASE}/job-positions/industry/Finance`);
    expect(fin.items.every((i) => i.industry === 'Finance')).toBe(true);
    const react = await get(`${BASE}/job-positions?query=react`);
    expect(react.items.map((i) => i.title)).toContain('Frontend Engineer');
    expect(react.items.every((i) => JSON.stringify(i).toLowerCase().includes('react'))).toBe(true);

    const swe = await get(`${BASE}/interviews/job-position-type/${encodeURIComponent('Software Engineer')}`);
    expect(swe.total_count).toBeGreaterThanOrEqual(2);
    expect(swe.items.every((i) => i.role_type === 'Software Engineer')).toBe(true);
    const expert = await get(`${BASE}/interviews/candidate-quality/Expert`);
    expect(expert.items.every((i) => i.difficulty === 'Expert')).toBe(true);
    const sweAdvanced = await get(`${BASE}/interviews/sessions?role=${encodeURIComponent('Software Engineer')}&difficulty=Advanced`);
    expect(sweAdvanced.items.map((i) => i.title)).toEqual(['Senior Software Engineer: System Design']);
    const design = await get(`${BASE}/interviews/sessions?query=system%20design`);
    expect(design.total_count).toBeGreaterThanOrEqual(1);
    const none = await get(`${BASE}/interviews/sessions?query=${encodeURIComponent('%_nothing_%')}`);
    expect(none.items).toEqual([]);
    expect(none.total_count).toBe(0);
    expect(none.total_pages).toBe(0);
  });

  it('pages every list like the others: page, page_size, total_count, total_pages and the search echoed', async () => {
    const owner = await registerOwner(t);
    const tag = randomUUID().slice(0, 8);
    for (let i = 0; i < 12; i++) await create('teams', owner.token, `Paged ${tag} ${String(i).padStart(2, '0')}`);
    const first = await call(t.app, 'GET', `${BASE}/teams?query=${tag}`, { token: owner.token });
    expect(first.body.data).toMatchObject({ page: 1, page_size: SAMPLE_PAGE_SIZE, total_count: 12, total_pages: 2, search: tag });
    expect(first.body.data.items).toHaveLength(10);
    expect(first.body.data.items[0].name).toBe(`Paged ${tag} 00`);
    const second = await call(t.app, 'GET', `${BASE}/teams?search=${tag}&page=2`, { token: owner.token });
    expect(second.body.data.items.map((x: { name: string }) => x.name)).toEqual([`Paged ${tag} 10`, `Paged ${tag} 11`]);
    const small = await call(t.app, 'GET', `${BASE}/teams/industry/Technology?query=${tag}&page_size=5&page=3`, { token: owner.token });
    expect(small.body.data).toMatchObject({ page: 3, page_size: 5, total_count: 12, total_pages: 3 });
    expect(small.body.data.items).toHaveLength(2);
    const other = await registerOwner(t);
    const notTheirs = await call(t.app, 'GET', `${BASE}/teams?query=${tag}`, { token: other.token });
    expect(notTheirs.body.data.total_count).toBe(0);
  });

  it('answers 400, never 500, for bad paging, filters and bodies', async () => {
    const owner = await registerOwner(t);
    const queries = [
      `${BASE}/teams?page=0`,
      `${BASE}/teams?page_size=101`,
      `${BASE}/teams?industry=Space`,
      `${BASE}/teams?size=Huge`,
      `${BASE}/teams/industry/Space`,
      `${BASE}/job-postings/role/Astronaut`,
      `${BASE}/job-positions/role/Astronaut`,
      `${BASE}/interviews/job-position-type/Astronaut`,
      `${BASE}/interviews/candidate-quality/Godlike`,
      `${BASE}/interviews/sessions?query=${'x'.repeat(201)}`,
    ];
    for (const url of queries) {
      const res = await call(t.app, 'GET', url, { token: owner.token });
      expect(res.status, url).toBe(400);
    }
    const bodies: Array<[Kind, unknown]> = [
      ['teams', {}],
      ['teams', { name: '', industry: 'Technology', size: 'Small' }],
      ['teams', { name: 'A', industry: 'Space', size: 'Small' }],
      ['teams', { name: 'A\u0000', industry: 'Technology', size: 'Small' }],
      ['teams', { name: 'A', industry: 'Technology', size: 'Small', employee_count: -1 }],
      ['job-postings', { title: 'A', company_name: 'B', industry: 'Retail', role_type: 'Sales', post_date: '2026-13-45' }],
      ['job-postings', { title: 'A', company_name: 'B', industry: 'Retail', role_type: 'Astronaut' }],
      ['job-positions', { title: 'A', industry: 'Finance', role_type: 'Product', level: 'Wizard' }],
      ['job-positions', { title: 'A', industry: 'Finance', role_type: 'Product', experience_required: 99 }],
      ['interviews', { title: 'A', role_type: 'Data Scientist', difficulty: 'Advanced', questions: [] }],
      ['interviews', { title: 'A', role_type: 'Data Scientist', difficulty: 'Advanced', questions: [{ text: '' }] }],
      ['interviews', { title: 'A', role_type: 'Data Scientist', difficulty: 'Hard', questions: [{ text: 'Why?' }] }],
    ];
    for (const [kind, body] of bodies) {
      const res = await call(t.app, 'POST', `${BASE}/${kind}`, { token: owner.token, body });
      expect(res.status, `${kind} ${JSON.stringify(body)}`).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    const team = await create('teams', owner.token);
    const empty = await call(t.app, 'PATCH', `${BASE}/teams`, { token: owner.token, body: { id: team.id } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(SAMPLE_MESSAGES.nothingToUpdate);
    const noId = await call(t.app, 'PATCH', `${BASE}/teams`, { token: owner.token, body: { name: 'X' } });
    expect(noId.status).toBe(400);
    const badSize = await call(t.app, 'PATCH', `${BASE}/teams`, { token: owner.token, body: { id: team.id, size: 'Huge' } });
    expect(badSize.status).toBe(400);
    const canonical = await call(t.app, 'PATCH', `${BASE}/teams`, { token: owner.token, body: { id: team.id, industry: ' healthcare ' } });
    expect(canonical.body.data.industry).toBe('Healthcare');
  });
});
