import { ACTIVE_PAGE_WORKFLOW_STATES, JOB_STATUS_MESSAGES } from '@hiring/shared/job-status';
import { canAccessPath } from '@hiring/shared/roles';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/use-session';
import { useJobPositionOptions } from '../api/get-job-position-options';
import { useJobPositions } from '../api/get-job-positions';
import { StatusBadge } from './status-badge';

/** Positions the dashboard's Active Hiring panel names; the rest are one link away. */
export const ACTIVE_HIRING_SHOWN = 5;

const interviewsOf = (count: number) => (count === 1 ? '1 interview' : `${count} interviews`);

function LoadingRows() {
  return (
    <ul className="space-y-3" aria-busy="true" aria-label="Loading active positions">
      {[0, 1].map((i) => (
        <li key={i}>
          <Skeleton className="h-12 w-full" />
        </li>
      ))}
    </ul>
  );
}

/**
 * The dashboard's Active Hiring panel: the positions of the Active Jobs page (status active, or
 * workflow state active, interviewing or on_hold) with their status and interviews, or `empty`
 * when there are none (decision 480). Owners and admins get links to each position; other roles
 * read the same positions without them (decision 491). Zod-free, like the dashboard.
 */
export function ActiveHiringList({ empty }: { empty: ReactNode }) {
  const { role } = useSession();
  return canAccessPath(role, '/job-listing') ? <ManagedActiveHiring empty={empty} /> : <ReadOnlyActiveHiring empty={empty} />;
}

/**
 * For roles that cannot open the job listings: the active positions' names and states. Those who
 * read results follow a position to its completed interviews; the others only read.
 */
function ReadOnlyActiveHiring({ empty }: { empty: ReactNode }) {
  const { token, user, role } = useSession();
  const list = useJobPositionOptions(ACTIVE_PAGE_WORKFLOW_STATES.join(','), Boolean(token && user?.company));
  const readsResults = canAccessPath(role, '/interviews/completed');
  if (list.isPending && user?.company) return <LoadingRows />;
  if (list.isError) {
    return (
      <p role="alert" className="py-4 text-sm text-slate-600">
        <span>{JOB_STATUS_MESSAGES.activePositionsFailed}</span>{' '}
        <button
          type="button"
          onClick={() => void list.refetch()}
          className="rounded font-medium text-indigo-600 underline hover:text-indigo-500 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          Try again
        </button>
      </p>
    );
  }
  if (!list.data || list.data.items.length === 0) return empty;
  const { items, total_count: total } = list.data;
  const shown = items.slice(0, ACTIVE_HIRING_SHOWN);
  return (
    <div>
      <ul className="divide-y divide-slate-100" aria-label="Positions in active hiring">
        {shown.map((job) => (
          <li key={job.id} className="flex items-start justify-between gap-3 py-3 first:pt-0">
            <div className="min-w-0">
              {readsResults ? (
                <Link
                  to={`/interviews/completed?job=${encodeURIComponent(job.id)}`}
                  className="block text-sm font-medium break-words text-slate-900 hover:text-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                >
                  {job.title}
                  <span className="sr-only">: completed interviews</span>
                </Link>
              ) : (
                <p className="text-sm font-medium break-words text-slate-900">{job.title}</p>
              )}
              <p className="text-xs text-slate-500">
                {job.department} · {interviewsOf(job.interview_count)}
              </p>
            </div>
            <StatusBadge status={job.workflow_state} className="shrink-0" />
          </li>
        ))}
      </ul>
      {total > shown.length ? <p className="mt-4 text-sm text-slate-600">{`${total} positions in active hiring in all.`}</p> : null}
    </div>
  );
}

function ManagedActiveHiring({ empty }: { empty: ReactNode }) {
  const { token, user } = useSession();
  const list = useJobPositions(
    { page: 1, pageSize: ACTIVE_HIRING_SHOWN, workflowState: ACTIVE_PAGE_WORKFLOW_STATES.join(',') },
    Boolean(token && user?.company),
  );
  if (list.isPending) return <LoadingRows />;
  // The panel's empty state still links to the list, which shows the error in full.
  if (list.isError || list.data.items.length === 0) return empty;
  const { items, total_count: total } = list.data;
  return (
    <div>
      <ul className="divide-y divide-slate-100" aria-label="Positions in active hiring">
        {items.map((job) => (
          <li key={job.id} className="flex items-start justify-between gap-3 py-3 first:pt-0">
            <div className="min-w-0">
              <Link
                to={`/job-listing/details/${job.id}`}
                className="block text-sm font-medium break-words text-slate-900 hover:text-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              >
                {job.title}
              </Link>
              <p className="text-xs text-slate-500">
                {job.department} · {interviewsOf(job.interview_count)}
              </p>
            </div>
            <StatusBadge status={job.workflow_state} className="shrink-0" />
          </li>
        ))}
      </ul>
      <Link
        to="/job-listing/active"
        className="mt-4 inline-flex items-center gap-1.5 rounded text-sm font-medium text-indigo-600 hover:text-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        {total > items.length ? `View all ${total} active positions` : 'View active job listings'}
      </Link>
    </div>
  );
}
