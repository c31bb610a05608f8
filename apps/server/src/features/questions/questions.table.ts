import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { EngineProvenance, Effectiveness, GoalConnection, ResponseGuidelines } from '@hiring/shared/ai';
import type { InterviewLanguage } from '@hiring/shared/interview-language';
import { QUESTION_CHANGE_TYPES } from '@hiring/shared/questions';
import { companies } from '../companies/companies.table.ts';
import { jobPositions } from '../job-positions/job-positions.table.ts';

/**
 * A version of a position's interview questions (spec 02 §3). `generating` while the job writes
 * it, `draft` once written, `finalized` when a person finalizes it; `failed` if generation gave up.
 * A finalized set is never changed again: later edits fork the next version, so interviews held on
 * a version keep exactly what was asked (docs/decisions/200-question-set-versions.md).
 */
export const questionSets = pgTable(
  'question_sets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobPositionId: uuid('job_position_id')
      .notNull()
      .references(() => jobPositions.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    status: text('status', { enum: ['generating', 'draft', 'finalized', 'failed'] }).notNull(),
    /** Generation progress: goals done of goals in total. */
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total').notNull().default(0),
    failureReason: text('failure_reason'),
    /** The interview length (minutes) the set was fitted to; null for sets made before lengths. */
    lengthMinutes: integer('length_minutes'),
    /**
     * The set's language: what the engine wrote it in (English) or translated it into; a copy keeps
     * it. Null for sets made before sets were marked (decision 795).
     */
    language: text('language').$type<InterviewLanguage>(),
    /** The version this set was translated from; null when it was not translated. */
    translatedFrom: integer('translated_from'),
    createdBy: uuid('created_by'),
    finalizedBy: uuid('finalized_by'),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('question_sets_version_idx').on(t.jobPositionId, t.version)],
);

export type QuestionSetRow = typeof questionSets.$inferSelect;

/** One interview question of one set version (spec 02 §3 Interview question). */
export const interviewQuestions = pgTable(
  'interview_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionSetId: uuid('question_set_id')
      .notNull()
      .references(() => questionSets.id, { onDelete: 'cascade' }),
    jobPositionId: uuid('job_position_id')
      .notNull()
      .references(() => jobPositions.id, { onDelete: 'cascade' }),
    /** The same question across versions: a forked version's copy keeps it, so history follows it. */
    lineageId: uuid('lineage_id').notNull(),
    questionOrder: integer('question_order').notNull(),
    text: text('text').notNull(),
    category: text('category').notNull(),
    questionType: text('question_type').notNull(),
    difficulty: text('difficulty').notNull(),
    competency: text('competency').notNull(),
    intent: text('intent').notNull(),
    purpose: text('purpose').notNull(),
    expectedTraits: jsonb('expected_traits').$type<string[]>().notNull(),
    estimatedTime: integer('estimated_time').notNull(),
    aiConfidence: integer('ai_confidence').notNull(),
    /** Who wrote the current text: 'ai', or 'team' once written by hand or edited (its AI confidence no longer applies). */
    authoredBy: text('authored_by', { enum: ['ai', 'team'] })
      .notNull()
      .default('ai'),
    followupSuggestions: jsonb('followup_suggestions').$type<string[]>().notNull(),
    /** strong/adequate/weak, key points and the anchored 1-5 rating scale. */
    expectedResponseGuidelines: jsonb('expected_response_guidelines').$type<ResponseGuidelines>().notNull(),
    effectiveness: jsonb('effectiveness').$type<Effectiveness>().notNull(),
    goalConnections: jsonb('goal_connections').$type<GoalConnection[]>().notNull(),
    skills: jsonb('skills').$type<string[]>().notNull().default([]),
    sources: jsonb('sources').$type<string[]>().notNull().default([]),
    provenance: jsonb('provenance').$type<EngineProvenance>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('interview_questions_set_idx').on(t.questionSetId, t.questionOrder),
    index('interview_questions_lineage_idx').on(t.lineageId),
  ],
);

export type InterviewQuestionRow = typeof interviewQuestions.$inferSelect;
export type NewInterviewQuestion = typeof interviewQuestions.$inferInsert;

/** Every change to a question (spec 02 §3 Question history entry). */
export const questionHistory = pgTable(
  'question_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobPositionId: uuid('job_position_id')
      .notNull()
      .references(() => jobPositions.id, { onDelete: 'cascade' }),
    lineageId: uuid('lineage_id').notNull(),
    questionId: uuid('question_id').notNull(),
    changeType: text('change_type', { enum: QUESTION_CHANGE_TYPES }).notNull(),
    version: integer('version').notNull(),
    changedBy: uuid('changed_by'),
    textBefore: text('text_before'),
    textAfter: text('text_after').notNull(),
    /** A reorder's place of the question in the set, before and after. */
    orderBefore: integer('order_before'),
    orderAfter: integer('order_after'),
    category: text('category').notNull(),
    purpose: text('purpose').notNull(),
    expectedTraits: jsonb('expected_traits').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('question_history_lineage_idx').on(t.lineageId, t.createdAt),
    index('question_history_job_idx').on(t.jobPositionId, t.createdAt),
  ],
);

export type QuestionHistoryRow = typeof questionHistory.$inferSelect;

/**
 * A translation of a position's current set by the AI engine (issue 42 item 2, decision 795): asked
 * for by a person, run by the `questions.translate` job, progress counted in questions. Once done it
 * names the version it wrote; a failure keeps its reason. At most one runs per position.
 */
export const questionSetTranslations = pgTable(
  'question_set_translations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobPositionId: uuid('job_position_id')
      .notNull()
      .references(() => jobPositions.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The set translated, and its version (kept should the set go). */
    sourceSetId: uuid('source_set_id').references(() => questionSets.id, { onDelete: 'set null' }),
    sourceVersion: integer('source_version').notNull(),
    language: text('language').$type<InterviewLanguage>().notNull(),
    status: text('status', { enum: ['translating', 'done', 'failed'] }).notNull(),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total').notNull().default(0),
    failureReason: text('failure_reason'),
    /** The version the translation was written as, once done. */
    resultVersion: integer('result_version'),
    requestedBy: uuid('requested_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('question_set_translations_job_idx').on(t.jobPositionId, t.createdAt),
    // Two requests at once: the second one's row is refused, and it answers questions_translating.
    uniqueIndex('question_set_translations_running_idx').on(t.jobPositionId).where(sql`${t.status} = 'translating'`),
  ],
);

export type QuestionSetTranslationRow = typeof questionSetTranslations.$inferSelect;
