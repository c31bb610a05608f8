import type { KappaNullReason } from '@hiring/shared/agreement';

/**
 * The statistics of AI-human agreement (decision 670), pure: no database, no rounding for show.
 * Scores are whole numbers on the 1-5 scale.
 *
 * - The reviewers' mean of an answer is rounded half up to a whole score (3.5 → 4), so the AI and
 *   the reviewers are compared on the same five categories.
 * - Cohen's kappa with quadratic weights (Cohen 1968; Fleiss & Cohen 1973): 1 − Σ w·O / Σ w·E, with
 *   w = (i − j)², O the observed counts and E the counts expected by chance from the marginals.
 * - Between reviewers: Krippendorff's alpha with the interval metric δ² = (c − k)² (Krippendorff
 *   2011, "Computing Krippendorff's Alpha-Reliability"), which takes any number of reviewers per
 *   answer and answers scored by different reviewers, and weighs a disagreement as the kappa does.
 *
 * A figure that cannot be computed is null with a reason, never NaN: no answers, a single answer,
 * or no variance (every score the same, so agreement by chance cannot be told apart).
 */

export type Measure = { value: number; reason: null } | { value: null; reason: KappaNullReason };

const none = (reason: KappaNullReason): Measure => ({ value: null, reason });

/** The mean of whole scores, rounded half up, in integer arithmetic (no floating error at .5). */
export function roundedMean(scores: readonly number[]): number {
  if (scores.length === 0) throw new Error('roundedMean of no scores');
  const sum = scores.reduce((s, v) => s + v, 0);
  return Math.floor((2 * sum + scores.length) / (2 * scores.length));
}

/** Share of pairs that are equal (exact) or differ by at most one point (within one); null for no pairs. */
export function agreementShares(pairs: ReadonlyArray<readonly [number, number]>): { exact: number | null; withinOne: number | null } {
  if (pairs.length === 0) return { exact: null, withinOne: null };
  const exact = pairs.filter(([a, b]) => a === b).length;
  const withinOne = pairs.filter(([a, b]) => Math.abs(a - b) <= 1).length;
  return { exact: exact / pairs.length, withinOne: withinOne / pairs.length };
}

/** Quadratically weighted Cohen's kappa between two raters' whole scores (each pair: rater A, rater B). */
export function quadraticKappa(pairs: ReadonlyArray<readonly [number, number]>): Measure {
  const n = pairs.length;
  if (n === 0) return none('no_answers');
  if (n === 1) return none('one_answer');
  const rows = new Map<number, number>();
  const cols = new Map<number, number>();
  let observed = 0;
  for (const [a, b] of pairs) {
    observed += (a - b) ** 2;
    rows.set(a, (rows.get(a) ?? 0) + 1);
    cols.set(b, (cols.get(b) ?? 0) + 1);
  }
  // Expected disagreement times n, kept in whole numbers so the one division below is exact where it can be.
  let expectedTimesN = 0;
  for (const [i, ri] of rows) for (const [j, cj] of cols) expectedTimesN += (i - j) ** 2 * ri * cj;
  if (expectedTimesN === 0) return none('no_variance');
  return { value: 1 - (observed * n) / expectedTimesN, reason: null };
}

/**
 * Krippendorff's alpha, interval metric, over units (answers) each scored by one or more raters;
 * units with a single score cannot be paired and are left out.
 */
export function krippendorffAlphaInterval(units: ReadonlyArray<readonly number[]>): Measure {
  const pairable = units.filter((u) => u.length >= 2);
  if (pairable.length === 0) return none('no_answers');
  if (pairable.length === 1) return none('one_answer');
  // Observed: within each unit, every ordered pair of its values, weighed 1 / (m_u − 1).
  let observed = 0;
  for (const u of pairable) {
    let sum = 0;
    for (let i = 0; i < u.length; i++) for (let j = 0; j < u.length; j++) if (i !== j) sum += (u[i]! - u[j]!) ** 2;
    observed += sum / (u.length - 1);
  }
  // Expected: every ordered pair of all pairable values, whichever unit they are in.
  const counts = new Map<number, number>();
  let n = 0;
  for (const u of pairable)
    for (const v of u) {
      counts.set(v, (counts.get(v) ?? 0) + 1);
      n += 1;
    }
  let expected = 0;
  for (const [c, nc] of counts) for (const [k, nk] of counts) expected += nc * nk * (c - k) ** 2;
  if (expected === 0) return none('no_variance');
  return { value: 1 - ((n - 1) * observed) / expected, reason: null };
}
