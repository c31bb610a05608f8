import { describe, expect, it } from 'vitest';
import { answerLength, wordOverlap } from './baselines.ts';
import { evaluateSplit, GRADED_SETS, type GradedAnswer, gradeOnScale, loadGradedSplit, referenceKeyPoints, SPLITS } from './public-sets.ts';

const row = (extra: Partial<GradedAnswer>): GradedAnswer => ({
  id: 'x',
  qid: 'q',
  question: 'Q',
  answer: 'A',
  reference: 'R',
  split: 'tuning',
  ...extra,
});

describe('public graded answer samples', () => {
  it('hold a tuning and a held-out split of each set, a few hundred answers in all, every grade on 1-5', () => {
    let total = 0;
    for (const set of GRADED_SETS) {
      for (const split of SPLITS) {
        const rows = loadGradedSplit(set.id, split);
        expect(rows.length, `${set.id} ${split}`).toBeGreaterThanOrEqual(50);
        total += rows.length;
        for (const r of rows) {
          expect(r.split).toBe(split);
          const g = gradeOnScale(r);
          expect(g).toBeGreaterThanOrEqual(1);
          expect(g).toBeLessThanOrEqual(5);
        }
      }
    }
    expect(total).toBeGreaterThanOrEqual(200);
    expect(total).toBeLessThanOrEqual(800);
  });

  it('share no answer between the tuning and the held-out split', () => {
    for (const set of GRADED_SETS) {
      const tuning = new Set(loadGradedSplit(set.id, 'tuning').map((r) => r.id));
      expect(loadGradedSplit(set.id, 'held-out').filter((r) => tuning.has(r.id))).toEqual([]);
    }
  });

  it('put SAF grades on 1-5 by the question maximum and SemEval labels at 5 for correct, else 1', () => {
    expect(gradeOnScale(row({ grade: 1, grade_max: 2 }))).toBe(3);
    expect(gradeOnScale(row({ grade: 2.5, grade_max: 2.5 }))).toBe(5);
    expect(gradeOnScale(row({ grade: 0, grade_max: 1 }))).toBe(1);
    expect(gradeOnScale(row({ label: 'correct' }))).toBe(5);
    expect(gradeOnScale(row({ label: 'contradictory' }))).toBe(1);
    expect(gradeOnScale(row({ label: 'incorrect' }))).toBe(1);
  });

  it("give the engine the reference's sentences as key points", () => {
    expect(referenceKeyPoints('The header is fixed. It has 8 bytes; TCP has more.\n- no ACK')).toEqual([
      'The header is fixed.',
      'It has 8 bytes;',
      'TCP has more.',
      'no ACK',
    ]);
  });
});

describe('the figures on a split', () => {
  it('leave an answer in a language the engine does not read to a person, outside the figures, as the server does', () => {
    const rows = loadGradedSplit('saf', 'tuning');
    const german = rows.filter((r) => r.id === 'saf:5.11.1836');
    expect(german[0]?.answer).toMatch(/^Der Empfänger kann nicht/);
    const english = rows.filter((r) => r.qid === german[0]!.qid && r.id !== german[0]!.id).slice(0, 4);
    const figures = evaluateSplit(GRADED_SETS[0], 'tuning', [...english, ...german]);
    expect(figures.answers).toBe(english.length);
    expect(figures.forReview).toBe(1);
  });
});

describe('baselines', () => {
  it('answer length counts every word token, stop words included', () => {
    expect(answerLength("It's a B-tree, 2 levels.")).toBe(7);
  });

  it("word overlap is the share of the reference's distinct non-stop words the answer uses, unstemmed", () => {
    expect(wordOverlap('the gap separates them', 'Terminal 1 is separated by the gap')).toBeCloseTo(1 / 4, 12);
    expect(wordOverlap('anything', 'the of and')).toBe(0);
  });
});
