import type { Db } from '../../db/client.ts';
import type { DbExecutor, Jobs } from '../../jobs/queue.ts';
import { createSealer, type Sealer } from '../../lib/crypto.ts';
import type { UrlPolicy } from './url-guard.ts';

export interface WebhookPausedNotice {
  webhookId: string;
  url: string;
  failingSince: Date;
}

export interface WebhooksDeps {
  db: Db;
  jobs: Pick<Jobs, 'enqueue'>;
  /** The server's signing secret: the key that seals each webhook's signing secret at rest. */
  secret: string;
  policy: UrlPolicy;
  /** Tells the company's owners and admins that a webhook was paused after a day of failures. */
  notifications?: { webhookPaused(tx: DbExecutor, companyId: string, input: WebhookPausedNotice): Promise<number> };
  /** The clock (tests move it). */
  now?: () => number;
}

export interface WebhooksContext extends WebhooksDeps {
  secrets: Sealer;
  clock: () => Date;
}

export function webhooksContext(deps: WebhooksDeps): WebhooksContext {
  return { ...deps, secrets: createSealer(deps.secret, 'webhook-secret'), clock: () => new Date(deps.now?.() ?? Date.now()) };
}
