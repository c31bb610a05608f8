import {
  AUDIT_ACTION_LABELS,
  AUDIT_ERROR_CODES,
  AUDIT_LIMITS,
  AUDIT_MESSAGES,
  type AuditEvent,
  type AuditEventsQuery,
  auditExportFileName,
} from '@hiring/shared/audit';
import type { AuditAction, AuditActorType } from '@hiring/shared/reviews';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../../db/client.ts';
import { AppError, tooManyRequests } from '../../lib/errors.ts';
import type { RateLimits } from '../../lib/rate-limits.ts';
import { eventsCsv } from './audit-csv.ts';
import { type EventWithActor, listEvents } from './audit.queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface AuditExport {
  fileName: string;
  contentType: string;
  body: string;
}

function toApi(row: EventWithActor): AuditEvent {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    action: row.action as AuditAction,
    action_label: AUDIT_ACTION_LABELS[row.action as AuditAction] ?? row.action,
    actor: { type: row.actorType as AuditActorType, user_id: row.actorId, name: row.actorName },
    interview_id: row.interviewId,
    job_position_id: row.jobPositionId,
    subject_id: row.subjectId,
    before: row.before,
    after: row.after,
  };
}

/** The events as one member may read them: the feature that wrote an entry may hold back what they may not yet see. */
export type ReaderView = (companyId: string, readerId: string, events: AuditEvent[]) => Promise<AuditEvent[]>;

/** Reading and exporting the decision log: a company's own events only; nothing here changes one. */
export class AuditService {
  constructor(private readonly deps: { db: Db; rateLimits: RateLimits; forReader?: ReaderView }) {}

  /**
   * The events of a period (whole UTC days, both included) and/or of one interview, oldest first,
   * as the reader may read them (decision 503).
   */
  async list(companyId: string, readerId: string, query: AuditEventsQuery): Promise<AuditEvent[]> {
    const from = query.from ? new Date(`${query.from}T00:00:00Z`) : undefined;
    const to = query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS) : undefined;
    const rows = await listEvents(this.deps.db, {
      companyId,
      from,
      to,
      interviewId: query.interview_id,
      limit: AUDIT_LIMITS.rowsMax + 1,
    });
    if (rows.length > AUDIT_LIMITS.rowsMax) {
      throw new AppError(400, AUDIT_MESSAGES.tooManyEvents(AUDIT_LIMITS.rowsMax)).withCode(AUDIT_ERROR_CODES.tooManyEvents);
    }
    const events = rows.map(toApi);
    return this.deps.forReader ? this.deps.forReader(companyId, readerId, events) : events;
  }

  /** An export of a period counts against the member's exports per minute; one interview's log does not. */
  async limitExport(userId: string, query: AuditEventsQuery): Promise<void> {
    if (!query.from) return;
    try {
      await this.deps.rateLimits.limiter('audit-export', AUDIT_LIMITS.exportsPerMinute, 60).consume(userId);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooManyRequests(error.msBeforeNext / 1000);
      throw error;
    }
  }

  /** The CSV file of the events, named for its period. */
  csv(query: AuditEventsQuery, events: readonly AuditEvent[]): AuditExport {
    return { fileName: auditExportFileName(query, 'csv'), contentType: 'text/csv; charset=utf-8', body: eventsCsv(events) };
  }
}
