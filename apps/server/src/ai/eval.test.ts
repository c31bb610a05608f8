import { describe, expect, it } from 'vitest';
import { EVAL_ANSWERS, EVAL_JOBS, NEW_EVAL_JOBS } from './fixtures/eval-set.ts';
import { evaluate } from './fixtures/evaluate.ts';

/** A fast subset of `npm run eval:ai`: a regression in extraction, grounding or scoring fails the tests. */
describe('AI engine evaluation (subset of npm run eval:ai)', () => {
  const jobs = [
    ...NEW_EVAL_JOBS,
    ...EVAL_JOBS.filter((j) => ['backend-engineer', 'icu-nurse', 'account-executive', 'electrician'].includes(j.id)),
  ];
  const figures = evaluate(jobs, EVAL_ANSWERS);

  it('holds at least 30 labelled jobs from 15 fields and 60 labelled answers', () => {
    expect(EVAL_JOBS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(EVAL_JOBS.map((j) => j.field)).size).toBeGreaterThanOrEqual(15);
    expect(EVAL_ANSWERS.length).toBeGreaterThanOrEqual(60);
  });

  it('finds at least 90% of the labelled skills and duties', () => {
    expect(figures.recall, figures.misses.join('; ')).toBeGreaterThanOrEqual(0.9);
  });

  it('grounds every goal and every question in a sentence of the job', () => {
    expect(figures.goalGrounding).toBe(1);
    expect(figures.questionGrounding).toBe(1);
  });

  it('shares under 10% of goal and question lines between jobs of different fields', () => {
    expect(figures.sharedLines).toBeLessThan(0.1);
  });

  it('orders the labelled answers like an interviewer would (Spearman rho >= 0.8)', () => {
    expect(figures.rho).toBeGreaterThanOrEqual(0.8);
  });
});
