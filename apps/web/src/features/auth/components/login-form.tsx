import Mail from 'lucide-react/icons/mail';
import { AUTH_MESSAGES } from '@hiring/shared/auth-messages';
import { ACTION_FALLBACK_MESSAGES, NETWORK_ERROR_MESSAGE } from '@hiring/shared/errors';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { issuesToErrors } from '@/lib/form-errors';
import { useZodForm } from '@/lib/use-zod-form';
import { authErrorMessage, login, requestLoginLink, completeSignIn } from '../api';
import { type SwitchTarget, SwitchLink } from './switch-link';

/**
 * The sign-in schemas, and zod with them (a sixth of the page's JavaScript), load when the visitor
 * starts to sign in (focus, submit), not to show the page (decision 823).
 */
const loadSchemas = () => import('./login-schemas');
const loadLoginSchema = async () => (await loadSchemas()).loginSchema;

interface LoginFormProps {
  /** A safe, same-site path to open after signing in. */
  redirect: string;
  /** Absent on /sign-in, which has no sign-up link (spec 01 §2). */
  signUp?: SwitchTarget;
  forgotPassword: SwitchTarget;
  /** Called when the member tries to sign in (by password or link). */
  onAttempt?: () => void;
  /** The password was right and the account has two-factor on: the code is asked next. */
  onChallenge: (challenge: string) => void;
}

export function LoginForm({ redirect, signUp, forgotPassword, onAttempt, onChallenge }: LoginFormProps) {
  const navigate = useNavigate();
  const form = useZodForm(loadLoginSchema, { email: '', password: '' });
  const [banner, setBanner] = useState<string | null>(null);
  const [linkState, setLinkState] = useState<'idle' | 'sending' | 'sent'>('idle');

  const signIn = form.handleSubmit(async (input) => {
    setBanner(null);
    onAttempt?.();
    try {
      const result = await login(input);
      if ('challenge' in result) {
        onChallenge(result.challenge);
        return;
      }
      await completeSignIn(result);
      navigate(redirect, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) form.setErrors(error.fieldErrors);
      setBanner(authErrorMessage(error, ACTION_FALLBACK_MESSAGES.login));
    }
  });
  // The schemas could not be fetched (offline): the network's message, as for a failed call.
  const onSubmit = (event: FormEvent) => signIn(event).catch(() => setBanner(NETWORK_ERROR_MESSAGE));

  const onRequestLink = async () => {
    setBanner(null);
    onAttempt?.();
    const schemas = await loadSchemas().catch(() => null);
    if (!schemas) {
      setBanner(NETWORK_ERROR_MESSAGE);
      return;
    }
    const parsed = schemas.requestLoginLinkSchema.safeParse({ email: form.values.email, redirect });
    if (!parsed.success) {
      form.setErrors(issuesToErrors(parsed.error.issues));
      return;
    }
    setLinkState('sending');
    try {
      await requestLoginLink(parsed.data);
      setLinkState('sent');
    } catch (error) {
      setLinkState('idle');
      setBanner(authErrorMessage(error, ACTION_FALLBACK_MESSAGES.login));
    }
  };

  return (
    <div className="space-y-6">
      <form
        onSubmit={onSubmit}
        onFocus={() => void loadSchemas().catch(() => undefined)}
        noValidate
        className="space-y-5"
        aria-label="Sign in"
      >
        {banner ? <Alert variant="error">{banner}</Alert> : null}
        {linkState === 'sent' ? <Alert variant="success">{AUTH_MESSAGES.loginLinkSent}</Alert> : null}
        <FormField label="Email" type="email" autoComplete="email" placeholder="you@company.com" field={form.field('email')} />
        <FormField label="Password" type="password" autoComplete="current-password" field={form.field('password')} />
        {/* After the password field, so Tab goes Email, Password, then this link. */}
        <p className="-mt-3 text-right text-sm">
          <SwitchLink target={forgotPassword}>Forgot password?</SwitchLink>
        </p>
        <Button type="submit" className="w-full" loading={form.submitting}>
          Sign in
        </Button>
      </form>
      <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-slate-500">
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <Button
        variant="secondary"
        className="w-full"
        onClick={onRequestLink}
        loading={linkState === 'sending'}
        icon={<Mail className="size-4 text-slate-500" aria-hidden />}
      >
        Email me a sign-in link
      </Button>
      {signUp ? (
        <p className="text-center text-sm text-slate-600">
          Don't have an account? <SwitchLink target={signUp}>Sign up</SwitchLink>
        </p>
      ) : null}
    </div>
  );
}
