import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** Stored lowercased; unique regardless of case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role').notNull().default('user'),
    status: text('status').notNull().default('active'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phone: text('phone'),
    position: text('position'),
    department: text('department'),
    location: text('location'),
    bio: text('bio'),
    /** The company's own code for the employee (spec 02 §3); optional. */
    employeeCode: text('employee_code'),
    /** Descriptive flags (sales, hr, is_manager, ...): the role, not these, decides permissions. */
    metadata: jsonb('metadata').$type<Record<string, boolean>>().notNull().default({}),
    /** Notification preferences (spec 02 §3): email and browser on, mobile off until changed. */
    notificationPreferences: jsonb('notification_preferences')
      .$type<{ email: boolean; browser: boolean; mobile: boolean }>()
      .notNull()
      .default({ email: true, browser: true, mobile: false }),
    /** "Language and region" (decision 793): a locale of DISPLAY_LOCALE_CHOICES; null: the browser's. */
    displayLocale: text('display_locale'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`), index('users_company_idx').on(t.companyId)],
);

export type UserRow = typeof users.$inferSelect;
