import { RIGHTS_PATHS } from '@hiring/shared/candidate-rights-constants';
import type { TeamCandidateRequests } from '@hiring/shared/candidate-rights';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/app/interviews/{id}/candidate-requests: the candidate's requests and the notice version of their consent. */
export const candidateRequestsQueryOptions = (interviewId: string) =>
  queryOptions({
    queryKey: ['interviews', 'candidate-requests', interviewId],
    queryFn: ({ signal }) => apiRequest<TeamCandidateRequests>(RIGHTS_PATHS.teamRequests(encodeURIComponent(interviewId)), { signal }),
  });

/** POST .../candidate-requests/{requestId}/handled: answers the requests as they now are. */
export function useMarkRequestHandled(interviewId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) =>
      apiRequest<TeamCandidateRequests>(RIGHTS_PATHS.requestHandled(encodeURIComponent(interviewId), encodeURIComponent(requestId)), {
        method: 'POST',
      }),
    onSuccess: (data) => {
      client.setQueryData(candidateRequestsQueryOptions(interviewId).queryKey, data);
      void client.invalidateQueries({ queryKey: ['interviews', 'decision-log', interviewId] });
    },
  });
}
