import { AUTH_MESSAGES, MIN_PASSWORD_LENGTH, resetPasswordFormSchema } from '@hiring/shared/auth';
import { ACTION_FALLBACK_MESSAGES } from '@hiring/shared/errors';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import { authErrorMessage, resetPassword } from '../api';

export function ResetPasswordForm({ token }: { token: string }) {
  const form = useZodForm(resetPasswordFormSchema, { password: '', confirmPassword: '' });
  const [done, setDone] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setBanner(null);
    try {
      await resetPassword({ token, password });
      setDone(true);
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.password) form.setErrors({ password: error.fieldErrors.password });
      setBanner(authErrorMessage(error, ACTION_FALLBACK_MESSAGES.resetPassword));
    }
  });

  if (done) {
    return (
      <div className="space-y-6">
        <Alert variant="success" role="alert">
          {AUTH_MESSAGES.passwordResetDone}
        </Alert>
        <ButtonLink to="/auth/login" className="w-full">
          Sign in
        </ButtonLink>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Set a new password">
      {banner ? (
        <Alert
          variant="error"
          action={
            <Link to="/auth/forgot-password" className="font-medium text-rose-800 underline underline-offset-2">
              Request a new link
            </Link>
          }
        >
          {banner}
        </Alert>
      ) : null}
      <FormField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        field={form.field('password')}
      />
      <FormField label="Confirm new password" type="password" autoComplete="new-password" field={form.field('confirmPassword')} />
      <Button type="submit" className="w-full" loading={form.submitting}>
        Reset password
      </Button>
    </form>
  );
}
