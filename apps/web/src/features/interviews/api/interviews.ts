import {
  type Compare,
  type DataDeletionResult,
  type GenerateLinksInput,
  type GenerateLinksResult,
  INTERVIEW_LIMITS,
  INTERVIEW_PATHS,
  type InterviewAnalysis,
  type InterviewDetail,
  type InterviewPage,
  type InterviewSettings,
  type InterviewSettingsInput,
  type InterviewStatusFilter,
  type InterviewSummary,
  type JobLinks,
  type ReviewScoreInput,
  scoringInProgress,
} from '@hiring/shared/interviews';
import type { JobPositionOptions } from '@hiring/shared/job-positions';
import { REMINDER_PATHS } from '@hiring/shared/reminders';
import type { InterviewSort } from '@hiring/shared/blind-review';
import type { Decision } from '@hiring/shared/decision-constants';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface InterviewFilter {
  page: number;
  status?: InterviewStatusFilter;
  jobPositionId?: string;
  search?: string;
  blind?: boolean;
  pageSize?: number;
  /** The candidates list only: those with an integrity flag on an answer. */
  integrityFlags?: boolean;
  /** reviewed_score: reviewed interviews by the reviewers' score first. */
  sort?: InterviewSort;
  /** Only interviews with this decision (issue 43). */
  decision?: Decision;
}

function filterParams(filter: InterviewFilter): string {
  const params = new URLSearchParams({ page: String(filter.page), page_size: String(filter.pageSize ?? INTERVIEW_LIMITS.pageSize) });
  if (filter.status) params.set('status', filter.status);
  if (filter.jobPositionId) params.set('job_position_id', filter.jobPositionId);
  if (filter.search) params.set('search', filter.search);
  if (filter.blind) params.set('blind', 'true');
  if (filter.integrityFlags) params.set('integrity_flags', 'true');
  if (filter.sort && filter.sort !== 'recent') params.set('sort', filter.sort);
  if (filter.decision) params.set('decision', filter.decision);
  return params.toString();
}

/** GET /api/app/interviews: the company's interviews, 10 a page. */
export const interviewsQueryOptions = (filter: InterviewFilter) =>
  queryOptions({
    queryKey: ['interviews', 'list', filter],
    queryFn: ({ signal }) => apiRequest<InterviewPage>(`${INTERVIEW_PATHS.list}?${filterParams(filter)}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** How often a result, or a list showing one, asks again while it is scored. */
export const SCORING_POLL_MS = 2_000;

/** A page with an interview waiting to be scored or being scored is read again until none is. */
const whileScoring = (page: InterviewPage | undefined) =>
  page?.items.some((i) => i.status === 'completed' && scoringInProgress(i.scoring_status)) ? SCORING_POLL_MS : false;

export const useInterviews = (filter: InterviewFilter) =>
  useQuery({ ...interviewsQueryOptions(filter), refetchInterval: (q) => whileScoring(q.state.data) });

/** GET /api/app/talent/candidates: everyone interviewed, one row per interview. */
export const candidatesQueryOptions = (filter: InterviewFilter) =>
  queryOptions({
    queryKey: ['interviews', 'candidates', filter],
    queryFn: ({ signal }) => apiRequest<InterviewPage>(`${INTERVIEW_PATHS.candidates}?${filterParams(filter)}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const useCandidates = (filter: InterviewFilter) =>
  useQuery({ ...candidatesQueryOptions(filter), refetchInterval: (q) => whileScoring(q.state.data) });

/** GET /api/app/interviews/{id}: answers, scores, evidence and results; followed while it is scored. */
export const interviewQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['interviews', 'detail', id],
    queryFn: ({ signal }) => apiRequest<InterviewDetail>(INTERVIEW_PATHS.detail(encodeURIComponent(id)), { signal }),
  });

export function useInterview(id: string) {
  return useQuery({
    ...interviewQueryOptions(id),
    refetchInterval: (q) => (scoringInProgress(q.state.data?.scoring_status) ? SCORING_POLL_MS : false),
  });
}

/** PATCH /api/app/interviews/{id}/scores/{questionId}: the reviewer's score and note. */
export function useReviewScore(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, body }: { questionId: string; body: ReviewScoreInput }) =>
      apiRequest<InterviewDetail>(INTERVIEW_PATHS.score(encodeURIComponent(id), encodeURIComponent(questionId)), { method: 'PATCH', body }),
    onSuccess: (detail) => {
      client.setQueryData(interviewQueryOptions(id).queryKey, detail);
      // The answer carries the whole result; lists, pool and analysis are read again in the background.
      void client.invalidateQueries({ queryKey: ['interviews'], predicate: (q) => q.queryKey[1] !== 'detail' });
    },
  });
}

/** POST /api/app/interviews/{id}/answers/{questionId}/reveal-ai: "Show AI score" before scoring (recorded). */
export function useRevealAi(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (questionId: string) =>
      apiRequest<InterviewDetail>(INTERVIEW_PATHS.revealAi(encodeURIComponent(id), encodeURIComponent(questionId)), { method: 'POST' }),
    onSuccess: (detail) => client.setQueryData(interviewQueryOptions(id).queryKey, detail),
  });
}

/** DELETE /api/app/interviews/{id}/candidate-data: a deletion on request, at once. */
export function useDeleteCandidateData(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<DataDeletionResult>(INTERVIEW_PATHS.candidateData(encodeURIComponent(id)), { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['interviews'] }),
  });
}

/** GET /api/app/job-positions/{id}/interview-links. */
export const jobLinksQueryOptions = (jobId: string, page = 1) =>
  queryOptions({
    queryKey: ['interviews', 'job-links', jobId, page],
    queryFn: ({ signal }) =>
      apiRequest<JobLinks>(`${INTERVIEW_PATHS.jobLinks(encodeURIComponent(jobId))}?page=${page}&page_size=${INTERVIEW_LIMITS.pageSize}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useJobLinks = (jobId: string | undefined, page = 1) =>
  useQuery({ ...jobLinksQueryOptions(jobId ?? '', page), enabled: Boolean(jobId) });

/** POST /api/app/job-positions/generate-links. */
export function useGenerateLinks() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateLinksInput) => apiRequest<GenerateLinksResult>(INTERVIEW_PATHS.generateLinks, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['interviews'] }),
  });
}

export type LinkAction = 'withdraw' | 'resend' | 'remind';

const LINK_ACTION_PATHS: Record<LinkAction, (id: string) => string> = {
  withdraw: INTERVIEW_PATHS.withdraw,
  resend: INTERVIEW_PATHS.resend,
  remind: REMINDER_PATHS.remind,
};

/** POST /api/app/interviews/{id}/withdraw, /resend or /remind. */
export function useLinkAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: LinkAction }) =>
      apiRequest<InterviewSummary>(LINK_ACTION_PATHS[action](encodeURIComponent(id)), { method: 'POST', body: {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['interviews'] }),
  });
}

/** GET /api/app/interviews/analysis. */
export const analysisQueryOptions = (jobId?: string) =>
  queryOptions({
    queryKey: ['interviews', 'analysis', jobId ?? null],
    queryFn: ({ signal }) =>
      apiRequest<InterviewAnalysis>(`${INTERVIEW_PATHS.analysis}${jobId ? `?job_position_id=${encodeURIComponent(jobId)}` : ''}`, {
        signal,
      }),
  });

/** GET /api/app/talent/compare?interview_ids=...&blind=... */
export const compareQueryOptions = (ids: readonly string[], blind: boolean) =>
  queryOptions({
    queryKey: ['interviews', 'compare', [...ids].sort(), blind],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ interview_ids: ids.join(',') });
      if (blind) params.set('blind', 'true');
      return apiRequest<Compare>(`${INTERVIEW_PATHS.compare}?${params.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

/**
 * The company's positions by name and state: the create-link screen's picker and the job filter of
 * every results screen. Read from the options call, which every role that reads results may make
 * (the full job list is for owners and admins; decision 491).
 */
export const interviewJobsQueryOptions = () =>
  queryOptions({
    // Under 'list', so a change to a position (created, status changed) reads it again.
    queryKey: ['job-positions', 'list', 'options'],
    queryFn: ({ signal }) => apiRequest<JobPositionOptions>('/app/job-positions/options', { signal }),
    staleTime: 30_000,
  });

/** GET /api/app/interviews/settings: how long candidates' data is kept and whom they write to. */
export const interviewSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['interviews', 'settings'],
    queryFn: ({ signal }) => apiRequest<InterviewSettings>(INTERVIEW_PATHS.settings, { signal }),
  });

/** PUT /api/app/interviews/settings (owners and admins). */
export function useSaveInterviewSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InterviewSettingsInput) => apiRequest<InterviewSettings>(INTERVIEW_PATHS.settings, { method: 'PUT', body }),
    onSuccess: (settings) => client.setQueryData(interviewSettingsQueryOptions().queryKey, settings),
  });
}
