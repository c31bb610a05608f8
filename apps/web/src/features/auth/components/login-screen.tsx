import { ONE_TIME_QUERY_PARAM } from '@hiring/shared/auth-constants';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { LoginForm } from './login-form';
import { OneTimeLogin } from './one-time-login';
import { useRedirectParam } from './redirect-param';
import type { SwitchTarget } from './switch-link';

interface LoginScreenProps {
  signUp?: SwitchTarget;
  forgotPassword: SwitchTarget;
}

/** A message handed over by navigation state, e.g. after sign-out or an expired session. */
export function useNotice(): string | null {
  const state: unknown = useLocation().state;
  return state && typeof state === 'object' && typeof (state as { notice?: unknown }).notice === 'string'
    ? (state as { notice: string }).notice
    : null;
}

/**
 * Removes a one-time code from the address at once. The link flow does it after 3 s; leaving
 * that flow sooner (signing in manually, another view of /auth) must not leave the code behind.
 */
export function useDropOneTimeCode(): () => void {
  const [, setParams] = useSearchParams();
  return () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(ONE_TIME_QUERY_PARAM);
        return next;
      },
      { replace: true },
    );
}

/** Sign-in with the redirect parameter and, when the link carries one, a one-time code. */
export function LoginScreen({ signUp, forgotPassword }: LoginScreenProps) {
  const [params] = useSearchParams();
  const redirect = useRedirectParam();
  // Read once: the code is removed from the address bar while the flow goes on.
  const [code, setCode] = useState(() => params.get(ONE_TIME_QUERY_PARAM));
  const handedNotice = useNotice();
  // The notice (e.g. 'You have been signed out.') is about the past: a new attempt clears it,
  // so it never stands above that attempt's own error.
  const [noticeCleared, setNoticeCleared] = useState(false);
  const notice = noticeCleared ? null : handedNotice;
  const dropCode = useDropOneTimeCode();
  const navigate = useNavigate();
  const location = useLocation();
  // Two-factor on: the code is asked on its own page (a lazy route), which comes back here,
  // without a one-time code, to sign in again.
  const toCodeStep = (challenge: string) => {
    const back = new URLSearchParams(location.search);
    back.delete(ONE_TIME_QUERY_PARAM);
    const query = back.toString();
    navigate('/auth/two-factor', { state: { challenge, redirect, back: `${location.pathname}${query ? `?${query}` : ''}` } });
  };
  if (code) {
    const signInManually = () => {
      setCode(null);
      dropCode();
    };
    return (
      <OneTimeLogin
        code={code}
        redirect={redirect}
        onSignInManually={signInManually}
        forgotPassword={forgotPassword}
        onChallenge={toCodeStep}
      />
    );
  }
  return (
    <div className="space-y-5">
      {notice ? <Alert variant="info">{notice}</Alert> : null}
      <LoginForm
        redirect={redirect}
        signUp={signUp}
        forgotPassword={forgotPassword}
        onAttempt={() => setNoticeCleared(true)}
        onChallenge={toCodeStep}
      />
    </div>
  );
}
