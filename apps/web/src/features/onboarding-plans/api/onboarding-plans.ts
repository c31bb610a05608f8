import type {
  CreateOnboardingPlan,
  OnboardingPlan,
  OnboardingPlanPage,
  UpdateOnboardingPlan,
  UpdateOnboardingProgress,
} from '@hiring/shared/onboarding-plans';
import type { Employee, EmployeePage } from '@hiring/shared/team';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';

// The onboarding plan calls of spec 02 §7, under /api/admin/onboarding/user. The screens sit
// behind the admin-or-owner guard, the same roles the server admits.

const BASE = '/admin/onboarding/user';

export interface PlanListFilter {
  page: number;
  search?: string;
}

export function getOnboardingPlans(filter: PlanListFilter, signal?: AbortSignal): Promise<OnboardingPlanPage> {
  const params = new URLSearchParams({ page: String(filter.page) });
  if (filter.search) params.set('search', filter.search);
  return api.get<OnboardingPlanPage>(`${BASE}?${params.toString()}`, { signal });
}

export const onboardingKeys = {
  all: ['onboarding-plans'] as const,
  lists: ['onboarding-plans', 'list'] as const,
  list: (filter: PlanListFilter) => ['onboarding-plans', 'list', filter] as const,
  plan: (id: string) => ['onboarding-plans', 'plan', id] as const,
  members: (search: string) => ['onboarding-plans', 'members', search] as const,
  member: (id: string) => ['onboarding-plans', 'member', id] as const,
};

export const onboardingPlansQueryOptions = (filter: PlanListFilter) =>
  queryOptions({
    queryKey: onboardingKeys.list(filter),
    queryFn: ({ signal }) => getOnboardingPlans(filter, signal),
    placeholderData: keepPreviousData,
  });

export const onboardingPlanQueryOptions = (id: string) =>
  queryOptions({
    queryKey: onboardingKeys.plan(id),
    queryFn: ({ signal }) => api.get<OnboardingPlan>(`${BASE}/${encodeURIComponent(id)}`, { signal }),
  });

/** How many members the picker lists at once; a search narrows them. */
export const MEMBER_PICKER_SIZE = 50;

/** Members of the company to choose from: the employees list of the team API (spec 02 §7). */
export const membersQueryOptions = (search: string) =>
  queryOptions({
    queryKey: onboardingKeys.members(search),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: '1', page_size: String(MEMBER_PICKER_SIZE) });
      if (search) params.set('search', search);
      return api.get<EmployeePage>(`/admin/org/employee?${params.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

/** One member, for a create form opened with ?user_id=. */
export const memberQueryOptions = (id: string) =>
  queryOptions({
    queryKey: onboardingKeys.member(id),
    queryFn: ({ signal }) => api.get<Employee>(`/admin/org/employee/${encodeURIComponent(id)}`, { signal }),
  });

export const createOnboardingPlan = (body: CreateOnboardingPlan) => api.post<OnboardingPlan>(BASE, body);

export const updateOnboardingPlan = (body: UpdateOnboardingPlan) => apiRequest<OnboardingPlan>(BASE, { method: 'PATCH', body });

export const updateOnboardingProgress = (body: UpdateOnboardingProgress) =>
  apiRequest<OnboardingPlan>(`${BASE}/progress`, { method: 'PATCH', body });

export const deleteOnboardingPlan = (id: string) =>
  apiRequest<{ message: string }>(`${BASE}/${encodeURIComponent(id)}`, { method: 'DELETE' });
