import type { JobPosition } from '@hiring/shared/job-positions';
import type {
  AddQuestion,
  QuestionsScreen,
  Readiness,
  RegenerateQuestions,
  TranslateQuestions,
  UpdateQuestion,
  UpdateQuestionGuideInput,
} from '@hiring/shared/questions';
import type { InterviewLength } from '@hiring/shared/question-length';
import { keepPreviousData, type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const base = (id: string) => `/app/job-positions/${encodeURIComponent(id)}`;

/** How often the screen asks again while questions are generated (the progress bar moves with it). */
export const GENERATION_POLL_MS = 1_500;

/** GET /api/app/job-positions/{id}: the header's title (same cache entry as the job detail). */
export const questionsJobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['job-positions', 'detail', id],
    queryFn: ({ signal }) => apiRequest<JobPosition>(base(id), { signal }),
  });

/** GET /api/app/job-positions/{id}/questions: the questions, the set metrics and the generation progress. */
export const questionsScreenQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['job-positions', 'questions', id],
    queryFn: ({ signal }) => apiRequest<QuestionsScreen>(`${base(id)}/questions`, { signal }),
  });

/**
 * GET .../questions/readiness. The key carries what readiness depends on (status, version, set
 * state), so any change the screen sees asks again; the last answer shows meanwhile.
 */
export const readinessQueryOptions = (id: string, stamp: string) =>
  queryOptions({
    queryKey: ['job-positions', 'questions-readiness', id, stamp],
    queryFn: ({ signal }) => apiRequest<Readiness>(`${base(id)}/questions/readiness`, { signal }),
    placeholderData: keepPreviousData,
  });

export const isGenerating = (screen: QuestionsScreen | undefined) =>
  screen?.status === 'generating_questions' || screen?.generation.status === 'generating';

/** A translation of the set runs on the queue (decision 795): the screen follows its progress. */
export const isTranslating = (screen: QuestionsScreen | undefined) => screen?.translation.status === 'translating';

/** Confirmed goals queue the generation: the job starts it soon after, so the screen watches for it. */
const watchStatus = (screen: QuestionsScreen | undefined) =>
  isGenerating(screen) || isTranslating(screen) || screen?.status === 'goals_confirmed';

/** The screen, followed every 1.5 s while its questions are generated (or about to be) or translated. */
export function useQuestionsScreen(id: string) {
  const job = useQuery(questionsJobQueryOptions(id));
  const screen = useQuery({
    ...questionsScreenQueryOptions(id),
    refetchInterval: (q) => (watchStatus(q.state.data) ? GENERATION_POLL_MS : false),
  });
  const stamp = screen.data ? `${screen.data.status}:${screen.data.version}:${screen.data.set_status}` : '';
  const readiness = useQuery({ ...readinessQueryOptions(id, stamp), enabled: !!screen.data });
  return { job, screen, readiness };
}

export type QuestionSetAction = 'generate' | 'regenerate' | 'finalize' | 'reset';

/** An action, with the interview's length for generate and regenerate, and what to do with the team's questions. */
export type QuestionSetRequest =
  | QuestionSetAction
  | { action: 'generate'; length_minutes: InterviewLength }
  | { action: 'regenerate'; length_minutes: InterviewLength; team_questions?: NonNullable<RegenerateQuestions>['team_questions'] };

/** The action of a request (the mutation's variables). */
export const actionOf = (request: QuestionSetRequest | undefined): QuestionSetAction | undefined =>
  typeof request === 'string' ? request : request?.action;

/** After any change: the job (detail, workflow, lists) moved too. */
async function afterChange(client: QueryClient, id: string) {
  await Promise.all([
    client.invalidateQueries({ queryKey: ['job-positions', 'detail', id] }),
    client.invalidateQueries({ queryKey: ['job-positions', 'workflow', id] }),
    client.invalidateQueries({ queryKey: ['job-positions', 'list'] }),
    client.invalidateQueries({ queryKey: ['job-positions', 'questions-readiness', id] }),
  ]);
}

/** POST .../questions/generate | regenerate | finalize | reset: each answers the whole screen. */
export function useQuestionSetAction(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: QuestionSetRequest) => {
      const { action, ...body } = typeof request === 'string' ? { action: request } : request;
      return apiRequest<QuestionsScreen>(`${base(id)}/questions/${action}`, { method: 'POST', body });
    },
    onSuccess: async (screen) => {
      client.setQueryData(questionsScreenQueryOptions(id).queryKey, screen);
      await afterChange(client, id);
    },
  });
}

/** POST .../questions/translate with the language: queued (202); the screen's `translation` then shows its progress. */
export function useTranslateQuestions(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TranslateQuestions) => apiRequest<QuestionsScreen>(`${base(id)}/questions/translate`, { method: 'POST', body }),
    onSuccess: async (screen) => {
      client.setQueryData(questionsScreenQueryOptions(id).queryKey, screen);
      await afterChange(client, id);
    },
  });
}

/** POST .../questions/regenerate with {question_id}: the engine rewrites that one question now. */
export function useRegenerateQuestion(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (questionId: string) =>
      apiRequest<QuestionsScreen>(`${base(id)}/questions/regenerate`, { method: 'POST', body: { question_id: questionId } }),
    onSuccess: async (screen) => {
      client.setQueryData(questionsScreenQueryOptions(id).queryKey, screen);
      await afterChange(client, id);
    },
  });
}

/** PATCH .../questions/{qid} with the text. */
export function useUpdateQuestion(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, body }: { questionId: string; body: UpdateQuestion }) =>
      apiRequest<QuestionsScreen>(`${base(id)}/questions/${encodeURIComponent(questionId)}`, { method: 'PATCH', body }),
    onSuccess: async (screen) => {
      client.setQueryData(questionsScreenQueryOptions(id).queryKey, screen);
      await afterChange(client, id);
    },
  });
}

/** PUT .../questions/{qid}/guide: the rating guide scoring measures the question's answers against. */
export function useUpdateQuestionGuide(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, body }: { questionId: string; body: UpdateQuestionGuideInput }) =>
      apiRequest<QuestionsScreen>(`${base(id)}/questions/${encodeURIComponent(questionId)}/guide`, { method: 'PUT', body }),
    onSuccess: async (screen) => {
      client.setQueryData(questionsScreenQueryOptions(id).queryKey, screen);
      await afterChange(client, id);
    },
  });
}

/** POST .../questions: a question written by hand for goals, or one the engine writes for a goal; added last. */
export function useAddQuestion(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AddQuestion) => apiRequest<QuestionsScreen>(`${base(id)}/questions`, { method: 'POST', body }),
    onSuccess: async (screen) => {
      client.setQueryData(questionsScreenQueryOptions(id).queryKey, screen);
      await afterChange(client, id);
    },
  });
}

/** DELETE .../questions/{qid}. */
export function useDeleteQuestion(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (questionId: string) =>
      apiRequest<QuestionsScreen>(`${base(id)}/questions/${encodeURIComponent(questionId)}`, { method: 'DELETE' }),
    onSuccess: async (screen) => {
      client.setQueryData(questionsScreenQueryOptions(id).queryKey, screen);
      await afterChange(client, id);
    },
  });
}

/** POST .../questions/reorder with every question id in the new order; shown at once, put back if refused. */
export function useReorderQuestions(id: string) {
  const client = useQueryClient();
  const key = questionsScreenQueryOptions(id).queryKey;
  return useMutation({
    mutationFn: (questionIds: string[]) =>
      apiRequest<QuestionsScreen>(`${base(id)}/questions/reorder`, { method: 'POST', body: { question_ids: questionIds } }),
    onMutate: async (questionIds) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<QuestionsScreen>(key);
      if (before) {
        const byId = new Map(before.questions.map((q) => [q.id, q]));
        const questions = questionIds.flatMap((qid, i) => {
          const q = byId.get(qid);
          return q ? [{ ...q, question_order: i + 1 }] : [];
        });
        client.setQueryData(key, { ...before, questions });
      }
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSuccess: async (screen) => {
      client.setQueryData(key, screen);
      await afterChange(client, id);
    },
  });
}

/** PATCH /api/app/job-positions/{id}/status with {status: 'active'}: ready for interviews. */
export function useActivatePosition(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<JobPosition>(`${base(id)}/status`, { method: 'PATCH', body: { status: 'active' } }),
    onSuccess: async (job) => {
      client.setQueryData(questionsJobQueryOptions(id).queryKey, job);
      await Promise.all([client.invalidateQueries({ queryKey: questionsScreenQueryOptions(id).queryKey }), afterChange(client, id)]);
    },
  });
}
