import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { OnboardingPlanType, OnboardingStatus, OnboardingTask } from '@hiring/shared/onboarding-plans';
import { companies } from '../companies/companies.table.ts';
import { users } from '../users/users.table.ts';

/**
 * A member's onboarding plan (spec 02 §3). The plan belongs to the company it was made in, so it
 * stays with that company if the member leaves; the member's name and email are read from the
 * user row, never copied. Progress and status are stored so the list sorts and searches without
 * reading the tasks; the service derives both whenever the tasks change (decision 410).
 */
export const onboardingPlans = pgTable(
  'onboarding_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planName: text('plan_name').notNull(),
    planType: text('plan_type').$type<OnboardingPlanType>().notNull().default('standard'),
    tasks: jsonb('tasks').$type<OnboardingTask[]>().notNull().default([]),
    progressPercentage: integer('progress_percentage').notNull().default(0),
    status: text('status').$type<OnboardingStatus>().notNull().default('not_started'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One plan per member and company (decision 412).
    uniqueIndex('onboarding_plans_company_user_key').on(t.companyId, t.userId),
    index('onboarding_plans_company_created_idx').on(t.companyId, t.createdAt),
    index('onboarding_plans_user_idx').on(t.userId),
  ],
);

export type OnboardingPlanRow = typeof onboardingPlans.$inferSelect;
