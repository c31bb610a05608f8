import { MIN_PASSWORD_LENGTH, registerFormSchema } from '@hiring/shared/auth';
import { TRIAL_DAYS } from '@hiring/shared/constants';
import { ACTION_FALLBACK_MESSAGES } from '@hiring/shared/errors';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import { authErrorMessage, register, completeSignIn } from '../api';
import { type SwitchTarget, SwitchLink } from './switch-link';

interface RegisterFormProps {
  redirect: string;
  signIn: SwitchTarget;
}

export function RegisterForm({ redirect, signIn }: RegisterFormProps) {
  const navigate = useNavigate();
  const form = useZodForm(registerFormSchema, { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' });
  const [banner, setBanner] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _confirm, ...input }) => {
    setBanner(null);
    try {
      const session = await register(input);
      await completeSignIn(session);
      navigate(redirect, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) form.setErrors(error.fieldErrors);
      setBanner(authErrorMessage(error, ACTION_FALLBACK_MESSAGES.register));
    }
  });

  return (
    <div className="space-y-6">
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Create account">
        {banner ? <Alert variant="error">{banner}</Alert> : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="First name" autoComplete="given-name" field={form.field('firstName')} />
          <FormField label="Last name" autoComplete="family-name" field={form.field('lastName')} />
        </div>
        <FormField label="Work email" type="email" autoComplete="email" placeholder="you@company.com" field={form.field('email')} />
        <FormField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          field={form.field('password')}
        />
        <FormField label="Confirm password" type="password" autoComplete="new-password" field={form.field('confirmPassword')} />
        <Button type="submit" className="w-full" loading={form.submitting}>
          Create account
        </Button>
        <p className="text-center text-xs text-slate-500">Start with a {TRIAL_DAYS}-day free trial. No credit card required.</p>
      </form>
      <p className="text-center text-sm text-slate-600">
        Already have an account? <SwitchLink target={signIn}>Sign in</SwitchLink>
      </p>
    </div>
  );
}
