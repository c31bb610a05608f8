import { ROLE_DISPLAY_NAMES } from '@hiring/shared/roles';
import { type Employee, type Invite, TEAM_MESSAGES } from '@hiring/shared/team';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { RowsSkeleton } from '@/components/ui/list-page';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';
import { changeRole, employeesQueryOptions, invitesQueryOptions, removeEmployee, setInviteStatus, teamKeys } from '../api/team';
import { EmployeeStatusBadge, InviteStatusBadge, RoleBadge } from '../components/badges';
import { Pager } from '@/components/ui/pager';
import { assignableRoles, canActOn, canManageTeam } from '../components/permissions';
import { displayLocale } from '@hiring/shared/locale';

const formatDate = (iso: string) => new Date(iso).toLocaleDateString(displayLocale(), { month: 'long', day: 'numeric', year: 'numeric' });

/** /profile/team and /team: the company's members with role and status, and the invitations still open. */
export function TeamMembersRoute({ invitePath }: { invitePath: string }) {
  const { role } = useSession();
  const header = (
    <PageHeader
      title="Team Members"
      description="Everyone in your company, their role and status, and the invitations still waiting for an answer."
      actions={
        canManageTeam(role) ? (
          <ButtonLink to={invitePath} icon={<Icon name="user-plus" className="size-4" />}>
            Invite Team Members
          </ButtonLink>
        ) : null
      }
    />
  );
  if (!canManageTeam(role)) {
    return (
      <div className="mx-auto max-w-5xl">
        {header}
        <Alert variant="info" title="Owners and admins manage the team">
          Ask an owner or admin of your company to invite people or change roles.
        </Alert>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-5xl space-y-8">
      {header}
      <Members />
      <Invitations invitePath={invitePath} />
    </div>
  );
}

type Pending = { kind: 'remove' | 'role'; employee: Employee } | null;

function Members() {
  const { role, user } = useSession();
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<Pending>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useQuery(employeesQueryOptions({ page }));
  const headingId = useId();

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-base font-semibold text-slate-900">
        Members {list.data ? <span className="font-normal text-slate-500">({list.data.total_count})</span> : null}
      </h2>
      {notice ? (
        <Alert variant="success" className="mb-4">
          {notice}
        </Alert>
      ) : null}
      <Card className="overflow-hidden">
        {list.isPending ? (
          <RowsSkeleton label="Loading team members" rows={4} />
        ) : list.isError ? (
          <div className="p-4">
            <Alert
              variant="error"
              action={
                <Button size="sm" variant="secondary" onClick={() => void list.refetch()} loading={list.isFetching}>
                  Try again
                </Button>
              }
            >
              {errorMessage(list.error, TEAM_MESSAGES.fetchEmployees)}
            </Alert>
          </div>
        ) : list.data.items.length === 0 ? (
          <p className="p-6 text-center text-sm text-slate-500">{TEAM_MESSAGES.noData}</p>
        ) : (
          <>
            <ul className="divide-y divide-slate-100">
              {list.data.items.map((e) => {
                const self = e.id === user?.id;
                // One's own role and membership are not changed from this list (the server keeps a last owner too).
                const actionable = !self && canActOn(role, e.role_id);
                return (
                  <li
                    key={e.id}
                    className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
                    data-testid="member-row"
                  >
                    <div className="min-w-0">
                      <p className="truncate text-sm font-medium text-slate-900">
                        {e.first_name} {e.last_name}
                        {self ? <span className="ml-1 font-normal text-slate-500">(you)</span> : null}
                      </p>
                      <p className="truncate text-sm text-slate-500">{e.email}</p>
                    </div>
                    <div className="flex flex-wrap items-center gap-2">
                      <RoleBadge role={e.role_id} />
                      <EmployeeStatusBadge status={e.status} />
                      {actionable ? (
                        <>
                          <Button
                            size="sm"
                            variant="ghost"
                            onClick={() => setPending({ kind: 'role', employee: e })}
                            aria-label={`Change role of ${e.first_name} ${e.last_name}`}
                          >
                            Change role
                          </Button>
                          <Button
                            size="sm"
                            variant="ghost"
                            className="text-rose-700 hover:bg-rose-50"
                            onClick={() => setPending({ kind: 'remove', employee: e })}
                            aria-label={`Remove ${e.first_name} ${e.last_name}`}
                          >
                            Remove
                          </Button>
                        </>
                      ) : null}
                    </div>
                  </li>
                );
              })}
            </ul>
            <Pager
              page={list.data.page}
              totalPages={list.data.total_pages}
              totalCount={list.data.total_count}
              noun="members"
              nounOne="member"
              onPage={setPage}
            />
          </>
        )}
      </Card>
      {pending?.kind === 'remove' ? (
        <RemoveDialog
          employee={pending.employee}
          onDone={(message) => {
            setPending(null);
            setNotice(message);
          }}
          onCancel={() => setPending(null)}
        />
      ) : null}
      {pending?.kind === 'role' ? (
        <RoleDialog
          employee={pending.employee}
          roles={assignableRoles(role)}
          onDone={(message) => {
            setPending(null);
            setNotice(message);
          }}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </section>
  );
}

function RemoveDialog({ employee, onDone, onCancel }: { employee: Employee; onDone: (message: string) => void; onCancel: () => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => removeEmployee(employee.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: teamKeys.all });
      onDone(`${employee.first_name} ${employee.last_name} was removed from the team.`);
    },
  });
  return (
    <ConfirmDialog
      title={`Remove ${employee.first_name} ${employee.last_name}?`}
      description={
        <>
          <p>
            They will be signed out and lose access to your company's jobs, candidates and settings. Their account stays, so you can invite
            them again later.
          </p>
          {remove.isError ? (
            <Alert variant="error" className="mt-3">
              {errorMessage(remove.error)}
            </Alert>
          ) : null}
        </>
      }
      confirmLabel="Remove member"
      destructive
      busy={remove.isPending}
      onConfirm={() => remove.mutate()}
      onCancel={onCancel}
    />
  );
}

function RoleDialog({
  employee,
  roles,
  onDone,
  onCancel,
}: {
  employee: Employee;
  roles: readonly string[];
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(employee.role_id);
  const save = useMutation({
    mutationFn: () => changeRole(employee.id, value),
    onSuccess: async (updated) => {
      await queryClient.invalidateQueries({ queryKey: teamKeys.all });
      onDone(`${updated.first_name} ${updated.last_name} is now ${updated.role_name}.`);
    },
  });
  return (
    <Dialog
      title={`Change role of ${employee.first_name} ${employee.last_name}`}
      description="The new role applies from their next action."
      busy={save.isPending}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
          <Button onClick={() => save.mutate()} loading={save.isPending} disabled={value === employee.role_id}>
            Save role
          </Button>
        </>
      }
    >
      <div className="mt-4 space-y-3">
        {save.isError ? <Alert variant="error">{errorMessage(save.error)}</Alert> : null}
        <Field label="Role">
          {(control) => (
            <Select
              {...control}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              options={roles.map((r) => ({ value: r, label: ROLE_DISPLAY_NAMES[r as keyof typeof ROLE_DISPLAY_NAMES] ?? r }))}
            />
          )}
        </Field>
      </div>
    </Dialog>
  );
}

function Invitations({ invitePath }: { invitePath: string }) {
  const { role } = useSession();
  const queryClient = useQueryClient();
  const list = useQuery(invitesQueryOptions());
  const [revoking, setRevoking] = useState<Invite | null>(null);
  const [notice, setNotice] = useState<{ variant: 'success' | 'error'; text: string } | null>(null);
  const headingId = useId();
  const resend = useMutation({
    mutationFn: (invite: Invite) => setInviteStatus(invite.id, 'pending'),
    onSuccess: async (invite) => {
      await queryClient.invalidateQueries({ queryKey: teamKeys.all });
      setNotice({ variant: 'success', text: TEAM_MESSAGES.inviteResent(invite.email) });
    },
    onError: (error) => setNotice({ variant: 'error', text: errorMessage(error) }),
  });
  const revoke = useMutation({
    mutationFn: (invite: Invite) => setInviteStatus(invite.id, 'revoked'),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: teamKeys.all });
      setRevoking(null);
      setNotice({ variant: 'success', text: TEAM_MESSAGES.inviteRevoked });
    },
  });
  const open = list.data?.items.filter((i) => i.status !== 'accepted') ?? [];

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-base font-semibold text-slate-900">
        Invitations
      </h2>
      {notice ? (
        <Alert variant={notice.variant} className="mb-4">
          {notice.text}
        </Alert>
      ) : null}
      <Card className="overflow-hidden">
        {list.isPending ? (
          <RowsSkeleton label="Loading invitations" rows={2} />
        ) : list.isError ? (
          <div className="p-4">
            <Alert
              variant="error"
              action={
                <Button size="sm" variant="secondary" onClick={() => void list.refetch()}>
                  Try again
                </Button>
              }
            >
              {errorMessage(list.error)}
            </Alert>
          </div>
        ) : open.length === 0 ? (
          <div className="flex flex-col items-center gap-3 p-6 text-center">
            <p className="text-sm text-slate-500">No open invitations.</p>
            <ButtonLink to={invitePath} size="sm" variant="secondary" icon={<Icon name="user-plus" className="size-4" />}>
              Invite Team Members
            </ButtonLink>
          </div>
        ) : (
          <ul className="divide-y divide-slate-100">
            {open.map((i) => (
              <li
                key={i.id}
                className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
                data-testid="invite-row"
              >
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium text-slate-900">{i.email}</p>
                  <p className="text-xs text-slate-500">
                    {i.status === 'pending' ? `Expires ${formatDate(i.expires_at)}` : `Sent ${formatDate(i.last_sent_at)}`}
                    {i.invited_by ? ` · invited by ${i.invited_by}` : ''}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <RoleBadge role={i.role_id} />
                  <InviteStatusBadge status={i.status} />
                  {/* Sending an owner invitation again is an owner's call, as sending it was. */}
                  {canActOn(role, i.role_id) ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      loading={resend.isPending && resend.variables?.id === i.id}
                      onClick={() => resend.mutate(i)}
                      aria-label={`Resend the invitation to ${i.email}`}
                    >
                      Resend
                    </Button>
                  ) : null}
                  {i.status === 'pending' ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-rose-700 hover:bg-rose-50"
                      onClick={() => setRevoking(i)}
                      aria-label={`Revoke the invitation to ${i.email}`}
                    >
                      Revoke
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {revoking ? (
        <ConfirmDialog
          title="Revoke this invitation?"
          description={
            <>
              <p>
                The link sent to <strong className="break-all">{revoking.email}</strong> stops working at once. You can send a new one
                later.
              </p>
              {revoke.isError ? (
                <Alert variant="error" className="mt-3">
                  {errorMessage(revoke.error)}
                </Alert>
              ) : null}
            </>
          }
          confirmLabel="Revoke invitation"
          destructive
          busy={revoke.isPending}
          onConfirm={() => revoke.mutate(revoking)}
          onCancel={() => setRevoking(null)}
        />
      ) : null}
    </section>
  );
}
