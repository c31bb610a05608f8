/**
 * The zod-free part of sign-in: limits, timings, query parameters and the redirect check. The
 * sign-in page reads these without loading zod; auth.ts re-exports them beside its schemas.
 */

/** Limits and timings of sign-in and sessions (spec 01 §2, §9). */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;
export const DEFAULT_LOGIN_REDIRECT = '/dashboard';
export const ONE_TIME_QUERY_PARAM = 'one-time';
export const REDIRECT_QUERY_PARAM = 'redirect';
export const ONE_TIME_LOGIN_TIMINGS = {
  /** How long the "initiating" stage lasts before the code is sent. */
  initiateMs: 1000,
  /** How long the success stage shows before redirecting. */
  redirectMs: 1500,
  /** When the code is removed from the address bar. */
  cleanAddressMs: 3000,
} as const;

/** Token lifetimes (server). */
export const TOKEN_LIFETIMES = {
  accessSeconds: 15 * 60,
  refreshSeconds: 30 * 24 * 60 * 60,
  emailVerificationSeconds: 24 * 60 * 60,
  passwordResetSeconds: 60 * 60,
  oneTimeLoginSeconds: 15 * 60,
  /**
   * A used refresh token presented again this soon is a second tab refreshing at the same
   * time, not a copy: it gets a fresh pair of the same session. Later, reuse ends the session.
   */
  refreshReuseGraceSeconds: 30,
} as const;

/**
 * Sign-in rate limits (decision 223). An account locks for the window after `maxFailures`
 * failures from one address. An address with `noisyAddressFailures` failures across all
 * accounts is noisy: from it each account gets only `failuresPerAccountWhenNoisy` failure, but
 * a correct password of an account not locked itself still signs in, so an office behind one
 * address is not locked out by an attacker sharing it.
 */
export const LOGIN_RATE_LIMIT = {
  maxFailures: 5,
  windowSeconds: 15 * 60,
  noisyAddressFailures: 50,
  failuresPerAccountWhenNoisy: 1,
} as const;

/**
 * A redirect target must stay on this site: a path, never another origin. Browsers drop tabs
 * and newlines and read "\\" as "/", so "/\t/evil.com" would become "//evil.com": any control
 * character or backslash is refused.
 */
export function safeRedirectPath(value: string | null | undefined): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (!value || !value.startsWith('/') || value.startsWith('//') || /[\u0000-\u001f\u007f\\]/.test(value)) return DEFAULT_LOGIN_REDIRECT;
  return value;
}
