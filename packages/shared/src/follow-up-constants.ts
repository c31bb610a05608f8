import { INTERVIEW_LIMITS } from './interview-constants.ts';

/**
 * One adaptive follow-up per question (issue 42, item 1; decisions 780-783): what an answer can
 * miss, where a follow-up's text comes from, the limits, the server's messages, the stock
 * follow-ups and the paths. Without zod, so the candidate's page loads no schema library for
 * them; the schemas are in follow-ups.ts.
 */

/** What an answer misses against the question's guide: a first-hand example, its result, or a key point. */
export const FOLLOW_UP_GAPS = ['no_example', 'no_result', 'key_point'] as const;
export type FollowUpGap = (typeof FOLLOW_UP_GAPS)[number];

/** The question's own stored follow-up, the builtin engine's stock one, or one the LLM engine wrote. */
export const FOLLOW_UP_SOURCES = ['question', 'builtin', 'llm'] as const;
export type FollowUpSource = (typeof FOLLOW_UP_SOURCES)[number];

export const FOLLOW_UP_GAP_LABELS: Readonly<Record<FollowUpGap, string>> = {
  no_example: 'No concrete example',
  no_result: 'No result or outcome',
  key_point: 'A key point of the guide is missing',
};

export const FOLLOW_UP_SOURCE_LABELS: Readonly<Record<FollowUpSource, string>> = {
  question: "the question's own follow-up",
  builtin: 'a standard follow-up',
  llm: 'written by the AI',
};

export const FOLLOW_UP_LIMITS = {
  /** A follow-up's answer, like any answer. */
  answerMax: INTERVIEW_LIMITS.answerMax,
  /** A follow-up's text, stored or written by the LLM engine. */
  textMax: 500,
  /** The missed key point kept with a follow-up (for the decision log and the choice of the question's own follow-up) is cut here. */
  pointMax: 120,
} as const;

/** The position's setting when it was never changed: on (issue 42). */
export const ASK_FOLLOW_UPS_DEFAULT = true;

/** The builtin engine's follow-up for a gap when the question has none of its own for it. */
export const STOCK_FOLLOW_UPS = {
  no_example: 'Could you give one specific example from your own experience: what was the situation, and what did you do?',
  no_result: 'What was the result? What changed because of what you did, and how did you know?',
  /** Never the guide's point itself (decision 816): the candidate would read the scoring guide and could write it back. */
  key_point: 'Your answer covers part of what the question asks. What else would you consider or do here, and why?',
} as const;

export const FOLLOW_UP_MESSAGES = {
  notOffered: 'This question has no follow-up to answer.',
  /** Added to the AI's rationale when the follow-up's answer raised the score. */
  countedInScore: 'Scored with the answer to the follow-up, which raised the score; the first answer alone scored lower.',
  answerRequired: 'Write an answer to the follow-up, or skip it.',
  answerTooLong: `A follow-up answer must be at most ${FOLLOW_UP_LIMITS.answerMax} characters`,
  settingLabel: 'Ask one follow-up when an answer misses something',
  settingHint:
    "When an answer misses what the question's guide expects (an example, a result, a key point), the candidate is asked one short follow-up and may answer or skip it. Answering it can raise the score, never lower it.",
} as const;

export const FOLLOW_UP_ERROR_CODES = { notOffered: 'interview_follow_up_not_offered' } as const;

export const FOLLOW_UP_PATHS = {
  /** PUT `{ text }`: the candidate's answer to the question's follow-up (autosaved like an answer). */
  publicFollowUp: (token: string, questionId: string) => `/public/interviews/${token}/answers/${questionId}/follow-up`,
  /** POST: the candidate skips the follow-up (decision 781). */
  publicSkip: (token: string, questionId: string) => `/public/interviews/${token}/answers/${questionId}/follow-up/skip`,
  /** GET and PUT `{ ask_follow_ups }`: the position's setting. */
  setting: (jobPositionId: string) => `/app/job-positions/${jobPositionId}/follow-up-setting`,
} as const;
