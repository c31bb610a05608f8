import { DUPLICATE_ANSWER_MAX_SCORE } from '@hiring/shared/ai';

/**
 * The same, or nearly the same, answer given to several questions of one interview. Answers are
 * compared as sets of word shingles (three words in a row, after lower-casing and dropping
 * punctuation), which a shared phrase or opening sentence hardly moves but a pasted answer fills
 * (decision 610 gives the thresholds and why). Of a group of copies, the one the engine scored
 * highest for its own question keeps its score; the others are capped.
 */

/** Words in a shingle. */
export const SHINGLE_WORDS = 3;
/** Answers shorter than this are not compared: "I don't know" twice is not a pasted answer. */
export const MIN_WORDS = 12;
/** Shared shingles over all shingles of the two (Jaccard) from which two answers are the same answer. */
export const SAME_ANSWER = 0.5;
/** Or: this much of the shorter answer is in the longer one... */
export const CONTAINED = 0.8;
/** ...and the longer adds at most this factor of length (the pasted answer plus a sentence or two). */
export const MAX_LENGTH_RATIO = 1.5;
/**
 * Or: the two share this much of their vocabulary (words of four letters or more, by their first six
 * letters), counted over both. A word changed every few words breaks most shingles but hardly moves the
 * vocabulary; two honest answers to two questions share little of theirs.
 */
export const SAME_VOCABULARY = 0.6;
/** Vocabulary is compared from this many distinct words of each: a short answer's few words say little. */
export const MIN_VOCABULARY = 15;

function wordsOf(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? []
  );
}

function shingles(words: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + SHINGLE_WORDS <= words.length; i++) out.add(words.slice(i, i + SHINGLE_WORDS).join(' '));
  return out;
}

export interface Resemblance {
  /** Shared shingles over all shingles of the two. */
  jaccard: number;
  /** Shared shingles over the shingles of the shorter. */
  containment: number;
  /** Shingles of the longer over those of the shorter. */
  lengthRatio: number;
}

export function resemblance(a: string, b: string): Resemblance {
  const sa = shingles(wordsOf(a));
  const sb = shingles(wordsOf(b));
  const [small, large] = sa.size <= sb.size ? [sa, sb] : [sb, sa];
  let shared = 0;
  for (const s of small) if (large.has(s)) shared++;
  const union = sa.size + sb.size - shared;
  return {
    jaccard: union === 0 ? 0 : shared / union,
    containment: small.size === 0 ? 0 : shared / small.size,
    lengthRatio: small.size === 0 ? Number.POSITIVE_INFINITY : large.size / small.size,
  };
}

function vocabulary(words: readonly string[]): Set<string> {
  return new Set(words.filter((w) => w.length >= 4).map((w) => w.slice(0, 6)));
}

/** Shared vocabulary over the vocabulary of both; 0 when either has too few words to tell. */
export function sharedVocabulary(a: string, b: string): number {
  const va = vocabulary(wordsOf(a));
  const vb = vocabulary(wordsOf(b));
  if (va.size < MIN_VOCABULARY || vb.size < MIN_VOCABULARY) return 0;
  let shared = 0;
  for (const w of va) if (vb.has(w)) shared++;
  return shared / (va.size + vb.size - shared);
}

/** Whether two answers are the same answer, give or take a few words, a sentence or a word changed here and there. */
export function isSameAnswer(a: string, b: string): boolean {
  if (wordsOf(a).length < MIN_WORDS || wordsOf(b).length < MIN_WORDS) return false;
  const r = resemblance(a, b);
  return (
    r.jaccard >= SAME_ANSWER ||
    (r.containment >= CONTAINED && r.lengthRatio <= MAX_LENGTH_RATIO) ||
    sharedVocabulary(a, b) >= SAME_VOCABULARY
  );
}

export interface AnswerCopy {
  /** Which answer: e.g. its question's id. */
  key: string;
  text: string;
  /** How well the engine found it answers its own question (its unrounded score); null when it gave none. */
  fit: number | null;
  /** The question's place in the interview: the earlier keeps its score when the fit is equal. */
  order: number;
}

export interface DuplicateGroup {
  /** The answer that keeps its score: the best fit to its own question. */
  keeper: string;
  /** The others, in interview order. */
  copies: string[];
}

/**
 * Groups of the same answer across one interview (a chain of near copies is one group). The
 * choice of keeper depends only on the fits and the order, and capping a copy never raises its
 * fit above the keeper's, so running it again over capped answers finds the same keeper.
 */
export function duplicateGroups(answers: readonly AnswerCopy[]): DuplicateGroup[] {
  const parent = answers.map((_, i) => i);
  const root = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
    return i;
  };
  for (let i = 0; i < answers.length; i++) {
    for (let j = i + 1; j < answers.length; j++) {
      if (isSameAnswer(answers[i]!.text, answers[j]!.text)) parent[root(j)] = root(i);
    }
  }
  const groups = new Map<number, AnswerCopy[]>();
  answers.forEach((a, i) => {
    const r = root(i);
    groups.set(r, [...(groups.get(r) ?? []), a]);
  });
  const fit = (a: AnswerCopy) => a.fit ?? Number.NEGATIVE_INFINITY;
  return [...groups.values()]
    .filter((g) => g.length > 1)
    .map((g) => {
      const keeper = [...g].sort((a, b) => fit(b) - fit(a) || a.order - b.order)[0]!;
      return {
        keeper: keeper.key,
        copies: g
          .filter((a) => a !== keeper)
          .sort((a, b) => a.order - b.order)
          .map((a) => a.key),
      };
    });
}

/** A goal's score of a copy: at most DUPLICATE_ANSWER_MAX_SCORE, no evidence, and the reason first. */
export function capCopy<G extends { score: number; rationale: string; evidence: string[] }>(goal: G, reason: string): G {
  return {
    ...goal,
    score: Math.min(goal.score, DUPLICATE_ANSWER_MAX_SCORE),
    evidence: [],
    rationale: `${reason} ${goal.rationale}`.slice(0, 2_000),
  };
}
