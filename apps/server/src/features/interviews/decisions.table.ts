import { boolean, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MessageDecision, MessageTemplate } from '@hiring/shared/decision-constants';
import { companies } from '../companies/companies.table.ts';

/**
 * A company's messages to candidates (decisions 762, 766): its own templates for advance, reject
 * and hire (a decision left out uses the default), the "what happens next" text of the candidate
 * page, and whether a summary of strengths is mailed once a reviewer has scored every answer.
 * Kept apart from interview_settings so each concern changes its own row.
 */
export const candidateMessageSettings = pgTable('candidate_message_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  templates: jsonb('templates').$type<Partial<Record<MessageDecision, MessageTemplate>>>().notNull().default({}),
  nextStepsText: text('next_steps_text'),
  strengthsAfterReview: boolean('strengths_after_review').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CandidateMessageSettingsRow = typeof candidateMessageSettings.$inferSelect;
