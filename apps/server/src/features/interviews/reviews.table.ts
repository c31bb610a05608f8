import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table.ts';
import { interviews } from './interviews.table.ts';

/**
 * One reviewer's score of one answer. Several reviewers score independently; an answer's final
 * score is the reviewers' mean where any scored, else the AI's. A score that differs from the
 * AI's by 2 or more carries an override reason.
 */
export const answerReviews = pgTable(
  'answer_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    /** A question of the interview's locked set. */
    questionId: uuid('question_id').notNull(),
    /** The user who scored; kept when the user leaves, so the score still counts. */
    reviewerId: uuid('reviewer_id').notNull(),
    score: integer('score').notNull(),
    note: text('note'),
    /** One of OVERRIDE_REASON_CODES where the score differs from the AI's by 2 or more. */
    overrideReasonCode: text('override_reason_code'),
    overrideReasonText: text('override_reason_text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('answer_reviews_reviewer_idx').on(t.interviewId, t.questionId, t.reviewerId),
    index('answer_reviews_company_idx').on(t.companyId, t.interviewId),
  ],
);

export type AnswerReviewRow = typeof answerReviews.$inferSelect;

/** A reviewer chose "Show AI score" for an answer before scoring it under blind review. */
export const answerAiReveals = pgTable(
  'answer_ai_reveals',
  {
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id').notNull(),
    reviewerId: uuid('reviewer_id').notNull(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.interviewId, t.questionId, t.reviewerId] })],
);

export type AnswerAiRevealRow = typeof answerAiReveals.$inferSelect;
