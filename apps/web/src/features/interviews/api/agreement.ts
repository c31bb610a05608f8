import { AGREEMENT_PATH, type AgreementReport } from '@hiring/shared/agreement';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/app/interviews/agreement, for the company or one position. */
export const agreementQueryOptions = (jobId?: string) =>
  queryOptions({
    queryKey: ['interviews', 'agreement', jobId ?? null],
    queryFn: ({ signal }) =>
      apiRequest<AgreementReport>(`${AGREEMENT_PATH}${jobId ? `?job_position_id=${encodeURIComponent(jobId)}` : ''}`, { signal }),
  });
