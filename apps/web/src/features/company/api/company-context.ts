import type { CompanyContext, UpdateCompanyContextInput } from '@hiring/shared/company';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';

/** GET /api/app/company/context (spec 02 §7): the company fields plus has_all_fields and missing_fields. */
export function getCompanyContext(signal?: AbortSignal): Promise<CompanyContext> {
  return api.get<CompanyContext>('/app/company/context', { signal });
}

export const companyContextQueryOptions = () =>
  queryOptions({
    queryKey: ['company-context'],
    queryFn: ({ signal }) => getCompanyContext(signal),
    staleTime: 30_000,
  });

export function useCompanyContext() {
  return useQuery(companyContextQueryOptions());
}

/** PUT /api/app/company/context; the answer's data is the updated context. */
export function updateCompanyContext(body: UpdateCompanyContextInput): Promise<CompanyContext> {
  return apiRequest<CompanyContext>('/app/company/context', { method: 'PUT', body });
}

export function useUpdateCompanyContext() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanyContext,
    onSuccess: (context) => {
      queryClient.setQueryData(companyContextQueryOptions().queryKey, context);
    },
  });
}
