import type { AnswerScore } from '@hiring/shared/ai';
import {
  type AiGoalScore,
  type GoalResult,
  RECOMMENDATION_LABELS,
  RECOMMENDATION_THRESHOLDS,
  type Recommendation,
  recommendationFor,
  roundScore,
  SCORE_MAX,
  SCORE_MIN,
} from '@hiring/shared/interviews';

/**
 * Turning the engine's answer scores into the interview's result: quotes checked against the
 * answer, one 1-5 score per answer, per-goal scores weighted by the questions' goal weights, an
 * overall score weighted by goal importance, and a recommendation with its reasons.
 */

export interface ScoredAnswer {
  score: number;
  raw: number;
  rationale: string;
  evidence: string[];
  goalScores: AiGoalScore[];
  flags: string[];
}

const clampScore = (n: number) => Math.max(SCORE_MIN, Math.min(SCORE_MAX, Math.round(n)));

/** Only quotes that are exact substrings of the answer survive; an engine can never invent evidence. */
export function verbatimOnly(quotes: readonly string[], answer: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const q of quotes) {
    const quote = q.trim();
    if (quote.length === 0 || !answer.includes(quote) || seen.has(quote)) continue;
    seen.add(quote);
    out.push(quote);
  }
  return out;
}

/** The engine's score of one answer, with every quote checked and the score on the 1-5 scale. */
export function toScoredAnswer(data: AnswerScore, answer: string): ScoredAnswer {
  const goalScores: AiGoalScore[] = data.scores.map((s) => ({
    goal_id: String(s.goal_id),
    goal_text: s.goal_text,
    score: clampScore(s.score),
    rationale: s.rationale,
    evidence: verbatimOnly(s.evidence, answer),
  }));
  const evidence = verbatimOnly(
    goalScores.flatMap((g) => g.evidence),
    answer,
  ).slice(0, 5);
  return {
    score: clampScore(data.overall),
    raw: roundScore(data.overall),
    rationale: data.summary,
    evidence,
    goalScores,
    flags: data.flags,
  };
}

export interface ResultQuestion {
  id: string;
  goalConnections: { goal_id: string | number; goal_text: string; category: string; weight: number }[];
}

export interface ResultAnswer {
  questionId: string;
  aiScore: number | null;
  aiGoalScores: AiGoalScore[];
  aiFlags: string[];
  reviewScore: number | null;
}

export interface GoalInfo {
  text: string;
  category: string;
  importance: number;
}

export interface InterviewResultValues {
  aiOverall: number | null;
  overall: number | null;
  aiRecommendation: Recommendation | null;
  recommendation: Recommendation | null;
  reasons: string[];
  goalResults: GoalResult[];
}

const FLAG_WORDS: Record<string, string> = {
  empty: 'empty',
  too_short: 'too short',
  off_topic: 'off topic',
  copied_question: 'repeating the question',
  duplicate_answer: 'the same as an answer to another question',
  evaluator_instruction: 'partly addressed to the evaluator (that text was ignored)',
};

function weightedMean(pairs: { value: number; weight: number }[]): number | null {
  const total = pairs.reduce((s, p) => s + p.weight, 0);
  if (pairs.length === 0) return null;
  if (total <= 0) return roundScore(pairs.reduce((s, p) => s + p.value, 0) / pairs.length);
  return roundScore(pairs.reduce((s, p) => s + p.value * p.weight, 0) / total);
}

/**
 * Per goal: the mean of its questions' scores weighted by each question's weight for that goal
 * (the AI's score of that goal in the answer; the reviewer's score of the answer where given).
 * Overall: the goals' scores weighted by their importance.
 */
export function computeResult(questions: ResultQuestion[], answers: ResultAnswer[], goals: Map<string, GoalInfo>): InterviewResultValues {
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  const order: string[] = [];
  const acc = new Map<
    string,
    {
      text: string;
      category: string;
      weight: number;
      ai: { value: number; weight: number }[];
      human: { value: number; weight: number }[];
      final: { value: number; weight: number }[];
      quotes: { quote: string; weight: number }[];
    }
  >();
  for (const q of questions) {
    const a = byQuestion.get(q.id);
    for (const c of q.goalConnections) {
      const id = String(c.goal_id);
      let entry = acc.get(id);
      if (!entry) {
        const info = goals.get(id);
        entry = {
          text: info?.text ?? c.goal_text,
          category: info?.category ?? c.category,
          weight: 0,
          ai: [],
          human: [],
          final: [],
          quotes: [],
        };
        acc.set(id, entry);
        order.push(id);
      }
      const w = Math.max(0.05, c.weight);
      entry.weight += c.weight;
      if (!a || a.aiScore === null) continue;
      const goalScore = a.aiGoalScores.find((g) => g.goal_id === id);
      const ai = goalScore?.score ?? a.aiScore;
      entry.ai.push({ value: ai, weight: w });
      if (a.reviewScore !== null) entry.human.push({ value: a.reviewScore, weight: w });
      entry.final.push({ value: a.reviewScore ?? ai, weight: w });
      for (const quote of goalScore?.evidence ?? []) entry.quotes.push({ quote, weight: w * ai });
    }
  }
  const goalResults: GoalResult[] = order.map((id) => {
    const e = acc.get(id)!;
    const best = [...e.quotes].sort((x, y) => y.weight - x.weight || y.quote.length - x.quote.length)[0];
    return {
      goal_id: id,
      goal_text: e.text,
      category: e.category,
      weight: Math.round(e.weight * 100) / 100,
      ai_score: weightedMean(e.ai),
      human_score: weightedMean(e.human),
      final_score: weightedMean(e.final),
      quote: best?.quote ?? null,
    };
  });

  const importance = (id: string) => goals.get(id)?.importance ?? 2;
  const overallOf = (pick: (g: GoalResult) => number | null, fallback: (a: ResultAnswer) => number | null) => {
    const scored = goalResults.filter((g) => pick(g) !== null);
    if (scored.length > 0) return weightedMean(scored.map((g) => ({ value: pick(g)!, weight: importance(g.goal_id) })));
    const plain = answers.map(fallback).filter((v): v is number => v !== null);
    return plain.length > 0 ? roundScore(plain.reduce((s, v) => s + v, 0) / plain.length) : null;
  };
  const aiOverall = overallOf(
    (g) => g.ai_score,
    (a) => a.aiScore,
  );
  const overall = overallOf(
    (g) => g.final_score,
    (a) => a.reviewScore ?? a.aiScore,
  );
  const lowest = (pick: (g: GoalResult) => number | null) => {
    const values = goalResults.map(pick).filter((v): v is number => v !== null);
    return values.length > 0 ? Math.min(...values) : null;
  };
  const aiRecommendation =
    aiOverall === null
      ? null
      : recommendationFor(
          aiOverall,
          lowest((g) => g.ai_score),
        );
  const recommendation =
    overall === null
      ? null
      : recommendationFor(
          overall,
          lowest((g) => g.final_score),
        );
  return {
    aiOverall,
    overall,
    aiRecommendation,
    recommendation,
    reasons: reasonsFor(goalResults, answers, overall, recommendation),
    goalResults,
  };
}

function reasonsFor(goals: GoalResult[], answers: ResultAnswer[], overall: number | null, recommendation: Recommendation | null): string[] {
  if (overall === null || recommendation === null) return [];
  const reasons = [`Overall ${overall}/5: ${RECOMMENDATION_LABELS[recommendation]}.`];
  const scored = goals.filter((g) => g.final_score !== null).sort((a, b) => b.final_score! - a.final_score!);
  const strongest = scored[0];
  const weakest = scored.at(-1);
  if (strongest) reasons.push(`Strongest: ${strongest.goal_text} (${strongest.final_score}/5).`);
  if (weakest && weakest !== strongest) reasons.push(`Weakest: ${weakest.goal_text} (${weakest.final_score}/5).`);
  for (const g of scored)
    if (g.final_score! <= RECOMMENDATION_THRESHOLDS.weakGoalCeiling && g !== weakest)
      reasons.push(`${g.goal_text} scored ${g.final_score}/5, a clear weakness.`);
  const flagCounts = new Map<string, number>();
  for (const a of answers) for (const f of a.aiFlags) flagCounts.set(f, (flagCounts.get(f) ?? 0) + 1);
  for (const [flag, n] of flagCounts) reasons.push(`${n} answer${n === 1 ? ' was' : 's were'} ${FLAG_WORDS[flag] ?? flag}.`);
  const reviewed = answers.filter((a) => a.reviewScore !== null && a.aiScore !== null);
  const changed = reviewed.filter((a) => a.reviewScore !== a.aiScore).length;
  if (reviewed.length > 0)
    reasons.push(
      changed === 0
        ? `A reviewer confirmed ${reviewed.length} of ${answers.length} AI scores.`
        : `A reviewer changed ${changed} and confirmed ${reviewed.length - changed} of ${answers.length} AI scores.`,
    );
  return reasons;
}

/** Scores of one answer on the 1-5 scale, counted per value. */
export function distribution(values: readonly number[]): { '1': number; '2': number; '3': number; '4': number; '5': number } {
  const d = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  for (const v of values) {
    const k = String(clampScore(v)) as keyof typeof d;
    d[k] += 1;
  }
  return d;
}
