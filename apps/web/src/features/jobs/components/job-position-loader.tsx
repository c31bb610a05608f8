import { JOB_MESSAGES, type JobPosition } from '@hiring/shared/job-positions';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useJobPosition } from '../api/get-job-position';

/** The error text of a job page: the message, or the body as JSON (spec 02 §8). */
export function detailErrorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error) return error.message;
  return JSON.stringify(error);
}

/**
 * Loads the position of the route's `:id`, following it while it is pending, and shows the
 * loading, error and empty states; renders `children` once the position is there.
 */
export function JobPositionLoader({
  errorPrefix = '',
  emptyText = JOB_MESSAGES.noData,
  notFoundText,
  children,
}: {
  /** The goals screen's error card reads 'Error: ' plus the message (spec 02 §8). */
  errorPrefix?: string;
  emptyText?: string;
  /** A 404 shows this instead of the server's message (the goals screen's 'Job listing not found'). */
  notFoundText?: string;
  children: (job: JobPosition) => ReactNode;
}) {
  const { id = '' } = useParams();
  const query = useJobPosition(id, { pollWhilePending: true });
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner size="sm" decorative />
        {JOB_MESSAGES.loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="mx-auto max-w-2xl space-y-4">
        <Alert variant="error">
          {notFoundText && query.error instanceof ApiError && query.error.status === 404 ? (
            notFoundText
          ) : (
            <>
              {errorPrefix}
              {detailErrorText(query.error)}
            </>
          )}
        </Alert>
        <ButtonLink to="/job-listing" variant="secondary">
          Back to Job Listings
        </ButtonLink>
      </div>
    );
  }
  if (!query.data) return <p className="text-sm text-slate-600">{emptyText}</p>;
  return children(query.data);
}
