import { AUTH_MESSAGES } from '@hiring/shared/auth';
import { PLATFORM_SEARCH_MESSAGES, SEARCH_MESSAGES } from '@hiring/shared/search';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SIDEBAR_STORAGE_KEY } from '@/config/app';
import { mockFetch, ok } from '@/testing/fetch-mock';
import { LocationProbe, renderRoutes, signIn } from '@/testing/render';
import { AppShell } from './app-shell';

function renderShell(role = 'admin') {
  signIn(role);
  return renderRoutes(
    [
      { element: <AppShell />, children: [{ path: '/dashboard', element: <p>Page body</p> }] },
      { path: '/auth', element: <LocationProbe /> },
    ],
    '/dashboard',
  );
}

const SIDEBAR_LINKS = [
  '/dashboard',
  '/job-listing/create',
  '/job-listing/active',
  '/job-listing/archived',
  '/interviews/pending',
  '/interviews/completed',
  '/interviews/analysis',
  '/talent/candidates',
  '/talent/compare',
  '/profile/team',
  '/profile/team/invite',
  '/billing/subscription',
  '/billing/usage',
  '/billing/invoices',
  '/profile/settings',
  '/support/help',
];

describe('app shell', () => {
  it('has every sidebar link of the spec, grouped, and a "New Job" button', () => {
    renderShell();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(SIDEBAR_LINKS);
    for (const group of ['Job Listings', 'Interviews', 'Candidate Pool', 'Team Management', 'Subscription']) {
      expect(within(nav).getByText(group)).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'New Job' }).getAttribute('href')).toBe('/job-listing/create');
  });

  it('shows a plain user only what the role allows: no New Job, no job listing, interview, candidate or invitation links', () => {
    renderShell('user');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(SIDEBAR_LINKS.filter((h) => !/^\/(job-listing|interviews|talent)/.test(h) && h !== '/profile/team/invite'));
    expect(within(nav).queryByText('Interviews')).toBeNull();
    expect(within(nav).queryByText('Candidate Pool')).toBeNull();
    expect(within(nav).queryByText('Job Listings')).toBeNull();
    expect(screen.queryByRole('link', { name: 'New Job' })).toBeNull();
  });

  it('shows a team lead the team but no Invite Members link, which owners and admins use (issue 34)', () => {
    renderShell('team_lead');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('/profile/team');
    expect(hrefs).toContain('/interviews/completed');
    expect(hrefs).not.toContain('/profile/team/invite');
  });

  it('gives the platform administrator its own navigation: Companies, Employees and the Sample Library, no company screens (issue 34)', () => {
    renderShell('super_admin');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/dashboard', '/org/company', '/org/employees', '/samples', '/profile/settings', '/support/help']);
    expect(within(nav).getByRole('link', { name: 'Companies' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Employees' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Sample Library' }).getAttribute('href')).toBe('/samples');
    expect(screen.queryByRole('link', { name: 'New Job' })).toBeNull();
  });

  it('collapses the sidebar to narrow, says so with aria-expanded, and remembers it', () => {
    const first = renderShell();
    const toggle = screen.getByRole('button', { name: 'Collapse sidebar' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    const expand = screen.getByRole('button', { name: 'Expand sidebar' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById('app-sidebar')?.getAttribute('data-collapsed')).toBe('true');
    expect(window.localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('true');
    first.unmount();
    renderShell();
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeTruthy();
  });

  it('shows the search combobox and a settings button in the top bar', () => {
    renderShell();
    const search = screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement;
    expect(search.disabled).toBe(false);
    expect(search.placeholder).toBe(SEARCH_MESSAGES.placeholder);
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
  });

  it.each(['user', 'employee', 'member'])('shows a %s no search box: nothing it finds would open for them', (role) => {
    renderShell(role);
    expect(screen.queryByRole('combobox', { name: 'Search' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Settings' })).toBeTruthy();
  });

  it('shows the platform administrator the search of every company and employee', () => {
    renderShell('super_admin');
    const search = screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement;
    expect(search.placeholder).toBe(PLATFORM_SEARCH_MESSAGES.placeholder);
  });

  it.each(['manager', 'team_lead', 'supervisor'])('shows a %s the search box: they open candidates', (role) => {
    renderShell(role);
    expect(screen.getByRole('combobox', { name: 'Search' })).toBeTruthy();
  });

  it('logs out: tells the server, clears the session and goes to /auth', async () => {
    const { callsTo } = mockFetch({ 'POST /auth/logout': ok({ message: 'bye' }) });
    const { router } = renderShell();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(callsTo('POST /auth/logout')[0]?.body).toEqual({ refresh_token: 'refresh-1' });
    expect(callsTo('POST /auth/logout')[0]?.headers.Authorization).toBe('Bearer access-1');
    for (const key of ['token', 'refresh_token', 'user', 'role']) expect(window.localStorage.getItem(key)).toBeNull();
    expect((router.state.location.state as { notice?: string }).notice).toBe(AUTH_MESSAGES.loggedOut);
  });

  it('logs out locally even when the server cannot be reached', async () => {
    mockFetch({ 'POST /auth/logout': 'network-error' });
    const { router } = renderShell();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('opens the mobile navigation as a modal dialog that takes and gives back focus', async () => {
    mockFetch({ 'GET /app/profile': ok(null) });
    renderShell();
    const opener = screen.getByRole('button', { name: 'Open navigation' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Navigation' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close navigation' }));
    expect(screen.getByRole('main', { hidden: true }).closest('[inert]')).not.toBeNull();
    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });
});
