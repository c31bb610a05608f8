/**
 * The language of a candidate's interview (issue 42 item 2, decisions 790-791): the position
 * chooses it, `?lang=` or the candidate's own switch can change the interface. Questions stay as
 * the team wrote them. Without zod: the candidate's page imports this.
 */
export const INTERVIEW_LANGUAGES = ['en', 'es'] as const;
export type InterviewLanguage = (typeof INTERVIEW_LANGUAGES)[number];

export const DEFAULT_INTERVIEW_LANGUAGE: InterviewLanguage = 'en';

/** Each language named in itself, as a language switch shows it. */
export const INTERVIEW_LANGUAGE_NAMES: Readonly<Record<InterviewLanguage, string>> = { en: 'English', es: 'Español' };

/** What the team's position screen calls each language. */
export const INTERVIEW_LANGUAGE_LABELS: Readonly<Record<InterviewLanguage, string>> = { en: 'English', es: 'Spanish' };

export const INTERVIEW_LANGUAGE_MESSAGES = {
  invalid: `Interview language must be one of: ${INTERVIEW_LANGUAGES.join(', ')}`,
} as const;

/** The query parameter of the candidate's page that names the interface's language. */
export const LANGUAGE_PARAM = 'lang';

export function isInterviewLanguage(value: unknown): value is InterviewLanguage {
  return typeof value === 'string' && (INTERVIEW_LANGUAGES as readonly string[]).includes(value);
}

/** The supported language of a language tag ("es-MX" → "es"), or null. */
export function languageOfTag(tag: string | null | undefined): InterviewLanguage | null {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return isInterviewLanguage(primary) ? primary : null;
}

/**
 * The candidate's interface language: `?lang=`, else the position's, else the first of the
 * browser's languages this page has, else English.
 */
export function candidateLanguage({
  query,
  position,
  browser = [],
}: {
  query?: string | null;
  position?: string | null;
  browser?: readonly (string | null | undefined)[];
}): InterviewLanguage {
  const asked = languageOfTag(query);
  if (asked) return asked;
  if (isInterviewLanguage(position)) return position;
  for (const tag of browser) {
    const found = languageOfTag(tag);
    if (found) return found;
  }
  return DEFAULT_INTERVIEW_LANGUAGE;
}
