import type { FastifyBaseLogger } from 'fastify';
import { ACCESS_STATUSES, type PlanEntry, type Price } from '@hiring/shared/billing';
import { centsToAmount } from '@hiring/shared/pricing';
import type { ProfileSubscription } from '@hiring/shared/profile';
import type { PaymentProcessors } from '../../billing/index.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { Notifications } from '../notifications/index.ts';
import type { CatalogueEntry } from './catalogue.repository.ts';
import type { BillingDetails, InvoiceLineRow, InvoiceRow, PriceRow, SubscriptionRow } from './billing.table.ts';

/** Counts what a company uses of one plan limit; `window` is the current calendar month (UTC). */
export interface UsageCounter {
  count(companyId: string, window: { start: Date; end: Date }): Promise<number>;
}

export const BILLING_JOB_TYPES = {
  /** TRIAL_ENDING_NOTICE_DAYS before a trial's end: mail the billing team that it ends soon. */
  trialReminder: 'billing.trial-reminder',
  /** At a trial's end: expire it. */
  trialExpiry: 'billing.trial-expiry',
  /** At a paid period's end: renew (sandbox), cancel, expire a one-time purchase, apply a scheduled change. */
  periodEnd: 'billing.period-end',
  /** Safety net for the two above (a lost job, a clock change): everything due. */
  sweep: 'billing.sweep',
} as const;
export const BILLING_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

export const NO_COMPANY_MESSAGE = 'Your account is not linked to a company.';
export const SELLER = { name: 'HireSignal', lines: ['AI-assisted hiring platform', 'billing@hiresignal.example'] };

export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
export const isLive = (status: string) => (ACCESS_STATUSES as readonly string[]).includes(status);
/** Rows a payment must not bring back: abandoned or failed checkouts, ended subscriptions (docs/decisions/084). */
export const ENDED_STATUSES: readonly string[] = ['incomplete', 'cancelled', 'expired'];
export const PROFILE_CACHE_KEY = 'profile-subscription';
export const NO_COMPANY_PROFILE: ProfileSubscription = {
  subscription_active: false,
  trial_eligible: false,
  status: null,
  is_trial: false,
  plan_name: null,
  current_period_end: null,
  cancel_at_period_end: false,
};

export const isUniqueViolation = (error: unknown): string | null => {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  if (e?.code === '23505') return e.constraint ?? '';
  if (e?.cause?.code === '23505') return e.cause.constraint ?? '';
  return null;
};

/**
 * The end of a period that starts at `start` and lasts `count` intervals; month ends are clamped.
 * `anchorDay` (the day of month billing started on) keeps renewals on it: a plan bought on the 31st
 * renews on Feb 28 and then on Mar 31 again, not on the 28th for good.
 */
export function addInterval(start: Date, interval: string, count: number, anchorDay?: number): Date {
  const d = new Date(start.getTime());
  if (interval === 'day') {
    d.setUTCDate(d.getUTCDate() + count);
    return d;
  }
  const months = interval === 'year' ? 12 * count : count;
  const day = anchorDay ?? d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

export function monthWindow(now: Date): { start: Date; end: Date } {
  return {
    start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
  };
}

export function toPriceDto(price: PriceRow): Price {
  return {
    id: price.id,
    amount: centsToAmount(price.amountCents),
    amount_cents: price.amountCents,
    currency: price.currency,
    interval: price.interval,
    frequency: price.frequency,
    intervalCount: price.intervalCount,
    display_name: price.displayName,
  };
}

export function toPlanEntry(entry: CatalogueEntry): PlanEntry {
  return {
    package: {
      id: entry.pkg.id,
      name: entry.pkg.name,
      displayName: entry.pkg.displayName,
      description: entry.pkg.description,
      tier: entry.pkg.tier,
      isRecommended: entry.pkg.isRecommended,
    },
    prices: entry.prices.map(toPriceDto),
    features: entry.features.map((f) => ({ id: f.id, key: f.key, display_name: f.displayName, is_highlighted: f.isHighlighted })),
    limits: entry.limits,
  };
}

/** An invoice's lines: those stored, else one line of its description, period and amount. */
export function invoiceLines(row: InvoiceRow): InvoiceLineRow[] {
  if (row.lines && row.lines.length > 0) return row.lines;
  return [{ description: row.description, periodStart: iso(row.periodStart), periodEnd: iso(row.periodEnd), amountCents: row.amountCents }];
}

export function isCancellable(sub: SubscriptionRow, price: PriceRow): boolean {
  if (sub.isTrial) return sub.status === 'trialing';
  if (sub.status === 'unpaid') return true;
  return (sub.status === 'active' || sub.status === 'past_due') && price.frequency === 'recurring' && !sub.cancelAtPeriodEnd;
}

/** Set to cancel at its period end, still active (or retrying a payment), and that end not yet come. */
export function isResumable(
  sub: Pick<SubscriptionRow, 'isTrial' | 'status' | 'cancelAtPeriodEnd' | 'currentPeriodEnd'>,
  price: Pick<PriceRow, 'frequency'>,
  now: Date,
): boolean {
  return (
    !sub.isTrial &&
    sub.cancelAtPeriodEnd &&
    (sub.status === 'active' || sub.status === 'past_due') &&
    price.frequency === 'recurring' &&
    !!sub.currentPeriodEnd &&
    sub.currentPeriodEnd.getTime() > now.getTime()
  );
}

export interface BillingServiceOptions {
  db: Db;
  processors: PaymentProcessors;
  /** Public address of the web app: checkout return pages. */
  appUrl: string;
  /** Origins the web app may run on (APP_URL and CORS_ORIGINS): a checkout started on one returns to it. */
  allowedOrigins?: readonly string[];
  log: FastifyBaseLogger;
  jobs?: JobQueue;
  now?: () => Date;
  /** How long the profile's subscription flags are kept per company (READ_CACHE_MS); 0 reads every time. */
  readCacheMs?: number;
  /** Mail to the company's billing team (trial ending and ended, payments, cancellations); none when absent. */
  notifications?: Notifications;
  /** Offered the company details typed into the subscription form, to fill the company's blanks. */
  onCompanyDetails?: (companyId: string, details: BillingDetails) => Promise<void>;
}
