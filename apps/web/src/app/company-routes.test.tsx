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
    'GET /app/org/company': ok({ items: [], page: 1, page_size: 10, total_count: 0, total_pages: 0, search: null }),
  });
}

const cold = { timeout: 5_000 };

describe('company routes', () => {
  it('shows the companies list at /org/company, no longer a placeholder', async () => {
    signedIn('owner');
    renderRoutes(createRoutes(), '/org/company');
    expect(await screen.findByRole('heading', { name: 'Companies' }, cold)).toBeTruthy();
    expect(screen.queryByText('Coming soon')).toBeNull();
  });

  it('sends /companies to /org/company', async () => {
    signedIn('admin');
    const { router } = renderRoutes(createRoutes(), '/companies');
    await waitFor(() => expect(router.state.location.pathname).toBe('/org/company'), cold);
  });

  it('opens /org/company for the platform administrator, and keeps /job-listing closed to them', async () => {
    signedIn('super_admin');
    const { router } = renderRoutes(createRoutes(), '/org/company');
    expect(await screen.findByRole('heading', { name: 'Companies' }, cold)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/org/company');
    await router.navigate('/job-listing');
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-denied'), cold);
  });

  it('keeps /org/company for admins, owners and the platform administrator', async () => {
    signedIn('member');
    const { router } = renderRoutes(createRoutes(), '/org/company/details/c1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-denied'), cold);
  });
});
