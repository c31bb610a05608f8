import { EDITABLE_METADATA_KEYS, type Employee, splitMetadata, TEAM_MESSAGES } from '@hiring/shared/team';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';
import { employeeQueryOptions } from '../api/team';
import { EmployeeStatusBadge, RoleBadge } from '../components/badges';
import { canActOn } from '../components/permissions';
import { displayLocale } from '@hiring/shared/locale';

export const metadataLabel = (key: string) =>
  key === 'hr' || key === 'it'
    ? key.toUpperCase()
    : key
        .replace(/^is_/, '')
        .replace(/_/g, ' ')
        .replace(/^\w/, (c) => c.toUpperCase());

/** Loads one employee: skeleton, the red error text with Retry (spec 02 §8), then the page. */
export function EmployeeLoader({ children }: { children: (employee: Employee) => ReactNode }) {
  const { id = '' } = useParams();
  const query = useQuery(employeeQueryOptions(id));
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading employee" className="mx-auto max-w-3xl space-y-4">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="mx-auto max-w-3xl space-y-3">
        <p role="alert" className="text-sm font-medium text-rose-700">
          {errorMessage(query.error, TEAM_MESSAGES.fetchEmployees)}
        </p>
        <div className="flex gap-2">
          <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
          <ButtonLink to="/org/employees" size="sm" variant="ghost">
            Back to employees
          </ButtonLink>
        </div>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

/** /org/employees/details/{id}. */
export function EmployeeDetailsRoute() {
  const { role } = useSession();
  return (
    <EmployeeLoader>
      {(e) => {
        const { editable, readOnly } = splitMetadata(e.metadata);
        const flags = EDITABLE_METADATA_KEYS.filter((k) => editable[k]);
        return (
          <div className="mx-auto max-w-3xl">
            <PageHeader
              eyebrow="Employee"
              title={`${e.first_name} ${e.last_name}`}
              description={e.email}
              actions={
                <>
                  <ButtonLink to="/org/employees" variant="secondary" icon={<Icon name="chevron-left" className="size-4" />}>
                    Back
                  </ButtonLink>
                  {canActOn(role, e.role_id) ? <ButtonLink to={`/org/employees/edit/${e.id}`}>Edit</ButtonLink> : null}
                </>
              }
            />
            <Card className="p-6">
              <dl className="grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
                <Item label="Email">{e.email}</Item>
                <Item label="Employee code">{e.employee_code ?? '—'}</Item>
                <Item label="Role">
                  <RoleBadge role={e.role_id} />
                </Item>
                <Item label="Status">
                  <EmployeeStatusBadge status={e.status} />
                </Item>
                <Item label="Admin permissions">{e.role_permissions_admin ? 'Yes' : 'No'}</Item>
                <Item label="Company">{e.company_name ?? '—'}</Item>
                <Item label="Last sign-in">
                  {e.last_login
                    ? new Date(e.last_login).toLocaleString(displayLocale(), { dateStyle: 'long', timeStyle: 'short' })
                    : 'Never'}
                </Item>
                <Item label="Member since">{new Date(e.created_at).toLocaleDateString(displayLocale(), { dateStyle: 'long' })}</Item>
                <Item label="Flags" wide>
                  {flags.length > 0 ? flags.map(metadataLabel).join(', ') : 'None'}
                </Item>
                {readOnly.length > 0 ? (
                  <Item label="Other flags (read-only)" wide>
                    {readOnly.map(([k, v]) => `${metadataLabel(k)}: ${v ? 'Yes' : 'No'}`).join(', ')}
                  </Item>
                ) : null}
              </dl>
            </Card>
          </div>
        );
      }}
    </EmployeeLoader>
  );
}

function Item({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-medium text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 break-words text-slate-900">{children}</dd>
    </div>
  );
}
