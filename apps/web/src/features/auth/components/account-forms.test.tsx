import { AUTH_MESSAGES } from '@hiring/shared/auth';
import { ACTION_FALLBACK_MESSAGES, NETWORK_ERROR_MESSAGE } from '@hiring/shared/errors';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockFetch, ok } from '@/testing/fetch-mock';
import { makeProfile, makeSession } from '@/testing/fixtures';
import { renderAt } from '@/testing/render';
import { AuthRoute } from '../routes/auth';
import { ForgotPasswordRoute } from '../routes/forgot-password';
import { RegisterRoute } from '../routes/register';
import { ResetPasswordRoute } from '../routes/reset-password';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('register form', () => {
  function fillValid() {
    fill('First name', 'Ada');
    fill('Last name', 'Lovelace');
    fill('Work email', 'ada@example.com');
    fill('Password', 'secret123');
    fill('Confirm password', 'secret123');
  }
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

  it('requires every field', async () => {
    renderAt(<RegisterRoute />, { path: '/auth/register' });
    submit();
    expect(await screen.findByText(AUTH_MESSAGES.firstNameRequired)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.lastNameRequired)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.emailRequired)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.passwordRequired)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.confirmPasswordRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
  });

  it('says "Password must be at least 8 characters" for a short password', async () => {
    renderAt(<RegisterRoute />, { path: '/auth/register' });
    fillValid();
    fill('Password', 'short');
    fill('Confirm password', 'short');
    submit();
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
  });

  it('says "Passwords do not match" when the confirmation differs', async () => {
    renderAt(<RegisterRoute />, { path: '/auth/register' });
    fillValid();
    fill('Confirm password', 'secret124');
    submit();
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(screen.getByLabelText('Confirm password').getAttribute('aria-invalid')).toBe('true');
  });

  it('uses an email-type input', () => {
    renderAt(<RegisterRoute />, { path: '/auth/register' });
    expect(screen.getByLabelText('Work email').getAttribute('type')).toBe('email');
  });

  it('shows a taken email from the server', async () => {
    mockFetch({ 'POST /auth/register': fail(409, AUTH_MESSAGES.emailTaken) });
    renderAt(<RegisterRoute />, { path: '/auth/register' });
    fillValid();
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain(AUTH_MESSAGES.emailTaken);
  });

  it('falls back to the registration failure text', async () => {
    mockFetch({ 'POST /auth/register': { status: 500, text: '' } });
    renderAt(<RegisterRoute />, { path: '/auth/register' });
    fillValid();
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain(ACTION_FALLBACK_MESSAGES.register);
  });

  it('puts server field errors on their fields', async () => {
    mockFetch({ 'POST /auth/register': fail(400, 'Validation failed', { email: 'Please enter a valid email address' }) });
    renderAt(<RegisterRoute />, { path: '/auth/register' });
    fillValid();
    submit();
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByLabelText('Work email').getAttribute('aria-invalid')).toBe('true');
  });

  it('creates the account without the confirmation, stores the session and opens /dashboard', async () => {
    const { callsTo } = mockFetch({
      'POST /auth/register': ok(makeSession({ token: 'new' }), 201),
      'GET /app/profile': ok(makeProfile({ role: 'owner' })),
    });
    renderAt(<RegisterRoute />, { path: '/auth/register', probes: ['/dashboard'] });
    fillValid();
    submit();
    expect((await screen.findByTestId('location')).textContent).toBe('/dashboard');
    expect(callsTo('POST /auth/register')[0]?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'secret123',
    });
    expect(window.localStorage.getItem('token')).toBe('new');
    expect(window.localStorage.getItem('role')).toBe('owner');
  });
});

describe('forgot password form', () => {
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

  it('requires an email', async () => {
    renderAt(<ForgotPasswordRoute />, { path: '/auth/forgot-password' });
    submit();
    expect(await screen.findByText(AUTH_MESSAGES.emailRequired)).toBeTruthy();
  });

  it.each([
    ['a success', ok({ message: 'ok' })],
    ['a server error', fail(500, 'Internal server error. Please try again later.')],
    ['an unknown account answer', fail(404, 'No such user')],
    ['a rate limit', fail(429)],
  ])('always shows the same message after %s', async (_name, reply) => {
    mockFetch({ 'POST /auth/forgot-password': reply });
    renderAt(<ForgotPasswordRoute />, { path: '/auth/forgot-password' });
    fill('Email', 'ada@example.com');
    submit();
    expect(await screen.findByText("If an account exists with that email, we've sent a password reset link.")).toBeTruthy();
    expect(screen.queryByLabelText('Email')).toBeNull();
  });

  it('asks to retry when the request never reached the server', async () => {
    mockFetch({ 'POST /auth/forgot-password': 'network-error' });
    renderAt(<ForgotPasswordRoute />, { path: '/auth/forgot-password' });
    fill('Email', 'ada@example.com');
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain(NETWORK_ERROR_MESSAGE);
    expect(screen.queryByText(AUTH_MESSAGES.forgotPasswordSent)).toBeNull();
  });
});

describe('reset password form', () => {
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
  const renderReset = () => renderAt(<ResetPasswordRoute />, { path: '/auth/reset-password/:token', at: '/auth/reset-password/tok-123' });

  it('applies the register rules: length and match', async () => {
    renderReset();
    fill('New password', 'short');
    fill('Confirm new password', 'other');
    submit();
    expect(await screen.findByText(AUTH_MESSAGES.passwordTooShort)).toBeTruthy();
    fill('New password', 'long-enough');
    submit();
    expect(await screen.findByText(AUTH_MESSAGES.passwordsDoNotMatch)).toBeTruthy();
  });

  it('sends the token from the address with the new password and confirms', async () => {
    const { callsTo } = mockFetch({ 'POST /auth/reset-password': ok({ message: 'done' }) });
    renderReset();
    fill('New password', 'new-secret-1');
    fill('Confirm new password', 'new-secret-1');
    submit();
    expect(await screen.findByText(AUTH_MESSAGES.passwordResetDone)).toBeTruthy();
    expect(callsTo('POST /auth/reset-password')[0]?.body).toEqual({ token: 'tok-123', password: 'new-secret-1' });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth/login');
  });

  it('shows an expired link with a way to ask for a new one', async () => {
    mockFetch({ 'POST /auth/reset-password': fail(400, AUTH_MESSAGES.resetLinkInvalid) });
    renderReset();
    fill('New password', 'new-secret-1');
    fill('Confirm new password', 'new-secret-1');
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain(AUTH_MESSAGES.resetLinkInvalid);
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/auth/forgot-password');
  });
});

describe('/auth combined screen', () => {
  it('switches between sign in, register and forgot password', async () => {
    renderAt(<AuthRoute />, { path: '/auth' });
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Create account' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Sign in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeTruthy();
  });

  it('drops a one-time code from the address when the visitor switches to creating an account', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    const { router } = renderAt(<AuthRoute />, { path: '/auth', at: '/auth?one-time=CODE-9&redirect=%2Fsettings' });
    fireEvent.click(screen.getByRole('tab', { name: 'Create account' }));
    expect(router.state.location.search).toBe('?redirect=%2Fsettings');
    vi.unstubAllGlobals();
  });

  it('moves between the sign-in and register tabs with the arrow keys', () => {
    renderAt(<AuthRoute />, { path: '/auth' });
    const signInTab = screen.getByRole('tab', { name: 'Sign in' });
    expect(signInTab.getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('tab', { name: 'Create account' }).getAttribute('tabindex')).toBe('-1');
    fireEvent.keyDown(signInTab, { key: 'ArrowRight' });
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Create account' }));
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('auth-tab-register');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeTruthy();
  });

  it('has a side panel listing five screening steps', () => {
    renderAt(<AuthRoute />, { path: '/auth' });
    const panel = screen.getByRole('complementary', { name: 'Screen candidates in five steps' });
    expect(panel.querySelectorAll('ol > li')).toHaveLength(5);
  });

  it('shows a notice handed over by navigation, e.g. after signing out', async () => {
    const { router } = renderAt(<AuthRoute />, { path: '/auth', probes: ['/elsewhere'] });
    await router.navigate('/elsewhere');
    await router.navigate('/auth', { state: { notice: AUTH_MESSAGES.loggedOut } });
    expect(await screen.findByText(AUTH_MESSAGES.loggedOut)).toBeTruthy();
  });
});
