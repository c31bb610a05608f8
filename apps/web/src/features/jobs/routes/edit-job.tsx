import { INTERVIEW_LANGUAGE_LABELS, INTERVIEW_LANGUAGES } from '@hiring/shared/interview-language';
import {
  editJobFormSchema,
  isIrreversibleTransition,
  JOB_MESSAGES,
  type JobPosition,
  jobStatusLabel,
  type UpdateJobPositionInput,
  userTransitionTargets,
} from '@hiring/shared/job-positions';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { errorOf, setServerErrors, useSchemaForm } from '@/components/ui/form';
import { Icon } from '@/components/ui/icon';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { useUpdateJobPosition } from '../api/mutations';
import { JobPositionLoader } from '../components/job-position-loader';

/** /job-listing/edit/{id} (spec 02 §2.1 Edit job, §5): every field required; Update returns to /job-listing. */
export function EditJobRoute() {
  // Keyed by status: when goal generation finishes the form starts again from the ready position.
  return <JobPositionLoader>{(job) => <EditJobForm key={job.status} job={job} />}</JobPositionLoader>;
}

function EditJobForm({ job }: { job: JobPosition }) {
  const navigate = useNavigate();
  const update = useUpdateJobPosition();
  const form = useSchemaForm(editJobFormSchema, {
    defaultValues: {
      title: job.title,
      department: job.department,
      job_description: job.job_description,
      required_skills: job.required_skills.join(', '),
      status: job.status,
      interview_language: job.interview_language,
    },
  });
  const { register } = form;
  // An update that would end the workflow for good waits for a confirmation.
  const [confirming, setConfirming] = useState<UpdateJobPositionInput | null>(null);
  // The status may stay, or move along a transition a person may make (the server checks the rest).
  const statuses = [job.status, ...userTransitionTargets(job.status)];
  // While its goals are generated the system owns the position; the server refuses edits.
  const creating = job.status === 'pending';

  const save = (body: UpdateJobPositionInput) => {
    setConfirming(null);
    update.mutate(
      { id: job.id, body },
      {
        onSuccess: (saved) => navigate('/job-listing', { state: { notice: `“${saved.title}” was updated.` } }),
        onError: (error) => setServerErrors(form, error),
      },
    );
  };

  const onSubmit = form.handleSubmit(({ status, ...rest }) => {
    const body = status === job.status ? rest : { ...rest, status };
    if (isIrreversibleTransition(job.status, status)) setConfirming(body);
    else save(body);
  });

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
          <Field label="Job Title" required error={errorOf(form, 'title')}>
            {(p) => <Input {...p} {...register('title')} />}
          </Field>
          <Field label="Department" required error={errorOf(form, 'department')}>
            {(p) => <Input {...p} {...register('department')} />}
          </Field>
          <Field label="Job Description" required error={errorOf(form, 'job_description')}>
            {(p) => <Textarea {...p} {...register('job_description')} rows={8} />}
          </Field>
          <Field label="Required Skills" required error={errorOf(form, 'required_skills')} hint="Separate skills with commas.">
            {(p) => <Input {...p} {...register('required_skills')} placeholder="e.g. TypeScript, PostgreSQL" />}
          </Field>
          <Field label="Status" required error={errorOf(form, 'status')}>
            {(p) => <Select {...p} {...register('status')} options={statuses.map((s) => ({ value: s, label: jobStatusLabel(s) }))} />}
          </Field>
          <Field
            label="Interview language"
            required
            error={errorOf(form, 'interview_language')}
            hint="The language of the candidate's pages. Questions are shown as you wrote them; candidates can switch the pages' language."
          >
            {(p) => (
              <Select
                {...p}
                {...register('interview_language')}
                options={INTERVIEW_LANGUAGES.map((code) => ({ value: code, label: INTERVIEW_LANGUAGE_LABELS[code] }))}
              />
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
      {confirming ? (
        <ConfirmDialog
          title={`Move to ${jobStatusLabel(confirming.status)}?`}
          description={`This cannot be undone: a position that is ${jobStatusLabel(confirming.status)} cannot return to ${jobStatusLabel(job.status)}.`}
          confirmLabel={`Update and move to ${jobStatusLabel(confirming.status)}`}
          destructive
          onConfirm={() => save(confirming)}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </div>
  );
}
