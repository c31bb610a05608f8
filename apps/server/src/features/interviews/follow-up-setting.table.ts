import { boolean, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table.ts';
import { jobPositions } from '../job-positions/job-positions.table.ts';

/**
 * A position's follow-up setting (issue 42, decision 783): whether its interview asks one
 * follow-up when an answer misses something. No row: the default, on.
 */
export const positionFollowUpSettings = pgTable('position_follow_up_settings', {
  jobPositionId: uuid('job_position_id')
    .primaryKey()
    .references(() => jobPositions.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  askFollowUps: boolean('ask_follow_ups').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
