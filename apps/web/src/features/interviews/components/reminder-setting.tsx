import { REMINDER_MESSAGES } from '@hiring/shared/reminders';
import { useQuery } from '@tanstack/react-query';
import { reminderSettingsQueryOptions, useSaveReminderSettings } from '../api/reminders';
import { SettingSwitchCard } from './setting-switch-card';

/** "Send reminders to candidates": owners and admins turn it on or off, everyone else reads it (decision 770). */
export function ReminderSetting() {
  const save = useSaveReminderSettings();
  return (
    <SettingSwitchCard
      title="Reminders"
      description="Emails that help candidates finish before their link expires."
      label={REMINDER_MESSAGES.settingLabel}
      help={REMINDER_MESSAGES.settingHelp}
      query={useQuery(reminderSettingsQueryOptions())}
      loadFallback={REMINDER_MESSAGES.fetchSettings}
      read={(s) => ({ on: s.enabled, canEdit: s.can_edit })}
      save={(_, enabled) => save.mutateAsync({ enabled })}
      saving={save.isPending}
      savedText={(on) => (on ? REMINDER_MESSAGES.settingOn : REMINDER_MESSAGES.settingOff)}
    />
  );
}
