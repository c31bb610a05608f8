import type { AuditAction, AuditActorType } from '@hiring/shared/reviews';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditEvents } from './audit.table.ts';

type Tx = Pick<Db, 'insert'>;

/** One decision-log event. `before` and `after` hold scores, codes and ids, never candidate text. */
export interface AuditEventInput {
  companyId: string;
  interviewId?: string | null;
  jobPositionId?: string | null;
  actor: { type: AuditActorType; userId?: string | null };
  action: AuditAction;
  subjectId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /**
   * When it happened, where that is before the write that logs it (a follow-up asked during the
   * interview is logged at submit, with its outcome); else the moment it is written.
   */
  at?: Date;
}

/**
 * The moment an event is written: the database's clock as the row is inserted, not the
 * transaction's start (every event of one transaction would share that, and be listed in no
 * order), one microsecond apart within one insert so they keep the order they were given in.
 */
const writtenAt = (index: number) => sql`clock_timestamp() + interval '1 microsecond' * ${sql.raw(String(index))}`;

/**
 * Appends events in the caller's transaction, so an event is written exactly when its change is.
 * The log lists events by their time: the events of one call, and of calls one after another,
 * come in the order they were given.
 */
export async function recordAuditEvents(tx: Tx, events: readonly AuditEventInput[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(auditEvents).values(
    events.map((e, index) => ({
      companyId: e.companyId,
      interviewId: e.interviewId ?? null,
      jobPositionId: e.jobPositionId ?? null,
      actorType: e.actor.type,
      actorId: e.actor.userId ?? null,
      action: e.action,
      subjectId: e.subjectId ?? null,
      before: e.before ?? null,
      after: e.after ?? null,
      createdAt: e.at ?? writtenAt(index),
    })),
  );
}

export const recordAuditEvent = (tx: Tx, event: AuditEventInput) => recordAuditEvents(tx, [event]);
