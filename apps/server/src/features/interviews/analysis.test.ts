import { describe, expect, it } from 'vitest';
import { agreementOf } from './analysis.ts';

describe('AI-human agreement', () => {
  it('is unknown without a reviewed answer', () => {
    expect(agreementOf([])).toEqual({ exact_agreement: null, within_one: null, mean_difference: null });
  });

  it('gives the share of exact and within-one agreement and the mean of reviewer minus AI, to two decimals', () => {
    // One reviewer each: one agreed, one a point lower, one two points higher.
    const answers = [
      { ai: 3, reviewers: [3] },
      { ai: 4, reviewers: [3] },
      { ai: 2, reviewers: [4] },
    ];
    expect(agreementOf(answers)).toEqual({ exact_agreement: 0.33, within_one: 0.67, mean_difference: 0.33 });
  });

  it("compares the AI with the reviewers' mean rounded half up, and takes the mean difference unrounded", () => {
    // Reviewers 3 and 4: mean 3.5, rounded 4. AI 4 agrees exactly; the difference is 3.5 − 4 = −0.5.
    // Reviewers 2, 2 and 3: mean 2.33, rounded 2. AI 4 is two away; the difference is 2.33 − 4 = −1.67.
    const answers = [
      { ai: 4, reviewers: [3, 4] },
      { ai: 4, reviewers: [2, 2, 3] },
    ];
    expect(agreementOf(answers)).toEqual({ exact_agreement: 0.5, within_one: 0.5, mean_difference: -1.08 });
  });
});
