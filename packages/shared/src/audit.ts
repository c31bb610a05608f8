import { z } from 'zod';
import type { ErrorCode } from './error-codes.ts';
import { AUDIT_ACTIONS, AUDIT_ACTOR_TYPES, type AuditAction } from './reviews.ts';
import { formatNumber } from './locale.ts';

/**
 * The decision log (issue 38, item 7): the events owners and admins read per interview and
 * export for a period (`GET /api/app/audit-events`), their labels, the export's limits and its
 * messages. The sentences a screen shows are built in audit-describe.ts.
 */

export const AUDIT_EVENTS_PATH = '/audit-events';

export const AUDIT_LIMITS = {
  /** The longest period one export covers, in days (a leap year). */
  periodDaysMax: 366,
  /** Events in one answer; a period holding more is refused, never cut short. */
  rowsMax: 10_000,
  /** Exports per member per minute. */
  exportsPerMinute: 10,
  /** Days the log outlives the company's retention period (decision 665). */
  keepDaysBeyondRetention: 183,
} as const;

export const AUDIT_FORMATS = ['json', 'csv'] as const;
export type AuditFormat = (typeof AUDIT_FORMATS)[number];

export const AUDIT_ERROR_CODES = {
  dateInvalid: 'audit_date_invalid',
  periodRequired: 'audit_period_required',
  periodReversed: 'audit_period_reversed',
  periodTooLong: 'audit_period_too_long',
  tooManyEvents: 'audit_too_many_events',
} as const satisfies Record<string, ErrorCode>;

export const AUDIT_MESSAGES = {
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  periodRequired: 'Choose the start and the end of the period.',
  periodReversed: 'The end of the period must be on or after its start.',
  periodTooLong: `The period can be at most ${AUDIT_LIMITS.periodDaysMax} days long.`,
  formatInvalid: 'Choose CSV or JSON.',
  interviewInvalid: 'The interview id is not valid.',
  tooManyEvents: (n: number) => `The period holds more than ${formatNumber(n)} events. Choose a shorter period to export.`,
  emptyLog: 'Nothing has been recorded for this interview yet.',
  emptyPeriod: 'Nothing was recorded in this period.',
  /**
   * Under blind-first review, an entry of an answer the reader has not scored or shown the AI score
   * of carries `scores_withheld` instead of its scores (decision 503); these say so in its sentence.
   */
  answerScoresWithheld: 'scores hidden until you score this answer or choose "Show AI score"',
  resultWithheld: 'hidden until you have scored every answer or chosen "Show AI score"',
} as const;

export const AUDIT_ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  ai_scored: 'AI scored an answer',
  review_scored: 'Reviewer scored an answer',
  review_overridden: 'Reviewer overrode the AI score',
  ai_revealed: 'Reviewer showed the AI score',
  recommendation_changed: 'Recommendation changed',
  status_changed: 'Status changed',
  data_deleted: 'Candidate data deleted',
  setting_changed: 'Setting changed',
  api_key_created: 'API key created',
  api_key_first_used: 'API key used for the first time',
  api_key_revoked: 'API key revoked',
  webhook_created: 'Webhook added',
  webhook_changed: 'Webhook changed',
  webhook_paused: 'Webhook paused',
  webhook_deleted: 'Webhook deleted',
  accommodation_requested: 'Candidate asked for an alternative process',
  human_review_requested: 'Candidate asked for human review',
  erasure_requested: 'Candidate asked for erasure',
  data_exported: 'Candidate downloaded their data',
  reminder_sent: 'Reminder sent to the candidate',
  decision_changed: 'Decision changed',
  strengths_summary_sent: 'Summary of strengths sent',
  follow_up_asked: 'AI asked a follow-up',
  candidate_request_handled: "Candidate's request handled",
  questions_translated: 'Questions translated',
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A day that exists (no 2026-02-30), in years both databases store (1970 to 9998). */
export const realDay = (v: string) => {
  const day = new Date(`${v}T00:00:00Z`);
  const year = Number(v.slice(0, 4));
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(v) && year >= 1970 && year <= 9998;
};

/** A calendar date, YYYY-MM-DD. */
const isoDate = z
  .string()
  .trim()
  .refine((v) => DATE.test(v) && realDay(v), {
    message: AUDIT_MESSAGES.dateInvalid,
    params: { code: AUDIT_ERROR_CODES.dateInvalid },
  });

/** Days from `from` to `to`, both included. */
export const periodDays = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/**
 * `GET /api/app/audit-events`: a period of whole UTC days (both included), or one interview's
 * events (then the period is optional), as JSON or CSV.
 */
export const auditEventsQuerySchema = z
  .object({
    from: isoDate.optional(),
    to: isoDate.optional(),
    interview_id: z.uuid(AUDIT_MESSAGES.interviewInvalid).optional(),
    format: z.enum(AUDIT_FORMATS, AUDIT_MESSAGES.formatInvalid).default('json'),
  })
  .superRefine((q, ctx) => {
    const both = q.from !== undefined && q.to !== undefined;
    if (!both && (q.from !== undefined || q.to !== undefined || q.interview_id === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [q.from === undefined ? 'from' : 'to'],
        message: AUDIT_MESSAGES.periodRequired,
        params: { code: AUDIT_ERROR_CODES.periodRequired },
      });
      return;
    }
    if (!both || !DATE.test(q.from!) || !DATE.test(q.to!)) return;
    const days = periodDays(q.from!, q.to!);
    if (days < 1)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: AUDIT_MESSAGES.periodReversed,
        params: { code: AUDIT_ERROR_CODES.periodReversed },
      });
    else if (days > AUDIT_LIMITS.periodDaysMax)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: AUDIT_MESSAGES.periodTooLong,
        params: { code: AUDIT_ERROR_CODES.periodTooLong },
      });
  });
export type AuditEventsQuery = z.infer<typeof auditEventsQuerySchema>;

export const auditEventSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  action_label: z.string(),
  actor: z.object({
    type: z.enum(AUDIT_ACTOR_TYPES),
    user_id: z.string().nullable(),
    /** The member's name; null for the AI and the system, or a member since removed. */
    name: z.string().nullable(),
  }),
  interview_id: z.string().nullable(),
  job_position_id: z.string().nullable(),
  /** What the event is about within the interview: a question id for scores. */
  subject_id: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditEventListSchema = z.object({ events: z.array(auditEventSchema) });
export type AuditEventList = z.infer<typeof auditEventListSchema>;

/** The CSV export's columns, in order; before and after are JSON text. */
export const AUDIT_CSV_COLUMNS = [
  'id',
  'created_at',
  'action',
  'action_label',
  'actor_type',
  'actor_user_id',
  'actor_name',
  'interview_id',
  'job_position_id',
  'subject_id',
  'before',
  'after',
] as const;

/** The export's file name: the period, or the interview, and the format. */
export function auditExportFileName(q: Pick<AuditEventsQuery, 'from' | 'to' | 'interview_id'>, format: AuditFormat): string {
  const what = q.from && q.to ? `${q.from}_to_${q.to}` : `interview-${q.interview_id}`;
  return `decision-log_${what}.${format}`;
}
