import { boolean, customType, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { EngineProvenance } from '@hiring/shared/ai';
import type { InterviewCriteria } from '@hiring/shared/job-positions';
import { companies } from '../companies/companies.table.ts';
import { users } from '../users/users.table.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Job positions (spec 02 §3). `status` is also the workflow state: the spec's two fields always
 * move together here (docs/decisions/057-status-is-the-workflow-state.md).
 */
export const jobPositions = pgTable(
  'job_positions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    department: text('department').notNull(),
    jobDescription: text('job_description').notNull(),
    requirements: text('requirements'),
    responsibilities: text('responsibilities'),
    status: text('status').notNull().default('draft'),
    requiredSkills: jsonb('required_skills').$type<string[]>().notNull().default([]),
    experienceLevel: text('experience_level').notNull(),
    employmentType: text('employment_type').notNull(),
    workLocation: text('work_location').notNull(),
    salaryRange: text('salary_range'),
    culturalAttributes: jsonb('cultural_attributes').$type<string[]>().notNull().default([]),
    benefits: text('benefits'),
    reportingTo: text('reporting_to'),
    teamSize: text('team_size'),
    remoteWorkAllowed: boolean('remote_work_allowed').notNull().default(true),
    travelRequired: boolean('travel_required').notNull().default(false),
    securityClearanceRequired: boolean('security_clearance_required').notNull().default(false),
    experienceRequired: text('experience_required'),
    maxResponses: integer('max_responses').notNull().default(50),
    /** The candidate pages' language, 'en' or 'es' (decision 790). */
    interviewLanguage: text('interview_language').notNull().default('en'),
    aiAnalysis: jsonb('ai_analysis').$type<Record<string, unknown>>(),
    interviewCriteria: jsonb('interview_criteria').$type<InterviewCriteria>(),
    /** Why the position is `failed`, e.g. goal generation gave up. */
    failureReason: text('failure_reason'),
    goalsConfirmed: boolean('goals_confirmed').notNull().default(false),
    goalsVersion: integer('goals_version').notNull().default(0),
    interviewCount: integer('interview_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('job_positions_company_created_idx').on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('job_positions_company_status_idx').on(t.companyId, t.status),
  ],
);

export type JobPositionRow = typeof jobPositions.$inferSelect;

/**
 * What the job list's search reads (decision 440): per position, the words of its title and
 * department (a GIN index answers word-prefix searches on PGlite and PostgreSQL alike), with the
 * company, status and creation time the list filters and orders by. Its rows are a tenth the
 * width of a position's, so counting and ordering a few thousand matches touches a tenth of the
 * pages; the page's own rows are then read from job_positions by id. Triggers on job_positions
 * keep it (migration 0015), so every way a position is written keeps its words.
 */
export const jobPositionSearch = pgTable(
  'job_position_search',
  {
    jobPositionId: uuid('job_position_id')
      .primaryKey()
      .references(() => jobPositions.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').notNull(),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    words: tsvector('words').notNull(),
  },
  (t) => [index('job_position_search_words_idx').using('gin', t.words).with({ fastupdate: false })],
);

/** Every change of a position's state: who, when, from, to. */
export const jobPositionStatusHistory = pgTable(
  'job_position_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobPositionId: uuid('job_position_id')
      .notNull()
      .references(() => jobPositions.id, { onDelete: 'cascade' }),
    /** null for the entry that records the creation. */
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** null when the system made the change (background goal generation). */
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_position_status_history_job_idx').on(t.jobPositionId, t.createdAt)],
);

export type StatusHistoryRow = typeof jobPositionStatusHistory.$inferSelect;

/** Evaluation goals of a position (spec 02 §3 Goal), with the engine that wrote them. */
export const jobGoals = pgTable(
  'job_goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobPositionId: uuid('job_position_id')
      .notNull()
      .references(() => jobPositions.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    description: text('description'),
    category: text('category').notNull(),
    importance: integer('importance').notNull().default(2),
    priorityOrder: integer('priority_order').notNull().default(1),
    hiringStrategy: text('hiring_strategy'),
    selected: boolean('selected').notNull().default(true),
    confirmed: boolean('confirmed').notNull().default(false),
    /** Who typed a custom goal (a user id) or 'system'; null for the engine's goals. */
    createdBy: text('created_by'),
    reason: text('reason'),
    /** preset, custom, generated (by the engine) or manual (added later on the goals screen). */
    source: text('source').notNull(),
    presetId: integer('preset_id'),
    skills: jsonb('skills').$type<string[]>().notNull().default([]),
    /** Sentences of the job description the goal came from, verbatim; empty for typed goals. */
    sources: jsonb('sources').$type<string[]>().notNull().default([]),
    provenance: jsonb('provenance').$type<EngineProvenance>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_goals_job_idx').on(t.jobPositionId, t.priorityOrder)],
);

export type JobGoalRow = typeof jobGoals.$inferSelect;
