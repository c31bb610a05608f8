import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../jobs/jobs.table.ts';
import {
  type WebhookAttemptRow,
  type WebhookDeliveryRow,
  type WebhookRow,
  webhookAttempts,
  webhookDeliveries,
  webhooks,
} from './webhooks.table.ts';

/** A transaction or the database. */
export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** The job that makes one automatic attempt of a delivery. */
export const DELIVER_WEBHOOK_JOB = 'webhooks.deliver';
/** The sweep that deletes old deliveries, and how often it runs. */
export const WEBHOOK_RETENTION_JOB = 'webhooks.retention';
export const WEBHOOK_RETENTION_SWEEP_MS = 60 * 60 * 1000;

export function listWebhooks(db: Tx, companyId: string): Promise<WebhookRow[]> {
  return db.select().from(webhooks).where(eq(webhooks.companyId, companyId)).orderBy(desc(webhooks.createdAt), desc(webhooks.id));
}

export async function countWebhooks(tx: Tx, companyId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(webhooks).where(eq(webhooks.companyId, companyId));
  return row?.n ?? 0;
}

export async function insertWebhook(tx: Tx, values: typeof webhooks.$inferInsert): Promise<WebhookRow> {
  const [row] = await tx.insert(webhooks).values(values).returning();
  return row!;
}

export async function findWebhook(db: Tx, companyId: string, id: string): Promise<WebhookRow | undefined> {
  const [row] = await db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.id, id), eq(webhooks.companyId, companyId)))
    .limit(1);
  return row;
}

export async function lockWebhook(tx: Tx, companyId: string, id: string): Promise<WebhookRow | undefined> {
  const [row] = await tx
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.id, id), eq(webhooks.companyId, companyId)))
    .for('update')
    .limit(1);
  return row;
}

export async function updateWebhook(tx: Tx, id: string, set: Partial<typeof webhooks.$inferInsert>): Promise<WebhookRow> {
  const [row] = await tx
    .update(webhooks)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(webhooks.id, id))
    .returning();
  return row!;
}

export async function deleteWebhook(tx: Tx, companyId: string, id: string): Promise<WebhookRow | undefined> {
  const [row] = await tx
    .delete(webhooks)
    .where(and(eq(webhooks.id, id), eq(webhooks.companyId, companyId)))
    .returning();
  return row;
}

/**
 * One delivery of the event to each of the company's active webhooks that asked for it, and the
 * job of each delivery's first attempt, in one statement of the caller's transaction: the event
 * commits with the change it reports, or neither does. No webhook, nothing written.
 */
export async function insertEventDeliveries(tx: Tx, companyId: string, type: string, data: object): Promise<void> {
  await tx.execute(sql`
    with created as (
      insert into ${webhookDeliveries} (webhook_id, company_id, event_type, data)
      select w.id, w.company_id, ${type}, ${JSON.stringify(data)}::jsonb
      from ${webhooks} w
      where w.company_id = ${companyId} and w.status = 'active' and ${type} = any(w.events)
      returning id
    )
    insert into ${jobs} (type, payload, max_attempts)
    select ${DELIVER_WEBHOOK_JOB}, jsonb_build_object('delivery_id', created.id, 'attempt', 1), 3 from created
  `);
}

export async function insertDelivery(tx: Tx, values: typeof webhookDeliveries.$inferInsert): Promise<WebhookDeliveryRow> {
  const [row] = await tx.insert(webhookDeliveries).values(values).returning();
  return row!;
}

/** A delivery with its webhook (any company: the job's read). */
export async function findDeliveryWithWebhook(
  db: Tx,
  deliveryId: string,
): Promise<{ delivery: WebhookDeliveryRow; webhook: WebhookRow } | undefined> {
  const [row] = await db
    .select({ delivery: webhookDeliveries, webhook: webhooks })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(eq(webhookDeliveries.id, deliveryId))
    .limit(1);
  return row;
}

export async function findDelivery(db: Tx, webhookId: string, deliveryId: string): Promise<WebhookDeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.webhookId, webhookId)))
    .limit(1);
  return row;
}

export function updateDelivery(tx: Tx, id: string, set: Partial<typeof webhookDeliveries.$inferInsert>) {
  return tx.update(webhookDeliveries).set(set).where(eq(webhookDeliveries.id, id));
}

export async function insertAttempt(tx: Tx, values: typeof webhookAttempts.$inferInsert): Promise<WebhookAttemptRow> {
  const [row] = await tx.insert(webhookAttempts).values(values).returning();
  return row!;
}

/** The webhook's latest deliveries, newest first, each with its latest attempts. */
export async function listDeliveries(
  db: Tx,
  webhookId: string,
  limit: number,
  attemptsEach: number,
  /** Only this delivery. */
  deliveryId?: string,
): Promise<{ delivery: WebhookDeliveryRow; attempts: WebhookAttemptRow[] }[]> {
  const deliveries = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.webhookId, webhookId), deliveryId ? eq(webhookDeliveries.id, deliveryId) : undefined))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
  if (deliveries.length === 0) return [];
  const attempts = await db
    .select()
    .from(webhookAttempts)
    .where(
      inArray(
        webhookAttempts.deliveryId,
        deliveries.map((d) => d.id),
      ),
    )
    .orderBy(desc(webhookAttempts.attemptedAt), desc(webhookAttempts.id));
  return deliveries.map((delivery) => ({
    delivery,
    attempts: attempts.filter((a) => a.deliveryId === delivery.id).slice(0, attemptsEach),
  }));
}

/** After a success: the webhook is healthy again. */
export function clearFailing(tx: Tx, id: string) {
  return tx.update(webhooks).set({ failingSince: null }).where(eq(webhooks.id, id));
}

/** After a failure: failing since the first failure after the last success. Answers that time. */
export async function markFailing(tx: Tx, id: string, at: Date): Promise<Date> {
  const [row] = await tx
    .update(webhooks)
    .set({ failingSince: sql`coalesce(${webhooks.failingSince}, ${at.toISOString()}::timestamptz)` })
    .where(eq(webhooks.id, id))
    .returning({ failingSince: webhooks.failingSince });
  return row?.failingSince ?? at;
}

/** Pauses an active webhook after its failures; undefined when it was not active (paused already, or gone). */
export async function pauseForFailures(tx: Tx, id: string): Promise<WebhookRow | undefined> {
  const [row] = await tx
    .update(webhooks)
    .set({ status: 'paused', pausedReason: 'failures', updatedAt: new Date() })
    .where(and(eq(webhooks.id, id), eq(webhooks.status, 'active')))
    .returning();
  return row;
}

/** Deletes deliveries (their attempts with them) created before `before`; answers how many. */
export async function purgeDeliveries(db: Tx, before: Date): Promise<number> {
  const rows = await db
    .delete(webhookDeliveries)
    .where(sql`${webhookDeliveries.createdAt} < ${before.toISOString()}::timestamptz and ${webhookDeliveries.status} <> 'pending'`)
    .returning({ id: webhookDeliveries.id });
  return rows.length;
}
