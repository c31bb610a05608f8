import {
  type BulkDecisionResult,
  type CandidateMessages,
  type CandidateMessagesInput,
  DECISION_PATHS,
  type DecisionPreview,
  type DecisionResult,
  type Decision,
} from '@hiring/shared/decisions';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * Whether the team is offered a decision on this interview: once it is submitted and its scoring
 * has settled. An interview whose scoring failed is decided from the answers themselves; the
 * server takes a decision on any submitted interview.
 */
export function offersDecision(interview: { status: string; scoring_status: string | null }): boolean {
  return interview.status === 'completed' && (interview.scoring_status === 'scored' || interview.scoring_status === 'failed');
}

/** What the team sends with a decision: one interview's, or the same for several. */
export interface DecisionBody {
  decision: Decision;
  note?: string;
  notify?: boolean;
  message?: string;
  include_strengths?: boolean;
}

/** PUT /api/app/interviews/{id}/decision; lists, pool and the result are read again. */
export function useDecide(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DecisionBody) => apiRequest<DecisionResult>(DECISION_PATHS.one(encodeURIComponent(id)), { method: 'PUT', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['interviews'] }),
  });
}

/** POST /api/app/interviews/decisions/preview: each candidate's message as it would go; nothing saved. */
export function usePreviewDecisions() {
  return useMutation({
    mutationFn: (body: DecisionBody & { interview_ids: string[] }) =>
      apiRequest<DecisionPreview>(DECISION_PATHS.preview, { method: 'POST', body }),
  });
}

/** POST /api/app/interviews/decisions: one decision for several interviews. */
export function useDecideMany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DecisionBody & { interview_ids: string[] }) =>
      apiRequest<BulkDecisionResult>(DECISION_PATHS.bulk, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['interviews'] }),
  });
}

/** GET /api/app/interviews/candidate-messages. */
export const candidateMessagesQueryOptions = () =>
  queryOptions({
    queryKey: ['interviews', 'candidate-messages'],
    queryFn: ({ signal }) => apiRequest<CandidateMessages>(DECISION_PATHS.messages, { signal }),
  });

/** PUT /api/app/interviews/candidate-messages (owners and admins). */
export function useSaveCandidateMessages() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CandidateMessagesInput) => apiRequest<CandidateMessages>(DECISION_PATHS.messages, { method: 'PUT', body }),
    onSuccess: (saved) => client.setQueryData(candidateMessagesQueryOptions().queryKey, saved),
  });
}
