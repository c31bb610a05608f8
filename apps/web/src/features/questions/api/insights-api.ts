import type { JobPosition } from '@hiring/shared/job-positions';
import type { QuestionHistoryEntry, QuestionsScreen } from '@hiring/shared/questions';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiRequest } from '@/lib/api-client';

const base = (id: string) => `/app/job-positions/${encodeURIComponent(id)}`;

/** How often a page looks again while the questions are being generated. */
export const GENERATION_POLL_MS = 2_000;

/** GET /api/app/job-positions/{id}/questions: the current set, generation progress, per-goal coverage and the set metrics. */
export const jobQuestionsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['job-positions', 'questions', id],
    queryFn: ({ signal }) => apiRequest<QuestionsScreen>(`${base(id)}/questions`, { signal }),
  });

/** GET /api/app/job-positions/{id}/questions/history: every change to every question, oldest first. */
export const setHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['job-positions', 'questions', id, 'history'],
    queryFn: async ({ signal }) =>
      (await apiRequest<{ entries: QuestionHistoryEntry[] }>(`${base(id)}/questions/history`, { signal })).entries,
  });

/** GET /api/app/job-positions/{id}: the title in the pages' headers. */
export const insightsJobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['job-positions', 'detail', id],
    queryFn: ({ signal }) => apiRequest<JobPosition>(base(id), { signal }),
  });

const isGenerating = (screen: QuestionsScreen | undefined) =>
  screen?.status === 'generating_questions' || screen?.generation.status === 'generating';

/**
 * The position's questions, followed every 2 seconds while they are being generated. When the
 * position's status moves (generation starts, ends or fails) the pages that show it are read again.
 */
export function useJobQuestions(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  const client = useQueryClient();
  const query = useQuery({
    ...jobQuestionsQueryOptions(id),
    enabled,
    refetchInterval: (q) => (isGenerating(q.state.data) ? GENERATION_POLL_MS : false),
  });
  const seenStatus = useRef<string | undefined>(undefined);
  const status = query.data?.status;
  useEffect(() => {
    if (status === undefined) return;
    if (seenStatus.current !== undefined && seenStatus.current !== status) {
      void client.invalidateQueries({ queryKey: ['job-positions', 'detail', id] });
      void client.invalidateQueries({ queryKey: ['job-positions', 'workflow', id] });
      void client.invalidateQueries({ queryKey: ['job-positions', 'questions', id, 'history'] });
    }
    seenStatus.current = status;
  }, [status, client, id]);
  return query;
}

export function useSetHistory(id: string) {
  return useQuery(setHistoryQueryOptions(id));
}

export function useInsightsJob(id: string) {
  return useQuery(insightsJobQueryOptions(id));
}
