import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table.ts';
import { users } from '../users/users.table.ts';

/**
 * A company's API keys (migration 0025). The key itself is never stored: `keyHash` is its SHA-256
 * (lib/crypto.ts `hashToken`), and `hint` its first characters, shown in the list.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The member who created it; a request with the key acts as them (decision 720). */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** Some of API_KEY_SCOPES. */
    scopes: text('scopes').array().notNull(),
    keyHash: text('key_hash').notNull(),
    hint: text('hint').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('api_keys_key_hash_idx').on(t.keyHash), index('api_keys_company_idx').on(t.companyId, t.createdAt)],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
