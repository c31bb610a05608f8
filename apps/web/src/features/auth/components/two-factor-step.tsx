import type { AuthSession } from '@hiring/shared/auth';
import { TWO_FACTOR_MESSAGES } from '@hiring/shared/two-factor-messages';
import { ACTION_FALLBACK_MESSAGES } from '@hiring/shared/errors';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError, api } from '@/lib/api-client';
import { authErrorMessage, completeSignIn } from '../api';

/** The second sign-in step: the challenge and a code from the app, or a recovery code. */
const verifyTwoFactor = (input: { challenge: string; code?: string; recovery_code?: string }) =>
  api.post<AuthSession>('/auth/two-factor/verify', input);

interface TwoFactorStepProps {
  challenge: string;
  redirect: string;
  /** Back to the password (the challenge ended or the member gave up). */
  onRestart: () => void;
}

type Mode = 'code' | 'recovery';

/** What the member typed, checked as the server will: 6 digits, or a recovery code. */
function check(mode: Mode, raw: string): { value: string } | { error: string } {
  if (mode === 'code') {
    const value = raw.replace(/\s+/g, '');
    if (!value) return { error: TWO_FACTOR_MESSAGES.codeRequired };
    return /^\d{6}$/.test(value) ? { value } : { error: TWO_FACTOR_MESSAGES.codeFormat };
  }
  const value = raw.trim();
  return value ? { value } : { error: TWO_FACTOR_MESSAGES.recoveryCodeRequired };
}

/**
 * The second sign-in step of an account with two-factor on (issue 15): the 6-digit code from
 * the authenticator app, or one recovery code. Its page is a lazy route, loaded only when a
 * sign-in needs it.
 */
export function TwoFactorStep({ challenge, redirect, onRestart }: TwoFactorStepProps) {
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('code');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [banner, setBanner] = useState<string | null>(null);
  const [ended, setEnded] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves to the field whenever the mode changes
  useEffect(() => {
    input.current?.focus();
  }, [mode]);

  const switchMode = () => {
    setMode((m) => (m === 'code' ? 'recovery' : 'code'));
    setValue('');
    setError(undefined);
    setBanner(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBanner(null);
    const checked = check(mode, value);
    if ('error' in checked) {
      setError(checked.error);
      input.current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const session = await verifyTwoFactor(
        mode === 'code' ? { challenge, code: checked.value } : { challenge, recovery_code: checked.value },
      );
      await completeSignIn(session);
      navigate(redirect, { replace: true });
    } catch (err) {
      setSubmitting(false);
      if (err instanceof ApiError && err.status === 401) {
        setEnded(err.message);
        return;
      }
      if (err instanceof ApiError && err.status === 400) {
        setError(err.fieldErrors.code ?? err.fieldErrors.recovery_code ?? err.message);
        input.current?.select();
        input.current?.focus();
        return;
      }
      setBanner(authErrorMessage(err, ACTION_FALLBACK_MESSAGES.login));
    }
  };

  if (ended) {
    return (
      <div className="space-y-5" data-testid="two-factor-ended">
        <Alert variant="error" title="Sign-in not completed">
          {ended}
        </Alert>
        <Button className="w-full" onClick={onRestart}>
          Sign in again
        </Button>
      </div>
    );
  }

  const isCode = mode === 'code';
  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Two-factor authentication">
      <p className="text-sm text-slate-600">
        {isCode
          ? 'Open your authenticator app and enter the 6-digit code it shows for HireSignal.'
          : 'Enter one of the recovery codes you saved. Each works once.'}
      </p>
      {banner ? <Alert variant="error">{banner}</Alert> : null}
      <Field label={isCode ? 'Authentication code' : 'Recovery code'} error={error}>
        {(control) => (
          <Input
            {...control}
            ref={input}
            key={mode}
            name={isCode ? 'code' : 'recovery_code'}
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              if (error) setError(undefined);
            }}
            autoComplete={isCode ? 'one-time-code' : 'off'}
            inputMode={isCode ? 'numeric' : 'text'}
            autoCapitalize="none"
            spellCheck={false}
            maxLength={isCode ? 9 : 32}
            placeholder={isCode ? '123456' : 'xxxxx-xxxxx'}
            className={isCode ? 'font-mono tracking-[0.3em]' : 'font-mono'}
          />
        )}
      </Field>
      <Button type="submit" className="w-full" loading={submitting}>
        Verify
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button
          type="button"
          className="font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
          onClick={switchMode}
        >
          {isCode ? 'Use a recovery code instead' : 'Use your authenticator app instead'}
        </button>
        <button
          type="button"
          className="text-slate-600 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
          onClick={onRestart}
        >
          Back to sign in
        </button>
      </div>
    </form>
  );
}
