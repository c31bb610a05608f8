import { AUDIT_EVENTS_PATH, type AuditEventList, type AuditFormat, auditExportFileName } from '@hiring/shared/audit';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, apiRequestRaw } from '@/lib/api-client';

const path = (params: Record<string, string>) => `/app${AUDIT_EVENTS_PATH}?${new URLSearchParams(params).toString()}`;

/** GET /api/app/audit-events?interview_id=: one interview's decision log, oldest first (owners and admins). */
export const decisionLogQueryOptions = (interviewId: string) =>
  queryOptions({
    queryKey: ['interviews', 'decision-log', interviewId],
    queryFn: ({ signal }) => apiRequest<AuditEventList>(path({ interview_id: interviewId }), { signal }),
  });

export interface DecisionLogExport {
  from: string;
  to: string;
  format: AuditFormat;
}

/** Saves text as a file the browser downloads. */
export function saveFile(text: string, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/**
 * Downloads the company's decision log of a period: the CSV as the server wrote it, or the
 * events as JSON (`{ events: [...] }`). Says how many events the file holds.
 */
export async function downloadDecisionLog({ from, to, format }: DecisionLogExport): Promise<number> {
  const fileName = auditExportFileName({ from, to }, format);
  if (format === 'csv') {
    const body = await apiRequestRaw(path({ from, to, format }));
    const text = typeof body === 'string' ? body : '';
    saveFile(text, fileName, 'text/csv;charset=utf-8');
    return Math.max(0, text.split('\r\n').filter(Boolean).length - 1);
  }
  const data = await apiRequest<AuditEventList>(path({ from, to, format }));
  saveFile(`${JSON.stringify(data, null, 2)}\n`, fileName, 'application/json');
  return data.events.length;
}
