import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every mail the product sends. With SMTP configured, a `mail.deliver` job delivers each pending row. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** stored: kept in the outbox only; pending: waiting for SMTP; sent; failed: gave up. */
    status: text('status', { enum: ['stored', 'pending', 'sent', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When the link the mail carries expires; the retention sweep redacts the body then. */
    secretExpiresAt: timestamp('secret_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_status_idx').on(t.status, t.createdAt), index('mail_outbox_secret_idx').on(t.secretExpiresAt)],
);
