import type { QuestionHistory } from '@hiring/shared/questions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/app/job-positions/{id}/questions/{qid}/history: every change to one question, across versions. */
export const questionHistoryQueryOptions = (id: string, questionId: string) =>
  queryOptions({
    queryKey: ['job-positions', 'question-history', id, questionId],
    queryFn: ({ signal }) =>
      apiRequest<QuestionHistory>(`/app/job-positions/${encodeURIComponent(id)}/questions/${encodeURIComponent(questionId)}/history`, {
        signal,
      }),
  });

export function useQuestionHistory(id: string, questionId: string) {
  return useQuery(questionHistoryQueryOptions(id, questionId));
}
