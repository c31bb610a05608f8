import {
  type CreatedWebhook,
  type createWebhookSchema,
  type updateWebhookSchema,
  WEBHOOK_ERROR_CODES,
  WEBHOOK_EVENTS,
  WEBHOOK_LIMITS,
  WEBHOOK_MESSAGES,
  WEBHOOK_TEST_EVENT,
  type Webhook,
  type WebhookAttempt,
  type WebhookDelivery,
  type WebhookDeliveryList,
  type WebhookList,
} from '@hiring/shared/webhooks';
import type { z } from 'zod';
import { AppError, conflict, forbidden } from '../../lib/errors.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { recordAuditEvent } from '../audit/index.ts';
import { attemptDelivery, type DeliverPayload } from './delivery.ts';
import { loggedWebhookUrl } from './logged-url.ts';
import { newWebhookSecret } from './signing.ts';
import { checkWebhookUrl } from './url-guard.ts';
import { type WebhooksContext, type WebhooksDeps, webhooksContext } from './webhooks-context.ts';
import * as repo from './webhooks.repository.ts';
import type { WebhookAttemptRow, WebhookDeliveryRow, WebhookRow } from './webhooks.table.ts';

type CreateInput = z.output<typeof createWebhookSchema>;
type UpdateInput = z.output<typeof updateWebhookSchema>;

const iso = (d: Date | null) => d?.toISOString() ?? null;
const eventsOf = (row: WebhookRow) => WEBHOOK_EVENTS.filter((e) => row.events.includes(e));

function toDto(row: WebhookRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    events: eventsOf(row),
    status: row.status,
    paused_reason: row.status === 'paused' ? (row.pausedReason ?? 'manual') : null,
    failing_since: iso(row.failingSince),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function toAttempt(row: WebhookAttemptRow): WebhookAttempt {
  return {
    id: row.id,
    attempted_at: row.attemptedAt.toISOString(),
    succeeded: row.succeeded,
    response_status: row.responseStatus,
    duration_ms: row.durationMs,
    error: row.error,
    response_body: row.responseBody,
    trigger: row.trigger,
  };
}

function toDelivery(row: WebhookDeliveryRow, attempts: WebhookAttemptRow[]): WebhookDelivery {
  return {
    id: row.id,
    event_type: row.eventType,
    status: row.status,
    attempts: row.attempts,
    response_status: row.responseStatus,
    last_attempt_at: iso(row.lastAttemptAt),
    next_attempt_at: iso(row.nextAttemptAt),
    created_at: row.createdAt.toISOString(),
    attempt_log: attempts.map(toAttempt),
  };
}

const companyOf = (auth: AuthContext): string => {
  if (!auth.companyId) throw forbidden();
  return auth.companyId;
};
const notFound = () => new AppError(404, WEBHOOK_MESSAGES.notFound).withCode(WEBHOOK_ERROR_CODES.notFound);
const deliveryNotFound = () => new AppError(404, WEBHOOK_MESSAGES.deliveryNotFound).withCode(WEBHOOK_ERROR_CODES.deliveryNotFound);
const byUser = (auth: AuthContext) => ({ type: 'user' as const, userId: auth.userId });
const facts = (row: WebhookRow) => ({ url: loggedWebhookUrl(row.url), events: eventsOf(row), status: row.status });

/**
 * A company's outbound webhooks (decisions 750-752): registering an address and its events (the
 * signing secret answered once, kept sealed), changing, pausing and resuming, deleting, a test
 * event, the delivery log and "Redeliver"; and the queue's automatic attempts.
 */
export class WebhooksService {
  private readonly ctx: WebhooksContext;

  constructor(deps: WebhooksDeps) {
    this.ctx = webhooksContext(deps);
  }

  private async own(auth: AuthContext, id: string): Promise<WebhookRow> {
    if (!isUuid(id)) throw notFound();
    const row = await repo.findWebhook(this.ctx.db, companyOf(auth), id);
    if (!row) throw notFound();
    return row;
  }

  async list(auth: AuthContext): Promise<WebhookList> {
    return { items: (await repo.listWebhooks(this.ctx.db, companyOf(auth))).map(toDto) };
  }

  async create(auth: AuthContext, input: CreateInput): Promise<CreatedWebhook> {
    const companyId = companyOf(auth);
    await checkWebhookUrl(input.url, this.ctx.policy);
    const secret = newWebhookSecret();
    const row = await this.ctx.db.transaction(async (tx) => {
      if ((await repo.countWebhooks(tx, companyId)) >= WEBHOOK_LIMITS.perCompanyMax)
        throw conflict(WEBHOOK_MESSAGES.tooMany).withCode(WEBHOOK_ERROR_CODES.tooMany);
      const inserted = await repo.insertWebhook(tx, {
        companyId,
        createdBy: auth.userId,
        url: input.url,
        events: [...input.events],
        secretSealed: this.ctx.secrets.seal(secret),
      });
      await recordAuditEvent(tx, {
        companyId,
        actor: byUser(auth),
        action: 'webhook_created',
        subjectId: inserted.id,
        after: facts(inserted),
      });
      return inserted;
    });
    return { ...toDto(row), secret };
  }

  /** A new address or events, or pause (`status: paused`) and resume (`status: active`). */
  async update(auth: AuthContext, id: string, input: UpdateInput): Promise<Webhook> {
    const companyId = companyOf(auth);
    await this.own(auth, id);
    if (input.url !== undefined) await checkWebhookUrl(input.url, this.ctx.policy);
    const row = await this.ctx.db.transaction(async (tx) => {
      const current = await repo.lockWebhook(tx, companyId, id);
      if (!current) throw notFound();
      const set: Parameters<typeof repo.updateWebhook>[2] = {};
      if (input.url !== undefined && input.url !== current.url) set.url = input.url;
      if (input.events !== undefined && input.events.join() !== eventsOf(current).join()) set.events = [...input.events];
      const pausing = input.status === 'paused' && current.status === 'active';
      const resuming = input.status === 'active' && current.status === 'paused';
      if (pausing) Object.assign(set, { status: 'paused', pausedReason: 'manual' });
      // Resumed, it starts a fresh day: the failures before the pause no longer count.
      if (resuming) Object.assign(set, { status: 'active', pausedReason: null, failingSince: null });
      if (Object.keys(set).length === 0) return current;
      const updated = await repo.updateWebhook(tx, current.id, set);
      const changed = set.url !== undefined || set.events !== undefined || resuming;
      if (pausing)
        await recordAuditEvent(tx, {
          companyId,
          actor: byUser(auth),
          action: 'webhook_paused',
          subjectId: id,
          before: { status: 'active' },
          after: { status: 'paused', reason: 'manual', url: loggedWebhookUrl(updated.url) },
        });
      if (changed)
        await recordAuditEvent(tx, {
          companyId,
          actor: byUser(auth),
          action: 'webhook_changed',
          subjectId: id,
          before: facts(current),
          after: facts(updated),
        });
      return updated;
    });
    return toDto(row);
  }

  async remove(auth: AuthContext, id: string): Promise<Webhook> {
    const companyId = companyOf(auth);
    if (!isUuid(id)) throw notFound();
    const row = await this.ctx.db.transaction(async (tx) => {
      const deleted = await repo.deleteWebhook(tx, companyId, id);
      if (!deleted) throw notFound();
      await recordAuditEvent(tx, { companyId, actor: byUser(auth), action: 'webhook_deleted', subjectId: id, before: facts(deleted) });
      return deleted;
    });
    return toDto(row);
  }

  /** Sends a `webhook.test` event now (paused or not) and answers its delivery with the attempt. */
  async test(auth: AuthContext, id: string): Promise<WebhookDelivery> {
    const webhook = await this.own(auth, id);
    const delivery = await repo.insertDelivery(this.ctx.db, {
      webhookId: webhook.id,
      companyId: webhook.companyId,
      eventType: WEBHOOK_TEST_EVENT,
      data: { webhook_id: webhook.id, message: 'A test event sent from HireSignal.' },
      status: 'failed',
    });
    return this.sendNow(webhook.id, delivery.id);
  }

  async deliveries(auth: AuthContext, id: string): Promise<WebhookDeliveryList> {
    const webhook = await this.own(auth, id);
    const rows = await repo.listDeliveries(this.ctx.db, webhook.id, WEBHOOK_LIMITS.deliveriesPageSize, WEBHOOK_LIMITS.attemptsShown);
    return { items: rows.map((r) => toDelivery(r.delivery, r.attempts)) };
  }

  /** "Redeliver": one more attempt of a delivery now, with the same id and body. */
  async redeliver(auth: AuthContext, id: string, deliveryId: string): Promise<WebhookDelivery> {
    const webhook = await this.own(auth, id);
    if (!isUuid(deliveryId) || !(await repo.findDelivery(this.ctx.db, webhook.id, deliveryId))) throw deliveryNotFound();
    return this.sendNow(webhook.id, deliveryId);
  }

  private async sendNow(webhookId: string, deliveryId: string): Promise<WebhookDelivery> {
    await attemptDelivery(this.ctx, deliveryId, { kind: 'manual' });
    const [found] = await repo.listDeliveries(this.ctx.db, webhookId, 1, WEBHOOK_LIMITS.attemptsShown, deliveryId);
    if (!found) throw deliveryNotFound();
    return toDelivery(found.delivery, found.attempts);
  }

  /** The retention sweep: settled deliveries older than WEBHOOK_LIMITS.deliveryRetentionDays go. */
  purge(): Promise<number> {
    const before = new Date(this.ctx.clock().getTime() - WEBHOOK_LIMITS.deliveryRetentionDays * 24 * 60 * 60 * 1000);
    return repo.purgeDeliveries(this.ctx.db, before);
  }

  /** The queue's job: one automatic attempt. */
  async deliver(payload: DeliverPayload): Promise<void> {
    await attemptDelivery(this.ctx, payload.delivery_id, { kind: 'automatic', attempt: payload.attempt });
  }
}
