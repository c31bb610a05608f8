import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SelfIdRace, SelfIdSex } from '@hiring/shared/self-id';
import { companies } from '../companies/companies.table.ts';
import { interviews } from './interviews.table.ts';

/**
 * A candidate's voluntary self-identification (issue 39, decision 700): one row per interview,
 * kept apart from the interview and its answers, read only by the bias audit. It goes with the
 * interview (the foreign key cascades) and with the candidate's data (retention and deletion).
 */
export const interviewSelfIdentifications = pgTable(
  'interview_self_identifications',
  {
    interviewId: uuid('interview_id')
      .primaryKey()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    sex: text('sex').$type<SelfIdSex>().notNull(),
    raceEthnicity: text('race_ethnicity').$type<SelfIdRace>().notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('interview_self_identifications_company_idx').on(t.companyId)],
);
