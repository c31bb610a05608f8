import { describe, expect, it } from 'vitest';
import { loadGradedSplit } from '../../eval/public-sets.ts';
import { toScoreInput } from '../../eval/score-batch.ts';
import { BuiltinEngine } from '../index.ts';
import { hasTermPile, PILE_TERMS, PILE_WORDS } from './gaming.ts';
import { read, type Word } from './read.ts';

/** A run of the subject's terms with no grammar between them is a list, whatever frame is around it (decision 809). */
const engine = new BuiltinEngine();
const QUESTION = 'Why does no bulb light in circuit 4?';
const REFERENCE = 'Circuit 4 has no closed paths.';
const score = (answer: string, question = QUESTION, reference = REFERENCE) => {
  const input = toScoreInput({ id: 0, question, answer, reference, key_points: [reference] });
  return engine.scoreAnswerSync(input.job, input.question, input.goals, input.answer);
};
const termsOf = (...texts: string[]) => {
  const keys = new Set(texts.flatMap((t) => [...read(t).keys]));
  return (w: Word) => keys.has(w.key);
};
const circuitTerms = termsOf(QUESTION, REFERENCE);

describe('a pile of terms inside a sentence (decision 809)', () => {
  it(`is ${PILE_WORDS} nouns and adjectives in a row with no verb or function word, ${PILE_TERMS} of them the subject's terms`, () => {
    expect(hasTermPile(read('It is not a closed path current bulb circuit battery terminal gap thing.'), circuitTerms)).toBe(true);
    expect(hasTermPile(read('There is no closed path battery bulb circuit terminal.'), circuitTerms)).toBe(true);
    // Five in a row, or three of the subject's terms, or a function word or a verb between them: not a pile.
    expect(hasTermPile(read('There is no closed path bulb circuit.'), circuitTerms)).toBe(false);
    expect(hasTermPile(read('There is no closed path in the battery bulb circuit terminal.'), circuitTerms)).toBe(false);
    expect(hasTermPile(read('The closed path current reaches bulb circuit terminal gap battery.'), circuitTerms)).toBe(false);
  });

  it('leaves an honest stack of nouns alone: "the PostgreSQL query plan cache hit ratio" has a verb in it and few of the subject\'s terms', () => {
    const terms = termsOf('How would you find why a PostgreSQL query got slow?', 'Read the query plan with EXPLAIN ANALYZE.');
    expect(hasTermPile(read('I checked the PostgreSQL query plan cache hit ratio alert threshold.'), terms)).toBe(false);
  });

  it('is found in none of the 484 graded answers of the public tuning splits', () => {
    const rows = [...loadGradedSplit('saf', 'tuning'), ...loadGradedSplit('semeval2013', 'tuning')];
    expect(rows).toHaveLength(484);
    const piled = rows.filter((r) => hasTermPile(read(r.answer), termsOf(r.question, r.reference)));
    expect(piled.map((r) => r.id)).toEqual([]);
  });

  it('holds a one-sentence answer built around a pile at 2 or less with the keyword_template flag, after a "not" or without one', () => {
    for (const answer of [
      'It is not a closed path current bulb circuit battery terminal gap thing.',
      'There is no closed path battery bulb circuit terminal.',
      'It is a closed path current bulb circuit battery terminal gap thing.',
    ]) {
      const s = score(answer);
      expect(s.overall, answer).toBeLessThanOrEqual(2);
      expect(s.flags, answer).toContain('keyword_template');
    }
  });

  it('holds a correct sentence with a pile as long as the rest of the answer at 2 or less', () => {
    const s = score(
      'The battery is not contained in a closed path, so no current flows. There is no closed path battery bulb circuit terminal.',
    );
    expect(s.overall).toBeLessThanOrEqual(2);
    expect(s.flags).toContain('keyword_template');
  });

  it("still scores the honest answers well: the negated phrase in the candidate's own words, with or without a reason", () => {
    expect(score('The battery is not contained in a closed path.').overall).toBeGreaterThanOrEqual(4);
    expect(score('Because there is no closed path from the battery through the bulbs.').overall).toBeGreaterThanOrEqual(4);
    expect(
      score('The battery is not contained in a closed path, so no current can flow through either bulb.').overall,
    ).toBeGreaterThanOrEqual(4);
  });

  it('leaves a pile in a smaller part of the answer out of what it covers and out of the evidence, without the flag', () => {
    const pile = 'There is no closed path battery bulb circuit terminal.';
    const answer = `The battery is not contained in a closed path. So no current can flow through either bulb. ${pile}`;
    const s = score(answer);
    expect(s.flags).not.toContain('keyword_template');
    expect(s.overall).toBeGreaterThanOrEqual(4);
    expect(s.scores.flatMap((g) => g.evidence)).not.toContain(pile);
  });
});
