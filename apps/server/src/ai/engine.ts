import type {
  AiResult,
  AnswerScore,
  ExistingGoal,
  GeneratedGoal,
  GeneratedQuestion,
  GenerateGoalForCategoryOptions,
  GenerateGoalsOptions,
  GenerateQuestionsOptions,
  GoalInput,
  GoalSet,
  JobAnalysis,
  JobInput,
  QuestionInput,
  QuestionSet,
  RegenerateQuestionOptions,
} from '@hiring/shared/ai';
import type { FollowUpChoice, FollowUpRequest } from './follow-up.ts';
import type { TranslatedQuestions, TranslateQuestionsRequest } from './translation.ts';

/**
 * The AI engine (docs/architecture.md, "The AI engine"): one interface, two implementations (builtin, llm).
 * Every call is async and answers `{ data, provenance }`; `data` satisfies the matching schema of
 * `@hiring/shared/ai` (jobAnalysisSchema, goalSetSchema, generatedGoalSchema, questionSetSchema,
 * generatedQuestionSchema, answerScoreSchema).
 *
 * Goals passed in carry a stable `id` (e.g. their database id); question goal_connections and
 * answer scores come back keyed by that id (`goal_id`).
 */
export interface AiEngine {
  readonly kind: 'builtin' | 'llm';
  /**
   * The languages (ISO 639-1) the engine scores answers in; absent: any. An answer in another
   * language is not passed to scoreAnswer (language-gate.ts).
   */
  readonly languages?: readonly string[];
  /** Title, summary, requirements, responsibilities, skills, seniority, key requirements, suggested skills. */
  analyzeJob(job: JobInput): Promise<AiResult<JobAnalysis>>;
  /** The chosen presets and custom goals tailored to the job, plus goals the engine proposes for it. */
  generateGoals(job: JobInput, options?: GenerateGoalsOptions): Promise<AiResult<GoalSet>>;
  /** One new goal of a category, not a duplicate of an existing one. */
  generateGoalForCategory(
    job: JobInput,
    existingGoals: ExistingGoal[],
    options: GenerateGoalForCategoryOptions,
  ): Promise<AiResult<GeneratedGoal>>;
  /**
   * A question set where every goal has at least one question, with the set's metrics and coverage;
   * another `variant` writes different questions for the same goals, and none repeats `avoid`.
   */
  generateQuestions(job: JobInput, confirmedGoals: GoalInput[], options?: GenerateQuestionsOptions): Promise<AiResult<QuestionSet>>;
  /** A different question for the same goals as `question`. */
  regenerateQuestion(
    job: JobInput,
    goals: GoalInput[],
    question: QuestionInput,
    options?: RegenerateQuestionOptions,
  ): Promise<AiResult<GeneratedQuestion>>;
  /**
   * 1-5 per connected goal with rationale and verbatim evidence; empty, off-topic or copied answers
   * score lowest; an answer the engine cannot score has no scores, a null overall and an UNSCORED_FLAGS flag.
   */
  scoreAnswer(job: JobInput, question: QuestionInput, goals: GoalInput[], answer: string): Promise<AiResult<AnswerScore>>;
  /**
   * The one follow-up an answer calls for (issue 42), or null when it misses nothing the guide
   * expects. Optional: an engine without it asks no follow-ups.
   */
  followUp?(request: FollowUpRequest): Promise<AiResult<FollowUpChoice | null>>;
  /**
   * The questions written in another language, with their follow-ups and rating guides (issue 42,
   * decision 795): the same ids and as many of each, checked by translation.ts. Optional: the
   * builtin engine does not translate, and the questions service then refuses the request. It
   * throws when it cannot translate; there is no fallback.
   */
  translateQuestions?(request: TranslateQuestionsRequest): Promise<AiResult<TranslatedQuestions>>;
}

export type AiOperation = keyof Omit<AiEngine, 'kind' | 'languages' | 'followUp' | 'translateQuestions'>;
