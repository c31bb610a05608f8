import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The decision log: one append-only event per AI score, reviewer score, override, "show AI score",
 * recommendation change, status change and data deletion. No foreign keys, so an event outlives
 * the interview it tells of; candidate text is never copied in. The database refuses updates
 * (migration 0022's trigger); events are only removed by the retention sweep, after the
 * interview's retention plus the log's own period.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull(),
    interviewId: uuid('interview_id'),
    jobPositionId: uuid('job_position_id'),
    /** user, ai or system. */
    actorType: text('actor_type').notNull(),
    /** The user, for user events; null for the AI and the system. */
    actorId: uuid('actor_id'),
    /** One of AUDIT_ACTIONS. */
    action: text('action').notNull(),
    /** What the event is about within the interview, e.g. a question id. */
    subjectId: uuid('subject_id'),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_events_company_created_idx').on(t.companyId, t.createdAt),
    index('audit_events_interview_idx').on(t.interviewId, t.createdAt),
  ],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;
export type NewAuditEvent = typeof auditEvents.$inferInsert;
