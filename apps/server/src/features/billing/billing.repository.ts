import { and, asc, count, desc, eq, exists, gt, inArray, lte, ne, notInArray, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { PlanLimitKey } from '@hiring/shared/billing';
import { ACCESS_STATUSES, CURRENT_STATUSES, NOT_STARTED_STATUSES } from '@hiring/shared/billing';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { users } from '../users/index.ts';
import {
  billingInvoices,
  billingPackages,
  billingPlanLimits,
  billingPrices,
  billingScheduledChanges,
  type PackageRow,
  type PriceRow,
  type SubscriptionRow,
  subscriptions,
} from './billing.table.ts';
import { isUuid } from '../../lib/uuid.ts';

/** A transaction or the database: repository functions run in either. */
export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

// --- Subscriptions -------------------------------------------------------------------------

export interface SubscriptionView {
  sub: SubscriptionRow;
  pkg: PackageRow;
  price: PriceRow;
}

const subscriptionView = (db: Tx) =>
  db
    .select({ sub: subscriptions, pkg: billingPackages, price: billingPrices })
    .from(subscriptions)
    .innerJoin(billingPackages, eq(billingPackages.id, subscriptions.packageId))
    .innerJoin(billingPrices, eq(billingPrices.id, subscriptions.priceId));

/**
 * The company's current subscription: the newest one that gives access, else the newest unpaid
 * one (so the customer sees what to fix); pending and incomplete checkouts never are.
 */
export async function findCurrentSubscription(db: Tx, companyId: string): Promise<SubscriptionView | undefined> {
  const [row] = await subscriptionView(db)
    .where(and(eq(subscriptions.companyId, companyId), inArray(subscriptions.status, [...CURRENT_STATUSES])))
    .orderBy(sql`case when ${subscriptions.status} = 'unpaid' then 1 else 0 end`, desc(subscriptions.createdAt))
    .limit(1);
  return row;
}

const currentSubscriptionQuery = preparedPerDb((db) =>
  subscriptionView(db)
    .where(and(eq(subscriptions.companyId, sql.placeholder('companyId')), inArray(subscriptions.status, [...CURRENT_STATUSES])))
    .orderBy(sql`case when ${subscriptions.status} = 'unpaid' then 1 else 0 end`, desc(subscriptions.createdAt))
    .limit(1)
    .prepare('current_subscription'),
);

/** findCurrentSubscription as one prepared statement, for the gate every write passes (not inside a transaction). */
export async function findCurrentSubscriptionPrepared(db: Db, companyId: string): Promise<SubscriptionView | undefined> {
  const [row] = await currentSubscriptionQuery(db).execute({ companyId });
  return row;
}

/** What access and a plan limit are decided on: the current subscription's dates and status, its price's frequency and one limit. */
export interface AccessRow {
  sub: Pick<SubscriptionRow, 'status' | 'isTrial' | 'trialEndsAt' | 'currentPeriodEnd'>;
  price: Pick<PriceRow, 'frequency'>;
  /** The plan's value for the limit asked for; null when unlimited, or when none was asked for. */
  limit: number | null;
}

/**
 * The current subscription as findCurrentSubscription picks it, with only what access is decided
 * on, and the plan's value for the placeholder `limitKey` (a missing limit is unlimited, as in
 * findLimits). `companyId` is a placeholder for the prepared query, or an outer column when it is
 * joined laterally into a route's session lookup (decision 465).
 */
function accessRows(db: Db, companyId: Placeholder | AnyPgColumn) {
  return db
    .select({
      status: subscriptions.status,
      isTrial: subscriptions.isTrial,
      trialEndsAt: subscriptions.trialEndsAt,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      frequency: billingPrices.frequency,
      limit: billingPlanLimits.limitValue,
    })
    .from(subscriptions)
    .innerJoin(billingPrices, eq(billingPrices.id, subscriptions.priceId))
    .leftJoin(
      billingPlanLimits,
      and(eq(billingPlanLimits.packageId, subscriptions.packageId), eq(billingPlanLimits.limitKey, sql.placeholder('limitKey'))),
    )
    .where(and(eq(subscriptions.companyId, companyId), inArray(subscriptions.status, [...CURRENT_STATUSES])))
    .orderBy(sql`case when ${subscriptions.status} = 'unpaid' then 1 else 0 end`, desc(subscriptions.createdAt))
    .limit(1);
}

const accessLimitQuery = preparedPerDb((db) => accessRows(db, sql.placeholder('companyId')).prepare('current_access'));

/**
 * The access row as a subquery on an outer statement's company column, to join laterally
 * (placeholder `limitKey`), and the fields to select of it; toAccessRow reads them.
 */
export function accessSubquery(db: Db, companyId: AnyPgColumn) {
  const found = accessRows(db, companyId).as('current_access');
  const { status, isTrial, trialEndsAt, currentPeriodEnd, frequency, limit } = found;
  return { found, fields: { status, isTrial, trialEndsAt, currentPeriodEnd, frequency, limit } };
}

type AccessColumns = Awaited<ReturnType<typeof accessRows>>[number];

/**
 * An access row as read, or as joined (all null when the company has no current subscription):
 * null then, the answer findAccess gives as undefined.
 */
export function toAccessRow(row: { [K in keyof AccessColumns]: AccessColumns[K] | null } | null | undefined): AccessRow | null {
  if (!row || row.status === null) return null;
  const { frequency, limit, status, isTrial, trialEndsAt, currentPeriodEnd } = row;
  return { sub: { status, isTrial: !!isTrial, trialEndsAt, currentPeriodEnd }, price: { frequency: frequency! }, limit };
}

/**
 * The gate of every write in one prepared statement, where the full view and the limits took two
 * (see accessRows).
 */
export async function findAccess(db: Db, companyId: string, limitKey: PlanLimitKey | null): Promise<AccessRow | undefined> {
  const [row] = await accessLimitQuery(db).execute({ companyId, limitKey });
  return toAccessRow(row) ?? undefined;
}

/** The newest subscription of the company that ever started (not a pending or abandoned checkout). */
export async function findLatestStartedSubscription(db: Tx, companyId: string): Promise<SubscriptionView | undefined> {
  const [row] = await subscriptionView(db)
    .where(and(eq(subscriptions.companyId, companyId), notInArray(subscriptions.status, [...NOT_STARTED_STATUSES])))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row;
}

const trialRow = alias(subscriptions, 'trial_row');

/** The columns the profile's flags are read from, and no more. */
export interface ProfileSubscriptionView {
  sub: Pick<SubscriptionRow, 'status' | 'isTrial' | 'trialEndsAt' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'>;
  pkg: Pick<PackageRow, 'displayName'>;
  price: Pick<PriceRow, 'frequency'>;
}

/**
 * The row the profile's flags are read from: the current subscription (as findCurrentSubscription
 * picks it), else the newest that started, and whether the company ever took the free trial.
 * `companyId` is a placeholder for the prepared query, or an outer column when it is joined
 * laterally into another statement (the profile route's session lookup, decision 425).
 */
function profileSubscriptionRows(db: Db, companyId: SQL.Aliased | SQL | Placeholder | AnyPgColumn) {
  const isCurrent = sql<boolean>`${inArray(subscriptions.status, [...CURRENT_STATUSES])}`;
  return db
    .select({
      status: subscriptions.status,
      isTrial: subscriptions.isTrial,
      trialEndsAt: subscriptions.trialEndsAt,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      displayName: billingPackages.displayName,
      frequency: billingPrices.frequency,
      isCurrent: isCurrent.as('is_current'),
      hadTrial: sql<boolean>`exists(${db
        .select({ one: sql`1` })
        .from(trialRow)
        .where(and(eq(trialRow.companyId, subscriptions.companyId), eq(trialRow.isTrial, true)))})`.as('had_trial'),
    })
    .from(subscriptions)
    .innerJoin(billingPackages, eq(billingPackages.id, subscriptions.packageId))
    .innerJoin(billingPrices, eq(billingPrices.id, subscriptions.priceId))
    .where(and(eq(subscriptions.companyId, companyId), notInArray(subscriptions.status, [...NOT_STARTED_STATUSES])))
    .orderBy(
      sql`case when ${isCurrent} then 0 else 1 end`,
      sql`case when ${subscriptions.status} = 'unpaid' then 1 else 0 end`,
      desc(subscriptions.createdAt),
    )
    .limit(1);
}

const profileSubscriptionQuery = preparedPerDb((db) =>
  profileSubscriptionRows(db, sql.placeholder('companyId')).prepare('profile_subscription'),
);

/** The profile's subscription row as a subquery on an outer statement's company column, to join laterally. */
export function profileSubscriptionSubquery(db: Db, companyId: AnyPgColumn) {
  return profileSubscriptionRows(db, companyId).as('profile_subscription');
}

export type ProfileSubscriptionRow = Awaited<ReturnType<typeof profileSubscriptionRows>>[number];

/** What the profile's flags are worked out from; a company without a started subscription has no row (all null when joined). */
export interface ProfileSubscriptionFound {
  shown: ProfileSubscriptionView | undefined;
  isCurrent: boolean;
  hadTrial: boolean;
}

export function toProfileSubscriptionFound(
  row: { [K in keyof ProfileSubscriptionRow]: ProfileSubscriptionRow[K] | null } | null | undefined,
): ProfileSubscriptionFound {
  // Trials never wait for a checkout, so a company without a started row never took one.
  if (!row || row.status === null) return { shown: undefined, isCurrent: false, hadTrial: false };
  return {
    shown: {
      sub: {
        status: row.status,
        isTrial: !!row.isTrial,
        trialEndsAt: row.trialEndsAt,
        currentPeriodEnd: row.currentPeriodEnd,
        cancelAtPeriodEnd: !!row.cancelAtPeriodEnd,
      },
      pkg: { displayName: row.displayName ?? '' },
      price: { frequency: row.frequency! },
    },
    isCurrent: !!row.isCurrent,
    hadTrial: !!row.hadTrial,
  };
}

/** What the profile shows, in one prepared query on every profile read (see profileSubscriptionRows). */
export async function findProfileSubscription(db: Db, companyId: string): Promise<ProfileSubscriptionFound> {
  const [row] = await profileSubscriptionQuery(db).execute({ companyId });
  return toProfileSubscriptionFound(row);
}

export async function findSubscription(db: Tx, companyId: string, id: string): Promise<SubscriptionView | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await subscriptionView(db).where(and(eq(subscriptions.companyId, companyId), eq(subscriptions.id, id)));
  return row;
}

/** Any company's subscription by id: only for processor events and jobs, which carry our id. */
export async function findSubscriptionById(db: Tx, id: string): Promise<SubscriptionView | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await subscriptionView(db).where(eq(subscriptions.id, id));
  return row;
}

export async function findSubscriptionByExternalId(db: Tx, processor: string, externalId: string): Promise<SubscriptionView | undefined> {
  const [row] = await subscriptionView(db)
    .where(and(eq(subscriptions.processor, processor as 'sandbox'), eq(subscriptions.externalId, externalId)))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row;
}

/** Locks the subscription row for the rest of the transaction. */
export async function lockSubscription(tx: Tx, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return row;
}

export async function companyHadTrial(db: Tx, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.companyId, companyId), eq(subscriptions.isTrial, true)))
    .limit(1);
  return !!row;
}

/** Subscriptions that give access, other than `exceptId`. */
export async function findLiveSubscriptions(db: Tx, companyId: string, exceptId?: string): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.companyId, companyId),
        inArray(subscriptions.status, [...ACCESS_STATUSES]),
        exceptId ? ne(subscriptions.id, exceptId) : undefined,
      ),
    );
}

export async function insertSubscription(db: Tx, values: typeof subscriptions.$inferInsert): Promise<SubscriptionRow> {
  const [row] = await db.insert(subscriptions).values(values).returning();
  if (!row) throw new Error('subscription insert returned nothing');
  return row;
}

export async function updateSubscription(
  db: Tx,
  id: string,
  values: Partial<typeof subscriptions.$inferInsert>,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db.update(subscriptions).set(values).where(eq(subscriptions.id, id)).returning();
  return row;
}

/** Marks the company's other waiting checkouts abandoned, so at most one is pending. */
export async function abandonPendingCheckouts(db: Tx, companyId: string, now: Date): Promise<void> {
  await db
    .update(subscriptions)
    .set({ status: 'incomplete', endedAt: now, updatedAt: now })
    .where(and(eq(subscriptions.companyId, companyId), eq(subscriptions.status, 'pending')));
}

/** Paid subscriptions that still have a period end to process: those giving access (but trials) and unpaid ones. */
export const PERIOD_END_STATUSES = CURRENT_STATUSES.filter((s) => s !== 'trialing');

/**
 * Subscriptions whose trial or period ended at `now` and that have a period-end step of ours:
 * trials, sandbox renewals, one-time purchases, cancellations; and those with a scheduled change
 * that is due by its own effective time (a renewal webhook may have moved the period end on
 * already). Paddle and Stripe renew through their own webhooks.
 */
/** Trials still running that end after `now` and no later than `until`: due for the trial-ending mail. */
export async function findTrialsEndingBy(db: Tx, now: Date, until: Date, limit = 500): Promise<string[]> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'trialing'),
        eq(subscriptions.isTrial, true),
        gt(subscriptions.trialEndsAt, now),
        lte(subscriptions.trialEndsAt, until),
      ),
    )
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function findDueSubscriptionIds(db: Tx, now: Date, limit = 200): Promise<string[]> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .innerJoin(billingPrices, eq(billingPrices.id, subscriptions.priceId))
    .where(
      or(
        and(eq(subscriptions.status, 'trialing'), eq(subscriptions.isTrial, true), lte(subscriptions.trialEndsAt, now)),
        and(
          inArray(subscriptions.status, [...PERIOD_END_STATUSES]),
          lte(subscriptions.currentPeriodEnd, now),
          or(
            and(eq(subscriptions.processor, 'sandbox'), eq(subscriptions.status, 'active')),
            eq(subscriptions.cancelAtPeriodEnd, true),
            eq(billingPrices.frequency, 'one_time'),
          ),
        ),
        and(
          inArray(subscriptions.status, [...PERIOD_END_STATUSES]),
          exists(
            db
              .select({ id: billingScheduledChanges.id })
              .from(billingScheduledChanges)
              .where(
                and(
                  eq(billingScheduledChanges.subscriptionId, subscriptions.id),
                  eq(billingScheduledChanges.status, 'scheduled'),
                  lte(billingScheduledChanges.effectiveAt, now),
                ),
              ),
          ),
        ),
      ),
    )
    .orderBy(asc(subscriptions.currentPeriodEnd))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The start of the subscription's first paid period: the day of month its renewals keep to. */
export async function findFirstPaidPeriodStart(db: Tx, subscriptionId: string): Promise<Date | null> {
  const [row] = await db
    .select({ start: billingInvoices.periodStart })
    .from(billingInvoices)
    .where(and(eq(billingInvoices.subscriptionId, subscriptionId), eq(billingInvoices.status, 'paid')))
    .orderBy(asc(billingInvoices.issuedAt))
    .limit(1);
  return row?.start ?? null;
}

export async function findSandboxCheckout(db: Tx, externalId: string): Promise<SubscriptionView | undefined> {
  const [row] = await subscriptionView(db).where(and(eq(subscriptions.processor, 'sandbox'), eq(subscriptions.externalId, externalId)));
  return row;
}

// --- Usage ---------------------------------------------------------------------------------

/** Active members of the company: the seats in use. */
export async function countSeats(db: Tx, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.status, 'active')));
  return row?.n ?? 0;
}
