import { describe, expect, it } from 'vitest';
import { effectiveStatus, progressOf, reviewStatusOf } from './interview-status.ts';

describe('interview statuses', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  const past = new Date('2026-11-28T11:59:59Z');
  const future = new Date('2026-11-29T12:00:00Z');

  it('shows an invited or started link past its expiry as expired, and a submitted or withdrawn one as it is', () => {
    expect(effectiveStatus({ status: 'invited', expiresAt: past }, now)).toBe('expired');
    expect(effectiveStatus({ status: 'started', expiresAt: now }, now)).toBe('expired');
    expect(effectiveStatus({ status: 'started', expiresAt: future }, now)).toBe('started');
    expect(effectiveStatus({ status: 'completed', expiresAt: past }, now)).toBe('completed');
    expect(effectiveStatus({ status: 'withdrawn', expiresAt: past }, now)).toBe('withdrawn');
  });

  it('is reviewed once every question has a reviewer score, in review once one has', () => {
    expect(reviewStatusOf(0, 5)).toBe('not_reviewed');
    expect(reviewStatusOf(2, 5)).toBe('in_review');
    expect(reviewStatusOf(5, 5)).toBe('reviewed');
  });

  it("counts answers with text to the interview's own questions only", () => {
    const questions = [{ id: 'q1' }, { id: 'q2' }, { id: 'q3' }];
    const answers = [
      { questionId: 'q1', text: 'An answer.' },
      { questionId: 'q2', text: '   ' },
      { questionId: 'q3', text: null },
      { questionId: 'other', text: 'Of another version.' },
    ];
    expect(progressOf(questions, answers)).toEqual({ answered: 1, total: 3 });
  });
});
