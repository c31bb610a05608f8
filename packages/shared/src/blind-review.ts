import { z } from 'zod';
import { INTERVIEW_LIMITS, INTERVIEW_MESSAGES, SCORE_MAX, SCORE_MIN } from './interview-constants.ts';
import { OVERRIDE_REASON_CODES, OVERRIDE_REASON_LABELS, OVERRIDE_REASON_THRESHOLD, overrideReasonCodeSchema } from './reviews.ts';
import { isSafeText } from './text.ts';

/**
 * Reviewer trust (issue 38, items 1, 2, 3 and 6): blind-first review, several reviewers per
 * answer, reasons for overriding the AI, and recommendations that stay an "AI draft" until the
 * team reviewed the interview. Decisions 660-663.
 */

export const REVIEW_LIMITS = {
  /** A reason's text: long enough to say why, short enough to read in the decision log. */
  overrideReasonTextMin: 10,
  overrideReasonTextMax: 500,
} as const;

/** Which score an answer's final score is: the reviewers' mean where any scored, else the AI's. */
export const FINAL_SOURCES = ['reviewers', 'ai'] as const;
export type FinalSource = (typeof FINAL_SOURCES)[number];

/** The recommendation is the AI's draft until every answer has a reviewer's score (decision 662). */
export const RECOMMENDATION_SOURCES = ['ai_draft', 'reviewed'] as const;
export type RecommendationSource = (typeof RECOMMENDATION_SOURCES)[number];
export const RECOMMENDATION_SOURCE_LABELS: Record<RecommendationSource, string> = { ai_draft: 'AI draft', reviewed: 'Reviewed' };

/** The lists' orders: newest first (the default), or by the reviewers' score (decision 662). */
export const INTERVIEW_SORTS = ['recent', 'reviewed_score', 'decision'] as const;
export type InterviewSort = (typeof INTERVIEW_SORTS)[number];

/** How the reason's text field describes its limits. */
export const OVERRIDE_REASON_TEXT_HINT = `${REVIEW_LIMITS.overrideReasonTextMin} to ${REVIEW_LIMITS.overrideReasonTextMax} characters`;

export const REVIEW_MESSAGES = {
  overrideReasonRequired: (score: number, ai: number) =>
    `Your score (${score}) differs from the AI's (${ai}) by ${Math.abs(score - ai)} points: choose a reason and say why before saving.`,
  /** After a blind score (decision 499): the AI's score is shown now, and theirs differs from it by 2 or more. */
  blindScoreReasonDue: (score: number, ai: number) =>
    `You scored ${score} before seeing the AI's score (${ai}): they differ by ${Math.abs(score - ai)} points. Choose a reason and say why.`,
  /** The server asked for a reason the page could not yet tell was needed. */
  overrideReasonAsked: `Your score differs from the AI's by ${OVERRIDE_REASON_THRESHOLD} or more points: choose a reason and say why.`,
  overrideReasonTextShort: `Say why in at least ${REVIEW_LIMITS.overrideReasonTextMin} characters`,
  overrideReasonTextLong: `The reason must be at most ${REVIEW_LIMITS.overrideReasonTextMax} characters`,
  overrideReasonCode: 'Choose a reason from the list',
  blindReviewLabel: 'Blind-first review',
  blindReviewHelp:
    'Reviewers score each answer before they see the AI\'s score, rationale and evidence, and before they see other reviewers\' scores. A reviewer can still choose "Show AI score"; that choice is recorded.',
  aiWithheld: "The AI's score is hidden until you score this answer.",
  aiDraftHelp: "The AI's draft: it becomes the reviewed recommendation once a reviewer has scored every answer.",
  /**
   * Whose recommendation is whose once reviewers' scores have moved it from the AI's (decision 509):
   * the result's recommendation, a draft of reviewers' scores so far and the AI's for the rest, and
   * the AI's own, each named.
   */
  partlyReviewedDraft: "Draft: reviewers' scores so far, the AI's for the rest",
  partlyReviewedHelp: 'It becomes the reviewed recommendation once a reviewer has scored every answer.',
  aiOwnRecommendation: (label: string) => `AI's own recommendation: ${label}`,
  resultWithheld: 'Scores and the recommendation are hidden until you have scored every answer or chosen "Show AI score".',
  unreviewed: (n: number) => `${n} answer${n === 1 ? '' : 's'} not reviewed`,
} as const;

const reasonText = z
  .string({ error: REVIEW_MESSAGES.overrideReasonTextShort })
  .refine(isSafeText, INTERVIEW_MESSAGES.unsafeText)
  .transform((v) => v.trim())
  .pipe(
    z
      .string()
      .min(REVIEW_LIMITS.overrideReasonTextMin, REVIEW_MESSAGES.overrideReasonTextShort)
      .max(REVIEW_LIMITS.overrideReasonTextMax, REVIEW_MESSAGES.overrideReasonTextLong),
  );

export const overrideReasonInputSchema = z.object({
  code: z.enum(OVERRIDE_REASON_CODES, { error: REVIEW_MESSAGES.overrideReasonCode }),
  text: reasonText,
});
export type OverrideReasonInput = z.output<typeof overrideReasonInputSchema>;

/** PATCH /app/interviews/{id}/scores/{questionId}: this reviewer's score, note and, for a big override, the reason. */
export const reviewScoreSchema = z.object({
  score: z
    .number({ error: INTERVIEW_MESSAGES.scoreRange })
    .int(INTERVIEW_MESSAGES.scoreRange)
    .min(SCORE_MIN, INTERVIEW_MESSAGES.scoreRange)
    .max(SCORE_MAX, INTERVIEW_MESSAGES.scoreRange),
  note: z
    .string({ error: INTERVIEW_MESSAGES.noteTooLong })
    .refine(isSafeText, INTERVIEW_MESSAGES.unsafeText)
    .pipe(z.string().max(INTERVIEW_LIMITS.noteMax, INTERVIEW_MESSAGES.noteTooLong))
    .nullish()
    .transform((v) => (v == null || v.trim() === '' ? null : v.trim())),
  override_reason: overrideReasonInputSchema.nullish().transform((v) => v ?? null),
});
export type ReviewScoreInput = z.input<typeof reviewScoreSchema>;
export type ReviewScore = z.output<typeof reviewScoreSchema>;

/** Whether a score this far from the AI's needs a reason (an answer the AI did not score never does). */
export const needsOverrideReason = (score: number, ai: number | null | undefined) =>
  ai != null && Math.abs(score - ai) >= OVERRIDE_REASON_THRESHOLD;

export const overrideReasonSchema = z.object({ code: overrideReasonCodeSchema, label: z.string(), text: z.string().nullable() });
export type OverrideReason = z.infer<typeof overrideReasonSchema>;

export const overrideReasonOf = (code: string | null, text: string | null): OverrideReason | null => {
  const parsed = overrideReasonCodeSchema.safeParse(code);
  return parsed.success ? { code: parsed.data, label: OVERRIDE_REASON_LABELS[parsed.data], text } : null;
};

/** One reviewer's score of one answer. */
export const reviewerScoreSchema = z.object({
  score: z.number().int().min(SCORE_MIN).max(SCORE_MAX),
  note: z.string().nullable(),
  reviewer_id: z.string().nullable(),
  reviewer_name: z.string().nullable(),
  reviewed_at: z.string(),
  /** The reviewer kept the AI's score. */
  confirmed: z.boolean(),
  override_reason: overrideReasonSchema.nullable(),
});
export type ReviewerScore = z.infer<typeof reviewerScoreSchema>;

/** The review fields of one answer of GET /app/interviews/{id}. */
export const answerReviewFields = {
  /** Under blind review: this reviewer has neither scored this answer nor chosen "Show AI score". */
  ai_withheld: z.boolean(),
  /** Every reviewer's score (under blind review, empty while the AI's is withheld). */
  reviews: z.array(reviewerScoreSchema),
  /** The reviewers' mean, one decimal; null while nobody scored. */
  reviewers_mean: z.number().nullable(),
  final_source: z.enum(FINAL_SOURCES).nullable(),
};

/** What lists, compare and the result say about the review (decision 662). */
export const reviewProgressFields = {
  /** The overall score where every answer has a reviewer's score (then it is the reviewers' alone), else null. */
  reviewed_score: z.number().nullable(),
  /** Questions no reviewer has scored yet. */
  unreviewed_count: z.number().int(),
  recommendation_source: z.enum(RECOMMENDATION_SOURCES),
};
