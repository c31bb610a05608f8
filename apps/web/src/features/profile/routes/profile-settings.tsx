import { AUTH_MESSAGES, confirmField } from '@hiring/shared/auth';
import { isPlaceholderCompanyName } from '@hiring/shared/company';
import {
  changePasswordSchema,
  EMAIL_NOTIFICATIONS_DESCRIPTION,
  PROFILE_MESSAGES,
  type ProfileSettings,
  updateProfileSchema,
} from '@hiring/shared/profile';
import { ADMIN_OR_OWNER, hasAnyRole, hasPermission, roleDisplayName } from '@hiring/shared/roles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { errorOf, setServerErrors, useSchemaForm } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { setUser } from '@/lib/session-storage';
import { changePassword, settingsKey, settingsQueryOptions, updateProfile } from '../api/settings';
import { ApiKeysSection } from '../components/api-keys-section';
import { TwoFactorSection } from '../components/two-factor-section';

/** The webhooks section loads with its own chunk, only for the owners and admins who see it. */
const WebhooksSection = lazy(() => import('../components/webhooks-section'));
import type { CompanySectionComponent } from '../profile-routes';
import { PROFILE_LOAD_ERROR } from './profile-overview';
import { DISPLAY_LOCALE_CHOICES, DISPLAY_LOCALE_LABELS, displayLocale, isDisplayLocaleChoice } from '@hiring/shared/locale';

const dateOf = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString(displayLocale(), { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }) : 'Never';

export function settingsFormValues(s: ProfileSettings) {
  return {
    first_name: s.user.first_name,
    last_name: s.user.last_name,
    phone: s.user.phone ?? '',
    bio: s.user.bio ?? '',
    position: s.user.position ?? '',
    department: s.user.department ?? '',
    location: s.user.location ?? '',
    notifications: { ...s.notifications },
    display_locale: isDisplayLocaleChoice(s.user.display_locale) ? s.user.display_locale : ('' as const),
  };
}

/** /profile/settings (spec 02 §2.4): saved on the server, with a success message. */
export function ProfileSettingsRoute({ CompanySection }: { CompanySection: CompanySectionComponent }) {
  const settings = useQuery(settingsQueryOptions());
  if (settings.isPending) {
    return (
      <div role="status" aria-label="Loading settings" className="mx-auto max-w-3xl space-y-6">
        <Skeleton className="h-8 w-72 max-w-full" />
        <Skeleton className="h-96" />
      </div>
    );
  }
  if (settings.isError) {
    return (
      <div className="mx-auto max-w-3xl">
        <PageHeader title="Profile Settings" />
        <Alert
          variant="error"
          role="alert"
          action={
            <Button size="sm" variant="secondary" onClick={() => void settings.refetch()}>
              Try again
            </Button>
          }
        >
          {PROFILE_LOAD_ERROR}
        </Alert>
      </div>
    );
  }
  return <SettingsForm settings={settings.data} CompanySection={CompanySection} />;
}

function SettingsForm({ settings, CompanySection }: { settings: ProfileSettings; CompanySection: CompanySectionComponent }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useSchemaForm(updateProfileSchema, { defaultValues: settingsFormValues(settings) });
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: async (next) => {
      setSaved(true);
      form.reset(settingsFormValues(next));
      queryClient.setQueryData(settingsKey, next);
      setUser(next.user);
      await queryClient.invalidateQueries({ queryKey: ['profile'] });
    },
    onError: (error) => setServerErrors(form, error),
  });
  const submit = form.handleSubmit((values) => {
    setSaved(false);
    save.mutate(values);
  });
  const { user } = settings;
  // A 'Company-…' name is the placeholder given at registration (spec 02 §5), not the company's name.
  const companyName = user.company?.name && !isPlaceholderCompanyName(user.company.name) ? user.company.name : 'Not set yet';
  const managesCompany = user.role === 'owner' || user.role === 'admin' || user.role === 'super_admin';

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title="Profile Settings" description="Your personal and work details, your company and how we notify you." />
      <Card>
        <form onSubmit={submit} noValidate aria-label="Profile settings">
          <div className="space-y-8 px-6 py-6">
            <section aria-labelledby="personal" className="space-y-5">
              <h2 id="personal" className="text-sm font-semibold text-slate-900">
                Personal Information
              </h2>
              <div className="grid gap-5 sm:grid-cols-2">
                <Field label="First name" required error={errorOf(form, 'first_name')}>
                  {(c) => <Input {...c} {...form.register('first_name')} autoComplete="given-name" />}
                </Field>
                <Field label="Last name" required error={errorOf(form, 'last_name')}>
                  {(c) => <Input {...c} {...form.register('last_name')} autoComplete="family-name" />}
                </Field>
                <Field label="Email" hint="Your sign-in address.">
                  {(c) => <Input {...c} value={user.email} readOnly />}
                </Field>
                <Field label="Phone" optionalMark error={errorOf(form, 'phone')}>
                  {(c) => <Input {...c} {...form.register('phone')} type="tel" autoComplete="tel" />}
                </Field>
                <Field label="Bio" optionalMark error={errorOf(form, 'bio')} className="sm:col-span-2">
                  {(c) => <Textarea {...c} {...form.register('bio')} rows={3} />}
                </Field>
              </div>
            </section>
            <section aria-labelledby="work" className="space-y-5 border-t border-slate-100 pt-6">
              <h2 id="work" className="text-sm font-semibold text-slate-900">
                Work Information
              </h2>
              <div className="grid gap-5 sm:grid-cols-3">
                <Field label="Position" optionalMark error={errorOf(form, 'position')}>
                  {(c) => <Input {...c} {...form.register('position')} autoComplete="organization-title" />}
                </Field>
                <Field label="Department" optionalMark error={errorOf(form, 'department')}>
                  {(c) => <Input {...c} {...form.register('department')} />}
                </Field>
                <Field label="Location" optionalMark error={errorOf(form, 'location')}>
                  {(c) => <Input {...c} {...form.register('location')} />}
                </Field>
              </div>
            </section>
            <section aria-labelledby="region" className="space-y-5 border-t border-slate-100 pt-6">
              <h2 id="region" className="text-sm font-semibold text-slate-900">
                Language and region
              </h2>
              <Field
                label="Language and region"
                error={errorOf(form, 'display_locale')}
                hint="How dates, times, numbers and prices are written for you. The app's words stay English."
              >
                {(c) => (
                  <Select
                    {...c}
                    {...form.register('display_locale')}
                    options={[
                      { value: '', label: 'Browser default' },
                      ...DISPLAY_LOCALE_CHOICES.map((code) => ({ value: code, label: DISPLAY_LOCALE_LABELS[code] })),
                    ]}
                  />
                )}
              </Field>
            </section>
            <div className="border-t border-slate-100 pt-6">
              <fieldset className="space-y-4">
                <legend className="mb-4 text-sm font-semibold text-slate-900">Notification Preferences</legend>
                <Checkbox
                  label="Email notifications"
                  description={EMAIL_NOTIFICATIONS_DESCRIPTION}
                  {...form.register('notifications.email')}
                />
                <Checkbox label="Browser notifications" {...form.register('notifications.browser')} />
                <Checkbox label="Mobile push notifications" {...form.register('notifications.mobile')} />
              </fieldset>
            </div>
          </div>
          <div className="flex flex-col gap-3 border-t border-slate-100 bg-slate-50/60 px-6 py-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex-1" aria-live="polite">
              {saved ? <Alert variant="success">{PROFILE_MESSAGES.saved}</Alert> : null}
              {save.isError && !Object.keys(form.formState.errors).length ? (
                <Alert variant="error">{errorMessage(save.error)}</Alert>
              ) : null}
            </div>
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => navigate('/profile')}>
                Cancel
              </Button>
              <Button type="submit" loading={save.isPending}>
                Save Changes
              </Button>
            </div>
          </div>
        </form>
      </Card>
      {/* The embedded company form carries its own 'Company Information' title. */}
      {managesCompany ? (
        <CompanySection variant="compact" />
      ) : (
        <Card className="px-6 py-6">
          <h2 className="text-sm font-semibold text-slate-900">Company Information</h2>
          <p className="mt-2 text-sm text-slate-600">{companyName}</p>
        </Card>
      )}
      <Card className="space-y-5 px-6 py-6">
        <h2 className="text-sm font-semibold text-slate-900">Account Information</h2>
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          {(
            [
              ['Role', roleDisplayName(user.role)],
              ['Admin Permissions', hasPermission(user.role, 'manage_users') ? 'Yes' : 'No'],
              ['Account created', dateOf(user.created_at)],
              ['Last login', dateOf(user.last_login)],
              ['Company', companyName],
            ] as const
          ).map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs font-medium text-slate-500 uppercase">{label}</dt>
              <dd className="mt-1 text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <ChangePasswordSection />
        <div className="border-t border-slate-100 pt-5">
          <TwoFactorSection />
        </div>
      </Card>
      {/* API keys are the company's: owners and admins manage them (the server checks the role too). */}
      {hasAnyRole(user.role, ADMIN_OR_OWNER) && user.company ? (
        <Card className="px-6 py-6">
          <ApiKeysSection />
        </Card>
      ) : null}
      {hasAnyRole(user.role, ADMIN_OR_OWNER) && user.company ? (
        <Card className="px-6 py-6">
          <Suspense
            fallback={
              <div role="status" aria-label="Loading webhooks">
                <Skeleton className="h-16" />
              </div>
            }
          >
            <WebhooksSection />
          </Suspense>
        </Card>
      ) : null}
    </div>
  );
}

export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirm_password: confirmField })
  .refine((v) => v.new_password === v.confirm_password, { message: AUTH_MESSAGES.passwordsDoNotMatch, path: ['confirm_password'] });

function ChangePasswordSection() {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const form = useSchemaForm(changePasswordFormSchema, { defaultValues: { current_password: '', new_password: '', confirm_password: '' } });
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: (res) => {
      setDone(res.message);
      setOpen(false);
      form.reset();
    },
    onError: (error) => {
      if (!setServerErrors(form, error)) form.setError('current_password', { type: 'server', message: errorMessage(error) });
    },
  });
  const submit = form.handleSubmit(({ current_password, new_password }) => change.mutate({ current_password, new_password }));
  return (
    <div className="space-y-4 border-t border-slate-100 pt-5">
      {done ? <Alert variant="success">{done}</Alert> : null}
      {open ? (
        <form onSubmit={submit} noValidate aria-label="Change password" className="grid gap-4 sm:grid-cols-3">
          <Field label="Current password" required error={errorOf(form, 'current_password')}>
            {(c) => <Input {...c} {...form.register('current_password')} type="password" autoComplete="current-password" />}
          </Field>
          <Field label="New password" required error={errorOf(form, 'new_password')}>
            {(c) => <Input {...c} {...form.register('new_password')} type="password" autoComplete="new-password" />}
          </Field>
          <Field label="Confirm new password" required error={errorOf(form, 'confirm_password')}>
            {(c) => <Input {...c} {...form.register('confirm_password')} type="password" autoComplete="new-password" />}
          </Field>
          <div className="flex gap-2 sm:col-span-3">
            <Button type="submit" loading={change.isPending}>
              Update password
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <Button
          variant="secondary"
          onClick={() => {
            setDone(null);
            setOpen(true);
          }}
        >
          Change Password
        </Button>
      )}
    </div>
  );
}
