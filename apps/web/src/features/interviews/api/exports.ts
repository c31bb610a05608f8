import { exportFileName, INTERVIEWS_EXPORT_PATH } from '@hiring/shared/exports';
import { apiRequestRaw } from '@/lib/api-client';
import { saveFile } from './decision-log';

const BOM = '\uFEFF';

/**
 * Downloads a position's candidates as the CSV the server wrote (decision 721). The browser's
 * text decoding drops the byte order mark; it is put back so spreadsheets read the file as UTF-8.
 * Answers the number of candidates in the file.
 */
export async function downloadCandidatesCsv(jobPositionId: string, jobTitle: string): Promise<number> {
  const query = new URLSearchParams({ job_position_id: jobPositionId, format: 'csv' });
  const body = await apiRequestRaw(`/app${INTERVIEWS_EXPORT_PATH}?${query.toString()}`);
  const text = typeof body === 'string' ? body : '';
  saveFile(text.startsWith(BOM) ? text : `${BOM}${text}`, exportFileName(jobTitle, 'candidates'), 'text/csv;charset=utf-8');
  return Math.max(0, text.split('\r\n').filter(Boolean).length - 1);
}
