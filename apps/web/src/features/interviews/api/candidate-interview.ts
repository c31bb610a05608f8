import { INTERVIEW_PATHS, type PublicInterview, type SavedAnswer } from '@hiring/shared/interviews';
import { queryOptions } from '@tanstack/react-query';
import { API_BASE, ApiError } from '@/lib/api-client';

/**
 * The candidate's calls go out without the team's session: a team member who opens a
 * candidate link in their own browser must not send (or lose) their token with it.
 */
async function publicRequest<T>(
  path: string,
  init: { method?: 'GET' | 'POST' | 'PUT'; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: init.method ?? 'GET',
      headers: { Accept: 'application/json', ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
      credentials: 'omit',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({});
  }
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  if (!response.ok || (body && typeof body === 'object' && (body as { success?: unknown }).success === false)) {
    throw new ApiError({ status: response.status, body });
  }
  return (body as { data: T }).data;
}

export const candidateInterviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['candidate-interview', token],
    queryFn: ({ signal }) => publicRequest<PublicInterview>(INTERVIEW_PATHS.publicInterview(encodeURIComponent(token)), { signal }),
    // An unknown or ended link will not come back by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status !== undefined && error.status < 500) && count < 2,
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const startInterview = (token: string) =>
  publicRequest<PublicInterview>(INTERVIEW_PATHS.publicStart(encodeURIComponent(token)), { method: 'POST', body: { consent: true } });

export const saveAnswer = (token: string, questionId: string, text: string) =>
  publicRequest<SavedAnswer>(INTERVIEW_PATHS.publicAnswer(encodeURIComponent(token), encodeURIComponent(questionId)), {
    method: 'PUT',
    body: { text },
  });

export const submitInterview = (token: string) =>
  publicRequest<PublicInterview>(INTERVIEW_PATHS.publicSubmit(encodeURIComponent(token)), { method: 'POST', body: {} });
