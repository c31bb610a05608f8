import { SAMPLE_MESSAGES, type SampleInterview, type SampleJobPosition, type SampleTeam } from '@hiring/shared/samples';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockFetch, ok } from '@/testing/fetch-mock';
import { renderAt, signIn } from '@/testing/render';
import { listRequest } from '../api/samples';
import { initialValues, toBody, validate } from '../components/sample-form';
import { SampleDetailRoute } from './sample-detail';
import { SampleCreateRoute, SampleEditRoute } from './sample-editor';
import { SampleListRoute } from './sample-list';

const stamp = { created_at: '2026-10-01T00:00:00.000Z', updated_at: '2026-10-01T00:00:00.000Z' };

const team = (overrides: Partial<SampleTeam> = {}): SampleTeam => ({
  id: 't1',
  company_id: null,
  library: true,
  name: 'Platform Engineering',
  industry: 'Technology',
  size: 'Medium',
  description: 'Shared services.',
  employee_count: 120,
  departments: ['Backend'],
  location: 'Berlin',
  ...stamp,
  ...overrides,
});

const interview = (overrides: Partial<SampleInterview> = {}): SampleInterview => ({
  id: 'i1',
  company_id: null,
  library: true,
  title: 'PM Product Sense',
  role_type: 'Product Manager',
  difficulty: 'Intermediate',
  question_count: 1,
  description: null,
  topics: [],
  estimated_duration: 45,
  format: 'Standard',
  questions: [{ text: 'Why?', assesses: 'Reasoning' }],
  ...stamp,
  ...overrides,
});

const pageOf = <T,>(items: T[]) => ({
  items,
  page: 1,
  page_size: 10,
  total_count: items.length,
  total_pages: items.length ? 1 : 0,
  search: null,
});

describe('sample list calls (spec 02 §7)', () => {
  it('sends team and posting filters and the search as query parameters', () => {
    expect(listRequest('teams', { page: 1, query: 'ops', filters: { industry: 'Healthcare', size: 'Small' } }).path).toBe(
      '/admin/samples/teams?query=ops&industry=Healthcare&size=Small',
    );
    expect(listRequest('job-postings', { page: 2, filters: { industry: '', role: 'Sales' } }).path).toBe(
      '/admin/samples/job-postings?page=2&role=Sales',
    );
  });

  it('reads interviews by role or difficulty path, and with both applies the difficulty on the role result', () => {
    expect(listRequest('interviews', { page: 1, query: 'x', filters: {} }).path).toBe('/admin/samples/interviews/sessions?query=x');
    expect(listRequest('interviews', { page: 1, filters: { role: 'UX Designer' } }).path).toBe(
      '/admin/samples/interviews/job-position-type/UX%20Designer',
    );
    expect(listRequest('interviews', { page: 1, filters: { difficulty: 'Expert' } }).path).toBe(
      '/admin/samples/interviews/candidate-quality/Expert',
    );
    expect(listRequest('interviews', { page: 3, filters: { role: 'UX Designer', difficulty: 'Expert' } })).toEqual({
      path: '/admin/samples/interviews/job-position-type/UX%20Designer?page_size=100',
      difficulty: 'Expert',
    });
  });
});

describe('sample lists (spec 02 §2.5)', () => {
  it('shows 6 skeleton cards for teams while loading, then the rows with a Library badge', async () => {
    signIn('owner');
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    mockFetch({
      'GET /admin/samples/teams': async () => {
        await gate;
        return ok(pageOf([team(), team({ id: 't2', name: 'Our Team', library: false, company_id: 'c1' })]));
      },
    });
    renderAt(<SampleListRoute kind="teams" />, { path: '/samples/teams' });
    expect(await screen.findAllByTestId('skeleton-item', {}, { timeout: 5000 })).toHaveLength(6);
    release();
    expect(await screen.findByRole('link', { name: 'Platform Engineering' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Library')).toBeTruthy();
    expect(screen.getByText('Your company')).toBeTruthy();
  });

  it('shows 5 skeleton rows for interviews', async () => {
    signIn('owner');
    mockFetch({ 'GET /admin/samples/interviews/sessions': () => new Promise(() => {}) });
    renderAt(<SampleListRoute kind="interviews" />, { path: '/samples/interviews' });
    expect(await screen.findAllByTestId('skeleton-item')).toHaveLength(5);
  });

  it("shows the 'Error' alert with Retry, and Retry loads again", async () => {
    signIn('owner');
    let healthy = false;
    mockFetch({ 'GET /admin/samples/job-positions': () => (healthy ? ok(pageOf([])) : fail(500, 'Database unavailable')) });
    renderAt(<SampleListRoute kind="job-positions" />, { path: '/samples/job-positions' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(SAMPLE_MESSAGES.errorTitle);
    expect(alert.textContent).toContain('Database unavailable');
    healthy = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: SAMPLE_MESSAGES.emptyJobPositions })).toBeTruthy();
  });

  it('filters by the address, shows the empty state, and Clear filters drops every filter and the search', async () => {
    signIn('owner');
    const { calls } = mockFetch({
      'GET /admin/samples/teams': (call) => ok(pageOf(call.query.includes('size=Small') ? [] : [team()])),
    });
    renderAt(<SampleListRoute kind="teams" />, { path: '/samples/teams', at: '/samples/teams?industry=Finance&size=Small&query=bank' });
    expect(await screen.findByRole('heading', { name: SAMPLE_MESSAGES.emptyTeams })).toBeTruthy();
    expect(calls.at(-1)!.query).toBe('?query=bank&industry=Finance&size=Small');
    expect((screen.getByRole('combobox', { name: 'Industry' }) as HTMLSelectElement).value).toBe('Finance');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: 'Platform Engineering' })).toBeTruthy();
    expect(calls.at(-1)!.query).toBe('');
    expect((screen.getByRole('combobox', { name: 'Team size' }) as HTMLSelectElement).value).toBe('');
  });

  it('choosing a filter asks the server again with it', async () => {
    signIn('owner');
    const { calls } = mockFetch({ 'GET /admin/samples/job-postings': ok(pageOf([])) });
    renderAt(<SampleListRoute kind="job-postings" />, { path: '/samples/job-postings' });
    await screen.findByRole('heading', { name: SAMPLE_MESSAGES.emptyJobPostings });
    fireEvent.change(screen.getByRole('combobox', { name: 'Role' }), { target: { value: 'Customer Support' } });
    await waitFor(() => expect(calls.at(-1)!.query).toBe('?role=Customer+Support'));
  });

  it('with role and difficulty both set, keeps only the interviews of that difficulty from the role list', async () => {
    signIn('owner');
    mockFetch({
      'GET /admin/samples/interviews/job-position-type/Product%20Manager': ok(
        pageOf([interview(), interview({ id: 'i2', title: 'GPM Loop', difficulty: 'Expert' })]),
      ),
    });
    renderAt(<SampleListRoute kind="interviews" />, {
      path: '/samples/interviews',
      at: '/samples/interviews?role=Product+Manager&difficulty=Expert',
    });
    expect(await screen.findByRole('link', { name: 'GPM Loop' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'PM Product Sense' })).toBeNull();
  });
});

const position = (overrides: Partial<SampleJobPosition> = {}): SampleJobPosition => ({
  id: 'p1',
  company_id: null,
  library: true,
  title: 'Frontend Engineer',
  department: 'Engineering',
  level: 'Mid-Level',
  description: null,
  requirements: null,
  responsibilities: null,
  required_skills: ['React'],
  industry: 'Technology',
  role_type: 'Engineering',
  experience_required: 3,
  ...stamp,
  ...overrides,
});

const useThisPosition = () => ({ to: '/job-listing/create', state: null });

describe('who changes which sample (decision 400)', () => {
  it('offers an owner no Edit or Delete on a library sample, and says it is read-only', async () => {
    signIn('owner');
    mockFetch({ 'GET /admin/samples/teams/t1': ok(team()) });
    renderAt(<SampleDetailRoute kind="teams" />, { path: '/samples/teams/:id', at: '/samples/teams/t1' });
    expect(await screen.findByRole('heading', { name: 'Platform Engineering' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Library')).toBeTruthy();
    expect(screen.getByText(/you can use it, but not change it/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it("offers an owner Edit and Delete on the company's own sample, badged 'Your company'", async () => {
    signIn('owner');
    mockFetch({ 'GET /admin/samples/teams/t2': ok(team({ id: 't2', library: false, company_id: 'c1' })) });
    renderAt(<SampleDetailRoute kind="teams" />, { path: '/samples/teams/:id', at: '/samples/teams/t2' });
    expect(await screen.findByRole('link', { name: 'Edit' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(screen.getByText('Your company')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers the platform administrator Edit and Delete on a library sample, which every company reads', async () => {
    signIn('super_admin');
    mockFetch({ 'GET /admin/samples/teams/t1': ok(team()) });
    renderAt(<SampleDetailRoute kind="teams" />, { path: '/samples/teams/:id', at: '/samples/teams/t1' });
    const edit = await screen.findByRole('link', { name: 'Edit' }, { timeout: 5000 });
    expect(edit.getAttribute('href')).toBe('/samples/teams/edit/t1');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(screen.getByText('Library')).toBeTruthy();
    expect(screen.getByText(/every company reads it, and your changes reach them all/)).toBeTruthy();
    expect(screen.queryByText(/but not change it/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/leaves the library of every company/)).toBeTruthy();
  });

  it("shows the platform administrator a company's sample as the company's, with a way to the company", async () => {
    signIn('super_admin');
    mockFetch({ 'GET /admin/samples/teams/t2': ok(team({ id: 't2', library: false, company_id: 'c1' })) });
    renderAt(<SampleDetailRoute kind="teams" />, { path: '/samples/teams/:id', at: '/samples/teams/t2' });
    expect(await screen.findByText('Company', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('Your company')).toBeNull();
    expect(screen.getByText(/belongs to one company/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the company' }).getAttribute('href')).toBe('/org/company/details/c1');
    expect(screen.getByRole('link', { name: 'Edit' })).toBeTruthy();
  });

  it('badges the rows of the platform administrator\'s list Library and Company, never "Your company"', async () => {
    signIn('super_admin');
    mockFetch({ 'GET /admin/samples/teams': ok(pageOf([team(), team({ id: 't2', name: 'Acme Ops', library: false, company_id: 'c1' })])) });
    renderAt(<SampleListRoute kind="teams" />, { path: '/samples/teams' });
    expect(await screen.findByRole('link', { name: 'Acme Ops' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Library')).toBeTruthy();
    expect(screen.getByText('Company')).toBeTruthy();
    expect(screen.queryByText('Your company')).toBeNull();
  });

  it("offers 'Use this job position' to an owner, not to the platform administrator, who has no job wizard", async () => {
    signIn('owner');
    mockFetch({ 'GET /admin/samples/job-positions/p1': ok(position()) });
    const first = renderAt(<SampleDetailRoute kind="job-positions" jobFromSample={useThisPosition} />, {
      path: '/samples/job-positions/:id',
      at: '/samples/job-positions/p1',
    });
    expect(await screen.findByRole('button', { name: 'Use this job position' }, { timeout: 5000 })).toBeTruthy();
    first.unmount();
    signIn('super_admin');
    renderAt(<SampleDetailRoute kind="job-positions" jobFromSample={useThisPosition} />, {
      path: '/samples/job-positions/:id',
      at: '/samples/job-positions/p1',
    });
    expect(await screen.findByRole('link', { name: 'Edit' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Use this job position' })).toBeNull();
  });

  it('opens the edit form of a library sample for the platform administrator, and the read-only notice for an owner', async () => {
    signIn('super_admin');
    mockFetch({ 'GET /admin/samples/teams/t1': ok(team()) });
    const first = renderAt(<SampleEditRoute kind="teams" />, { path: '/samples/teams/edit/:id', at: '/samples/teams/edit/t1' });
    expect(await screen.findByRole('button', { name: 'Save changes' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(/every company reads your changes/)).toBeTruthy();
    expect(screen.queryByText('Library samples are read-only')).toBeNull();
    first.unmount();
    signIn('owner');
    renderAt(<SampleEditRoute kind="teams" />, { path: '/samples/teams/edit/:id', at: '/samples/teams/edit/t1' });
    expect(await screen.findByText('Library samples are read-only', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });

  it("tells the platform administrator that a new sample joins the library; an owner's form says nothing of it", () => {
    signIn('super_admin');
    const first = renderAt(<SampleCreateRoute kind="teams" />, { path: '/samples/teams/create' });
    expect(screen.getByText(/joins the platform's library/)).toBeTruthy();
    first.unmount();
    signIn('owner');
    renderAt(<SampleCreateRoute kind="teams" />, { path: '/samples/teams/create' });
    expect(screen.queryByText(/joins the platform's library/)).toBeNull();
  });
});

describe('sample form values', () => {
  it('turns comma lists into arrays and blank numbers into null, and checks with the shared schema', () => {
    const values = {
      ...initialValues('teams'),
      name: 'Ops',
      industry: 'Retail',
      size: 'Large',
      departments: 'A, B,, C',
      employee_count: '',
    };
    const body = toBody('teams', values);
    expect(body).toMatchObject({ name: 'Ops', departments: ['A', 'B', 'C'], employee_count: null });
    expect(validate('teams', body)).toEqual({});
    expect(validate('teams', toBody('teams', initialValues('teams')))).toMatchObject({
      name: SAMPLE_MESSAGES.nameRequired,
      industry: SAMPLE_MESSAGES.industryRequired,
      size: SAMPLE_MESSAGES.sizeRequired,
    });
    const noQuestions = toBody('interviews', {
      ...initialValues('interviews'),
      title: 'T',
      role_type: 'UX Designer',
      difficulty: 'Beginner',
    });
    expect(validate('interviews', noQuestions)).toEqual({ questions: SAMPLE_MESSAGES.questionRequired });
  });

  it('opens an edit with the row values', () => {
    const values = initialValues('interviews', interview());
    expect(values.title).toBe('PM Product Sense');
    expect(values.questions).toMatchObject([{ text: 'Why?', assesses: 'Reasoning' }]);
  });
});
