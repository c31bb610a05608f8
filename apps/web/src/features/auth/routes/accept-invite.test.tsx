import type { InvitePreview } from '@hiring/shared/team';
import { TEAM_MESSAGES } from '@hiring/shared/team';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession, setTokens, setUser } from '@/lib/session-storage';
import { fail, mockFetch, ok } from '@/testing/fetch-mock';
import { makeProfile, makeSession, makeUser } from '@/testing/fixtures';
import { renderAt } from '@/testing/render';
import { AcceptInviteRoute } from './accept-invite';

const preview = (overrides: Partial<InvitePreview> = {}): InvitePreview => ({
  email: 'new@example.com',
  company_name: 'Acme Hiring',
  role_id: 'manager',
  role_name: 'Manager',
  inviter_name: 'Ada Lovelace',
  status: 'pending',
  expires_at: '2026-12-01T12:00:00.000Z',
  account_exists: false,
  message: null,
  ...overrides,
});

const renderPage = () =>
  renderAt(<AcceptInviteRoute />, {
    path: '/auth/accept-invite/:token',
    at: '/auth/accept-invite/tok-1',
    probes: ['/dashboard', '/auth/login'],
  });

describe('invitation page', () => {
  it.each([
    ['accepted', 'Invitation already used', TEAM_MESSAGES.linkUsed],
    ['revoked', 'Invitation withdrawn', TEAM_MESSAGES.linkRevoked],
    ['expired', 'Invitation expired', TEAM_MESSAGES.linkExpired],
  ] as const)('says clearly when the link was %s', async (status, title, message) => {
    mockFetch({ 'GET /auth/invites/tok-1': ok(preview({ status, message })) });
    renderPage();
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create account and join' })).toBeNull();
  });

  it('says an unknown link is not valid', async () => {
    mockFetch({ 'GET /auth/invites/tok-1': fail(404, TEAM_MESSAGES.linkInvalid) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Invitation not valid' })).toBeTruthy();
    expect(screen.getByText(TEAM_MESSAGES.linkInvalid)).toBeTruthy();
  });

  it('registers a new person with the invited email, checks the passwords match, and signs in', async () => {
    const { callsTo } = mockFetch({
      'GET /auth/invites/tok-1': ok(preview()),
      'POST /auth/invites/tok-1/register': ok(makeSession({ user: makeUser({ email: 'new@example.com', role: 'manager' }) }), 201),
      'GET /app/profile': ok(makeProfile({ email: 'new@example.com', role: 'manager' })),
    });
    renderPage();
    expect(await screen.findByText('Acme Hiring')).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('new@example.com');
    expect((screen.getByLabelText('Email') as HTMLInputElement).readOnly).toBe(true);
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Grace' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Hopper' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long-enough-1' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'different-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(callsTo('POST /auth/invites/tok-1/register')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'long-enough-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/dashboard');
    expect(callsTo('POST /auth/invites/tok-1/register')[0]?.body).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      password: 'long-enough-1',
    });
    expect(getSession().role).toBe('manager');
  });

  it('shows the server refusal (seats) on the form', async () => {
    mockFetch({
      'GET /auth/invites/tok-1': ok(preview()),
      'POST /auth/invites/tok-1/register': fail(402, 'Your plan allows 3 team seats. Upgrade your plan to add more.'),
    });
    renderPage();
    fireEvent.change(await screen.findByLabelText('First name'), { target: { value: 'Grace' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Hopper' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long-enough-1' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'long-enough-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(await screen.findByText('Your plan allows 3 team seats. Upgrade your plan to add more.')).toBeTruthy();
  });

  it('asks someone with an account to sign in and come back', async () => {
    mockFetch({ 'GET /auth/invites/tok-1': ok(preview({ account_exists: true })) });
    renderPage();
    const link = await screen.findByRole('link', { name: 'Sign in to accept' });
    expect(link.getAttribute('href')).toBe(`/auth/login?redirect=${encodeURIComponent('/auth/accept-invite/tok-1')}`);
  });

  it('lets the signed-in invited account join', async () => {
    setTokens('access-1', 'refresh-1');
    setUser(makeUser({ email: 'new@example.com', role: 'owner' }));
    const { callsTo } = mockFetch({
      'GET /auth/invites/tok-1': ok(preview({ account_exists: true })),
      'POST /app/invites/tok-1/accept': ok({ message: TEAM_MESSAGES.joined('Acme Hiring'), company_name: 'Acme Hiring', role: 'manager' }),
      'GET /app/profile': ok(makeProfile({ email: 'new@example.com', role: 'manager' })),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Join Acme Hiring' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/dashboard');
    expect(callsTo('POST /app/invites/tok-1/accept')).toHaveLength(1);
    await waitFor(() => expect(getSession().role).toBe('manager'));
  });

  it('tells another signed-in account the invitation is not theirs and offers to sign out', async () => {
    setTokens('access-1', 'refresh-1');
    setUser(makeUser({ email: 'someone.else@example.com' }));
    mockFetch({ 'GET /auth/invites/tok-1': ok(preview()), 'POST /auth/logout': ok({ message: 'ok' }) });
    renderPage();
    expect(await screen.findByText(TEAM_MESSAGES.wrongAccount('new@example.com'), { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out and continue' }));
    expect(await screen.findByRole('button', { name: 'Create account and join' })).toBeTruthy();
  });
});
