/**
 * What the page's first script (early-reads.ts, run before any module) and the app must agree
 * on, with no imports so that script can carry it: where the session is stored (spec 01 §3) and
 * where the API answers.
 */
export const SESSION_KEYS = {
  token: 'token',
  refreshToken: 'refresh_token',
  user: 'user',
  role: 'role',
} as const;

export const API_BASE = '/api';
