import { describe, expect, it } from 'vitest';
import { AGREEMENT_MESSAGES, agreementReportSchema, kappaStrength } from './agreement.ts';

describe('the agreement contract', () => {
  it('words the warning and the empty screen once', () => {
    expect(AGREEMENT_MESSAGES.lowAgreement).toBe('The AI disagrees with your reviewers on this question; check its rating guide.');
    expect(AGREEMENT_MESSAGES.empty).toBe('No answers scored by both the AI and a reviewer yet');
  });

  it('names the strength of a kappa on the Landis and Koch bands', () => {
    expect([-0.1, 0, 0.2, 0.21, 0.4, 0.41, 0.6, 0.61, 0.8, 0.81, 1].map(kappaStrength)).toEqual([
      'Poor',
      'Slight',
      'Slight',
      'Fair',
      'Fair',
      'Moderate',
      'Moderate',
      'Substantial',
      'Substantial',
      'Almost perfect',
      'Almost perfect',
    ]);
  });

  it('holds a 5 × 5 matrix per question', () => {
    const figures = {
      n: 0,
      exact: null,
      within_one: null,
      kappa: null,
      kappa_reason: 'no_answers',
      reviewer_n: 0,
      reviewer_kappa: null,
      reviewer_kappa_reason: 'no_answers',
    };
    const question = {
      ...figures,
      question_id: 'q',
      question_text: 'Q',
      job_position_id: 'j',
      job_title: 'J',
      question_set_version: 1,
      question_order: 1,
      warning: null,
    };
    const five = [0, 0, 0, 0, 0];
    expect(
      agreementReportSchema.safeParse({ overall: figures, goals: [], questions: [{ ...question, matrix: [five, five, five, five, five] }] })
        .success,
    ).toBe(true);
    expect(
      agreementReportSchema.safeParse({ overall: figures, goals: [], questions: [{ ...question, matrix: [five, five, five, five] }] })
        .success,
    ).toBe(false);
  });
});
