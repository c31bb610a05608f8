import { MIN_PASSWORD_LENGTH } from '@hiring/shared/auth';
import { ACTION_FALLBACK_MESSAGES } from '@hiring/shared/errors';
import { acceptInviteRegisterFormSchema, type InvitePreview, TEAM_MESSAGES } from '@hiring/shared/team';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import CircleAlert from 'lucide-react/icons/circle-alert';
import UserPlus from 'lucide-react/icons/user-plus';
import { type ReactNode, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { getProfile } from '@/lib/profile';
import { setUser } from '@/lib/session-storage';
import { useSession } from '@/lib/use-session';
import { useZodForm } from '@/lib/use-zod-form';
import { authErrorMessage, completeSignIn, logout } from '../api';
import { AuthLayout } from '../components/auth-layout';
import { acceptInvite, getInvitePreview, registerWithInvite } from '../invite-api';
import { displayLocale } from '@hiring/shared/locale';

const TITLES: Record<Exclude<InvitePreview['status'], 'pending'>, string> = {
  accepted: 'Invitation already used',
  revoked: 'Invitation withdrawn',
  expired: 'Invitation expired',
};

/**
 * /auth/accept-invite/:token: the link of an invitation mail. A new person registers with the
 * invited email; someone with an account signs in and joins. Either way they join the
 * inviting company with the invited role. A used, withdrawn or expired link says so.
 */
export function AcceptInviteRoute() {
  const { token = '' } = useParams();
  const session = useSession();
  const preview = useQuery({
    queryKey: ['invite-preview', token],
    queryFn: () => getInvitePreview(token),
    retry: false,
    refetchOnWindowFocus: false,
  });

  let body: ReactNode;
  if (preview.isPending) {
    body = (
      <div className="flex justify-center py-10">
        <Spinner size="lg" className="text-indigo-600" label="Loading the invitation" />
      </div>
    );
  } else if (preview.isError) {
    const offline = preview.error instanceof ApiError && preview.error.isNetworkError;
    body = (
      <Problem
        title={offline ? 'Could not load the invitation' : 'Invitation not valid'}
        actions={
          offline ? (
            <Button onClick={() => void preview.refetch()}>Try again</Button>
          ) : (
            <ButtonLink to={session.token ? '/dashboard' : '/auth/login'} variant="secondary">
              {session.token ? 'Go to dashboard' : 'Sign in'}
            </ButtonLink>
          )
        }
      >
        {offline ? preview.error.message : TEAM_MESSAGES.linkInvalid}
      </Problem>
    );
  } else if (preview.data.status !== 'pending') {
    const status = preview.data.status;
    body = (
      <Problem
        title={TITLES[status]}
        actions={
          <ButtonLink to={session.token ? '/dashboard' : '/auth/login'} variant="secondary">
            {session.token ? 'Go to dashboard' : 'Sign in'}
          </ButtonLink>
        }
      >
        {preview.data.message}
      </Problem>
    );
  } else {
    const invite = preview.data;
    const signedInAs = session.token ? (session.user?.email ?? null) : null;
    body = (
      <div className="space-y-6">
        <Summary invite={invite} />
        {signedInAs !== null ? (
          signedInAs.toLowerCase() === invite.email.toLowerCase() ? (
            <JoinAsSignedIn token={token} invite={invite} />
          ) : (
            <WrongAccount signedInAs={signedInAs} invite={invite} />
          )
        ) : invite.account_exists ? (
          <div className="space-y-3">
            <Alert variant="info">{TEAM_MESSAGES.accountExists}</Alert>
            <ButtonLink className="w-full" to={`/auth/login?redirect=${encodeURIComponent(`/auth/accept-invite/${token}`)}`}>
              Sign in to accept
            </ButtonLink>
          </div>
        ) : (
          <RegisterWithInvite token={token} invite={invite} />
        )}
      </div>
    );
  }

  return (
    <AuthLayout title="Join your team" withMarketing={false}>
      {body}
    </AuthLayout>
  );
}

function Summary({ invite }: { invite: InvitePreview }) {
  return (
    <div className="flex gap-3 rounded-xl border border-indigo-100 bg-indigo-50/60 p-4 text-sm text-slate-700">
      <UserPlus className="mt-0.5 size-5 shrink-0 text-indigo-600" aria-hidden />
      <p>
        {invite.inviter_name ? `${invite.inviter_name} invited you` : 'You are invited'} to join{' '}
        <strong className="font-semibold text-slate-900">{invite.company_name}</strong> as{' '}
        <strong className="font-semibold text-slate-900">{invite.role_name}</strong>. The invitation is for{' '}
        <span className="font-medium break-all text-slate-900">{invite.email}</span> and is valid until{' '}
        {new Date(invite.expires_at).toLocaleDateString(displayLocale(), { month: 'long', day: 'numeric', year: 'numeric' })}.
      </p>
    </div>
  );
}

function RegisterWithInvite({ token, invite }: { token: string; invite: InvitePreview }) {
  const navigate = useNavigate();
  const form = useZodForm(acceptInviteRegisterFormSchema, { firstName: '', lastName: '', password: '', confirmPassword: '' });
  const [banner, setBanner] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _confirm, ...input }) => {
    setBanner(null);
    try {
      const session = await registerWithInvite(token, input);
      await completeSignIn(session);
      navigate('/dashboard', { replace: true, state: { notice: TEAM_MESSAGES.joined(invite.company_name) } });
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) form.setErrors(error.fieldErrors);
      setBanner(authErrorMessage(error, ACTION_FALLBACK_MESSAGES.register));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Create your account">
      {banner ? <Alert variant="error">{banner}</Alert> : null}
      <Field label="Email" hint="The invitation was sent to this address.">
        {(control) => <Input {...control} type="email" value={invite.email} readOnly autoComplete="email" />}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="First name" autoComplete="given-name" field={form.field('firstName')} />
        <FormField label="Last name" autoComplete="family-name" field={form.field('lastName')} />
      </div>
      <FormField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        field={form.field('password')}
      />
      <FormField label="Confirm password" type="password" autoComplete="new-password" field={form.field('confirmPassword')} />
      <Button type="submit" className="w-full" loading={form.submitting}>
        Create account and join
      </Button>
    </form>
  );
}

function JoinAsSignedIn({ token, invite }: { token: string; invite: InvitePreview }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const join = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await acceptInvite(token);
      // The role and company changed: read the profile again and forget what was cached for the old company.
      const profile = await getProfile().catch(() => null);
      if (profile) setUser(profile.user);
      queryClient.clear();
      navigate('/dashboard', { replace: true, state: { notice: result.message } });
    } catch (e) {
      setError(authErrorMessage(e, 'Failed to accept the invitation. Please try again.'));
      setBusy(false);
    }
  };

  return (
    <div className="space-y-3">
      {error ? <Alert variant="error">{error}</Alert> : null}
      <p className="text-sm text-slate-600">
        You are signed in as <span className="font-medium text-slate-900">{invite.email}</span>.
      </p>
      <Button className="w-full" onClick={() => void join()} loading={busy}>
        Join {invite.company_name}
      </Button>
    </div>
  );
}

function WrongAccount({ signedInAs, invite }: { signedInAs: string; invite: InvitePreview }) {
  const [busy, setBusy] = useState(false);
  return (
    <div className="space-y-3">
      <Alert variant="warning">
        You are signed in as <strong className="break-all">{signedInAs}</strong>. {TEAM_MESSAGES.wrongAccount(invite.email)}
      </Alert>
      <Button
        className="w-full"
        variant="secondary"
        loading={busy}
        onClick={async () => {
          setBusy(true);
          // Signing out re-renders this page for the invited address: register or sign in.
          await logout();
          setBusy(false);
        }}
      >
        Sign out and continue
      </Button>
    </div>
  );
}

function Problem({ title, children, actions }: { title: string; children: ReactNode; actions: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-8 text-center shadow-xs">
      <div className="flex justify-center">
        <CircleAlert className="size-10 text-rose-500" aria-hidden />
      </div>
      <div role="alert">
        <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2>
        <p className="mt-2 text-sm text-slate-600">{children}</p>
      </div>
      <div className="mt-6 flex justify-center">{actions}</div>
    </div>
  );
}
