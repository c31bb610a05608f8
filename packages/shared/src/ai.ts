import { z } from 'zod';

/**
 * The shapes every AI engine (builtin or LLM) produces and accepts (spec 02 §3).
 * Field names follow the spec's snake_case. Both engines validate their output with these schemas.
 */

/** Goal categories (spec 02 §3). Custom goals typed by a user are stored as `custom`. */
export const GOAL_CATEGORIES = ['technical', 'interpersonal', 'personal', 'business'] as const;
export type GoalCategory = (typeof GOAL_CATEGORIES)[number];
export const STORED_GOAL_CATEGORIES = [...GOAL_CATEGORIES, 'custom'] as const;
export type StoredGoalCategory = (typeof STORED_GOAL_CATEGORIES)[number];

export const HIRING_STRATEGIES = ['specialist', 'generalist', 'teachable', 'none'] as const;
export type HiringStrategy = (typeof HIRING_STRATEGIES)[number];

/** Goal importance 1 Low, 2 Medium, 3 High, 4 Critical (spec 02 §3, §9). */
export const GOAL_IMPORTANCE_LABELS = { 1: 'Low', 2: 'Medium', 3: 'High', 4: 'Critical' } as const;
export const MIN_GOAL_IMPORTANCE = 1;
export const MAX_GOAL_IMPORTANCE = 4;

export const QUESTION_DIFFICULTIES = ['easy', 'mid', 'hard'] as const;
export type QuestionDifficulty = (typeof QUESTION_DIFFICULTIES)[number];

/** How a question asks: about past behaviour, a hypothetical situation, or hands-on knowledge. */
export const QUESTION_TYPES = ['behavioral', 'situational', 'technical'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const SENIORITY_LEVELS = ['entry', 'mid', 'senior', 'lead', 'executive'] as const;
export type Seniority = (typeof SENIORITY_LEVELS)[number];

export const SKILL_KINDS = ['technical', 'soft'] as const;
export type SkillKind = (typeof SKILL_KINDS)[number];

/** Weight bands of a goal connection (spec 02 §9): 0.7 or above Strong, 0.4 or above Medium, otherwise Weak. */
export function weightBand(weight: number): 'Strong' | 'Medium' | 'Weak' {
  if (weight >= 0.7) return 'Strong';
  if (weight >= 0.4) return 'Medium';
  return 'Weak';
}

/** The 8 built-in preset goals offered in the create wizard (spec 02 §2.1, §3, §9: ids 1 to 8, text and category). */
export const PRESET_GOALS = [
  { id: 1, text: 'Role-specific technical expertise', category: 'technical' },
  { id: 2, text: 'Problem solving and analytical thinking', category: 'technical' },
  { id: 3, text: 'Clear communication', category: 'interpersonal' },
  { id: 4, text: 'Collaboration and teamwork', category: 'interpersonal' },
  { id: 5, text: 'Ownership and accountability', category: 'personal' },
  { id: 6, text: 'Adaptability and willingness to learn', category: 'personal' },
  { id: 7, text: 'Customer focus', category: 'business' },
  { id: 8, text: 'Business impact and results orientation', category: 'business' },
] as const satisfies readonly { id: number; text: string; category: GoalCategory }[];
export type PresetGoal = (typeof PRESET_GOALS)[number];
export const PRESET_GOAL_IDS = PRESET_GOALS.map((g) => g.id);

const text = (max: number) => z.string().trim().min(1).max(max);
/** Lenient optional text: a job stored in a database may hold null. */
const optionalText = z.string().max(20_000).nullish();
const optionalList = z.array(z.string().max(500)).max(200).nullish();

/** What an engine needs to know about a job position (a subset of the job position of spec 02 §3). */
export const jobInputSchema = z.object({
  title: text(300),
  department: z.string().max(200).nullish(),
  job_description: z.string().max(100_000).default(''),
  requirements: optionalText,
  responsibilities: optionalText,
  required_skills: optionalList,
  experience_level: z.string().max(100).nullish(),
  experience_required: z.string().max(200).nullish(),
  employment_type: z.string().max(100).nullish(),
  cultural_attributes: optionalList,
  benefits: optionalText,
  reporting_to: z.string().max(200).nullish(),
  team_size: z.union([z.string().max(100), z.number()]).nullish(),
  /** The company context tailors recommendations (spec 02 §1). */
  company: z
    .object({
      name: z.string().max(300).nullish(),
      industry: z.string().max(200).nullish(),
      size: z.string().max(100).nullish(),
      description: z.string().max(5_000).nullish(),
    })
    .nullish(),
});
export type JobInput = z.input<typeof jobInputSchema>;
export type Job = z.output<typeof jobInputSchema>;

export const extractedSkillSchema = z.object({
  /** Canonical name, e.g. "PostgreSQL" for "Postgres". */
  name: text(100),
  kind: z.enum(SKILL_KINDS),
  /** Area of the taxonomy, e.g. "databases", "clinical", "sales". */
  group: z.string().max(100).optional(),
  /** The words of the job text it was found by (name or alias). */
  matched: z.string().max(100).optional(),
});
export type ExtractedSkill = z.infer<typeof extractedSkillSchema>;

/** How many suggested skills the wizard shows when the user typed fewer (spec 02 §2.1). */
export const SUGGESTED_SKILLS_COUNT = 5;
/** The most suggested skills: every skill the user typed (the job form's limit of 50). */
export const SUGGESTED_SKILLS_MAX = 50;

/**
 * The analysis's suggested skills: the skills the user typed, in their order and words, then the
 * engine's own until there are 5 (issue 34: a typed skill such as FHIR is never dropped). A skill
 * already listed, in any case, is not repeated.
 */
export function suggestedSkills(typed: readonly string[] | null | undefined, found: readonly string[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const add = (name: string) => {
    const v = name.trim();
    const key = v.toLowerCase();
    if (v === '' || seen.has(key)) return;
    seen.add(key);
    out.push(v.slice(0, 100));
  };
  for (const name of typed ?? []) if (out.length < SUGGESTED_SKILLS_MAX) add(name);
  for (const name of found) if (out.length < SUGGESTED_SKILLS_COUNT) add(name);
  return out;
}

export const jobAnalysisSchema = z.object({
  title: text(300),
  summary: text(2_000),
  /** The field of work, e.g. "software", "healthcare". */
  domain: z.string().max(100),
  requirements: z.array(text(1_000)).max(100),
  responsibilities: z.array(text(1_000)).max(100),
  skills: z.array(extractedSkillSchema).max(200),
  seniority: z.enum(SENIORITY_LEVELS),
  /** The wizard shows the first 3 sentences of the requirements (spec 02 §2.1). */
  key_requirements: z.array(text(1_000)).max(3),
  /**
   * The wizard shows the first 5 skills (spec 02 §2.1), the skills the user typed always among
   * them (issue 34): more than 5 only when the user typed more (at most 50, the form's limit).
   */
  suggested_skills: z.array(text(100)).max(SUGGESTED_SKILLS_MAX),
  /** Duties read from the job, verb and object in its own words ("train and schedule six line cooks"), with the sentence they came from. */
  duties: z
    .array(z.object({ text: text(300), source: text(1_000) }))
    .max(60)
    .optional(),
});
export type JobAnalysis = z.infer<typeof jobAnalysisSchema>;

export const generatedGoalSchema = z.object({
  text: text(300),
  description: text(1_000),
  category: z.enum(GOAL_CATEGORIES),
  importance: z.number().int().min(MIN_GOAL_IMPORTANCE).max(MAX_GOAL_IMPORTANCE),
  hiring_strategy: z.enum(HIRING_STRATEGIES),
  priority_order: z.number().int().min(1),
  /** Why this goal matters for this job. */
  reason: text(1_000),
  /** preset (from the wizard's 8), custom (typed by the user) or generated (proposed by the engine). */
  source: z.enum(['preset', 'custom', 'generated']),
  preset_id: z.number().int().min(1).max(8).optional(),
  /** The job's skills this goal assesses, if any. */
  skills: z.array(text(100)).max(20).default([]),
  /** Sentences of the job description this goal comes from, verbatim ("from the job description"). */
  sources: z.array(text(1_000)).max(6).optional(),
});
export type GeneratedGoal = z.infer<typeof generatedGoalSchema>;

export const goalSetSchema = z.object({ goals: z.array(generatedGoalSchema).min(1).max(30) });
export type GoalSet = z.infer<typeof goalSetSchema>;

/** A stable reference to a goal: the id a database gave it (or any string the caller chooses). */
export const goalIdSchema = z.union([z.string().min(1).max(100), z.number().int()]);
export type GoalId = z.infer<typeof goalIdSchema>;

/** A goal passed into an engine (e.g. confirmed goals read from the database); connections come back keyed by `id`. */
export const goalInputSchema = z.object({
  id: goalIdSchema,
  text: text(1_000),
  description: z.string().max(2_000).nullish(),
  category: z.string().max(50).default('technical'),
  /** 1-4; the confirm payload may carry 5 (spec 02 §9), engines clamp. */
  importance: z.number().min(0).max(10).nullish(),
  hiring_strategy: z.string().max(50).nullish(),
  priority_order: z.number().int().nullish(),
});
export type GoalInput = z.input<typeof goalInputSchema>;

/** Existing goals, for generateGoalForCategory: only text and category matter. */
export const existingGoalSchema = z.object({ text: text(1_000), category: z.string().max(50).nullish() });
export type ExistingGoal = z.input<typeof existingGoalSchema>;

export const generateGoalsOptionsSchema = z.object({
  /** Ids (1-8) of the preset goals chosen in the wizard. */
  presets: z.array(z.number().int().min(1).max(8)).max(8).default([]),
  /** Custom goal texts typed by the user. */
  custom: z.array(z.string().trim().min(1).max(1_000)).max(30).default([]),
  strategy: z.enum(HIRING_STRATEGIES).default('none'),
});
export type GenerateGoalsOptions = z.input<typeof generateGoalsOptionsSchema>;

export const generateGoalForCategoryOptionsSchema = z.object({
  category: z.enum(GOAL_CATEGORIES),
  hiring_strategy: z.enum(HIRING_STRATEGIES).default('none'),
  focus: z.string().trim().max(500).nullish(),
});
export type GenerateGoalForCategoryOptions = z.input<typeof generateGoalForCategoryOptionsSchema>;

export const goalConnectionSchema = z.object({
  goal_id: goalIdSchema,
  goal_text: text(1_000),
  category: z.string().max(50),
  /** Out of 10 inside goal connections (spec 02 §9). */
  importance: z.number().min(0).max(10),
  weight: z.number().min(0).max(1),
  reasoning: text(1_000),
  /** Percent, 0-100. */
  connection_strength: z.number().min(0).max(100),
});
export type GoalConnection = z.infer<typeof goalConnectionSchema>;

export const ratingAnchorSchema = z.object({
  score: z.number().int().min(1).max(5),
  label: text(50),
  description: text(1_000),
});

/** What a strong, an adequate and a weak answer contains, plus the anchored 1-5 scale scoring uses. */
export const responseGuidelinesSchema = z.object({
  strong: text(1_000),
  adequate: text(1_000),
  weak: text(1_000),
  /** Points a good answer covers; scoring looks for them. */
  key_points: z.array(text(300)).min(1).max(12),
  /** Exactly 5 anchors, scores 1 to 5 in order. */
  rating_scale: z.array(ratingAnchorSchema).length(5),
});
export type ResponseGuidelines = z.infer<typeof responseGuidelinesSchema>;

export const effectivenessSchema = z.object({
  relevance_score: z.number().min(0).max(100),
  difficulty_score: z.number().min(0).max(100),
  coverage_score: z.number().min(0).max(100),
  relevance_reason: text(500),
  difficulty_reason: text(500),
  coverage_reason: text(500),
});
export type Effectiveness = z.infer<typeof effectivenessSchema>;

export const generatedQuestionSchema = z.object({
  text: text(1_000),
  category: z.enum(GOAL_CATEGORIES),
  question_type: z.enum(QUESTION_TYPES),
  difficulty: z.enum(QUESTION_DIFFICULTIES),
  question_order: z.number().int().min(1),
  /** The competency it probes, e.g. "database performance". */
  competency: text(200),
  intent: text(500),
  purpose: text(500),
  expected_traits: z.array(text(100)).min(1).max(10),
  /** Minutes. */
  estimated_time: z.number().int().min(1).max(60),
  /** Percent, 0-100. */
  ai_confidence: z.number().min(0).max(100),
  followup_suggestions: z.array(text(500)).min(2).max(6),
  expected_response_guidelines: responseGuidelinesSchema,
  effectiveness: effectivenessSchema,
  goal_connections: z.array(goalConnectionSchema).min(1).max(30),
  /** The job's own skills the question names. */
  skills: z.array(text(100)).max(10).default([]),
  /** Sentences of the job description the question is written for, verbatim. */
  sources: z.array(text(1_000)).max(4).optional(),
});
export type GeneratedQuestion = z.infer<typeof generatedQuestionSchema>;

/** "a, b and c" */
export function listJoin(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** At most `max` characters, cut at a word where one is near, with an ellipsis. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[,;:\s]+$/, '')}…`;
}

/** A question's coverage reason: the goals it is connected to, by name. */
export function goalCoverageReason(links: readonly Pick<GoalConnection, 'goal_text'>[]): string {
  return clip(
    `Connected to ${links.length} goal${links.length === 1 ? '' : 's'}: ${listJoin(links.map((l) => `"${clip(l.goal_text, 50)}"`))}.`,
    500,
  );
}

/** What each goal beyond the first adds to a question's coverage score (the builtin engine's rule). */
export const COVERAGE_PER_EXTRA_GOAL = 14;

/**
 * Adds the goal connections of the same question written for another goal (question generation
 * runs goal by goal and keeps one question per text): its coverage score and reason then count
 * every goal it is connected to, as its goal list shows.
 */
export function mergeGoalConnections(question: GeneratedQuestion, more: readonly GoalConnection[]): void {
  const added = more.filter((c) => !question.goal_connections.some((s) => s.goal_id === c.goal_id));
  if (added.length === 0) return;
  question.goal_connections.push(...added);
  const e = question.effectiveness;
  e.coverage_score = Math.min(100, e.coverage_score + COVERAGE_PER_EXTRA_GOAL * added.length);
  e.coverage_reason = goalCoverageReason(question.goal_connections);
}

export const questionSetMetricsSchema = z.object({
  total_questions: z.number().int().min(0),
  avg_connections_per_question: z.number().min(0),
  goal_coverage_percentage: z.number().min(0).max(100),
  /** Sum of connection weights over all questions. */
  total_evaluation_power: z.number().min(0),
  /** Questions per category. */
  question_distribution: z.record(z.string(), z.number().int().min(0)),
  /** 0-100. */
  overall_quality: z.number().min(0).max(100),
  difficulty_balance: z.object({
    easy: z.number().int().min(0),
    mid: z.number().int().min(0),
    hard: z.number().int().min(0),
    /** 0-100: 100 when easy, mid and hard are all present in sensible shares. */
    score: z.number().min(0).max(100),
  }),
  category_diversity: z.object({
    categories: z.array(z.string()),
    /** 0-100: share of the goal categories the set covers. */
    score: z.number().min(0).max(100),
  }),
  recommendations: z.array(z.string()),
});
export type QuestionSetMetrics = z.infer<typeof questionSetMetricsSchema>;

export const EVALUATION_READINESS = ['excellent', 'good', 'fair', 'poor'] as const;

export const coverageAnalysisSchema = z.object({
  coverage_percentage: z.number().min(0).max(100),
  avg_questions_per_goal: z.number().min(0),
  evaluation_readiness: z.enum(EVALUATION_READINESS),
  goals_with_questions: z.number().int().min(0),
  goals_without_questions: z.number().int().min(0),
  total_connections: z.number().int().min(0),
  recommendations: z.array(z.string()),
});
export type CoverageAnalysis = z.infer<typeof coverageAnalysisSchema>;

export const questionSetSchema = z.object({
  questions: z.array(generatedQuestionSchema).min(1).max(40),
  metrics: questionSetMetricsSchema,
  coverage_analysis: coverageAnalysisSchema,
});
export type QuestionSet = z.infer<typeof questionSetSchema>;

/** A question passed back into an engine (e.g. read from the database): only text is required. */
export const questionInputSchema = z.object({
  id: z.union([z.string(), z.number()]).nullish(),
  text: text(1_000),
  category: z.string().max(50).nullish(),
  difficulty: z.string().max(20).nullish(),
  question_order: z.number().int().min(1).nullish(),
  competency: z.string().max(200).nullish(),
  intent: z.string().max(500).nullish(),
  expected_traits: z.array(z.string()).nullish(),
  expected_response_guidelines: responseGuidelinesSchema.partial().nullish(),
  goal_connections: z.array(z.object({ goal_id: goalIdSchema, weight: z.number().min(0).max(1).nullish() }).loose()).nullish(),
  skills: z.array(z.string()).nullish(),
});
export type QuestionInput = z.input<typeof questionInputSchema>;

export const generateQuestionsOptionsSchema = z.object({
  /**
   * Which of the engine's different sets to write for the same goals: 0 for the first, then one
   * more for each regeneration, so a regenerated set differs from the last and stays reproducible.
   */
  variant: z.number().int().min(0).default(0),
  /** Questions the set must not repeat (the set it replaces). */
  avoid: z.array(z.string()).max(200).default([]),
});
export type GenerateQuestionsOptions = z.input<typeof generateQuestionsOptionsSchema>;

export const regenerateQuestionOptionsSchema = z.object({
  /** Texts of the set's other questions, so the new one repeats none of them. */
  avoid: z.array(z.string()).max(100).default([]),
});
export type RegenerateQuestionOptions = z.input<typeof regenerateQuestionOptionsSchema>;

/** The highest score an answer flagged `duplicate_answer` keeps, on every goal and overall (decision 610). */
export const DUPLICATE_ANSWER_MAX_SCORE = 2;

/**
 * What an engine (or the checks around it) raises about an answer. `vague` only explains a middling
 * score; the gaming flags (`term_list`, `keyword_template`, `generic`, `duplicate_answer`) hold the
 * score low; `evaluator_instruction` marks text that was ignored (never obeyed, never a lift);
 * `unsupported_language` means the engine could not score the answer at all (UNSCORED_FLAGS).
 */
export const ANSWER_FLAGS = [
  'empty',
  'too_short',
  'off_topic',
  'copied_question',
  'vague',
  'term_list',
  'keyword_template',
  'generic',
  'duplicate_answer',
  'evaluator_instruction',
  'unsupported_language',
] as const;
export type AnswerFlag = (typeof ANSWER_FLAGS)[number];

/** Flags that mean the engine gave no score: the answer needs a person's score and is left out of the AI overall. */
export const UNSCORED_FLAGS: readonly AnswerFlag[] = ['unsupported_language'];

/** What a reviewer reads on an answer's flag, and why it was raised (its tooltip). */
export const ANSWER_FLAG_LABELS: Readonly<Record<AnswerFlag, string>> = {
  empty: 'No answer',
  too_short: 'Very short',
  off_topic: 'Off topic',
  copied_question: 'Repeats the question',
  vague: 'Too vague',
  term_list: 'List of terms',
  keyword_template: 'Keyword template',
  generic: 'Generic answer',
  duplicate_answer: 'Same answer as another question',
  evaluator_instruction: 'Instructions to the evaluator',
  unsupported_language: 'Needs human review: language',
};
export const ANSWER_FLAG_REASONS: Readonly<Record<AnswerFlag, string>> = {
  empty: 'The candidate left this answer empty, so there is nothing to score.',
  too_short: 'The answer is too short to show much of what the question asks, so its score is held low.',
  off_topic: 'The answer does not speak to what the question asks, so it gets the lowest score.',
  copied_question: 'The answer repeats the question instead of answering it, so it gets the lowest score.',
  vague: 'The answer is on topic but stays general: no concrete example or result, so its score is held in the middle.',
  term_list: 'The answer lists terms without saying what the candidate did with them or knows about them, so it is scored low.',
  keyword_template:
    "The answer strings the question's and the job's words into stock sentences with little of substance around them, so it is scored low.",
  generic: 'The answer could be given to almost any question: nothing in it is specific to what this question asks, so it is scored low.',
  duplicate_answer: `The answer is the same, or nearly the same, as the candidate's answer to another question, where it fits better; here it scores at most ${DUPLICATE_ANSWER_MAX_SCORE}.`,
  evaluator_instruction:
    'The answer contains text addressed to the evaluator or the AI (such as asking for a score). That text was ignored: it never raises a score.',
  unsupported_language:
    'The answer is in a language the AI engine cannot score, so it has no AI score and is left out of the AI overall; a reviewer should score it.',
};

/**
 * How a result's reasons name a flag after "N answers were" ("2 answers were a list of terms."):
 * with the labels and reasons above, the one place a flag is put into words.
 */
export const ANSWER_FLAG_PHRASES: Readonly<Record<AnswerFlag, string>> = {
  empty: 'empty',
  too_short: 'too short',
  off_topic: 'off topic',
  copied_question: 'repeating the question',
  vague: 'too vague (no example or result)',
  term_list: 'a list of terms',
  keyword_template: 'keywords in a stock template',
  generic: 'generic, not specific to the question',
  duplicate_answer: 'the same as an answer to another question',
  evaluator_instruction: 'partly addressed to the evaluator (that text was ignored)',
  unsupported_language: 'in a language the AI engine cannot score',
};

/** What the review screen shows instead of an AI score on an answer the engine could not score. */
export const NEEDS_HUMAN_REVIEW_LABEL = 'Needs human review';

/** A language's English name ("es" -> "Spanish"); the code itself when the runtime does not know it. */
export function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** "English", "English or French", "English, French or German". */
function orList(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/** The summary of an answer the engine could not score because of its language. */
export function unsupportedLanguageSummary(language: string, scored: readonly string[]): string {
  return `Written in ${languageName(language)}: the AI engine scores ${orList(scored.map(languageName))} only, so a reviewer should score this answer.`;
}

/** Why a copy of another answer is capped, naming the question where the same answer keeps its score. */
export function duplicateAnswerReason(questionNumber: number, questionText: string): string {
  return `The same answer was given to question ${questionNumber} ("${clip(questionText, 80)}"), which it answers better; here it scores at most ${DUPLICATE_ANSWER_MAX_SCORE}.`;
}

/** What an answer's summary adds when text addressed to the evaluator was taken out before scoring (decision 610). */
export const INSTRUCTIONS_IGNORED = 'Text addressed to the evaluator or the AI was ignored and did not count toward the score.';

/** A flag's label and reason; a flag this version does not know is shown in words, never as a code. */
export function answerFlagText(flag: string): { label: string; reason: string } {
  if ((ANSWER_FLAGS as readonly string[]).includes(flag)) {
    return { label: ANSWER_FLAG_LABELS[flag as AnswerFlag], reason: ANSWER_FLAG_REASONS[flag as AnswerFlag] };
  }
  const words = flag.replace(/[_-]+/g, ' ').trim();
  return { label: words.charAt(0).toUpperCase() + words.slice(1), reason: 'Raised by the AI engine for a reviewer to check.' };
}

export const goalScoreSchema = z.object({
  goal_id: goalIdSchema,
  goal_text: text(1_000),
  score: z.number().int().min(1).max(5),
  rationale: text(2_000),
  /** Quotes copied verbatim from the answer: each is an exact substring of it. */
  evidence: z.array(z.string().min(1).max(1_000)).max(10),
});
export type GoalScore = z.infer<typeof goalScoreSchema>;

/** A language as a BCP 47 primary subtag: ISO 639-1 where the language has one ("es"), else ISO 639-3. */
export const languageCodeSchema = z.string().regex(/^[a-z]{2,3}$/);

export const answerScoreSchema = z.object({
  /** One per connected goal; empty when the engine could not score the answer (UNSCORED_FLAGS). */
  scores: z.array(goalScoreSchema),
  /** Weighted mean of the goal scores, 1-5, one decimal; null when the engine could not score the answer. */
  overall: z.number().min(1).max(5).nullable(),
  summary: text(2_000),
  flags: z.array(z.enum(ANSWER_FLAGS)),
  /** The language the engine read the answer in; null or absent when it could not tell. */
  language: languageCodeSchema.nullish(),
});
export type AnswerScore = z.infer<typeof answerScoreSchema>;

export const ENGINE_KINDS = ['builtin', 'llm'] as const;
export const engineProvenanceSchema = z.object({
  engine: z.enum(ENGINE_KINDS),
  /** e.g. "builtin-kb" or the LLM's model name. */
  model: z.string().min(1).max(200),
  /** Knowledge-base version for builtin; engine version for llm. */
  version: z.string().min(1).max(50),
  /** Set when the LLM failed and the builtin engine produced the result instead. */
  fallback_reason: z.string().max(1_000).optional(),
});
export type EngineProvenance = z.infer<typeof engineProvenanceSchema>;

/** Every engine call answers `{ data, provenance }`. */
export interface AiResult<T> {
  data: T;
  provenance: EngineProvenance;
}

// ---------------------------------------------------------------------------------------------
// Pure functions: metrics over a question set, recomputed by the server after edits too.

interface QuestionLike {
  category: string;
  difficulty: string;
  goal_connections: { goal_id: GoalId; weight: number }[];
  effectiveness?: { relevance_score: number; coverage_score: number } | null;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Coverage of a goal set by a question set (spec 02 §3 coverage_analysis). */
export function computeCoverageAnalysis(goals: { id: GoalId }[], questions: QuestionLike[]): CoverageAnalysis {
  const counts = new Map<string, number>(goals.map((g) => [String(g.id), 0]));
  let totalConnections = 0;
  for (const q of questions) {
    for (const c of q.goal_connections) {
      const key = String(c.goal_id);
      if (!counts.has(key)) continue;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      totalConnections++;
    }
  }
  const withQuestions = [...counts.values()].filter((n) => n > 0).length;
  const without = goals.length - withQuestions;
  const coverage = goals.length === 0 ? 0 : round1((withQuestions / goals.length) * 100);
  const avg = goals.length === 0 ? 0 : round2(totalConnections / goals.length);
  const readiness = coverage >= 100 && avg >= 2 ? 'excellent' : coverage >= 100 ? 'good' : coverage >= 75 ? 'fair' : 'poor';
  const recommendations: string[] = [];
  if (goals.length === 0) recommendations.push('Add evaluation goals before generating questions.');
  if (without > 0)
    recommendations.push(`${without} goal${without === 1 ? ' has' : 's have'} no question yet: generate or add one for each.`);
  if (goals.length > 0 && avg < 2) recommendations.push('Aim for at least 2 questions per goal to confirm each judgement.');
  return {
    coverage_percentage: coverage,
    avg_questions_per_goal: avg,
    evaluation_readiness: readiness,
    goals_with_questions: withQuestions,
    goals_without_questions: without,
    total_connections: totalConnections,
    recommendations,
  };
}

/** Metrics of a question set (spec 02 §3 Question set metrics). */
export function computeQuestionSetMetrics(
  goals: { id: GoalId; category?: string | null }[],
  questions: QuestionLike[],
): QuestionSetMetrics {
  const total = questions.length;
  const distribution: Record<string, number> = {};
  const difficulty = { easy: 0, mid: 0, hard: 0 };
  let connections = 0;
  let power = 0;
  let quality = 0;
  for (const q of questions) {
    distribution[q.category] = (distribution[q.category] ?? 0) + 1;
    const d = q.difficulty === 'medium' ? 'mid' : q.difficulty;
    if (d === 'easy' || d === 'mid' || d === 'hard') difficulty[d]++;
    connections += q.goal_connections.length;
    for (const c of q.goal_connections) power += c.weight;
    quality += q.effectiveness ? (q.effectiveness.relevance_score + q.effectiveness.coverage_score) / 2 : 50;
  }
  const coverage = computeCoverageAnalysis(goals, questions);
  const present = [difficulty.easy, difficulty.mid, difficulty.hard].filter((n) => n > 0).length;
  const maxShare = total === 0 ? 1 : Math.max(difficulty.easy, difficulty.mid, difficulty.hard) / total;
  const difficultyScore = total === 0 ? 0 : Math.round((present / 3) * 70 + (1 - maxShare) * 45);
  const categories = Object.keys(distribution).sort();
  const goalCategories = new Set(goals.map((g) => g.category ?? 'technical').filter((c) => c !== 'custom'));
  const diversityScore =
    goalCategories.size === 0 ? 0 : Math.round((categories.filter((c) => goalCategories.has(c)).length / goalCategories.size) * 100);
  const overall =
    total === 0 ? 0 : Math.round((quality / total) * 0.6 + coverage.coverage_percentage * 0.25 + Math.min(100, difficultyScore) * 0.15);
  const recommendations = [...coverage.recommendations];
  if (total > 0 && difficulty.hard === 0) recommendations.push('Add at least one hard question to separate strong candidates.');
  if (total > 0 && difficulty.easy === 0) recommendations.push('Open with an easier question so candidates settle in.');
  if (diversityScore < 100 && goalCategories.size > 0) recommendations.push('Some goal categories have no question of their own category.');
  return {
    total_questions: total,
    avg_connections_per_question: total === 0 ? 0 : round2(connections / total),
    goal_coverage_percentage: coverage.coverage_percentage,
    total_evaluation_power: round2(power),
    question_distribution: distribution,
    overall_quality: Math.max(0, Math.min(100, overall)),
    difficulty_balance: { ...difficulty, score: Math.max(0, Math.min(100, difficultyScore)) },
    category_diversity: { categories, score: diversityScore },
    recommendations,
  };
}

/** A goal's question_connections (spec 02 §3), built from a question set. */
export function buildQuestionConnections(
  goalId: GoalId,
  questions: { text: string; goal_connections: { goal_id: GoalId; weight: number; reasoning?: string }[] }[],
  linkedAt?: string,
) {
  const connected = questions.flatMap((q) =>
    q.goal_connections
      .filter((c) => String(c.goal_id) === String(goalId))
      .map((c) => ({ question_text: q.text, weight: c.weight, reasoning: c.reasoning ?? '', linked_at: linkedAt ?? null })),
  );
  const totalWeight = round2(connected.reduce((sum, c) => sum + c.weight, 0));
  const avg = connected.length === 0 ? 0 : round2(totalWeight / connected.length);
  return {
    connected_questions: connected,
    metrics: {
      evaluation_strength: totalWeight >= 1.2 ? 'strong' : totalWeight >= 0.6 ? 'adequate' : connected.length === 0 ? 'none' : 'weak',
      total_weight: totalWeight,
      avg_question_weight: avg,
      coverage_adequacy: connected.length >= 2 ? 'adequate' : connected.length === 1 ? 'minimal' : 'none',
      question_coverage: connected.length,
    },
  };
}
