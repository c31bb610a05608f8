import { formatLongDateUtc } from './locale.ts';
/** Timings and limits of the client (spec 01 §9). */
export const SUBSCRIPTION_CACHE_MS = 300_000;
export const SUBSCRIPTION_REDIRECT_MS = 500;
export const SUCCESS_MESSAGE_MS = 5_000;
export const NOT_AVAILABLE = 'Not available';

/** Dates are shown long, in UTC, in the reader's locale (en-US by default); empty or zero dates show "Not available". */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '' || value === 0) return NOT_AVAILABLE;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime()) || date.getTime() === 0) return NOT_AVAILABLE;
  return formatLongDateUtc(date);
}

/** The free trial: 14 days, full access, no credit card (spec 01 §1, §9). */
export const TRIAL_DAYS = 14;

/** Names shown when a subscription carries none (spec 01 §9). */
export const FALLBACK_PACKAGE_NAMES = { trial: 'Free Trial', paid: 'Standard Plan' } as const;
