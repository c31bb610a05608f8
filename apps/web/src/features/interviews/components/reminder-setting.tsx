import { REMINDER_MESSAGES } from '@hiring/shared/reminders';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { reminderSettingsQueryOptions, useSaveReminderSettings } from '../api/reminders';

/** "Send reminders to candidates": owners and admins turn it on or off, everyone else reads it (decision 770). */
export function ReminderSetting() {
  const settings = useQuery(reminderSettingsQueryOptions());
  const save = useSaveReminderSettings();
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  return (
    <Card className="mt-6">
      <CardHeader title="Reminders" description="Emails that help candidates finish before their link expires." />
      <CardBody className="space-y-3">
        {settings.isPending ? (
          <Skeleton className="h-10 w-72" />
        ) : settings.isError ? (
          <Alert variant="error">{errorMessage(settings.error, REMINDER_MESSAGES.fetchSettings)}</Alert>
        ) : settings.data.can_edit ? (
          <Checkbox
            label={REMINDER_MESSAGES.settingLabel}
            description={REMINDER_MESSAGES.settingHelp}
            checked={settings.data.enabled}
            disabled={save.isPending}
            onChange={(e) => {
              setStatus(null);
              const enabled = e.target.checked;
              save.mutate(
                { enabled },
                {
                  onSuccess: () => setStatus({ text: enabled ? REMINDER_MESSAGES.settingOn : REMINDER_MESSAGES.settingOff, error: false }),
                  onError: (error) => setStatus({ text: errorMessage(error), error: true }),
                },
              );
            }}
          />
        ) : (
          <div className="text-sm">
            <p className="font-medium text-slate-900">
              {REMINDER_MESSAGES.settingLabel}: {settings.data.enabled ? 'on' : 'off'}
            </p>
            <p className="text-slate-600">{REMINDER_MESSAGES.settingHelp} Owners and admins change it.</p>
          </div>
        )}
        {status ? (
          <p role={status.error ? 'alert' : 'status'} className={status.error ? 'text-sm text-rose-700' : 'text-sm text-emerald-700'}>
            {status.text}
          </p>
        ) : null}
      </CardBody>
    </Card>
  );
}
