import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { WEBHOOK_LIMITS, WEBHOOK_MESSAGES } from '@hiring/shared/webhooks';
import { isIP } from 'node:net';
import { guardedLookup, isInternalAddress, type UrlPolicy } from './url-guard.ts';

export interface SendResult {
  /** The endpoint's status; null when it did not answer. */
  status: number | null;
  durationMs: number;
  succeeded: boolean;
  error: string | null;
  /** The start of the answer's body. */
  body: string | null;
}

/** What the log says of a failure: the network error's code and message, never the request's headers. */
function describe(error: unknown): string {
  const e = error as NodeJS.ErrnoException;
  if (e?.code === 'EWEBHOOKPRIVATE') return WEBHOOK_MESSAGES.urlPrivate;
  const text = e?.code ? `${e.code}: ${e.message}` : String(e?.message ?? error);
  return text.slice(0, 300);
}

/** Reads at most `max` characters of the answer, then stops reading. */
function readCapped(response: IncomingMessage, max: number): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      text += chunk;
      if (text.length >= max) {
        response.destroy();
        resolve(text.slice(0, max));
      }
    });
    response.on('end', () => resolve(text));
    response.on('error', () => resolve(text));
    response.on('close', () => resolve(text));
  });
}

/**
 * One POST of a delivery: a short timeout for the whole exchange, no redirect followed (a 3xx is a
 * failure), the internal-address check at connection time, and the answer's body capped. A 2xx is
 * a success.
 */
export function sendWebhook(url: string, headers: Record<string, string>, body: string, policy: UrlPolicy): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<SendResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: elapsed() });
    };
    const target = new URL(url);
    // An address written as an IP is connected to without a lookup: it is checked here.
    const literal = target.hostname.replace(/^\[(.*)\]$/, '$1');
    if (!policy.allowPrivate && isIP(literal) && isInternalAddress(literal)) {
      resolve({ status: null, succeeded: false, error: WEBHOOK_MESSAGES.urlPrivate, body: null, durationMs: elapsed() });
      return;
    }
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(
      target,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'HireSignal-Webhooks/1',
          ...headers,
          'content-length': Buffer.byteLength(body),
        },
        lookup: guardedLookup(policy) as never,
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        void readCapped(response, WEBHOOK_LIMITS.responseBodyMax).then((text) => {
          const succeeded = status >= 200 && status < 300;
          const error = succeeded ? null : status >= 300 && status < 400 ? WEBHOOK_MESSAGES.redirected : `The endpoint answered ${status}.`;
          finish({ status, succeeded, error, body: text || null });
        });
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      finish({ status: null, succeeded: false, error: WEBHOOK_MESSAGES.timedOut, body: null });
    }, WEBHOOK_LIMITS.timeoutMs);
    req.on('error', (error) => finish({ status: null, succeeded: false, error: describe(error), body: null }));
    req.end(body);
  });
}
