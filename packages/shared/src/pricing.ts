/**
 * Price display and annual saving (spec 01 §9): pure functions the plan page, the create form,
 * the completed page and the server's invoices all use, so a price reads the same everywhere.
 * Amounts are in currency units (dollars), as the API sends them; cents convert with centsToAmount.
 */

import { TRIAL_DAYS } from './constants.ts';
import { DEFAULT_CURRENCY, displayLocale } from './locale.ts';

/** Suffixes of a recurring price; other intervals (one-time, day) show the bare amount. */
export const INTERVAL_SUFFIXES: Readonly<Record<string, string>> = { month: '/mo', year: '/yr' };

export const FREE_PRICE_LABEL = 'Free';

/** Marketing copy for the annual toggle (spec 01 §9: "up to 15%"). */
export const MAX_ANNUAL_SAVING_COPY = 'Save up to 15%';

/** Cents as stored on the server to the amount the client shows. */
export function centsToAmount(cents: number): number {
  return Math.round(cents) / 100;
}

/**
 * An amount in its currency and the reader's locale: amounts under 1 or with a fractional part show
 * 2 decimals, whole amounts none ("$29", "$0.50", "$29.50", "$1,200" in en-US; "1.200 €" in de-DE).
 */
export function formatAmount(amount: number, currency: string = DEFAULT_CURRENCY): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const cents = Math.round(value * 100);
  const whole = cents % 100 === 0 && Math.abs(value) >= 1;
  const digits = whole ? 0 : 2;
  const options = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  try {
    return new Intl.NumberFormat(displayLocale(), { ...options, style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
  } catch {
    // A code Intl does not know is shown after the number.
    return `${new Intl.NumberFormat(displayLocale(), options).format(cents / 100)} ${currency.toUpperCase()}`;
  }
}

/** "$x/mo", "$x/yr", "$x" for one-time prices, and "Free" for zero. */
export function formatPrice(amount: number, interval?: string | null, currency: string = DEFAULT_CURRENCY): string {
  if (!Number.isFinite(amount) || Math.round(amount * 100) === 0) return FREE_PRICE_LABEL;
  return `${formatAmount(amount, currency)}${(interval && INTERVAL_SUFFIXES[interval]) ?? ''}`;
}

/**
 * Annual saving percent = round((12 × monthly − yearly) / (12 × monthly) × 100). Without a
 * monthly price, or when the yearly price saves nothing, the saving is 0.
 */
export function annualSavingPercent(monthly: number, yearly: number): number {
  if (!(monthly > 0) || !Number.isFinite(yearly) || yearly < 0) return 0;
  const full = 12 * monthly;
  return Math.max(0, Math.round(((full - yearly) / full) * 100));
}

/** What a yearly price costs per month, for "$x/mo billed annually". */
export function monthlyEquivalent(yearly: number): number {
  return Math.round((yearly / 12) * 100) / 100;
}

/** A trial lasts 14 days unless its price's intervalCount says otherwise (spec 01 §4). */
export function trialLengthDays(intervalCount?: number | null): number {
  return intervalCount && intervalCount > 0 ? Math.floor(intervalCount) : TRIAL_DAYS;
}
