import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** The company context (spec 02 §3) that tailors AI recommendations. */
  industry: text('industry'),
  size: text('size'),
  description: text('description'),
  website: text('website'),
  /** When the context was last saved; null until then. */
  contextUpdatedAt: timestamp('context_updated_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
