import {
  type ErrorCode,
  type FieldErrors,
  isCodeShaped,
  NETWORK_ERROR_MESSAGE,
  resolveErrorMessage,
  SESSION_HANDLER_MESSAGES,
  statusErrorCode,
  UNEXPECTED_RESPONSE_MESSAGE,
} from '@hiring/shared/errors';
import { API_BASE } from './page-contract';
import { clearSession, getRefreshToken, getToken, setTokens } from './session-storage';

export { API_BASE };

export interface ApiErrorInit {
  status?: number;
  body?: unknown;
  userMessage?: string;
}

/**
 * A failed call: the status (undefined when no response arrived), the message to show, field
 * errors, and the failure's stable code (packages/shared/src/error-codes.ts), which is what a
 * screen decides by; the message is only shown.
 */
export class ApiError extends Error {
  readonly status: number | undefined;
  readonly body: unknown;
  readonly fieldErrors: FieldErrors;
  /** The answer's code; its status's generic code when the answer named none; undefined offline. */
  readonly code: ErrorCode | undefined;
  /** The codes of field errors whose rule names one (e.g. `company.country`: country_code_invalid). */
  readonly fieldCodes: Readonly<Record<string, ErrorCode>>;

  constructor(init: ApiErrorInit) {
    super(resolveErrorMessage(init));
    this.name = 'ApiError';
    this.status = init.status;
    this.body = init.body;
    this.fieldErrors = fieldErrorsOf(init.body);
    this.code = codeOf(init);
    this.fieldCodes = fieldCodesOf(init.body);
  }

  get isNetworkError(): boolean {
    return this.status === undefined;
  }
}

function codeOf({ status, body }: ApiErrorInit): ErrorCode | undefined {
  const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
  if (isCodeShaped(code)) return code;
  return status ? statusErrorCode(status) : undefined;
}

function fieldCodesOf(body: unknown): Record<string, ErrorCode> {
  const codes = body && typeof body === 'object' ? (body as { field_codes?: unknown }).field_codes : undefined;
  if (!codes || typeof codes !== 'object') return {};
  return Object.fromEntries(Object.entries(codes).filter((entry): entry is [string, ErrorCode] => isCodeShaped(entry[1])));
}

function fieldErrorsOf(body: unknown): FieldErrors {
  if (!body || typeof body !== 'object' || !('errors' in body)) return {};
  const errors = (body as { errors: unknown }).errors;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return {};
  const out: FieldErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    if (typeof message === 'string' && message) out[field] = message;
  }
  return out;
}

/** The message of any thrown value, as a user should read it. */
export function errorMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiError) return error.message;
  return fallback ?? NETWORK_ERROR_MESSAGE;
}

/**
 * Only a 401 ends a session: the server answers 401 for a session or account that is no longer
 * valid (expired, revoked, disabled) and 403 for a call the caller's role may not make, which the
 * screen shows in place (docs/decisions/490-a-403-never-ends-the-session.md).
 */
export type SessionEndReason = 401;
type SessionEndHandler = (reason: SessionEndReason) => void | Promise<void>;

let onSessionEnd: SessionEndHandler = () => {
  window.location.assign('/auth');
};

/** The app sets this to a router navigation; the default reloads /auth. */
export function setSessionEndHandler(handler: SessionEndHandler): void {
  onSessionEnd = handler;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A file sent as the body, its bytes as they are (with its own type); `body` is then ignored. */
  file?: Blob;
  signal?: AbortSignal;
}

interface RawResponse {
  status: number;
  ok: boolean;
  body: unknown;
}

/** Sign-in calls answer 401 for a wrong password: that is a form error, never a session end. */
function isAuthCall(path: string): boolean {
  return path.startsWith('/auth/');
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<RawResponse> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.file) headers['Content-Type'] = options.file.type || 'application/octet-stream';
  else if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({});
  }
  const text = await response.text().catch(() => '');
  return { status: response.status, ok: response.ok, body: parseBody(text) };
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    // A plain-text body is kept as the message candidate (spec 01 §8: "a string").
    return text;
  }
}

/** How long after its start an early read may still answer (decision 431). */
const EARLY_READ_MS = 10_000;

/**
 * The read started at page load for this path (lib/early-reads.ts), taken once: only a GET with
 * the same token, within EARLY_READ_MS of its start. Otherwise null, and the call is sent anew.
 */
async function takeEarlyRead(path: string, options: RequestOptions, token: string | null): Promise<RawResponse | null> {
  const reads = window.__earlyReads;
  const early = reads?.[path];
  if (!reads || !early) return null;
  delete reads[path];
  const fresh = Date.now() - early.startedAt <= EARLY_READ_MS;
  if ((options.method ?? 'GET') !== 'GET' || early.token !== token || !fresh) return null;
  const answer = await early.response;
  return answer && { status: answer.status, ok: answer.status >= 200 && answer.status < 300, body: parseBody(answer.text) };
}

let refreshInFlight: Promise<boolean> | null = null;

/**
 * Rotates the tokens: true when done; false when there is no refresh token or the server refused
 * it (401 or 403), which ends the session. Any other failure (a 5xx, a 429, no connection, an
 * answer without a token) says nothing of the session: it is thrown as that answer's ApiError,
 * like any failed call, and the session stays for the next try.
 */
async function refreshSession(): Promise<boolean> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return false;
  const res = await send('/auth/refresh-token', { method: 'POST', body: { refresh_token: refreshToken } }, null);
  if (res.status === 401 || res.status === 403) return false;
  if (!res.ok) throw new ApiError({ status: res.status, body: res.body });
  const data = unwrap(res.body);
  const { token, refresh_token } = (data && typeof data === 'object' ? data : {}) as { token?: unknown; refresh_token?: unknown };
  if (typeof token !== 'string' || !token) throw new ApiError({ status: 500, userMessage: UNEXPECTED_RESPONSE_MESSAGE });
  setTokens(token, typeof refresh_token === 'string' ? refresh_token : refreshToken);
  return true;
}

/** One refresh at a time: calls failing together wait for the same refresh. */
function refreshOnce(): Promise<boolean> {
  if (!refreshInFlight) {
    refreshInFlight = refreshSession().finally(() => {
      refreshInFlight = null;
    });
  }
  return refreshInFlight;
}

function endSession(reason: SessionEndReason): never {
  // The route guard may reach /auth first (with ?redirect=…); both carry the handler's message.
  clearSession(SESSION_HANDLER_MESSAGES[reason]);
  void onSessionEnd(reason);
  throw new ApiError({ status: reason, userMessage: SESSION_HANDLER_MESSAGES[reason] });
}

function unwrap(body: unknown): unknown {
  return body && typeof body === 'object' && 'data' in body ? (body as { data: unknown }).data : undefined;
}

/**
 * Sends a call and returns the parsed body of a 2xx answer as it came (envelope included).
 * Failures throw ApiError. A 401 of a call that carried a token gets one refresh and one
 * retry; a refused refresh or a 401 after it ends the session (spec 01 §4, §8), a refresh that
 * fails otherwise throws its own error and keeps it (decision 824). A 403 is a permission error
 * of that call, thrown like any other failure: the session stays (decision 490).
 */
export async function apiRequestRaw(path: string, options: RequestOptions = {}): Promise<unknown> {
  const token = getToken();
  let res = (await takeEarlyRead(path, options, token)) ?? (await send(path, options, token));
  const guarded = token !== null && !isAuthCall(path);
  if (guarded && res.status === 401) {
    // Another call may already have rotated the token while this one was in flight.
    const current = getToken();
    // Or the session ended while it was in flight (the user signed out, or another call ended it): nothing to refresh,
    // and ending it again would put "Unauthorized access" where "You have been signed out." stands.
    if (current === null) throw new ApiError({ status: res.status, body: res.body });
    const refreshed = current !== token || (await refreshOnce());
    if (!refreshed) endSession(401);
    res = await send(path, options, getToken());
    if (res.status === 401) endSession(401);
  }
  if (!res.ok) throw new ApiError({ status: res.status, body: res.body });
  if (res.body && typeof res.body === 'object' && (res.body as { success?: unknown }).success === false) {
    throw new ApiError({ status: res.status, body: res.body });
  }
  return res.body;
}

/** Sends a call and returns the envelope's data. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const body = await apiRequestRaw(path, options);
  if (body && typeof body === 'object' && (body as { success?: unknown }).success === true) {
    return (body as { data: T }).data;
  }
  throw new ApiError({ status: 500, userMessage: UNEXPECTED_RESPONSE_MESSAGE });
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
};
