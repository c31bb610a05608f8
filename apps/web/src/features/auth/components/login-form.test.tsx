import { AUTH_MESSAGES } from '@hiring/shared/auth';
import { ACTION_FALLBACK_MESSAGES, NETWORK_ERROR_MESSAGE } from '@hiring/shared/errors';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockFetch, ok } from '@/testing/fetch-mock';
import { makeProfile, makeSession } from '@/testing/fixtures';
import { renderAt } from '@/testing/render';
import { LoginRoute } from '../routes/login';
import { SignInRoute } from '../routes/sign-in';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login form', () => {
  it('requires email and password, marking the fields invalid and focusing the first', async () => {
    renderAt(<LoginRoute />, { path: '/auth/login' });
    submit();
    const email = screen.getByLabelText('Email');
    expect(await screen.findByText(AUTH_MESSAGES.emailRequired)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.passwordRequired)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(AUTH_MESSAGES.emailRequired);
    expect(document.activeElement).toBe(email);
  });

  it('rejects a malformed email', async () => {
    renderAt(<LoginRoute />, { path: '/auth/login' });
    fill('Email', 'not-an-email');
    fill('Password', 'whatever1');
    submit();
    expect(await screen.findByText(AUTH_MESSAGES.emailInvalid)).toBeTruthy();
  });

  it('clears a field error when the field is edited', async () => {
    renderAt(<LoginRoute />, { path: '/auth/login' });
    submit();
    await screen.findByText(AUTH_MESSAGES.emailRequired);
    fill('Email', 'a');
    expect(screen.queryByText(AUTH_MESSAGES.emailRequired)).toBeNull();
    expect(screen.getByText(AUTH_MESSAGES.passwordRequired)).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the server message for a wrong password and stays on the page', async () => {
    mockFetch({ 'POST /auth/login': fail(401, AUTH_MESSAGES.invalidCredentials) });
    renderAt(<LoginRoute />, { path: '/auth/login', probes: ['/dashboard'] });
    fill('Email', 'ada@example.com');
    fill('Password', 'wrong-password');
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain(AUTH_MESSAGES.invalidCredentials);
    expect(screen.queryByTestId('location')).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('falls back to the login failure text when the server gives no message', async () => {
    mockFetch({ 'POST /auth/login': { status: 500, text: '' } });
    renderAt(<LoginRoute />, { path: '/auth/login' });
    fill('Email', 'ada@example.com');
    fill('Password', 'secret123');
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain(ACTION_FALLBACK_MESSAGES.login);
  });

  it('shows the network message when the server cannot be reached', async () => {
    mockFetch({ 'POST /auth/login': 'network-error' });
    renderAt(<LoginRoute />, { path: '/auth/login' });
    fill('Email', 'ada@example.com');
    fill('Password', 'secret123');
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain(NETWORK_ERROR_MESSAGE);
  });

  it('stores the session, takes the user and role from the profile, and opens the redirect', async () => {
    const { calls } = mockFetch({
      'POST /auth/login': ok(makeSession({ token: 'tok', refresh_token: 'ref' })),
      'GET /app/profile': ok(makeProfile({ firstName: 'Grace', role: 'owner' })),
    });
    renderAt(<LoginRoute />, { path: '/auth/login', at: '/auth/login?redirect=%2Fsettings', probes: ['/settings'] });
    fill('Email', 'Ada@Example.com');
    fill('Password', 'secret123');
    submit();
    expect((await screen.findByTestId('location')).textContent).toBe('/settings');
    expect(calls[0]?.body).toEqual({ email: 'ada@example.com', password: 'secret123' });
    expect(calls[1]?.headers.Authorization).toBe('Bearer tok');
    expect(window.localStorage.getItem('token')).toBe('tok');
    expect(window.localStorage.getItem('refresh_token')).toBe('ref');
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}').firstName).toBe('Grace');
    expect(window.localStorage.getItem('role')).toBe('owner');
  });

  it('ignores a redirect to another site and opens /dashboard', async () => {
    mockFetch({ 'POST /auth/login': ok(makeSession()), 'GET /app/profile': ok(makeProfile()) });
    renderAt(<LoginRoute />, { path: '/auth/login', at: '/auth/login?redirect=%2F%2Fevil.example', probes: ['/dashboard'] });
    fill('Email', 'ada@example.com');
    fill('Password', 'secret123');
    submit();
    expect((await screen.findByTestId('location')).textContent).toBe('/dashboard');
  });

  it('keeps the sign-in user when the profile cannot be read', async () => {
    mockFetch({ 'POST /auth/login': ok(makeSession()), 'GET /app/profile': fail(500) });
    renderAt(<LoginRoute />, { path: '/auth/login', probes: ['/dashboard'] });
    fill('Email', 'ada@example.com');
    fill('Password', 'secret123');
    submit();
    await screen.findByTestId('location');
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}').firstName).toBe('Ada');
    expect(window.localStorage.getItem('role')).toBe('user');
  });

  it('emails a sign-in link with the redirect', async () => {
    const { callsTo } = mockFetch({ 'POST /auth/request-login-link': ok({ message: 'sent' }) });
    renderAt(<LoginRoute />, { path: '/auth/login', at: '/auth/login?redirect=%2Fsettings' });
    fill('Email', 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(await screen.findByText(AUTH_MESSAGES.loginLinkSent)).toBeTruthy();
    expect(callsTo('POST /auth/request-login-link')[0]?.body).toEqual({ email: 'ada@example.com', redirect: '/settings' });
  });

  it('asks for an email before sending a sign-in link', async () => {
    const { calls } = mockFetch({});
    renderAt(<LoginRoute />, { path: '/auth/login' });
    fireEvent.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(await screen.findByText(AUTH_MESSAGES.emailRequired)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('has a sign-up link on /auth/login but none on /sign-in', async () => {
    const first = renderAt(<LoginRoute />, { path: '/auth/login' });
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/auth/register');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/auth/forgot-password');
    first.unmount();
    renderAt(<SignInRoute />, { path: '/sign-in' });
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
    expect(screen.queryByText(/Don't have an account/)).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy());
  });
});

describe('sign-in order and notices', () => {
  it('tabs from Email to Password, then to "Forgot password?"', () => {
    renderAt(<LoginRoute />, { path: '/auth/login' });
    // Tab follows document order (no positive tabindex anywhere).
    const order = Array.from(document.querySelectorAll<HTMLElement>('input, a[href], button, [tabindex]'));
    expect(order.some((el) => el.tabIndex > 0)).toBe(false);
    const at = (el: HTMLElement) => order.indexOf(el);
    const email = at(screen.getByLabelText('Email'));
    const password = at(screen.getByLabelText('Password'));
    const forgot = at(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(email).toBeLessThan(password);
    expect(password).toBeLessThan(forgot);
    expect(order.slice(email + 1, password)).toEqual([]);
  });

  it('clears "You have been signed out." when a new attempt starts, leaving only that attempt\'s error', async () => {
    mockFetch({ 'POST /auth/login': fail(401, AUTH_MESSAGES.invalidCredentials) });
    const { router } = renderAt(<LoginRoute />, { path: '/auth/login' });
    await act(() => router.navigate('/auth/login', { state: { notice: AUTH_MESSAGES.loggedOut } }));
    expect(screen.getByText(AUTH_MESSAGES.loggedOut)).toBeTruthy();
    fill('Email', 'ada@example.com');
    fill('Password', 'wrong-password');
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain(AUTH_MESSAGES.invalidCredentials);
    expect(screen.queryByText(AUTH_MESSAGES.loggedOut)).toBeNull();
  });
});
