import { type Employee, type EmployeePage, employeeFormSchema, inviteFormSchema, pagerState, TEAM_MESSAGES } from '@hiring/shared/team';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockFetch, ok } from '@/testing/fetch-mock';
import { makeUser } from '@/testing/fixtures';
import { renderAt, signIn } from '@/testing/render';
import { EmployeeEditRoute, employeeFormValues, employeeUpdateBody } from './employee-edit';
import { EmployeesListRoute } from './employees-list';
import { InviteMemberRoute } from './invite-member';
import { TeamMembersRoute } from './team-members';

function makeEmployee(overrides: Partial<Employee> = {}): Employee {
  return {
    id: 'e1',
    email: 'mona@example.com',
    first_name: 'Mona',
    last_name: 'Manager',
    company_id: 'c1',
    company_name: 'Acme',
    company_website: null,
    company_domain: null,
    company_status: 'active',
    status: 'active',
    employee_code: null,
    role_id: 'manager',
    role_name: 'Manager',
    role_permissions_admin: false,
    metadata: {},
    user_id: 'e1',
    user_email: 'mona@example.com',
    user_first_name: 'Mona',
    user_last_name: 'Manager',
    user_role: 'manager',
    user_is_staff: false,
    user_is_admin: false,
    user_is_owner: false,
    last_login: null,
    created_at: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

function pageOf(items: Employee[], page = 1, totalCount = items.length, search: string | null = null): EmployeePage {
  return { items, page, page_size: 10, total_count: totalCount, total_pages: Math.ceil(totalCount / 10), search };
}

const ROLES = ['admin', 'owner', 'manager', 'team_lead', 'supervisor', 'user', 'employee', 'member'].map((id) => ({
  id,
  name: id,
  display_name: id,
  permissions: [],
  is_admin: false,
}));

describe('paging rules (spec 02 §2.2)', () => {
  it('starts at page 1, disables Previous on page 1 and Next on the last page', () => {
    expect(pagerState(1, 3)).toEqual({ previousDisabled: true, nextDisabled: false });
    expect(pagerState(2, 3)).toEqual({ previousDisabled: false, nextDisabled: false });
    expect(pagerState(3, 3)).toEqual({ previousDisabled: false, nextDisabled: true });
    // No rows: one empty page, nowhere to go.
    expect(pagerState(1, 0)).toEqual({ previousDisabled: true, nextDisabled: true });
  });

  it('a new search goes back to page 1; Next and Previous move one page', async () => {
    signIn('owner');
    const { calls } = mockFetch({
      'GET /admin/org/employee': (call) => {
        const params = new URLSearchParams(call.query);
        const page = Number(params.get('page'));
        return ok(pageOf([makeEmployee({ id: `p${page}`, first_name: `Page${page}` })], page, 25, params.get('search')));
      },
    });
    renderAt(<EmployeesListRoute />, { path: '/org/employees', at: '/org/employees?page=2' });
    expect(await screen.findByText(/Page2/)).toBeTruthy();
    expect(screen.getByText('Page 2 of 3 · 25 employees')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/Page3/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.change(screen.getByLabelText('Search employees by name, email, code or role'), { target: { value: 'mona' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.at(-1)?.query).toBe('?page=1&search=mona'));
    expect(await screen.findByText(/Page1/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows 'No data available' for a page without rows, and the load error as red text with Try again", async () => {
    signIn('owner');
    mockFetch({ 'GET /admin/org/employee': ok(pageOf([], 1, 0)) });
    renderAt(<EmployeesListRoute />, { path: '/org/employees' });
    expect(await screen.findByText(TEAM_MESSAGES.noData)).toBeTruthy();
  });

  it('shows a failed load as red text with Try again', async () => {
    signIn('owner');
    let healthy = false;
    mockFetch({ 'GET /admin/org/employee': () => (healthy ? ok(pageOf([makeEmployee()])) : fail(500, 'Database unavailable')) });
    renderAt(<EmployeesListRoute />, { path: '/org/employees' });
    expect((await screen.findByRole('alert')).textContent).toBe('Database unavailable');
    healthy = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('mona@example.com')).toBeTruthy();
  });

  it('offers no Edit on an owner to an admin', async () => {
    signIn('admin');
    mockFetch({
      'GET /admin/org/employee': ok(
        pageOf([makeEmployee({ id: 'o', first_name: 'Olga', last_name: 'Owner', role_id: 'owner' }), makeEmployee()]),
      ),
    });
    renderAt(<EmployeesListRoute />, { path: '/org/employees' });
    expect(await screen.findByRole('link', { name: 'Edit Mona Manager' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit Olga Owner' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View Olga Owner' })).toBeTruthy();
  });
});

describe('employee edit form (spec 02 §2.2, §5)', () => {
  it('requires email, first name, last name, status and role; employee code is optional', () => {
    const result = employeeFormSchema.safeParse({
      email: '',
      first_name: ' ',
      last_name: '',
      status: '',
      employee_code: '',
      role_id: '',
      metadata: {},
    });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(fields.first_name).toBe(TEAM_MESSAGES.firstNameRequired);
    expect(fields.last_name).toBe(TEAM_MESSAGES.lastNameRequired);
    expect(fields.role_id).toBe(TEAM_MESSAGES.roleRequired);
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(['email', 'status']));
    expect(fields.employee_code).toBeUndefined();
  });

  it('offers the editable metadata flags and keeps other keys out of the update', () => {
    const values = employeeFormValues(makeEmployee({ metadata: { sales: true, joined_by_invitation: true } }));
    expect(Object.keys(values.metadata)).toHaveLength(13);
    expect(values.metadata.sales).toBe(true);
    expect(values.metadata.hr).toBe(false);
    const body = employeeUpdateBody({ ...values, status: 'active', role_id: 'manager', employee_code: '' } as never);
    expect(body.employee_code).toBeNull();
    expect(body.metadata).not.toHaveProperty('joined_by_invitation');
    expect(body.metadata?.sales).toBe(true);
  });

  it('shows read-only keys, clears a field error on edit, then saves and leaves for /employees at once', async () => {
    signIn('owner');
    let answer: (value: unknown) => void = () => {};
    const { calls } = mockFetch({
      'GET /admin/org/employee/e1': ok(makeEmployee({ metadata: { joined_by_invitation: true } })),
      'GET /admin/org/roles': ok(ROLES),
      'PATCH /admin/org/employee/e1': () => new Promise((resolve) => (answer = resolve)) as never,
    });
    renderAt(<EmployeeEditRoute />, { path: '/org/employees/edit/:id', at: '/org/employees/edit/e1', probes: ['/employees'] });
    expect(await screen.findByText('Joined by invitation: Yes')).toBeTruthy();
    const last = screen.getByLabelText(/Last name/);
    fireEvent.change(last, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(TEAM_MESSAGES.lastNameRequired)).toBeTruthy();
    fireEvent.change(last, { target: { value: 'Lead' } });
    await waitFor(() => expect(screen.queryByText(TEAM_MESSAGES.lastNameRequired)).toBeNull());
    fireEvent.click(screen.getByLabelText('Sales'));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    // Left before the answer came.
    expect((await screen.findByTestId('location')).textContent).toBe('/employees');
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toMatchObject({ last_name: 'Lead', metadata: { sales: true } });
    answer(ok(makeEmployee()));
  });

  it('Back goes to /employees', async () => {
    signIn('owner');
    mockFetch({ 'GET /admin/org/employee/e1': ok(makeEmployee()), 'GET /admin/org/roles': ok(ROLES) });
    renderAt(<EmployeeEditRoute />, { path: '/org/employees/edit/:id', at: '/org/employees/edit/e1', probes: ['/employees'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/employees');
  });
});

describe('team pages', () => {
  it('shows a member without a managing role no actions and calls nothing', () => {
    signIn('member');
    const { calls } = mockFetch({});
    renderAt(<TeamMembersRoute invitePath="/team/invite" />, { path: '/team' });
    expect(screen.getByText('Owners and admins manage the team')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Invite Team Members' })).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('confirms before removing a member, then lists the team again', async () => {
    signIn('owner');
    const removed = { done: false };
    const { calls } = mockFetch({
      'GET /admin/org/employee': () => ok(pageOf(removed.done ? [] : [makeEmployee()])),
      'GET /admin/org/employee-invites': ok({ items: [], page: 1, page_size: 100, total_count: 0, total_pages: 0, search: null }),
      'DELETE /admin/org/employee/e1': () => {
        removed.done = true;
        return ok({ message: TEAM_MESSAGES.memberRemoved });
      },
    });
    renderAt(<TeamMembersRoute invitePath="/team/invite" />, { path: '/team' });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Mona Manager' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/lose access/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove member' }));
    expect(await screen.findByText('Mona Manager was removed from the team.')).toBeTruthy();
    expect(await screen.findByText(TEAM_MESSAGES.noData)).toBeTruthy();
  });

  it("offers no Remove or Change role on the member's own row, and counts one member in the singular", async () => {
    signIn('owner');
    mockFetch({
      'GET /admin/org/employee': ok(pageOf([makeEmployee({ id: makeUser().id, first_name: 'Ada', last_name: 'Owner', role_id: 'owner' })])),
      'GET /admin/org/employee-invites': ok({ items: [], page: 1, page_size: 100, total_count: 0, total_pages: 0, search: null }),
    });
    renderAt(<TeamMembersRoute invitePath="/team/invite" />, { path: '/team' });
    expect(await screen.findByText('(you)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove Ada Owner' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change role of Ada Owner' })).toBeNull();
    expect(screen.getByText('Page 1 of 1 · 1 member')).toBeTruthy();
  });

  it('lists open invitations with Resend and Revoke; an admin may not resend an owner invitation', async () => {
    signIn('admin');
    const invite = (id: string, email: string, role_id: string, status: string) => ({
      id,
      email,
      role_id,
      role_name: role_id,
      status,
      company_id: 'c1',
      company_name: 'Acme',
      invited_by: 'Ada Lovelace',
      expires_at: '2026-12-01T12:00:00.000Z',
      last_sent_at: '2026-11-24T12:00:00.000Z',
      accepted_at: null,
      created_at: '2026-11-24T12:00:00.000Z',
    });
    mockFetch({
      'GET /admin/org/employee': ok(pageOf([])),
      'GET /admin/org/employee-invites': ok({
        items: [
          invite('i1', 'pat@example.com', 'member', 'pending'),
          invite('i2', 'boss@example.com', 'owner', 'pending'),
          invite('i3', 'late@example.com', 'member', 'expired'),
          invite('i4', 'done@example.com', 'member', 'accepted'),
        ],
        page: 1,
        page_size: 100,
        total_count: 4,
        total_pages: 1,
        search: null,
      }),
    });
    renderAt(<TeamMembersRoute invitePath="/team/invite" />, { path: '/team' });
    expect(await screen.findByText('pat@example.com')).toBeTruthy();
    expect(screen.queryByText('done@example.com')).toBeNull();
    expect(screen.getByRole('button', { name: 'Resend the invitation to pat@example.com' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Revoke the invitation to pat@example.com' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend the invitation to boss@example.com' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Resend the invitation to late@example.com' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Revoke the invitation to late@example.com' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke the invitation to pat@example.com' }));
    expect(within(await screen.findByRole('dialog')).getByText('pat@example.com')).toBeTruthy();
  });

  it('invite form: email required and valid, the seat limit (402) says so with a way to the plans', async () => {
    expect(inviteFormSchema.safeParse({ email: 'x', role_id: 'member' }).success).toBe(false);
    expect(inviteFormSchema.safeParse({ email: 'a@b.co', role_id: '' }).success).toBe(false);
    signIn('admin');
    mockFetch({ 'POST /admin/org/employee-invites': fail(402, 'Your plan allows 3 team seats. Upgrade your plan to add more.') });
    renderAt(<InviteMemberRoute teamPath="/team" />, { path: '/team/invite' });
    // An admin can't make owners.
    expect(screen.queryByRole('option', { name: 'Owner' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'new@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Your plan allows 3 team seats. Upgrade your plan to add more.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View plans' }).getAttribute('href')).toBe('/billing/subscription');
  });

  it('invite form: a 409 marks the email field', async () => {
    signIn('owner');
    mockFetch({
      'POST /admin/org/employee-invites': fail(409, TEAM_MESSAGES.alreadyInvited, { email: TEAM_MESSAGES.alreadyInvited }),
    });
    renderAt(<InviteMemberRoute teamPath="/team" />, { path: '/team/invite' });
    expect(screen.getByRole('option', { name: 'Owner' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'dup@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(screen.getByLabelText(/Email/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(TEAM_MESSAGES.alreadyInvited).length).toBeGreaterThan(0);
  });
});
