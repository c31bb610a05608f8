import { AUTH_MESSAGES } from '@hiring/shared/auth';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SESSION_HANDLER_MESSAGES, STATUS_MESSAGES } from '@hiring/shared/errors';
import { setSessionEndHandler } from '@/lib/api-client';
import { getSession, setTokens } from '@/lib/session-storage';
import { fail, mockFetch, ok } from '@/testing/fetch-mock';
import { makeProfile } from '@/testing/fixtures';
import { makeBillingSubscription } from '@/features/billing/test-fixtures';
import { renderRoutes } from '@/testing/render';
import { queryClient } from './query-client';
import { createRoutes, endSessionWith } from './router';

function signedIn(role: string) {
  setTokens('t', 'r');
  window.localStorage.setItem('role', role);
  mockFetch({ 'GET /app/profile': ok(makeProfile({ role: role as never })) });
}

describe('app routes', () => {
  it('ends a session refused with 401 (the refresh refused too) on /auth, showing the handler message', async () => {
    setTokens('t', 'r');
    mockFetch({ 'GET /app/profile': fail(401), 'POST /auth/refresh-token': fail(401, 'Invalid refresh token') });
    const { router } = renderRoutes(createRoutes(), '/dashboard');
    setSessionEndHandler(endSessionWith(router));
    // The first lazy page of the file loads cold.
    expect(await screen.findByRole('heading', { name: 'Welcome back' }, { timeout: 10_000 })).toBeTruthy();
    expect(getSession().token).toBeNull();
    expect(router.state.location.pathname).toBe('/auth');
    expect(screen.getByText(SESSION_HANDLER_MESSAGES[401])).toBeTruthy();
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('keeps a session whose call is refused with 403: the page shows the error in place (decision 490)', async () => {
    setTokens('t', 'r');
    window.localStorage.setItem('role', 'member');
    mockFetch({ 'GET /app/profile': fail(403, STATUS_MESSAGES[403]) });
    const { router } = renderRoutes(createRoutes(), '/dashboard');
    setSessionEndHandler(endSessionWith(router));
    expect(await screen.findByText(STATUS_MESSAGES[403]!, {}, { timeout: 5_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(getSession().token).toBe('t');
    expect(screen.queryByText(SESSION_HANDLER_MESSAGES[403])).toBeNull();
  });

  it('sends / to /dashboard, and a signed-out visitor on to /auth?redirect=%2Fdashboard', async () => {
    mockFetch({});
    const { router } = renderRoutes(createRoutes(), '/');
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/auth?redirect=%2Fdashboard'));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
  });

  it('shows access denied to a "user" on /job-listing, with a link to the dashboard', async () => {
    signedIn('user');
    const { router } = renderRoutes(createRoutes(), '/job-listing');
    // The guard, the shell and the page load lazily: give a busy machine time.
    expect(await screen.findByText(AUTH_MESSAGES.accessDenied, {}, { timeout: 5_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/access-denied');
    expect(screen.getByRole('link', { name: 'Go to dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('lets an admin into /job-listing/create: the wizard, with the company form, in the shell', async () => {
    signedIn('Admin');
    // The app's one query client outlives a test: forget an earlier test's profile.
    queryClient.clear();
    mockFetch({
      'GET /app/profile': ok(makeProfile({ role: 'admin' }, { subscription_active: true, status: 'trialing', is_trial: true })),
      'GET /app/company/context': ok({
        id: 'c1',
        name: 'Acme',
        industry: null,
        size: null,
        description: null,
        website: null,
        has_all_fields: false,
        missing_fields: ['industry', 'size', 'description'],
        last_updated: null,
      }),
    });
    renderRoutes(createRoutes(), '/job-listing/create');
    expect(await screen.findByRole('list', { name: 'Create job listing steps' }, { timeout: 3_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Create Job Listing' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Company Information' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it.each(['/job-listing/job-1/not-a-screen', '/interviews/nowhere/else', '/talent/unknown', '/profile/notifications'])(
    'answers %s, which no screen serves, with page not found, not a coming-soon page',
    async (path) => {
      signedIn('owner');
      renderRoutes(createRoutes(), path);
      expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 5_000 })).toBeTruthy();
      expect(screen.queryByText('Coming soon')).toBeNull();
    },
  );

  it('serves the questions screen and a question history to an owner, and access denied to a "user"', async () => {
    signedIn('owner');
    const first = renderRoutes(createRoutes(), '/job-listing/job-1/questions');
    // The position is unknown to the mocked API: the screen's error box, not a placeholder.
    expect(await screen.findByRole('link', { name: 'Back to Job Details' }, { timeout: 10_000 })).toBeTruthy();
    first.unmount();
    const second = renderRoutes(createRoutes(), '/job-listing/job-1/questions/q-1/history');
    expect(await screen.findByRole('heading', { name: 'Question History' }, { timeout: 10_000 })).toBeTruthy();
    second.unmount();
    signedIn('user');
    const { router } = renderRoutes(createRoutes(), '/job-listing/job-1/questions');
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-denied'), { timeout: 5_000 });
  }, 15_000);

  it('redirects /job-listings/* to /job-listing', async () => {
    signedIn('owner');
    const { router } = renderRoutes(createRoutes(), '/job-listings/42/edit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/job-listing'));
  });

  it("composes /profile from the profile page and billing's subscription panel", async () => {
    signedIn('owner');
    queryClient.clear();
    mockFetch({
      'GET /app/profile': ok(
        makeProfile({ role: 'owner' }, { subscription_active: true, trial_eligible: false, status: 'active', plan_name: 'Professional' }),
      ),
      'GET /app/subscriptions/current': ok(makeBillingSubscription()),
    });
    renderRoutes(createRoutes(), '/profile');
    expect(await screen.findByRole('heading', { name: 'Profile Information' }, { timeout: 3_000 })).toBeTruthy();
    expect(await screen.findByText('$49/mo on December 1, 2026')).toBeTruthy();
  });

  it('keeps /billing/admin for admins only', async () => {
    signedIn('owner');
    const { router } = renderRoutes(createRoutes(), '/billing/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-denied'));
  });

  it('serves /billing/subscription to a "user", an area without a role restriction', async () => {
    signedIn('user');
    renderRoutes(createRoutes(), '/billing/subscription');
    expect(await screen.findByRole('heading', { name: 'Subscription Management' })).toBeTruthy();
  });

  it('shows /billing/admin, named by the specification without a screen, as a coming-soon page to an admin', async () => {
    signedIn('admin');
    const { router } = renderRoutes(createRoutes(), '/billing/admin');
    expect(await screen.findByRole('heading', { name: 'Billing Administration' }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByText('Coming soon')).toBeTruthy();
    await router.navigate('/billing/admin/plans');
    expect(await screen.findByRole('heading', { name: 'Billing Administration' }, { timeout: 5_000 })).toBeTruthy();
  });

  it('serves the onboarding plans list to an owner, not a placeholder', async () => {
    signedIn('owner');
    queryClient.clear();
    mockFetch({
      'GET /app/profile': ok(makeProfile({ role: 'owner' })),
      'GET /admin/onboarding/user': ok({ items: [], page: 1, page_size: 10, total_count: 0, total_pages: 0, search: null }),
    });
    const { router } = renderRoutes(createRoutes(), '/onboarding/user');
    expect(await screen.findByText('No onboarding plans found', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByText('Coming soon')).toBeNull();
    expect(router.state.location.pathname).toBe('/onboarding/user');
  }, 10_000);

  it('sends a "user" on /onboarding/user/create to access denied', async () => {
    signedIn('user');
    queryClient.clear();
    const { router } = renderRoutes(createRoutes(), '/onboarding/user/create');
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-denied'), { timeout: 5_000 });
  }, 10_000);

  it('opens the samples area for an owner', async () => {
    signedIn('owner');
    mockFetch({ 'GET /admin/samples/teams': ok({ items: [], page: 1, page_size: 1, total_count: 3, total_pages: 3, search: null }) });
    renderRoutes(createRoutes(), '/samples');
    expect(await screen.findByRole('navigation', { name: 'Sample kinds' }, { timeout: 5_000 })).toBeTruthy();
  });

  it('opens the samples area for the platform administrator, who keeps the library', async () => {
    signedIn('super_admin');
    mockFetch({ 'GET /admin/samples/teams': ok({ items: [], page: 1, page_size: 1, total_count: 11, total_pages: 11, search: null }) });
    const { router } = renderRoutes(createRoutes(), '/samples');
    expect(await screen.findByRole('navigation', { name: 'Sample kinds' }, { timeout: 5_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/samples');
  });

  it('sends a manager from /samples/teams to /access-denied', async () => {
    signedIn('manager');
    const { router } = renderRoutes(createRoutes(), '/samples/teams');
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-denied'), { timeout: 5_000 });
  });

  it('shows a real not-found page for unknown routes', async () => {
    mockFetch({});
    renderRoutes(createRoutes(), '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth');
  });

  it('offers a signed-in member no "Sign in" on the not-found page', async () => {
    signedIn('owner');
    renderRoutes(createRoutes(), '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });
});
