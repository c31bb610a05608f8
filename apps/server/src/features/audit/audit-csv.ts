import { AUDIT_CSV_COLUMNS, type AuditEvent } from '@hiring/shared/audit';

/** A cell a spreadsheet would read as a formula begins with one of these (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): a cell a spreadsheet would run as a formula gets a leading apostrophe,
 * and a cell holding a comma, a quote or a line break is quoted with its quotes doubled.
 */
export function csvCell(value: string | null): string {
  if (value === null) return '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const json = (v: Record<string, unknown> | null) => (v === null ? null : JSON.stringify(v));

/** The export as CSV: a header row, then one row per event, lines ending CRLF. */
export function eventsCsv(events: readonly AuditEvent[]): string {
  const rows = events.map((e) =>
    [
      e.id,
      e.created_at,
      e.action,
      e.action_label,
      e.actor.type,
      e.actor.user_id,
      e.actor.name,
      e.interview_id,
      e.job_position_id,
      e.subject_id,
      json(e.before),
      json(e.after),
    ]
      .map(csvCell)
      .join(','),
  );
  return [AUDIT_CSV_COLUMNS.join(','), ...rows].map((line) => `${line}\r\n`).join('');
}
