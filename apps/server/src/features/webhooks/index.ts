// The webhooks feature's public entry: other features use only what is exported here.
export { emitWebhookEvent, type InterviewEventData, type PositionStatusEventData } from './events.ts';
export { webhooksRoutes } from './webhooks.routes.ts';
export { WebhooksService } from './webhooks.service.ts';
export { DELIVER_WEBHOOK_JOB, WEBHOOK_RETENTION_JOB, WEBHOOK_RETENTION_SWEEP_MS } from './webhooks.repository.ts';
export type { DeliverPayload } from './delivery.ts';
export type { WebhookPausedNotice } from './webhooks-context.ts';
