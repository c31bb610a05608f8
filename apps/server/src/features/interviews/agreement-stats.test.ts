import { AGREEMENT_MESSAGES, AGREEMENT_WARNING_KAPPA, AGREEMENT_WARNING_MIN_ANSWERS } from '@hiring/shared/agreement';
import { describe, expect, it } from 'vitest';
import { warningOf } from './agreement.ts';
import { agreementShares, krippendorffAlphaInterval, quadraticKappa, roundedMean } from './agreement-stats.ts';

describe("the reviewers' mean of an answer", () => {
  it('is the score itself for one reviewer', () => {
    expect(roundedMean([4])).toBe(4);
  });

  it('rounds half up: 3 and 4 give 4, 4 and 5 give 5', () => {
    expect(roundedMean([3, 4])).toBe(4);
    expect(roundedMean([4, 5])).toBe(5);
  });

  it('rounds to the nearest score otherwise: 3, 3, 4 (3.33) give 3; 1, 2, 2 (1.67) give 2', () => {
    expect(roundedMean([3, 3, 4])).toBe(3);
    expect(roundedMean([1, 2, 2])).toBe(2);
  });
});

describe('exact and within-one agreement', () => {
  it('is null for no answers', () => {
    expect(agreementShares([])).toEqual({ exact: null, withinOne: null });
  });

  it('counts equal pairs and pairs at most one point apart', () => {
    // (1,1) equal; (2,3) one apart; (5,3) two apart; (4,4) equal → exact 2/4, within one 3/4.
    expect(
      agreementShares([
        [1, 1],
        [2, 3],
        [5, 3],
        [4, 4],
      ]),
    ).toEqual({ exact: 0.5, withinOne: 0.75 });
  });
});

describe('quadratically weighted kappa', () => {
  it('matches the hand computation on five answers', () => {
    // Pairs (AI, reviewers): (1,1) (2,3) (3,3) (4,4) (5,4).
    // Observed Σ(a−b)² = 0 + 1 + 0 + 0 + 1 = 2.
    // Marginals: AI 1,2,3,4,5 once each; reviewers 1 once, 3 twice, 4 twice.
    // Expected Σ_i Σ_j (i−j)²·r_i·c_j / n, per AI score i: (i−1)²·1 + (i−3)²·2 + (i−4)²·2
    //   i=1: 0+8+18 = 26; i=2: 1+2+8 = 11; i=3: 4+0+2 = 6; i=4: 9+2+0 = 11; i=5: 16+8+2 = 26
    //   sum 80, divided by n = 5: 16.
    // kappa = 1 − 2/16 = 0.875.
    const k = quadraticKappa([
      [1, 1],
      [2, 3],
      [3, 3],
      [4, 4],
      [5, 4],
    ]);
    expect(k.reason).toBeNull();
    expect(k.value).toBeCloseTo(0.875, 10);
  });

  it('is −1 where the raters stand at opposite ends', () => {
    // (1,5) (5,1) (3,3): observed 16 + 16 + 0 = 32.
    // Both marginals 1, 3, 5 once: Σ (i−j)² over the 9 cells = 0+4+16+4+0+4+16+4+0 = 48; / 3 = 16.
    // kappa = 1 − 32/16 = −1.
    expect(
      quadraticKappa([
        [1, 5],
        [5, 1],
        [3, 3],
      ]).value,
    ).toBeCloseTo(-1, 10);
  });

  it('is 0, not null, when one rater gives one score and the other varies', () => {
    // (3,1) (3,5): observed 4 + 4 = 8; expected (3−1)²·2·1/2 + (3−5)²·2·1/2 = 4 + 4 = 8; 1 − 8/8 = 0.
    expect(
      quadraticKappa([
        [3, 1],
        [3, 5],
      ]),
    ).toEqual({ value: 0, reason: null });
  });

  it('is 1 for perfect agreement', () => {
    expect(
      quadraticKappa([
        [2, 2],
        [4, 4],
        [5, 5],
      ]).value,
    ).toBe(1);
  });

  it('is null with a reason for no answers, one answer, and no variance', () => {
    expect(quadraticKappa([])).toEqual({ value: null, reason: 'no_answers' });
    expect(quadraticKappa([[3, 4]])).toEqual({ value: null, reason: 'one_answer' });
    expect(
      quadraticKappa([
        [3, 3],
        [3, 3],
      ]),
    ).toEqual({ value: null, reason: 'no_variance' });
  });
});

describe("Krippendorff's alpha (interval) between reviewers", () => {
  it('matches the hand computation on three answers of two reviewers', () => {
    // Units [1,2] [3,3] [4,5]; pairable values 1,2,3,3,4,5 (n = 6).
    // Observed: each unit's ordered pairs / (m−1): [1,2] 1+1 = 2; [3,3] 0; [4,5] 2 → 4.
    // Expected: all ordered pairs of the 6 values, 2·n·Σv² − 2·(Σv)² = 12·64 − 2·18² = 768 − 648 = 120.
    // alpha = 1 − (n−1)·4/120 = 1 − 20/120 = 0.8333…
    const a = krippendorffAlphaInterval([
      [1, 2],
      [3, 3],
      [4, 5],
    ]);
    expect(a.reason).toBeNull();
    expect(a.value).toBeCloseTo(5 / 6, 10);
  });

  it('weighs a unit of three reviewers by 1 / (m − 1) and leaves out an answer scored once', () => {
    // Units [2,2,3] [4,4] [5] (the last cannot be paired); values 2,2,3,4,4 (n = 5).
    // Observed: [2,2,3] ordered pairs 0+1+0+1+1+1 = 4, / 2 = 2; [4,4] 0 → 2.
    // Expected: 2·5·49 − 2·15² = 490 − 450 = 40. alpha = 1 − 4·2/40 = 0.8.
    expect(krippendorffAlphaInterval([[2, 2, 3], [4, 4], [5]]).value).toBeCloseTo(0.8, 10);
  });

  it("gives the published 0.849 on Krippendorff's four-observer example with missing values", () => {
    // Krippendorff (2011), "Computing Krippendorff's Alpha-Reliability", the 4 observers × 12 units
    // example; interval alpha 0.849.
    const units = [
      [1, 1, 1],
      [2, 2, 3, 2],
      [3, 3, 3, 3],
      [3, 3, 3, 3],
      [2, 2, 2, 2],
      [1, 2, 3, 4],
      [4, 4, 4, 4],
      [1, 1, 2, 1],
      [2, 2, 2, 2],
      [5, 5, 5],
      [1, 1],
      [3],
    ];
    expect(krippendorffAlphaInterval(units).value).toBeCloseTo(0.849, 3);
  });

  it('is null with a reason for no pairable answer, one, and no variance', () => {
    expect(krippendorffAlphaInterval([[4], [2]])).toEqual({ value: null, reason: 'no_answers' });
    expect(krippendorffAlphaInterval([[4, 2], [3]])).toEqual({ value: null, reason: 'one_answer' });
    expect(
      krippendorffAlphaInterval([
        [3, 3],
        [3, 3, 3],
      ]),
    ).toEqual({ value: null, reason: 'no_variance' });
  });
});

describe("a question's low-agreement warning", () => {
  it('shows where kappa is below 0.4 over 20 answers or more, and not at 19 answers, at 0.4, or without a kappa', () => {
    expect(warningOf({ n: 20, kappa: 0.399 })).toBe(AGREEMENT_MESSAGES.lowAgreement);
    expect(warningOf({ n: 200, kappa: -1 })).toBe(AGREEMENT_MESSAGES.lowAgreement);
    expect(warningOf({ n: 19, kappa: 0.1 })).toBeNull();
    expect(warningOf({ n: 20, kappa: 0.4 })).toBeNull();
    expect(warningOf({ n: 20, kappa: null })).toBeNull();
    expect(AGREEMENT_WARNING_MIN_ANSWERS).toBe(20);
    expect(AGREEMENT_WARNING_KAPPA).toBe(0.4);
  });
});
