import type { ConfirmGoals, CustomGoal, GenerateSpecificGoal, GoalsScreen } from '@hiring/shared/goals';
import type { JobPosition } from '@hiring/shared/job-positions';
import { awaitsBackgroundWork, BACKGROUND_POLL_MS } from '@hiring/shared/job-status';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const base = (id: string) => `/app/job-positions/${encodeURIComponent(id)}`;

/** GET /api/app/job-positions/{id}: the Job Summary card's fields. */
export const goalsJobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['job-positions', 'detail', id],
    queryFn: ({ signal }) => apiRequest<JobPosition>(base(id), { signal }),
  });

/** GET /api/app/job-positions/{id}/goals: goals with their question connections and the coverage analysis. */
export const goalsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['job-positions', 'goals', id],
    queryFn: ({ signal }) => apiRequest<GoalsScreen>(`${base(id)}/goals`, { signal }),
  });

/**
 * Follows the position while the server works on it by itself: its goals being written, and the
 * question generation its confirmation queued until the questions exist; then it stops asking.
 */
export function useGoalsScreen(id: string) {
  const job = useQuery({
    ...goalsJobQueryOptions(id),
    refetchInterval: (q) => (awaitsBackgroundWork(q.state.data?.status) ? BACKGROUND_POLL_MS : false),
  });
  const goals = useQuery({
    ...goalsQueryOptions(id),
    refetchInterval: (q) => (awaitsBackgroundWork(q.state.data?.status) ? BACKGROUND_POLL_MS : false),
  });
  return { job, goals };
}

export type GoalChange =
  | { kind: 'regenerate' }
  | { kind: 'custom'; body: CustomGoal }
  | { kind: 'update'; goalId: string; body: Partial<CustomGoal> }
  | { kind: 'delete'; goalId: string }
  | { kind: 'generate'; body: GenerateSpecificGoal }
  | { kind: 'confirm'; body: ConfirmGoals };

/** Every goals call answers the whole screen; it replaces the cached one and the job is read again. */
export function changeGoals(id: string, change: GoalChange): Promise<GoalsScreen> {
  switch (change.kind) {
    case 'regenerate':
      return apiRequest<GoalsScreen>(`${base(id)}/regenerate-goals`, { method: 'POST', body: {} });
    case 'custom':
      return apiRequest<GoalsScreen>(`${base(id)}/goals/custom`, { method: 'POST', body: change.body });
    case 'update':
      return apiRequest<GoalsScreen>(`${base(id)}/goals/${encodeURIComponent(change.goalId)}`, { method: 'PATCH', body: change.body });
    case 'delete':
      return apiRequest<GoalsScreen>(`${base(id)}/goals/${encodeURIComponent(change.goalId)}`, { method: 'DELETE' });
    case 'generate':
      return apiRequest<GoalsScreen>(`${base(id)}/goals/generate-specific`, { method: 'POST', body: change.body });
    case 'confirm':
      return apiRequest<GoalsScreen>(`${base(id)}/confirm-goals`, { method: 'POST', body: change.body });
  }
}

export function useChangeGoals(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: GoalChange) => changeGoals(id, change),
    onSuccess: async (screen) => {
      client.setQueryData(goalsQueryOptions(id).queryKey, screen);
      await client.invalidateQueries({ queryKey: ['job-positions', 'detail', id] });
    },
  });
}

/** POST .../goals/reorder, applied at once and put back to the server's order if saving fails (spec 02 §4). */
export function useReorderGoals(id: string) {
  const client = useQueryClient();
  const key = goalsQueryOptions(id).queryKey;
  return useMutation({
    mutationFn: (ids: string[]) =>
      apiRequest<GoalsScreen>(`${base(id)}/goals/reorder`, {
        method: 'POST',
        body: { goal_order: ids.map((goalId, i) => ({ id: goalId, priority_order: i + 1 })) },
      }),
    onMutate: async (ids) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData(key);
      if (previous) {
        const byId = new Map(previous.goals.map((g) => [g.id, g]));
        const goals = ids.flatMap((goalId, i) => {
          const g = byId.get(goalId);
          return g ? [{ ...g, priority_order: i + 1 }] : [];
        });
        client.setQueryData(key, { ...previous, goals });
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSuccess: (screen) => client.setQueryData(key, screen),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
