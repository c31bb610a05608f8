import type { IntegritySignals } from '@hiring/shared/integrity-constants';
import { FOLLOW_UP_PATHS } from '@hiring/shared/follow-up-constants';
import type { SavedFollowUp } from '@hiring/shared/follow-ups';
import { INTERVIEW_PATHS } from '@hiring/shared/interview-constants';
import type { PublicInterview, SavedAnswer } from '@hiring/shared/interviews';
import { useCallback, useEffect, useState } from 'react';
import { API_BASE, ApiError } from '@/lib/api-client';

/**
 * The candidate's calls go out without the team's session: a team member who opens a
 * candidate link in their own browser must not send (or lose) their token with it.
 */
export async function publicRequest<T>(
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

export const getCandidateInterview = (token: string, signal?: AbortSignal) =>
  publicRequest<PublicInterview>(INTERVIEW_PATHS.publicInterview(encodeURIComponent(token)), { signal });

export type CandidateInterviewState =
  | { status: 'pending'; data: undefined; error: null }
  | { status: 'error'; data: undefined; error: unknown }
  | { status: 'success'; data: PublicInterview; error: null };

/**
 * The candidate's interview, read once per visit. The candidate's page stays out of the
 * signed-in app's data layer (TanStack Query), so phones load less: one read, a retry on
 * network or server errors, and `reload`/`set` for what the page changes.
 */
export function useCandidateInterview(token: string) {
  const [state, setState] = useState<CandidateInterviewState>({ status: 'pending', data: undefined, error: null });
  const [fetching, setFetching] = useState(true);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the reload trigger.
  useEffect(() => {
    const controller = new AbortController();
    setFetching(true);
    const load = async (tries: number): Promise<void> => {
      try {
        const data = await getCandidateInterview(token, controller.signal);
        setState({ status: 'success', data, error: null });
      } catch (error) {
        if (controller.signal.aborted) return;
        // An unknown or ended link will not come back by asking again; a network or server error may.
        const retryable = !(error instanceof ApiError) || error.status === undefined || error.status >= 500;
        if (retryable && tries < 2) {
          await new Promise((r) => setTimeout(r, 1_000 * (tries + 1)));
          if (!controller.signal.aborted) return load(tries + 1);
          return;
        }
        setState({ status: 'error', data: undefined, error });
      } finally {
        if (!controller.signal.aborted) setFetching(false);
      }
    };
    void load(0);
    return () => controller.abort();
  }, [token, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const set = useCallback((data: PublicInterview) => setState({ status: 'success', data, error: null }), []);
  return { ...state, fetching, reload, set };
}

export const startInterview = (token: string) =>
  publicRequest<PublicInterview>(INTERVIEW_PATHS.publicStart(encodeURIComponent(token)), { method: 'POST', body: { consent: true } });

/** Saves an answer with its integrity signals (none for the practice question). */
export const saveAnswer = (token: string, questionId: string, text: string, signals?: IntegritySignals) =>
  publicRequest<SavedAnswer>(INTERVIEW_PATHS.publicAnswer(encodeURIComponent(token), encodeURIComponent(questionId)), {
    method: 'PUT',
    body: { text, ...signals },
  });

export const submitInterview = (token: string) =>
  publicRequest<PublicInterview>(INTERVIEW_PATHS.publicSubmit(encodeURIComponent(token)), { method: 'POST', body: {} });

/** The candidate's answer to a question's follow-up (issue 42), autosaved like an answer. */
export const answerFollowUp = (token: string, questionId: string, text: string) =>
  publicRequest<SavedFollowUp>(FOLLOW_UP_PATHS.publicFollowUp(encodeURIComponent(token), encodeURIComponent(questionId)), {
    method: 'PUT',
    body: { text },
  });

/** The candidate skips the question's follow-up. */
export const skipFollowUp = (token: string, questionId: string) =>
  publicRequest<SavedFollowUp>(FOLLOW_UP_PATHS.publicSkip(encodeURIComponent(token), encodeURIComponent(questionId)), {
    method: 'POST',
    body: {},
  });
