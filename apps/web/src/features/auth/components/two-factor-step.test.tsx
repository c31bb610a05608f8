import { TWO_FACTOR_MESSAGES } from '@hiring/shared/two-factor-messages';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockFetch, ok } from '@/testing/fetch-mock';
import { makeProfile, makeSession } from '@/testing/fixtures';
import { renderRoutes } from '@/testing/render';
import { LoginRoute } from '../routes/login';
import { TwoFactorRoute } from '../routes/two-factor';

/** The sign-in page and the code step's page, with probes where they may go. */
const renderSignIn = (at = '/auth/login', probes = ['/dashboard']) =>
  renderRoutes(
    [
      { path: '/auth/login', element: <LoginRoute /> },
      { path: '/auth/two-factor', element: <TwoFactorRoute /> },
    ],
    at,
    probes,
  );

const challenge = { two_factor_required: true, challenge: 'c'.repeat(43), expires_in: 300 };

async function signInToCodeStep() {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  return screen.findByLabelText('Authentication code');
}

describe('sign-in with two-factor on', () => {
  it('asks for the 6-digit code after the password, then signs in with it', async () => {
    const { calls } = mockFetch({
      'POST /auth/login': ok(challenge),
      'POST /auth/two-factor/verify': ok(makeSession({ token: 'tok', refresh_token: 'ref' })),
      'GET /app/profile': ok(makeProfile()),
    });
    renderSignIn();
    const input = await signInToCodeStep();
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(window.localStorage.getItem('token')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.codeRequired)).toBeTruthy();
    fireEvent.change(input, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/dashboard');
    expect(calls.find((c) => c.path.includes('two-factor'))?.body).toEqual({ challenge: challenge.challenge, code: '123456' });
    expect(window.localStorage.getItem('token')).toBe('tok');
  });

  it('shows a wrong code on the field, and takes a recovery code instead', async () => {
    const { calls } = mockFetch({
      'POST /auth/login': ok(challenge),
      'POST /auth/two-factor/verify': [
        fail(400, TWO_FACTOR_MESSAGES.codeInvalid, { code: TWO_FACTOR_MESSAGES.codeInvalid }),
        ok(makeSession()),
      ],
      'GET /app/profile': ok(makeProfile()),
    });
    renderSignIn();
    const input = await signInToCodeStep();
    fireEvent.change(input, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.codeInvalid)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    const recovery = screen.getByLabelText('Recovery code');
    fireEvent.change(recovery, { target: { value: 'abcde-fghjk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/dashboard');
    expect(calls.filter((c) => c.path.includes('two-factor')).at(-1)?.body).toEqual({
      challenge: challenge.challenge,
      recovery_code: 'abcde-fghjk',
    });
  });

  it('sends the member back to the password when the challenge has ended', async () => {
    mockFetch({
      'POST /auth/login': ok(challenge),
      'POST /auth/two-factor/verify': fail(401, TWO_FACTOR_MESSAGES.tooManyAttempts),
    });
    renderSignIn();
    const input = await signInToCodeStep();
    fireEvent.change(input, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.tooManyAttempts)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByLabelText('Password')).toBeTruthy();
  });
});

describe('the code step opened without a sign-in', () => {
  it('says the sign-in expired and goes back to the password', async () => {
    renderSignIn('/auth/two-factor');
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.challengeExpired)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByLabelText('Password')).toBeTruthy();
  });
});
