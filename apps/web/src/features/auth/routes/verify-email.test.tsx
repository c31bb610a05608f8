import { AUTH_MESSAGES } from '@hiring/shared/auth';
import { NETWORK_ERROR_MESSAGE } from '@hiring/shared/errors';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockFetch, ok } from '@/testing/fetch-mock';
import { renderAt } from '@/testing/render';
import { VerifyEmailRoute } from './verify-email';

const renderVerify = () => renderAt(<VerifyEmailRoute />, { path: '/auth/verify-email/:token', at: '/auth/verify-email/tok-9' });

describe('verify email page', () => {
  it('verifies the token on load, showing a loading state first', async () => {
    const { callsTo } = mockFetch({ 'POST /auth/verify-email': ok({ message: 'ok' }) });
    renderVerify();
    expect(screen.getByText('Verifying your email…')).toBeTruthy();
    expect(await screen.findByText(AUTH_MESSAGES.emailVerified)).toBeTruthy();
    expect(callsTo('POST /auth/verify-email')).toHaveLength(1);
    expect(callsTo('POST /auth/verify-email')[0]?.body).toEqual({ token: 'tok-9' });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth/login');
  });

  it('shows "Verification Failed" and the invalid-link text when the server refuses', async () => {
    mockFetch({ 'POST /auth/verify-email': fail(400, 'Invalid token') });
    renderVerify();
    expect(await screen.findByText('Verification Failed')).toBeTruthy();
    expect(screen.getByText('The verification link is invalid or has expired.')).toBeTruthy();
  });

  it('offers a retry when the server could not be reached', async () => {
    mockFetch({ 'POST /auth/verify-email': 'network-error' });
    renderVerify();
    expect(await screen.findByText(NETWORK_ERROR_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
