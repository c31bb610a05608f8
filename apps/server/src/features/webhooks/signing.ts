import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_LIMITS, WEBHOOK_SECRET_PREFIX } from '@hiring/shared/webhooks';

/**
 * Standard Webhooks signatures (decision 750): HMAC-SHA256, keyed with the secret's bytes (the
 * base64 after `whsec_`), over `${webhook-id}.${webhook-timestamp}.${body}`, sent as
 * `webhook-signature: v1,<base64>`. README's "Integrations" shows the same recipe for receivers.
 */

/** A new signing secret: `whsec_` and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

const keyOf = (secret: string) =>
  Buffer.from(secret.startsWith(WEBHOOK_SECRET_PREFIX) ? secret.slice(WEBHOOK_SECRET_PREFIX.length) : secret, 'base64');

/** The `webhook-signature` header's value for one request. */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const digest = createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${digest}`;
}

/**
 * The receiver's check, as documented: the timestamp within the tolerance, and one of the
 * space-separated `v1,` signatures equal (in constant time) to the one computed.
 */
export function verifyWebhook(
  secret: string,
  headers: { id: string; timestamp: string; signature: string },
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const timestamp = Number(headers.timestamp);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > WEBHOOK_LIMITS.signatureToleranceSeconds) return false;
  const expected = Buffer.from(signWebhook(secret, headers.id, timestamp, body).slice(3), 'base64');
  return headers.signature.split(' ').some((part) => {
    const [version, value] = part.split(',');
    if (version !== 'v1' || !value) return false;
    const given = Buffer.from(value, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
