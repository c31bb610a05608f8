import { z } from 'zod';
import type { ErrorCode } from './error-codes.ts';

/**
 * Outbound webhooks (issue 40, item 2): a company registers an HTTPS address and the events it
 * wants; each event is POSTed there, signed with the Standard Webhooks scheme (decision 750).
 */

export const WEBHOOKS_PATH = '/webhooks';

export const WEBHOOK_EVENTS = [
  'interview.started',
  'interview.submitted',
  'interview.scored',
  'interview.reviewed',
  'job_position.status_changed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The event of "Send test": never emitted by the product, only on request. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export type WebhookEventType = WebhookEvent | typeof WEBHOOK_TEST_EVENT;

export const WEBHOOK_EVENT_LABELS: Readonly<Record<WebhookEvent, string>> = {
  'interview.started': 'A candidate started an interview',
  'interview.submitted': 'A candidate submitted an interview',
  'interview.scored': 'An interview was scored',
  'interview.reviewed': 'The team finished reviewing an interview',
  'job_position.status_changed': "A job position's status changed",
};

export const WEBHOOK_STATUSES = ['active', 'paused'] as const;
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** The signing secret's prefix (Standard Webhooks): the rest is the base64 of the key's bytes. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** The request headers of a delivery (Standard Webhooks). */
export const WEBHOOK_HEADERS = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const;

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

export const WEBHOOK_LIMITS = {
  urlMax: 2000,
  /** Webhooks per company. */
  perCompanyMax: 10,
  /** One attempt's time to answer, connection included. */
  timeoutMs: 10_000,
  /** The start of an answer's body kept in the delivery log. */
  responseBodyMax: 1024,
  /**
   * The waits before each retry of an automatic delivery, doubling-ish from seconds to hours (the
   * Standard Webhooks schedule): 8 attempts over about 27 hours, then the delivery has failed.
   */
  retryDelaysMs: [5_000, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR] as readonly number[],
  /** An address that has failed every attempt for this long is paused. */
  pauseAfterMs: 24 * HOUR,
  /** Deliveries listed per page of the log. */
  deliveriesPageSize: 50,
  /** Attempts shown with each delivery. */
  attemptsShown: 10,
  /** Deliveries (and their attempts) are deleted this many days after they were created. */
  deliveryRetentionDays: 30,
  /** A receiver may refuse a signature older than this (the documented recipe's tolerance). */
  signatureToleranceSeconds: 5 * 60,
} as const;

export const WEBHOOK_ERROR_CODES = {
  notFound: 'webhook_not_found',
  deliveryNotFound: 'webhook_delivery_not_found',
  urlInvalid: 'webhook_url_invalid',
  urlNotHttps: 'webhook_url_not_https',
  urlPrivate: 'webhook_url_private',
  eventsRequired: 'webhook_events_required',
  tooMany: 'webhook_too_many',
} as const satisfies Record<string, ErrorCode>;

export const WEBHOOK_MESSAGES = {
  urlInvalid: 'Enter the full address of the endpoint, e.g. https://ats.example.com/hooks/hiresignal.',
  urlTooLong: `The address can be at most ${WEBHOOK_LIMITS.urlMax} characters.`,
  urlNotHttps: 'The address must start with https://.',
  urlPrivate: 'The address must be reachable on the public internet: private, loopback and link-local addresses are refused.',
  urlUnresolved: 'The address could not be resolved to a server.',
  eventsRequired: 'Choose at least one event.',
  eventUnknown: `An event is one of ${WEBHOOK_EVENTS.join(', ')}.`,
  tooMany: `A company can have at most ${WEBHOOK_LIMITS.perCompanyMax} webhooks. Delete one you no longer use.`,
  notFound: 'This webhook does not exist.',
  deliveryNotFound: 'This delivery does not exist.',
  secretShownOnce:
    'Copy the signing secret now: it is shown only once. Your endpoint uses it to check that a request came from HireSignal.',
  empty: 'No webhooks yet. Add one to send interview and job events to another system.',
  loadError: 'The webhooks could not be loaded.',
  deliveriesEmpty: 'Nothing sent to this webhook yet. Send a test to check the endpoint.',
  deliveriesLoadError: 'The deliveries could not be loaded.',
  deleteConfirm: (url: string) => `Delete the webhook for ${url}? Nothing more is sent there, and its delivery log is deleted.`,
  created: 'Webhook added.',
  deleted: 'Webhook deleted.',
  paused: 'Webhook paused: nothing is sent until you resume it.',
  resumed: 'Webhook resumed.',
  redelivered: 'Sent again.',
  pausedAfterFailures: 'Paused after a day of failed deliveries. Fix the endpoint, then resume.',
  timedOut: `No answer within ${WEBHOOK_LIMITS.timeoutMs / 1000} seconds.`,
  redirected: 'The endpoint answered with a redirect; redirects are not followed.',
} as const;

/** An absolute http(s) address with a host; the server parses it fully and checks where it points. */
const WEBHOOK_URL_PATTERN = /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i;

/** `POST /api/app/webhooks`: the address and one or more events. */
export const createWebhookSchema = z.object({
  url: z
    .string(WEBHOOK_MESSAGES.urlInvalid)
    .trim()
    .max(WEBHOOK_LIMITS.urlMax, WEBHOOK_MESSAGES.urlTooLong)
    .refine((v) => WEBHOOK_URL_PATTERN.test(v), {
      message: WEBHOOK_MESSAGES.urlInvalid,
      params: { code: WEBHOOK_ERROR_CODES.urlInvalid },
    }),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, WEBHOOK_MESSAGES.eventUnknown), WEBHOOK_MESSAGES.eventsRequired)
    .max(WEBHOOK_EVENTS.length * 2)
    .refine((v) => v.length > 0, { message: WEBHOOK_MESSAGES.eventsRequired, params: { code: WEBHOOK_ERROR_CODES.eventsRequired } })
    .transform((events) => WEBHOOK_EVENTS.filter((e) => events.includes(e))),
});
export type CreateWebhookInput = z.input<typeof createWebhookSchema>;

/** `PATCH /api/app/webhooks/{id}`: a new address, new events, or pause and resume (`status`). */
export const updateWebhookSchema = z.object({
  url: createWebhookSchema.shape.url.optional(),
  events: createWebhookSchema.shape.events.optional(),
  status: z.enum(WEBHOOK_STATUSES).optional(),
});
export type UpdateWebhookInput = z.input<typeof updateWebhookSchema>;

export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  status: z.enum(WEBHOOK_STATUSES),
  /** Why it is paused: `failures` when the server paused it, `manual` when a member did; null when active. */
  paused_reason: z.enum(['failures', 'manual']).nullable(),
  /** Since when every attempt has failed; null after a success. */
  failing_since: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookListSchema = z.object({ items: z.array(webhookSchema) });
export type WebhookList = z.infer<typeof webhookListSchema>;

/** The answer of creation: the signing secret, this once. */
export const createdWebhookSchema = webhookSchema.extend({ secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

export const webhookAttemptSchema = z.object({
  id: z.string(),
  attempted_at: z.string(),
  succeeded: z.boolean(),
  /** The endpoint's HTTP status; null when it did not answer. */
  response_status: z.number().int().nullable(),
  duration_ms: z.number().int(),
  /** Why it failed (timeout, refused address, status); null on success. */
  error: z.string().nullable(),
  /** The start of the answer's body. */
  response_body: z.string().nullable(),
  /** `manual`: a test or a redelivery asked for by a member. */
  trigger: z.enum(['automatic', 'manual']),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhookDeliverySchema = z.object({
  /** The `webhook-id` header: the same on every attempt, so the receiver can drop repeats. */
  id: z.string(),
  event_type: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  response_status: z.number().int().nullable(),
  last_attempt_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
  /** The latest attempts, newest first. */
  attempt_log: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = z.object({ items: z.array(webhookDeliverySchema) });
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListSchema>;

/** The body POSTed to the endpoint: Standard Webhooks' envelope. */
export interface WebhookPayload<T = Record<string, unknown>> {
  /** The event's id (also the `webhook-id` header). */
  id: string;
  type: WebhookEventType;
  created_at: string;
  data: T;
}
