import { RIGHTS_PATHS } from '@hiring/shared/candidate-rights-constants';
import type { TeamCandidateRequests } from '@hiring/shared/candidate-rights';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/app/interviews/{id}/candidate-requests: the candidate's requests and the notice version of their consent. */
export const candidateRequestsQueryOptions = (interviewId: string) =>
  queryOptions({
    queryKey: ['interviews', 'candidate-requests', interviewId],
    queryFn: ({ signal }) => apiRequest<TeamCandidateRequests>(RIGHTS_PATHS.teamRequests(encodeURIComponent(interviewId)), { signal }),
  });
