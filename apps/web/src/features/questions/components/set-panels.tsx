import { jobStatusLabel } from '@hiring/shared/job-positions';
import { QUESTION_MESSAGES, QUESTION_SCREEN_MESSAGES as M, type QuestionsScreen, type Readiness } from '@hiring/shared/questions';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { bannerKind } from '../rules';

const linkClass = 'font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-800';

/** "N of M goals": how far the generation job is, as the server reports it. */
export function GenerationProgress({ screen }: { screen: QuestionsScreen }) {
  const { goals_done: done, goals_total: total } = screen.generation;
  const text = `${done} of ${total} goals`;
  const width = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <div className="mt-3">
      <div className="flex items-center justify-between text-xs font-medium">
        <span>Questions written for</span>
        <span data-testid="generation-progress-text">{text}</span>
      </div>
      <div
        role="progressbar"
        aria-label="Question generation progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={text}
        className="mt-1 h-2 overflow-hidden rounded-full bg-amber-100"
      >
        <div className="h-full rounded-full bg-amber-500 transition-[width] duration-500" style={{ width: `${width}%` }} />
      </div>
    </div>
  );
}

/**
 * The status banner (spec 02 §4 Questions): generating (spinner, live progress, actions wait),
 * questions ready (View Questions, and Create Interview Links once the set can be used), failed
 * (the reason), action required (goals first, or a generation to start), else ready to proceed.
 */
export function StatusBanner({
  screen,
  interviewLinks,
  onRefresh,
  refreshing,
}: {
  screen: QuestionsScreen;
  interviewLinks: boolean;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const kind = bannerKind(screen);
  const jobId = encodeURIComponent(screen.job_position_id);
  const nextStep = screen.next_steps[0];
  if (kind === 'generating') {
    return (
      <div role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
        <p className="flex items-center gap-2 font-medium">
          <Spinner size="sm" decorative />
          {M.generatingTitle}
        </p>
        <p className="mt-1">AI is writing questions for each confirmed goal. This page updates by itself.</p>
        <GenerationProgress screen={screen} />
      </div>
    );
  }
  if (kind === 'failed') {
    return (
      <Alert variant="error" title={M.generationFailedTitle}>
        <p>{M.generationFailed}</p>
        {screen.generation.failure_reason ? <p className="mt-1 font-mono text-xs break-words">{screen.generation.failure_reason}</p> : null}
      </Alert>
    );
  }
  if (kind === 'ready') {
    if (screen.questions.length === 0) {
      return (
        <Alert
          variant="warning"
          title={M.questionsReady}
          action={
            <Button size="sm" variant="secondary" loading={refreshing} onClick={onRefresh} icon={<Icon name="refresh" />}>
              Refresh
            </Button>
          }
        >
          {M.questionsShouldBeAvailable}
        </Alert>
      );
    }
    return (
      <Alert variant="success" title={M.questionsReady}>
        <span className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <a href="#questions-list" className={linkClass}>
            {M.viewQuestions}
          </a>
          {interviewLinks ? (
            <Link to={`/job-listing/${jobId}/interview-links`} className={linkClass}>
              {M.createInterviewLinks}
            </Link>
          ) : (
            <span>{M.interviewLinksNeedActive}</span>
          )}
        </span>
      </Alert>
    );
  }
  if (kind === 'action_required') {
    const goalsFirst = screen.status !== 'goals_confirmed';
    return (
      <Alert variant="warning" title={M.actionRequired}>
        {goalsFirst ? (
          <>
            {QUESTION_MESSAGES.goalsNotConfirmed}{' '}
            <Link to={`/job-listing/details/${jobId}/goals`} className={linkClass}>
              Open goals
            </Link>
          </>
        ) : (
          (nextStep ?? 'Generate interview questions')
        )}
      </Alert>
    );
  }
  return (
    <Alert variant="info" title={M.readyToProceed}>
      <span>Workflow state: {jobStatusLabel(screen.workflow_state)}</span>
      {nextStep ? <span className="block">Next step: {nextStep}</span> : null}
    </Alert>
  );
}

/** The Interview Readiness card: ready, or the list of what blocks interviews; plus the move to active. */
export function ReadinessCard({
  readiness,
  loading,
  error,
  children,
}: {
  readiness: Readiness | undefined;
  loading: boolean;
  error: string | null;
  children?: ReactNode;
}) {
  return (
    <Card>
      <CardHeader title={M.interviewReadiness} icon={<Icon name="clipboard-check" />} />
      <CardBody className="space-y-3">
        {loading && !readiness ? (
          <div role="status" aria-label="Loading readiness" className="space-y-2">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-full" />
          </div>
        ) : error && !readiness ? (
          <Alert variant="error">{error}</Alert>
        ) : readiness ? (
          <>
            <p
              className={cn('flex items-center gap-2 text-sm font-medium', readiness.ready ? 'text-emerald-800' : 'text-amber-900')}
              data-testid="readiness-state"
            >
              <Icon name={readiness.ready ? 'check-circle' : 'alert-triangle'} />
              {readiness.ready ? M.readyForInterviews : M.notReadyForInterviews}
            </p>
            {readiness.issues.length > 0 ? (
              <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700" aria-label="Readiness issues">
                {readiness.issues.map((issue) => (
                  <li key={issue}>{issue}</li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
        {children}
      </CardBody>
    </Card>
  );
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-lg font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

/** The question set analytics (spec 02 §3 Question set metrics), with the way to the full analytics page. */
export function AnalyticsCard({ screen }: { screen: QuestionsScreen }) {
  const m = screen.overall_metrics;
  const jobId = encodeURIComponent(screen.job_position_id);
  const distribution = Object.entries(m.question_distribution);
  return (
    <Card>
      <CardHeader
        title={M.analytics}
        icon={<Icon name="bar-chart" />}
        action={
          <ButtonLink to={`/job-listing/${jobId}/questions/analytics`} variant="ghost" size="sm">
            {M.viewAnalytics}
          </ButtonLink>
        }
      />
      <CardBody className="space-y-4">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Stat label="Questions">{m.total_questions}</Stat>
          <Stat label="Goal coverage">{m.goal_coverage_percentage}%</Stat>
          <Stat label="Overall quality">{m.overall_quality}%</Stat>
          <Stat label="Connections per question">{m.avg_connections_per_question}</Stat>
          <Stat label="Evaluation power">{m.total_evaluation_power}</Stat>
          <Stat label="Difficulty balance">{m.difficulty_balance.score}%</Stat>
        </dl>
        <div className="grid gap-4 text-sm sm:grid-cols-2">
          <div>
            <h3 className="font-medium text-slate-800">Difficulty</h3>
            <p className="text-slate-600">
              Easy {m.difficulty_balance.easy} · Mid {m.difficulty_balance.mid} · Hard {m.difficulty_balance.hard}
            </p>
          </div>
          <div>
            <h3 className="font-medium text-slate-800">Categories ({m.category_diversity.score}% of goal categories)</h3>
            <p className="text-slate-600 capitalize">
              {distribution.length > 0 ? distribution.map(([c, n]) => `${c} ${n}`).join(' · ') : 'None yet'}
            </p>
          </div>
        </div>
        {m.recommendations.length > 0 ? (
          <div className="text-sm">
            <h3 className="font-medium text-slate-800">Recommendations</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-600">
              {m.recommendations.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardBody>
    </Card>
  );
}
