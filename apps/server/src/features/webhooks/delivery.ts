import { WEBHOOK_HEADERS, WEBHOOK_LIMITS, type WebhookPayload, type WebhookEventType } from '@hiring/shared/webhooks';
import { recordAuditEvent } from '../audit/index.ts';
import { loggedWebhookUrl } from './logged-url.ts';
import { sendWebhook } from './sender.ts';
import { signWebhook } from './signing.ts';
import type { WebhooksContext } from './webhooks-context.ts';
import {
  clearFailing,
  DELIVER_WEBHOOK_JOB,
  findDeliveryWithWebhook,
  insertAttempt,
  markFailing,
  pauseForFailures,
  updateDelivery,
} from './webhooks.repository.ts';
import type { WebhookAttemptRow, WebhookDeliveryRow, WebhookRow } from './webhooks.table.ts';

export interface DeliverPayload {
  delivery_id: string;
  /** The automatic attempt this job makes: 1 for the first, up to 1 + the retry delays. */
  attempt: number;
}

/** The exact body POSTed: the same bytes on every attempt of a delivery. */
export function bodyOf(delivery: WebhookDeliveryRow): string {
  const payload: WebhookPayload = {
    id: delivery.id,
    type: delivery.eventType as WebhookEventType,
    created_at: delivery.createdAt.toISOString(),
    data: delivery.data as Record<string, unknown>,
  };
  return JSON.stringify(payload);
}

/** The wait before the automatic attempt after `attempt`; null when `attempt` was the last. */
export function retryDelay(attempt: number): number | null {
  return WEBHOOK_LIMITS.retryDelaysMs[attempt - 1] ?? null;
}

/** Signs and POSTs one attempt of a delivery. */
async function post(ctx: WebhooksContext, webhook: WebhookRow, delivery: WebhookDeliveryRow) {
  const secret = ctx.secrets.unseal(webhook.secretSealed);
  if (!secret) throw new Error('the webhook secret could not be unsealed');
  const body = bodyOf(delivery);
  const timestamp = Math.floor(ctx.clock().getTime() / 1000);
  const headers = {
    [WEBHOOK_HEADERS.id]: delivery.id,
    [WEBHOOK_HEADERS.timestamp]: String(timestamp),
    [WEBHOOK_HEADERS.signature]: signWebhook(secret, delivery.id, timestamp, body),
  };
  return sendWebhook(webhook.url, headers, body, ctx.policy);
}

/**
 * One attempt of a delivery, written to the log. An automatic attempt that fails schedules the
 * next one (WEBHOOK_LIMITS.retryDelaysMs) through the queue, or ends the delivery as failed; a
 * manual one (a test or "Redeliver") never schedules. Every failure counts toward the webhook's
 * day of failures (then it is paused, the decision log and the owners told); a success resets it.
 * Answers the attempt, or undefined when nothing was sent (gone, paused, or already settled).
 */
export async function attemptDelivery(
  ctx: WebhooksContext,
  deliveryId: string,
  trigger: { kind: 'automatic'; attempt: number } | { kind: 'manual' },
): Promise<WebhookAttemptRow | undefined> {
  const found = await findDeliveryWithWebhook(ctx.db, deliveryId);
  if (!found) return undefined;
  const { delivery, webhook } = found;
  if (trigger.kind === 'automatic') {
    if (delivery.status !== 'pending') return undefined;
    // A paused webhook sends nothing on its own: its waiting deliveries end as failed, to be redelivered by hand.
    if (webhook.status === 'paused') {
      await updateDelivery(ctx.db, delivery.id, { status: 'failed', nextAttemptAt: null });
      return undefined;
    }
  }
  const attemptedAt = ctx.clock();
  const result = await post(ctx, webhook, delivery);
  return ctx.db.transaction(async (tx) => {
    const attempt = await insertAttempt(tx, {
      deliveryId: delivery.id,
      attemptedAt,
      succeeded: result.succeeded,
      responseStatus: result.status,
      durationMs: result.durationMs,
      error: result.error,
      responseBody: result.body,
      trigger: trigger.kind,
    });
    const next = trigger.kind === 'automatic' && !result.succeeded ? retryDelay(trigger.attempt) : null;
    const nextAt = next === null ? null : new Date(attemptedAt.getTime() + next);
    const status = result.succeeded
      ? 'succeeded'
      : nextAt
        ? 'pending'
        : trigger.kind === 'manual' && delivery.status === 'pending'
          ? 'pending'
          : 'failed';
    await updateDelivery(tx, delivery.id, {
      status,
      attempts: delivery.attempts + 1,
      responseStatus: result.status,
      lastAttemptAt: attemptedAt,
      ...(trigger.kind === 'automatic' ? { nextAttemptAt: nextAt } : {}),
    });
    if (nextAt && trigger.kind === 'automatic') {
      const payload: DeliverPayload = { delivery_id: delivery.id, attempt: trigger.attempt + 1 };
      await ctx.jobs.enqueue(DELIVER_WEBHOOK_JOB, payload, { tx, runAt: nextAt });
    }
    if (result.succeeded) await clearFailing(tx, webhook.id);
    else await noteFailure(ctx, tx, webhook, attemptedAt);
    return attempt;
  });
}

/** A failure: the webhook failing for a day is paused, with the decision log and the owners told. */
async function noteFailure(ctx: WebhooksContext, tx: Parameters<typeof markFailing>[0], webhook: WebhookRow, at: Date) {
  const since = await markFailing(tx, webhook.id, at);
  if (at.getTime() - since.getTime() < WEBHOOK_LIMITS.pauseAfterMs) return;
  const paused = await pauseForFailures(tx, webhook.id);
  if (!paused) return;
  await recordAuditEvent(tx, {
    companyId: webhook.companyId,
    actor: { type: 'system' },
    action: 'webhook_paused',
    subjectId: webhook.id,
    before: { status: 'active' },
    after: { status: 'paused', reason: 'failures', url: loggedWebhookUrl(webhook.url), failing_since: since.toISOString() },
  });
  await ctx.notifications?.webhookPaused(tx, webhook.companyId, {
    webhookId: webhook.id,
    url: loggedWebhookUrl(webhook.url),
    failingSince: since,
  });
}
