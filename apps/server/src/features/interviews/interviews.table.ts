import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Decision, MessageDecision } from '@hiring/shared/decision-constants';
import type { AiGoalScore, GoalResult, Recommendation } from '@hiring/shared/interviews';
import type { FollowUpGap, FollowUpSource } from '@hiring/shared/follow-ups';
import { companies } from '../companies/companies.table.ts';
import { jobPositions } from '../job-positions/job-positions.table.ts';
import { questionSets } from '../questions/questions.table.ts';

/**
 * A candidate's interview: the link (token, expiry, status) and the interview taken through it,
 * locked to one finalized question-set version. Personal data (name, email, answers, quotes) is
 * removed after the company's retention period or on request; the scores stay, anonymous.
 */
export const interviews = pgTable(
  'interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobPositionId: uuid('job_position_id')
      .notNull()
      .references(() => jobPositions.id, { onDelete: 'cascade' }),
    /** The finalized version the interview asks, whatever happens to the questions later. */
    questionSetId: uuid('question_set_id')
      .notNull()
      .references(() => questionSets.id, { onDelete: 'cascade' }),
    questionSetVersion: integer('question_set_version').notNull(),
    /** SHA-256 of the link token: the lookup key. */
    tokenHash: text('token_hash').notNull(),
    /** The token sealed with the server's key, so the team can copy and resend the link; null once deleted. */
    tokenSealed: text('token_sealed'),
    candidateName: text('candidate_name'),
    /** Lowercased; null once the candidate's data is deleted. */
    candidateEmail: text('candidate_email'),
    status: text('status', { enum: ['invited', 'started', 'completed', 'expired', 'withdrawn'] })
      .notNull()
      .default('invited'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    sentCount: integer('sent_count').notNull().default(0),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    /** The notice version the consent was given under (issue 39). */
    noticeVersion: integer('notice_version'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    practiceAnswer: text('practice_answer'),
    scoringStatus: text('scoring_status', { enum: ['not_submitted', 'queued', 'scoring', 'scored', 'failed'] })
      .notNull()
      .default('not_submitted'),
    scoringError: text('scoring_error'),
    scoredAt: timestamp('scored_at', { withTimezone: true }),
    aiOverall: real('ai_overall'),
    overall: real('overall'),
    aiRecommendation: text('ai_recommendation').$type<Recommendation>(),
    recommendation: text('recommendation').$type<Recommendation>(),
    reasons: jsonb('reasons').$type<string[]>().notNull().default([]),
    goalResults: jsonb('goal_results').$type<GoalResult[]>().notNull().default([]),
    dataDeletedAt: timestamp('data_deleted_at', { withTimezone: true }),
    /** The team's decision (decision 760) and the one the candidate was last told of (decision 763). */
    decision: text('decision').$type<Decision>().notNull().default('undecided'),
    decisionNote: text('decision_note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by'),
    notifiedDecision: text('notified_decision').$type<MessageDecision>(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    /** When the summary of strengths was mailed after review (issue 42, item 5): once only. */
    strengthsSentAt: timestamp('strengths_sent_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('interviews_token_idx').on(t.tokenHash),
    // One live link per email and job; a withdrawn link frees the address.
    uniqueIndex('interviews_job_email_idx').on(t.jobPositionId, t.candidateEmail).where(sql`${t.withdrawnAt} is null`),
    index('interviews_company_created_idx').on(t.companyId, t.createdAt),
    index('interviews_job_idx').on(t.jobPositionId, t.status),
    index('interviews_company_decision_idx').on(t.companyId, t.decision),
  ],
);

export type InterviewRow = typeof interviews.$inferSelect;
export type NewInterview = typeof interviews.$inferInsert;

/** One answer of an interview, with the AI's score and the reviewer's; both are kept. */
export const interviewAnswers = pgTable(
  'interview_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    /** A question of the interview's locked set. */
    questionId: uuid('question_id').notNull(),
    text: text('text'),
    savedAt: timestamp('saved_at', { withTimezone: true }),
    aiScore: integer('ai_score'),
    aiRaw: real('ai_raw'),
    aiRationale: text('ai_rationale'),
    aiEvidence: jsonb('ai_evidence').$type<string[]>().notNull().default([]),
    aiGoalScores: jsonb('ai_goal_scores').$type<AiGoalScore[]>().notNull().default([]),
    aiFlags: jsonb('ai_flags').$type<string[]>().notNull().default([]),
    /** The language the engine read the answer in (ISO 639-1), when it could tell. */
    aiLanguage: text('ai_language'),
    aiEngine: text('ai_engine'),
    scoredAt: timestamp('scored_at', { withTimezone: true }),
    reviewScore: integer('review_score'),
    reviewNote: text('review_note'),
    reviewedBy: uuid('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** What the candidate page recorded while this answer was written (null: not recorded). */
    pasteCount: integer('paste_count'),
    pastedChars: integer('pasted_chars'),
    tabLeaves: integer('tab_leaves'),
    activeSeconds: integer('active_seconds'),
    /** The one follow-up asked after this answer (issue 42, decision 780): its text, the gap it asks about and where the text came from. */
    followUpText: text('follow_up_text'),
    followUpGap: text('follow_up_gap').$type<FollowUpGap>(),
    /** The guide's key point the answer missed, for a `key_point` gap. */
    followUpPoint: text('follow_up_point'),
    followUpSource: text('follow_up_source').$type<FollowUpSource>(),
    /** The candidate's answer to the follow-up; null while unanswered. */
    followUpAnswer: text('follow_up_answer'),
    followUpSkipped: boolean('follow_up_skipped').notNull().default(false),
    followUpSavedAt: timestamp('follow_up_saved_at', { withTimezone: true }),
    /** The AI's score counts the follow-up's answer (it scored higher with it; decision 782). */
    aiUsedFollowUp: boolean('ai_used_follow_up').notNull().default(false),
  },
  (t) => [uniqueIndex('interview_answers_question_idx').on(t.interviewId, t.questionId)],
);

export type InterviewAnswerRow = typeof interviewAnswers.$inferSelect;

/** A company's interview settings: how long candidates' data is kept and whom they write to. */
export const interviewSettings = pgTable('interview_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  retentionDays: integer('retention_days').notNull().default(180),
  contactEmail: text('contact_email'),
  /** Reviewers score an answer before they see the AI's score (decision 660). */
  blindReview: boolean('blind_review').notNull().default(true),
  /** The company's own text and contact line on the candidate's notice. */
  noticeText: text('notice_text'),
  noticeContact: text('notice_contact'),
  /** Days within which a candidate's erasure request is carried out. */
  erasureDays: integer('erasure_days').notNull().default(7),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type InterviewSettingsRow = typeof interviewSettings.$inferSelect;
