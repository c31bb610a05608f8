import type { JobPositionPage } from '@hiring/shared/job-positions';
import { JOB_LIST_PAGE_SIZE } from '@hiring/shared/job-status';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface JobListFilter {
  page: number;
  search?: string;
  /** Comma-separated workflow states (the Active and Archived pages). */
  workflowState?: string;
  status?: string;
  pageSize?: number;
}

/** GET /api/app/job-positions: the company's positions, 10 a page, searched by title or department. */
export function getJobPositions(filter: JobListFilter, signal?: AbortSignal): Promise<JobPositionPage> {
  const params = new URLSearchParams({ page: String(filter.page), page_size: String(filter.pageSize ?? JOB_LIST_PAGE_SIZE) });
  if (filter.search) params.set('search', filter.search);
  if (filter.workflowState) params.set('workflow_state', filter.workflowState);
  if (filter.status) params.set('status', filter.status);
  return api.get<JobPositionPage>(`/app/job-positions?${params.toString()}`, { signal });
}

export const jobPositionsQueryOptions = (filter: JobListFilter) =>
  queryOptions({
    queryKey: ['job-positions', 'list', filter],
    queryFn: ({ signal }) => getJobPositions(filter, signal),
    placeholderData: keepPreviousData,
  });

export function useJobPositions(filter: JobListFilter, enabled = true) {
  return useQuery({ ...jobPositionsQueryOptions(filter), enabled });
}
