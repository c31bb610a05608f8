import { type Employee, TEAM_MESSAGES } from '@hiring/shared/team';
import { useMutationState, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';
import { employeesQueryOptions, UPDATE_EMPLOYEE_KEY } from '../api/team';
import { EmployeeStatusBadge, RoleBadge } from '../components/badges';
import { PagedTableCard, SearchBox, useListParams } from '@/components/ui/list-page';
import { canActOn } from '../components/permissions';
import { ScrollRegion } from '@/components/ui/scroll-region';

/** /org/employees (spec 02 §2.2): search and paging, 10 a page, links to details and edit. */
export function EmployeesListRoute() {
  const { role, user } = useSession();
  // The platform administrator sees every company's employees (the server returns them all).
  const platform = role === 'super_admin';
  const { search, page, set } = useListParams();
  const list = useQuery(employeesQueryOptions({ page, search: search || undefined }));

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Employees"
        description={
          platform
            ? 'People of every company: their company, role, status and employee code.'
            : 'People of your company: their role, status and employee code.'
        }
        actions={
          // Invitations go to the inviter's company; a platform administrator without one has none to invite to.
          !platform || user?.company ? (
            <ButtonLink to="/team/invite" icon={<Icon name="user-plus" className="size-4" />}>
              Invite
            </ButtonLink>
          ) : undefined
        }
      />
      <LastSave />
      <search className="mb-5 sm:max-w-md">
        <SearchBox
          label="Search employees by name, email, code or role"
          placeholder="Search by name, email, code or role"
          value={search}
          onSearch={(value) => set({ search: value })}
        />
      </search>
      <PagedTableCard
        list={list}
        page={page}
        search={search}
        loadingLabel="Loading employees"
        skeletonRows={5}
        errorText={(error) => errorMessage(error, TEAM_MESSAGES.fetchEmployees)}
        emptyMessage={TEAM_MESSAGES.noData}
        noun={(count) => (count === 1 ? 'employee' : 'employees')}
        onClearSearch={() => set({ search: '' })}
        onPage={(p) => set({}, p)}
      >
        {(employees) => <EmployeeTable employees={employees} canEdit={(e) => canActOn(role, e.role_id)} showCompany={platform} />}
      </PagedTableCard>
    </div>
  );
}

function EmployeeTable({
  employees,
  canEdit,
  showCompany,
}: {
  employees: Employee[];
  canEdit: (e: Employee) => boolean;
  showCompany: boolean;
}) {
  return (
    <ScrollRegion label="Employees">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Employees</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-medium text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Name
            </th>
            {showCompany ? (
              <th scope="col" className="hidden px-4 py-3 sm:table-cell">
                Company
              </th>
            ) : null}
            <th scope="col" className="hidden px-4 py-3 sm:table-cell">
              Role
            </th>
            <th scope="col" className="hidden px-4 py-3 sm:table-cell">
              Status
            </th>
            <th scope="col" className="hidden px-4 py-3 sm:table-cell">
              Employee code
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {employees.map((e) => (
            <tr key={e.id} data-testid="employee-row">
              <td className="px-4 py-3">
                <Link to={`/org/employees/details/${e.id}`} className="font-medium text-slate-900 hover:text-indigo-700 hover:underline">
                  {e.first_name} {e.last_name}
                </Link>
                <p className="break-all text-slate-500">{e.email}</p>
                {/* On a phone the other columns fold under the name. */}
                <div className="mt-2 flex flex-wrap items-center gap-2 sm:hidden">
                  {showCompany ? <span className="text-xs text-slate-600">{e.company_name ?? '—'}</span> : null}
                  <RoleBadge role={e.role_id} />
                  <EmployeeStatusBadge status={e.status} />
                  {e.employee_code ? <span className="text-xs text-slate-600">{e.employee_code}</span> : null}
                </div>
              </td>
              {showCompany ? <td className="hidden px-4 py-3 text-slate-700 sm:table-cell">{e.company_name ?? '—'}</td> : null}
              <td className="hidden px-4 py-3 sm:table-cell">
                <RoleBadge role={e.role_id} />
              </td>
              <td className="hidden px-4 py-3 sm:table-cell">
                <EmployeeStatusBadge status={e.status} />
              </td>
              <td className="hidden px-4 py-3 text-slate-600 sm:table-cell">{e.employee_code ?? '—'}</td>
              <td className="px-4 py-3 text-right align-top sm:whitespace-nowrap sm:align-middle">
                <ButtonLink
                  to={`/org/employees/details/${e.id}`}
                  size="sm"
                  variant="ghost"
                  aria-label={`View ${e.first_name} ${e.last_name}`}
                >
                  View
                </ButtonLink>
                {canEdit(e) ? (
                  <ButtonLink
                    to={`/org/employees/edit/${e.id}`}
                    size="sm"
                    variant="ghost"
                    aria-label={`Edit ${e.first_name} ${e.last_name}`}
                  >
                    Edit
                  </ButtonLink>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/**
 * The edit form sends the update and comes back here at once (spec 02 §4); this says how that
 * save ended: saving, saved, or why not, with a way back to the form.
 */
function LastSave() {
  const saves = useMutationState({
    filters: { mutationKey: UPDATE_EMPLOYEE_KEY },
    select: (m) => ({
      status: m.state.status,
      error: m.state.error,
      variables: m.state.variables as { id: string; name: string } | undefined,
      at: m.state.submittedAt,
    }),
  });
  const last = saves.at(-1);
  // Only the save that just brought the user here.
  if (!last?.variables || Date.now() - last.at > 2 * 60 * 1000) return null;
  const { id, name } = last.variables;
  if (last.status === 'pending') {
    return (
      <Alert variant="info" className="mb-5">
        Saving changes to {name}…
      </Alert>
    );
  }
  if (last.status === 'error') {
    return (
      <Alert
        variant="error"
        title={`Changes to ${name} were not saved`}
        className="mb-5"
        action={
          <ButtonLink to={`/org/employees/edit/${id}`} size="sm" variant="secondary">
            Edit again
          </ButtonLink>
        }
      >
        {errorMessage(last.error)}
      </Alert>
    );
  }
  if (last.status === 'success') {
    return (
      <Alert variant="success" className="mb-5">
        Changes to {name} saved.
      </Alert>
    );
  }
  return null;
}
