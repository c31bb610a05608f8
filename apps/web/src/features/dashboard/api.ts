import { ACTION_FALLBACK_MESSAGES } from '@hiring/shared/errors';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { InvalidResponseError, profileQueryOptions } from '@/lib/profile';

/** The dashboard's data is the profile: data.user and data.subscription (spec 01 §3). */
export function useDashboard() {
  return useQuery(profileQueryOptions());
}

export function dashboardErrorMessage(error: unknown): string {
  if (error instanceof InvalidResponseError || error instanceof ApiError) return error.message;
  return ACTION_FALLBACK_MESSAGES.loadDashboard;
}
