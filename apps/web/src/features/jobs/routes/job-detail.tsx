import { formatDate } from '@hiring/shared/constants';
import {
  DETAIL_PREVIEW,
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  type JobPosition,
  jobStatusLabel,
  optionLabel,
  QUESTION_FETCH_STATUSES,
  QUESTION_MANAGER_STATUSES,
  QUESTION_SIDEBAR_STATUSES,
  WORK_LOCATIONS,
} from '@hiring/shared/job-positions';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { jobWorkflowQueryOptions } from '../api/get-job-position';
import { StatusBadge } from '../components/status-badge';
import { JobPositionLoader } from '../components/job-position-loader';
import { WorkflowStatusCard } from '../components/workflow-card';
import { displayLocale } from '@hiring/shared/locale';

/** Statuses in which a position has (or can have) interview links. */
const INTERVIEW_LINK_STATUSES = ['active', 'interviewing', 'on_hold', 'interviews_closed', 'hired', 'closed'];

const includes = (list: readonly string[], value: string) => list.includes(value);

/**
 * What the job detail shows of the position's questions; the questions feature provides them and
 * app/ passes them in (web features never import each other). This page decides where and when.
 */
export interface JobQuestionPanels {
  /** The Interview Questions card's body: the first 4 questions with 2 follow-ups each. */
  Preview: ComponentType<{ jobId: string }>;
  /** The question manager card's body (questions_ready and active). */
  Manager: ComponentType<{ jobId: string }>;
  /** The sidebar question summary's body: 2 questions (interviewing and interviews_closed). */
  Sidebar: ComponentType<{ jobId: string }>;
}

/** /job-listing/details/{id} (spec 02 §2.1 Job detail). */
export function JobDetailRoute({ questionPanels }: { questionPanels: JobQuestionPanels }) {
  return <JobPositionLoader>{(job) => <JobDetail job={job} panels={questionPanels} />}</JobPositionLoader>;
}

function JobDetail({ job, panels }: { job: JobPosition; panels: JobQuestionPanels }) {
  // Questions are read only where a set can exist (spec 02 §2.1); before that the card says why there are none.
  const readsQuestions = includes(QUESTION_FETCH_STATUSES, job.status);
  const goals = [...job.evaluation_goals.goals].sort((a, b) => a.priority_order - b.priority_order);
  const queryClient = useQueryClient();
  const seenStatus = useRef(job.status);

  // The status may change without this page acting (goal generation finishing): refresh the workflow card.
  useEffect(() => {
    if (seenStatus.current === job.status) return;
    seenStatus.current = job.status;
    void queryClient.invalidateQueries({ queryKey: jobWorkflowQueryOptions(job.id).queryKey });
  }, [job.status, job.id, queryClient]);

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <Link to="/job-listing" className="mb-2 inline-flex items-center gap-1 text-sm font-medium text-indigo-600 hover:underline">
          <Icon name="chevron-left" className="size-4" />
          Job Listings
        </Link>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{job.title}</h1>
              <StatusBadge status={job.status} />
            </div>
            <p className="mt-1 text-sm text-slate-500">{job.department}</p>
          </div>
          <div className="flex shrink-0 flex-wrap gap-2">
            <ButtonLink to={`/job-listing/edit/${job.id}`} variant="secondary" icon={<Icon name="settings" className="size-4" />}>
              Edit
            </ButtonLink>
            <ButtonLink to={`/job-listing/details/${job.id}/goals`} icon={<Icon name="target" className="size-4" />}>
              View Goals
            </ButtonLink>
            {INTERVIEW_LINK_STATUSES.includes(job.status) ? (
              <ButtonLink to={`/job-listing/${job.id}/interview-links`} variant="secondary" icon={<Icon name="link" className="size-4" />}>
                Interview Links
              </ButtonLink>
            ) : null}
          </div>
        </div>
      </div>

      {job.status === 'pending' ? (
        <Alert variant="info" title="Generating evaluation goals">
          AI is writing the evaluation goals for this position. This page updates by itself when they are ready.
        </Alert>
      ) : null}
      {job.status === 'failed' && job.failure_reason ? (
        <Alert variant="error" title={jobStatusLabel(job.status)}>
          {job.failure_reason}
        </Alert>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <WorkflowStatusCard jobId={job.id} />

          <Card>
            <CardHeader title="Job Overview" icon={<Icon name="file-text" className="size-4" />} />
            <CardBody className="space-y-5">
              <TextBlock title="Description" text={job.job_description} />
              <TextBlock title="Requirements" text={job.requirements} />
              <TextBlock title="Responsibilities" text={job.responsibilities} />
              <TextBlock title="Benefits" text={job.benefits} />
            </CardBody>
          </Card>

          <Card>
            <CardHeader
              title="Evaluation Goals"
              description={`${job.evaluation_goals.goals_count} ${job.evaluation_goals.goals_count === 1 ? 'goal' : 'goals'}${job.evaluation_goals.confirmed ? ' · confirmed' : ''}`}
              icon={<Icon name="target" className="size-4" />}
              action={
                <Link to={`/job-listing/details/${job.id}/goals`} className="text-sm font-medium text-indigo-600 hover:underline">
                  View all
                </Link>
              }
            />
            <CardBody>
              {goals.length === 0 ? (
                <p className="text-sm text-slate-500">
                  {job.status === 'pending' ? 'Goals are being generated.' : 'No evaluation goals yet.'}
                </p>
              ) : (
                <ol className="space-y-3" aria-label="Evaluation goals preview">
                  {goals.slice(0, DETAIL_PREVIEW.goals).map((g) => (
                    <li key={g.id} className="rounded-lg border border-slate-200 px-3 py-2.5">
                      <p className="text-sm font-medium text-slate-900">{g.text}</p>
                      <p className="mt-0.5 text-xs text-slate-500 capitalize">
                        {g.created_by && g.category !== 'custom' ? `${g.category} · Custom` : g.category}
                      </p>
                    </li>
                  ))}
                </ol>
              )}
              {goals.length > DETAIL_PREVIEW.goals ? (
                <p className="mt-3 text-xs text-slate-500">+{goals.length - DETAIL_PREVIEW.goals} more</p>
              ) : null}
            </CardBody>
          </Card>

          <Card>
            <CardHeader title="Interview Questions" icon={<Icon name="message-square" className="size-4" />} />
            <CardBody>
              {readsQuestions ? (
                <panels.Preview jobId={job.id} />
              ) : (
                <>
                  <p className="text-sm text-slate-500">No interview questions yet.</p>
                  <p className="mt-1 text-sm text-slate-500">
                    {job.evaluation_goals.confirmed || !includes(['new', 'pending', 'draft'], job.status)
                      ? 'Interview questions are generated from the confirmed evaluation goals.'
                      : 'Interview questions are generated once the evaluation goals are confirmed.'}
                  </p>
                </>
              )}
            </CardBody>
          </Card>
        </div>

        <div className="space-y-6">
          {includes(QUESTION_MANAGER_STATUSES, job.status) ? (
            <Card>
              <CardHeader title="Question Manager" as="h3" icon={<Icon name="clipboard-check" className="size-4" />} />
              <CardBody>
                <panels.Manager jobId={job.id} />
              </CardBody>
            </Card>
          ) : null}
          {includes(QUESTION_SIDEBAR_STATUSES, job.status) ? (
            <Card>
              <CardHeader title="Question Summary" as="h3" icon={<Icon name="message-square" className="size-4" />} />
              <CardBody>
                <panels.Sidebar jobId={job.id} />
              </CardBody>
            </Card>
          ) : null}

          <Card>
            <CardHeader title="Job Details" as="h3" />
            <CardBody>
              <dl className="space-y-3 text-sm">
                <Row label="Experience level" value={optionLabel(EXPERIENCE_LEVELS, job.experience_level)} />
                <Row label="Employment type" value={optionLabel(EMPLOYMENT_TYPES, job.employment_type)} />
                <Row label="Location" value={optionLabel(WORK_LOCATIONS, job.work_location ?? job.location)} />
                <Row label="Salary range" value={job.salary_range} />
                {job.experience_required ? <Row label="Experience required" value={job.experience_required} /> : null}
              </dl>
            </CardBody>
          </Card>

          <Card>
            <CardHeader title="Required Skills" as="h3" />
            <CardBody>
              {job.required_skills.length === 0 ? (
                <p className="text-sm text-slate-500">None listed.</p>
              ) : (
                <ul className="flex flex-wrap gap-2" aria-label="Required skills">
                  {job.required_skills.map((s) => (
                    <li
                      key={s}
                      className="rounded-full bg-indigo-50 px-2.5 py-1 text-xs font-medium text-indigo-800 ring-1 ring-indigo-200"
                    >
                      {s}
                    </li>
                  ))}
                </ul>
              )}
            </CardBody>
          </Card>

          <Card>
            <CardHeader title="Cultural Attributes" as="h3" />
            <CardBody>
              {job.cultural_attributes.length === 0 ? (
                <p className="text-sm text-slate-500">None listed.</p>
              ) : (
                <ul className="flex flex-wrap gap-2" aria-label="Cultural attributes">
                  {job.cultural_attributes.map((s) => (
                    <li key={s} className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-800 ring-1 ring-slate-200">
                      {s}
                    </li>
                  ))}
                </ul>
              )}
            </CardBody>
          </Card>

          <Card>
            <CardHeader title="Workflow Status" as="h3" />
            <CardBody>
              <dl className="space-y-3 text-sm">
                <Row label="Current state" value={jobStatusLabel(job.workflow_state)} />
                <Row label="Can proceed" value={job.can_proceed ? 'Yes' : 'No'} />
              </dl>
              <h4 className="mt-4 text-xs font-medium tracking-wide text-slate-500 uppercase">Next steps</h4>
              {job.next_steps.length === 0 ? (
                <p className="mt-1 text-sm text-slate-500">None.</p>
              ) : (
                <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
                  {job.next_steps.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ul>
              )}
            </CardBody>
          </Card>

          <Card>
            <CardHeader title="Status History" as="h3" icon={<Icon name="clock" className="size-4" />} />
            <CardBody>
              {job.status_history.length === 0 ? (
                <p className="text-sm text-slate-500">No changes recorded yet.</p>
              ) : (
                <ol className="space-y-3" aria-label="Status history">
                  {[...job.status_history]
                    .sort((a, b) => b.changed_at.localeCompare(a.changed_at))
                    .map((h) => (
                      <li key={h.id} className="border-l-2 border-slate-200 pl-3 text-sm">
                        <p className="text-slate-900">
                          {h.from_label ?? (h.from_status ? jobStatusLabel(h.from_status) : 'Created')} →{' '}
                          <span className="font-medium">{h.to_label}</span>
                        </p>
                        <p className="text-xs text-slate-500">
                          {h.changed_by ? h.changed_by.name || h.changed_by.email : 'System'} · <DateTime value={h.changed_at} />
                        </p>
                        {h.reason ? <p className="mt-0.5 text-xs text-slate-500">{h.reason}</p> : null}
                      </li>
                    ))}
                </ol>
              )}
            </CardBody>
          </Card>

          <Card>
            <CardHeader title="Metadata" as="h3" />
            <CardBody>
              <dl className="space-y-3 text-sm">
                <Row label="Job ID" value={<code className="text-xs break-all">{job.id}</code>} />
                <Row label="Created" value={formatDate(job.created_at)} />
                <Row label="Updated" value={formatDate(job.updated_at)} />
              </dl>
            </CardBody>
          </Card>
        </div>
      </div>
    </div>
  );
}

function DateTime({ value }: { value: string }) {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return <>{value}</>;
  return <time dateTime={value}>{date.toLocaleString(displayLocale(), { dateStyle: 'medium', timeStyle: 'short' })}</time>;
}

function TextBlock({ title, text }: { title: string; text: string | null }) {
  return (
    <div>
      <h3 className="text-xs font-medium tracking-wide text-slate-500 uppercase">{title}</h3>
      <p className="mt-1 text-sm leading-relaxed whitespace-pre-line text-slate-800">{text?.trim() ? text : 'Not provided'}</p>
    </div>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="whitespace-nowrap text-slate-500">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{value || 'Not specified'}</dd>
    </div>
  );
}
