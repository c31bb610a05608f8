import { FOLLOW_UP_PATHS } from '@hiring/shared/follow-up-constants';
import type { FollowUpSetting } from '@hiring/shared/follow-ups';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const key = (jobId: string) => ['job-positions', jobId, 'follow-up-setting'] as const;
const path = (jobId: string) => FOLLOW_UP_PATHS.setting(encodeURIComponent(jobId));

/** The position's "Ask one follow-up" setting (issue 42). */
export function useFollowUpSetting(jobId: string) {
  return useQuery({ queryKey: key(jobId), queryFn: ({ signal }) => apiRequest<FollowUpSetting>(path(jobId), { signal }) });
}

export function useSetFollowUpSetting(jobId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FollowUpSetting) => apiRequest<FollowUpSetting>(path(jobId), { method: 'PUT', body }),
    onSuccess: (data) => client.setQueryData(key(jobId), data),
  });
}
