import {
  type AiResult,
  type AnswerScore,
  answerScoreSchema,
  type EngineProvenance,
  type ExistingGoal,
  existingGoalSchema,
  type GeneratedGoal,
  type GeneratedQuestion,
  type GenerateGoalForCategoryOptions,
  type GenerateGoalsOptions,
  type GenerateQuestionsOptions,
  generateQuestionsOptionsSchema,
  generatedGoalSchema,
  generatedQuestionSchema,
  generateGoalForCategoryOptionsSchema,
  generateGoalsOptionsSchema,
  type GoalInput,
  type GoalSet,
  goalInputSchema,
  goalSetSchema,
  type JobAnalysis,
  type JobInput,
  jobAnalysisSchema,
  jobInputSchema,
  type QuestionInput,
  type QuestionSet,
  questionInputSchema,
  questionSetSchema,
  type RegenerateQuestionOptions,
  regenerateQuestionOptionsSchema,
} from '@hiring/shared/ai';
import type { AiEngine } from '../engine.ts';
import { type JobProfile, profileJob } from './extract.ts';
import { generateGoalForCategory, generateGoals } from './goals.ts';
import { BUILTIN_LANGUAGES } from './languages.ts';
import { resolveGoals } from './resolve-goals.ts';
import { generateQuestionSet, regenerate } from './questions.ts';
import { scoreAnswer } from './scoring/index.ts';
import { answerGap, chooseFollowUp } from './scoring/follow-up-gap.ts';
import type { FollowUpChoice, FollowUpRequest } from '../follow-up.ts';
import { BUILTIN_MODEL, KB_VERSION } from './version.ts';

export const BUILTIN_PROVENANCE: EngineProvenance = Object.freeze({ engine: 'builtin', model: BUILTIN_MODEL, version: KB_VERSION });

/**
 * The last profiles read, by job content: the wizard analyses a job, then asks for goals, then
 * questions, for the same text; reading it once makes the three calls cost about one. Profiles are
 * never changed after they are built, so sharing one is safe and the output stays the same.
 */
const PROFILES = new Map<string, JobProfile>();
function profileOf(job: JobInput): JobProfile {
  const parsed = jobInputSchema.parse(job);
  const key = JSON.stringify(parsed);
  const hit = PROFILES.get(key);
  if (hit) return hit;
  const profile = profileJob(parsed);
  if (PROFILES.size >= 32) PROFILES.delete(PROFILES.keys().next().value!);
  PROFILES.set(key, profile);
  return profile;
}

function result<T>(data: T): AiResult<T> {
  return { data, provenance: { ...BUILTIN_PROVENANCE } };
}

/**
 * The builtin engine: offline and deterministic (same input, same output), fast enough to run
 * inline. The synchronous `*Sync` methods exist for callers that want no promise (the bench, the
 * LLM engine's fallback); the AiEngine methods wrap them.
 */
export class BuiltinEngine implements AiEngine {
  readonly kind = 'builtin' as const;
  readonly languages = BUILTIN_LANGUAGES;

  analyzeJobSync(job: JobInput): JobAnalysis {
    // A copy: the cached profile must not change when a caller edits its result.
    return structuredClone(profileOf(job).analysis);
  }

  generateGoalsSync(job: JobInput, options: GenerateGoalsOptions = {}): GoalSet {
    const o = generateGoalsOptionsSchema.parse(options);
    return { goals: generateGoals(profileOf(job), o.presets, o.custom, o.strategy) };
  }

  generateGoalForCategorySync(job: JobInput, existingGoals: ExistingGoal[], options: GenerateGoalForCategoryOptions): GeneratedGoal {
    const o = generateGoalForCategoryOptionsSchema.parse(options);
    const existing = existingGoals.map((g) => existingGoalSchema.parse(g));
    return generateGoalForCategory(profileOf(job), existing, o.category, o.hiring_strategy, o.focus);
  }

  generateQuestionsSync(job: JobInput, confirmedGoals: GoalInput[], options: GenerateQuestionsOptions = {}): QuestionSet {
    if (confirmedGoals.length === 0) throw new Error('generateQuestions needs at least one goal');
    const profile = profileOf(job);
    return generateQuestionSet(
      profile,
      resolveGoals(
        profile,
        confirmedGoals.map((g) => goalInputSchema.parse(g)),
      ),
      generateQuestionsOptionsSchema.parse(options),
    );
  }

  regenerateQuestionSync(
    job: JobInput,
    goals: GoalInput[],
    question: QuestionInput,
    options: RegenerateQuestionOptions = {},
  ): GeneratedQuestion {
    const profile = profileOf(job);
    const resolved = resolveGoals(
      profile,
      goals.map((g) => goalInputSchema.parse(g)),
    );
    return regenerate(profile, resolved, questionInputSchema.parse(question), regenerateQuestionOptionsSchema.parse(options).avoid);
  }

  /** Scores every answer it is given: an answer in a language it does not read is kept from it (language-gate.ts). */
  scoreAnswerSync(job: JobInput, question: QuestionInput, goals: GoalInput[], answer: string): AnswerScore & { overall: number } {
    const profile = profileOf(job);
    const resolved = resolveGoals(
      profile,
      goals.map((g) => goalInputSchema.parse(g)),
    );
    const score = scoreAnswer(profile, questionInputSchema.parse(question), resolved, answer);
    if (score.overall === null) throw new Error('the builtin engine left an answer without an overall score');
    return { ...score, overall: score.overall };
  }

  async analyzeJob(job: JobInput): Promise<AiResult<JobAnalysis>> {
    return result(jobAnalysisSchema.parse(this.analyzeJobSync(job)));
  }

  async generateGoals(job: JobInput, options?: GenerateGoalsOptions): Promise<AiResult<GoalSet>> {
    return result(goalSetSchema.parse(this.generateGoalsSync(job, options)));
  }

  async generateGoalForCategory(
    job: JobInput,
    existingGoals: ExistingGoal[],
    options: GenerateGoalForCategoryOptions,
  ): Promise<AiResult<GeneratedGoal>> {
    return result(generatedGoalSchema.parse(this.generateGoalForCategorySync(job, existingGoals, options)));
  }

  async generateQuestions(job: JobInput, confirmedGoals: GoalInput[], options?: GenerateQuestionsOptions): Promise<AiResult<QuestionSet>> {
    return result(questionSetSchema.parse(this.generateQuestionsSync(job, confirmedGoals, options)));
  }

  async regenerateQuestion(
    job: JobInput,
    goals: GoalInput[],
    question: QuestionInput,
    options?: RegenerateQuestionOptions,
  ): Promise<AiResult<GeneratedQuestion>> {
    return result(generatedQuestionSchema.parse(this.regenerateQuestionSync(job, goals, question, options)));
  }

  async scoreAnswer(job: JobInput, question: QuestionInput, goals: GoalInput[], answer: string): Promise<AiResult<AnswerScore>> {
    return result(answerScoreSchema.parse(this.scoreAnswerSync(job, question, goals, answer)));
  }

  /** The gap the scorer's analysis reads in the answer and the follow-up chosen for it (scoring/follow-up-gap.ts). */
  followUpSync({ job, question, goals, answer, followUps }: FollowUpRequest): FollowUpChoice | null {
    const profile = profileOf(job);
    const resolved = resolveGoals(
      profile,
      goals.map((g) => goalInputSchema.parse(g)),
    );
    const gap = answerGap(profile, questionInputSchema.parse(question), resolved, answer);
    return gap ? chooseFollowUp(gap, followUps, question.text) : null;
  }

  async followUp(request: FollowUpRequest): Promise<AiResult<FollowUpChoice | null>> {
    return result(this.followUpSync(request));
  }
}

export function createBuiltinEngine(): BuiltinEngine {
  return new BuiltinEngine();
}
