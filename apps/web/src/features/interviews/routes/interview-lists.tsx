import { formatDate } from '@hiring/shared/constants';
import { INTERVIEW_MESSAGES, INTERVIEW_STATUS_LABELS, type InterviewStatusFilter, type InterviewSummary } from '@hiring/shared/interviews';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { DECISION_LABELS, DECISIONS, type Decision } from '@hiring/shared/decision-constants';
import { Link } from 'react-router';
import { ButtonLink, Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { interviewJobsQueryOptions, useInterviews } from '../api/interviews';
import { JobOptionsError } from '../components/job-options-error';
import { InterviewStatusBadge, ReviewBadge, ScoreValue, ScoringBadge } from '../components/badges';
import { RecommendationWithSource } from '../components/review-progress';
import { LinkActions } from '../components/link-actions';
import { RemindersNote } from '../components/reminders-note';
import { useCanManageInterviews } from '../components/use-can-manage';
import { DecisionBadge } from '../components/decision-badge';
import { BulkDecideDialog } from '../components/bulk-decide';
import { offersDecision } from '../api/decisions';
import { Pager } from '@/components/ui/pager';
import { EmptyState, LoadError, RowsSkeleton, SearchBox, useListParams } from '@/components/ui/list-page';

export type InterviewListView = 'pending' | 'completed' | 'results';

interface ViewConfig {
  title: string;
  description: string;
  /** The status filter's choices; the first is the default. */
  statuses: readonly { value: InterviewStatusFilter; label: string }[];
  empty: string;
  emptyText: string;
}

const VIEWS: Record<InterviewListView, ViewConfig> = {
  pending: {
    title: 'Pending Interviews',
    description: 'Candidates invited who have not submitted yet: copy, resend or withdraw their links.',
    statuses: [
      { value: 'pending', label: 'Invited and in progress' },
      { value: 'invited', label: INTERVIEW_STATUS_LABELS.invited },
      { value: 'started', label: INTERVIEW_STATUS_LABELS.started },
    ],
    empty: INTERVIEW_MESSAGES.noPending,
    emptyText: 'Create interview links for a job with finalized questions; candidates show here until they submit.',
  },
  completed: {
    title: 'Completed Interviews',
    description: 'Submitted interviews with their scores; open one to review the evidence and confirm the scores.',
    statuses: [
      { value: 'completed', label: INTERVIEW_STATUS_LABELS.completed },
      { value: 'expired', label: INTERVIEW_STATUS_LABELS.expired },
      { value: 'withdrawn', label: INTERVIEW_STATUS_LABELS.withdrawn },
    ],
    empty: INTERVIEW_MESSAGES.noCompleted,
    emptyText: 'Submitted interviews are scored by the AI engine and show here for your review.',
  },
  results: {
    title: 'Interview Results',
    description: 'Every submitted interview with its overall score and recommendation. Open one to review it.',
    statuses: [{ value: 'completed', label: INTERVIEW_STATUS_LABELS.completed }],
    empty: INTERVIEW_MESSAGES.noCompleted,
    emptyText: 'Results show here once candidates submit their interviews.',
  },
};

export const PendingInterviewsRoute = () => <InterviewListRoute view="pending" />;
export const CompletedInterviewsRoute = () => <InterviewListRoute view="completed" />;
export const InterviewResultsRoute = () => <InterviewListRoute view="results" />;

/** /interviews/pending, /interviews/completed and /interviews/results: search, job and status filters, 10 a page. */
export function InterviewListRoute({ view }: { view: InterviewListView }) {
  const config = VIEWS[view];
  const defaultStatus = config.statuses[0]?.value ?? '';
  const {
    search,
    page,
    values,
    filtered,
    set: setQuery,
    clear,
  } = useListParams(['job', 'status', 'decision', 'sort'], {
    status: defaultStatus,
  });
  const jobId = values.job;
  const status = config.statuses.find((s) => s.value === values.status)?.value ?? config.statuses[0]?.value;
  const jobSelectId = useId();
  const statusSelectId = useId();
  const decisionSelectId = useId();
  const showScores = view !== 'pending';
  const decision = showScores && (DECISIONS as readonly string[]).includes(values.decision) ? (values.decision as Decision) : undefined;
  const sort = showScores && values.sort === 'decision' ? 'decision' : undefined;

  const list = useInterviews({ page, status, search: search || undefined, jobPositionId: jobId || undefined, decision, sort });
  const jobs = useQuery(interviewJobsQueryOptions());

  const data = list.data;
  const canManage = useCanManageInterviews();
  // Bulk decisions: completed, scored interviews of this page, picked by their boxes.
  const selectable = view === 'completed' && status === 'completed';
  const [picked, setPicked] = useState<InterviewSummary[]>([]);
  const [deciding, setDeciding] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const togglePick = (item: InterviewSummary) =>
    setPicked((now) => (now.some((p) => p.id === item.id) ? now.filter((p) => p.id !== item.id) : [...now, item]));

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={config.title}
        description={config.description}
        actions={
          canManage ? (
            <ButtonLink to="/interviews/create-link" icon={<Icon name="plus" className="size-4" />}>
              Create Interview Links
            </ButtonLink>
          ) : null
        }
      />
      <search
        className={cn('mb-5 grid gap-3', showScores ? 'md:grid-cols-[1fr_12rem_10rem_10rem_10rem]' : 'md:grid-cols-[1fr_14rem_12rem]')}
      >
        <SearchBox
          label="Search by candidate name or email"
          placeholder="Search by candidate name or email"
          value={search}
          onSearch={(value) => setQuery({ search: value })}
        />
        <div>
          <label htmlFor={jobSelectId} className="sr-only">
            Job position
          </label>
          <Select
            id={jobSelectId}
            value={jobId}
            placeholder="All job positions"
            options={(jobs.data?.items ?? []).map((j) => ({ value: j.id, label: j.title }))}
            onChange={(e) => setQuery({ job: e.target.value })}
          />
          <JobOptionsError query={jobs} />
        </div>
        {config.statuses.length > 1 ? (
          <div>
            <label htmlFor={statusSelectId} className="sr-only">
              Status
            </label>
            <Select id={statusSelectId} value={status} options={config.statuses} onChange={(e) => setQuery({ status: e.target.value })} />
          </div>
        ) : null}
        {showScores ? (
          <>
            <div>
              <label htmlFor={decisionSelectId} className="sr-only">
                Decision
              </label>
              <Select
                id={decisionSelectId}
                value={decision ?? ''}
                placeholder="Any decision"
                options={DECISIONS.map((d) => ({ value: d, label: DECISION_LABELS[d] }))}
                onChange={(e) => setQuery({ decision: e.target.value })}
              />
            </div>
            <div>
              <label htmlFor={`${decisionSelectId}-sort`} className="sr-only">
                Sort
              </label>
              <Select
                id={`${decisionSelectId}-sort`}
                value={sort ?? ''}
                options={[
                  { value: '', label: 'Newest first' },
                  { value: 'decision', label: 'By decision' },
                ]}
                onChange={(e) => setQuery({ sort: e.target.value })}
              />
            </div>
          </>
        ) : null}
      </search>
      {selectable ? (
        <div className="mb-3 flex flex-wrap items-center gap-3" aria-live="polite">
          <span className="text-sm text-slate-700">
            {picked.length === 0 ? 'Select interviews to decide them together.' : `${picked.length} selected`}
          </span>
          <Button size="sm" variant="secondary" disabled={picked.length === 0} onClick={() => setDeciding(true)}>
            Decide selected
          </Button>
          {picked.length > 0 ? (
            <Button size="sm" variant="ghost" onClick={() => setPicked([])}>
              Clear selection
            </Button>
          ) : null}
          {done ? (
            <p role="status" className="text-sm text-emerald-700">
              {done}
            </p>
          ) : null}
        </div>
      ) : null}
      {deciding ? (
        <BulkDecideDialog
          selected={picked}
          onClose={() => setDeciding(false)}
          onDone={(message) => {
            setDeciding(false);
            setPicked([]);
            setDone(message);
          }}
        />
      ) : null}

      {list.isPending ? (
        <RowsSkeleton framed />
      ) : list.isError ? (
        <LoadError
          title="Error Loading Interviews"
          error={list.error}
          fallback={INTERVIEW_MESSAGES.fetchInterviews}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : data && data.items.length > 0 ? (
        <Card className={cn('overflow-hidden', list.isPlaceholderData && 'opacity-60')} aria-busy={list.isFetching || undefined}>
          {/* One grid for every row (each row a subgrid of it): a column is as wide as its widest cell
              in any row, so the columns line up down the list. */}
          <ul aria-label={config.title} className={cn('divide-y divide-slate-100 md:grid', ROW_COLUMNS)}>
            <li aria-hidden="true" className={cn('hidden', ROW_SPAN, 'md:grid')} data-testid="list-columns">
              <div className="col-span-full grid grid-cols-subgrid gap-3 bg-slate-50 px-4 py-2 text-xs font-medium text-slate-600">
                <span>Candidate</span>
                <span>Job</span>
                <span>Status</span>
                <span className="text-right">{showScores ? 'Score and recommendation' : 'Link'}</span>
              </div>
            </li>
            {data.items.map((item) => (
              <li key={item.id} className={ROW_SPAN}>
                <InterviewRow
                  interview={item}
                  showScores={showScores}
                  pick={
                    selectable && offersDecision(item)
                      ? { checked: picked.some((p) => p.id === item.id), toggle: () => togglePick(item) }
                      : undefined
                  }
                />
              </li>
            ))}
          </ul>
          <Pager
            hideSinglePage
            page={data.page}
            totalPages={data.total_pages}
            totalCount={data.total_count}
            noun="interviews"
            nounOne="interview"
            onPage={(p) => setQuery({}, p)}
          />
        </Card>
      ) : filtered ? (
        <EmptyState icon="search" title="No matching interviews" text="Nothing matches these filters. Try another search, job or status.">
          <Button variant="secondary" onClick={clear}>
            Clear filters
          </Button>
        </EmptyState>
      ) : (
        <EmptyState icon="video" title={config.empty} text={config.emptyText}>
          {canManage ? (
            <ButtonLink to="/interviews/create-link" variant="secondary">
              Create Interview Links
            </ButtonLink>
          ) : null}
        </EmptyState>
      )}
    </div>
  );
}

/** The list's columns from md up: candidate, job, status, then scores or link actions at their widest. */
const ROW_COLUMNS = 'md:grid-cols-[minmax(0,1.6fr)_minmax(0,1.2fr)_max-content_max-content] md:gap-x-3';
/** A row spans the list's grid and lays its cells on the list's columns. */
const ROW_SPAN = 'md:col-span-full md:grid md:grid-cols-subgrid';

function InterviewRow({
  interview,
  showScores,
  pick,
}: {
  interview: InterviewSummary;
  showScores: boolean;
  pick?: { checked: boolean; toggle: () => void };
}) {
  const name = interview.candidate_name ?? interview.candidate_label;
  return (
    <div className="grid gap-3 px-4 py-4 md:col-span-full md:grid-cols-subgrid md:items-center" data-interview-row>
      <div className="flex min-w-0 items-start gap-3">
        {pick ? (
          <input
            type="checkbox"
            className="mt-1 size-4 shrink-0 accent-indigo-600"
            checked={pick.checked}
            onChange={pick.toggle}
            aria-label={`Select ${name}`}
          />
        ) : null}
        <div className="min-w-0">
          <Link to={`/interviews/${interview.id}`} className="font-medium break-words text-slate-900 hover:text-indigo-700 hover:underline">
            {name}
          </Link>
          {interview.candidate_email ? <p className="truncate text-sm text-slate-600">{interview.candidate_email}</p> : null}
        </div>
      </div>
      <div className="min-w-0 text-sm">
        <p className="truncate text-slate-800">{interview.job_title}</p>
        <p className="text-xs text-slate-600">
          {interview.completed_at
            ? `Submitted ${formatDate(interview.completed_at)}`
            : interview.started_at
              ? `Started ${formatDate(interview.started_at)}`
              : `Invited ${formatDate(interview.invited_at)} · expires ${formatDate(interview.expires_at)}`}
        </p>
        {showScores ? null : <RemindersNote interview={interview} />}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <InterviewStatusBadge status={interview.status} />
        {showScores && interview.status === 'completed' ? <DecisionBadge decision={interview.decision.decision} /> : null}
        {showScores && interview.status === 'completed' ? (
          interview.scoring_status === 'scored' ? (
            <ReviewBadge status={interview.review_status} />
          ) : (
            <ScoringBadge status={interview.scoring_status} />
          )
        ) : (
          <span className="text-xs text-slate-600">
            {interview.answered_count} of {interview.questions_count} answered
          </span>
        )}
      </div>
      <div className="flex items-center justify-start gap-3 md:justify-end">
        {showScores ? (
          <>
            <ScoreValue score={interview.overall_score} label="overall score" />
            <RecommendationWithSource
              recommendation={interview.recommendation}
              source={interview.recommendation_source}
              unreviewed={interview.unreviewed_count}
              scored={interview.scoring_status === 'scored'}
            />
          </>
        ) : (
          <LinkActions interview={interview} />
        )}
      </div>
    </div>
  );
}
