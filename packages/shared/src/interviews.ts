import { z } from 'zod';
import { publicFollowUpSchema, reviewFollowUpSchema } from './follow-ups.ts';
import {
  INTERVIEW_LIMITS,
  INTERVIEW_MESSAGES,
  INTERVIEW_STATUSES,
  INTERVIEW_STATUS_FILTERS,
  RECOMMENDATIONS,
  REVIEW_STATUSES,
  SCORE_MAX,
  SCORE_MIN,
  SCORING_STATUSES,
} from './interview-constants.ts';
import { isSafeText } from './text.ts';
import { publicRightsSchema, RIGHTS_LIMITS, RIGHTS_MESSAGES } from './candidate-rights.ts';
import { INTERVIEW_LANGUAGES } from './interview-language.ts';
import { answerFlagSchema, answerIntegritySchema, integritySignalsInputShape } from './integrity.ts';
import { MAX_PAGE_SIZE, pageEnvelope, pageQuerySchema } from './api.ts';
import { reminderSummaryFields } from './reminders.ts';
import { DECISIONS, interviewDecisionSchema, publicOutcomeSchema } from './decisions.ts';
import { answerReviewFields, INTERVIEW_SORTS, RECOMMENDATION_SOURCES, reviewerScoreSchema, reviewProgressFields } from './blind-review.ts';

/**
 * Candidate interviews (issue 14): interview links, the candidate's interview, AI scoring with
 * evidence, human review, results, the candidate pool and comparison, and retention. Every
 * status, label, limit, message, path and payload of the feature lives here once; the server
 * enforces it and the client shows it.
 */

export * from './interview-constants.ts';
export { type ReviewerScore, type ReviewScore, type ReviewScoreInput, reviewerScoreSchema, reviewScoreSchema } from './blind-review.ts';

// ---------------------------------------------------------------------------------------------
// Request schemas

const safeString = (error: string) => z.string({ error }).refine(isSafeText, INTERVIEW_MESSAGES.unsafeText);

const candidateName = safeString(INTERVIEW_MESSAGES.nameRequired)
  .transform((v) => v.trim())
  .pipe(z.string().min(1, INTERVIEW_MESSAGES.nameRequired).max(INTERVIEW_LIMITS.nameMax, INTERVIEW_MESSAGES.nameTooLong));

const candidateEmail = z
  .string({ error: INTERVIEW_MESSAGES.emailRequired })
  .transform((v) => v.trim().toLowerCase())
  .pipe(
    z
      .string()
      .min(1, INTERVIEW_MESSAGES.emailRequired)
      .max(INTERVIEW_LIMITS.emailMax, INTERVIEW_MESSAGES.emailTooLong)
      .pipe(z.email(INTERVIEW_MESSAGES.emailInvalid)),
  );

export const candidateInputSchema = z.object({ name: candidateName, email: candidateEmail });
export type CandidateInput = z.output<typeof candidateInputSchema>;

const expiresInDays = z
  .number({ error: INTERVIEW_MESSAGES.expiresInDaysRange })
  .int(INTERVIEW_MESSAGES.expiresInDaysRange)
  .min(INTERVIEW_LIMITS.expiresInDaysMin, INTERVIEW_MESSAGES.expiresInDaysRange)
  .max(INTERVIEW_LIMITS.expiresInDaysMax, INTERVIEW_MESSAGES.expiresInDaysRange);

/** POST /app/job-positions/generate-links. */
export const generateLinksSchema = z
  .object({
    job_position_id: z.uuid({ error: INTERVIEW_MESSAGES.jobRequired }),
    candidates: z
      .array(candidateInputSchema, { error: INTERVIEW_MESSAGES.candidatesRequired })
      .min(1, INTERVIEW_MESSAGES.candidatesRequired)
      .max(INTERVIEW_LIMITS.candidatesPerRequest, INTERVIEW_MESSAGES.tooManyCandidates),
    expires_in_days: expiresInDays.default(INTERVIEW_LIMITS.expiresInDaysDefault),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.candidates.forEach((c, i) => {
      if (seen.has(c.email))
        ctx.addIssue({ code: 'custom', path: ['candidates', i, 'email'], message: INTERVIEW_MESSAGES.duplicateInRequest(c.email) });
      seen.add(c.email);
    });
  });
export type GenerateLinksInput = z.input<typeof generateLinksSchema>;
export type GenerateLinks = z.output<typeof generateLinksSchema>;

/** POST /app/interviews/{id}/resend: an expired link is reopened for this many days. */
export const resendLinkSchema = z.object({ expires_in_days: expiresInDays.default(INTERVIEW_LIMITS.expiresInDaysDefault) }).prefault({});
export type ResendLink = z.output<typeof resendLinkSchema>;

const booleanQuery = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1');

/** Paging and search as every list (api.ts), 10 a page (INTERVIEW_LIMITS), with a status filter. */
const interviewPageQuery = pageQuerySchema.extend({
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(INTERVIEW_LIMITS.pageSize),
  search: z.string().trim().max(INTERVIEW_LIMITS.searchMax).optional(),
  status: z.enum(INTERVIEW_STATUS_FILTERS).optional(),
});

/** GET /app/interviews. `blind` hides names and emails (server-side). */
export const interviewListQuerySchema = interviewPageQuery.extend({
  job_position_id: z.uuid().optional(),
  blind: booleanQuery,
  /** recent (default), reviewed_score: reviewed interviews by the reviewers' score first (decision 662); decision: by decision (decision 760). */
  sort: z.enum(INTERVIEW_SORTS).default('recent'),
  /** Only interviews with this decision (decision 760). */
  decision: z.enum(DECISIONS).optional(),
});
export type InterviewListQuery = z.output<typeof interviewListQuerySchema>;

/** GET /app/interviews/{id}. */
export const interviewDetailQuerySchema = z.object({ blind: booleanQuery });
export type InterviewDetailQuery = z.output<typeof interviewDetailQuerySchema>;

/** GET /app/job-positions/{id}/interview-links. */
export const jobLinksQuerySchema = interviewPageQuery;
export type JobLinksQuery = z.output<typeof jobLinksQuerySchema>;

// PATCH /app/interviews/{id}/scores/{questionId}: reviewScoreSchema, in blind-review.ts.

/** GET /app/interviews/analysis. */
export const analysisQuerySchema = z.object({ job_position_id: z.uuid().optional() });
export type AnalysisQuery = z.output<typeof analysisQuerySchema>;

/**
 * GET /app/talent/candidates: everyone interviewed (one row per interview). `integrity_flags`
 * keeps those with an integrity flag on an answer (decision 676).
 */
export const candidatesQuerySchema = interviewListQuerySchema.extend({ integrity_flags: booleanQuery });
export type CandidatesQuery = z.output<typeof candidatesQuerySchema>;

/** GET /app/talent/compare?interview_ids=a,b[,c,d]&blind=true. */
export const compareQuerySchema = z.object({
  interview_ids: z
    .union([z.string(), z.array(z.string())], { error: INTERVIEW_MESSAGES.compareCount })
    .transform((v) =>
      (Array.isArray(v) ? v : v.split(','))
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.uuid({ error: INTERVIEW_MESSAGES.interviewNotFound }))
        .min(INTERVIEW_LIMITS.compareMin, INTERVIEW_MESSAGES.compareCount)
        .max(INTERVIEW_LIMITS.compareMax, INTERVIEW_MESSAGES.compareCount)
        .refine((ids) => new Set(ids).size === ids.length, INTERVIEW_MESSAGES.compareDuplicate),
    ),
  blind: booleanQuery,
});
export type CompareQuery = z.output<typeof compareQuerySchema>;

/** PUT /app/interviews/settings (owner or admin). */
export const interviewSettingsInputSchema = z.object({
  retention_days: z
    .number({ error: INTERVIEW_MESSAGES.retentionRange })
    .int(INTERVIEW_MESSAGES.retentionRange)
    .min(INTERVIEW_LIMITS.retentionDaysMin, INTERVIEW_MESSAGES.retentionRange)
    .max(INTERVIEW_LIMITS.retentionDaysMax, INTERVIEW_MESSAGES.retentionRange),
  /** Where candidates ask for an alternative process or deletion; null: the company owner's email. */
  contact_email: z
    .string()
    .trim()
    .toLowerCase()
    .max(INTERVIEW_LIMITS.emailMax, INTERVIEW_MESSAGES.emailTooLong)
    .nullish()
    .transform((v) => (v == null || v === '' ? null : v))
    .pipe(z.email(INTERVIEW_MESSAGES.emailInvalid).nullable()),
  /** Blind-first review (decision 660); left out, the current setting stays. */
  blind_review: z.boolean().optional(),
  /** The company's own text on the candidate's notice; left out, the current text stays; empty: none. */
  notice_text: z.string().trim().max(RIGHTS_LIMITS.noticeTextMax, RIGHTS_MESSAGES.noticeTextTooLong).optional(),
  /** The notice's contact line (a person or role, a phone number); left out, it stays; empty: none. */
  notice_contact: z.string().trim().max(RIGHTS_LIMITS.noticeContactMax, RIGHTS_MESSAGES.noticeContactTooLong).optional(),
  /** Days within which a candidate's erasure request is carried out; left out, it stays. */
  erasure_days: z
    .number({ error: RIGHTS_MESSAGES.erasureDaysRange })
    .int(RIGHTS_MESSAGES.erasureDaysRange)
    .min(RIGHTS_LIMITS.erasureDaysMin, RIGHTS_MESSAGES.erasureDaysRange)
    .max(RIGHTS_LIMITS.erasureDaysMax, RIGHTS_MESSAGES.erasureDaysRange)
    .optional(),
});
export type InterviewSettingsInput = z.input<typeof interviewSettingsInputSchema>;

/** POST /api/public/interviews/{token}/start. */
export const startInterviewSchema = z.object({ consent: z.literal(true, { error: INTERVIEW_MESSAGES.consentRequired }) });
export type StartInterview = z.output<typeof startInterviewSchema>;

/**
 * PUT /api/public/interviews/{token}/answers/{questionId}: autosaved while typing (blank allowed),
 * with the page's integrity signals of the answer (integrity.ts).
 */
export const saveAnswerSchema = z.object({
  text: safeString(INTERVIEW_MESSAGES.answerRequired).max(INTERVIEW_LIMITS.answerMax, INTERVIEW_MESSAGES.answerTooLong),
  ...integritySignalsInputShape,
});
export type SaveAnswer = z.output<typeof saveAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Response schemas (team side)

/** One link / interview as lists show it. Name and email are null when blind or deleted. */
export const interviewSummarySchema = z.object({
  id: z.string(),
  job_position_id: z.string(),
  job_title: z.string(),
  candidate_name: z.string().nullable(),
  candidate_email: z.string().nullable(),
  /** "Candidate 3F2A" in blind mode and after deletion: a stable label that names no one. */
  candidate_label: z.string(),
  status: z.enum(INTERVIEW_STATUSES),
  status_label: z.string(),
  /** The link's token: only for owners and admins (who manage links); null in blind mode or once deleted. */
  token: z.string().nullable(),
  /** Path of the candidate's page, /interview/{token}; null whenever token is. */
  url: z.string().nullable(),
  question_set_version: z.number().int(),
  expires_at: z.string(),
  invited_at: z.string(),
  last_sent_at: z.string().nullable(),
  sent_count: z.number().int(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  withdrawn_at: z.string().nullable(),
  /** Answers saved of scored questions (the practice question is not counted). */
  answered_count: z.number().int(),
  questions_count: z.number().int(),
  scoring_status: z.enum(SCORING_STATUSES),
  review_status: z.enum(REVIEW_STATUSES),
  /** Final overall score 1-5 (reviewer's scores where given, the AI's elsewhere), one decimal. */
  overall_score: z.number().nullable(),
  recommendation: z.enum(RECOMMENDATIONS).nullable(),
  /** When answers and personal data were deleted (retention or request); null while kept. */
  data_deleted_at: z.string().nullable(),
  /** The team's decision (decision 760). */
  decision: interviewDecisionSchema,
  ...reviewProgressFields,
  ...reminderSummaryFields,
});
export type InterviewSummary = z.infer<typeof interviewSummarySchema>;

export const interviewPageSchema = pageEnvelope(interviewSummarySchema);
export type InterviewPage = z.infer<typeof interviewPageSchema>;

/** POST generate-links answer (201). */
export const generateLinksResultSchema = z.object({ links: z.array(interviewSummarySchema) });
export type GenerateLinksResult = z.infer<typeof generateLinksResultSchema>;

/** GET /app/job-positions/{id}/interview-links. */
export const jobLinksSchema = interviewPageSchema.extend({
  job_position_id: z.string(),
  job_title: z.string(),
  job_status: z.string(),
  /** Whether new links can be created now, and if not, why. */
  can_create_links: z.boolean(),
  blocked_reason: z.string().nullable(),
  max_responses: z.number().int(),
  /** Links counting toward max_responses (all but those withdrawn before they were started). */
  responses_used: z.number().int(),
  question_set_version: z.number().int().nullable(),
});
export type JobLinks = z.infer<typeof jobLinksSchema>;

/** The AI's score of one goal in one answer. */
export const aiGoalScoreSchema = z.object({
  goal_id: z.string(),
  goal_text: z.string(),
  score: z.number().int().min(SCORE_MIN).max(SCORE_MAX),
  rationale: z.string(),
  /** Verbatim quotes from the answer (each an exact substring of it). */
  evidence: z.array(z.string()),
});
export type AiGoalScore = z.infer<typeof aiGoalScoreSchema>;

/**
 * The AI's score of one answer on the question's anchored 1-5 scale. `score` and `raw_score` are
 * null when the engine read the answer but could not score it (its flags hold one of
 * UNSCORED_FLAGS, e.g. unsupported_language): the answer needs a reviewer's score.
 */
export const aiAnswerScoreSchema = z.object({
  score: z.number().int().min(SCORE_MIN).max(SCORE_MAX).nullable(),
  /** The engine's weighted mean before rounding, one decimal. */
  raw_score: z.number().nullable(),
  rationale: z.string(),
  evidence: z.array(z.string()),
  goal_scores: z.array(aiGoalScoreSchema),
  flags: z.array(z.string()),
  /** The language the engine read the answer in (ISO 639-1), when it could tell. */
  language: z.string().nullable(),
  engine: z.string(),
  scored_at: z.string(),
});
export type AiAnswerScore = z.infer<typeof aiAnswerScoreSchema>;

export const ratingAnchorOutSchema = z.object({ score: z.number().int(), label: z.string(), description: z.string() });

/** One question of the interview with its answer, the AI's score and the reviewer's. */
export const interviewAnswerSchema = z.object({
  question_id: z.string(),
  question_order: z.number().int(),
  question_text: z.string(),
  competency: z.string(),
  /** The anchored scale the answer is scored against. */
  rating_scale: z.array(ratingAnchorOutSchema),
  goals: z.array(z.object({ goal_id: z.string(), goal_text: z.string(), weight: z.number() })),
  /** Null when not answered or deleted. */
  answer_text: z.string().nullable(),
  answered_at: z.string().nullable(),
  /** What the candidate's page recorded while the answer was written; null when nothing was. Shown always, never scored. */
  integrity: answerIntegritySchema.nullable(),
  /** The AI's flags in words; empty whenever `ai` is null (they are the AI's judgement). */
  flags: z.array(answerFlagSchema),
  ai: aiAnswerScoreSchema.nullable(),
  /** This reviewer's own score of the answer (their entry of `reviews`). */
  review: reviewerScoreSchema.nullable(),
  /** The reviewers' mean where any scored (one decimal), else the AI's; see final_source. */
  final_score: z.number().nullable(),
  /** The follow-up asked after the answer and the candidate's answer to it: the review's thread (issue 42). */
  follow_up: reviewFollowUpSchema.nullable().optional(),
  ...answerReviewFields,
});
export type InterviewAnswer = z.infer<typeof interviewAnswerSchema>;

/** A goal's result across the interview: question scores weighted by the questions' goal weights. */
export const goalResultSchema = z.object({
  goal_id: z.string(),
  goal_text: z.string(),
  category: z.string(),
  /** Sum of the goal's weights over the interview's questions. */
  weight: z.number(),
  ai_score: z.number().nullable(),
  /** Null until a reviewer scored a question of this goal. */
  human_score: z.number().nullable(),
  final_score: z.number().nullable(),
  /** The strongest verbatim quote for this goal, if any. */
  quote: z.string().nullable(),
});
export type GoalResult = z.infer<typeof goalResultSchema>;

export const interviewResultSchema = z.object({
  ai_overall_score: z.number().nullable(),
  overall_score: z.number().nullable(),
  ai_recommendation: z.enum(RECOMMENDATIONS).nullable(),
  recommendation: z.enum(RECOMMENDATIONS).nullable(),
  recommendation_label: z.string().nullable(),
  /** ai_draft until a reviewer has scored every answer (decision 662). */
  recommendation_source: z.enum(RECOMMENDATION_SOURCES),
  /** Under blind review, while this reviewer has answers to score: the scores above are withheld (null). */
  withheld: z.boolean(),
  /** Why: strongest and weakest goals, flags, reviewer changes. */
  reasons: z.array(z.string()),
  goals: z.array(goalResultSchema),
});
export type InterviewResult = z.infer<typeof interviewResultSchema>;

/** GET /app/interviews/{id}. */
export const interviewDetailSchema = interviewSummarySchema.extend({
  consent_given_at: z.string().nullable(),
  scoring_error: z.string().nullable(),
  reviewed_count: z.number().int(),
  answers: z.array(interviewAnswerSchema),
  result: interviewResultSchema,
});
export type InterviewDetail = z.infer<typeof interviewDetailSchema>;

/** GET /app/interviews/analysis. */
export const scoreDistributionSchema = z.object({ '1': z.number(), '2': z.number(), '3': z.number(), '4': z.number(), '5': z.number() });
export type ScoreDistribution = z.infer<typeof scoreDistributionSchema>;

export const goalAgreementSchema = z.object({
  job_position_id: z.string(),
  job_title: z.string(),
  goal_id: z.string(),
  goal_text: z.string(),
  /** Reviewed answers that probe this goal. */
  reviewed_answers: z.number().int(),
  /** Share (0-1) where the reviewer kept the AI's score; null when none reviewed. */
  exact_agreement: z.number().nullable(),
  /** Share (0-1) within one point. */
  within_one: z.number().nullable(),
  /** Mean of reviewer minus AI (positive: reviewers score higher). */
  mean_difference: z.number().nullable(),
});
export type GoalAgreement = z.infer<typeof goalAgreementSchema>;

export const jobAnalysisSchema = z.object({
  job_position_id: z.string(),
  job_title: z.string(),
  invited: z.number().int(),
  started: z.number().int(),
  completed: z.number().int(),
  scored: z.number().int(),
  reviewed: z.number().int(),
  average_overall: z.number().nullable(),
  /** Interviews per rounded final overall score. */
  overall_distribution: scoreDistributionSchema,
  /** Answers per AI score and per reviewer score. */
  ai_answer_distribution: scoreDistributionSchema,
  human_answer_distribution: scoreDistributionSchema,
  recommendations: z.object({ strong_yes: z.number(), yes: z.number(), no: z.number(), strong_no: z.number() }),
});
export type JobInterviewAnalysis = z.infer<typeof jobAnalysisSchema>;

export const interviewAnalysisSchema = z.object({
  jobs: z.array(jobAnalysisSchema),
  agreement: z.array(goalAgreementSchema),
  /** Over every reviewed answer of the company (or the job). */
  overall_agreement: z.object({
    reviewed_answers: z.number().int(),
    exact_agreement: z.number().nullable(),
    within_one: z.number().nullable(),
    mean_difference: z.number().nullable(),
  }),
});
export type InterviewAnalysis = z.infer<typeof interviewAnalysisSchema>;

/** GET /app/talent/compare. */
export const compareSchema = z.object({
  job_position_id: z.string(),
  job_title: z.string(),
  blind: z.boolean(),
  goals: z.array(z.object({ goal_id: z.string(), goal_text: z.string(), category: z.string() })),
  candidates: z.array(
    z.object({
      interview_id: z.string(),
      candidate_label: z.string(),
      candidate_name: z.string().nullable(),
      candidate_email: z.string().nullable(),
      overall_score: z.number().nullable(),
      recommendation: z.enum(RECOMMENDATIONS).nullable(),
      review_status: z.enum(REVIEW_STATUSES),
      decision: z.enum(DECISIONS),
      ...reviewProgressFields,
      goals: z.array(z.object({ goal_id: z.string(), score: z.number().nullable(), quote: z.string().nullable() })),
    }),
  ),
});
export type Compare = z.infer<typeof compareSchema>;

/** GET/PUT /app/interviews/settings. */
export const interviewSettingsSchema = z.object({
  retention_days: z.number().int(),
  contact_email: z.string().nullable(),
  /** What candidates are shown: contact_email, else the company owner's email. */
  effective_contact_email: z.string().nullable(),
  /** The company's own notice text and contact line; null: none. */
  notice_text: z.string().nullable(),
  notice_contact: z.string().nullable(),
  erasure_days: z.number().int(),
  /** The version of the notice candidates are shown now (a new one when its content changes). */
  notice_version: z.number().int(),
  /** Blind-first review: on for new companies (decision 660). */
  blind_review: z.boolean(),
  can_edit: z.boolean(),
});
export type InterviewSettings = z.infer<typeof interviewSettingsSchema>;

/** DELETE /app/interviews/{id}/candidate-data. */
export const dataDeletionResultSchema = z.object({ id: z.string(), data_deleted_at: z.string(), message: z.string() });
export type DataDeletionResult = z.infer<typeof dataDeletionResultSchema>;

// ---------------------------------------------------------------------------------------------
// Response schemas (candidate side: never rubrics, weights, scores or other interviews)

export const publicQuestionSchema = z.object({
  id: z.string(),
  /** 0 for the practice question, then 1..n. */
  order: z.number().int(),
  text: z.string(),
  practice: z.boolean(),
  /** Suggested minutes. */
  estimated_time: z.number().int(),
});
export type PublicQuestion = z.infer<typeof publicQuestionSchema>;

export const publicAnswerSchema = z.object({
  question_id: z.string(),
  text: z.string(),
  saved_at: z.string(),
  /** The one follow-up asked after this answer, or null (issue 42; always sent by the server). */
  follow_up: publicFollowUpSchema.nullable().optional(),
});
export type PublicAnswer = z.infer<typeof publicAnswerSchema>;

export const publicProgressSchema = z.object({
  /** Scored questions with a non-blank answer. */
  answered: z.number().int(),
  total: z.number().int(),
});
export type PublicProgress = z.infer<typeof publicProgressSchema>;

export const interviewNoticeSchema = z.object({
  automated_assessment: z.string(),
  goals_intro: z.string(),
  /** The job's goals, in words. */
  goals: z.array(z.string()),
  human_review: z.string(),
  retention_days: z.number().int(),
  retention: z.string(),
  contact_email: z.string().nullable(),
  alternative: z.string(),
  consent_label: z.string(),
  /** What the page records while the candidate answers, and that it is not scored. */
  integrity_signals: z.string(),
});
export type InterviewNotice = z.infer<typeof interviewNoticeSchema>;

/** GET /api/public/interviews/{token} and the answer of start and submit. */
export const publicInterviewSchema = z.object({
  status: z.enum(['invited', 'started', 'completed']),
  company_name: z.string(),
  job_title: z.string(),
  candidate_name: z.string(),
  notice: interviewNoticeSchema,
  consent_given_at: z.string().nullable(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  expires_at: z.string(),
  /** The practice question first, then the locked version's questions in order. */
  questions: z.array(publicQuestionSchema),
  answers: z.array(publicAnswerSchema),
  progress: publicProgressSchema,
  /** False once submitted. */
  can_answer: z.boolean(),
  /** The notice's version, what it says is collected, the company's text, and the candidate's requests. */
  rights: publicRightsSchema,
  /** What happens next after submitting: the company's text or the default (decision 766). */
  next_steps: z.string(),
  /** The decision the candidate was told of; null until the team sends one (decision 763). */
  outcome: publicOutcomeSchema.nullable(),
  /** The position's interview language (decision 790): the pages' language unless `?lang=` or the candidate chose another. */
  language: z.enum(INTERVIEW_LANGUAGES),
});
export type PublicInterview = z.infer<typeof publicInterviewSchema>;

/** PUT .../answers/{questionId}. */
export const savedAnswerSchema = z.object({
  question_id: z.string(),
  saved_at: z.string(),
  progress: publicProgressSchema,
  /** The follow-up the saved answer calls for, or null (issue 42; always sent by the server). */
  follow_up: publicFollowUpSchema.nullable().optional(),
});
export type SavedAnswer = z.infer<typeof savedAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Helpers both sides use

/** A stable label naming no one, from the interview's id: "Candidate 3F2A". */
export function blindLabel(interviewId: string): string {
  return `Candidate ${interviewId.replace(/-/g, '').slice(0, 4).toUpperCase()}`;
}

/** One decimal. */
export const roundScore = (n: number) => Math.round(n * 10) / 10;
