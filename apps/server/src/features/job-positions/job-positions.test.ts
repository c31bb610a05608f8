import { PRESET_GOALS } from '@hiring/shared/ai';
import { STATUS_MESSAGES } from '@hiring/shared/errors';
import { NUL_CHARACTER_MESSAGE } from '@hiring/shared/company';
import {
  ACTIVE_TAB_STATUSES,
  AI_ANALYSIS_MAX_BYTES,
  AI_ANALYSIS_MAX_DEPTH,
  buildAppConstants,
  JOB_MESSAGES,
} from '@hiring/shared/job-positions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.ts';
import { billingGates, registerMember, registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { insertJobPosition } from './position-rows.repository.ts';

const validJob = {
  title: 'Senior Backend Engineer',
  job_description: 'Design, build and run the APIs behind our hiring platform.',
  requirements: 'Five years of Node.js. Deep PostgreSQL knowledge. Experience running services in production.',
  required_skills: ['Node.js', 'PostgreSQL', 'TypeScript'],
};

describe.each(dbTargets)('job positions API on %s', (target) => {
  let t: TestApp;
  /** Whether billing is wired, so creation is gated by the entitlements (402). */
  let gated = false;
  beforeAll(async () => {
    t = await createTestApp(target);
    gated = billingGates(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const owner = (options: { trial?: boolean } = {}) => registerOwner(t, options);

  const member = (companyId: string, role: string) => registerMember(t, companyId, role);

  /** A position written straight to the table (a state the API would take several steps to reach). */
  const insertPosition = (account: { userId: string; companyId: string }, values: Partial<Parameters<typeof insertJobPosition>[1]>) =>
    insertJobPosition(t.database.db, {
      companyId: account.companyId,
      createdBy: account.userId,
      title: validJob.title,
      department: 'Engineering',
      jobDescription: validJob.job_description,
      requirements: validJob.requirements,
      requiredSkills: validJob.required_skills,
      experienceLevel: 'entry',
      employmentType: 'full-time',
      workLocation: 'remote',
      ...values,
    });

  const create = async (token: string, body: Record<string, unknown> = {}) => {
    const res = await call(t.app, 'POST', '/api/app/job-positions', { token, body: { ...validJob, ...body } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data;
  };

  describe('constants', () => {
    it('serves the shared lists, the same data as the client fallbacks', async () => {
      const { token } = await owner();
      const res = await call(t.app, 'GET', '/api/app/constants', { token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, data: buildAppConstants() });
      expect(Object.keys(res.body.data)).toEqual([
        'job_statuses',
        'job_workflow_stages',
        'job_status_transitions',
        'company_industries',
        'company_sizes',
        'experience_levels',
        'employment_types',
        'work_locations',
      ]);
      expect((await call(t.app, 'GET', '/api/app/constants')).status).toBe(401);
    });
  });

  describe('company context', () => {
    it('lists the missing required fields until industry, size and description are saved', async () => {
      // No trial: starting one would fill the company from the subscription form.
      const { token } = await owner({ trial: false });
      const first = await call(t.app, 'GET', '/api/app/company/context', { token });
      expect(first.status).toBe(200);
      expect(first.body.data).toMatchObject({
        industry: null,
        size: null,
        description: null,
        website: null,
        has_all_fields: false,
        missing_fields: ['industry', 'size', 'description'],
        last_updated: null,
      });
      expect(first.body.data.name).toMatch(/^Company-/);

      const partial = await call(t.app, 'PUT', '/api/app/company/context', { token, body: { industry: 'technology', size: '11-50' } });
      expect(partial.status).toBe(200);
      expect(partial.body.data).toMatchObject({ has_all_fields: false, missing_fields: ['description'] });
      expect(Date.parse(partial.body.data.last_updated)).not.toBeNaN();

      const full = await call(t.app, 'PUT', '/api/app/company/context', {
        token,
        body: { name: 'Acme Robotics', description: 'We build warehouse robots.', website: 'acme.example' },
      });
      expect(full.body.data).toMatchObject({
        name: 'Acme Robotics',
        industry: 'technology',
        size: '11-50',
        description: 'We build warehouse robots.',
        website: 'https://acme.example',
        has_all_fields: true,
        missing_fields: [],
      });
      const again = await call(t.app, 'GET', '/api/app/company/context', { token });
      expect(again.body.data).toEqual(full.body.data);

      const cleared = await call(t.app, 'PUT', '/api/app/company/context', { token, body: { size: '  ', website: 'http://acme.example' } });
      expect(cleared.body.data).toMatchObject({
        size: null,
        website: 'http://acme.example',
        has_all_fields: false,
        missing_fields: ['size'],
      });
    });

    it("refuses a website that is not a domain with 'Please enter a valid website URL'", async () => {
      const { token } = await owner();
      const res = await call(t.app, 'PUT', '/api/app/company/context', { token, body: { website: 'not a website' } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        success: false,
        message: 'Please enter a valid website URL',
        errors: { website: 'Please enter a valid website URL' },
      });
    });

    it('lets any member read it and only admins and owners change it', async () => {
      const { companyId } = await owner();
      const userToken = await member(companyId, 'user');
      expect((await call(t.app, 'GET', '/api/app/company/context', { token: userToken })).status).toBe(200);
      const put = await call(t.app, 'PUT', '/api/app/company/context', { token: userToken, body: { industry: 'retail' } });
      expect(put.status).toBe(403);
      const adminToken = await member(companyId, 'admin');
      expect((await call(t.app, 'PUT', '/api/app/company/context', { token: adminToken, body: { industry: 'retail' } })).status).toBe(200);
    });
  });

  // A limited plan creates in a transaction under the company's lock; a plan without a job limit
  // in one prepared statement (decision 450). Both must store and answer the same.
  describe.each(['a limited plan', 'a plan without a job limit'])('create on %s', (plan) => {
    const creator = async () => {
      const account = await owner();
      if (plan === 'a plan without a job limit' && gated) {
        await t.database.db.execute(
          sql`update subscriptions set package_id = (select id from billing_packages where tier = 'business') where company_id = ${account.companyId}`,
        );
      }
      return account;
    };

    it('fills the defaults of spec 02 §3 and records the creation', async () => {
      const { token, userId, email } = await creator();
      const job = await create(token);
      expect(job).toMatchObject({
        title: validJob.title,
        department: 'General',
        job_description: validJob.job_description,
        requirements: validJob.requirements,
        required_skills: validJob.required_skills,
        experience_level: 'entry',
        employment_type: 'full-time',
        work_location: 'remote',
        location: 'remote',
        remote_work_allowed: true,
        travel_required: false,
        security_clearance_required: false,
        status: 'draft',
        status_label: 'Draft - Review Goals',
        workflow_state: 'draft',
        max_responses: 50,
        interview_count: 0,
        cultural_attributes: [],
        ai_analysis: null,
        interviewCriteria: null,
        failure_reason: null,
        can_proceed: false,
        evaluation_goals: { goals: [], confirmed: false, coverage_analysis: null, goals_count: 0, questions_count: 0, version: 0 },
      });
      expect(job.next_steps.length).toBeGreaterThan(0);
      expect(job.status_history).toEqual([
        expect.objectContaining({
          from_status: null,
          to_status: 'draft',
          to_label: 'Draft - Review Goals',
          changed_by: expect.objectContaining({ id: userId, email }),
        }),
      ]);
    });

    it('stores every field of the create payload', async () => {
      const { token } = await creator();
      const job = await create(token, {
        department: 'Platform',
        experience_level: 'senior',
        employment_type: 'contract',
        work_location: 'hybrid',
        cultural_attributes: ['Ownership', 'ownership', ' '],
        salary_range: '$150k - $180k',
        experience_required: '5+ years',
        responsibilities: 'Own the API.',
        benefits: 'Remote budget.',
        reporting_to: 'CTO',
        team_size: 8,
        remote_work_allowed: false,
        travel_required: true,
        security_clearance_required: true,
        status: 'new',
        max_responses: 120,
        ai_analysis: { summary: 'A backend role' },
      });
      expect(job).toMatchObject({
        department: 'Platform',
        experience_level: 'senior',
        employment_type: 'contract',
        work_location: 'hybrid',
        cultural_attributes: ['Ownership'],
        salary_range: '$150k - $180k',
        experience_required: '5+ years',
        responsibilities: 'Own the API.',
        benefits: 'Remote budget.',
        reporting_to: 'CTO',
        team_size: '8',
        remote_work_allowed: false,
        travel_required: true,
        security_clearance_required: true,
        status: 'new',
        max_responses: 120,
        ai_analysis: { summary: 'A backend role' },
      });
    });
  });

  describe('create', () => {
    it('answers 400 with the wizard messages for missing fields', async () => {
      const { token } = await owner();
      const res = await call(t.app, 'POST', '/api/app/job-positions', { token, body: { required_skills: [] } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        success: false,
        message: JOB_MESSAGES.titleRequired,
        errors: {
          title: 'Job title is required',
          job_description: 'Job description is required',
          requirements: 'Requirements are required',
          required_skills: 'At least one skill is required',
        },
      });
      const bad = await call(t.app, 'POST', '/api/app/job-positions', {
        token,
        body: { ...validJob, title: 'ab', status: 'active', experience_level: 'guru', max_responses: 0 },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual({
        title: 'Job title must be at least 3 characters',
        status: JOB_MESSAGES.initialStatus,
        experience_level: 'Please choose a valid experience level',
        max_responses: JOB_MESSAGES.maxResponses,
      });
      const notJson = await t.app.inject({
        method: 'POST',
        url: '/api/app/job-positions',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: '{oops',
      });
      expect(notJson.statusCode).toBe(400);
    });
  });

  describe('goal generation', () => {
    it('keeps the position pending until its goals exist, then moves it to draft', async () => {
      const { token, userId } = await owner();
      const job = await create(token, { preset_goal_ids: [1, 3], custom_goals: ['Writes clear design documents', '  '] });
      expect(job.status).toBe('pending');
      expect(job.status_label).toBe('Creating...');
      expect(job.evaluation_goals.goals_count).toBe(0);
      expect(job.can_proceed).toBe(false);
      // The list is read (and kept for a moment) while the position is pending...
      const pendingList = (await call(t.app, 'GET', '/api/app/job-positions', { token })).body.data;
      expect(pendingList.items[0]).toMatchObject({ id: job.id, status: 'pending', goals_count: 0 });

      expect(await t.jobs.runDue()).toBeGreaterThanOrEqual(1);
      const done = (await call(t.app, 'GET', `/api/app/job-positions/${job.id}`, { token })).body.data;
      // ...and shows the generated goals and the new status at once afterwards.
      const list = (await call(t.app, 'GET', '/api/app/job-positions', { token })).body.data;
      expect(list.items[0]).toMatchObject({ id: job.id, status: 'draft', goals_count: done.evaluation_goals.goals_count });
      expect(done.status).toBe('draft');
      expect(done.evaluation_goals.goals_count).toBeGreaterThanOrEqual(3);
      expect(done.evaluation_goals.version).toBe(1);
      expect(done.evaluation_goals.questions_count).toBe(0);
      const goals = done.evaluation_goals.goals;
      expect(goals.map((g: { priority_order: number }) => g.priority_order)).toEqual(goals.map((_: unknown, i: number) => i + 1));
      const custom = goals.find((g: { source: string }) => g.source === 'custom');
      expect(custom).toMatchObject({ category: 'custom', created_by: userId, selected: true, confirmed: false });
      expect(custom.text).toContain('design documents');
      const presetIds = goals.filter((g: { source: string }) => g.source === 'preset').map((g: { preset_id: number }) => g.preset_id);
      expect(presetIds.sort()).toEqual([1, 3]);
      expect(PRESET_GOALS.find((p) => p.id === 1)).toBeDefined();
      for (const g of goals) {
        expect(g.provenance).toMatchObject({ engine: 'builtin' });
        expect(g.importance).toBeGreaterThanOrEqual(1);
        expect(g.importance).toBeLessThanOrEqual(4);
      }
      expect(done.status_history.map((h: { from_status: string; to_status: string }) => [h.from_status, h.to_status])).toEqual([
        [null, 'pending'],
        ['pending', 'draft'],
      ]);
      expect(done.status_history[1].changed_by).toBeNull();
      expect(done.can_proceed).toBe(true);
      // Running the queue again changes nothing.
      await t.jobs.runDue();
      const again = (await call(t.app, 'GET', `/api/app/job-positions/${job.id}`, { token })).body.data;
      expect(again.evaluation_goals.goals_count).toBe(done.evaluation_goals.goals_count);
    });

    it('does nothing when the position was deleted before its goals were generated', async () => {
      const { token } = await owner();
      const job = await create(token, { preset_goal_ids: [2] });
      expect((await call(t.app, 'DELETE', `/api/app/job-positions/${job.id}`, { token })).status).toBe(200);
      await t.jobs.runDue();
      expect((await call(t.app, 'GET', `/api/app/job-positions/${job.id}`, { token })).status).toBe(404);
    });
  });

  describe('list', () => {
    it('pages at 10, searches title or department by word prefix and filters by status and workflow state', async () => {
      const { token, companyId, userId } = await owner();
      const titles: [string, string][] = [
        ['Data Engineer', 'Analytics'],
        ['Frontend Developer', 'Web'],
        ['Product Designer', 'Design'],
        ['Sales Manager', 'Revenue'],
        ['Support Specialist', 'Customer Care'],
        ['Platform Engineer', 'Infrastructure'],
      ];
      // More positions than a trial may create: written as the create call writes them.
      const start = Date.now() - 60_000;
      for (let i = 0; i < 12; i++) {
        const [title, department] = titles[i % titles.length] as [string, string];
        await insertPosition(
          { userId, companyId },
          { title: `${title} ${i}`, department, status: 'draft', createdAt: new Date(start + i * 1000) },
        );
      }
      const page1 = await call(t.app, 'GET', '/api/app/job-positions', { token });
      expect(page1.status).toBe(200);
      expect(page1.body.data).toMatchObject({ page: 1, page_size: 10, total_count: 12, total_pages: 2, search: null });
      expect(page1.body.data.items).toHaveLength(10);
      // Newest first.
      expect(page1.body.data.items[0].title).toBe('Platform Engineer 11');
      expect(page1.body.data.items[0]).toMatchObject({
        status: 'draft',
        workflow_state: 'draft',
        status_label: 'Draft - Review Goals',
        goals_count: 0,
      });
      expect(page1.body.data.items[0].job_description).toBeUndefined();
      const page2 = await call(t.app, 'GET', '/api/app/job-positions?page=2', { token });
      expect(page2.body.data.items).toHaveLength(2);
      expect(page2.body.data.items[1].title).toBe('Data Engineer 0');

      const engineers = await call(t.app, 'GET', '/api/app/job-positions?search=engin', { token });
      expect(engineers.body.data.total_count).toBe(4);
      expect(engineers.body.data.search).toBe('engin');
      expect(engineers.body.data.items.every((j: { title: string }) => j.title.includes('Engineer'))).toBe(true);
      // A change made meanwhile shows in the next answer's total (the remembered count is dropped).
      const sales = page1.body.data.items.find((j: { title: string }) => j.title === 'Sales Manager 9');
      const renamed = await call(t.app, 'PUT', `/api/app/job-positions/${sales.id}`, { token, body: { title: 'Sales Engineer 9' } });
      expect(renamed.status).toBe(200);
      expect((await call(t.app, 'GET', '/api/app/job-positions?search=engin', { token })).body.data.total_count).toBe(5);
      await call(t.app, 'PUT', `/api/app/job-positions/${sales.id}`, { token, body: { title: 'Sales Manager 9' } });
      expect((await call(t.app, 'GET', '/api/app/job-positions?search=engin', { token })).body.data.total_count).toBe(4);
      const byDepartment = await call(t.app, 'GET', `/api/app/job-positions?search=${encodeURIComponent('customer care')}`, { token });
      expect(byDepartment.body.data.items.map((j: { title: string }) => j.title).sort()).toEqual([
        'Support Specialist 10',
        'Support Specialist 4',
      ]);
      const upper = await call(t.app, 'GET', '/api/app/job-positions?search=PLATFORM', { token });
      expect(upper.body.data.total_count).toBe(2);
      const none = await call(t.app, 'GET', '/api/app/job-positions?search=astronaut', { token });
      expect(none.body.data).toMatchObject({ items: [], total_count: 0, total_pages: 0 });
      const punctuation = await call(t.app, 'GET', `/api/app/job-positions?search=${encodeURIComponent("'&|!")}`, { token });
      expect(punctuation.status).toBe(200);
      expect(punctuation.body.data.total_count).toBe(12);

      const firstId = page1.body.data.items[0].id;
      expect((await call(t.app, 'PATCH', `/api/app/job-positions/${firstId}/status`, { token, body: { status: 'archived' } })).status).toBe(
        200,
      );
      const archived = await call(t.app, 'GET', '/api/app/job-positions?status=archived', { token });
      expect(archived.body.data.items.map((j: { id: string }) => j.id)).toEqual([firstId]);
      const drafts = await call(t.app, 'GET', '/api/app/job-positions?workflow_state=draft&page_size=50', { token });
      expect(drafts.body.data.total_count).toBe(11);
      const both = await call(t.app, 'GET', '/api/app/job-positions?status=archived,draft&search=data', { token });
      expect(both.body.data.total_count).toBe(2);
      // The search sees a status change and a deletion at once (decision 440).
      const platform = (status: string) => call(t.app, 'GET', `/api/app/job-positions?status=${status}&search=platform`, { token });
      expect((await platform('archived')).body.data.items.map((j: { id: string }) => j.id)).toEqual([firstId]);
      expect((await platform('draft')).body.data.total_count).toBe(1);
      expect((await call(t.app, 'DELETE', `/api/app/job-positions/${firstId}`, { token })).status).toBe(200);
      expect((await platform('archived')).body.data.total_count).toBe(0);
      expect((await call(t.app, 'GET', '/api/app/job-positions?search=platform', { token })).body.data.total_count).toBe(1);

      const bad = await call(t.app, 'GET', '/api/app/job-positions?status=bogus&page=0', { token });
      expect(bad.status).toBe(400);

      // Another company sees none of them.
      const other = await owner();
      const theirs = await call(t.app, 'GET', '/api/app/job-positions', { token: other.token });
      expect(theirs.body.data.total_count).toBe(0);
    });

    it('finds words the parser splits ("R&D", "O\'Brien", "Node.js") by prefix, and never another company\'s', async () => {
      const mine = await owner();
      const theirs = await owner();
      const titles = ['R&D Lead', "O'Brien Liaison", 'Node.js Developer', 'Mid-Level Analyst', "Writer for example.com/a('b!'c"];
      for (const title of titles) {
        await insertPosition(mine, { title, department: 'Research' });
        await insertPosition(theirs, { title, department: 'Research' });
      }
      const search = async (token: string, words: string) => {
        const res = await call(t.app, 'GET', `/api/app/job-positions?search=${encodeURIComponent(words)}`, { token });
        expect(res.status).toBe(200);
        return res.body.data.items.map((j: { title: string }) => j.title);
      };
      expect(await search(mine.token, 'r&d')).toEqual(['R&D Lead']);
      expect(await search(mine.token, "o'bri")).toEqual(["O'Brien Liaison"]);
      expect(await search(mine.token, 'node.j')).toEqual(['Node.js Developer']);
      expect(await search(mine.token, 'mid-lev analyst')).toEqual(['Mid-Level Analyst']);
      // A URL's path keeps its quotes, after "(" and "!" too, in the lexeme searched and in the one stored.
      expect(await search(mine.token, "example.com/a('b")).toEqual(["Writer for example.com/a('b!'c"]);
      expect(await search(mine.token, 'research')).toHaveLength(titles.length);
      expect(await search(theirs.token, 'research')).toHaveLength(titles.length);
      const stranger = await owner();
      expect(await search(stranger.token, 'research')).toEqual([]);
    });

    it('counts the Active Jobs tab by status active or published (spec 02 §2.1)', async () => {
      const { token, userId, companyId } = await owner();
      for (const status of ['active', 'interviewing', 'draft'] as const) {
        await insertPosition({ userId, companyId }, { title: `${status} role`, status });
      }
      const tab = await call(t.app, 'GET', `/api/app/job-positions?status=${ACTIVE_TAB_STATUSES.join(',')}&page_size=1`, { token });
      expect(tab.status).toBe(200);
      expect(tab.body.data.total_count).toBe(1);
      expect(tab.body.data.items[0].status).toBe('active');
      const published = await call(t.app, 'GET', '/api/app/job-positions?status=published', { token });
      expect(published.status).toBe(200);
      expect(published.body.data.total_count).toBe(0);
      expect((await call(t.app, 'GET', '/api/app/job-positions?workflow_state=published', { token })).status).toBe(400);
    });
  });

  describe('get, update and delete', () => {
    it('updates fields, records a status change and deletes', async () => {
      const { token, userId } = await owner();
      const job = await create(token);
      const res = await call(t.app, 'PUT', `/api/app/job-positions/${job.id}`, {
        token,
        body: {
          title: 'Staff Backend Engineer',
          department: 'Platform',
          required_skills: ['Go', 'go', 'Kafka'],
          status: 'new',
          salary_range: '',
        },
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        title: 'Staff Backend Engineer',
        department: 'Platform',
        required_skills: ['Go', 'Kafka'],
        status: 'new',
        salary_range: null,
        job_description: validJob.job_description,
      });
      expect(res.body.data.status_history.at(-1)).toMatchObject({ from_status: 'draft', to_status: 'new', changed_by: { id: userId } });

      const invalid = await call(t.app, 'PUT', `/api/app/job-positions/${job.id}`, { token, body: { title: ' ', required_skills: [] } });
      expect(invalid.status).toBe(400);
      expect(invalid.body.errors).toEqual({ title: 'Job title is required', required_skills: 'At least one skill is required' });

      const forbidden = await call(t.app, 'PUT', `/api/app/job-positions/${job.id}`, {
        token,
        body: { title: 'Renamed', status: 'hired' },
      });
      expect(forbidden.status).toBe(409);
      expect(forbidden.body.message).toBe(`Cannot transition to Position Filled: ${JOB_MESSAGES.transitionNotAllowed}`);
      // Nothing of the refused update was saved.
      const after = await call(t.app, 'GET', `/api/app/job-positions/${job.id}`, { token });
      expect(after.body.data.title).toBe('Staff Backend Engineer');

      const deleted = await call(t.app, 'DELETE', `/api/app/job-positions/${job.id}`, { token });
      expect(deleted.status).toBe(200);
      expect(deleted.body.data).toEqual({ id: job.id, deleted: true });
      const gone = await call(t.app, 'GET', `/api/app/job-positions/${job.id}`, { token });
      expect(gone.status).toBe(404);
      expect(gone.body.message).toBe(JOB_MESSAGES.notFound);
      expect((await call(t.app, 'DELETE', `/api/app/job-positions/${job.id}`, { token })).status).toBe(404);
    });
  });

  describe('text PostgreSQL cannot store', () => {
    it('answers 400, never 500, for the NUL character in job and company text', async () => {
      const { token } = await owner();
      const nul = 'Engineer\u0000';
      const created = await call(t.app, 'POST', '/api/app/job-positions', { token, body: { ...validJob, title: nul } });
      expect(created.status).toBe(400);
      expect(created.body.errors).toEqual({ title: JOB_MESSAGES.nulCharacter });
      const skill = await call(t.app, 'POST', '/api/app/job-positions', { token, body: { ...validJob, required_skills: [nul] } });
      expect(skill.status).toBe(400);

      const job = await create(token);
      for (const [body, field] of [
        [{ title: nul }, 'title'],
        [{ responsibilities: nul }, 'responsibilities'],
        [{ ai_analysis: { a: nul } }, 'ai_analysis'],
        [{ ai_analysis: { nested: [{ [nul]: 1 }] } }, 'ai_analysis'],
      ] as const) {
        const res = await call(t.app, 'PUT', `/api/app/job-positions/${job.id}`, { token, body });
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.errors).toEqual({ [field]: JOB_MESSAGES.nulCharacter });
      }

      const company = await call(t.app, 'PUT', '/api/app/company/context', { token, body: { description: `We hire${'\u0000'}` } });
      expect(company.status).toBe(400);
      expect(company.body.errors).toEqual({ description: NUL_CHARACTER_MESSAGE });
      const name = await call(t.app, 'PUT', '/api/app/company/context', { token, body: { name: nul } });
      expect(name.status).toBe(400);
    });

    it('caps ai_analysis at 20 KB serialised and 8 levels deep', async () => {
      const { token } = await owner();
      const big = await call(t.app, 'POST', '/api/app/job-positions', {
        token,
        body: { ...validJob, ai_analysis: { summary: 'x'.repeat(AI_ANALYSIS_MAX_BYTES) } },
      });
      expect(big.status).toBe(400);
      expect(big.body.errors).toEqual({ ai_analysis: JOB_MESSAGES.aiAnalysisTooLarge });
      const nest = (levels: number): Record<string, unknown> => (levels <= 1 ? { leaf: 'x' } : { a: nest(levels - 1) });
      const job = await create(token, { ai_analysis: nest(AI_ANALYSIS_MAX_DEPTH) });
      expect(job.ai_analysis).toEqual(nest(AI_ANALYSIS_MAX_DEPTH));
      const deep = await call(t.app, 'PUT', `/api/app/job-positions/${job.id}`, {
        token,
        body: { ai_analysis: nest(AI_ANALYSIS_MAX_DEPTH + 1) },
      });
      expect(deep.status).toBe(400);
      expect(deep.body.errors).toEqual({ ai_analysis: JOB_MESSAGES.aiAnalysisTooDeep });
    });
  });

  describe('status changes', () => {
    it('allows the table transitions, refuses others with 409 and records who, when, from and to', async () => {
      const { token, userId } = await owner();
      const job = await create(token);

      const noGoals = await call(t.app, 'PATCH', `/api/app/job-positions/${job.id}/status`, { token, body: { status: 'goals_confirmed' } });
      expect(noGoals.status).toBe(409);
      expect(noGoals.body).toMatchObject({
        success: false,
        message: `Cannot transition to Goals Confirmed: ${JOB_MESSAGES.actionDrivenTarget}`,
      });

      const notInTable = await call(t.app, 'PATCH', `/api/app/job-positions/${job.id}/status`, { token, body: { status: 'interviewing' } });
      expect(notInTable.status).toBe(409);
      expect(notInTable.body.message).toBe(`Cannot transition to Interviewing Candidates: ${JOB_MESSAGES.transitionNotAllowed}`);

      const same = await call(t.app, 'PATCH', `/api/app/job-positions/${job.id}/status`, { token, body: { status: 'draft' } });
      expect(same.status).toBe(200);
      expect(same.body.data.status_history).toHaveLength(1);

      const archived = await call(t.app, 'PATCH', `/api/app/job-positions/${job.id}/status`, { token, body: { status: 'archived' } });
      expect(archived.status).toBe(200);
      expect(archived.body.data).toMatchObject({ status: 'archived', workflow_state: 'archived', status_label: 'Archived' });
      const last = archived.body.data.status_history.at(-1);
      expect(last).toMatchObject({ from_status: 'draft', from_label: 'Draft - Review Goals', to_status: 'archived', to_label: 'Archived' });
      expect(last.changed_by).toMatchObject({ id: userId, name: 'Ada Lovelace' });
      expect(Math.abs(Date.parse(last.changed_at) - Date.now())).toBeLessThan(60_000);

      const back = await call(t.app, 'PATCH', `/api/app/job-positions/${job.id}/status`, { token, body: { status: 'draft' } });
      expect(back.status).toBe(409);
      expect(back.body.message).toBe(`Cannot transition to Draft - Review Goals: ${JOB_MESSAGES.transitionNotAllowed}`);

      const unknown = await call(t.app, 'PATCH', `/api/app/job-positions/${job.id}/status`, { token, body: { status: 'published' } });
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe('Please choose a valid status');
      const missing = await call(t.app, 'PATCH', `/api/app/job-positions/${job.id}/status`, { token, body: {} });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('Status is required');

      const history = await call(t.app, 'GET', `/api/app/job-positions/${job.id}/history`, { token });
      expect(history.body.data.items.map((h: { to_status: string }) => h.to_status)).toEqual(['draft', 'archived']);
    });

    it('reaches Goals Confirmed only by confirming the goals: every status entry point answers 409', async () => {
      const { token } = await owner();
      const job = await create(token, { preset_goal_ids: [1] });
      await t.jobs.runDue();
      const message = `Cannot transition to Goals Confirmed: ${JOB_MESSAGES.actionDrivenTarget}`;
      const attempts = [
        await call(t.app, 'PATCH', `/api/app/job-positions/${job.id}/workflow`, { token, body: { workflow_state: 'goals_confirmed' } }),
        await call(t.app, 'PATCH', `/api/app/job-positions/${job.id}/status`, { token, body: { status: 'goals_confirmed' } }),
        await call(t.app, 'PUT', `/api/app/job-positions/${job.id}`, { token, body: { status: 'goals_confirmed' } }),
      ];
      for (const res of attempts) {
        expect(res.status).toBe(409);
        expect(res.body.message).toBe(message);
      }
      const after = (await call(t.app, 'GET', `/api/app/job-positions/${job.id}`, { token })).body.data;
      expect(after.status).toBe('draft');
      expect(after.evaluation_goals.confirmed).toBe(false);
      // The card offers no plain move there: it names the action instead.
      const workflow = (await call(t.app, 'GET', `/api/app/job-positions/${job.id}/workflow`, { token })).body.data;
      expect(workflow.transitions[0]).toMatchObject({
        status: 'goals_confirmed',
        allowed: false,
        message: JOB_MESSAGES.actionDrivenTarget,
      });
    });

    it('reaches Questions Ready only through question generation, not back from active by hand', async () => {
      const { token, userId, companyId } = await owner();
      const row = await insertPosition({ userId, companyId }, { status: 'active' });
      const back = await call(t.app, 'PATCH', `/api/app/job-positions/${row.id}/status`, { token, body: { status: 'questions_ready' } });
      expect(back.status).toBe(409);
      expect(back.body.message).toBe(`Cannot transition to Questions Ready: ${JOB_MESSAGES.actionDrivenTarget}`);
      const hold = await call(t.app, 'PATCH', `/api/app/job-positions/${row.id}/status`, { token, body: { status: 'on_hold' } });
      expect(hold.status).toBe(200);
    });

    it('refuses activation until all questions are finalized', async () => {
      const { token, userId, companyId } = await owner();
      const row = await insertPosition({ userId, companyId }, { status: 'questions_ready' });
      const active = await call(t.app, 'PATCH', `/api/app/job-positions/${row.id}/status`, { token, body: { status: 'active' } });
      expect(active.status).toBe(409);
      expect(active.body.message).toBe('Cannot transition to Active - Ready for Interviews: Requirements not met for this status.');
      const regenerate = await call(t.app, 'PATCH', `/api/app/job-positions/${row.id}/status`, {
        token,
        body: { status: 'generating_questions' },
      });
      expect(regenerate.status).toBe(409);
      expect(regenerate.body.message).toBe(`Cannot transition to Generating Questions...: ${JOB_MESSAGES.systemDrivenTarget}`);
    });

    it('leaves the system-driven moves to the system: into pending, out of pending, and no edits while pending', async () => {
      const { token } = await owner();
      const fresh = await create(token, { status: 'new' });
      for (const method of ['PATCH', 'PUT'] as const) {
        const path = method === 'PATCH' ? `/api/app/job-positions/${fresh.id}/status` : `/api/app/job-positions/${fresh.id}`;
        const res = await call(t.app, method, path, { token, body: { status: 'pending' } });
        expect(res.status).toBe(409);
        expect(res.body.message).toBe(`Cannot transition to Creating...: ${JOB_MESSAGES.systemDrivenTarget}`);
      }
      expect((await call(t.app, 'GET', `/api/app/job-positions/${fresh.id}`, { token })).body.data.status).toBe('new');

      const pending = await create(token, { preset_goal_ids: [1] });
      expect(pending.status).toBe('pending');
      for (const status of ['draft', 'failed']) {
        const res = await call(t.app, 'PATCH', `/api/app/job-positions/${pending.id}/status`, { token, body: { status } });
        expect(res.status).toBe(409);
        expect(res.body.message).toContain(`: ${JOB_MESSAGES.pendingEdit}`);
      }
      const edit = await call(t.app, 'PUT', `/api/app/job-positions/${pending.id}`, { token, body: { title: 'Renamed while pending' } });
      expect(edit.status).toBe(409);
      expect(edit.body.message).toBe(JOB_MESSAGES.pendingEdit);

      const workflow = (await call(t.app, 'GET', `/api/app/job-positions/${pending.id}/workflow`, { token })).body.data;
      expect(workflow.transitions).toEqual([
        {
          status: 'draft',
          label: 'Draft - Review Goals',
          allowed: false,
          message: JOB_MESSAGES.pendingEdit,
          hint: JOB_MESSAGES.pendingHint,
        },
        {
          status: 'failed',
          label: 'Failed - Needs Attention',
          allowed: false,
          message: JOB_MESSAGES.pendingEdit,
          hint: JOB_MESSAGES.pendingHint,
        },
      ]);

      // The system still moves it on, and then the person may edit again.
      await t.jobs.runDue();
      const done = (await call(t.app, 'GET', `/api/app/job-positions/${pending.id}`, { token })).body.data;
      expect(done.status).toBe('draft');
      expect(done.title).toBe(validJob.title);
      expect((await call(t.app, 'PUT', `/api/app/job-positions/${pending.id}`, { token, body: { title: 'Renamed later' } })).status).toBe(
        200,
      );
    });

    it('clears the failure reason on a status change through PUT as through PATCH', async () => {
      const { token, userId, companyId } = await owner();
      const failed = async () =>
        insertPosition({ userId, companyId }, { status: 'failed', failureReason: 'Goal generation failed: engine down' });
      const viaPut = await failed();
      expect((await call(t.app, 'GET', `/api/app/job-positions/${viaPut.id}`, { token })).body.data.failure_reason).toContain(
        'engine down',
      );
      const put = await call(t.app, 'PUT', `/api/app/job-positions/${viaPut.id}`, { token, body: { status: 'draft' } });
      expect(put.status).toBe(200);
      expect(put.body.data).toMatchObject({ status: 'draft', failure_reason: null });
      expect(put.body.data.status_history.at(-1)).toMatchObject({ from_status: 'failed', to_status: 'draft', changed_by: { id: userId } });
      const viaPatch = await failed();
      const patch = await call(t.app, 'PATCH', `/api/app/job-positions/${viaPatch.id}/status`, { token, body: { status: 'draft' } });
      expect(patch.body.data).toMatchObject({ status: 'draft', failure_reason: null });
    });
  });

  describe('workflow', () => {
    it("reports the state, stage, next steps, can_proceed, the stage's permissions and the transitions", async () => {
      const { token } = await owner();
      const job = await create(token);
      const res = await call(t.app, 'GET', `/api/app/job-positions/${job.id}/workflow`, { token });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        job_position_id: job.id,
        status: 'draft',
        workflow_state: 'draft',
        label: 'Draft - Review Goals',
        stage: { value: 'preparation', label: 'Preparation' },
        can_proceed: false,
        permissions: { can_edit_goals: true, can_edit_questions: false, ready_for_interviews: false, can_transition: true },
        requirements: { goals_count: 0, questions_count: 0, finalized_questions_count: 0 },
        transitions: [
          { status: 'goals_confirmed', allowed: false, message: JOB_MESSAGES.actionDrivenTarget },
          { status: 'new', allowed: true, message: null },
          { status: 'archived', allowed: true, message: null },
        ],
      });
      expect(res.body.data.next_steps).toContain('Review the evaluation goals');
      expect(res.body.data.history).toHaveLength(1);

      const withGoals = await create(token, { preset_goal_ids: [4] });
      await t.jobs.runDue();
      const ready = await call(t.app, 'GET', `/api/app/job-positions/${withGoals.id}/workflow`, { token });
      expect(ready.body.data.can_proceed).toBe(true);
      expect(ready.body.data.transitions[0]).toMatchObject({ status: 'goals_confirmed', allowed: false });
    });
  });

  describe('AI calls', () => {
    it('analyzes a job description with the engine', async () => {
      const { token } = await owner();
      const res = await call(t.app, 'POST', '/api/app/job-positions/analyze', {
        token,
        body: { title: validJob.title, job_description: validJob.job_description, requirements: validJob.requirements },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject({ title: expect.any(String), summary: expect.any(String), provenance: { engine: 'builtin' } });
      expect(res.body.data.key_requirements.length).toBeLessThanOrEqual(3);
      expect(res.body.data.suggested_skills.length).toBeLessThanOrEqual(5);
      expect(res.body.data.skills.map((s: { name: string }) => s.name)).toEqual(expect.arrayContaining(['PostgreSQL']));
      const bad = await call(t.app, 'POST', '/api/app/job-positions/analyze', { token, body: { job_description: 'x' } });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual({ title: 'Job title is required' });
    });

    it('builds weighted interview criteria and saves them on a stored position', async () => {
      const { token } = await owner();
      const fromText = await call(t.app, 'POST', '/api/app/job-positions/criteria', {
        token,
        body: { title: validJob.title, job_description: validJob.job_description, required_skills: validJob.required_skills },
      });
      expect(fromText.status, JSON.stringify(fromText.body)).toBe(200);
      const criteria = fromText.body.data.criteria;
      expect(criteria.length).toBeGreaterThan(0);
      const sum = criteria.reduce((s: number, c: { weight: number }) => s + c.weight, 0);
      expect(sum).toBeCloseTo(1, 1);
      expect(criteria[0]).toMatchObject({
        name: expect.any(String),
        importance_label: expect.stringMatching(/^(Low|Medium|High|Critical)$/),
      });

      const job = await create(token);
      const stored = await call(t.app, 'POST', '/api/app/job-positions/criteria', { token, body: { job_position_id: job.id } });
      expect(stored.status).toBe(200);
      const detail = await call(t.app, 'GET', `/api/app/job-positions/${job.id}`, { token });
      expect(detail.body.data.interviewCriteria).toEqual(stored.body.data);

      const missing = await call(t.app, 'POST', '/api/app/job-positions/criteria', { token, body: {} });
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual({ title: 'Job title is required', job_description: 'Job description is required' });
    });
  });

  describe('gating', () => {
    it('answers 402 without an active subscription or trial, and never 401 or 403', async (ctx) => {
      if (!gated) ctx.skip();
      const { token } = await owner({ trial: false });
      const created = await call(t.app, 'POST', '/api/app/job-positions', { token, body: validJob });
      expect(created.status).toBe(402);
      expect(created.body.success).toBe(false);
      expect(created.body.message).toEqual(expect.any(String));
      const analyzed = await call(t.app, 'POST', '/api/app/job-positions/analyze', { token, body: validJob });
      expect(analyzed.status).toBe(402);
      // Reading stays open: the list is empty, not refused.
      expect((await call(t.app, 'GET', '/api/app/job-positions', { token })).status).toBe(200);
    });

    it("stops at the plan's job limit with 402", async (ctx) => {
      if (!gated) ctx.skip();
      const { token } = await owner();
      let status = 201;
      let made = 0;
      while (status === 201 && made < 30) {
        status = (await call(t.app, 'POST', '/api/app/job-positions', { token, body: validJob })).status;
        if (status === 201) made++;
      }
      expect(status).toBe(402);
      expect(made).toBeGreaterThan(0);
      // Archiving one frees a place.
      const list = await call(t.app, 'GET', '/api/app/job-positions', { token });
      await call(t.app, 'PATCH', `/api/app/job-positions/${list.body.data.items[0].id}/status`, { token, body: { status: 'archived' } });
      expect((await call(t.app, 'POST', '/api/app/job-positions', { token, body: validJob })).status).toBe(201);
    });
  });

  describe('access', () => {
    it("answers 404 for another company's position on every call", async () => {
      const a = await owner();
      const b = await owner();
      const job = await create(a.token);
      const calls: [Parameters<typeof call>[1], string, unknown?][] = [
        ['GET', `/api/app/job-positions/${job.id}`],
        ['PUT', `/api/app/job-positions/${job.id}`, { title: 'Taken over' }],
        ['PATCH', `/api/app/job-positions/${job.id}/status`, { status: 'archived' }],
        ['PATCH', `/api/app/job-positions/${job.id}/workflow`, { workflow_state: 'archived' }],
        ['GET', `/api/app/job-positions/${job.id}/workflow`],
        ['GET', `/api/app/job-positions/${job.id}/history`],
        ['POST', '/api/app/job-positions/criteria', { job_position_id: job.id }],
        ['DELETE', `/api/app/job-positions/${job.id}`],
      ];
      for (const [method, url, body] of calls) {
        const res = await call(t.app, method, url, { token: b.token, body });
        expect(res.status, `${method} ${url}`).toBe(404);
        expect(res.body.message).toBe(JOB_MESSAGES.notFound);
      }
      const mine = await call(t.app, 'GET', `/api/app/job-positions/${job.id}`, { token: a.token });
      expect(mine.body.data).toMatchObject({ title: validJob.title, status: 'draft' });
      expect((await call(t.app, 'GET', '/api/app/job-positions/not-a-uuid', { token: a.token })).status).toBe(404);
    });

    it('lets only admins and owners in (spec 02 §6)', async () => {
      const { token, companyId } = await owner();
      const job = await create(token);
      for (const role of ['user', 'manager', 'member']) {
        const memberToken = await member(companyId, role);
        const list = await call(t.app, 'GET', '/api/app/job-positions', { token: memberToken });
        expect(list.status, role).toBe(403);
        expect(list.body.message).toBe(STATUS_MESSAGES[403]);
        expect((await call(t.app, 'POST', '/api/app/job-positions', { token: memberToken, body: validJob })).status).toBe(403);
        expect((await call(t.app, 'GET', `/api/app/job-positions/${job.id}`, { token: memberToken })).status).toBe(403);
      }
      const adminToken = await member(companyId, 'admin');
      expect((await call(t.app, 'GET', `/api/app/job-positions/${job.id}`, { token: adminToken })).status).toBe(200);
      expect((await call(t.app, 'GET', '/api/app/job-positions')).status).toBe(401);
    });
  });
});
