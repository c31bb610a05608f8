import type { Subscription, Usage } from '@hiring/shared/billing';
import type { OrgCompany, OrgCompanyPage, OrgCompanyUser, UpdateOrgCompanyInput } from '@hiring/shared/org-company';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';

// The companies calls of spec 02 §7, under /api/app/org/company. Owners, admins and platform
// administrators only: the screens sit behind the admin-or-owner guard.

const BASE = '/app/org/company';

export interface CompanyListFilter {
  page: number;
  search?: string;
}

export const orgCompanyKeys = {
  all: ['org-company'] as const,
  list: (filter: CompanyListFilter) => ['org-company', 'list', filter] as const,
  one: (id: string) => ['org-company', id] as const,
  part: (id: string, part: 'subscription' | 'usage' | 'users') => ['org-company', id, part] as const,
};

export const companiesQueryOptions = (filter: CompanyListFilter) =>
  queryOptions({
    queryKey: orgCompanyKeys.list(filter),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(filter.page) });
      if (filter.search) params.set('search', filter.search);
      return api.get<OrgCompanyPage>(`${BASE}?${params.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

const path = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export const companyQueryOptions = (id: string) =>
  queryOptions({ queryKey: orgCompanyKeys.one(id), queryFn: ({ signal }) => api.get<OrgCompany>(path(id), { signal }) });

export const companySubscriptionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: orgCompanyKeys.part(id, 'subscription'),
    queryFn: ({ signal }) => api.get<Subscription | null>(`${path(id)}/subscription`, { signal }),
  });

export const companyUsageQueryOptions = (id: string) =>
  queryOptions({ queryKey: orgCompanyKeys.part(id, 'usage'), queryFn: ({ signal }) => api.get<Usage>(`${path(id)}/usage`, { signal }) });

export const companyUsersQueryOptions = (id: string) =>
  queryOptions({
    queryKey: orgCompanyKeys.part(id, 'users'),
    queryFn: ({ signal }) => api.get<OrgCompanyUser[]>(`${path(id)}/users`, { signal }),
  });

export function updateOrgCompany(body: UpdateOrgCompanyInput): Promise<OrgCompany> {
  return apiRequest<OrgCompany>(BASE, { method: 'PATCH', body });
}
