import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import {
  type AiResult,
  type AnswerFlag,
  type AnswerScore,
  answerScoreSchema,
  computeCoverageAnalysis,
  computeQuestionSetMetrics,
  type EngineProvenance,
  type ExistingGoal,
  existingGoalSchema,
  type GeneratedGoal,
  type GeneratedQuestion,
  type GenerateGoalForCategoryOptions,
  type GenerateGoalsOptions,
  type GenerateQuestionsOptions,
  generateQuestionsOptionsSchema,
  type GoalConnection,
  type GoalInput,
  goalInputSchema,
  type GoalSet,
  type GoalScore,
  generatedGoalSchema,
  generatedQuestionSchema,
  generateGoalForCategoryOptionsSchema,
  generateGoalsOptionsSchema,
  goalSetSchema,
  type Job,
  type JobAnalysis,
  type JobInput,
  jobAnalysisSchema,
  jobInputSchema,
  PRESET_GOALS,
  type QuestionInput,
  type QuestionSet,
  questionInputSchema,
  questionSetSchema,
  type RegenerateQuestionOptions,
  regenerateQuestionOptionsSchema,
  suggestedSkills,
} from '@hiring/shared/ai';
import type { z } from 'zod';
import type { AiEngine, AiOperation } from '../engine.ts';
import {
  type AnalysisDraft,
  analysisDraftSchema,
  type GoalDraft,
  goalDraftSchema,
  type GoalsDraft,
  goalsDraftSchema,
  type QuestionDraft,
  type QuestionsDraft,
  questionsDraftSchema,
  type RegeneratedDraft,
  regeneratedDraftSchema,
  type ScoreDraft,
  scoreDraftSchema,
} from './drafts.ts';
import { analyzeJobPrompt, analyzeJobSystem } from './prompts/analyze-job.ts';
import { PROMPT_VERSION, type PromptGoal, unescapeData } from './prompts/common.ts';
import { generateGoalForCategoryPrompt, generateGoalForCategorySystem } from './prompts/generate-goal-for-category.ts';
import { generateGoalsPrompt, generateGoalsSystem } from './prompts/generate-goals.ts';
import { generateQuestionsPrompt, generateQuestionsSystem } from './prompts/generate-questions.ts';
import { regenerateQuestionPrompt, regenerateQuestionSystem } from './prompts/regenerate-question.ts';
import { scoreAnswerPrompt, scoreAnswerSystem } from './prompts/score-answer.ts';
import { callStructured, DEFAULT_RETRY_POLICY, LlmCallError, type RetryPolicy, type StructuredCallContext } from './structured-call.ts';
import { findVerbatim, isCopiedQuestion, isNearDuplicate, normalizeText } from './text-checks.ts';

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
const FLAGS_SCORED_LOWEST: AnswerFlag[] = ['empty', 'off_topic', 'copied_question'];

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
  };
}

// --- completing drafts -------------------------------------------------------------------------

interface KeyedGoal extends PromptGoal {
  id: string | number;
  /** 1-4. */
  importance: number;
}

function validated<T>(schema: z.ZodType<T>, value: unknown): { value: T } | { problems: string[] } {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { value: parsed.data };
  return { problems: parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`) };
}

/** Every field of the job a skill may be found in, normalised for matching. */
function jobWords(job: Job): string {
  const parts = [job.title, job.job_description, job.requirements, job.responsibilities, ...(job.required_skills ?? [])];
  return ` ${normalizeText(parts.filter(Boolean).join(' '))} `;
}

function completeAnalysis(draft: AnalysisDraft, job: Job): JobAnalysis {
  const text = jobWords(job);
  const inJob = (words: string | undefined) => !!words && normalizeText(words) !== '' && text.includes(` ${normalizeText(words)} `);
  const seen = new Set<string>();
  const skills = draft.skills.filter((s) => {
    const key = normalizeText(s.name);
    if (!key || seen.has(key)) return false;
    // No invented skills: each must be found in the job's own words, by its name or the words quoted.
    if (!inJob(s.matched) && !inJob(s.name)) return false;
    seen.add(key);
    return true;
  });
  const keyRequirements = draft.key_requirements.map((r) => r.trim()).filter(Boolean);
  const suggested = draft.suggested_skills.map((s) => s.trim()).filter(Boolean);
  return {
    ...draft,
    skills,
    key_requirements: (keyRequirements.length ? keyRequirements : draft.requirements).slice(0, 3),
    // The user's typed skills first, in their words; then the model's picks found in the job.
    suggested_skills: suggestedSkills(
      job.required_skills,
      suggested.some((n) => seen.has(normalizeText(n))) ? suggested.filter((n) => seen.has(normalizeText(n))) : skills.map((s) => s.name),
    ),
  };
}

/**
 * The sentences a model cites for a goal, kept only where the job really says them and as the job
 * words them: a goal shown "from the job description" quotes the job, never the model.
 */
function verbatimSources(sources: string[] | undefined, job: z.output<typeof jobInputSchema>): string[] | undefined {
  if (!sources) return undefined;
  const text = [job.job_description, job.requirements, job.responsibilities].filter(Boolean).join('\n');
  const kept = sources.map((sentence) => findVerbatim(text, sentence)).filter((sentence): sentence is string => sentence !== null);
  return [...new Set(kept)];
}

function completeGoals(
  draft: GoalsDraft,
  opts: z.output<typeof generateGoalsOptionsSchema>,
  job: z.output<typeof jobInputSchema>,
): { value: GoalSet } | { problems: string[] } {
  const problems: string[] = [];
  for (const id of opts.presets) {
    if (!draft.goals.some((g) => g.source === 'preset' && g.preset_id === id)) {
      const preset = PRESET_GOALS.find((p) => p.id === id);
      problems.push(`the chosen preset goal ${id} ("${preset?.text}") is missing`);
    }
  }
  const customCount = draft.goals.filter((g) => g.source === 'custom').length;
  if (customCount < opts.custom.length) problems.push(`${opts.custom.length} custom goals were given but ${customCount} returned`);
  const categories = new Set(draft.goals.map((g) => g.category));
  if (draft.goals.length >= 3 && categories.size < 3) problems.push('the goals must span at least 3 categories');
  const texts: string[] = [];
  for (const goal of draft.goals) {
    if (isNearDuplicate(goal.text, texts)) problems.push(`"${goal.text}" repeats another goal`);
    texts.push(goal.text);
  }
  if (problems.length) return { problems };
  const goals = draft.goals.map((goal, index) => {
    // A preset the employer did not choose is just a proposal of the model's.
    const chosenPreset = goal.source === 'preset' && goal.preset_id !== undefined && opts.presets.includes(goal.preset_id);
    const { preset_id, ...rest } = goal;
    return {
      ...rest,
      sources: verbatimSources(goal.sources, job),
      ...(chosenPreset ? { preset_id } : {}),
      source: goal.source === 'preset' && !chosenPreset ? ('generated' as const) : goal.source,
      hiring_strategy: opts.strategy,
      priority_order: index + 1,
    };
  });
  return validated(goalSetSchema, { goals });
}

function keyGoals(inputs: GoalInput[]): KeyedGoal[] {
  return inputs.map((input, index) => {
    const goal = goalInputSchema.parse(input);
    return {
      key: `G${index + 1}`,
      id: goal.id,
      text: goal.text,
      description: goal.description,
      category: goal.category,
      importance: Math.min(4, Math.max(1, Math.round(goal.importance ?? 2))),
    };
  });
}

/** The goals a question was written for (its connections), or all goals when it names none we know. */
function goalsOfQuestion(goals: KeyedGoal[], question: z.output<typeof questionInputSchema>): KeyedGoal[] {
  const ids = new Set((question.goal_connections ?? []).map((c) => String(c.goal_id)));
  const connected = goals.filter((g) => ids.has(String(g.id)));
  return connected.length ? connected : goals;
}

function completeConnections(
  draft: QuestionDraft['goal_connections'],
  goals: KeyedGoal[],
): { value: GoalConnection[] } | { problems: string[] } {
  const byKey = new Map(goals.map((g) => [g.key.toUpperCase(), g]));
  const unknown = draft.filter((c) => !byKey.has(c.goal_key.trim().toUpperCase())).map((c) => c.goal_key);
  if (unknown.length) return { problems: [`unknown goal_key ${unknown.join(', ')} (use ${goals.map((g) => g.key).join(', ')})`] };
  const merged = new Map<string, GoalConnection>();
  for (const c of draft) {
    const goal = byKey.get(c.goal_key.trim().toUpperCase())!;
    const previous = merged.get(goal.key);
    if (previous && previous.weight >= c.weight) continue;
    merged.set(goal.key, {
      goal_id: goal.id,
      goal_text: goal.text,
      category: goal.category,
      // Goal importance is 1-4; inside connections it is out of 10 (spec 02 §3).
      importance: Math.round(goal.importance * 2.5),
      weight: Math.round(c.weight * 100) / 100,
      reasoning: c.reasoning,
      connection_strength: Math.round(c.weight * 100),
    });
  }
  return { value: [...merged.values()] };
}

function completeQuestion(draft: QuestionDraft, goals: KeyedGoal[], order: number): { value: GeneratedQuestion } | { problems: string[] } {
  const connections = completeConnections(draft.goal_connections, goals);
  if ('problems' in connections) return connections;
  const scale = [...draft.expected_response_guidelines.rating_scale].sort((a, b) => a.score - b.score);
  if (scale.map((r) => r.score).join() !== '1,2,3,4,5') return { problems: ['rating_scale must have one anchor for each score 1 to 5'] };
  const percent = (n: number) => Math.round((n > 0 && n < 1 ? n * 100 : n) * 10) / 10;
  const e = draft.effectiveness;
  return validated(generatedQuestionSchema, {
    ...draft,
    difficulty: draft.difficulty === 'medium' ? 'mid' : draft.difficulty,
    estimated_time: Math.min(60, Math.max(1, Math.round(draft.estimated_time))),
    ai_confidence: percent(draft.ai_confidence),
    effectiveness: {
      ...e,
      relevance_score: percent(e.relevance_score),
      difficulty_score: percent(e.difficulty_score),
      coverage_score: percent(e.coverage_score),
    },
    expected_response_guidelines: {
      ...draft.expected_response_guidelines,
      rating_scale: scale,
    },
    question_order: order,
    goal_connections: connections.value,
  });
}

function completeQuestionSet(draft: QuestionsDraft, goals: KeyedGoal[]): { value: QuestionSet } | { problems: string[] } {
  const problems: string[] = [];
  const questions: GeneratedQuestion[] = [];
  const texts: string[] = [];
  draft.questions.forEach((q, index) => {
    if (isNearDuplicate(q.text, texts, 0.85)) problems.push(`question ${index + 1} repeats an earlier question`);
    texts.push(q.text);
    const completed = completeQuestion(q, goals, index + 1);
    if ('problems' in completed) problems.push(...completed.problems.map((p) => `question ${index + 1}: ${p}`));
    else questions.push(completed.value);
  });
  const covered = new Set(questions.flatMap((q) => q.goal_connections.map((c) => String(c.goal_id))));
  const uncovered = goals.filter((g) => !covered.has(String(g.id)));
  if (uncovered.length) problems.push(`goals ${uncovered.map((g) => g.key).join(', ')} have no question`);
  if (problems.length) return { problems };
  const goalRefs = goals.map((g) => ({ id: g.id, category: g.category }));
  return validated(questionSetSchema, {
    questions,
    metrics: computeQuestionSetMetrics(goalRefs, questions),
    coverage_analysis: computeCoverageAnalysis(goalRefs, questions),
  });
}

function renderGuidelines(question: z.output<typeof questionInputSchema>): string | undefined {
  const g = question.expected_response_guidelines;
  if (!g) return undefined;
  const lines = [
    g.strong && `Strong: ${g.strong}`,
    g.adequate && `Adequate: ${g.adequate}`,
    g.weak && `Weak: ${g.weak}`,
    g.key_points?.length && `Key points: ${g.key_points.join('; ')}`,
  ].filter(Boolean);
  return lines.length ? lines.join('\n') : undefined;
}

function completeScore(
  draft: ScoreDraft,
  goals: KeyedGoal[],
  question: z.output<typeof questionInputSchema>,
  answer: string,
): { value: AnswerScore } | { problems: string[] } {
  const byKey = new Map(draft.scores.map((s) => [s.goal_key.trim().toUpperCase(), s]));
  const missing = goals.filter((g) => !byKey.has(g.key.toUpperCase()));
  if (missing.length) return { problems: [`no score for goals ${missing.map((g) => g.key).join(', ')}`] };

  const flags = new Set(draft.flags);
  // The model may miss an answer that only repeats the question; the rule does not.
  const copiedByRule = !flags.has('copied_question') && isCopiedQuestion(answer, question.text);
  if (copiedByRule) flags.add('copied_question');
  const lowest = FLAGS_SCORED_LOWEST.some((f) => flags.has(f));

  const weights = new Map((question.goal_connections ?? []).map((c) => [String(c.goal_id), c.weight ?? 1]));
  let weighted = 0;
  let totalWeight = 0;
  const scores: GoalScore[] = goals.map((goal) => {
    const s = byKey.get(goal.key.toUpperCase())!;
    // Evidence must be the candidate's own words: quotes not found in the answer are dropped.
    const evidence = lowest
      ? []
      : [...new Set(s.evidence.map((q) => findVerbatim(answer, unescapeData(q))).filter((q): q is string => q !== null))];
    const score = lowest ? 1 : s.score;
    const weight = weights.get(String(goal.id)) ?? 1;
    weighted += score * weight;
    totalWeight += weight;
    const rationale = copiedByRule ? `The answer repeats the question instead of answering it. ${s.rationale}` : s.rationale;
    return { goal_id: goal.id, goal_text: goal.text, score, rationale: rationale.slice(0, 2_000), evidence };
  });
  const overall = totalWeight > 0 ? Math.round((weighted / totalWeight) * 10) / 10 : 1;
  return validated(answerScoreSchema, { scores, overall: Math.min(5, Math.max(1, overall)), summary: draft.summary, flags: [...flags] });
}
