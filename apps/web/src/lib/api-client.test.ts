import { AUTH_MESSAGES } from '@hiring/shared/auth';
import { NETWORK_ERROR_MESSAGE, SESSION_HANDLER_MESSAGES, STATUS_MESSAGES } from '@hiring/shared/errors';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockFetch, ok } from '@/testing/fetch-mock';
import { ApiError, api, apiRequestRaw, setSessionEndHandler } from './api-client';
import { EARLY_READS, startEarlyReads } from './early-reads';
import { clearSession, getRefreshToken, getToken, setTokens } from './session-storage';

const onSessionEnd = vi.fn();

beforeEach(() => {
  onSessionEnd.mockReset();
  setSessionEndHandler(onSessionEnd);
});

function storeSession() {
  setTokens('old-access', 'old-refresh');
  window.localStorage.setItem('user', JSON.stringify({ id: 'u1' }));
  window.localStorage.setItem('role', 'admin');
}

describe('api client envelope', () => {
  it('returns the data of a success envelope', async () => {
    mockFetch({ 'GET /app/thing': ok({ id: 7 }) });
    await expect(api.get('/app/thing')).resolves.toEqual({ id: 7 });
  });

  it('sends the stored token as a bearer header and JSON bodies', async () => {
    const { calls } = mockFetch({ 'POST /app/thing': ok({}) });
    setTokens('abc');
    await api.post('/app/thing', { a: 1 });
    expect(calls[0]?.headers.Authorization).toBe('Bearer abc');
    expect(calls[0]?.headers['Content-Type']).toBe('application/json');
    expect(calls[0]?.body).toEqual({ a: 1 });
  });

  it('sends no authorization header without a token', async () => {
    const { calls } = mockFetch({ 'GET /app/thing': ok({}) });
    await api.get('/app/thing');
    expect(calls[0]?.headers.Authorization).toBeUndefined();
  });

  it('uses the server message of a failure envelope', async () => {
    mockFetch({ 'POST /auth/register': fail(409, AUTH_MESSAGES.emailTaken) });
    const error = await api.post('/auth/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).message).toBe(AUTH_MESSAGES.emailTaken);
  });

  it('falls back to the status default when the body has no message', async () => {
    mockFetch({ 'GET /app/thing': { status: 503, text: '' } });
    await expect(api.get('/app/thing')).rejects.toThrow(STATUS_MESSAGES[503]!);
  });

  it('reports a request that got no response as a network error', async () => {
    mockFetch({ 'GET /app/thing': 'network-error' });
    const error = (await api.get('/app/thing').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(error.isNetworkError).toBe(true);
  });

  it('exposes field errors of a validation failure', async () => {
    mockFetch({ 'POST /auth/login': fail(400, 'Validation failed', { email: 'Please enter a valid email address' }) });
    const error = (await api.post('/auth/login', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.fieldErrors).toEqual({ email: 'Please enter a valid email address' });
    expect(error.message).toBe('Validation failed');
  });

  it("exposes the failure's code and its fields' codes, and only values shaped like a code", async () => {
    mockFetch({
      'POST /app/a': fail(
        400,
        'Bad country',
        { country: 'Bad country' },
        { code: 'validation_failed', field_codes: { country: 'country_code_invalid', x: 'Made up!', y: '9lives' } },
      ),
      'GET /app/b': fail(404, 'No such position', undefined, { code: 'job_position_not_found' }),
    });
    const invalid = (await api.post('/app/a', {}).catch((e: unknown) => e)) as ApiError;
    expect(invalid.code).toBe('validation_failed');
    expect(invalid.fieldCodes).toEqual({ country: 'country_code_invalid' });
    const missing = (await api.get('/app/b').catch((e: unknown) => e)) as ApiError;
    expect(missing.code).toBe('job_position_not_found');
  });

  it("gives an answer without a code its status's generic code, and none when nothing answered", async () => {
    mockFetch({ 'GET /app/thing': { status: 402, text: 'Payment Required' }, 'GET /app/other': 'network-error' });
    expect(((await api.get('/app/thing').catch((e: unknown) => e)) as ApiError).code).toBe('subscription_required');
    expect(((await api.get('/app/other').catch((e: unknown) => e)) as ApiError).code).toBeUndefined();
  });

  it('treats a 2xx answer with success false as a failure', async () => {
    mockFetch({ 'GET /app/thing': { status: 200, body: { success: false, message: 'Nope' } } });
    await expect(api.get('/app/thing')).rejects.toThrow('Nope');
  });

  it('returns the raw body for callers that check the envelope themselves', async () => {
    mockFetch({ 'GET /app/profile': { body: { user: {} } } });
    await expect(apiRequestRaw('/app/profile')).resolves.toEqual({ user: {} });
  });
});

describe('api client session handling', () => {
  it('refreshes once on a 401 of an authenticated call and retries with the new token', async () => {
    storeSession();
    const { calls, callsTo } = mockFetch({
      'GET /app/profile': [fail(401, 'Token expired'), ok({ fine: true })],
      'POST /auth/refresh-token': ok({ token: 'new-access', refresh_token: 'new-refresh', token_type: 'Bearer', expires_in: 900 }),
    });
    await expect(api.get('/app/profile')).resolves.toEqual({ fine: true });
    expect(callsTo('POST /auth/refresh-token')).toHaveLength(1);
    expect(callsTo('POST /auth/refresh-token')[0]?.body).toEqual({ refresh_token: 'old-refresh' });
    expect(callsTo('POST /auth/refresh-token')[0]?.headers.Authorization).toBeUndefined();
    expect(calls.at(-1)?.headers.Authorization).toBe('Bearer new-access');
    expect(getToken()).toBe('new-access');
    expect(getRefreshToken()).toBe('new-refresh');
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('shares one refresh between calls that fail together', async () => {
    storeSession();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { callsTo } = mockFetch({
      'GET /app/a': (call) => (call.headers.Authorization === 'Bearer new-access' ? ok('a') : fail(401)),
      'GET /app/b': (call) => (call.headers.Authorization === 'Bearer new-access' ? ok('b') : fail(401)),
      'POST /auth/refresh-token': async () => {
        await gate;
        return ok({ token: 'new-access', refresh_token: 'new-refresh', token_type: 'Bearer', expires_in: 900 });
      },
    });
    const both = Promise.all([api.get('/app/a'), api.get('/app/b')]);
    await vi.waitFor(() => expect(callsTo('POST /auth/refresh-token')).toHaveLength(1));
    release();
    await expect(both).resolves.toEqual(['a', 'b']);
    expect(callsTo('POST /auth/refresh-token')).toHaveLength(1);
  });

  it.each([401, 403])('clears the session and goes to /auth when the server refuses the refresh token (%i)', async (status) => {
    storeSession();
    mockFetch({ 'GET /app/profile': fail(401), 'POST /auth/refresh-token': fail(status, 'Invalid refresh token') });
    await expect(api.get('/app/profile')).rejects.toThrow(SESSION_HANDLER_MESSAGES[401]);
    expect(onSessionEnd).toHaveBeenCalledWith(401);
    for (const key of ['token', 'refresh_token', 'user', 'role']) expect(window.localStorage.getItem(key)).toBeNull();
  });

  function expectSessionKept() {
    expect(onSessionEnd).not.toHaveBeenCalled();
    expect(getToken()).toBe('old-access');
    expect(getRefreshToken()).toBe('old-refresh');
    expect(window.localStorage.getItem('user')).not.toBeNull();
    expect(window.localStorage.getItem('role')).toBe('admin');
  }

  it('keeps the session when the refresh fails with a server error: the call fails with that error', async () => {
    storeSession();
    mockFetch({ 'GET /app/profile': fail(401), 'POST /auth/refresh-token': fail(503) });
    const error = (await api.get('/app/profile').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(503);
    expect(error.message).toBe(STATUS_MESSAGES[503]);
    expectSessionKept();
  });

  it('keeps the session when the refresh cannot reach the server: the call fails as offline', async () => {
    storeSession();
    mockFetch({ 'GET /app/profile': fail(401), 'POST /auth/refresh-token': 'network-error' });
    const error = (await api.get('/app/profile').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.isNetworkError).toBe(true);
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
    expectSessionKept();
  });

  it('refreshes again on the next call after a refresh that failed for a server error', async () => {
    storeSession();
    const { callsTo } = mockFetch({
      'GET /app/profile': [fail(401), fail(401), ok({ fine: true })],
      'POST /auth/refresh-token': [fail(500), ok({ token: 'new-access', refresh_token: 'new-refresh' })],
    });
    await expect(api.get('/app/profile')).rejects.toThrow(STATUS_MESSAGES[500]!);
    await expect(api.get('/app/profile')).resolves.toEqual({ fine: true });
    expect(callsTo('POST /auth/refresh-token')).toHaveLength(2);
    expect(getToken()).toBe('new-access');
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('lets a call refused after the user signed out fail quietly: no refresh, and the session is not ended a second time', async () => {
    storeSession();
    const { callsTo } = mockFetch({
      'GET /app/dashboard': () => {
        // The user signs out while the dashboard's read is in flight; the server then refuses the revoked token.
        clearSession(AUTH_MESSAGES.loggedOut);
        return fail(401);
      },
    });
    const error = await api.get('/app/dashboard').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(callsTo('POST /auth/refresh-token')).toHaveLength(0);
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('ends the session when the retried call is refused again', async () => {
    storeSession();
    const { callsTo } = mockFetch({
      'GET /app/profile': fail(401),
      'POST /auth/refresh-token': ok({ token: 'new-access', refresh_token: 'new-refresh', token_type: 'Bearer', expires_in: 900 }),
    });
    await expect(api.get('/app/profile')).rejects.toThrow(SESSION_HANDLER_MESSAGES[401]);
    expect(callsTo('POST /auth/refresh-token')).toHaveLength(1);
    expect(callsTo('GET /app/profile')).toHaveLength(2);
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
    expect(getToken()).toBeNull();
  });

  it('keeps the session on a 403: the refused call fails with its message, nothing else ends', async () => {
    storeSession();
    const { callsTo } = mockFetch({ 'GET /app/job-positions': fail(403, STATUS_MESSAGES[403]) });
    const error = (await api.get('/app/job-positions').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(403);
    expect(error.message).toBe(STATUS_MESSAGES[403]);
    expect(onSessionEnd).not.toHaveBeenCalled();
    expect(callsTo('POST /auth/refresh-token')).toHaveLength(0);
    expect(getToken()).toBe('old-access');
    expect(getRefreshToken()).toBe('old-refresh');
    expect(window.localStorage.getItem('role')).toBe('admin');
    expect(window.localStorage.getItem('user')).not.toBeNull();
  });

  it('leaves a wrong password on /auth/login to the form: no refresh, no session end', async () => {
    storeSession();
    const { callsTo } = mockFetch({ 'POST /auth/login': fail(401, AUTH_MESSAGES.invalidCredentials) });
    await expect(api.post('/auth/login', { email: 'a@b.c', password: 'x' })).rejects.toThrow(AUTH_MESSAGES.invalidCredentials);
    expect(callsTo('POST /auth/refresh-token')).toHaveLength(0);
    expect(onSessionEnd).not.toHaveBeenCalled();
    expect(getToken()).toBe('old-access');
  });

  it('does not try to refresh a 401 of a call made without a token', async () => {
    const { callsTo } = mockFetch({ 'GET /app/profile': fail(401) });
    await expect(api.get('/app/profile')).rejects.toThrow(STATUS_MESSAGES[401]!);
    expect(callsTo('POST /auth/refresh-token')).toHaveLength(0);
    expect(onSessionEnd).not.toHaveBeenCalled();
  });
});

describe('api client early reads (decision 431)', () => {
  const startAt = (page: string) => {
    window.history.replaceState({}, '', page);
    startEarlyReads(EARLY_READS);
  };
  beforeEach(() => {
    window.__earlyReads = undefined;
  });

  it('answers the first read of a path from the read started at page load, then sends anew', async () => {
    storeSession();
    const { callsTo } = mockFetch({ 'GET /app/profile': [ok({ n: 1 }), ok({ n: 2 })] });
    startAt('/jobs');
    expect(callsTo('GET /app/profile')).toHaveLength(1);
    await expect(api.get('/app/profile')).resolves.toEqual({ n: 1 });
    expect(callsTo('GET /app/profile')).toHaveLength(1);
    await expect(api.get('/app/profile')).resolves.toEqual({ n: 2 });
    expect(callsTo('GET /app/profile')).toHaveLength(2);
  });

  it('is not used once the token has changed: the read is sent again with the new one', async () => {
    storeSession();
    const { callsTo } = mockFetch({ 'GET /app/profile': [ok({ who: 'old' }), ok({ who: 'new' })] });
    startAt('/dashboard');
    setTokens('new-access', 'new-refresh');
    await expect(api.get('/app/profile')).resolves.toEqual({ who: 'new' });
    expect(callsTo('GET /app/profile').map((c) => c.headers.Authorization)).toEqual(['Bearer old-access', 'Bearer new-access']);
  });

  it('is not used after ten seconds', async () => {
    storeSession();
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const { callsTo } = mockFetch({ 'GET /app/profile': [ok({ n: 1 }), ok({ n: 2 })] });
    startAt('/dashboard');
    now.mockReturnValue(1_000_000 + 10_001);
    await expect(api.get('/app/profile')).resolves.toEqual({ n: 2 });
    expect(callsTo('GET /app/profile')).toHaveLength(2);
    now.mockRestore();
  });

  it('still refreshes the session when the early read was refused with a 401', async () => {
    storeSession();
    const { callsTo } = mockFetch({
      'GET /app/profile': [fail(401), ok({ n: 2 })],
      'POST /auth/refresh-token': ok({ token: 'new-access', refresh_token: 'new-refresh' }),
    });
    startAt('/dashboard');
    await expect(api.get('/app/profile')).resolves.toEqual({ n: 2 });
    expect(callsTo('POST /auth/refresh-token')).toHaveLength(1);
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('sends the read again when the early one got no answer', async () => {
    storeSession();
    const { callsTo } = mockFetch({ 'GET /app/profile': ['network-error', ok({ n: 2 })] });
    startAt('/dashboard');
    await expect(api.get('/app/profile')).resolves.toEqual({ n: 2 });
    expect(callsTo('GET /app/profile')).toHaveLength(2);
  });
});
