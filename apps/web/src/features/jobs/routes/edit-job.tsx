import {
  editJobFormSchema,
  isIrreversibleTransition,
  JOB_MESSAGES,
  type JobPosition,
  jobStatusLabel,
  type UpdateJobPositionInput,
  userTransitionTargets,
} from '@hiring/shared/job-positions';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Icon } from '@/components/ui/icon';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useUpdateJobPosition } from '../api/mutations';
import { JobPositionLoader } from '../components/job-position-loader';

type Values = { title: string; department: string; job_description: string; required_skills: string; status: string };
type Errors = Partial<Record<keyof Values, string>>;

/** /job-listing/edit/{id} (spec 02 §2.1 Edit job, §5): every field required; Update returns to /job-listing. */
export function EditJobRoute() {
  // Keyed by status: when goal generation finishes the form starts again from the ready position.
  return <JobPositionLoader>{(job) => <EditJobForm key={job.status} job={job} />}</JobPositionLoader>;
}

const fieldClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs focus:border-indigo-500 focus:outline-none focus:ring-3 focus:ring-indigo-500/20 aria-invalid:border-rose-400';

function EditJobForm({ job }: { job: JobPosition }) {
  const navigate = useNavigate();
  const update = useUpdateJobPosition();
  const [values, setValues] = useState<Values>({
    title: job.title,
    department: job.department,
    job_description: job.job_description,
    required_skills: job.required_skills.join(', '),
    status: job.status,
  });
  const [errors, setErrors] = useState<Errors>({});
  // An update that would end the workflow for good waits for a confirmation.
  const [confirming, setConfirming] = useState<UpdateJobPositionInput | null>(null);
  // The status may stay, or move along a transition a person may make (the server checks the rest).
  const statuses = [job.status, ...userTransitionTargets(job.status)];
  // While its goals are generated the system owns the position; the server refuses edits.
  const creating = job.status === 'pending';

  const set = (key: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = editJobFormSchema.safeParse(values);
    if (!result.success) {
      const next: Errors = {};
      for (const issue of result.error.issues) {
        const key = String(issue.path[0]) as keyof Values;
        if (!next[key]) next[key] = issue.message;
      }
      setErrors(next);
      const first = (['title', 'department', 'job_description', 'required_skills', 'status'] as const).find((k) => next[k]);
      if (first) document.getElementsByName(first)[0]?.focus();
      return;
    }
    const { status, ...rest } = result.data;
    const body = status === job.status ? rest : { ...rest, status };
    if (isIrreversibleTransition(job.status, status)) setConfirming(body);
    else save(body);
  };

  const save = (body: UpdateJobPositionInput) => {
    setConfirming(null);
    update.mutate(
      { id: job.id, body },
      { onSuccess: (saved) => navigate('/job-listing', { state: { notice: `“${saved.title}” was updated.` } }) },
    );
  };

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        eyebrow={
          <Link to={`/job-listing/details/${job.id}`} className="inline-flex items-center gap-1 hover:underline">
            <Icon name="chevron-left" className="size-4" />
            {job.title}
          </Link>
        }
        title="Edit Job Listing"
      />
      <Card className="p-6">
        <form onSubmit={onSubmit} noValidate aria-label="Edit job listing" className="space-y-5">
          {creating ? (
            <Alert variant="info" title={jobStatusLabel(job.status)}>
              {JOB_MESSAGES.pendingEdit}
            </Alert>
          ) : null}
          {update.isError ? <Alert variant="error">{errorMessage(update.error)}</Alert> : null}
          <Field label="Job Title" error={errors.title}>
            {(p) => <Input {...p} name="title" value={values.title} onChange={(e) => set('title', e.target.value)} />}
          </Field>
          <Field label="Department" error={errors.department}>
            {(p) => <Input {...p} name="department" value={values.department} onChange={(e) => set('department', e.target.value)} />}
          </Field>
          <Field label="Job Description" error={errors.job_description}>
            {(p) => (
              <textarea
                {...p}
                name="job_description"
                rows={8}
                value={values.job_description}
                onChange={(e) => set('job_description', e.target.value)}
                className={cn(fieldClass, 'py-2')}
              />
            )}
          </Field>
          <Field label="Required Skills" error={errors.required_skills} hint="Separate skills with commas.">
            {(p) => (
              <Input
                {...p}
                name="required_skills"
                value={values.required_skills}
                onChange={(e) => set('required_skills', e.target.value)}
                placeholder="e.g. TypeScript, PostgreSQL"
              />
            )}
          </Field>
          <Field label="Status" error={errors.status}>
            {(p) => (
              <select
                {...p}
                name="status"
                value={values.status}
                onChange={(e) => set('status', e.target.value)}
                className={cn(fieldClass, 'h-10')}
              >
                {statuses.map((s) => (
                  <option key={s} value={s}>
                    {jobStatusLabel(s)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className="flex justify-end gap-3 border-t border-slate-100 pt-5">
            <ButtonLink to="/job-listing" variant="ghost">
              Cancel
            </ButtonLink>
            <Button type="submit" loading={update.isPending} disabled={creating}>
              Update Job Listing
            </Button>
          </div>
        </form>
      </Card>
      <ConfirmDialog
        open={confirming !== null}
        title={`Move to ${jobStatusLabel(confirming?.status)}?`}
        confirmLabel={`Update and move to ${jobStatusLabel(confirming?.status)}`}
        onConfirm={() => confirming && save(confirming)}
        onCancel={() => setConfirming(null)}
      >
        This cannot be undone: a position that is {jobStatusLabel(confirming?.status)} cannot return to {jobStatusLabel(job.status)}.
      </ConfirmDialog>
    </div>
  );
}

function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: (p: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string; 'aria-required': true }) => ReactNode;
}) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
        <span className="ml-0.5 text-rose-600" aria-hidden="true">
          *
        </span>
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': true })}
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-xs font-medium text-rose-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
