import { describe, expect, it } from 'vitest';
import { makeCompare } from '../testing/fixtures';
import { byReviewedScore } from './compare-order';

describe('ordering compared candidates by reviewed score', () => {
  it('puts reviewed candidates first, highest score first, then the fewest answers left to review', () => {
    const [a, b] = makeCompare(false).candidates;
    const low = { ...a!, interview_id: 'low', reviewed_score: 2.5 };
    const high = { ...a!, interview_id: 'high', reviewed_score: 4.5 };
    const draftMany = { ...b!, interview_id: 'many', unreviewed_count: 5 };
    const draftFew = { ...b!, interview_id: 'few', unreviewed_count: 1 };
    expect(byReviewedScore([draftMany, low, draftFew, high]).map((c) => c.interview_id)).toEqual(['high', 'low', 'few', 'many']);
  });
});
