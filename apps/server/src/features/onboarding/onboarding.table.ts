import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { OnboardingData } from '@hiring/shared/onboarding';
import { companies } from '../companies/companies.table.ts';
import { users } from '../users/users.table.ts';

/**
 * One owner's onboarding (spec 01 §3): the current step 0-4, completed, and the data each step
 * saved. Written on the first action (start, a saved step, skip); until then there is no row.
 */
export const onboardingStates = pgTable(
  'onboarding_states',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    currentStep: integer('current_step').notNull().default(0),
    data: jsonb('data').$type<OnboardingData>().notNull(),
    /** When the onboarding was first opened: the one-time redirect is not offered again. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** "Skip for now": the dashboard card offers to resume; opening it again clears this. */
    skippedAt: timestamp('skipped_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('onboarding_states_step_check', sql`${t.currentStep} between 0 and 4`)],
);

export type OnboardingRow = typeof onboardingStates.$inferSelect;
