import { ONE_TIME_QUERY_PARAM, REDIRECT_QUERY_PARAM, safeRedirectPath } from '@hiring/shared/auth';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { LoginForm } from './login-form';
import { OneTimeLogin } from './one-time-login';
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

/** Sign-in with the redirect parameter and, when the link carries one, a one-time code. */
export function LoginScreen({ signUp, forgotPassword }: LoginScreenProps) {
  const [params] = useSearchParams();
  const redirect = safeRedirectPath(params.get(REDIRECT_QUERY_PARAM));
  // Read once: the code is removed from the address bar while the flow goes on.
  const [code, setCode] = useState(() => params.get(ONE_TIME_QUERY_PARAM));
  const notice = useNotice();

  if (code) {
    return <OneTimeLogin code={code} redirect={redirect} onSignInManually={() => setCode(null)} forgotPassword={forgotPassword} />;
  }
  return (
    <div className="space-y-5">
      {notice ? <Alert variant="info">{notice}</Alert> : null}
      <LoginForm redirect={redirect} signUp={signUp} forgotPassword={forgotPassword} />
    </div>
  );
}

export function useRedirectParam(): string {
  const [params] = useSearchParams();
  return safeRedirectPath(params.get(REDIRECT_QUERY_PARAM));
}
