import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockFetch, ok } from '@/testing/fetch-mock';
import { earlyReadsScript } from './early-reads';
import { setTokens } from './session-storage';

/** Runs the page script's text as index.html runs it: on its own, with no module around it. */
function runPageScriptAt(page: string) {
  window.history.replaceState({}, '', page);
  new Function(earlyReadsScript())();
}

const readPaths = () => Object.keys(window.__earlyReads ?? {}).sort();

describe('the first reads started by the page script (decision 431)', () => {
  beforeEach(() => {
    window.__earlyReads = undefined;
  });
  afterEach(() => window.history.replaceState({}, '', '/'));

  it('reads the profile on a page of the shell, with the stored token', async () => {
    setTokens('access-1');
    window.localStorage.setItem('role', 'admin');
    const { callsTo } = mockFetch({ 'GET /app/profile': ok({ user: {} }) });
    runPageScriptAt('/job-listing');
    expect(readPaths()).toEqual(['/app/profile']);
    expect(callsTo('GET /app/profile')[0]?.headers.Authorization).toBe('Bearer access-1');
    expect(await window.__earlyReads?.['/app/profile']?.response).toEqual({
      status: 200,
      text: JSON.stringify({ success: true, data: { user: {} } }),
    });
  });

  it("adds the setup state on an owner's dashboard only", () => {
    setTokens('access-1');
    mockFetch({});
    window.localStorage.setItem('role', 'owner');
    runPageScriptAt('/dashboard');
    expect(readPaths()).toEqual(['/app/onboarding', '/app/profile']);
    runPageScriptAt('/');
    expect(readPaths()).toEqual(['/app/onboarding', '/app/profile']);
    runPageScriptAt('/job-listing');
    expect(readPaths()).toEqual(['/app/profile']);
    window.localStorage.setItem('role', 'admin');
    runPageScriptAt('/dashboard');
    expect(readPaths()).toEqual(['/app/profile']);
  });

  it('reads nothing without a session, or on sign-in and candidate pages', () => {
    const { calls } = mockFetch({});
    runPageScriptAt('/dashboard');
    expect(window.__earlyReads).toBeUndefined();
    setTokens('access-1');
    for (const page of ['/auth', '/auth/register', '/sign-in', '/interview/abc123', '/access-denied']) runPageScriptAt(page);
    expect(window.__earlyReads).toBeUndefined();
    expect(calls).toHaveLength(0);
  });
});
