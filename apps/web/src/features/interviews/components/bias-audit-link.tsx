import { useSearchParams } from 'react-router';
import { Link } from 'react-router';
import { useCanManageInterviews } from './use-can-manage';

/** To the bias audit, for the same position; owners and admins only (the server checks the same). */
export function BiasAuditLink() {
  const canRead = useCanManageInterviews();
  const job = useSearchParams()[0].get('job');
  if (!canRead) return null;
  return (
    <p className="-mt-2 mb-4 text-sm">
      <Link
        to={`/interviews/bias-audit${job ? `?job=${encodeURIComponent(job)}` : ''}`}
        className="rounded font-medium text-indigo-700 underline hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        Bias audit: scoring rates and impact ratios by sex and race/ethnicity
      </Link>
    </p>
  );
}
