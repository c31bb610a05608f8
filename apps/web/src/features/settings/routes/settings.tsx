import {
  EMAIL_NOTIFICATIONS_DESCRIPTION,
  PROFILE_MESSAGES,
  type ProfileSettings,
  type UpdateProfileInput,
  updateProfileSchema,
} from '@hiring/shared/profile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { errorOf, setServerErrors, useSchemaForm } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { api, apiRequest, errorMessage } from '@/lib/api-client';
import { setUser } from '@/lib/session-storage';

const settingsKey = ['profile', 'settings'] as const;

/** /settings' fields: the name, and email and push (browser) notifications. */
export const quickSettingsSchema = z.object({
  first_name: updateProfileSchema.shape.first_name.unwrap(),
  last_name: updateProfileSchema.shape.last_name.unwrap(),
  email_notifications: z.boolean(),
  push_notifications: z.boolean(),
});

export function quickSettingsBody(v: z.output<typeof quickSettingsSchema>): UpdateProfileInput {
  return {
    first_name: v.first_name,
    last_name: v.last_name,
    notifications: { email: v.email_notifications, browser: v.push_notifications },
  };
}

const valuesOf = (s: ProfileSettings) => ({
  first_name: s.user.first_name,
  last_name: s.user.last_name,
  email_notifications: s.notifications.email,
  push_notifications: s.notifications.browser,
});

/** /settings (spec 01 §2): the short settings form, saved with PATCH /app/profile. */
export function SettingsRoute() {
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api.get<ProfileSettings>('/app/profile/settings', { signal }),
  });
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Settings" description="Your account details and notification preferences." />
      {settings.isPending ? (
        <Skeleton className="h-72" />
      ) : settings.isError ? (
        <Alert
          variant="error"
          role="alert"
          action={
            <Button size="sm" variant="secondary" onClick={() => void settings.refetch()}>
              Try again
            </Button>
          }
        >
          {errorMessage(settings.error)}
        </Alert>
      ) : (
        <SettingsForm settings={settings.data} />
      )}
    </div>
  );
}

function SettingsForm({ settings }: { settings: ProfileSettings }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm(quickSettingsSchema, { defaultValues: valuesOf(settings) });
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: (body: UpdateProfileInput) => apiRequest<ProfileSettings>('/app/profile', { method: 'PATCH', body }),
    onSuccess: async (next) => {
      setSaved(true);
      form.reset(valuesOf(next));
      queryClient.setQueryData(settingsKey, next);
      setUser(next.user);
      await queryClient.invalidateQueries({ queryKey: ['profile'] });
    },
    onError: (error) => setServerErrors(form, error),
  });
  const submit = form.handleSubmit((values) => {
    setSaved(false);
    save.mutate(quickSettingsBody(values));
  });
  return (
    <Card>
      <form onSubmit={submit} noValidate aria-label="Settings">
        <div className="space-y-8 px-6 py-6">
          <section aria-labelledby="settings-account" className="space-y-5">
            <h2 id="settings-account" className="text-sm font-semibold text-slate-900">
              Account
            </h2>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field label="Email" hint="Your sign-in address." className="sm:col-span-2">
                {(p) => <Input {...p} type="email" value={settings.user.email} readOnly />}
              </Field>
              <Field label="First name" required error={errorOf(form, 'first_name')}>
                {(p) => <Input {...p} {...form.register('first_name')} autoComplete="given-name" />}
              </Field>
              <Field label="Last name" required error={errorOf(form, 'last_name')}>
                {(p) => <Input {...p} {...form.register('last_name')} autoComplete="family-name" />}
              </Field>
            </div>
          </section>
          <div className="border-t border-slate-100 pt-6">
            <fieldset className="space-y-4">
              <legend className="mb-4 text-sm font-semibold text-slate-900">Notifications</legend>
              <Checkbox
                label="Email notifications"
                description={EMAIL_NOTIFICATIONS_DESCRIPTION}
                {...form.register('email_notifications')}
              />
              <Checkbox
                label="Push notifications"
                description="Browser notifications while you are signed in."
                {...form.register('push_notifications')}
              />
            </fieldset>
          </div>
        </div>
        <div className="flex flex-col gap-3 border-t border-slate-100 bg-slate-50/60 px-6 py-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex-1" aria-live="polite">
            {saved ? <Alert variant="success">{PROFILE_MESSAGES.saved}</Alert> : null}
            {save.isError && !Object.keys(form.formState.errors).length ? <Alert variant="error">{errorMessage(save.error)}</Alert> : null}
          </div>
          <Button type="submit" loading={save.isPending} className="shrink-0 self-end sm:self-auto">
            Save Changes
          </Button>
        </div>
      </form>
    </Card>
  );
}
