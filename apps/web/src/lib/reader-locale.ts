import { setDisplayLocale } from '@hiring/shared/locale';

/**
 * Dates, numbers and prices follow the reader's browser languages, in their order of preference
 * (decision 688); a language this browser cannot format falls back to the next, then to en-US.
 */
export function applyReaderLocale(nav: Pick<Navigator, 'language' | 'languages'> = navigator): string {
  return setDisplayLocale([...(nav.languages ?? []), nav.language]);
}
