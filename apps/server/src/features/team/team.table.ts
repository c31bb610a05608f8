import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table.ts';
import { users } from '../users/users.table.ts';

/**
 * Invitations to join a company with a role. The mailed link carries a random token; only its
 * SHA-256 hash is stored. Expired is not a stored status: a pending row past expires_at is expired.
 */
export const employeeInvites = pgTable(
  'employee_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Stored lowercased. */
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    status: text('status', { enum: ['pending', 'accepted', 'revoked'] })
      .notNull()
      .default('pending'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    sendCount: integer('send_count').notNull().default(1),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('employee_invites_token_key').on(t.tokenHash),
    // One open invitation per company and address.
    uniqueIndex('employee_invites_pending_key').on(t.companyId, sql`lower(${t.email})`).where(sql`${t.status} = 'pending'`),
    index('employee_invites_company_idx').on(t.companyId, t.createdAt),
  ],
);

export type EmployeeInviteRow = typeof employeeInvites.$inferSelect;
