import { ANALYTICS_MESSAGES, ANALYTICS_ROLES, formatAverageScore } from '@hiring/shared/analytics';
import { hasAnyRole } from '@hiring/shared/roles';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/use-session';
import { analyticsOverviewQueryOptions } from '../analytics-api';

/** /dashboard/analytics: the company's own figures (docs/decisions/381-company-analytics.md, 421-interview-figures.md). */
export function AnalyticsRoute() {
  const { role } = useSession();
  const allowed = hasAnyRole(role, ANALYTICS_ROLES);
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Analytics"
        description="Your company's hiring at a glance."
        actions={
          <ButtonLink to="/dashboard/reports" variant="secondary" icon={<Icon name="file-text" className="size-4" />}>
            Monthly reports
          </ButtonLink>
        }
      />
      {allowed ? <Figures /> : <Alert variant="info">{ANALYTICS_MESSAGES.noAccess}</Alert>}
    </div>
  );
}

function Figures() {
  const query = useQuery(analyticsOverviewQueryOptions());
  if (query.isPending) {
    return (
      <div data-testid="analytics-loading" className="space-y-6">
        <span className="sr-only" role="status">
          Loading figures…
        </span>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {['jobs', 'generated', 'finalized', 'team'].map((key) => (
            <Skeleton key={key} className="h-24" />
          ))}
        </div>
        <Skeleton className="h-40" />
        <Skeleton className="h-56" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Alert
        variant="error"
        title={ANALYTICS_MESSAGES.loadFailed}
        action={
          <Button variant="secondary" size="sm" onClick={() => query.refetch()} icon={<Icon name="refresh" className="size-4" />}>
            Retry
          </Button>
        }
      />
    );
  }
  const { jobs, questions, team, interviews } = query.data;
  const tiles = [
    { label: 'Job listings', value: jobs.total, note: 'All stages' },
    { label: 'Questions generated', value: questions.generated, note: "In each listing's current question set" },
    {
      label: 'Questions finalized',
      value: questions.finalized,
      note: `${questions.jobs_with_finalized_questions} ${questions.jobs_with_finalized_questions === 1 ? 'listing' : 'listings'} ready to interview with`,
    },
    {
      label: 'Team members',
      value: team.members,
      note: `${team.active_members} active · ${team.pending_invitations} open ${team.pending_invitations === 1 ? 'invitation' : 'invitations'}`,
    },
  ];
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const interviewTiles = [
    {
      label: 'Interviews started',
      value: String(interviews.started),
      note: `Of ${plural(interviews.links, 'interview link', 'interview links')} sent`,
    },
    {
      label: 'Interviews completed',
      value: String(interviews.completed),
      note:
        interviews.started > 0
          ? `${Math.round((interviews.completed / interviews.started) * 100)}% of those started`
          : 'Submitted by the candidate',
    },
    {
      label: 'Average score',
      value: formatAverageScore(interviews.average_score),
      note:
        interviews.scored > 0 ? `Over ${plural(interviews.scored, 'scored interview', 'scored interviews')}` : ANALYTICS_MESSAGES.noScores,
    },
  ];
  const widest = Math.max(1, ...jobs.by_stage.map((s) => s.count));
  return (
    <div className="space-y-6">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {tiles.map((tile) => (
          <li key={tile.label}>
            <Card className="h-full p-5" data-testid={`figure-${tile.label}`}>
              <p className="text-sm text-slate-600">{tile.label}</p>
              <p className="mt-2 text-2xl font-semibold tracking-tight text-slate-900">{tile.value}</p>
              <p className="mt-1 text-xs text-slate-600">{tile.note}</p>
            </Card>
          </li>
        ))}
      </ul>
      <Card>
        <CardHeader title="Job listings by stage" description="Where each listing stands in the hiring workflow." />
        {jobs.total === 0 ? <p className="px-5 pt-4 text-sm text-slate-600">{ANALYTICS_MESSAGES.noJobs}</p> : null}
        <dl className="space-y-3 px-5 py-4">
          {jobs.by_stage.map((stage) => (
            <div key={stage.stage} className="grid grid-cols-[9rem_1fr] items-center gap-3 sm:grid-cols-[12rem_1fr]">
              <dt className="text-sm text-slate-700">{stage.label}</dt>
              <dd className="flex items-center gap-3">
                <span aria-hidden="true" className="h-2.5 flex-1 rounded-full bg-slate-100">
                  <span className="block h-2.5 rounded-full bg-indigo-500" style={{ width: `${(stage.count / widest) * 100}%` }} />
                </span>
                <span className="w-10 text-right text-sm font-semibold text-slate-900" data-testid={`stage-${stage.stage}`}>
                  {stage.count}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card>
        <CardHeader
          title="Candidate interviews"
          description="Interviews your candidates started and completed, and their overall scores (1-5, the reviewer's where given)."
        />
        {interviews.links === 0 ? (
          <p className="px-5 pt-4 text-sm text-slate-600" data-testid="interviews-empty">
            {ANALYTICS_MESSAGES.noInterviews}
          </p>
        ) : null}
        <ul className="grid gap-4 px-5 py-4 sm:grid-cols-3">
          {interviewTiles.map((tile) => (
            <li key={tile.label} className="rounded-lg border border-slate-200 p-4" data-testid={`figure-${tile.label}`}>
              <p className="text-sm text-slate-600">{tile.label}</p>
              <p className="mt-2 text-2xl font-semibold tracking-tight text-slate-900">{tile.value}</p>
              <p className="mt-1 text-xs text-slate-600">{tile.note}</p>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
