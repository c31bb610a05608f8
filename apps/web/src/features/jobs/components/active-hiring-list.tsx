import { ACTIVE_PAGE_WORKFLOW_STATES } from '@hiring/shared/job-status';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/use-session';
import { useJobPositions } from '../api/get-job-positions';
import { StatusBadge } from './status-badge';

/** Positions the dashboard's Active Hiring panel names; the rest are one link away. */
export const ACTIVE_HIRING_SHOWN = 5;

/**
 * The dashboard's Active Hiring panel: the positions of the Active Jobs page (status active, or
 * workflow state active, interviewing or on_hold), each linked to its detail with its status and
 * interviews, or `empty` when there are none (decision 480). Zod-free, like the dashboard.
 */
export function ActiveHiringList({ empty }: { empty: ReactNode }) {
  const { token, user } = useSession();
  const list = useJobPositions(
    { page: 1, pageSize: ACTIVE_HIRING_SHOWN, workflowState: ACTIVE_PAGE_WORKFLOW_STATES.join(',') },
    Boolean(token && user?.company),
  );
  if (list.isPending) {
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
                {job.department} · {job.interview_count === 1 ? '1 interview' : `${job.interview_count} interviews`}
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
