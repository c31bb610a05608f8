import { DASHBOARD_INVALID_RESPONSE_MESSAGE } from '@hiring/shared/errors';
import type { Profile } from '@hiring/shared/profile';
import { queryOptions } from '@tanstack/react-query';
import { apiRequestRaw } from './api-client';

/** The answer had no success flag at all: not our envelope (spec 01 §8, dashboard). */
export class InvalidResponseError extends Error {
  constructor() {
    super(DASHBOARD_INVALID_RESPONSE_MESSAGE);
    this.name = 'InvalidResponseError';
  }
}

/**
 * GET /api/app/profile: the signed-in user and the subscription flags. Resolves to null when
 * the envelope carries no usable data (the dashboard's "No dashboard data available").
 */
export async function getProfile(signal?: AbortSignal): Promise<Profile | null> {
  const body = await apiRequestRaw('/app/profile', { signal });
  if (!body || typeof body !== 'object' || typeof (body as { success?: unknown }).success !== 'boolean') {
    throw new InvalidResponseError();
  }
  const data = (body as { data?: unknown }).data;
  if (!data || typeof data !== 'object') return null;
  const { user, subscription } = data as { user?: unknown; subscription?: unknown };
  if (!user || typeof user !== 'object' || !subscription || typeof subscription !== 'object') return null;
  return data as Profile;
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: () => getProfile(),
    staleTime: 60_000,
  });
