import { TWO_FACTOR_MESSAGES } from '@hiring/shared/two-factor-messages';
import { safeRedirectPath } from '@hiring/shared/auth-constants';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { AuthLayout } from '../components/auth-layout';
import { TwoFactorStep } from '../components/two-factor-step';

interface CodeStepState {
  challenge?: unknown;
  redirect?: unknown;
  back?: unknown;
}

/**
 * /auth/two-factor: the second sign-in step (issue 15). The sign-in form hands over the
 * challenge in the navigation state; opened without one (a reload, a bookmark), it asks to sign
 * in again.
 */
export function TwoFactorRoute() {
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as CodeStepState;
  const challenge = typeof state.challenge === 'string' ? state.challenge : null;
  const redirect = safeRedirectPath(typeof state.redirect === 'string' ? state.redirect : null);
  const back = typeof state.back === 'string' && state.back.startsWith('/') && !state.back.startsWith('//') ? state.back : '/auth/login';
  const restart = () => navigate(back, { replace: true });
  return (
    <AuthLayout title="Two-factor authentication" description="One more step to sign in.">
      {challenge ? (
        <TwoFactorStep challenge={challenge} redirect={redirect} onRestart={restart} />
      ) : (
        <div className="space-y-5">
          <Alert variant="error">{TWO_FACTOR_MESSAGES.challengeExpired}</Alert>
          <Button className="w-full" onClick={restart}>
            Sign in again
          </Button>
        </div>
      )}
    </AuthLayout>
  );
}
