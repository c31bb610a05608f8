import { candidateLanguage, type InterviewLanguage, LANGUAGE_PARAM } from '@hiring/shared/interview-language';
import { setDisplayLanguage } from '@hiring/shared/locale';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { EN } from './messages-en';

/**
 * The candidate pages' own i18n instance (Lingui, decision 791): English is in the page's bundle;
 * other languages load when first shown. The team's pages do not use it and stay English.
 */
export const candidateI18n: I18n = setupI18n();
candidateI18n.setMessagesCompiler(compileMessage);
candidateI18n.load('en', EN);
candidateI18n.activate('en');

const LOADERS: Record<Exclude<InterviewLanguage, 'en'>, () => Promise<Messages>> = {
  es: async () => (await import('./messages-es')).ES,
};

const loaded = new Set<InterviewLanguage>(['en']);

export const isLoaded = (language: InterviewLanguage) => loaded.has(language);

/** Loads a language's words when first needed, then shows the pages, their dates and numbers, in it. */
export async function activateLanguage(language: InterviewLanguage): Promise<void> {
  if (!loaded.has(language) && language !== 'en') {
    candidateI18n.load(language, await LOADERS[language]());
    loaded.add(language);
  }
  setDisplayLanguage(language);
  document.documentElement.lang = language;
  candidateI18n.activate(language);
}

/** Where the candidate's own choice is kept for this tab, so a reload keeps it. */
const CHOICE_KEY = 'hiresignal.interview-language';

export function keptChoice(): string | null {
  try {
    return sessionStorage.getItem(CHOICE_KEY);
  } catch {
    return null;
  }
}

export function keepChoice(language: InterviewLanguage): void {
  try {
    sessionStorage.setItem(CHOICE_KEY, language);
  } catch {
    // Private modes may refuse storage: the choice then lasts until the page is left.
  }
}

/** The language to show: the candidate's choice, `?lang=`, the position's, the browser's (decision 790). */
export function chosenLanguage(search: string, choice: string | null, position: string | undefined): InterviewLanguage {
  const query = choice ?? new URLSearchParams(search).get(LANGUAGE_PARAM);
  const nav = globalThis.navigator as Navigator | undefined;
  return candidateLanguage({ query, position, browser: nav ? [...(nav.languages ?? []), nav.language] : [] });
}
