import type { ChangePassword, ProfileSettings, UpdateProfileInput } from '@hiring/shared/profile';
import { queryOptions } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';

// The settings calls: GET /app/profile/settings, PATCH /app/profile, POST /app/profile/change-password.

export const settingsKey = ['profile', 'settings'] as const;

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: settingsKey, queryFn: ({ signal }) => api.get<ProfileSettings>('/app/profile/settings', { signal }) });

export function updateProfile(body: UpdateProfileInput): Promise<ProfileSettings> {
  return apiRequest<ProfileSettings>('/app/profile', { method: 'PATCH', body });
}

export function changePassword(body: ChangePassword): Promise<{ message: string }> {
  return api.post<{ message: string }>('/app/profile/change-password', body);
}
