import {
  ONBOARDING_MESSAGES,
  type OnboardingPlan,
  type OnboardingPlanPage,
  SUGGESTED_ONBOARDING_TASKS,
} from '@hiring/shared/onboarding-plans';
import type { Employee, EmployeePage } from '@hiring/shared/team';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockFetch, ok } from '@/testing/fetch-mock';
import { renderAt, renderRoutes, signIn } from '@/testing/render';
import { OnboardingPlanCreateRoute } from './plan-create';
import { applyProgress, OnboardingPlanDetailRoute } from './plan-detail';
import { OnboardingPlanEditRoute } from './plan-edit';
import { OnboardingPlansListRoute } from './plans-list';

function makePlan(overrides: Partial<OnboardingPlan> = {}): OnboardingPlan {
  return {
    id: 'p1',
    user_id: 'u1',
    user_name: 'Grace Hopper',
    user_email: 'grace@example.com',
    company_id: 'c1',
    plan_name: 'Engineering start',
    plan_type: 'technical',
    progress_percentage: 0,
    status: 'not_started',
    tasks: [
      { id: 't1', title: 'Laptop', done: false },
      { id: 't2', title: 'Repository access', done: false },
    ],
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

function pageOf(items: OnboardingPlan[], page = 1, totalCount = items.length, search: string | null = null): OnboardingPlanPage {
  return { items, page, page_size: 10, total_count: totalCount, total_pages: Math.ceil(totalCount / 10), search };
}

function makeMember(overrides: Partial<Employee> = {}): Employee {
  return {
    id: 'u1',
    email: 'grace@example.com',
    first_name: 'Grace',
    last_name: 'Hopper',
    company_id: 'c1',
    company_name: 'Acme',
    company_website: null,
    company_domain: null,
    company_status: 'active',
    status: 'active',
    employee_code: null,
    role_id: 'member',
    role_name: 'Member',
    role_permissions_admin: false,
    metadata: {},
    user_id: 'u1',
    user_email: 'grace@example.com',
    user_first_name: 'Grace',
    user_last_name: 'Hopper',
    user_role: 'member',
    user_is_staff: false,
    user_is_admin: false,
    user_is_owner: false,
    last_login: null,
    created_at: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

const members = (items: Employee[]): EmployeePage => ({
  items,
  page: 1,
  page_size: 50,
  total_count: items.length,
  total_pages: 1,
  search: null,
});

describe('onboarding plans list (spec 02 §2.6)', () => {
  it('shows 5 skeleton rows while loading, then plans with status badges and progress', async () => {
    signIn('owner');
    let answer: (value: unknown) => void = () => {};
    mockFetch({ 'GET /admin/onboarding/user': () => new Promise((resolve) => (answer = resolve)) as never });
    renderAt(<OnboardingPlansListRoute />, { path: '/onboarding/user' });
    expect(await screen.findAllByTestId('plan-skeleton')).toHaveLength(5);
    answer(
      ok(
        pageOf([
          makePlan(),
          makePlan({ id: 'p2', plan_name: 'Sales start', progress_percentage: 50, status: 'in_progress' }),
          makePlan({ id: 'p3', plan_name: 'Done plan', progress_percentage: 100, status: 'completed' }),
        ]),
      ),
    );
    const rows = await screen.findAllByTestId('plan-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getAllByText('Not started').length).toBeGreaterThan(0);
    expect(within(rows[1]!).getAllByText('In progress').length).toBeGreaterThan(0);
    expect(within(rows[2]!).getAllByText('Completed').length).toBeGreaterThan(0);
    expect(within(rows[1]!).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByRole('link', { name: 'Edit Sales start' }).getAttribute('href')).toBe('/onboarding/user/edit/p2');
    expect(screen.getByRole('link', { name: 'New plan' }).getAttribute('href')).toBe('/onboarding/user/create');
  });

  it('searches from page 1 and pages with Next', async () => {
    signIn('owner');
    const { calls } = mockFetch({
      'GET /admin/onboarding/user': (call) => {
        const params = new URLSearchParams(call.query);
        const page = Number(params.get('page'));
        return ok(pageOf([makePlan({ id: `p${page}`, plan_name: `Plan on page ${page}` })], page, 25, params.get('search')));
      },
    });
    renderAt(<OnboardingPlansListRoute />, { path: '/onboarding/user', at: '/onboarding/user?page=2' });
    expect(await screen.findByText('Plan on page 2')).toBeTruthy();
    expect(screen.getByText('Page 2 of 3 · 25 plans')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Plan on page 3')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search onboarding plans by plan, member, type or status'), { target: { value: 'grace' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.at(-1)?.query).toBe('?page=1&search=grace'));
  });

  it("shows 'No onboarding plans found' with Clear search, which lists everything again", async () => {
    signIn('owner');
    const { calls } = mockFetch({
      'GET /admin/onboarding/user': (call) => (call.query.includes('search') ? ok(pageOf([], 1, 0, 'zzz')) : ok(pageOf([makePlan()]))),
    });
    renderAt(<OnboardingPlansListRoute />, { path: '/onboarding/user', at: '/onboarding/user?search=zzz' });
    expect(await screen.findByText(ONBOARDING_MESSAGES.empty)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('Engineering start')).toBeTruthy();
    expect(calls.at(-1)?.query).toBe('?page=1');
  });

  it("shows a load error as an alert titled 'Error' with Retry", async () => {
    signIn('owner');
    let healthy = false;
    mockFetch({ 'GET /admin/onboarding/user': () => (healthy ? ok(pageOf([makePlan()])) : fail(500, 'Database unavailable')) });
    renderAt(<OnboardingPlansListRoute />, { path: '/onboarding/user' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error')).toBeTruthy();
    expect(within(alert).getByText('Database unavailable')).toBeTruthy();
    healthy = true;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Engineering start')).toBeTruthy();
  });

  it('deletes a plan after confirming, and says so', async () => {
    signIn('owner');
    let deleted = false;
    const { callsTo } = mockFetch({
      'GET /admin/onboarding/user': () => ok(pageOf(deleted ? [] : [makePlan()])),
      'DELETE /admin/onboarding/user/p1': () => {
        deleted = true;
        return ok({ message: ONBOARDING_MESSAGES.deleted });
      },
    });
    renderAt(<OnboardingPlansListRoute />, { path: '/onboarding/user' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Engineering start' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete onboarding plan?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete plan' }));
    expect(await screen.findByText('Onboarding plan “Engineering start” deleted.')).toBeTruthy();
    expect(callsTo('DELETE /admin/onboarding/user/p1')).toHaveLength(1);
    expect(await screen.findByText(ONBOARDING_MESSAGES.empty)).toBeTruthy();
  });
});

describe('onboarding plan details', () => {
  it('works out progress and status of a tick before the server answers', () => {
    const plan = makePlan();
    expect(applyProgress(plan, { id: 'p1', task_id: 't1', done: true })).toMatchObject({ progress_percentage: 50, status: 'in_progress' });
    const both = applyProgress(applyProgress(plan, { id: 'p1', task_id: 't1', done: true }), { id: 'p1', task_id: 't2', done: true });
    expect(both).toMatchObject({ progress_percentage: 100, status: 'completed' });
    expect(applyProgress(makePlan({ tasks: [] }), { id: 'p1', progress_percentage: 40 })).toMatchObject({ status: 'in_progress' });
  });

  it('ticks a task: sends the progress call, and the bar and status follow', async () => {
    signIn('owner');
    let saved = makePlan();
    const { callsTo } = mockFetch({
      'GET /admin/onboarding/user/p1': () => ok(saved),
      'PATCH /admin/onboarding/user/progress': () => {
        saved = makePlan({
          progress_percentage: 50,
          status: 'in_progress',
          tasks: [
            { id: 't1', title: 'Laptop', done: true },
            { id: 't2', title: 'Repository access', done: false },
          ],
        });
        return ok(saved);
      },
    });
    renderAt(<OnboardingPlanDetailRoute />, { path: '/onboarding/user/:id', at: '/onboarding/user/p1' });
    const bar = await screen.findByRole('progressbar', { name: 'Onboarding progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByText('Not started')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Laptop'));
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Onboarding progress' }).getAttribute('aria-valuenow')).toBe('50'));
    expect(await screen.findByText('In progress')).toBeTruthy();
    expect(callsTo('PATCH /admin/onboarding/user/progress')[0]?.body).toEqual({ id: 'p1', task_id: 't1', done: true });
  });

  it("puts a failed first tick back and says 'Failed to start onboarding'", async () => {
    signIn('owner');
    mockFetch({
      'GET /admin/onboarding/user/p1': ok(makePlan()),
      'PATCH /admin/onboarding/user/progress': fail(500, 'Database unavailable'),
    });
    renderAt(<OnboardingPlanDetailRoute />, { path: '/onboarding/user/:id', at: '/onboarding/user/p1' });
    fireEvent.click(await screen.findByLabelText('Laptop'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(ONBOARDING_MESSAGES.startFailed)).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Laptop') as HTMLInputElement).checked).toBe(false));
  });

  it('sets the progress of a plan without tasks by hand', async () => {
    signIn('owner');
    const { callsTo } = mockFetch({
      'GET /admin/onboarding/user/p1': ok(makePlan({ tasks: [] })),
      'PATCH /admin/onboarding/user/progress': ok(makePlan({ tasks: [], progress_percentage: 40, status: 'in_progress' })),
    });
    renderAt(<OnboardingPlanDetailRoute />, { path: '/onboarding/user/:id', at: '/onboarding/user/p1' });
    fireEvent.change(await screen.findByLabelText(/Progress:/), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save progress' }));
    await waitFor(() => expect(callsTo('PATCH /admin/onboarding/user/progress')[0]?.body).toEqual({ id: 'p1', progress_percentage: 40 }));
  });

  it('says a missing plan is not found, with a way back', async () => {
    signIn('owner');
    mockFetch({ 'GET /admin/onboarding/user/nope': fail(404, ONBOARDING_MESSAGES.notFound) });
    renderAt(<OnboardingPlanDetailRoute />, { path: '/onboarding/user/:id', at: '/onboarding/user/nope' });
    expect(await screen.findByText(ONBOARDING_MESSAGES.notFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to onboarding plans' })).toBeTruthy();
  });

  it('deletes from the details page and goes back to the list', async () => {
    signIn('owner');
    mockFetch({ 'GET /admin/onboarding/user/p1': ok(makePlan()), 'DELETE /admin/onboarding/user/p1': ok({ message: 'ok' }) });
    renderRoutes([{ path: '/onboarding/user/:id', element: <OnboardingPlanDetailRoute /> }], '/onboarding/user/p1', ['/onboarding/user']);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete plan' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/onboarding/user');
  });
});

describe('onboarding plan create and edit', () => {
  it('starts with the suggested tasks of the type, follows a type change, then creates and opens the plan', async () => {
    signIn('owner');
    const { callsTo } = mockFetch({
      'GET /admin/org/employee': ok(
        members([makeMember(), makeMember({ id: 'u2', first_name: 'Alan', last_name: 'Turing', email: 'alan@example.com' })]),
      ),
      'POST /admin/onboarding/user': ok(makePlan({ id: 'new1' }), 201),
    });
    renderAt(<OnboardingPlanCreateRoute />, { path: '/onboarding/user/create', probes: ['/onboarding/user/:id'] });
    expect((screen.getByLabelText('Task 1') as HTMLInputElement).value).toBe(SUGGESTED_ONBOARDING_TASKS.standard[0]);
    fireEvent.change(screen.getByLabelText(/Plan type/), { target: { value: 'sales' } });
    expect((screen.getByLabelText('Task 1') as HTMLInputElement).value).toBe(SUGGESTED_ONBOARDING_TASKS.sales[0]);
    // Nothing chosen yet: the form says so.
    fireEvent.click(screen.getByRole('button', { name: 'Create plan' }));
    expect(await screen.findByText(ONBOARDING_MESSAGES.userRequired)).toBeTruthy();
    expect(await screen.findByText(ONBOARDING_MESSAGES.planNameRequired)).toBeTruthy();
    await screen.findByRole('option', { name: 'Alan Turing (alan@example.com)' });
    fireEvent.change(screen.getByLabelText(/^Member/), { target: { value: 'u2' } });
    fireEvent.change(screen.getByLabelText(/Plan name/), { target: { value: 'Sales ramp' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove task 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add task' }));
    const last = screen.getByLabelText(`Task ${SUGGESTED_ONBOARDING_TASKS.sales.length}`);
    fireEvent.change(last, { target: { value: 'Meet the CEO' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create plan' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/onboarding/user/new1');
    const body = callsTo('POST /admin/onboarding/user')[0]?.body as {
      user_id: string;
      plan_name: string;
      plan_type: string;
      tasks: { title: string }[];
    };
    expect(body).toMatchObject({ user_id: 'u2', plan_name: 'Sales ramp', plan_type: 'sales' });
    expect(body.tasks.map((t) => t.title)).toEqual([...SUGGESTED_ONBOARDING_TASKS.sales.slice(1), 'Meet the CEO']);
  });

  it("shows 'Failed to create onboarding plan' with the reason, and a link to a member's existing plan", async () => {
    signIn('owner');
    mockFetch({
      'GET /admin/org/employee': ok(members([makeMember()])),
      'GET /admin/org/employee/u1': ok(makeMember()),
      'POST /admin/onboarding/user': fail(409, ONBOARDING_MESSAGES.alreadyHasPlan),
      'GET /admin/onboarding/user/user/u1': ok(makePlan({ id: 'old1' })),
    });
    renderAt(<OnboardingPlanCreateRoute />, { path: '/onboarding/user/create', at: '/onboarding/user/create?user_id=u1' });
    await screen.findByRole('option', { name: 'Grace Hopper (grace@example.com)' });
    expect((screen.getByLabelText(/^Member/) as HTMLSelectElement).value).toBe('u1');
    fireEvent.change(screen.getByLabelText(/Plan name/), { target: { value: 'Again' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create plan' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(ONBOARDING_MESSAGES.createFailed)).toBeTruthy();
    expect(within(alert).getByText(ONBOARDING_MESSAGES.alreadyHasPlan)).toBeTruthy();
    expect((await within(alert).findByRole('link', { name: "Open Grace Hopper's plan" })).getAttribute('href')).toBe(
      '/onboarding/user/old1',
    );
  });

  it('edits name, type and tasks, keeping task ids, and goes to the plan', async () => {
    signIn('owner');
    const { callsTo } = mockFetch({
      'GET /admin/onboarding/user/p1': ok(makePlan({ tasks: [{ id: 't1', title: 'Laptop', done: true }] })),
      'PATCH /admin/onboarding/user': ok(makePlan({ plan_name: 'Renamed' })),
    });
    renderAt(<OnboardingPlanEditRoute />, {
      path: '/onboarding/user/edit/:id',
      at: '/onboarding/user/edit/p1',
      probes: ['/onboarding/user/:id'],
    });
    const name = await screen.findByLabelText(/Plan name/);
    expect(screen.getByText('Grace Hopper')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Renamed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add task' }));
    fireEvent.change(screen.getByLabelText('Task 2'), { target: { value: 'Lunch with the team' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/onboarding/user/p1');
    expect(callsTo('PATCH /admin/onboarding/user')[0]?.body).toEqual({
      id: 'p1',
      plan_name: 'Renamed',
      plan_type: 'technical',
      tasks: [
        { id: 't1', title: 'Laptop', done: true },
        { title: 'Lunch with the team', done: false },
      ],
    });
  });

  it('puts a 400 on the field it names', async () => {
    signIn('owner');
    mockFetch({
      'GET /admin/onboarding/user/p1': ok(makePlan()),
      'PATCH /admin/onboarding/user': fail(400, 'Bad request', { plan_name: 'Plan name is taken here' }),
    });
    renderAt(<OnboardingPlanEditRoute />, { path: '/onboarding/user/edit/:id', at: '/onboarding/user/edit/p1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Plan name is taken here')).toBeTruthy();
    expect(screen.getByText(ONBOARDING_MESSAGES.updateFailed)).toBeTruthy();
  });
});
