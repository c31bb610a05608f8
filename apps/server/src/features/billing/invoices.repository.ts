import { and, count, desc, eq, sql } from 'drizzle-orm';
import { isUuid } from '../../lib/uuid.ts';
import type { Tx } from './billing.repository.ts';
import { billingInvoices, billingProcessorEvents, invoiceNumberSeq } from './billing.table.ts';

// What was paid: the processors' events (each applied once) and the invoices they leave.

// --- Processor events ----------------------------------------------------------------------

/** Records an event id; false when it was already recorded (a replay). */
export async function recordProcessorEvent(tx: Tx, processor: string, eventId: string, subscriptionId: string | null): Promise<boolean> {
  const rows = await tx
    .insert(billingProcessorEvents)
    .values({ processor, eventId, subscriptionId: isUuid(subscriptionId) ? subscriptionId : null })
    .onConflictDoNothing()
    .returning({ id: billingProcessorEvents.id });
  return rows.length > 0;
}

export async function setProcessorEventOutcome(tx: Tx, processor: string, eventId: string, outcome: string): Promise<void> {
  await tx
    .update(billingProcessorEvents)
    .set({ outcome })
    .where(and(eq(billingProcessorEvents.processor, processor), eq(billingProcessorEvents.eventId, eventId)));
}

// --- Invoices ------------------------------------------------------------------------------

export async function nextInvoiceNumber(tx: Tx, issuedAt: Date): Promise<string> {
  const result = await tx.execute(sql`select nextval(${sql.raw(`'${invoiceNumberSeq.seqName}'`)}) as n`);
  const rows = (result as unknown as { rows: { n: string | number }[] }).rows;
  const n = Number(rows[0]?.n);
  return `INV-${issuedAt.getUTCFullYear()}-${String(n).padStart(6, '0')}`;
}

/** Inserts an invoice unless that processor payment was already recorded; returns it when inserted. */
export async function insertInvoice(tx: Tx, values: typeof billingInvoices.$inferInsert) {
  const [row] = await tx.insert(billingInvoices).values(values).onConflictDoNothing().returning();
  return row;
}

export async function listInvoices(db: Tx, companyId: string, page: number, pageSize: number) {
  const where = eq(billingInvoices.companyId, companyId);
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(billingInvoices)
      .where(where)
      .orderBy(desc(billingInvoices.issuedAt), desc(billingInvoices.number))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(billingInvoices).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function findInvoice(db: Tx, companyId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(billingInvoices)
    .where(and(eq(billingInvoices.companyId, companyId), eq(billingInvoices.id, id)));
  return row;
}
