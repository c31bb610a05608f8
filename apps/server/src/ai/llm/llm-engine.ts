import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import {
  type AiResult,
  type AnswerScore,
  type EngineProvenance,
  type ExistingGoal,
  existingGoalSchema,
  type GeneratedGoal,
  type GeneratedQuestion,
  type GenerateGoalForCategoryOptions,
  type GenerateGoalsOptions,
  type GenerateQuestionsOptions,
  generateQuestionsOptionsSchema,
  type GoalInput,
  type GoalSet,
  generatedGoalSchema,
  generateGoalForCategoryOptionsSchema,
  generateGoalsOptionsSchema,
  type JobAnalysis,
  type JobInput,
  jobAnalysisSchema,
  jobInputSchema,
  type QuestionInput,
  type QuestionSet,
  questionInputSchema,
  type RegenerateQuestionOptions,
  regenerateQuestionOptionsSchema,
} from '@hiring/shared/ai';
import type { z } from 'zod';
import type { AiEngine, AiOperation } from '../engine.ts';
import {
  completeAnalysis,
  completeGoals,
  completeQuestion,
  completeQuestionSet,
  completeScore,
  goalsOfQuestion,
  keyGoals,
  renderGuidelines,
  validated,
  verbatimSources,
} from './complete-drafts.ts';
import {
  type AnalysisDraft,
  analysisDraftSchema,
  type GoalDraft,
  goalDraftSchema,
  type GoalsDraft,
  goalsDraftSchema,
  type QuestionsDraft,
  questionsDraftSchema,
  type RegeneratedDraft,
  regeneratedDraftSchema,
  type ScoreDraft,
  scoreDraftSchema,
} from './drafts.ts';
import { analyzeJobPrompt, analyzeJobSystem } from './prompts/analyze-job.ts';
import { PROMPT_VERSION } from './prompts/common.ts';
import { type FollowUpDraft, followUpDraftSchema, followUpPrompt, followUpSystem } from './prompts/follow-up.ts';
import { type FollowUpChoice, type FollowUpRequest, sameGap } from '../follow-up.ts';
import { generateGoalForCategoryPrompt, generateGoalForCategorySystem } from './prompts/generate-goal-for-category.ts';
import { generateGoalsPrompt, generateGoalsSystem } from './prompts/generate-goals.ts';
import { generateQuestionsPrompt, generateQuestionsSystem } from './prompts/generate-questions.ts';
import { regenerateQuestionPrompt, regenerateQuestionSystem } from './prompts/regenerate-question.ts';
import { scoreAnswerPrompt, scoreAnswerSystem } from './prompts/score-answer.ts';
import {
  type TranslationDraft,
  translateQuestionsPrompt,
  translateQuestionsSystem,
  translationDraftSchema,
} from './prompts/translate-questions.ts';
import {
  type TranslatedQuestion,
  type TranslatedQuestions,
  type TranslateQuestionsRequest,
  translateRequestSchema,
} from '../translation.ts';
import { completeTranslation } from './complete-translation.ts';
import { callStructured, DEFAULT_RETRY_POLICY, LlmCallError, type RetryPolicy, type StructuredCallContext } from './structured-call.ts';
import { isNearDuplicate } from './text-checks.ts';

/** Where the engine reports retries and fallbacks; pino's logger fits. Never given the API key. */
export interface AiLogger {
  warn(details: Record<string, unknown>, message: string): void;
  info?(details: Record<string, unknown>, message: string): void;
}

export interface LlmEngineOptions {
  /** The endpoint's base URL; requests go to `${baseUrl}/chat/completions`. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Answers whenever the model cannot: after retries, on a timeout, or for an empty answer. */
  fallback: AiEngine;
  policy?: Partial<RetryPolicy>;
  /**
   * Ask the endpoint for constrained decoding of the schema (OpenAI's `strict`). Off by default:
   * strict mode rejects schemas with optional fields, and the engine validates every answer anyway.
   */
  strictJsonSchema?: boolean;
  logger?: AiLogger;
  /** Sampling temperature; unset leaves the model's default (reasoning models accept no other). */
  temperature?: number;
  /** Replaces the backoff wait, for tests. */
  sleep?: (ms: number) => Promise<void>;
}

const PROVIDER_NAME = 'llm';

/** The LLM engine: an OpenAI-compatible chat model through the Vercel AI SDK, falling back to another engine. */
export function createLlmEngine(options: LlmEngineOptions): AiEngine {
  const provider = createOpenAICompatible({
    name: PROVIDER_NAME,
    baseURL: options.baseUrl,
    apiKey: options.apiKey,
    supportsStructuredOutputs: true,
  });
  const ctx: StructuredCallContext = {
    model: provider.chatModel(options.model),
    policy: { ...DEFAULT_RETRY_POLICY, ...options.policy },
    providerOptions: { [PROVIDER_NAME]: { strictJsonSchema: options.strictJsonSchema ?? false } },
    sleep: options.sleep,
    temperature: options.temperature,
    onRetry: (info) =>
      options.logger?.info?.(
        { engine: 'llm', model: options.model, attempt: info.attempt, kind: info.kind, delayMs: info.delayMs, detail: redact(info.detail) },
        'AI request retried',
      ),
  };
  const provenance: EngineProvenance = { engine: 'llm', model: options.model.slice(0, 200), version: PROMPT_VERSION };

  function redact(text: string): string {
    return options.apiKey ? text.split(options.apiKey).join('[redacted]') : text;
  }

  /**
   * Asks the model for a draft, completes and validates it with the shared schema (a failure there
   * counts as invalid output and is retried once), and falls back when the model cannot deliver.
   */
  async function run<D, T>(
    operation: AiOperation,
    request: { name: string; schema: z.ZodType<D>; system: string; prompt: string },
    complete: (draft: D) => { value: T } | { problems: string[] },
    fallback: () => Promise<AiResult<T>>,
  ): Promise<AiResult<T>> {
    let completed: T | undefined;
    try {
      await callStructured(ctx, {
        ...request,
        check: (draft) => {
          const outcome = complete(draft);
          if ('problems' in outcome) return outcome.problems;
          completed = outcome.value;
          return [];
        },
      });
      return { data: completed as T, provenance: { ...provenance } };
    } catch (error) {
      const reason = redact(error instanceof LlmCallError ? error.message : error instanceof Error ? error.message : String(error));
      options.logger?.warn(
        { engine: 'llm', model: options.model, operation, kind: error instanceof LlmCallError ? error.kind : 'error', reason },
        'AI request failed; the builtin engine answered instead',
      );
      return useFallback(fallback, `llm model ${options.model} failed: ${reason}`);
    }
  }

  async function useFallback<T>(fallback: () => Promise<AiResult<T>>, reason: string): Promise<AiResult<T>> {
    const result = await fallback();
    return { data: result.data, provenance: { ...result.provenance, fallback_reason: reason.slice(0, 1_000) } };
  }

  return {
    kind: 'llm',

    async analyzeJob(jobInput: JobInput) {
      const job = jobInputSchema.parse(jobInput);
      return run<AnalysisDraft, JobAnalysis>(
        'analyzeJob',
        { name: 'job_analysis', schema: analysisDraftSchema, system: analyzeJobSystem, prompt: analyzeJobPrompt(job) },
        (draft) => validated(jobAnalysisSchema, completeAnalysis(draft, job)),
        () => options.fallback.analyzeJob(jobInput),
      );
    },

    async generateGoals(jobInput: JobInput, goalOptions?: GenerateGoalsOptions) {
      const job = jobInputSchema.parse(jobInput);
      const opts = generateGoalsOptionsSchema.parse(goalOptions ?? {});
      return run<GoalsDraft, GoalSet>(
        'generateGoals',
        {
          name: 'evaluation_goals',
          schema: goalsDraftSchema,
          system: generateGoalsSystem,
          prompt: generateGoalsPrompt({ job, presets: opts.presets, custom: opts.custom, strategy: opts.strategy }),
        },
        (draft) => completeGoals(draft, opts, job),
        () => options.fallback.generateGoals(jobInput, goalOptions),
      );
    },

    async generateGoalForCategory(jobInput: JobInput, existingGoals: ExistingGoal[], goalOptions: GenerateGoalForCategoryOptions) {
      const job = jobInputSchema.parse(jobInput);
      const existing = existingGoals.map((g) => existingGoalSchema.parse(g));
      const opts = generateGoalForCategoryOptionsSchema.parse(goalOptions);
      return run<GoalDraft, GeneratedGoal>(
        'generateGoalForCategory',
        {
          name: 'evaluation_goal',
          schema: goalDraftSchema,
          system: generateGoalForCategorySystem,
          prompt: generateGoalForCategoryPrompt({
            job,
            existing,
            category: opts.category,
            strategy: opts.hiring_strategy,
            focus: opts.focus,
          }),
        },
        (draft) => {
          const problems: string[] = [];
          if (draft.category !== opts.category) problems.push(`the goal's category must be "${opts.category}", not "${draft.category}"`);
          if (
            isNearDuplicate(
              draft.text,
              existing.map((g) => g.text),
              0.7,
            )
          )
            problems.push(`"${draft.text}" repeats an existing goal`);
          if (problems.length) return { problems };
          const { preset_id: _preset, ...rest } = draft;
          return validated(generatedGoalSchema, {
            ...rest,
            sources: verbatimSources(draft.sources, job),
            source: 'generated' as const,
            hiring_strategy: opts.hiring_strategy,
            priority_order: existing.length + 1,
          });
        },
        () => options.fallback.generateGoalForCategory(jobInput, existingGoals, goalOptions),
      );
    },

    async generateQuestions(jobInput: JobInput, confirmedGoals: GoalInput[], questionOptions?: GenerateQuestionsOptions) {
      if (confirmedGoals.length === 0) throw new Error('generateQuestions needs at least one goal');
      const job = jobInputSchema.parse(jobInput);
      const goals = keyGoals(confirmedGoals);
      const { avoid } = generateQuestionsOptionsSchema.parse(questionOptions ?? {});
      return run<QuestionsDraft, QuestionSet>(
        'generateQuestions',
        {
          name: 'question_set',
          schema: questionsDraftSchema,
          system: generateQuestionsSystem,
          prompt: generateQuestionsPrompt(job, goals, avoid),
        },
        (draft) => {
          // A regenerated set writes new questions: one that repeats the set it replaces is sent back.
          const repeated = draft.questions.findIndex((q) => isNearDuplicate(q.text, avoid, 0.85));
          if (repeated >= 0) return { problems: [`question ${repeated + 1} repeats a question of the set it replaces`] };
          return completeQuestionSet(draft, goals);
        },
        () => options.fallback.generateQuestions(jobInput, confirmedGoals, questionOptions),
      );
    },

    async regenerateQuestion(
      jobInput: JobInput,
      goalInputs: GoalInput[],
      questionInput: QuestionInput,
      regenerateOptions?: RegenerateQuestionOptions,
    ) {
      if (goalInputs.length === 0) throw new Error('regenerateQuestion needs at least one goal');
      const job = jobInputSchema.parse(jobInput);
      const question = questionInputSchema.parse(questionInput);
      const opts = regenerateQuestionOptionsSchema.parse(regenerateOptions ?? {});
      const goals = goalsOfQuestion(keyGoals(goalInputs), question);
      return run<RegeneratedDraft, GeneratedQuestion>(
        'regenerateQuestion',
        {
          name: 'interview_question',
          schema: regeneratedDraftSchema,
          system: regenerateQuestionSystem,
          prompt: regenerateQuestionPrompt(job, goals, question.text, opts.avoid),
        },
        (draft) => {
          if (isNearDuplicate(draft.question.text, [question.text, ...opts.avoid], 0.85)) {
            return { problems: ['the new question repeats the current question or another question of the interview'] };
          }
          return completeQuestion(draft.question, goals, question.question_order ?? 1);
        },
        () => options.fallback.regenerateQuestion(jobInput, goalInputs, questionInput, regenerateOptions),
      );
    },

    async scoreAnswer(jobInput: JobInput, questionInput: QuestionInput, goalInputs: GoalInput[], answer: string) {
      const job = jobInputSchema.parse(jobInput);
      const question = questionInputSchema.parse(questionInput);
      const goals = goalsOfQuestion(keyGoals(goalInputs), question);
      const fallback = () => options.fallback.scoreAnswer(jobInput, questionInput, goalInputs, answer);
      // Nothing to judge: the builtin rules score it lowest and say why, without a paid request.
      if (answer.trim() === '') return useFallback(fallback, 'empty answer: scored by the builtin rules without asking the model');
      return run<ScoreDraft, AnswerScore>(
        'scoreAnswer',
        {
          name: 'answer_score',
          schema: scoreDraftSchema,
          system: scoreAnswerSystem,
          prompt: scoreAnswerPrompt({ job, question: question.text, guidelines: renderGuidelines(question), goals, answer }),
        },
        (draft) => completeScore(draft, goals, question, answer),
        fallback,
      );
    },

    /**
     * The builtin rules read the gap (deterministic); the model writes the follow-up for it. The
     * one already written for the same gap is kept, so autosaves do not each ask the model; on
     * failure the builtin engine's choice is asked.
     */
    async followUp(request: FollowUpRequest): Promise<AiResult<FollowUpChoice | null>> {
      const builtin = options.fallback.followUp ? await options.fallback.followUp(request) : null;
      if (!builtin || builtin.data === null) return { data: null, provenance: builtin?.provenance ?? { ...provenance } };
      const gap = builtin.data;
      if (request.current?.source === 'llm' && sameGap(request.current, gap))
        return { data: request.current, provenance: { ...provenance } };
      return run<FollowUpDraft, FollowUpChoice>(
        'followUp' as AiOperation,
        {
          name: 'follow_up',
          schema: followUpDraftSchema,
          system: followUpSystem,
          prompt: followUpPrompt({ question: request.question.text, answer: request.answer, gap: gap.gap, point: gap.point }),
        },
        (draft) => {
          const text = draft.follow_up.trim();
          return text.length > 0 ? { value: { ...gap, text, source: 'llm' } } : { problems: ['the follow-up is empty'] };
        },
        async () => builtin as AiResult<FollowUpChoice>,
      );
    },

    /**
     * The questions in another language (decision 795). No fallback: the builtin engine does not
     * translate, so a failure is thrown (without the API key) and the job that asked retries it.
     */
    async translateQuestions(input: TranslateQuestionsRequest): Promise<AiResult<TranslatedQuestions>> {
      const request = translateRequestSchema.parse(input);
      let completed: TranslatedQuestion[] = [];
      try {
        await callStructured<TranslationDraft>(ctx, {
          name: 'question_translation',
          schema: translationDraftSchema,
          system: translateQuestionsSystem,
          prompt: translateQuestionsPrompt(request),
          check: (draft) => {
            const outcome = completeTranslation(draft, request.questions);
            if ('problems' in outcome) return outcome.problems;
            completed = outcome.value;
            return [];
          },
        });
      } catch (error) {
        const reason = redact(error instanceof Error ? error.message : String(error));
        options.logger?.warn(
          {
            engine: 'llm',
            model: options.model,
            operation: 'translateQuestions',
            kind: error instanceof LlmCallError ? error.kind : 'error',
            reason,
          },
          'AI translation failed',
        );
        throw new Error(`llm model ${options.model} failed: ${reason}`.slice(0, 1_000));
      }
      return { data: { questions: completed }, provenance: { ...provenance } };
    },
  };
}
