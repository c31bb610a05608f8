import {
  type AnswerFlag,
  type AnswerScore,
  answerScoreSchema,
  computeCoverageAnalysis,
  computeQuestionSetMetrics,
  type GeneratedQuestion,
  type GoalConnection,
  type GoalInput,
  goalInputSchema,
  type GoalSet,
  type GoalScore,
  generatedQuestionSchema,
  type generateGoalsOptionsSchema,
  goalSetSchema,
  type Job,
  type JobAnalysis,
  type jobInputSchema,
  languageCodeSchema,
  PRESET_GOALS,
  type QuestionSet,
  type questionInputSchema,
  questionSetSchema,
  suggestedSkills,
} from '@hiring/shared/ai';
import type { z } from 'zod';
import type { AnalysisDraft, GoalsDraft, QuestionDraft, QuestionsDraft, ScoreDraft } from './drafts.ts';
import { type PromptGoal, unescapeData } from './prompts/common.ts';
import { findVerbatim, isCopiedQuestion, isNearDuplicate, normalizeText } from './text-checks.ts';

/*
 * Turning a model's draft into the engine's answer: the draft is checked against the job and the
 * goals (quotes verbatim, skills in the job, goal keys that exist), completed with what the model
 * is not asked for (ids, metrics, coverage), and validated by the shared zod schema; a draft that
 * fails gives the problems found instead.
 */

/** The model's language as a BCP 47 primary subtag ("ES" -> "es", "spa" -> "es"); null when it is not one. */
function languageCode(raw: string | null | undefined): string | null {
  const code = raw?.trim().toLowerCase() ?? '';
  if (!languageCodeSchema.safeParse(code).success) return null;
  try {
    return Intl.getCanonicalLocales(code)[0] ?? code;
  } catch {
    return null;
  }
}

const FLAGS_SCORED_LOWEST: AnswerFlag[] = ['empty', 'off_topic', 'copied_question'];

export interface KeyedGoal extends PromptGoal {
  id: string | number;
  /** 1-4. */
  importance: number;
}

export function validated<T>(schema: z.ZodType<T>, value: unknown): { value: T } | { problems: string[] } {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { value: parsed.data };
  return { problems: parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`) };
}

/** Every field of the job a skill may be found in, normalised for matching. */
function jobWords(job: Job): string {
  const parts = [job.title, job.job_description, job.requirements, job.responsibilities, ...(job.required_skills ?? [])];
  return ` ${normalizeText(parts.filter(Boolean).join(' '))} `;
}

export function completeAnalysis(draft: AnalysisDraft, job: Job): JobAnalysis {
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
export function verbatimSources(sources: string[] | undefined, job: z.output<typeof jobInputSchema>): string[] | undefined {
  if (!sources) return undefined;
  const text = [job.job_description, job.requirements, job.responsibilities].filter(Boolean).join('\n');
  const kept = sources.map((sentence) => findVerbatim(text, sentence)).filter((sentence): sentence is string => sentence !== null);
  return [...new Set(kept)];
}

export function completeGoals(
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

export function keyGoals(inputs: GoalInput[]): KeyedGoal[] {
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
export function goalsOfQuestion(goals: KeyedGoal[], question: z.output<typeof questionInputSchema>): KeyedGoal[] {
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

export function completeQuestion(
  draft: QuestionDraft,
  goals: KeyedGoal[],
  order: number,
): { value: GeneratedQuestion } | { problems: string[] } {
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

export function completeQuestionSet(draft: QuestionsDraft, goals: KeyedGoal[]): { value: QuestionSet } | { problems: string[] } {
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

export function renderGuidelines(question: z.output<typeof questionInputSchema>): string | undefined {
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

export function completeScore(
  draft: ScoreDraft,
  goals: KeyedGoal[],
  question: z.output<typeof questionInputSchema>,
  answer: string,
): { value: AnswerScore } | { problems: string[] } {
  const byKey = new Map(draft.scores.map((s) => [s.goal_key.trim().toUpperCase(), s]));
  const missing = goals.filter((g) => !byKey.has(g.key.toUpperCase()));
  if (missing.length) return { problems: [`no score for goals ${missing.map((g) => g.key).join(', ')}`] };

  const flags = new Set(draft.flags);
  const language = languageCode(draft.language);
  // A model that says it cannot read the answer gives no score: a reviewer scores it.
  if (flags.has('unsupported_language'))
    return validated(answerScoreSchema, {
      scores: [],
      overall: null,
      summary: draft.summary,
      flags: ['unsupported_language'],
      language,
    });
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
  return validated(answerScoreSchema, {
    scores,
    overall: Math.min(5, Math.max(1, overall)),
    summary: draft.summary,
    flags: [...flags],
    language,
  });
}
