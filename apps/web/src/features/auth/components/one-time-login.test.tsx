import { AUTH_MESSAGES, ONE_TIME_LOGIN_TIMINGS } from '@hiring/shared/auth';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockFetch, ok } from '@/testing/fetch-mock';
import { makeProfile, makeSession } from '@/testing/fixtures';
import { renderAt } from '@/testing/render';
import { LoginRoute } from '../routes/login';

const stage = () => document.querySelector('[data-stage]')?.getAttribute('data-stage');
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('one-time login link', () => {
  function start(at = '/auth/login?one-time=CODE-1&redirect=%2Fsettings') {
    return renderAt(<LoginRoute />, { path: '/auth/login', at, probes: ['/settings', '/dashboard'] });
  }

  it('initiates for 1 s, authenticates, succeeds, then redirects after 1.5 s', async () => {
    const { callsTo } = mockFetch({
      'POST /auth/validate-one-time': ok(makeSession({ token: 'otl-token' })),
      'GET /app/profile': ok(makeProfile({ role: 'admin' })),
    });
    const { router } = start();
    expect(stage()).toBe('initiating');
    await advance(ONE_TIME_LOGIN_TIMINGS.initiateMs - 1);
    expect(callsTo('POST /auth/validate-one-time')).toHaveLength(0);
    await advance(1);
    expect(callsTo('POST /auth/validate-one-time')[0]?.body).toEqual({ code: 'CODE-1' });
    expect(stage()).toBe('success');
    expect(window.localStorage.getItem('token')).toBe('otl-token');
    expect(window.localStorage.getItem('role')).toBe('admin');
    await advance(ONE_TIME_LOGIN_TIMINGS.redirectMs - 1);
    expect(router.state.location.pathname).toBe('/auth/login');
    await advance(1);
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('shows the authenticating stage while the code is checked', async () => {
    let answer: (value: unknown) => void = () => {};
    mockFetch({
      'POST /auth/validate-one-time': () =>
        new Promise((resolve) => {
          answer = resolve;
        }) as never,
    });
    start();
    await advance(ONE_TIME_LOGIN_TIMINGS.initiateMs);
    expect(stage()).toBe('authenticating');
    expect(screen.getByText('Verifying your login link…')).toBeTruthy();
    answer(fail(400, AUTH_MESSAGES.oneTimeLinkInvalid));
    await advance(0);
    expect(stage()).toBe('failure');
  });

  it('removes the code from the address after 3 s and keeps the redirect', async () => {
    mockFetch({ 'POST /auth/validate-one-time': fail(400, AUTH_MESSAGES.oneTimeLinkInvalid) });
    const { router } = start();
    await advance(ONE_TIME_LOGIN_TIMINGS.cleanAddressMs - 1);
    expect(router.state.location.search).toContain('one-time=CODE-1');
    await advance(1);
    expect(router.state.location.search).toBe('?redirect=%2Fsettings');
    expect(stage()).toBe('failure');
  });

  it('once signed in, starts no second navigation that would cancel the redirect while its pages load', async () => {
    let answer: (value: unknown) => void = () => {};
    mockFetch({
      'POST /auth/validate-one-time': () =>
        new Promise((resolve) => {
          answer = resolve;
        }) as never,
      'GET /app/profile': ok(makeProfile({ role: 'admin' })),
    });
    const { router } = start();
    await advance(ONE_TIME_LOGIN_TIMINGS.initiateMs);
    // A slow network: the code is accepted just before the address would be tidied.
    await advance(ONE_TIME_LOGIN_TIMINGS.cleanAddressMs - ONE_TIME_LOGIN_TIMINGS.initiateMs - 10);
    answer(ok(makeSession({ token: 'otl-token' })));
    await advance(0);
    expect(stage()).toBe('success');
    const navigations: string[] = [];
    const stop = router.subscribe((state) => navigations.push(`${state.location.pathname}${state.location.search}`));
    await advance(ONE_TIME_LOGIN_TIMINGS.redirectMs);
    stop();
    expect(navigations.filter((n) => n.startsWith('/auth/login'))).toEqual([]);
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('on failure says the link expired, with "Sign In Manually" and "Forgot Password?"', async () => {
    mockFetch({ 'POST /auth/validate-one-time': fail(400, 'whatever the server says') });
    const { router } = start();
    await advance(ONE_TIME_LOGIN_TIMINGS.initiateMs);
    expect(screen.getByText('Your login link has expired or is invalid.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot Password?' }).getAttribute('href')).toBe('/auth/forgot-password');
    expect(window.localStorage.getItem('token')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In Manually' }));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    // Leaving the link flow before 3 s still takes the used code out of the address.
    expect(router.state.location.search).toBe('?redirect=%2Fsettings');
    expect(screen.getByLabelText('Email')).toBeTruthy();
  });

  it('sends the code only once even when rendered twice in strict mode', async () => {
    const { callsTo } = mockFetch({ 'POST /auth/validate-one-time': fail(400) });
    start();
    await advance(ONE_TIME_LOGIN_TIMINGS.cleanAddressMs);
    expect(callsTo('POST /auth/validate-one-time')).toHaveLength(1);
  });

  it('hands an account with two-factor on to the code step, with the redirect and without the link code', async () => {
    mockFetch({ 'POST /auth/validate-one-time': ok({ two_factor_required: true, challenge: 'c'.repeat(43), expires_in: 300 }) });
    const { router } = renderAt(<LoginRoute />, {
      path: '/auth/login',
      at: '/auth/login?one-time=CODE-1&redirect=%2Fsettings',
      probes: ['/auth/two-factor'],
    });
    await advance(ONE_TIME_LOGIN_TIMINGS.initiateMs);
    expect(router.state.location.pathname).toBe('/auth/two-factor');
    expect(router.state.location.state).toEqual({
      challenge: 'c'.repeat(43),
      redirect: '/settings',
      back: '/auth/login?redirect=%2Fsettings',
    });
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
