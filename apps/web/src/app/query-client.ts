import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { InvalidResponseError } from '@/lib/profile';
import { getSession, subscribeSession } from '@/lib/session-storage';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Client errors and answers that are not our envelope will not change on retry;
        // network and server errors may.
        retry: (failureCount, error) =>
          failureCount < 2 &&
          !(error instanceof InvalidResponseError) &&
          !(error instanceof ApiError && error.status !== undefined && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}

export const queryClient = createQueryClient();

/**
 * Cached data belongs to one user: forget it when the session ends (logout, 401, another
 * tab) or another user signs in. Token refreshes keep the user and the cache.
 */
let cachedUserId = getSession().user?.id ?? null;
subscribeSession(() => {
  const { token, user } = getSession();
  const userId = user?.id ?? null;
  if (!token || userId !== cachedUserId) queryClient.clear();
  cachedUserId = token ? userId : null;
});
