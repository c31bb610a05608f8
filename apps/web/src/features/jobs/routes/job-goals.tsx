import { GOAL_IMPORTANCE_LABELS } from '@hiring/shared/ai';
import { EXPERIENCE_LEVELS, JOB_MESSAGES, type JobPosition, jobStatusLabel, optionLabel } from '@hiring/shared/job-positions';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { JobPositionLoader } from '../components/job-position-loader';
import { StatusBadge } from '../components/status-badge';

/**
 * /job-listing/details/{id}/goals, where the wizard lands. The full goals screen (select, reorder,
 * confirm) comes with a later issue; until then this page shows the goals as generated, read-only,
 * and follows the position from `pending` to `draft` (or `failed`).
 */
export function JobGoalsRoute() {
  return (
    <JobPositionLoader errorPrefix="Error: " emptyText={JOB_MESSAGES.listingNotFound} notFoundText={JOB_MESSAGES.listingNotFound}>
      {(job) => <Goals job={job} />}
    </JobPositionLoader>
  );
}

function Goals({ job }: { job: JobPosition }) {
  const goals = [...job.evaluation_goals.goals].sort((a, b) => a.priority_order - b.priority_order);
  const confirmed = job.evaluation_goals.confirmed;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div>
        <Link
          to={`/job-listing/details/${job.id}`}
          className="mb-2 inline-flex items-center gap-1 text-sm font-medium text-indigo-600 hover:underline"
          aria-label="Back to job details"
        >
          <Icon name="chevron-left" className="size-4" />
          Job details
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Evaluation Goals</h1>
      </div>

      <Card>
        <CardHeader title="Job Summary" icon={<Icon name="briefcase" className="size-4" />} action={<StatusBadge status={job.status} />} />
        <CardBody>
          <dl className="grid gap-4 text-sm sm:grid-cols-4">
            <div className="sm:col-span-2">
              <dt className="text-slate-500">Title</dt>
              <dd className="font-medium text-slate-900">{job.title}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Department</dt>
              <dd className="font-medium text-slate-900">{job.department}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Level</dt>
              <dd className="font-medium text-slate-900">{optionLabel(EXPERIENCE_LEVELS, job.experience_level)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Goals</dt>
              <dd className="font-medium text-slate-900">{job.evaluation_goals.goals_count}</dd>
            </div>
            <div className="sm:col-span-3">
              <dt className="text-slate-500">Required skills</dt>
              <dd className="font-medium text-slate-900">{job.required_skills.join(', ') || 'None listed'}</dd>
            </div>
          </dl>
        </CardBody>
      </Card>

      {job.status === 'pending' ? (
        <div
          role="status"
          className="flex items-center gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-4 text-sm text-amber-900"
        >
          <Spinner size="sm" decorative />
          <div>
            <p className="font-medium">Generating evaluation goals...</p>
            <p>AI is turning the goals you chose into evaluation goals for this job. This page updates by itself.</p>
          </div>
        </div>
      ) : job.status === 'failed' ? (
        <Alert variant="error" title={jobStatusLabel('failed')}>
          {job.failure_reason ?? JOB_MESSAGES.goalGenerationFailed}. Open the job details to return it to draft and try again.
        </Alert>
      ) : goals.length > 0 ? (
        <Alert variant={confirmed ? 'success' : 'info'} title={confirmed ? 'Goals Confirmed' : 'Goals Generated - Awaiting Confirmation'}>
          <span className="inline-flex flex-wrap items-center gap-2">
            Workflow state: {jobStatusLabel(job.workflow_state)} · Version {job.evaluation_goals.version}
            <Badge tone={confirmed ? 'green' : 'amber'}>{confirmed ? 'Ready' : 'Pending'}</Badge>
          </span>
          <span className="mt-1 block">
            Reviewing, reordering and confirming goals arrives with the goals screen in an upcoming release.
          </span>
        </Alert>
      ) : null}

      {job.status !== 'pending' && goals.length === 0 ? (
        <Card className="px-6 py-12 text-center">
          <h2 className="text-lg font-semibold text-slate-900">No Evaluation Goals</h2>
          <p className="mt-1 text-sm text-slate-500">This position has no evaluation goals yet.</p>
        </Card>
      ) : null}

      {goals.length > 0 ? (
        <ol className="space-y-3" aria-label="Evaluation goals">
          {goals.map((g) => (
            <li key={g.id}>
              <Card className="p-4">
                {/* Badges always sit under the text, whatever its length. */}
                <div className="flex flex-col gap-3" data-testid="goal-card-body">
                  <div className="min-w-0">
                    <p className="font-medium break-words text-slate-900">
                      {g.priority_order}. {g.text}
                    </p>
                    {g.description ? <p className="mt-1 text-sm text-slate-600">{g.description}</p> : null}
                  </div>
                  <div className="flex flex-wrap gap-1.5">
                    <Badge tone={g.category === 'custom' ? 'amber' : 'neutral'} className="capitalize">
                      {g.category}
                    </Badge>
                    <Badge tone="indigo">
                      {GOAL_IMPORTANCE_LABELS[g.importance as keyof typeof GOAL_IMPORTANCE_LABELS] ?? g.importance} importance
                    </Badge>
                    {g.created_by && g.category !== 'custom' ? <Badge tone="amber">Custom</Badge> : null}
                  </div>
                </div>
              </Card>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
