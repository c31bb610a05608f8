import { AUTH_MESSAGES } from '@hiring/shared/auth';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheckBig from 'lucide-react/icons/circle-check-big';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { profileQueryOptions } from '@/lib/profile';
import { useSession } from '@/lib/use-session';
import { verifyEmail } from '../api';
import { AuthLayout } from '../components/auth-layout';

/** Verifying is done once per token and page: the link is single-use, so it must not run twice. */
export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

/** /auth/verify-email/:token: verifies on load; loading, success or failure (spec 01 §2). */
export function VerifyEmailRoute() {
  const { token = '' } = useParams();
  const { token: sessionToken } = useSession();
  const query = useQuery(verifyEmailQueryOptions(token));
  const queryClient = useQueryClient();
  // A verified address ends the shell's "please verify" banner.
  useEffect(() => {
    if (query.isSuccess) void queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey });
  }, [query.isSuccess, queryClient]);
  const next = sessionToken ? { to: '/dashboard', label: 'Go to dashboard' } : { to: '/auth/login', label: 'Sign in' };

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Status icon={<Spinner size="lg" className="text-indigo-600" label="Verifying your email" />} title="Verifying your email…">
        This takes a moment.
      </Status>
    );
  } else if (query.isError) {
    const offline = query.error instanceof ApiError && query.error.isNetworkError;
    body = (
      <Status
        icon={<CircleAlert className="size-10 text-rose-500" aria-hidden />}
        title={AUTH_MESSAGES.verificationFailedTitle}
        alert
        actions={
          offline ? (
            <Button onClick={() => query.refetch()}>Try again</Button>
          ) : (
            <ButtonLink to={next.to} variant="secondary">
              {next.label}
            </ButtonLink>
          )
        }
      >
        {offline ? query.error.message : AUTH_MESSAGES.verificationFailed}
      </Status>
    );
  } else {
    body = (
      <Status
        icon={<CircleCheckBig className="size-10 text-emerald-500" aria-hidden />}
        title="Email verified"
        alert
        actions={<ButtonLink to={next.to}>{next.label}</ButtonLink>}
      >
        {AUTH_MESSAGES.emailVerified}
      </Status>
    );
  }

  return (
    <AuthLayout title="Email verification" withMarketing={false}>
      {body}
    </AuthLayout>
  );
}

function Status({
  icon,
  title,
  children,
  actions,
  alert,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  alert?: boolean;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-8 text-center shadow-xs">
      <div className="flex justify-center">{icon}</div>
      <div role={alert ? 'alert' : 'status'}>
        <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2>
        <p className="mt-2 text-sm text-slate-600">{children}</p>
      </div>
      {actions ? <div className="mt-6 flex justify-center">{actions}</div> : null}
    </div>
  );
}
