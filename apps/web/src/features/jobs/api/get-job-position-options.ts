import type { JobPositionOptions } from '@hiring/shared/job-positions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /api/app/job-positions/options: the company's positions by name and state, which every
 * member may read (decision 491), optionally only those in the given workflow states (comma-separated).
 */
export const jobPositionOptionsQueryOptions = (workflowState?: string) =>
  queryOptions({
    // Under 'list', so a change to a position (created, status changed) reads it again.
    queryKey: ['job-positions', 'list', 'options', workflowState ?? null],
    queryFn: ({ signal }) =>
      api.get<JobPositionOptions>(
        `/app/job-positions/options${workflowState ? `?workflow_state=${encodeURIComponent(workflowState)}` : ''}`,
        { signal },
      ),
  });

export function useJobPositionOptions(workflowState?: string, enabled = true) {
  return useQuery({ ...jobPositionOptionsQueryOptions(workflowState), enabled });
}
