import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../users/index.ts';
import { type AuditEventRow, auditEvents } from './audit.table.ts';

type Reader = Pick<Db, 'select' | 'selectDistinctOn' | 'execute'>;

export interface EventFilter {
  companyId: string;
  /** Inclusive start and exclusive end, when the period is given. */
  from?: Date;
  to?: Date;
  interviewId?: string;
  /** Rows read at most; the caller reads one more than it answers to know a period holds too many. */
  limit: number;
}

export type EventWithActor = AuditEventRow & { actorName: string | null };

/** A company's events, oldest first, with the name of the member who acted. Never another company's. */
export async function listEvents(db: Reader, f: EventFilter): Promise<EventWithActor[]> {
  const rows = await db
    .select({ event: auditEvents, firstName: users.firstName, lastName: users.lastName })
    .from(auditEvents)
    .leftJoin(users, and(eq(users.id, auditEvents.actorId), eq(users.companyId, auditEvents.companyId)))
    .where(
      and(
        eq(auditEvents.companyId, f.companyId),
        f.from ? gte(auditEvents.createdAt, f.from) : undefined,
        f.to ? lt(auditEvents.createdAt, f.to) : undefined,
        f.interviewId ? eq(auditEvents.interviewId, f.interviewId) : undefined,
      ),
    )
    .orderBy(asc(auditEvents.createdAt), asc(auditEvents.id))
    .limit(f.limit);
  return rows.map((r) => ({
    ...r.event,
    actorName: r.firstName === null ? null : `${r.firstName} ${r.lastName ?? ''}`.trim(),
  }));
}

/** The status each interview was last logged in (its latest status_changed event), by interview id. */
export async function latestLoggedStatuses(db: Reader, interviewIds: readonly string[]): Promise<Map<string, string>> {
  if (interviewIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([auditEvents.interviewId], { interviewId: auditEvents.interviewId, after: auditEvents.after })
    .from(auditEvents)
    .where(and(inArray(auditEvents.interviewId, [...interviewIds]), eq(auditEvents.action, 'status_changed')))
    .orderBy(auditEvents.interviewId, desc(auditEvents.createdAt), desc(auditEvents.id));
  const statuses = new Map<string, string>();
  for (const r of rows) {
    const status = r.after?.status;
    if (r.interviewId && typeof status === 'string') statuses.set(r.interviewId, status);
  }
  return statuses;
}

/**
 * Removes, at most `batch` at a time, the events past the log's keep: an interview's events go
 * together, once the latest of them is older than its company's retention days plus `keepDays`
 * (the latest event comes at or after the interview's end, so the log outlives the interview's
 * retention by at least `keepDays`); an event of no interview goes by its own age.
 * `retentionDays` gives a company's retention in days as SQL, from the company id's column.
 */
export async function purgeEvents(
  db: Pick<Db, 'execute'>,
  now: Date,
  keepDays: number,
  retentionDays: (companyId: SQL) => SQL,
  batch: number,
): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const keep = (companyId: SQL) => sql`make_interval(days => (${retentionDays(companyId)}) + ${keepDays})`;
  const result = await db.execute<{ id: string }>(sql`
    delete from audit_events where id in (
      select e.id from audit_events e
      where e.created_at + ${keep(sql`e.company_id`)} <= ${at}
        and not exists (
          select 1 from audit_events n
          where n.interview_id = e.interview_id and n.created_at + ${keep(sql`n.company_id`)} > ${at}
        )
      limit ${batch}
    )
    returning id`);
  return (result as unknown as { rows: { id: string }[] }).rows.length;
}
