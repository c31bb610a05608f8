import type { OnboardingState, SaveOnboardingStep } from '@hiring/shared/onboarding';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';

// The onboarding calls under /api/app/onboarding (decision 415). Reading is open to every
// signed-in user; only owners change it, so screens call the changing ones only for owners.

const BASE = '/app/onboarding';

export const onboardingQueryOptions = () =>
  queryOptions({
    queryKey: ['onboarding'],
    queryFn: ({ signal }) => api.get<OnboardingState>(BASE, { signal }),
    // The dashboard's wait and its card read the same answer: the card does not read it again.
    staleTime: 30_000,
  });

export function useOnboarding(enabled = true) {
  return useQuery({ ...onboardingQueryOptions(), enabled });
}

/** Every change answers the whole state: it replaces the cached one. */
function useOnboardingMutation<V>(mutationFn: (vars: V) => Promise<OnboardingState>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (state) => queryClient.setQueryData(onboardingQueryOptions().queryKey, state),
  });
}

export const useStartOnboarding = () => useOnboardingMutation(() => api.post<OnboardingState>(`${BASE}/start`));
export const useSkipOnboarding = () => useOnboardingMutation(() => api.post<OnboardingState>(`${BASE}/skip`));
export const useCompleteOnboarding = () => useOnboardingMutation(() => api.post<OnboardingState>(`${BASE}/complete`));
export const useSaveOnboardingStep = () =>
  useOnboardingMutation((body: SaveOnboardingStep) => apiRequest<OnboardingState>(`${BASE}/step`, { method: 'PUT', body }));
