import { describe, expect, it } from 'vitest';
import { toScoreInput } from '../../eval/score-batch.ts';
import { BuiltinEngine } from '../index.ts';
import { read } from './read.ts';
import { coverage, referenceOf } from './reference.ts';

/** A negation covers its phrase, not only the word after it (decision 808). */
const engine = new BuiltinEngine();
const score = (question: string, reference: string, answer: string) => {
  const input = toScoreInput({ id: 0, question, answer, reference, key_points: [reference] });
  return engine.scoreAnswerSync(input.job, input.question, input.goals, input.answer);
};

const QUESTION = 'Why does no bulb light in circuit 4?';
const REFERENCE = 'Circuit 4 has no closed paths.';

describe('a negation over a phrase (decision 808)', () => {
  const ref = referenceOf({ text: QUESTION, expected_response_guidelines: { strong: REFERENCE, key_points: [REFERENCE] } });

  it('meets a negated guide phrase with the same phrase negated on another word: "not contained in a closed path" for "no closed paths"', () => {
    const other = coverage(read('The battery is not contained in a closed path.'), ref);
    expect(other.contradictions).toBe(0);
    expect(other.reference).toBeGreaterThan(0.6);
    const neither = coverage(read('Because neither component is in a closed path.'), ref);
    expect(neither.contradictions).toBe(0);
  });

  it('meets it the other way round: "cannot differentiate" for "is not capable of differentiating"', () => {
    const r = referenceOf({
      text: 'What goes wrong when a frame arrives twice?',
      expected_response_guidelines: { strong: 'The receiver is not capable of differentiating between the copies.' },
    });
    const c = coverage(read('The receiver cannot differentiate between the copies.'), r);
    expect(c.contradictions).toBe(0);
    expect(c.reference).toBeGreaterThan(0.6);
  });

  it('scores the honest correct answer in its own negation well', () => {
    expect(score(QUESTION, REFERENCE, 'The battery is not contained in a closed path.').overall).toBeGreaterThanOrEqual(4);
  });

  it('still reads the phrase said plainly as the opposite of the negated guide, and the answer scores low', () => {
    expect(coverage(read('Circuit 4 has closed paths.'), ref).contradictions).toBeGreaterThan(0);
    expect(score(QUESTION, REFERENCE, 'Circuit 4 has closed paths.').overall).toBeLessThanOrEqual(2);
    // A negation does not reach past "because": what follows it is said plainly.
    expect(score(QUESTION, REFERENCE, 'It is not broken, because the battery is in a closed path.').overall).toBeLessThanOrEqual(2);
  });

  it('shares no phrase with a list of single negated words: "Not closed, not path, not current" is scored as before the rule, low', () => {
    const list = 'Not closed, not path, not current, not bulb, not circuit, no battery, no gap.';
    expect(coverage(read(list), ref).contradictions).toBeGreaterThan(0);
    expect(score(QUESTION, REFERENCE, list).overall).toBeLessThanOrEqual(2);
  });

  it('ends the negation at a condition or a time: "does not light when the switch is closed" does not deny a closed switch', () => {
    const r = referenceOf({ text: 'Why is bulb A off?', expected_response_guidelines: { strong: 'Switch Y is not closed.' } });
    expect(coverage(read('Bulb A does not light when switch Y is closed.'), r).contradictions).toBeGreaterThan(0);
    expect(coverage(read('Bulb A is off because switch Y is not closed.'), r).contradictions).toBe(0);
  });
});
