import { REMINDER_PATHS, type ReminderSettings, type ReminderSettingsInput } from '@hiring/shared/reminders';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/app/interviews/reminder-settings. */
export const reminderSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['interviews', 'reminder-settings'],
    queryFn: ({ signal }) => apiRequest<ReminderSettings>(REMINDER_PATHS.settings, { signal }),
  });

/** PUT /api/app/interviews/reminder-settings (owners and admins). */
export function useSaveReminderSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReminderSettingsInput) => apiRequest<ReminderSettings>(REMINDER_PATHS.settings, { method: 'PUT', body }),
    onSuccess: (settings) => client.setQueryData(reminderSettingsQueryOptions().queryKey, settings),
  });
}
