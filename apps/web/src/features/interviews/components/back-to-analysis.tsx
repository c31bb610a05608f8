import { Link } from 'react-router';

/** The underlined link style of the report screens. */
export const reportLinkClass =
  'rounded font-medium text-indigo-700 underline hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-indigo-600';

/** The way back from a report linked from Interview Analysis, keeping the chosen position. */
export function BackToAnalysis({ jobId }: { jobId: string }) {
  return (
    <p className="-mt-2 mb-4 text-sm">
      <Link to={`/interviews/analysis${jobId ? `?job=${encodeURIComponent(jobId)}` : ''}`} className={reportLinkClass}>
        Back to Interview Analysis
      </Link>
    </p>
  );
}
