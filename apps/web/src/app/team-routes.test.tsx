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

// Lazy pages load cold in these tests: they get the time the first page of a file gets.
const cold = { timeout: 5_000 };

describe('team routes', () => {
  it('sends /employees (the edit form’s way back) to /org/employees', async () => {
    signedIn('owner');
    const { router } = renderRoutes(createRoutes(), '/employees');
    await waitFor(() => expect(router.state.location.pathname).toBe('/org/employees'), cold);
    expect(await screen.findByRole('heading', { name: 'Employees' }, cold)).toBeTruthy();
  });

  it('keeps /org/employees for admins and owners', async () => {
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
