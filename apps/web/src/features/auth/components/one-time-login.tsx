import { ONE_TIME_LOGIN_TIMINGS, ONE_TIME_QUERY_PARAM } from '@hiring/shared/auth-constants';
import { AUTH_MESSAGES } from '@hiring/shared/auth-messages';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import CircleCheckBig from 'lucide-react/icons/circle-check-big';
import { Spinner } from '@/components/ui/spinner';
import { completeSignIn, validateOneTime } from '../api';
import { type SwitchTarget, SwitchLink } from './switch-link';

export type OneTimeStage = 'initiating' | 'authenticating' | 'success' | 'failure';

interface OneTimeLoginProps {
  code: string;
  redirect: string;
  /** "Sign In Manually": back to the form. */
  onSignInManually: () => void;
  forgotPassword: SwitchTarget;
  /** The link was good and the account has two-factor on: the code is asked next. */
  onChallenge: (challenge: string) => void;
}

const STAGE_TEXT: Record<Exclude<OneTimeStage, 'failure'>, { title: string; text: string }> = {
  initiating: { title: 'Preparing your sign-in', text: 'Checking your login link…' },
  authenticating: { title: 'Signing you in', text: 'Verifying your login link…' },
  success: { title: 'You are signed in', text: 'Redirecting you now…' },
};

/**
 * Sign-in through an emailed link (spec 01 §2): initiating for 1 s, then the code is checked,
 * then success redirects after 1.5 s. The code leaves the address bar after 3 s.
 */
export function OneTimeLogin({ code, redirect, onSignInManually, forgotPassword, onChallenge }: OneTimeLoginProps) {
  const [stage, setStage] = useState<OneTimeStage>('initiating');
  const navigate = useNavigate();
  const location = useLocation();
  // The timers read the latest values without restarting the flow.
  const latest = useRef({ navigate, location, redirect, onChallenge });
  latest.current = { navigate, location, redirect, onChallenge };

  useEffect(() => {
    let cancelled = false;
    // Once signed in, the page is on its way to the redirect: tidying the address bar then would be
    // a second navigation that cancels the first while its pages still load (a slow phone).
    let leaving = false;
    const timers: ReturnType<typeof setTimeout>[] = [];

    timers.push(
      setTimeout(async () => {
        if (cancelled) return;
        setStage('authenticating');
        try {
          const result = await validateOneTime(code);
          if (cancelled) return;
          if ('challenge' in result) {
            latest.current.onChallenge(result.challenge);
            return;
          }
          await completeSignIn(result);
          if (cancelled) return;
          leaving = true;
          setStage('success');
          timers.push(
            setTimeout(() => {
              if (!cancelled) latest.current.navigate(latest.current.redirect, { replace: true });
            }, ONE_TIME_LOGIN_TIMINGS.redirectMs),
          );
        } catch {
          if (!cancelled) setStage('failure');
        }
      }, ONE_TIME_LOGIN_TIMINGS.initiateMs),
    );

    timers.push(
      setTimeout(() => {
        if (cancelled || leaving) return;
        const { location: here, navigate: go } = latest.current;
        const params = new URLSearchParams(here.search);
        if (!params.has(ONE_TIME_QUERY_PARAM)) return;
        params.delete(ONE_TIME_QUERY_PARAM);
        const search = params.toString();
        go({ pathname: here.pathname, search: search ? `?${search}` : '', hash: here.hash }, { replace: true, state: here.state });
      }, ONE_TIME_LOGIN_TIMINGS.cleanAddressMs),
    );

    return () => {
      cancelled = true;
      for (const timer of timers) clearTimeout(timer);
    };
  }, [code]);

  if (stage === 'failure') {
    return (
      <div className="space-y-6" data-stage="failure">
        <Alert variant="error" title="Sign-in link not accepted">
          {AUTH_MESSAGES.oneTimeLinkInvalid}
        </Alert>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button className="flex-1" onClick={onSignInManually}>
            Sign In Manually
          </Button>
          <span className="flex flex-1 items-center justify-center text-sm">
            <SwitchLink target={forgotPassword}>Forgot Password?</SwitchLink>
          </span>
        </div>
      </div>
    );
  }

  const text = STAGE_TEXT[stage];
  const steps: OneTimeStage[] = ['initiating', 'authenticating', 'success'];
  const current = steps.indexOf(stage);
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-6 text-center shadow-xs" data-stage={stage}>
      <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
        {stage === 'success' ? <CircleCheckBig className="size-6 text-emerald-600" aria-hidden /> : <Spinner size="md" label={text.text} />}
      </div>
      <div role="status" aria-live="polite">
        <p className="mt-4 font-medium text-slate-900">{text.title}</p>
        <p className="mt-1 text-sm text-slate-500">{text.text}</p>
      </div>
      <ol className="mt-6 flex items-center justify-center gap-2" aria-hidden="true">
        {steps.map((s, i) => (
          <li key={s} className={`h-1.5 w-10 rounded-full ${i <= current ? 'bg-indigo-600' : 'bg-slate-200'}`} />
        ))}
      </ol>
    </div>
  );
}
