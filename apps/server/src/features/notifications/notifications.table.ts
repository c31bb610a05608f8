import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per notification event sent (e.g. `trial-ending:{subscription id}`): written in the
 * transaction that writes its mails, so an event retried by a job, a sweep or a replayed webhook
 * is mailed once.
 */
export const notificationLog = pgTable('notification_log', {
  key: text('key').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
