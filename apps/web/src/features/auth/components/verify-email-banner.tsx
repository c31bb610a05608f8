import { AUTH_MESSAGES } from '@hiring/shared/auth-messages';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { profileQueryOptions } from '@/lib/profile';
import { resendVerification } from '../api';

/** Signed in with an address not verified yet: says so and offers a new link. */
export function VerifyEmailBanner() {
  const profile = useQuery(profileQueryOptions());
  const resend = useMutation({ mutationFn: resendVerification });
  // Drawn in the same deferred update as the dashboard's first draw (decision 435), so it never
  // appears above a dashboard skeleton already drawn and pushes it down.
  const user = useDeferredValue(profile.data?.user);
  if (!user || user.email_verified) return null;

  return (
    <Alert
      variant="warning"
      title="Please verify your email address"
      className="mb-6"
      action={
        resend.isSuccess ? null : (
          <Button size="sm" variant="secondary" loading={resend.isPending} onClick={() => resend.mutate()}>
            Resend verification email
          </Button>
        )
      }
    >
      {resend.isSuccess
        ? AUTH_MESSAGES.verificationResent
        : resend.isError
          ? errorMessage(resend.error)
          : `We sent a verification link to ${user.email}. Open it to confirm the address is yours.`}
    </Alert>
  );
}
