/**
 * Voluntary self-identification and the bias audit (issue 39, items 1 and 2; decisions 700-703).
 * After submitting, a candidate may give their sex and race/ethnicity in the EEO-1 categories
 * New York City's Local Law 144 audits use, or prefer not to say. The answers are kept apart
 * from the interview and read only by the bias audit: scoring rates and impact ratios per
 * category of sex, race/ethnicity and their intersection.
 *
 * Categories, labels, messages and the path, without zod, so the candidate's page loads no schema
 * library for its form; the schemas are in self-id.ts.
 */

export const SELF_ID_SEXES = ['female', 'male', 'prefer_not_to_say'] as const;
export type SelfIdSex = (typeof SELF_ID_SEXES)[number];

export const SELF_ID_RACES = [
  'hispanic_or_latino',
  'white',
  'black_or_african_american',
  'asian',
  'native_hawaiian_or_pacific_islander',
  'american_indian_or_alaska_native',
  'two_or_more_races',
  'prefer_not_to_say',
] as const;
export type SelfIdRace = (typeof SELF_ID_RACES)[number];

/** The EEO-1 labels, as the form and the audit show them. */
export const SELF_ID_SEX_LABELS: Readonly<Record<SelfIdSex, string>> = {
  female: 'Female',
  male: 'Male',
  prefer_not_to_say: 'Prefer not to say',
};

export const SELF_ID_RACE_LABELS: Readonly<Record<SelfIdRace, string>> = {
  hispanic_or_latino: 'Hispanic or Latino',
  white: 'White (not Hispanic or Latino)',
  black_or_african_american: 'Black or African American (not Hispanic or Latino)',
  asian: 'Asian (not Hispanic or Latino)',
  native_hawaiian_or_pacific_islander: 'Native Hawaiian or Other Pacific Islander (not Hispanic or Latino)',
  american_indian_or_alaska_native: 'American Indian or Alaska Native (not Hispanic or Latino)',
  two_or_more_races: 'Two or more races (not Hispanic or Latino)',
  prefer_not_to_say: 'Prefer not to say',
};

export const SELF_ID_MESSAGES = {
  title: 'Voluntary self-identification',
  intro:
    'You may tell us your sex and race/ethnicity. This is voluntary and never required, it is never shown to the people reviewing your interview, it is never given to the AI, and it is used only for a bias audit of how candidates are scored.',
  sexLegend: 'Sex',
  raceLegend: 'Race/ethnicity',
  sexInvalid: 'Choose one of the listed answers for sex, or "Prefer not to say".',
  raceInvalid: 'Choose one of the listed answers for race/ethnicity, or "Prefer not to say".',
  save: 'Save my answers',
  skip: 'Skip',
  saved: 'Thank you. Your answers are saved; you may change them here until you leave this page.',
  skipped: 'You skipped the questions. Nothing was recorded.',
  notSubmitted: 'Self-identification is possible only after you submit your interview.',
} as const;

/** The API path of the candidate's self-identification, by their link's token. */
export const selfIdPath = (token: string) => `/public/interviews/${encodeURIComponent(token)}/self-id`;
