/** The session lives in local storage under these keys (spec 01 §3). */
export const SESSION_KEYS = {
  token: 'token',
  refreshToken: 'refresh_token',
  user: 'user',
  role: 'role',
} as const;
