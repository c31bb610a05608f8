import { INTERVIEW_MESSAGES } from '@hiring/shared/interviews';
import type { UseQueryResult } from '@tanstack/react-query';

/**
 * Under a results screen's job filter: says so when the positions could not be read, with a retry,
 * instead of a filter that silently offers no job.
 */
export function JobOptionsError({ query }: { query: Pick<UseQueryResult, 'isError' | 'isFetching' | 'refetch'> }) {
  if (!query.isError) return null;
  return (
    <p role="alert" className="mt-1.5 text-xs text-rose-700">
      <span>{INTERVIEW_MESSAGES.jobOptionsFailed}</span>{' '}
      <button
        type="button"
        onClick={() => void query.refetch()}
        disabled={query.isFetching}
        className="rounded font-medium underline hover:text-rose-900 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-60"
      >
        Try again
      </button>
    </p>
  );
}
