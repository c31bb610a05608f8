import { z } from 'zod';
import {
  effectivenessSchema,
  goalConnectionSchema,
  QUESTION_DIFFICULTIES,
  QUESTION_TYPES,
  questionSetMetricsSchema,
  responseGuidelinesSchema,
} from './ai.ts';
import { lengthMinutesSchema, shortestLengthFor } from './question-length.ts';
import {
  INTERVIEW_LANGUAGE_LABELS,
  INTERVIEW_LANGUAGE_MESSAGES,
  INTERVIEW_LANGUAGES,
  type InterviewLanguage,
} from './interview-language.ts';

/**
 * Interview questions of a job position (spec 02 §2.1 Questions screen, §3 Interview question,
 * Question set metrics, Question history entry, §4 Questions, §7 Questions).
 */

export const QUESTION_TEXT_MAX = 1_000;

/** Limits of a question's guide as the team edits it (the engine's schema holds the same). */
export const GUIDE_KEY_POINTS_MAX = 12;
export const GUIDE_KEY_POINT_MAX = 300;
export const GUIDE_TEXT_MAX = 1_000;
export const GUIDE_ANCHOR_LABEL_MAX = 50;

export const QUESTION_MESSAGES = {
  questionNotFound: 'Question not found',
  textRequired: 'Question text is required',
  textTooLong: `Question text must be at most ${QUESTION_TEXT_MAX} characters`,
  goalsNotConfirmed: 'Confirm the evaluation goals before generating questions.',
  generating: 'Questions are being generated. Please wait until generation finishes.',
  noQuestions: 'There are no interview questions yet. Generate them first.',
  alreadyFinalized: 'The questions are already finalized.',
  notFinalized: 'The questions are not finalized.',
  stageForbidsEditing: (label: string) => `Questions cannot be changed while the position is ${label}.`,
  stageForbidsGenerating: (label: string) => `Questions cannot be generated while the position is ${label}.`,
  goalsWithoutQuestions: (n: number) => `${n} evaluation goal${n === 1 ? ' has' : 's have'} no question.`,
  generationFailedReason: 'Question generation failed',
  lengthTooShort: (length: number, goals: number) => {
    const shortest = shortestLengthFor(goals);
    return `${length} minutes is too short to ask one question for each of the ${goals} evaluation goals. ${
      shortest ? `Choose ${shortest} minutes or more.` : 'Confirm fewer goals.'
    }`;
  },
  setDoesNotFit: (length: number, needed: number) =>
    `One question for each evaluation goal takes ${needed} minutes, more than the ${length} minutes chosen. Choose a longer interview.`,
  goalNotConfirmed: 'Choose a confirmed evaluation goal of this position.',
  goalsRequired: 'Choose at least one evaluation goal the question assesses.',
  editedQuestions: (n: number) =>
    `${n} question${n === 1 ? ' was' : 's were'} written or edited by your team. Choose whether to keep ${n === 1 ? 'it' : 'them'} or replace ${n === 1 ? 'it' : 'them'} with new questions.`,
  orderMismatch: 'The new order must list every question of the set once.',
  nothingNewForGoal: 'No new question could be written for this goal. Write one by hand instead.',
  keyPointsRequired: 'Add at least one key point a strong answer covers, one per line.',
  keyPointsTooMany: `List at most ${GUIDE_KEY_POINTS_MAX} key points.`,
  keyPointTooLong: `Each key point must be at most ${GUIDE_KEY_POINT_MAX} characters.`,
  guideTextRequired: (level: string) => `Describe what ${level} answer contains.`,
  guideTextTooLong: `Keep each description to at most ${GUIDE_TEXT_MAX} characters.`,
  anchorRequired: 'Give each score of the scale a label and a description of an answer that earns it.',
  anchorsCount: 'The rating scale has five anchors, for the scores 1 to 5.',
  anchorLabelTooLong: `Keep each anchor's label to at most ${GUIDE_ANCHOR_LABEL_MAX} characters.`,
  // Translating a set (issue 42 item 2, decision 795).
  translationUnavailable:
    'Translating questions needs the AI service, and this server uses the built-in engine, which does not translate. Ask your administrator to connect an AI service (AI_BASE_URL), or write the questions in the language yourself.',
  alreadyInLanguage: (language: InterviewLanguage) => `The questions are already in ${INTERVIEW_LANGUAGE_LABELS[language]}.`,
  translating: 'The questions are being translated. Please wait until the translation finishes.',
  translationFailedReason: 'Question translation failed',
  translationStopped: 'The translation stopped without finishing. Try again.',
  translationSourceChanged: 'The questions changed while they were being translated. Translate them again.',
} as const;

/** Stable codes of the questions calls' refusals, beside their messages. */
export const QUESTION_ERROR_CODES = {
  lengthTooShort: 'questions_length_too_short',
  goalNotConfirmed: 'question_goal_not_confirmed',
  editedQuestions: 'questions_edited_by_team',
  orderMismatch: 'question_order_mismatch',
  questionNotFound: 'question_not_found',
  notEditable: 'questions_not_editable',
  generating: 'questions_generating',
  nothingNewForGoal: 'question_not_generated',
  translationUnavailable: 'question_translation_unavailable',
  alreadyInLanguage: 'questions_already_in_language',
  translating: 'questions_translating',
} as const;

/** Statuses a question shows (spec 02 §3): ours are draft until the set is finalized. */
export const QUESTION_STATUSES = ['pending', 'draft', 'needs_review', 'active', 'approved', 'rejected', 'finalized'] as const;
export const QUESTION_SET_STATUSES = ['generating', 'draft', 'finalized', 'failed'] as const;
export const QUESTION_CHANGE_TYPES = [
  'created',
  'updated',
  'regenerated',
  'finalized',
  'deleted',
  'reordered',
  'guide_updated',
  'translated',
] as const;
/** Who wrote a question's current text: the AI engine, or the team (written by hand, or edited). */
export const QUESTION_AUTHORS = ['ai', 'team'] as const;
export type QuestionAuthor = (typeof QUESTION_AUTHORS)[number];

export const interviewQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  /** The same text under the spec's other name. */
  question: z.string(),
  status: z.enum(QUESTION_STATUSES),
  category: z.string(),
  question_type: z.enum(QUESTION_TYPES),
  difficulty: z.enum(QUESTION_DIFFICULTIES),
  question_order: z.number().int(),
  competency: z.string(),
  intent: z.string(),
  purpose: z.string(),
  expected_traits: z.array(z.string()),
  /** Minutes. */
  estimated_time: z.number().int(),
  /** Percent; null once the team wrote or edited the text (the AI's confidence was in its own text). */
  ai_confidence: z.number().nullable(),
  /** Who wrote the current text. */
  authored_by: z.enum(QUESTION_AUTHORS),
  followup_suggestions: z.array(z.string()),
  /** strong, adequate, weak, key points and the anchored rating scale (scores 1 to 5). */
  expected_response_guidelines: responseGuidelinesSchema,
  effectiveness: effectivenessSchema,
  goal_connections: z.array(goalConnectionSchema.extend({ goal_id: z.string() })),
  skills: z.array(z.string()),
  sources: z.array(z.string()),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type InterviewQuestion = z.infer<typeof interviewQuestionSchema>;

export const generationProgressSchema = z.object({
  status: z.enum(['idle', ...QUESTION_SET_STATUSES]),
  /** Goals whose questions are written, of all confirmed goals. */
  goals_done: z.number().int(),
  goals_total: z.number().int(),
  failure_reason: z.string().nullable(),
});
export type GenerationProgress = z.infer<typeof generationProgressSchema>;

/**
 * A translation of the current set by the LLM engine (decision 795): `translating` while the job
 * runs, `done` once the translated version is written, `failed` with the reason; `idle` before any.
 */
export const QUESTION_TRANSLATION_STATUSES = ['idle', 'translating', 'done', 'failed'] as const;
export type QuestionTranslationStatus = (typeof QUESTION_TRANSLATION_STATUSES)[number];

/** A translation stopped for this long without progress (its job gone) no longer blocks the set. */
export const TRANSLATION_STALE_MS = 30 * 60 * 1000;

export const translationProgressSchema = z.object({
  /** Whether the server's AI engine translates (the LLM engine does, the builtin engine does not). */
  available: z.boolean(),
  status: z.enum(QUESTION_TRANSLATION_STATUSES),
  /** The language asked for; null before any translation. */
  language: z.enum(INTERVIEW_LANGUAGES).nullable(),
  /** The version translated, and the version the translation was written as (null until it is). */
  from_version: z.number().int().nullable(),
  version: z.number().int().nullable(),
  questions_done: z.number().int(),
  questions_total: z.number().int(),
  failure_reason: z.string().nullable(),
});
export type TranslationProgress = z.infer<typeof translationProgressSchema>;

export const questionsScreenSchema = z.object({
  job_position_id: z.string(),
  status: z.string(),
  workflow_state: z.string(),
  /** The position's next steps and whether it can move forward, as on the job detail. */
  next_steps: z.array(z.string()),
  can_proceed: z.boolean(),
  can_edit_questions: z.boolean(),
  /** The current set's version; null before any set exists. */
  version: z.number().int().nullable(),
  set_status: z.enum(['none', ...QUESTION_SET_STATUSES]),
  /** The interview length the current set was fitted to (minutes); null for a set made before lengths. */
  length_minutes: z.number().int().nullable(),
  /** The current set's questions' estimated minutes, summed. */
  total_minutes: z.number().int(),
  finalized: z.boolean(),
  finalized_at: z.string().nullable(),
  generation: generationProgressSchema,
  /**
   * The current set's language: what the engine wrote it in or translated it into; null for a set
   * made before sets were marked (as the team wrote it). The team's own edits do not change it.
   */
  language: z.enum(INTERVIEW_LANGUAGES).nullable(),
  /** The version the current set was translated from; null when it was not translated. */
  translated_from_version: z.number().int().nullable(),
  translation: translationProgressSchema,
  questions: z.array(interviewQuestionSchema),
  /** Per confirmed goal: how many questions of the current set probe it and their summed weight (the analytics chart). */
  goal_coverage: z.array(
    z.object({
      goal_id: z.string(),
      goal_text: z.string(),
      category: z.string(),
      questions_count: z.number().int(),
      total_weight: z.number(),
    }),
  ),
  overall_metrics: questionSetMetricsSchema,
});
export type QuestionsScreen = z.infer<typeof questionsScreenSchema>;

const questionText = z
  .string({ error: QUESTION_MESSAGES.textRequired })
  .trim()
  .min(1, QUESTION_MESSAGES.textRequired)
  .max(QUESTION_TEXT_MAX, QUESTION_MESSAGES.textTooLong);

/** PATCH .../questions/{qid}. */
export const updateQuestionSchema = z.object({ text: questionText });
export type UpdateQuestion = z.output<typeof updateQuestionSchema>;

/**
 * PUT .../questions/{qid}/guide: the anchored rating scale the team keeps for a question, which
 * scoring measures answers against. Key points come as a list or as text with one point a line
 * (the screen's text box); the five anchors are the scores 1 to 5 in order.
 */
const guideText = (level: string) =>
  z
    .string({ error: QUESTION_MESSAGES.guideTextRequired(level) })
    .trim()
    .min(1, QUESTION_MESSAGES.guideTextRequired(level))
    .max(GUIDE_TEXT_MAX, QUESTION_MESSAGES.guideTextTooLong);
const anchorSchema = z.object({
  label: z
    .string({ error: QUESTION_MESSAGES.anchorRequired })
    .trim()
    .min(1, QUESTION_MESSAGES.anchorRequired)
    .max(GUIDE_ANCHOR_LABEL_MAX, QUESTION_MESSAGES.anchorLabelTooLong),
  description: z
    .string({ error: QUESTION_MESSAGES.anchorRequired })
    .trim()
    .min(1, QUESTION_MESSAGES.anchorRequired)
    .max(GUIDE_TEXT_MAX, QUESTION_MESSAGES.guideTextTooLong),
});
const keyPointsSchema = z
  .union([z.string(), z.array(z.string())], { error: QUESTION_MESSAGES.keyPointsRequired })
  .transform((value, ctx) => {
    const points = (typeof value === 'string' ? value.split('\n') : value).map((p) => p.trim()).filter(Boolean);
    if (points.length === 0) ctx.addIssue({ code: 'custom', message: QUESTION_MESSAGES.keyPointsRequired });
    else if (points.length > GUIDE_KEY_POINTS_MAX) ctx.addIssue({ code: 'custom', message: QUESTION_MESSAGES.keyPointsTooMany });
    else if (points.some((p) => p.length > GUIDE_KEY_POINT_MAX))
      ctx.addIssue({ code: 'custom', message: QUESTION_MESSAGES.keyPointTooLong });
    return points;
  });
export const updateQuestionGuideSchema = z.object({
  key_points: keyPointsSchema,
  strong: guideText('a strong'),
  adequate: guideText('an adequate'),
  weak: guideText('a weak'),
  /** The anchors of the scores 1 to 5, in that order. */
  rating_scale: z.array(anchorSchema, { error: QUESTION_MESSAGES.anchorsCount }).length(5, QUESTION_MESSAGES.anchorsCount),
});
export type UpdateQuestionGuide = z.output<typeof updateQuestionGuideSchema>;
export type UpdateQuestionGuideInput = z.input<typeof updateQuestionGuideSchema>;

/** POST .../questions/generate: the whole set, fitted to the interview's length (default 45 minutes). */
// A call without a body reaches the schema as null.
export const generateQuestionsSchema = z.object({ length_minutes: lengthMinutesSchema.optional() }).nullish();
export type GenerateQuestions = z.output<typeof generateQuestionsSchema>;

/**
 * POST .../questions/regenerate: one question when question_id is given, else the whole set, fitted
 * to `length_minutes`. When the team wrote or edited questions of the current set, `team_questions`
 * says whether to keep them in the new set or replace them; without it the call is refused (409).
 */
export const regenerateQuestionsSchema = z
  .object({
    question_id: z.string().max(100).optional(),
    length_minutes: lengthMinutesSchema.optional(),
    team_questions: z.enum(['keep', 'replace']).optional(),
  })
  .nullish();
export type RegenerateQuestions = z.output<typeof regenerateQuestionsSchema>;

const goalId = z.string().trim().min(1, QUESTION_MESSAGES.goalsRequired).max(100);

/** POST .../questions: a question written by hand for goals, or one the engine writes for a goal. */
export const addQuestionSchema = z.union([
  z.object({
    text: questionText,
    goal_ids: z.array(goalId).min(1, QUESTION_MESSAGES.goalsRequired).max(30),
  }),
  z.object({ goal_id: goalId, generate: z.literal(true) }),
]);
export type AddQuestion = z.output<typeof addQuestionSchema>;

/** POST .../questions/translate: the language to translate the current set into (decision 795). */
export const translateQuestionsSchema = z.object({
  language: z.enum(INTERVIEW_LANGUAGES, { error: INTERVIEW_LANGUAGE_MESSAGES.invalid }),
});
export type TranslateQuestions = z.output<typeof translateQuestionsSchema>;

/** POST .../questions/reorder: every question of the current set, in the new order. */
export const reorderQuestionsSchema = z.object({
  question_ids: z.array(z.string().max(100)).min(1, QUESTION_MESSAGES.orderMismatch).max(200),
});
export type ReorderQuestions = z.output<typeof reorderQuestionsSchema>;

export const questionHistoryEntrySchema = z.object({
  id: z.string(),
  question_id: z.string(),
  change_type: z.enum(QUESTION_CHANGE_TYPES),
  timestamp: z.string(),
  created_at: z.string(),
  /** The user's id; null when the system made the change (the generation job). */
  changed_by: z.string().nullable(),
  /** Who made the change, in words: the person's name (their email when they gave none); null for the system. */
  changed_by_name: z.string().nullable(),
  version: z.number().int(),
  /** The question's own revision: 1 when created, one more each time its text changes (edit, regeneration). */
  revision: z.number().int(),
  description: z.string(),
  question_text: z.string(),
  content: z.string(),
  changes: z.object({
    text: z.object({ before: z.string().nullable(), after: z.string() }),
    /** Its place in the set before and after a reorder; null for other changes. */
    order: z.object({ before: z.number().int(), after: z.number().int() }).nullable(),
  }),
  category: z.string(),
  purpose: z.string(),
  expected_traits: z.array(z.string()),
});
export type QuestionHistoryEntry = z.infer<typeof questionHistoryEntrySchema>;

export const questionHistorySchema = z.object({ question_id: z.string(), entries: z.array(questionHistoryEntrySchema) });
/** The whole set's timeline: every entry of every question of the position. */
export const setHistorySchema = z.object({ entries: z.array(questionHistoryEntrySchema) });
export type QuestionHistory = z.infer<typeof questionHistorySchema>;

export const readinessSchema = z.object({ ready: z.boolean(), issues: z.array(z.string()) });
export type Readiness = z.infer<typeof readinessSchema>;

/** What a history entry says happened, in words. */
export const CHANGE_DESCRIPTIONS: Readonly<Record<(typeof QUESTION_CHANGE_TYPES)[number], string>> = {
  created: 'Question created',
  updated: 'Question text edited',
  regenerated: 'Question regenerated',
  finalized: 'Question set finalized',
  deleted: 'Question deleted',
  reordered: 'Question moved',
  guide_updated: 'Rating guide edited',
  translated: 'Question translated',
};

/** Statuses from which a person may (re)start generation of the whole set (generate, regenerate). */
export const QUESTION_GENERATE_FROM = ['goals_confirmed', 'questions_ready', 'questions_generation_failed'] as const;

export function canGenerateQuestionsFrom(status: string | null | undefined): boolean {
  return (QUESTION_GENERATE_FROM as readonly string[]).includes(status ?? '');
}

/** The questions screens' words (spec 02 §2.1 Questions screen, Question history screen, §4 Questions, §8). */
export const QUESTION_SCREEN_MESSAGES = {
  title: 'Interview Questions',
  errorTitle: 'Error',
  backToJobDetails: 'Back to Job Details',
  backToQuestions: 'Back to Questions',
  backToJobListing: 'Back to Job Listing',
  generate: 'Generate Questions',
  regenerate: 'Regenerate Questions',
  finalize: 'Finalize Questions',
  /** Where 'Finalize Questions' stood, once the set is finalized (decision 504). */
  finalized: 'Questions finalized',
  resetToDraft: 'Reset to Draft',
  regenerateAll: 'Regenerate All',
  finalizeShort: 'Finalize',
  viewAnalytics: 'View Analytics',
  viewHistory: 'View History',
  viewQuestions: 'View Questions',
  createInterviewLinks: 'Create Interview Links',
  generatingTitle: 'Generating Questions...',
  questionsReady: 'Questions ready',
  generationFailedTitle: 'Generation failed',
  generationFailed: 'There was an issue with the question generation process. Please try again.',
  actionRequired: 'Action required',
  readyToProceed: 'Ready to proceed',
  questionsShouldBeAvailable: 'Questions should be available. Try refreshing or contact support if the issue persists.',
  interviewReadiness: 'Interview Readiness',
  readyForInterviews: 'Ready for interviews',
  notReadyForInterviews: 'Not ready for interviews yet',
  nextSteps: 'Next Steps',
  quickActions: 'Quick Actions',
  analytics: 'Question Set Analytics',
  historyTitle: 'Question History',
  noHistory: 'No History Available',
  noHistoryHint: 'Changes to this question will appear here.',
  interviewLinksNeedActive: 'Finalize the questions and move the position to Active - Ready for Interviews to create interview links.',
  system: 'System',
} as const;

/** The questions screen's Translate card (decision 795). */
export const QUESTION_TRANSLATION_MESSAGES = {
  title: 'Translate questions',
  languageLabel: 'Translate into',
  submit: 'Translate',
  intro: 'The AI writes a new version of the set in the language you choose: each question, its follow-ups and its rating guide.',
  reviewNote:
    'The translated questions are a draft: your team must read and correct them, their follow-ups and rating guides, before finalizing, as with generated questions.',
  unavailableTitle: 'Translation is not available',
  currentLanguage: (language: InterviewLanguage) => `These questions are in ${INTERVIEW_LANGUAGE_LABELS[language]}.`,
  sameLanguage: (language: InterviewLanguage) => `Choose a language other than ${INTERVIEW_LANGUAGE_LABELS[language]}.`,
  queued: (language: InterviewLanguage) => `Translating the questions into ${INTERVIEW_LANGUAGE_LABELS[language]}…`,
  running: (language: InterviewLanguage, done: number, total: number) =>
    `Translating the questions into ${INTERVIEW_LANGUAGE_LABELS[language]}: ${done} of ${total} done.`,
  done: (language: InterviewLanguage, version: number, from: number) =>
    `Version ${version} is the ${INTERVIEW_LANGUAGE_LABELS[language]} translation of version ${from}. Review it before finalizing.`,
  failedTitle: 'Translation failed',
  translatedFrom: (language: InterviewLanguage, from: number) => `${INTERVIEW_LANGUAGE_LABELS[language]}, translated from version ${from}`,
} as const;

/** Effectiveness colour bands (spec 02 §9): 0 at 90 or above, 1 at 80, 2 at 70, 3 at 60, 4 below. */
export const EFFECTIVENESS_BANDS = [90, 80, 70, 60] as const;
export function effectivenessBand(score: number): 0 | 1 | 2 | 3 | 4 {
  const i = EFFECTIVENESS_BANDS.findIndex((floor) => score >= floor);
  return (i === -1 ? 4 : i) as 0 | 1 | 2 | 3 | 4;
}

/** The anchors the question card shows from the 1-5 scale: what a 1, a 3 and a 5 answer look like. */
export const RATING_ANCHORS_SHOWN = [1, 3, 5] as const;
