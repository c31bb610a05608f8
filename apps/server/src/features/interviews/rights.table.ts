import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CandidateRequestType } from '@hiring/shared/candidate-rights';
import { companies } from '../companies/companies.table.ts';
import { interviews } from './interviews.table.ts';

/**
 * Each notice a company showed candidates, kept as a version: a new one whenever its content
 * (the company's text and contact, the retention period, the fixed wording) changes. A consent
 * records the version it was given under (interviews.notice_version).
 */
export const interviewNotices = pgTable(
  'interview_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    contentHash: text('content_hash').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('interview_notices_version_idx').on(t.companyId, t.version),
    uniqueIndex('interview_notices_hash_idx').on(t.companyId, t.contentHash),
  ],
);

export type InterviewNoticeRow = typeof interviewNotices.$inferSelect;

/** A request a candidate made through the link; its text is erased with the candidate's data. */
export const candidateRequests = pgTable(
  'candidate_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    type: text('type').$type<CandidateRequestType>().notNull(),
    text: text('text'),
    /** Erasure: the moment by which the data is deleted. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** Erasure: when the data was deleted. */
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('candidate_requests_interview_idx').on(t.interviewId, t.createdAt)],
);

export type CandidateRequestRow = typeof candidateRequests.$inferSelect;
