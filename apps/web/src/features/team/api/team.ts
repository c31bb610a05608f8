import type { CreateInvite, Employee, EmployeePage, Invite, InvitePage, InviteStatus, RoleInfo, UpdateEmployee } from '@hiring/shared/team';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';

// The team calls of spec 02 §7, under /api/admin/org. Owners and admins only: screens call them
// only for those roles (the server refuses the others with 403).

const ORG = '/admin/org';

export interface EmployeeListFilter {
  page: number;
  search?: string;
  pageSize?: number;
}

export function getEmployees(filter: EmployeeListFilter, signal?: AbortSignal): Promise<EmployeePage> {
  const params = new URLSearchParams({ page: String(filter.page) });
  if (filter.pageSize) params.set('page_size', String(filter.pageSize));
  if (filter.search) params.set('search', filter.search);
  return api.get<EmployeePage>(`${ORG}/employee?${params.toString()}`, { signal });
}

export const teamKeys = {
  all: ['team'] as const,
  employees: (filter: EmployeeListFilter) => ['team', 'employees', filter] as const,
  employee: (id: string) => ['team', 'employee', id] as const,
  invites: (status?: InviteStatus) => ['team', 'invites', status ?? 'all'] as const,
  roles: ['team', 'roles'] as const,
};

export const employeesQueryOptions = (filter: EmployeeListFilter) =>
  queryOptions({
    queryKey: teamKeys.employees(filter),
    queryFn: ({ signal }) => getEmployees(filter, signal),
    placeholderData: keepPreviousData,
  });

export const employeeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: teamKeys.employee(id),
    queryFn: ({ signal }) => api.get<Employee>(`${ORG}/employee/${encodeURIComponent(id)}`, { signal }),
  });

export const invitesQueryOptions = (status?: InviteStatus) =>
  queryOptions({
    queryKey: teamKeys.invites(status),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page_size: '100' });
      if (status) params.set('status', status);
      return api.get<InvitePage>(`${ORG}/employee-invites?${params.toString()}`, { signal });
    },
  });

export const rolesQueryOptions = () =>
  queryOptions({
    queryKey: teamKeys.roles,
    queryFn: ({ signal }) => api.get<RoleInfo[]>(`${ORG}/roles`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const updateEmployee = (id: string, body: UpdateEmployee) =>
  apiRequest<Employee>(`${ORG}/employee/${encodeURIComponent(id)}`, { method: 'PATCH', body });

export const changeRole = (id: string, roleId: string) =>
  apiRequest<Employee>(`${ORG}/employee/${encodeURIComponent(id)}/role`, { method: 'PATCH', body: { role_id: roleId } });

export const removeEmployee = (id: string) =>
  apiRequest<{ message: string }>(`${ORG}/employee/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const createInvite = (body: CreateInvite) => api.post<Invite>(`${ORG}/employee-invites`, body);

export const setInviteStatus = (id: string, status: 'pending' | 'revoked') =>
  apiRequest<Invite>(`${ORG}/employee-invites/${encodeURIComponent(id)}/status`, { method: 'PATCH', body: { status } });

/** The edit's mutation key: the list shows how a save that left the form ended (spec 02 §4). */
export const UPDATE_EMPLOYEE_KEY = ['team', 'update-employee'] as const;
