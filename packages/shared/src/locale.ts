/**
 * The locale dates, numbers and prices are shown in (issue 42, decision 688). The spec's formats
 * ("November 28, 2026", "$1,200") are en-US, the default: the server, its mails and documents use
 * it; the web app sets the reader's own locale at start, so a reader in Germany reads
 * "28. November 2026" and "1.200 $". The interface's words stay English; only formats follow.
 */
export const DEFAULT_LOCALE = 'en-US';
/** Prices carry their own currency; where one has none, it is dollars. */
export const DEFAULT_CURRENCY = 'USD';

let current = DEFAULT_LOCALE;

/** The locale every shared formatter uses. */
export function displayLocale(): string {
  return current;
}

/** A locale this runtime formats in, canonical, or null for anything else. */
function supported(tag: string | null | undefined): string | null {
  if (!tag) return null;
  try {
    const [canonical] = Intl.getCanonicalLocales(tag);
    return canonical && Intl.DateTimeFormat.supportedLocalesOf([canonical]).length > 0 ? canonical : null;
  } catch {
    return null;
  }
}

/** Uses the first of the given locales (the reader's preferences, in order) this runtime supports; else the default. */
export function setDisplayLocale(preferences: readonly (string | null | undefined)[]): string {
  current = preferences.map(supported).find((tag): tag is string => tag !== null) ?? DEFAULT_LOCALE;
  return current;
}

/** 1,234 (en-US), 1.234 (de-DE). */
export const formatNumber = (n: number): string => n.toLocaleString(current);

/** A long date in UTC ("November 28, 2026"); callers handle empty values. */
export const formatLongDateUtc = (date: Date): string =>
  date.toLocaleDateString(current, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
