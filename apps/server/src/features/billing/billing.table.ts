import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  CHANGE_EFFECTS,
  INVOICE_STATUSES,
  PAYMENT_PROCESSORS,
  type PaymentMethod,
  PLAN_LIMIT_KEYS,
  PRICE_FREQUENCIES,
  PRICE_INTERVALS,
  SCHEDULED_CHANGE_STATUSES,
} from '@hiring/shared/billing';
import { companies } from '../companies/companies.table.ts';
import { users } from '../users/users.table.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A plan customers can buy: the free trial, recurring tiers and one-time packages. Seeded, editable by admins. */
export const billingPackages = pgTable('billing_packages', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stable machine name the seed matches on, e.g. "professional". */
  name: text('name').notNull().unique(),
  displayName: text('display_name').notNull(),
  description: text('description').notNull().default(''),
  /** "trial" marks the free trial (spec 01 §4). */
  tier: text('tier').notNull(),
  isRecommended: boolean('is_recommended').notNull().default(false),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** A price of a package; amounts exactly, in integer cents. */
export const billingPrices = pgTable(
  'billing_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    packageId: uuid('package_id')
      .notNull()
      .references(() => billingPackages.id, { onDelete: 'cascade' }),
    /** Stable machine name the seed matches on, e.g. "professional-yearly". */
    name: text('name').notNull().unique(),
    displayName: text('display_name').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    /** day (trial), month or year. */
    interval: text('interval', { enum: PRICE_INTERVALS }).notNull(),
    intervalCount: integer('interval_count').notNull().default(1),
    frequency: text('frequency', { enum: PRICE_FREQUENCIES }).notNull(),
    /** The matching price at Paddle and Stripe, when those are used. */
    paddlePriceId: text('paddle_price_id'),
    stripePriceId: text('stripe_price_id'),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('billing_prices_package_idx').on(t.packageId)],
);

/** What a package includes; highlighted ones lead the plan card. */
export const billingFeatures = pgTable(
  'billing_features',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    packageId: uuid('package_id')
      .notNull()
      .references(() => billingPackages.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    displayName: text('display_name').notNull(),
    isHighlighted: boolean('is_highlighted').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('billing_features_package_key').on(t.packageId, t.key)],
);

/** A package's limit per key (job_positions, interviews_per_month, seats); a null value is unlimited. */
export const billingPlanLimits = pgTable(
  'billing_plan_limits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    packageId: uuid('package_id')
      .notNull()
      .references(() => billingPackages.id, { onDelete: 'cascade' }),
    limitKey: text('limit_key', { enum: PLAN_LIMIT_KEYS }).notNull(),
    limitValue: integer('limit_value'),
  },
  (t) => [uniqueIndex('billing_plan_limits_package_key').on(t.packageId, t.limitKey)],
);

export const billingDiscountCodes = pgTable('billing_discount_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored uppercase; matched case-insensitively. */
  code: text('code').notNull().unique(),
  description: text('description').notNull().default(''),
  percentOff: integer('percent_off'),
  amountOffCents: integer('amount_off_cents'),
  /** Only prices of these intervals ("month", "year"); null: any. */
  appliesToIntervals: jsonb('applies_to_intervals').$type<string[] | null>(),
  /** Only prices of these frequencies ("recurring", "one_time"); null: any. */
  appliesToFrequencies: jsonb('applies_to_frequencies').$type<string[] | null>(),
  validFrom: ts('valid_from'),
  expiresAt: ts('expires_at'),
  maxRedemptions: integer('max_redemptions'),
  redemptions: integer('redemptions').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export interface BillingDetails {
  company: { name: string; size: string; country: string };
  billing_contact: { first_name: string; last_name: string; phone_number?: string; position?: string };
  team_context: Record<string, unknown>;
  company_details: Record<string, unknown>;
  billing_address?: Record<string, unknown>;
  /** The email of the member who subscribed; invoices are addressed to it. */
  email?: string;
  /** The app origin the checkout started from (one of the app's allowed origins); its return pages go there. */
  return_origin?: string;
}

/** One invoice line; a credit is negative. */
export interface InvoiceLineRow {
  description: string;
  periodStart: string | null;
  periodEnd: string | null;
  amountCents: number;
}

/** A company's subscription: free trial, recurring or one-time. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    packageId: uuid('package_id')
      .notNull()
      .references(() => billingPackages.id),
    priceId: uuid('price_id')
      .notNull()
      .references(() => billingPrices.id),
    status: text('status').notNull(),
    isTrial: boolean('is_trial').notNull().default(false),
    /** Null for a trial, which needs no processor. */
    processor: text('processor', { enum: PAYMENT_PROCESSORS }),
    /** The processor's subscription (or checkout) id. */
    externalId: text('external_id'),
    /** Charged per period, after any discount. */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    discountCodeId: uuid('discount_code_id').references(() => billingDiscountCodes.id, { onDelete: 'set null' }),
    currentPeriodStart: ts('current_period_start'),
    currentPeriodEnd: ts('current_period_end'),
    trialEndsAt: ts('trial_ends_at'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    cancelledAt: ts('cancelled_at'),
    endedAt: ts('ended_at'),
    cancelReason: text('cancel_reason'),
    /** When the processor says the last status event it sent us happened; older status-only events are ignored. */
    lastEventAt: ts('last_event_at'),
    paymentMethod: jsonb('payment_method').$type<PaymentMethod | null>(),
    /** Credit left from an immediate plan change (the unused old period beyond the new charge); renewals use it up. */
    creditCents: integer('credit_cents').notNull().default(0),
    billingDetails: jsonb('billing_details').$type<BillingDetails>(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_company_idx').on(t.companyId, t.createdAt),
    index('subscriptions_external_idx').on(t.processor, t.externalId),
    index('subscriptions_due_idx').on(t.status, t.currentPeriodEnd),
    // A company takes the free trial once, even when two requests race.
    uniqueIndex('subscriptions_one_trial_per_company').on(t.companyId).where(sql`${t.isTrial}`),
    // At most one subscription gives access at a time (the statuses are ACCESS_STATUSES).
    uniqueIndex('subscriptions_one_live_per_company').on(t.companyId).where(sql`${t.status} in ('trialing', 'active', 'past_due')`),
  ],
);

export const invoiceNumberSeq = pgSequence('billing_invoice_number_seq', { startWith: 1001 });

/** One row per payment attempt: paid ones are invoices with a PDF, failed ones stay in the history. */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    number: text('number').notNull().unique(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    packageDisplayName: text('package_display_name').notNull(),
    periodStart: ts('period_start'),
    periodEnd: ts('period_end'),
    processor: text('processor', { enum: PAYMENT_PROCESSORS }).notNull(),
    externalPaymentId: text('external_payment_id').notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** Who was billed, as it stood at payment time. */
    billedTo: jsonb('billed_to').$type<{ company: string; contact: string; email: string | null; address: string[] }>(),
    /** The lines the amount is made of (a prorated plan change has several); null: one line from the description. */
    lines: jsonb('lines').$type<InvoiceLineRow[] | null>(),
    issuedAt: ts('issued_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('billing_invoices_company_idx').on(t.companyId, t.issuedAt),
    uniqueIndex('billing_invoices_payment_key').on(t.processor, t.externalPaymentId),
  ],
);

/** Processor events already applied: a replayed event id is a no-op. */
export const billingProcessorEvents = pgTable(
  'billing_processor_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    processor: text('processor').notNull(),
    eventId: text('event_id').notNull(),
    subscriptionId: uuid('subscription_id'),
    outcome: text('outcome').notNull().default('applied'),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('billing_processor_events_key').on(t.processor, t.eventId)],
);

/** A plan change waiting for its subscription's period end (or applied at once). */
export const billingScheduledChanges = pgTable(
  'billing_scheduled_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    fromPriceId: uuid('from_price_id')
      .notNull()
      .references(() => billingPrices.id),
    toPackageId: uuid('to_package_id')
      .notNull()
      .references(() => billingPackages.id),
    toPriceId: uuid('to_price_id')
      .notNull()
      .references(() => billingPrices.id),
    effective: text('effective', { enum: CHANGE_EFFECTS }).notNull(),
    effectiveAt: ts('effective_at').notNull(),
    status: text('status', { enum: SCHEDULED_CHANGE_STATUSES }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    appliedAt: ts('applied_at'),
    cancelledAt: ts('cancelled_at'),
  },
  (t) => [
    index('billing_changes_company_idx').on(t.companyId, t.createdAt),
    // One pending change per subscription; a new one replaces it.
    uniqueIndex('billing_changes_one_scheduled').on(t.subscriptionId).where(sql`${t.status} = 'scheduled'`),
  ],
);

export type PackageRow = typeof billingPackages.$inferSelect;
export type PriceRow = typeof billingPrices.$inferSelect;
export type FeatureRow = typeof billingFeatures.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type InvoiceRow = typeof billingInvoices.$inferSelect;
export type ScheduledChangeRow = typeof billingScheduledChanges.$inferSelect;
export type DiscountCodeRow = typeof billingDiscountCodes.$inferSelect;
