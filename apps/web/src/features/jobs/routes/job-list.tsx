import {
  ACTIVE_PAGE_WORKFLOW_STATES,
  EMPLOYMENT_TYPES,
  groupJobsByWorkflowState,
  JOB_FALLBACK_MESSAGES,
  JOB_LIST_SKELETON_GROUPS,
  JOB_MESSAGES,
  type JobPositionSummary,
  optionLabel,
  WORK_LOCATIONS,
} from '@hiring/shared/job-positions';
import { formatDate } from '@hiring/shared/constants';
import { useId } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, LoadError, SearchBox, useListParams } from '@/components/ui/list-page';
import { Pager } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/use-session';
import { type JobListFilter, useJobPositions } from '../api/get-job-positions';
import { StatusBadge } from '../components/status-badge';

export type JobListView = 'all' | 'active' | 'archived';

const VIEW_FILTER: Record<JobListView, Pick<JobListFilter, 'workflowState' | 'status'>> = {
  all: {},
  // The Active Jobs page: status active, or workflow state active, interviewing, on_hold (spec 02 §2.1).
  active: { workflowState: ACTIVE_PAGE_WORKFLOW_STATES.join(',') },
  archived: { status: 'archived' },
};

const TITLES: Record<JobListView, string> = { all: 'Job Listings', active: 'Active Job Listings', archived: 'Archived Job Listings' };

const DESCRIPTIONS: Record<JobListView, string> = {
  all: 'Every position of your company, grouped by where it is in the hiring workflow.',
  active: 'Positions that are active, interviewing candidates or on hold, grouped by where they are in the hiring workflow.',
  archived: 'Archived positions, grouped by where they were in the hiring workflow.',
};

/** /job-listing, /job-listing/active and /job-listing/archived (spec 02 §2.1 Job list). */
export function JobListRoute({ view = 'all' }: { view?: JobListView }) {
  const { token, user } = useSession();
  const hasCompany = Boolean(token && user?.company);
  const { search, page, set: setQuery } = useListParams();
  // A save elsewhere (the edit form) returns here with what it did.
  const notice = (useLocation().state as { notice?: unknown } | null)?.notice;

  const list = useJobPositions({ page, search: search || undefined, ...VIEW_FILTER[view] }, hasCompany);
  // Each tab counts what its page lists, so the number beside "Active Jobs" is the number of
  // positions the Active Jobs page shows (decision 512).
  const allCount = useJobPositions({ page: 1, pageSize: 1, ...VIEW_FILTER.all }, hasCompany);
  const activeCount = useJobPositions({ page: 1, pageSize: 1, ...VIEW_FILTER.active }, hasCompany);

  if (!hasCompany) {
    return (
      <div className="mx-auto max-w-xl">
        <Alert variant="warning" title={JOB_MESSAGES.loginRequired}>
          Job listings belong to a company: sign in with an account linked to one.
        </Alert>
      </div>
    );
  }

  const data = list.data;
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={TITLES[view]}
        description={DESCRIPTIONS[view]}
        actions={
          <ButtonLink to="/job-listing/create" icon={<Icon name="plus" className="size-4" />}>
            Create Job Listing
          </ButtonLink>
        }
      />
      {typeof notice === 'string' ? (
        <Alert variant="success" className="mb-5">
          {notice}
        </Alert>
      ) : null}
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <nav aria-label="Job listing views" className="flex gap-1 rounded-lg bg-slate-100 p-1">
          <TabLink to="/job-listing" label="All Jobs" count={allCount.data?.total_count} describe={JOB_MESSAGES.allJobsCount} />
          <TabLink
            to="/job-listing/active"
            label="Active Jobs"
            count={activeCount.data?.total_count}
            describe={JOB_MESSAGES.activeJobsCount}
          />
        </nav>
        <search className="sm:w-96">
          <SearchBox
            label="Search by title or department"
            placeholder="Search by title or department"
            value={search}
            onSearch={(value) => setQuery({ search: value })}
          />
        </search>
      </div>

      {list.isPending ? (
        <GroupSkeletons />
      ) : list.isError ? (
        <LoadError
          title={JOB_MESSAGES.errorLoading}
          error={list.error}
          fallback={JOB_FALLBACK_MESSAGES.fetchJobListings}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : data && data.items.length > 0 ? (
        <div className={cn('space-y-8', list.isPlaceholderData && 'opacity-60')} aria-busy={list.isFetching || undefined}>
          {groupJobsByWorkflowState(data.items).map((group) => (
            <section key={group.key} aria-labelledby={`group-${group.key}`} data-group={group.key}>
              <h2 id={`group-${group.key}`} className="mb-3 flex items-center gap-2 text-sm font-semibold text-slate-900">
                {group.label}
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">{group.jobs.length}</span>
              </h2>
              <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
                {group.jobs.map((job) => (
                  <li key={job.id}>
                    <JobCard job={job} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <Pager
            page={data.page}
            totalPages={data.total_pages}
            totalCount={data.total_count}
            noun="positions"
            nounOne="position"
            onPage={(p) => setQuery({}, p)}
            hideSinglePage
            className="px-0 pb-0 pt-4"
          />
        </div>
      ) : data && data.total_count > 0 && page > 1 ? (
        <EmptyState
          icon="briefcase"
          title="Page out of range"
          text={`Page ${page} is past the last page of these job listings (${data.total_pages === 1 ? '1 page' : `${data.total_pages} pages`}).`}
        >
          <Button variant="secondary" onClick={() => setQuery({}, 1)}>
            Go to page 1
          </Button>
        </EmptyState>
      ) : search ? (
        <EmptyState
          icon="briefcase"
          title="No matching job listings"
          text={`Nothing matches “${search}”. Try another title or department.`}
        >
          <Button variant="secondary" onClick={() => setQuery({ search: '' })}>
            Clear search
          </Button>
        </EmptyState>
      ) : view === 'active' ? (
        <EmptyState
          icon="briefcase"
          title={JOB_MESSAGES.noActiveJobs}
          text="Positions show here once they are active, interviewing or on hold."
        >
          <ButtonLink to="/job-listing" variant="secondary">
            {JOB_MESSAGES.viewAllJobs}
          </ButtonLink>
        </EmptyState>
      ) : view === 'archived' ? (
        <EmptyState icon="briefcase" title="No Archived Job Listings" text="Archived positions show here.">
          <ButtonLink to="/job-listing" variant="secondary">
            {JOB_MESSAGES.viewAllJobs}
          </ButtonLink>
        </EmptyState>
      ) : (
        <EmptyState
          icon="briefcase"
          title={JOB_MESSAGES.noJobs}
          text="Create your first job listing: AI turns its description into evaluation goals."
        >
          <ButtonLink to="/job-listing/create" icon={<Icon name="plus" className="size-4" />}>
            Create Job Listing
          </ButtonLink>
        </EmptyState>
      )}
    </div>
  );
}

function TabLink({
  to,
  label,
  count,
  describe,
}: {
  to: string;
  label: string;
  count: number | undefined;
  /** What the count counts, in words: read by screen readers and shown as a tooltip. */
  describe: (n: number) => string;
}) {
  const descriptionId = useId();
  return (
    <NavLink
      to={to}
      end
      aria-describedby={count !== undefined ? descriptionId : undefined}
      className={({ isActive }) =>
        cn(
          'inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600',
          isActive ? 'bg-white text-slate-900 shadow-xs' : 'text-slate-600 hover:text-slate-900',
        )
      }
    >
      {label}
      {count !== undefined ? (
        <span className="rounded-full bg-slate-200/70 px-1.5 text-xs text-slate-700 tabular-nums" title={describe(count)}>
          {count}
          <span id={descriptionId} hidden>
            {describe(count)}
          </span>
        </span>
      ) : null}
    </NavLink>
  );
}

function JobCard({ job }: { job: JobPositionSummary }) {
  const titleId = useId();
  return (
    <Card className="flex h-full flex-col p-5" aria-labelledby={titleId} role="article">
      {/* The full title, wrapping: it is what tells similar jobs apart. */}
      <div className="flex flex-col items-start gap-2">
        <StatusBadge status={job.status} />
        <div className="min-w-0">
          <h3 id={titleId} className="text-base font-semibold break-words text-slate-900">
            {job.title}
          </h3>
          <p className="mt-0.5 text-sm text-slate-500">{job.department}</p>
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-xs text-slate-600">
        <div>
          <dt className="sr-only">Employment type</dt>
          <dd>{optionLabel(EMPLOYMENT_TYPES, job.employment_type)}</dd>
        </div>
        <div>
          <dt className="sr-only">Location</dt>
          <dd>{optionLabel(WORK_LOCATIONS, job.work_location)}</dd>
        </div>
        <div>
          <dt className="sr-only">Evaluation goals</dt>
          <dd>
            {job.goals_count} {job.goals_count === 1 ? 'goal' : 'goals'}
          </dd>
        </div>
        <div>
          <dt className="sr-only">Created</dt>
          <dd>Created {formatDate(job.created_at)}</dd>
        </div>
      </dl>
      <div className="mt-auto flex gap-2 pt-5">
        <ButtonLink to={`/job-listing/details/${job.id}`} size="sm" variant="secondary" aria-label={`View ${job.title}`}>
          View
        </ButtonLink>
        <ButtonLink to={`/job-listing/edit/${job.id}`} size="sm" variant="ghost" aria-label={`Edit ${job.title}`}>
          Edit
        </ButtonLink>
      </div>
    </Card>
  );
}

const SKELETON_KEYS = Array.from({ length: JOB_LIST_SKELETON_GROUPS }, (_, i) => `skeleton-group-${i + 1}`);

function GroupSkeletons() {
  return (
    <div role="status" aria-label="Loading job listings" className="space-y-8">
      {SKELETON_KEYS.map((key) => (
        <div key={key} data-testid="group-skeleton">
          <Skeleton className="mb-3 h-5 w-40" />
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            <Skeleton className="h-40 rounded-xl" />
            <Skeleton className="h-40 rounded-xl" />
          </div>
        </div>
      ))}
    </div>
  );
}
