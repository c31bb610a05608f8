import type { AuditAction } from '@hiring/shared/reviews';
import type { TestApp } from '../../test/harness.ts';
import { auditEvents } from './audit.table.ts';

/** Events written straight into the log at a chosen time, for the tests of reading, exporting and keeping it. */
export async function seedEvents(
  t: TestApp,
  companyId: string,
  events: {
    at: Date;
    action?: AuditAction;
    interviewId?: string | null;
    actorId?: string | null;
    subjectId?: string | null;
    after?: Record<string, unknown>;
  }[],
) {
  return t.database.db
    .insert(auditEvents)
    .values(
      events.map((e) => ({
        companyId,
        interviewId: e.interviewId ?? null,
        actorType: e.actorId ? 'user' : 'system',
        actorId: e.actorId ?? null,
        action: e.action ?? 'status_changed',
        subjectId: e.subjectId ?? null,
        before: null,
        after: e.after ?? { status: 'invited' },
        createdAt: e.at,
      })),
    )
    .returning();
}
