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

/**
 * The "Language and region" choices of a user's profile (issue 42 item 3, decision 793): the
 * formats of dates, numbers and prices. Null (the first choice) follows the browser.
 */
export const DISPLAY_LOCALE_CHOICES = ['en-US', 'en-GB', 'es-ES', 'es-MX', 'de-DE', 'fr-FR'] as const;
export type DisplayLocaleChoice = (typeof DISPLAY_LOCALE_CHOICES)[number];

/** How the profile's select names each choice, in its own language. */
export const DISPLAY_LOCALE_LABELS: Readonly<Record<DisplayLocaleChoice, string>> = {
  'en-US': 'English (United States)',
  'en-GB': 'English (United Kingdom)',
  'es-ES': 'Español (España)',
  'es-MX': 'Español (México)',
  'de-DE': 'Deutsch (Deutschland)',
  'fr-FR': 'Français (France)',
};

export const isDisplayLocaleChoice = (value: unknown): value is DisplayLocaleChoice =>
  typeof value === 'string' && (DISPLAY_LOCALE_CHOICES as readonly string[]).includes(value);

/** The reader's browser languages, or none outside a browser. */
const browserPreferences = (): readonly string[] => {
  const nav = (globalThis as { navigator?: Reader }).navigator;
  return nav ? [...(nav.languages ?? []), nav.language ?? ''] : [];
};

/**
 * Applies a user's saved choice (a profile setting), or the browser's languages when they chose
 * none; answers the locale used.
 */
export const applyUserLocale = (choice: string | null | undefined): string =>
  setDisplayLocale([isDisplayLocaleChoice(choice) ? choice : null, ...browserPreferences()]);

/**
 * The locale a page shown in `language` formats in: the reader's own variant of that language
 * when their browser names one (es-MX for a Mexican reader of a Spanish page), else the language
 * itself; answers the locale used.
 */
export function setDisplayLanguage(language: string): string {
  const own = browserPreferences().filter((tag) => tag.toLowerCase().split(/[-_]/)[0] === language);
  return setDisplayLocale([...own, language]);
}
