import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setTokens } from '@/lib/session-storage';
import { mockFetch, ok } from '@/testing/fetch-mock';
import { makeProfile } from '@/testing/fixtures';
import { renderRoutes } from '@/testing/render';
import { queryClient } from './query-client';
import { createRoutes } from './router';

function signedIn(role: string) {
  setTokens('t', 'r');
  window.localStorage.setItem('role', role);
  queryClient.clear();
  mockFetch({
    'GET /app/profile': ok(makeProfile({ role: role as never })),
    'GET /admin/org/employee': ok({ items: [], page: 1, page_size: 10, total_count: 0, total_pages: 0, search: null }),
    'GET /admin/org/employee-invites': ok({ items: [], page: 1, page_size: 100, total_count: 0, total_pages: 0, search: null }),
  });
}

const EMPLOYEE = {
  id: 'e1',
  email: 'mona@example.com',
  first_name: 'Mona',
  last_name: 'Manager',
  company_id: 'c2',
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
};

// Lazy pages load cold in these tests: they get the time the first page of a file gets.
const cold = { timeout: 5_000 };

describe('team routes', () => {
  it('sends /employees (the edit form’s way back) to /org/employees', async () => {
    signedIn('owner');
    const { router } = renderRoutes(createRoutes(), '/employees');
    await waitFor(() => expect(router.state.location.pathname).toBe('/org/employees'), cold);
    expect(await screen.findByRole('heading', { name: 'Employees' }, cold)).toBeTruthy();
  });

  it("opens /org/employees for the platform administrator, with every company's column and no invite without a company", async () => {
    signedIn('super_admin');
    mockFetch({
      'GET /app/profile': ok(makeProfile({ role: 'super_admin', company: null })),
      'GET /admin/org/employee': ok({
        items: [{ ...EMPLOYEE, company_name: 'Globex' }],
        page: 1,
        page_size: 10,
        total_count: 1,
        total_pages: 1,
        search: null,
      }),
    });
    window.localStorage.setItem('user', JSON.stringify({ ...makeProfile({ role: 'super_admin', company: null }).user }));
    const { router } = renderRoutes(createRoutes(), '/org/employees');
    expect(await screen.findByRole('heading', { name: 'Employees' }, cold)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/org/employees');
    expect(await screen.findByRole('columnheader', { name: 'Company' }, cold)).toBeTruthy();
    expect(screen.getAllByText('Globex').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Invite' })).toBeNull();
  });

  it('keeps /org/employees for admins, owners and the platform administrator', async () => {
    signedIn('manager');
    const { router } = renderRoutes(createRoutes(), '/org/employees/edit/e1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-denied'), cold);
  });

  it.each(['/team', '/profile/team'])('shows the team page at %s, no longer a placeholder', async (path) => {
    signedIn('owner');
    renderRoutes(createRoutes(), path);
    expect(await screen.findByRole('heading', { name: 'Team Members' }, cold)).toBeTruthy();
    expect(screen.queryByText('Coming soon')).toBeNull();
  });

  it.each(['/team/invite', '/profile/team/invite'])('shows the invite form at %s', async (path) => {
    signedIn('admin');
    renderRoutes(createRoutes(), path);
    expect(await screen.findByRole('heading', { name: 'Invite Team Members' }, cold)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send invitation' })).toBeTruthy();
  });
});
