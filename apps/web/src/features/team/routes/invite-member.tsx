import { ROLE_DISPLAY_NAMES, ROLE_PERMISSIONS } from '@hiring/shared/roles';
import { DEFAULT_INVITE_ROLE, INVITE_LIFETIME_DAYS, inviteFormSchema, TEAM_MESSAGES } from '@hiring/shared/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { errorOf, setServerErrors, useSchemaForm } from '@/components/ui/form';
import { Icon } from '@/components/ui/icon';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';
import { createInvite, teamKeys } from '../api/team';
import { assignableRoles, canManageTeam } from '../components/permissions';

/** What a refused invitation says: the server's message (seats, duplicates, validation), else the fallback. */
export function inviteErrorMessage(error: unknown): { text: string; upgrade: boolean } {
  if (error instanceof ApiError && !error.isNetworkError) {
    return { text: error.message || TEAM_MESSAGES.inviteFailed, upgrade: error.status === 402 };
  }
  return { text: errorMessage(error, TEAM_MESSAGES.inviteFailed), upgrade: false };
}

/** /profile/team/invite and /team/invite: invite by email with a role. */
export function InviteMemberRoute({ teamPath }: { teamPath: string }) {
  const { role } = useSession();
  const queryClient = useQueryClient();
  const roles = assignableRoles(role);
  const form = useSchemaForm(inviteFormSchema, { defaultValues: { email: '', role_id: DEFAULT_INVITE_ROLE } });
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ text: string; upgrade: boolean } | null>(null);
  const invite = useMutation({ mutationFn: createInvite });

  const submit = form.handleSubmit(async (values) => {
    setSent(null);
    setFailure(null);
    try {
      const created = await invite.mutateAsync({ email: values.email, role_id: values.role_id });
      await queryClient.invalidateQueries({ queryKey: teamKeys.all });
      setSent(TEAM_MESSAGES.inviteSent(created.email));
      form.reset({ email: '', role_id: values.role_id });
    } catch (error) {
      setServerErrors(form, error, ['email', 'role_id']);
      setFailure(inviteErrorMessage(error));
    }
  });

  const header = (
    <PageHeader
      title="Invite Team Members"
      description={`Invite a colleague by email. The link in the mail works for ${INVITE_LIFETIME_DAYS} days; they join your company with the role you choose.`}
      actions={
        <ButtonLink to={teamPath} variant="secondary" icon={<Icon name="users" className="size-4" />}>
          Team Members
        </ButtonLink>
      }
    />
  );

  if (!canManageTeam(role)) {
    return (
      <div className="mx-auto max-w-2xl">
        {header}
        <Alert variant="info" title="Owners and admins invite people">
          Ask an owner or admin of your company to send the invitation.
        </Alert>
      </div>
    );
  }

  const selected = form.watch('role_id');
  const permissions = selected && selected in ROLE_PERMISSIONS ? ROLE_PERMISSIONS[selected as keyof typeof ROLE_PERMISSIONS] : [];

  return (
    <div className="mx-auto max-w-2xl">
      {header}
      <Card className="p-6">
        <form onSubmit={submit} noValidate className="space-y-5" aria-label="Invite a team member">
          {sent ? (
            <Alert
              variant="success"
              action={
                <Link to={teamPath} className="text-sm font-medium underline">
                  See pending invitations
                </Link>
              }
            >
              {sent}
            </Alert>
          ) : null}
          {failure ? (
            <Alert
              variant="error"
              title={TEAM_MESSAGES.inviteFailed}
              action={
                failure.upgrade ? (
                  <ButtonLink to="/billing/subscription" size="sm" variant="secondary">
                    View plans
                  </ButtonLink>
                ) : undefined
              }
            >
              {failure.text}
            </Alert>
          ) : null}
          <Field label="Email" required error={errorOf(form, 'email')}>
            {(control) => (
              <Input {...control} {...form.register('email')} type="email" autoComplete="off" placeholder="colleague@company.com" />
            )}
          </Field>
          <Field
            label="Role"
            required
            error={errorOf(form, 'role_id')}
            hint={permissions.length > 0 ? `Can: ${permissions.map((p) => p.replace(/_/g, ' ')).join(', ')}.` : undefined}
          >
            {(control) => (
              <Select {...control} {...form.register('role_id')} options={roles.map((r) => ({ value: r, label: ROLE_DISPLAY_NAMES[r] }))} />
            )}
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <ButtonLink to={teamPath} variant="secondary">
              Cancel
            </ButtonLink>
            <Button type="submit" loading={invite.isPending} icon={<Icon name="mail" className="size-4" />}>
              Send invitation
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
