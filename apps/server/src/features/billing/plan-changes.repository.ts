import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isUuid } from '../../lib/uuid.ts';
import type { Tx } from './billing.repository.ts';
import { billingPackages, billingPrices, billingScheduledChanges } from './billing.table.ts';

// Plan changes: scheduled for a period end, or applied at once (docs/decisions/100).

// --- Scheduled changes ---------------------------------------------------------------------

const fromPrice = alias(billingPrices, 'from_price');
const fromPackage = alias(billingPackages, 'from_package');

const changeView = (db: Tx) =>
  db
    .select({
      change: billingScheduledChanges,
      toPkg: billingPackages,
      toPrice: billingPrices,
      fromPrice: { displayName: fromPrice.displayName },
      fromPkg: { displayName: fromPackage.displayName },
    })
    .from(billingScheduledChanges)
    .innerJoin(billingPackages, eq(billingPackages.id, billingScheduledChanges.toPackageId))
    .innerJoin(billingPrices, eq(billingPrices.id, billingScheduledChanges.toPriceId))
    .innerJoin(fromPrice, eq(fromPrice.id, billingScheduledChanges.fromPriceId))
    .innerJoin(fromPackage, eq(fromPackage.id, fromPrice.packageId));

export type ChangeView = Awaited<ReturnType<ReturnType<typeof changeView>['execute']>>[number];

export async function listChanges(db: Tx, companyId: string): Promise<ChangeView[]> {
  return changeView(db).where(eq(billingScheduledChanges.companyId, companyId)).orderBy(desc(billingScheduledChanges.createdAt)).limit(100);
}

export async function findChange(db: Tx, companyId: string, id: string): Promise<ChangeView | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await changeView(db).where(and(eq(billingScheduledChanges.companyId, companyId), eq(billingScheduledChanges.id, id)));
  return row;
}

export async function findScheduledChangeFor(db: Tx, subscriptionId: string) {
  const [row] = await db
    .select()
    .from(billingScheduledChanges)
    .where(and(eq(billingScheduledChanges.subscriptionId, subscriptionId), eq(billingScheduledChanges.status, 'scheduled')));
  return row;
}

export async function cancelScheduledChanges(db: Tx, subscriptionId: string, now: Date): Promise<void> {
  await db
    .update(billingScheduledChanges)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(and(eq(billingScheduledChanges.subscriptionId, subscriptionId), eq(billingScheduledChanges.status, 'scheduled')));
}

export async function insertChange(db: Tx, values: typeof billingScheduledChanges.$inferInsert) {
  const [row] = await db.insert(billingScheduledChanges).values(values).returning();
  if (!row) throw new Error('change insert returned nothing');
  return row;
}

export async function updateChange(db: Tx, id: string, values: Partial<typeof billingScheduledChanges.$inferInsert>) {
  await db.update(billingScheduledChanges).set(values).where(eq(billingScheduledChanges.id, id));
}
