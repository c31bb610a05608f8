import {
  type GenerateLinksResult,
  generateLinksSchema,
  INTERVIEW_LIMITS,
  INTERVIEW_MESSAGES,
  type InterviewSummary,
} from '@hiring/shared/interviews';
import { jobStatusLabel } from '@hiring/shared/job-positions';
import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { errorOf, setServerErrors, useSchemaForm } from '@/components/ui/form';
import { Icon } from '@/components/ui/icon';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { interviewJobsQueryOptions, useGenerateLinks, useJobLinks } from '../api/interviews';
import { absoluteLink, CopyLinkButton } from '../components/copy-link';
import { parseCandidates } from '../components/parse-candidates';

/** Job statuses that take interviews (issue 14: active or interviewing). */
const INTERVIEWING_STATUSES = ['active', 'interviewing'];

/** /interviews/create-link: pick a job, paste or type candidates, create and copy their links. */
export function CreateLinksRoute() {
  const [params] = useSearchParams();
  const jobs = useQuery(interviewJobsQueryOptions());
  const [created, setCreated] = useState<GenerateLinksResult | null>(null);

  if (jobs.isPending) {
    return (
      <div className="mx-auto max-w-3xl space-y-4" aria-busy="true">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (jobs.isError) {
    return (
      <Alert
        variant="error"
        title="Error Loading Job Positions"
        action={
          <Button variant="secondary" size="sm" onClick={() => void jobs.refetch()}>
            Try again
          </Button>
        }
      >
        {errorMessage(jobs.error)}
      </Alert>
    );
  }
  const eligible = jobs.data.items.filter((j) => INTERVIEWING_STATUSES.includes(j.status));
  const preselected = params.get('job') ?? '';

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Create Interview Links"
        description="Each candidate gets a private link by email. Links are locked to the job's finalized questions."
      />
      {created ? (
        <CreatedLinks result={created} onMore={() => setCreated(null)} />
      ) : eligible.length === 0 ? (
        <Card className="px-6 py-12 text-center">
          <h2 className="text-lg font-semibold text-slate-900">No job is ready for interviews</h2>
          <p className="mx-auto mt-1 max-w-md text-sm text-slate-600">
            A job takes interviews once its questions are finalized and it is Active. Finalize the questions of a job listing first.
          </p>
          <div className="mt-6">
            <ButtonLink to="/job-listing" variant="secondary">
              Go to Job Listings
            </ButtonLink>
          </div>
        </Card>
      ) : (
        <LinksForm
          jobs={eligible.map((j) => ({ value: j.id, label: `${j.title} (${jobStatusLabel(j.status)})` }))}
          initialJob={eligible.some((j) => j.id === preselected) ? preselected : ((eligible.length === 1 ? eligible[0]?.id : '') ?? '')}
          onCreated={setCreated}
        />
      )}
    </div>
  );
}

function LinksForm({
  jobs,
  initialJob,
  onCreated,
}: {
  jobs: { value: string; label: string }[];
  initialJob: string;
  onCreated: (r: GenerateLinksResult) => void;
}) {
  const form = useSchemaForm(generateLinksSchema, {
    defaultValues: {
      job_position_id: initialJob,
      candidates: [{ name: '', email: '' }],
      expires_in_days: INTERVIEW_LIMITS.expiresInDaysDefault,
    },
  });
  const { fields, append, remove, replace } = useFieldArray({ control: form.control, name: 'candidates' });
  const jobId = useWatch({ control: form.control, name: 'job_position_id' });
  const links = useJobLinks(jobId || undefined);
  const generate = useGenerateLinks();
  const [banner, setBanner] = useState<string | null>(null);
  const [paste, setPaste] = useState('');
  const [pasteNote, setPasteNote] = useState<string | null>(null);
  const pasteId = useId();

  const addPasted = () => {
    const { candidates, unread } = parseCandidates(paste);
    const current = form.getValues('candidates').filter((c) => c.name.trim() || c.email.trim());
    const next = [...current, ...candidates].slice(0, INTERVIEW_LIMITS.candidatesPerRequest);
    replace(next.length > 0 ? next : [{ name: '', email: '' }]);
    setPaste(unread.join('\n'));
    setPasteNote(
      `${candidates.length} ${candidates.length === 1 ? 'candidate' : 'candidates'} added.${unread.length > 0 ? ` ${unread.length} ${unread.length === 1 ? 'line has' : 'lines have'} no email address and stayed in the box.` : ''}`,
    );
  };

  const onSubmit = form.handleSubmit((body) => {
    setBanner(null);
    generate.mutate(body, {
      onSuccess: onCreated,
      onError: (error) => {
        const onFields = setServerErrors(form, error, [
          'job_position_id',
          ...fields.flatMap((_, i) => [`candidates.${i}.name` as const, `candidates.${i}.email` as const]),
          'expires_in_days',
        ]);
        // A duplicate address shows on its field; the plan limit (402), max responses (409) and
        // anything else not tied to a field get a clear banner.
        if (!onFields) setBanner(errorMessage(error));
      },
    });
  });

  const job = links.data;
  const remaining = job ? Math.max(0, job.max_responses - job.responses_used) : null;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <Card>
        <CardHeader
          title="1. Job position"
          description="Only jobs that are Active or Interviewing, with finalized questions, can take interviews."
        />
        <CardBody className="space-y-3">
          <Field label="Job position" required error={errorOf(form, 'job_position_id')}>
            {(control) => <Select {...control} placeholder="Choose a job position" options={jobs} {...form.register('job_position_id')} />}
          </Field>
          {jobId && links.isPending ? <Skeleton className="h-5 w-72" /> : null}
          {job ? (
            job.can_create_links ? (
              <p className="text-sm text-slate-700">
                {job.responses_used} of {job.max_responses} candidates invited; {remaining} more can be invited.
                {job.question_set_version ? ` Links use questions version ${job.question_set_version}.` : ''}{' '}
                <Link className="font-medium text-indigo-700 hover:underline" to={`/job-listing/${job.job_position_id}/interview-links`}>
                  See this job's links
                </Link>
              </p>
            ) : (
              <Alert variant="warning" title="This job cannot take interviews yet">
                {job.blocked_reason ?? INTERVIEW_MESSAGES.questionsNotFinalized}
              </Alert>
            )
          ) : null}
        </CardBody>
      </Card>

      <Card>
        <CardHeader
          title="2. Candidates"
          description={`Up to ${INTERVIEW_LIMITS.candidatesPerRequest} at a time. Each address can be invited once per job.`}
        />
        <CardBody className="space-y-4">
          <div>
            <label htmlFor={pasteId} className="text-sm font-medium text-slate-700">
              Paste a list <span className="font-normal text-slate-500">(optional)</span>
            </label>
            <p id={`${pasteId}-hint`} className="text-xs text-slate-600">
              One a line: “Ada Lovelace &lt;ada@example.com&gt;”, “Ada Lovelace, ada@example.com” or just the address.
            </p>
            <Textarea
              id={pasteId}
              aria-describedby={`${pasteId}-hint`}
              rows={3}
              className="mt-1.5"
              value={paste}
              onChange={(e) => setPaste(e.target.value)}
            />
            <div className="mt-2 flex flex-wrap items-center gap-3">
              <Button variant="secondary" size="sm" onClick={addPasted} disabled={!paste.trim()}>
                Add to the list
              </Button>
              <span role="status" className="text-xs text-slate-600">
                {pasteNote}
              </span>
            </div>
          </div>
          <fieldset className="space-y-3">
            <legend className="text-sm font-medium text-slate-700">Candidates ({fields.length})</legend>
            {typeof form.formState.errors.candidates?.message === 'string' ? (
              <p role="alert" className="text-xs font-medium text-rose-700">
                {form.formState.errors.candidates.message}
              </p>
            ) : null}
            <ol className="space-y-3">
              {fields.map((field, i) => (
                <li key={field.id} className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
                  <Field label={`Name of candidate ${i + 1}`} required error={errorOf(form, `candidates.${i}.name`)}>
                    {(control) => <Input {...control} autoComplete="off" {...form.register(`candidates.${i}.name`)} />}
                  </Field>
                  <Field label={`Email of candidate ${i + 1}`} required error={errorOf(form, `candidates.${i}.email`)}>
                    {(control) => <Input {...control} type="email" autoComplete="off" {...form.register(`candidates.${i}.email`)} />}
                  </Field>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="sm:mt-7"
                    disabled={fields.length === 1}
                    onClick={() => remove(i)}
                    aria-label={`Remove candidate ${i + 1}`}
                    icon={<Trash2 className="size-4" aria-hidden />}
                  >
                    <span className="sm:sr-only">Remove</span>
                  </Button>
                </li>
              ))}
            </ol>
            <Button
              variant="secondary"
              size="sm"
              disabled={fields.length >= INTERVIEW_LIMITS.candidatesPerRequest}
              onClick={() => append({ name: '', email: '' })}
              icon={<Icon name="user-plus" className="size-4" />}
            >
              Add a candidate
            </Button>
          </fieldset>
        </CardBody>
      </Card>

      <Card>
        <CardHeader title="3. Expiry" />
        <CardBody>
          <Field
            label="Link stays open for (days)"
            required
            hint={`From ${INTERVIEW_LIMITS.expiresInDaysMin} to ${INTERVIEW_LIMITS.expiresInDaysMax} days; ${INTERVIEW_LIMITS.expiresInDaysDefault} by default. An expired link can be resent.`}
            error={errorOf(form, 'expires_in_days')}
            className="max-w-xs"
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={INTERVIEW_LIMITS.expiresInDaysMin}
                max={INTERVIEW_LIMITS.expiresInDaysMax}
                {...form.register('expires_in_days', { valueAsNumber: true })}
              />
            )}
          </Field>
        </CardBody>
      </Card>

      {banner ? (
        <Alert variant="error" title="The links were not created">
          {banner}
        </Alert>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" size="lg" loading={generate.isPending} disabled={Boolean(job && !job.can_create_links)}>
          Create and Email Links
        </Button>
      </div>
    </form>
  );
}

function CreatedLinks({ result, onMore }: { result: GenerateLinksResult; onMore: () => void }) {
  const all = result.links
    .filter((l): l is InterviewSummary & { url: string } => Boolean(l.url))
    .map((l) => `${l.candidate_name ?? l.candidate_label}\t${absoluteLink(l.url)}`)
    .join('\n');
  const jobId = result.links[0]?.job_position_id;
  return (
    <div className="space-y-5">
      <Alert variant="success" title={INTERVIEW_MESSAGES.linksCreated(result.links.length)}>
        Each candidate was emailed their link. You can also copy a link and send it yourself.
      </Alert>
      <Card>
        <CardHeader title="New interview links" action={all ? <CopyAll text={all} /> : null} />
        <ul className="divide-y divide-slate-100">
          {result.links.map((link) => (
            <li key={link.id} className="flex flex-col gap-2 px-5 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{link.candidate_name ?? link.candidate_label}</p>
                <p className="truncate text-sm text-slate-600">{link.candidate_email}</p>
                {link.url ? <p className="truncate font-mono text-xs text-slate-600">{absoluteLink(link.url)}</p> : null}
              </div>
              {link.url ? <CopyLinkButton path={link.url} who={link.candidate_name ?? link.candidate_label} /> : null}
            </li>
          ))}
        </ul>
      </Card>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onMore}>
          Invite more candidates
        </Button>
        {jobId ? <ButtonLink to={`/job-listing/${jobId}/interview-links`}>See all links of this job</ButtonLink> : null}
      </div>
    </div>
  );
}

function CopyAll({ text }: { text: string }) {
  const [done, setDone] = useState(false);
  return (
    <span className="flex items-center gap-2">
      <span role="status" className="text-xs text-slate-600">
        {done ? 'All links copied' : ''}
      </span>
      <Button
        size="sm"
        variant="secondary"
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(text);
            setDone(true);
          } catch {
            setDone(false);
          }
        }}
      >
        Copy all
      </Button>
    </span>
  );
}
