import { INTERVIEW_LIMITS, INTERVIEW_MESSAGES, type InterviewSettings, interviewSettingsInputSchema } from '@hiring/shared/interviews';
import { RIGHTS_LIMITS } from '@hiring/shared/candidate-rights-constants';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { errorOf, setServerErrors, useSchemaForm } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { interviewSettingsQueryOptions, useSaveInterviewSettings } from '../api/interviews';

/** How long candidates' answers and personal data are kept, and the address they write to; owners and admins edit it. */
export function RetentionSettings() {
  const settings = useQuery(interviewSettingsQueryOptions());
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <Card className="mt-6">
      <CardHeader
        title="Candidate data"
        description="Candidates are told this before they start. After the period, answers and personal data are deleted; anonymous scores stay."
        action={
          settings.data?.can_edit && !editing ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                setEditing(true);
                setSaved(false);
              }}
            >
              Edit
            </Button>
          ) : null
        }
      />
      <CardBody>
        {settings.isPending ? (
          <Skeleton className="h-10 w-72" />
        ) : settings.isError ? (
          <Alert variant="error">{errorMessage(settings.error)}</Alert>
        ) : editing ? (
          <SettingsForm
            settings={settings.data}
            onDone={() => {
              setEditing(false);
              setSaved(true);
            }}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-slate-600">Kept for</dt>
              <dd className="font-medium text-slate-900">{settings.data.retention_days} days after the interview</dd>
            </div>
            <div>
              <dt className="text-slate-600">Candidates write to</dt>
              <dd className="font-medium break-all text-slate-900">{settings.data.effective_contact_email ?? 'No address yet'}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Erasure requests carried out within</dt>
              <dd className="font-medium text-slate-900">
                {settings.data.erasure_days} {settings.data.erasure_days === 1 ? 'day' : 'days'}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">Notice shown to candidates</dt>
              <dd className="font-medium text-slate-900">Version {settings.data.notice_version}</dd>
            </div>
            <div className="sm:col-span-2">
              <dt className="text-slate-600">Your note on the notice</dt>
              <dd className="whitespace-pre-line text-slate-900">{settings.data.notice_text ?? 'None'}</dd>
            </div>
            <div className="sm:col-span-2">
              <dt className="text-slate-600">Contact on the notice</dt>
              <dd className="text-slate-900">{settings.data.notice_contact ?? 'None'}</dd>
            </div>
            {saved ? (
              <p role="status" className="text-sm text-emerald-700 sm:col-span-2">
                {INTERVIEW_MESSAGES.settingsSaved}
              </p>
            ) : null}
          </dl>
        )}
      </CardBody>
    </Card>
  );
}

function SettingsForm({ settings, onDone, onCancel }: { settings: InterviewSettings; onDone: () => void; onCancel: () => void }) {
  const form = useSchemaForm(interviewSettingsInputSchema, {
    defaultValues: {
      retention_days: settings.retention_days,
      contact_email: settings.contact_email ?? '',
      notice_text: settings.notice_text ?? '',
      notice_contact: settings.notice_contact ?? '',
      erasure_days: settings.erasure_days,
    },
  });
  const save = useSaveInterviewSettings();
  const [banner, setBanner] = useState<string | null>(null);
  const onSubmit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: onDone,
      onError: (error) => {
        if (!setServerErrors(form, error, ['retention_days', 'contact_email', 'notice_text', 'notice_contact', 'erasure_days']))
          setBanner(errorMessage(error));
      },
    }),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <Field
        label="Keep answers for (days)"
        required
        hint={`From ${INTERVIEW_LIMITS.retentionDaysMin} to ${INTERVIEW_LIMITS.retentionDaysMax} days; ${INTERVIEW_LIMITS.retentionDaysDefault} by default.`}
        error={errorOf(form, 'retention_days')}
      >
        {(control) => (
          <Input {...control} type="number" inputMode="numeric" {...form.register('retention_days', { valueAsNumber: true })} />
        )}
      </Field>
      <Field
        label="Contact address for candidates"
        optionalMark
        hint="Blank: the company owner's address."
        error={errorOf(form, 'contact_email')}
      >
        {(control) => <Input {...control} type="email" {...form.register('contact_email')} />}
      </Field>
      <Field
        label="Carry out erasure requests within (days)"
        required
        hint={`From ${RIGHTS_LIMITS.erasureDaysMin} to ${RIGHTS_LIMITS.erasureDaysMax} days. A candidate's data is deleted automatically when the period ends.`}
        error={errorOf(form, 'erasure_days')}
      >
        {(control) => <Input {...control} type="number" inputMode="numeric" {...form.register('erasure_days', { valueAsNumber: true })} />}
      </Field>
      <Field
        label="Contact on the notice"
        optionalMark
        hint="A person or team and how to reach them, e.g. a phone number."
        error={errorOf(form, 'notice_contact')}
      >
        {(control) => <Input {...control} maxLength={RIGHTS_LIMITS.noticeContactMax} {...form.register('notice_contact')} />}
      </Field>
      <Field
        label="Your note on the notice"
        optionalMark
        className="sm:col-span-2"
        hint="Shown to candidates before they start. Changing it publishes a new notice version; each consent keeps the version it was given under."
        error={errorOf(form, 'notice_text')}
      >
        {(control) => <Textarea {...control} rows={4} maxLength={RIGHTS_LIMITS.noticeTextMax} {...form.register('notice_text')} />}
      </Field>
      {banner ? (
        <Alert variant="error" className="sm:col-span-2">
          {banner}
        </Alert>
      ) : null}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" loading={save.isPending}>
          Save
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
