import type { SampleQuestion } from '@hiring/shared/samples';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table.ts';
import { users } from '../users/users.table.ts';

/**
 * What every sample row has: its company (null for the platform's library, read-only for
 * companies), the library's stable seed key (the seed inserts a missing key and leaves edits
 * alone), who made it and when.
 */
const owned = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
  seedKey: text('seed_key'),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sampleTeams = pgTable(
  'sample_teams',
  {
    ...owned(),
    name: text('name').notNull(),
    industry: text('industry').notNull(),
    size: text('size').notNull(),
    description: text('description'),
    employeeCount: integer('employee_count'),
    departments: jsonb('departments').$type<string[]>().notNull().default([]),
    location: text('location'),
  },
  (t) => [
    uniqueIndex('sample_teams_seed_key').on(t.seedKey).where(sql`${t.seedKey} is not null`),
    index('sample_teams_company_idx').on(t.companyId, t.industry),
  ],
);

export const sampleJobPostings = pgTable(
  'sample_job_postings',
  {
    ...owned(),
    title: text('title').notNull(),
    companyName: text('company_name').notNull(),
    location: text('location'),
    jobType: text('job_type').notNull().default('Full-Time'),
    description: text('description'),
    skills: jsonb('skills').$type<string[]>().notNull().default([]),
    salaryRange: text('salary_range').notNull().default('Competitive'),
    postDate: text('post_date').notNull(),
    industry: text('industry').notNull(),
    roleType: text('role_type').notNull(),
  },
  (t) => [
    uniqueIndex('sample_job_postings_seed_key').on(t.seedKey).where(sql`${t.seedKey} is not null`),
    index('sample_job_postings_company_idx').on(t.companyId, t.industry),
  ],
);

export const sampleJobPositions = pgTable(
  'sample_job_positions',
  {
    ...owned(),
    title: text('title').notNull(),
    department: text('department').notNull().default('General'),
    level: text('level').notNull().default('Entry-Level'),
    description: text('description'),
    requirements: text('requirements'),
    responsibilities: text('responsibilities'),
    industry: text('industry').notNull(),
    roleType: text('role_type').notNull(),
    experienceRequired: integer('experience_required'),
    requiredSkills: jsonb('required_skills').$type<string[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('sample_job_positions_seed_key').on(t.seedKey).where(sql`${t.seedKey} is not null`),
    index('sample_job_positions_company_idx').on(t.companyId, t.industry),
  ],
);

export const sampleInterviews = pgTable(
  'sample_interviews',
  {
    ...owned(),
    title: text('title').notNull(),
    roleType: text('role_type').notNull(),
    difficulty: text('difficulty').notNull(),
    description: text('description'),
    topics: jsonb('topics').$type<string[]>().notNull().default([]),
    estimatedDuration: integer('estimated_duration'),
    format: text('format').notNull().default('Standard'),
    questions: jsonb('questions').$type<SampleQuestion[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('sample_interviews_seed_key').on(t.seedKey).where(sql`${t.seedKey} is not null`),
    index('sample_interviews_company_idx').on(t.companyId, t.roleType),
  ],
);

export type SampleTeamRow = typeof sampleTeams.$inferSelect;
export type SampleJobPostingRow = typeof sampleJobPostings.$inferSelect;
export type SampleJobPositionRow = typeof sampleJobPositions.$inferSelect;
export type SampleInterviewRow = typeof sampleInterviews.$inferSelect;
