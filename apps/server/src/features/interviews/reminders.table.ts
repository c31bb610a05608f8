import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ReminderKind } from '@hiring/shared/reminders';
import { companies } from '../companies/companies.table.ts';
import { users } from '../users/users.table.ts';
import { interviews } from './interviews.table.ts';

/**
 * Reminders mailed to candidates (issue 43, decision 770): one row a mail. The automatic kinds are
 * unique per interview, so a second worker or a run after a restart inserts nothing and sends nothing.
 */
export const interviewReminders = pgTable(
  'interview_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ReminderKind>().notNull(),
    /** The member who sent it by hand; null for the automatic ones (or a member since removed). */
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('interview_reminders_once_idx').on(t.interviewId, t.kind).where(sql`${t.kind} <> 'manual'`),
    index('interview_reminders_interview_idx').on(t.interviewId, t.sentAt),
  ],
);

export type InterviewReminderRow = typeof interviewReminders.$inferSelect;

/** A company's reminder setting; a company without a row sends reminders (on by default). */
export const reminderSettings = pgTable('reminder_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
