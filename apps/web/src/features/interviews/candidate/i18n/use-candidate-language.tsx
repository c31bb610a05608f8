import type { InterviewLanguage } from '@hiring/shared/interview-language';
import { I18nProvider, LinguiContext } from '@lingui/react';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { activateLanguage, candidateI18n, chosenLanguage, isLoaded, keepChoice, keptChoice } from './candidate-i18n';
import type { EN, MessageKey } from './messages-en';

interface LanguageState {
  language: InterviewLanguage;
  choose: (language: InterviewLanguage) => void;
}

const LanguageContext = createContext<LanguageState>({ language: 'en', choose: () => {} });

/**
 * The candidate pages' language (decision 790): the candidate's choice, `?lang=`, the position's,
 * or the browser's. Until a language other than English has loaded the first time, `fallback`
 * shows, so the page never flashes English before Spanish; a later switch keeps the page (and
 * what the candidate typed) in place while the words load.
 */
export function CandidateLanguage({ position, fallback, children }: { position?: string; fallback: ReactNode; children: ReactNode }) {
  const { search } = useLocation();
  const [choice, setChoice] = useState<string | null>(keptChoice);
  const language = chosenLanguage(search, choice, position);
  // Whether the candidate has used the switch on this page: then the page stays while words load.
  const [switched, setSwitched] = useState(false);
  const [, setActive] = useState<InterviewLanguage | null>(null);

  useEffect(() => {
    let live = true;
    void activateLanguage(language).then(() => {
      if (live) setActive(language);
    });
    return () => {
      live = false;
    };
  }, [language]);
  // The team's pages are English: leaving the candidate's page gives the document its language back.
  useEffect(
    () => () => {
      document.documentElement.lang = 'en';
    },
    [],
  );

  const choose = useCallback((next: InterviewLanguage) => {
    keepChoice(next);
    setChoice(next);
    setSwitched(true);
  }, []);
  const ready = switched || isLoaded(language);
  return (
    <I18nProvider i18n={candidateI18n}>
      <LanguageContext.Provider value={{ language, choose }}>{ready ? children : fallback}</LanguageContext.Provider>
    </I18nProvider>
  );
}

export const useCandidateLanguage = () => useContext(LanguageContext);

type Values = Record<string, unknown>;

/** The provider's instance; a part shown on its own (a test of one section) gets the shared one, in English. */
function useCandidateI18n() {
  return useContext(LinguiContext)?.i18n ?? candidateI18n;
}

/** The translate function of the candidate pages, typed by the English keys. */
export function useT(): (key: MessageKey, values?: Values) => string {
  const i18n = useCandidateI18n();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new function when the language changes re-renders its users.
  return useCallback((key: MessageKey, values?: Values) => i18n._(key, values), [i18n, i18n.locale]);
}

/**
 * The words of a server's answer shown to the candidate (decision 792): by its stable code in the
 * page's language when the catalogue has it; else the server's own message; offline, the page's
 * words for a lost connection.
 */
export function useErrorText(): (error: unknown) => string {
  const t = useT();
  const i18n = useCandidateI18n();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError)) return t('error.network');
      const key = `error.${error.code ?? ''}` as MessageKey;
      if (error.code && key in (i18n.messages as Record<string, unknown>)) return t(key);
      return error.message || t('error.generic');
    },
    [t, i18n],
  );
}

export type { EN };
