import {
  BIAS_AUDIT_PATH,
  type BiasAuditReport,
  type BiasAuditScore,
  type BiasAuditSelection,
  biasAuditFileName,
} from '@hiring/shared/bias-audit';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, apiRequestRaw } from '@/lib/api-client';
import { saveFile } from './decision-log';

export interface BiasAuditParams {
  jobId?: string;
  from?: string;
  to?: string;
  score: BiasAuditScore;
  /** score (default): the scoring rate; decision: the share advanced or hired (issue 43). */
  selection?: BiasAuditSelection;
}

const path = ({ jobId, from, to, score, selection }: BiasAuditParams, format?: 'csv') => {
  const q = new URLSearchParams();
  if (jobId) q.set('job_position_id', jobId);
  if (from) q.set('from', from);
  if (to) q.set('to', to);
  q.set('score', score);
  if (selection && selection !== 'score') q.set('selection', selection);
  if (format) q.set('format', format);
  return `${BIAS_AUDIT_PATH}?${q.toString()}`;
};

/** GET /api/app/interviews/bias-audit: the company's (or one position's) audit of a period, on one score. */
export const biasAuditQueryOptions = (params: BiasAuditParams) =>
  queryOptions({
    queryKey: [
      'interviews',
      'bias-audit',
      params.jobId ?? null,
      params.from ?? null,
      params.to ?? null,
      params.score,
      params.selection ?? 'score',
    ],
    queryFn: ({ signal }) => apiRequest<BiasAuditReport>(path(params), { signal }),
  });

/** Downloads the audit as the server writes its CSV. */
export async function downloadBiasAuditCsv(report: BiasAuditReport): Promise<void> {
  const body = await apiRequestRaw(
    path(
      {
        jobId: report.job_position_id ?? undefined,
        from: report.from,
        to: report.to,
        score: report.score,
        selection: report.selection,
      },
      'csv',
    ),
  );
  saveFile(typeof body === 'string' ? body : '', biasAuditFileName(report), 'text/csv;charset=utf-8');
}
