/**
 * The locale dates, numbers and prices are shown in (issue 42, decision 688). The spec's formats
 * ("November 28, 2026", "$1,200") are en-US, the default: the server, its mails and documents use
 * it; in the browser the reader's own locale is read on first use, so a reader in Germany reads
 * "28. November 2026" and "1.200 $". The interface's words stay English; only formats follow.
 */
export const DEFAULT_LOCALE = 'en-US';
/** Prices carry their own currency; where one has none, it is dollars. */
export const DEFAULT_CURRENCY = 'USD';

/** Set explicitly, or read from the browser on first use; null until then. */
let current: string | null = null;

/**
 * The locale every shared formatter uses: in a browser, the reader's languages in their order of
 * preference (the first one this browser formats); elsewhere (the server, its mails and
 * documents) the default.
 */
export function displayLocale(): string {
  const page = globalThis as { window?: unknown; navigator?: Reader };
  current ??= page.window === undefined || page.navigator === undefined ? DEFAULT_LOCALE : readerLocale(page.navigator);
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

/** The first of the given locales (a reader's preferences, in order) this runtime supports; else the default. */
function firstSupported(preferences: readonly (string | null | undefined)[]): string {
  return preferences.map(supported).find((tag): tag is string => tag !== null) ?? DEFAULT_LOCALE;
}

/** What a browser says of its reader's languages (`navigator`). */
type Reader = { language?: string; languages?: readonly string[] };

/** The locale a browser's reader prefers, of those it can format. */
export const readerLocale = (nav: Reader): string => firstSupported([...(nav.languages ?? []), nav.language]);

/** Sets the locale from preferences in order (a test, or a profile setting); answers the one used. */
export function setDisplayLocale(preferences: readonly (string | null | undefined)[]): string {
  current = firstSupported(preferences);
  return current;
}

/** 1,234 (en-US), 1.234 (de-DE). */
export const formatNumber = (n: number): string => n.toLocaleString(displayLocale());

/** A long date in UTC ("November 28, 2026"); callers handle empty values. */
export const formatLongDateUtc = (date: Date): string =>
  date.toLocaleDateString(displayLocale(), { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
