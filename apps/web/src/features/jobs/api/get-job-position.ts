import type { JobPosition, JobWorkflow } from '@hiring/shared/job-positions';
import { awaitsBackgroundWork, BACKGROUND_POLL_MS } from '@hiring/shared/job-status';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/app/job-positions/{id}: the position with its goals and its history of state changes. */
export function getJobPosition(id: string, signal?: AbortSignal): Promise<JobPosition> {
  return api.get<JobPosition>(`/app/job-positions/${encodeURIComponent(id)}`, { signal });
}

export const jobPositionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['job-positions', 'detail', id],
    queryFn: ({ signal }) => getJobPosition(id, signal),
  });

/** While the server is moving the position on by itself, look again every 2 seconds. */
export function useJobPosition(id: string, options: { pollWhilePending?: boolean } = {}) {
  return useQuery({
    ...jobPositionQueryOptions(id),
    refetchInterval: options.pollWhilePending
      ? (query) => (awaitsBackgroundWork(query.state.data?.status) ? BACKGROUND_POLL_MS : false)
      : false,
  });
}

/** GET /api/app/job-positions/{id}/workflow: state, next steps, can_proceed, permissions and the allowed transitions. */
export function getJobWorkflow(id: string, signal?: AbortSignal): Promise<JobWorkflow> {
  return api.get<JobWorkflow>(`/app/job-positions/${encodeURIComponent(id)}/workflow`, { signal });
}

export const jobWorkflowQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['job-positions', 'workflow', id],
    queryFn: ({ signal }) => getJobWorkflow(id, signal),
  });

export function useJobWorkflow(id: string) {
  return useQuery(jobWorkflowQueryOptions(id));
}
