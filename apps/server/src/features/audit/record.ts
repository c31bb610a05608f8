import type { AuditAction, AuditActorType } from '@hiring/shared/reviews';
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
}

/** Appends events in the caller's transaction, so an event is written exactly when its change is. */
export async function recordAuditEvents(tx: Tx, events: readonly AuditEventInput[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(auditEvents).values(
    events.map((e) => ({
      companyId: e.companyId,
      interviewId: e.interviewId ?? null,
      jobPositionId: e.jobPositionId ?? null,
      actorType: e.actor.type,
      actorId: e.actor.userId ?? null,
      action: e.action,
      subjectId: e.subjectId ?? null,
      before: e.before ?? null,
      after: e.after ?? null,
    })),
  );
}

export const recordAuditEvent = (tx: Tx, event: AuditEventInput) => recordAuditEvents(tx, [event]);
