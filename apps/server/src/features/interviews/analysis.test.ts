import { describe, expect, it } from 'vitest';
import { agreementOf } from './analysis.ts';

describe('AI-human agreement', () => {
  it('is unknown without a reviewed answer', () => {
    expect(agreementOf([])).toEqual({ exact_agreement: null, within_one: null, mean_difference: null });
  });

  it('gives the share of exact and within-one agreement and the mean of reviewer minus AI, to two decimals', () => {
    // Reviewer minus AI for three answers: one agreed, one a point lower, one two points higher.
    expect(agreementOf([0, -1, 2])).toEqual({ exact_agreement: 0.33, within_one: 0.67, mean_difference: 0.33 });
  });
});
