import { z } from 'zod';

/**
 * AI-human agreement (issue 38, item 4; decision 670): how often the AI's score of an answer
 * matches the reviewers' mean, per question, goal and overall, and how far the reviewers agree
 * with each other.
 */

export const AGREEMENT_PATH = '/app/interviews/agreement';

/** The scale both the AI and reviewers score on. */
export const AGREEMENT_SCALE = [1, 2, 3, 4, 5] as const;

/** A question's kappa below this over at least AGREEMENT_WARNING_MIN_ANSWERS answers shows the warning. */
export const AGREEMENT_WARNING_KAPPA = 0.4;
export const AGREEMENT_WARNING_MIN_ANSWERS = 20;

export const AGREEMENT_MESSAGES = {
  lowAgreement: 'The AI disagrees with your reviewers on this question; check its rating guide.',
  empty: 'No answers scored by both the AI and a reviewer yet',
  fetchFailed: 'The agreement figures could not be loaded.',
} as const;

/** Why a kappa (or alpha) is null rather than a number. */
export const KAPPA_NULL_REASONS = ['no_answers', 'one_answer', 'no_variance'] as const;
export type KappaNullReason = (typeof KAPPA_NULL_REASONS)[number];

export const KAPPA_NULL_REASON_LABELS: Readonly<Record<KappaNullReason, string>> = {
  no_answers: 'No answers to compare yet',
  one_answer: 'One answer is too few to measure',
  no_variance: 'Every score is the same, so chance agreement cannot be told apart',
};

export const agreementQuerySchema = z.object({ job_position_id: z.uuid().optional() });
export type AgreementQuery = z.output<typeof agreementQuerySchema>;

/** The figures of one group of answers (a question, a goal, or all of them). */
export const agreementFiguresSchema = z.object({
  /** Answers scored by both the AI and at least one reviewer. */
  n: z.number().int(),
  /** Share (0-1, two decimals) where the AI's score equals the reviewers' mean rounded half up; null when n is 0. */
  exact: z.number().nullable(),
  /** Share (0-1, two decimals) where they differ by at most one point; null when n is 0. */
  within_one: z.number().nullable(),
  /** Quadratically weighted Cohen's kappa, AI against the reviewers' rounded mean (three decimals); null with kappa_reason. */
  kappa: z.number().nullable(),
  kappa_reason: z.enum(KAPPA_NULL_REASONS).nullable(),
  /** Answers scored by two or more reviewers. */
  reviewer_n: z.number().int(),
  /**
   * Reliability between reviewers: Krippendorff's alpha with the interval (squared difference)
   * metric over every answer two or more scored (three decimals); null with reviewer_kappa_reason.
   */
  reviewer_kappa: z.number().nullable(),
  reviewer_kappa_reason: z.enum(KAPPA_NULL_REASONS).nullable(),
});
export type AgreementFigures = z.infer<typeof agreementFiguresSchema>;

/** counts[ai - 1][reviewers - 1]: answers the AI scored `ai` and the reviewers' rounded mean `reviewers`. */
export const agreementMatrixSchema = z.array(z.array(z.number().int()).length(5)).length(5);
export type AgreementMatrix = z.infer<typeof agreementMatrixSchema>;

export const questionAgreementSchema = agreementFiguresSchema.extend({
  question_id: z.string(),
  question_text: z.string(),
  job_position_id: z.string(),
  job_title: z.string(),
  /** The version of the position's question set the question belongs to, and its place there. */
  question_set_version: z.number().int(),
  question_order: z.number().int(),
  matrix: agreementMatrixSchema,
  /** AGREEMENT_MESSAGES.lowAgreement where kappa < 0.4 over n >= 20; else null. */
  warning: z.string().nullable(),
});
export type QuestionAgreement = z.infer<typeof questionAgreementSchema>;

export const goalAgreementFiguresSchema = agreementFiguresSchema.extend({
  goal_id: z.string(),
  goal_text: z.string(),
  job_position_id: z.string(),
  job_title: z.string(),
});
export type GoalAgreementFigures = z.infer<typeof goalAgreementFiguresSchema>;

/** GET /app/interviews/agreement. */
export const agreementReportSchema = z.object({
  overall: agreementFiguresSchema,
  questions: z.array(questionAgreementSchema),
  goals: z.array(goalAgreementFiguresSchema),
});
export type AgreementReport = z.infer<typeof agreementReportSchema>;

/**
 * How strong a kappa is, in words (Landis & Koch 1977): below 0 poor, up to 0.20 slight, 0.40
 * fair, 0.60 moderate, 0.80 substantial, above that almost perfect.
 */
export function kappaStrength(kappa: number): string {
  if (kappa < 0) return 'Poor';
  if (kappa <= 0.2) return 'Slight';
  if (kappa <= 0.4) return 'Fair';
  if (kappa <= 0.6) return 'Moderate';
  if (kappa <= 0.8) return 'Substantial';
  return 'Almost perfect';
}
