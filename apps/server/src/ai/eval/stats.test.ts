import { describe, expect, it } from 'vitest';
import { onFivePointScale, pearson, quadraticWeightedKappa, ranks, spearman } from './stats.ts';

describe('agreement statistics', () => {
  it("Pearson's r matches the published example (-0.7426)", () => {
    expect(pearson([1, 2, 3, 4, 5], [10, 9, 2.5, 6, 4])).toBeCloseTo(-0.7426106572325056, 12);
    expect(pearson([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 12);
    expect(pearson([1, 1, 1], [1, 2, 3])).toBe(0);
  });

  it("Spearman's rho with a tie matches the published example (0.8208)", () => {
    expect(spearman([1, 2, 3, 4, 5], [5, 6, 7, 8, 7])).toBeCloseTo(0.8207826816681233, 12);
    expect(ranks([10, 20, 20, 30])).toEqual([1, 2.5, 2.5, 4]);
  });

  it("quadratic weighted kappa is Cohen's kappa on two categories (0.4 on the textbook table)", () => {
    // 20 yes/yes, 5 yes/no, 10 no/yes, 15 no/no: kappa 0.4.
    const a = [...Array(20).fill(2), ...Array(5).fill(2), ...Array(10).fill(1), ...Array(15).fill(1)];
    const b = [...Array(20).fill(2), ...Array(5).fill(1), ...Array(10).fill(2), ...Array(15).fill(1)];
    expect(quadraticWeightedKappa(a, b, 1, 2)).toBeCloseTo(0.4, 12);
  });

  it('quadratic weighted kappa on five levels matches an independent computation (0.7805)', () => {
    const a = [1, 2, 3, 4, 5, 3, 2, 4, 5, 1, 3, 3];
    const b = [1, 3, 3, 5, 4, 2, 2, 4, 5, 2, 1, 3];
    expect(quadraticWeightedKappa(a, b)).toBeCloseTo(0.7804878048780488, 12);
    expect(quadraticWeightedKappa(a, a)).toBe(1);
  });

  it('puts a measure on 1-5 by percentile rank, lowest 1 and highest 5', () => {
    expect(onFivePointScale([3, 100, 7])).toEqual([1, 5, 3]);
    expect(onFivePointScale([4])).toEqual([3]);
  });
});
