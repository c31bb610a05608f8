import { INTERVIEW_LANGUAGE_NAMES, INTERVIEW_LANGUAGES } from '@hiring/shared/interview-language';
import { cn } from '@/lib/cn';
import { useCandidateLanguage, useT } from './use-candidate-language';

/**
 * The candidate's language switch (decision 790): each language named in itself and marked with
 * its `lang`, the current one pressed; buttons, so Tab and Enter or Space use it.
 */
export function LanguageSwitch() {
  const { language, choose } = useCandidateLanguage();
  const t = useT();
  return (
    <fieldset className="flex shrink-0 gap-1">
      <legend className="sr-only">{t('language.label')}</legend>
      {INTERVIEW_LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-pressed={language === code}
          onClick={() => choose(code)}
          className={cn(
            'min-h-8 rounded-md px-2 text-xs font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
            language === code ? 'bg-indigo-600 text-white' : 'text-indigo-700 underline hover:bg-indigo-50',
          )}
        >
          {INTERVIEW_LANGUAGE_NAMES[code]}
        </button>
      ))}
    </fieldset>
  );
}
