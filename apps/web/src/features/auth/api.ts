import type { AuthSession, ForgotPassword, Login, Register, ResetPassword, SignInResult } from '@hiring/shared/auth';
import { messageFromBody } from '@hiring/shared/errors';
import { ApiError, api } from '@/lib/api-client';
import { removeUserDrafts } from '@/lib/device-drafts';
import { clearSession, getRefreshToken, getSession, getToken, setTokens, setUser } from '@/lib/session-storage';

type Message = { message: string };

/** The session, or a two-factor challenge when the account has two-factor on. */
export const login = (input: Login) => api.post<SignInResult>('/auth/login', input);
export const register = (input: Register) => api.post<AuthSession>('/auth/register', input);
export const forgotPassword = (input: ForgotPassword) => api.post<Message>('/auth/forgot-password', input);
export const resetPassword = (input: ResetPassword) => api.post<Message>('/auth/reset-password', input);
export const verifyEmail = (token: string) => api.post<Message>('/auth/verify-email', { token });
export const validateOneTime = (code: string) => api.post<SignInResult>('/auth/validate-one-time', { code });
export const resendVerification = () => api.post<Message>('/app/profile/resend-verification', {});
export const requestLoginLink = (input: { email: string; redirect?: string }) => api.post<Message>('/auth/request-login-link', input);

/**
 * After login, register or a one-time link: store the tokens, fetch the profile and take the
 * user from it, store the role (spec 01 §4). If the profile cannot be read the session's own
 * user is kept, so a slow profile call does not undo a successful sign-in. No query cache is
 * touched here: the sign-in pages load without TanStack Query (bundle budget).
 */
export async function completeSignIn(session: AuthSession): Promise<void> {
  setTokens(session.token, session.refresh_token);
  let user = session.user;
  try {
    // Loaded when a session starts, not with the sign-in page (the /auth bundle budget).
    const { getProfile } = await import('@/lib/profile');
    const profile = await getProfile();
    if (profile) user = profile.user;
  } catch (error) {
    // A 401 here ended the session: do not write the user back.
    if (error instanceof ApiError && error.status === 401) throw error;
    // Otherwise keep the user of the sign-in answer.
  }
  setUser(user);
}

/**
 * Best effort: the server revokes the refresh token; the local session is cleared regardless,
 * with the drafts this user kept on the device (decision 505: the next person at a shared
 * computer does not find them).
 */
export async function logout(): Promise<void> {
  const refreshToken = getRefreshToken();
  const userId = getSession().user?.id;
  if (userId) removeUserDrafts(userId);
  if (getToken()) {
    try {
      await api.post('/auth/logout', refreshToken ? { refresh_token: refreshToken } : {});
    } catch {
      // Signing out locally must not depend on the server.
    }
  }
  clearSession();
}

/**
 * The message for a failed auth action: the server's or the network's message when there is
 * one, otherwise the action's fallback (spec 01 §8, "Fallback messages by action").
 */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && (error.isNetworkError || messageFromBody(error.body))) return error.message;
  return fallback;
}
