import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { PlanLimitKey, PlanLimits } from '@hiring/shared/billing';
import { isRootDb, preparedPerDb } from '../../db/prepared.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { Tx } from './billing.repository.ts';
import {
  billingDiscountCodes,
  billingFeatures,
  billingPackages,
  billingPlanLimits,
  billingPrices,
  type FeatureRow,
  type PackageRow,
  type PriceRow,
} from './billing.table.ts';

// What is sold: packages, their prices, features and limits, and the discount codes on them.

export interface CatalogueEntry {
  pkg: PackageRow;
  prices: PriceRow[];
  features: FeatureRow[];
  limits: PlanLimits;
}

const NO_LIMITS: PlanLimits = { job_positions: null, interviews_per_month: null, seats: null };

async function limitsByPackage(db: Tx, packageIds: string[]): Promise<Map<string, PlanLimits>> {
  const map = new Map<string, PlanLimits>();
  if (packageIds.length === 0) return map;
  const rows = await db.select().from(billingPlanLimits).where(inArray(billingPlanLimits.packageId, packageIds));
  for (const row of rows) {
    const limits = map.get(row.packageId) ?? { ...NO_LIMITS };
    limits[row.limitKey as PlanLimitKey] = row.limitValue;
    map.set(row.packageId, limits);
  }
  return map;
}

/** Active packages with their active prices, features and limits, in display order. */
export async function listCatalogue(db: Tx): Promise<CatalogueEntry[]> {
  const pkgs = await db
    .select()
    .from(billingPackages)
    .where(eq(billingPackages.active, true))
    .orderBy(asc(billingPackages.sortOrder), asc(billingPackages.name));
  const ids = pkgs.map((p) => p.id);
  if (ids.length === 0) return [];
  const [prices, features, limits] = await Promise.all([
    db
      .select()
      .from(billingPrices)
      .where(and(inArray(billingPrices.packageId, ids), eq(billingPrices.active, true)))
      .orderBy(asc(billingPrices.sortOrder)),
    db.select().from(billingFeatures).where(inArray(billingFeatures.packageId, ids)).orderBy(asc(billingFeatures.sortOrder)),
    limitsByPackage(db, ids),
  ]);
  return pkgs.map((pkg) => ({
    pkg,
    prices: prices.filter((p) => p.packageId === pkg.id),
    features: features.filter((f) => f.packageId === pkg.id),
    limits: limits.get(pkg.id) ?? { ...NO_LIMITS },
  }));
}

export async function findPackage(db: Tx, id: string): Promise<PackageRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(billingPackages)
    .where(and(eq(billingPackages.id, id), eq(billingPackages.active, true)));
  return row;
}

export async function findPrice(db: Tx, id: string): Promise<PriceRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(billingPrices).where(eq(billingPrices.id, id));
  return row;
}

export async function findPricesOfPackage(db: Tx, packageId: string): Promise<PriceRow[]> {
  return db
    .select()
    .from(billingPrices)
    .where(and(eq(billingPrices.packageId, packageId), eq(billingPrices.active, true)))
    .orderBy(asc(billingPrices.sortOrder));
}

const planLimitsQuery = preparedPerDb((db) =>
  db
    .select({ limitKey: billingPlanLimits.limitKey, limitValue: billingPlanLimits.limitValue })
    .from(billingPlanLimits)
    .where(eq(billingPlanLimits.packageId, sql.placeholder('packageId')))
    .prepare('plan_limits'),
);

/** A plan's limits; outside a transaction, a prepared statement (every creation under a limit reads them). */
export async function findLimits(db: Tx, packageId: string): Promise<PlanLimits> {
  if (!isRootDb(db)) return (await limitsByPackage(db, [packageId])).get(packageId) ?? { ...NO_LIMITS };
  const limits = { ...NO_LIMITS };
  for (const row of await planLimitsQuery(db).execute({ packageId })) limits[row.limitKey as PlanLimitKey] = row.limitValue;
  return limits;
}

// --- Discount codes ------------------------------------------------------------------------

export async function findDiscountCode(db: Tx, code: string) {
  const [row] = await db.select().from(billingDiscountCodes).where(sql`upper(${billingDiscountCodes.code}) = ${code.trim().toUpperCase()}`);
  return row;
}

export async function redeemDiscountCode(db: Tx, id: string): Promise<boolean> {
  const rows = await db
    .update(billingDiscountCodes)
    .set({ redemptions: sql`${billingDiscountCodes.redemptions} + 1` })
    .where(
      and(
        eq(billingDiscountCodes.id, id),
        or(isNull(billingDiscountCodes.maxRedemptions), sql`${billingDiscountCodes.redemptions} < ${billingDiscountCodes.maxRedemptions}`),
      ),
    )
    .returning({ id: billingDiscountCodes.id });
  return rows.length > 0;
}
