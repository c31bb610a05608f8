import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { BuiltinEngine } from '../builtin/index.ts';
import { seededOrder, STOPWORDS } from '../builtin/text.ts';
import { answerLength, wordOverlap } from './baselines.ts';
import { cutAtWord, scoreLineSync } from './score-batch.ts';
import { onFivePointScale, pearson, quadraticWeightedKappa, spearman } from './stats.ts';

/**
 * The public graded answers of `npm run eval:ai` (decision 580): samples of SAF 2.0 and SemEval-2013
 * Task 7 kept in graded-sets/, each in a tuning split and a held-out split that nobody tunes on.
 */
export const GRADED_SETS = [
  { id: 'saf', name: 'SAF 2.0, communication networks (English)' },
  { id: 'semeval2013', name: 'SemEval-2013 Task 7, Beetle + SciEntsBank (3-way)' },
] as const;
export const SPLITS = ['tuning', 'held-out'] as const;

export interface GradedAnswer {
  id: string;
  qid: string;
  question: string;
  answer: string;
  reference: string;
  /** SAF: the grade and the highest grade of its question. */
  grade?: number;
  grade_max?: number;
  /** SemEval: correct, contradictory or incorrect. */
  label?: string;
  split: string;
}

export function loadGradedSplit(set: string, split: string): GradedAnswer[] {
  const text = readFileSync(new URL(`./graded-sets/${set}/${split}.jsonl`, import.meta.url), 'utf8');
  return text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as GradedAnswer);
}

/**
 * The set's grade on the common 1-5 scale. SAF: 1 + 4 x grade / the question's highest grade.
 * SemEval: "correct" 5, "contradictory" and "incorrect" 1 (the 3-way labels do not order those two:
 * "incorrect" merges partly correct, irrelevant and off-domain answers).
 */
export function gradeOnScale(a: GradedAnswer): number {
  if (a.label !== undefined) return a.label === 'correct' ? 5 : 1;
  const max = a.grade_max ?? 0;
  return max > 0 ? 1 + (4 * (a.grade ?? 0)) / max : 1;
}

/** The reference's sentences as key points (at most 12, each cut to 300 characters at a word). */
export function referenceKeyPoints(reference: string): string[] {
  return reference
    .split(/(?<=[.!?;])\s+|\n+/)
    .map((s) => s.replace(/^[\s\-*•\d.)]+/, '').trim())
    .filter((s) => s.length >= 3)
    .slice(0, 12)
    .map((s) => cutAtWord(s, 300));
}

export interface Agreement {
  pearson: number;
  spearman: number;
  qwk: number;
}

export interface SplitFigures {
  set: string;
  name: string;
  split: string;
  /** Scored answers: those the figures are on. */
  answers: number;
  /** Answers the engine left for a person (a language it does not read), outside the figures. */
  forReview: number;
  questions: number;
  engine: Agreement;
  length: Agreement;
  overlap: Agreement;
  meanEngineScore: number;
  /** The reference itself given as the answer, once per question: mean whole score and share scoring 4 or more. */
  referenceAsAnswer: { mean: number; atLeast4: number };
  /** The reference's key words shuffled into nonsense, once per question: mean whole score and share scoring 2 or less. */
  shuffledKeywords: { mean: number; atMost2: number };
  /** Median time to score one answer, in milliseconds. */
  medianMs: number;
}

/**
 * The reference's content words (no stop words, no repeats) in a seeded shuffled order, as one sentence:
 * every key word of a correct answer, with no grammar and no meaning. A scorer that counts words scores it high.
 */
export function shuffledKeywords(reference: string, seed: string): string {
  const words = [...new Set(reference.toLowerCase().match(/[a-z0-9][a-z0-9'+#_-]*/g) ?? [])].filter(
    (w) => !STOPWORDS.has(w) && w.length >= 3,
  );
  const shuffled = seededOrder(words, seed, (w) => w).join(' ');
  return shuffled ? `${shuffled.charAt(0).toUpperCase()}${shuffled.slice(1)}.` : '';
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : (s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2;
}

function agreement(measure: number[], onScale: number[], gold: number[]): Agreement {
  return {
    pearson: pearson(measure, gold),
    spearman: spearman(measure, gold),
    qwk: quadraticWeightedKappa(
      onScale,
      gold.map((g) => Math.round(g)),
    ),
  };
}

const engine = new BuiltinEngine();

/** As the server scores: an answer in a language the engine does not read is left to a person, not scored. */
function score(question: string, answer: string, reference: string) {
  return scoreLineSync(engine, { id: 0, question, answer, reference, key_points: referenceKeyPoints(reference) });
}

export function evaluateSplit(set: (typeof GRADED_SETS)[number], split: string, all = loadGradedSplit(set.id, split)): SplitFigures {
  const scored = all.map((r) => ({ r, s: score(r.question, r.answer, r.reference) }));
  // Answers left for human review (another language) are out of the engine's figures, as they are out of its overall.
  const kept = scored.filter((x) => x.s.score !== null);
  const rows = kept.map((x) => x.r);
  const scores = kept.map((x) => x.s);
  const gold = rows.map(gradeOnScale);
  // Timed on a second pass, once the engine is warm (the first call loads its language model).
  const times = rows.map((r) => {
    const t = performance.now();
    score(r.question, r.answer, r.reference);
    return performance.now() - t;
  });
  const raw = scores.map((s) => s.raw_score ?? 1);
  const lengths = rows.map((r) => answerLength(r.answer));
  const overlaps = rows.map((r) => wordOverlap(r.answer, r.reference));
  const questions = new Map(rows.map((r) => [r.qid, r]));
  const refScores = [...questions.values()].map((r) => score(r.question, r.reference, r.reference).score ?? 1);
  const shuffled = [...questions.values()].map((r) => score(r.question, shuffledKeywords(r.reference, r.qid), r.reference).score ?? 1);
  return {
    set: set.id,
    name: set.name,
    split,
    answers: rows.length,
    forReview: all.length - rows.length,
    questions: questions.size,
    engine: agreement(
      raw,
      scores.map((s) => s.score ?? 1),
      gold,
    ),
    length: agreement(lengths, onFivePointScale(lengths), gold),
    overlap: agreement(overlaps, onFivePointScale(overlaps), gold),
    meanEngineScore: raw.reduce((s, x) => s + x, 0) / Math.max(1, raw.length),
    referenceAsAnswer: {
      mean: refScores.reduce((s, x) => s + x, 0) / Math.max(1, refScores.length),
      atLeast4: refScores.filter((x) => x >= 4).length / Math.max(1, refScores.length),
    },
    shuffledKeywords: {
      mean: shuffled.reduce((s, x) => s + x, 0) / Math.max(1, shuffled.length),
      atMost2: shuffled.filter((x) => x <= 2).length / Math.max(1, shuffled.length),
    },
    medianMs: median(times),
  };
}

export function evaluatePublicSets(): SplitFigures[] {
  return GRADED_SETS.flatMap((set) => SPLITS.map((split) => evaluateSplit(set, split)));
}

export function formatPublicSets(figures: SplitFigures[]): string {
  const f = (x: number) => x.toFixed(3).padStart(7);
  const row = (label: string, a: Agreement) => `  ${label.padEnd(22)}${f(a.pearson)} ${f(a.spearman)} ${f(a.qwk)}`;
  const lines = [
    'Public graded answers (not written here; the held-out split is never tuned on)',
    '  Common scale 1-5: SAF 1 + 4 x grade / question maximum; SemEval correct 5, contradictory or incorrect 1.',
    '  Engine: its overall (Pearson, Spearman) and whole score (QWK); baselines on 1-5 by percentile rank for QWK.',
  ];
  for (const s of figures) {
    lines.push(
      '',
      `${s.name}, ${s.split}: ${s.answers} answers, ${s.questions} questions${s.forReview > 0 ? `; ${s.forReview} more in another language, left for a person and not in the figures` : ''}`,
      `  ${''.padEnd(22)}${'Pearson'.padStart(7)} ${'Spearman'.padStart(7)} ${'QWK'.padStart(7)}`,
      row('engine', s.engine),
      row('answer length', s.length),
      row('word overlap', s.overlap),
      '  human graders          not available (one grade per answer)',
      `  engine mean ${s.meanEngineScore.toFixed(2)}; the reference as the answer: mean ${s.referenceAsAnswer.mean.toFixed(2)}, ${(s.referenceAsAnswer.atLeast4 * 100).toFixed(0)}% of questions at 4 or more`,
      `  its key words shuffled into nonsense: mean ${s.shuffledKeywords.mean.toFixed(2)}, ${(s.shuffledKeywords.atMost2 * 100).toFixed(0)}% of questions at 2 or less; scoring ${s.medianMs.toFixed(2)} ms median per answer`,
    );
  }
  return lines.join('\n');
}
