import { type AnswerScore, unsupportedLanguageSummary } from '@hiring/shared/ai';
import { detectLanguage } from './language.ts';

export interface LanguageCheck {
  /** The language the answer is written in, or null when it cannot be told. */
  language: string | null;
  /** The result to give instead of a score when the engine does not score that language. */
  unscored: AnswerScore | null;
}

/**
 * Reads an answer's language and, when `languages` (what an engine scores; undefined: any) leaves
 * it out, the result that stands for a score: no goal scores, no overall, the unsupported_language
 * flag and a summary naming the language, so a reviewer scores the answer instead.
 */
export function checkLanguage(answer: string, languages: readonly string[] | undefined): LanguageCheck {
  const language = detectLanguage(answer, { expected: languages });
  if (language === null || !languages || languages.includes(language)) return { language, unscored: null };
  return {
    language,
    unscored: {
      scores: [],
      overall: null,
      summary: unsupportedLanguageSummary(language, languages),
      flags: ['unsupported_language'],
      language,
    },
  };
}
