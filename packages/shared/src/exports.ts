import { z } from 'zod';

/**
 * CSV exports (issue 40, item 3): a position's candidates with their scores, and a position's
 * questions with their goals and weights. The files are RFC 4180, UTF-8 with a byte order mark
 * (so spreadsheets read names like "Łukasz Żółć" right), lines ending CRLF, and a cell a
 * spreadsheet would run as a formula is neutralised (decision 721).
 */

export const INTERVIEWS_EXPORT_PATH = '/interviews/export';
/** Under `/job-positions/{id}`, next to the questions routes. */
export const QUESTIONS_EXPORT_SUFFIX = '/questions/export';

export const EXPORT_FORMATS = ['csv'] as const;

export const EXPORT_MESSAGES = {
  jobRequired: 'Choose the job position to export.',
  formatInvalid: 'The only export format is csv.',
  exportCsv: 'Export CSV',
  chooseJob: 'Choose a job position to export its candidates.',
  failed: 'The export could not be downloaded. Try again.',
} as const;

/** `GET /api/app/interviews/export?job_position_id=&format=csv`. */
export const interviewsExportQuerySchema = z.object({
  job_position_id: z.uuid(EXPORT_MESSAGES.jobRequired),
  format: z.enum(EXPORT_FORMATS, EXPORT_MESSAGES.formatInvalid).default('csv'),
});
export type InterviewsExportQuery = z.output<typeof interviewsExportQuerySchema>;

/** `GET /api/app/job-positions/{id}/questions/export?format=csv`. */
export const questionsExportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS, EXPORT_MESSAGES.formatInvalid).default('csv'),
});

/**
 * The candidates file's fixed columns; after them two columns per goal ("<goal>: reviewed score",
 * "<goal>: AI score"), then the overall and recommendation columns below.
 */
export const CANDIDATES_CSV_LEAD_COLUMNS = [
  'Interview ID',
  'Candidate',
  'Email',
  'Status',
  'Review state',
  'Invited at',
  'Completed at',
] as const;
export const CANDIDATES_CSV_TAIL_COLUMNS = [
  'Overall: reviewed score',
  'Overall: AI score',
  'Recommendation',
  'Recommendation source',
  'AI scores withheld',
] as const;
export const goalCsvColumns = (goal: string) => [`${goal}: reviewed score`, `${goal}: AI score`] as const;

/** Why the AI columns of a row are empty under blind-first review (decision 721). */
export const AI_WITHHELD_NOTE = 'Yes: blind review until every answer is reviewed';
/** Why they are empty for the member downloading, once the team has reviewed (decision 503). */
export const AI_UNSEEN_NOTE = 'Yes: blind review until you have scored or shown every AI score';

export const QUESTIONS_CSV_COLUMNS = [
  'Question number',
  'Question ID',
  'Question',
  'Category',
  'Type',
  'Difficulty',
  'Minutes',
  'Goal',
  'Goal category',
  'Weight',
  'Importance (of 10)',
] as const;

/** Spreadsheet-safe file names: the position's title reduced to letters, digits and dashes. */
export function exportFileName(title: string, what: 'candidates' | 'questions'): string {
  const slug =
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'position';
  return `${slug}_${what}.csv`;
}
