import { AUTH_MESSAGES, forgotPasswordSchema } from '@hiring/shared/auth';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import { forgotPassword } from '../api';
import { type SwitchTarget, SwitchLink } from './switch-link';

export function ForgotPasswordForm({ signIn }: { signIn: SwitchTarget }) {
  const form = useZodForm(forgotPasswordSchema, { email: '' });
  const [sent, setSent] = useState(false);
  const [networkError, setNetworkError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (input) => {
    setNetworkError(null);
    try {
      await forgotPassword(input);
    } catch (error) {
      // Whether an account exists is never revealed: every answer shows the same text, but a
      // request that never reached the server has to be retried (spec 01 §2).
      if (error instanceof ApiError && error.isNetworkError) {
        setNetworkError(error.message);
        return;
      }
    }
    setSent(true);
  });

  if (sent) {
    return (
      <div className="space-y-6">
        <Alert variant="success" role="alert">
          {AUTH_MESSAGES.forgotPasswordSent}
        </Alert>
        <p className="text-center text-sm text-slate-600">
          <SwitchLink target={signIn}>Back to sign in</SwitchLink>
        </p>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Reset password">
        {networkError ? <Alert variant="error">{networkError}</Alert> : null}
        <FormField label="Email" type="email" autoComplete="email" placeholder="you@company.com" field={form.field('email')} />
        <Button type="submit" className="w-full" loading={form.submitting}>
          Send reset link
        </Button>
      </form>
      <p className="text-center text-sm text-slate-600">
        Remembered it? <SwitchLink target={signIn}>Back to sign in</SwitchLink>
      </p>
    </div>
  );
}
