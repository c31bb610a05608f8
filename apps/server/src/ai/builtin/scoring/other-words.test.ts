import { describe, expect, it } from 'vitest';
import { toScoreInput } from '../../eval/score-batch.ts';
import { BuiltinEngine } from '../index.ts';
import { read } from './read.ts';
import { coverage, referenceOf } from './reference.ts';

/** A guide's word in other words, before an opposite that speaks of something else; a restated question with its answer (decision 811). */
const engine = new BuiltinEngine();
const QUESTION =
  'What happens to the "collision domain diameter" if you use CSMA / CD and increase the speed of a network by a factor of 10, eg from 10Mb / s to 100Mb / s (all else being equal)?';
const REFERENCE = 'Diameter decreases by a factor of 10, e.g 300m to 30m.';
const ref = referenceOf({ text: QUESTION, expected_response_guidelines: { strong: REFERENCE, key_points: [REFERENCE] } });
const score = (answer: string) => {
  const input = toScoreInput({ id: 0, question: QUESTION, answer, reference: REFERENCE, key_points: [REFERENCE] });
  return engine.scoreAnswerSync(input.job, input.question, input.goals, input.answer);
};

describe('a guide word said in other words (decision 811)', () => {
  it('meets "decreases" with "reduced" or "shrinks", with part of the credit', () => {
    for (const answer of ['The diameter is reduced tenfold.', 'The diameter shrinks tenfold.']) {
      const c = coverage(read(answer), ref);
      expect(c.contradictions, answer).toBe(0);
      expect(c.newWords, answer).toBe(1);
    }
  });

  it('reads the word of the same kind before an opposite that speaks of something else: "reduced ... if the speed is increased"', () => {
    const c = coverage(read('The diameter is reduced to 1/10 if the speed is increased by factor 10.'), ref);
    expect(c.contradictions).toBe(0);
    expect(c.newWords).toBe(1);
  });

  it('still reads the opposite said plainly, or the same kind of word denied, as saying the opposite of the guide', () => {
    expect(coverage(read('The diameter increases by a factor of 10.'), ref).contradictions).toBeGreaterThan(0);
    expect(coverage(read('The diameter is not reduced at all.'), ref).contradictions).toBeGreaterThan(0);
    expect(score('The diameter increases by a factor of 10.').overall).toBeLessThanOrEqual(2);
  });
});

describe('a question restated with its answer in it (decision 811)', () => {
  it('is an answer, not a copy: the words it adds meet the guide', () => {
    const s = score('The collision domain diameter is reduced to about 1/10 if the network speed is increased by factor 10.');
    expect(s.flags).not.toContain('copied_question');
    expect(s.overall).toBeGreaterThanOrEqual(4);
  });

  it('is still a copy when what it adds is not the guide, and the question word for word always is', () => {
    const padded = score(
      'What happens to the collision domain diameter if you use CSMA / CD and increase the speed of a network, I think?',
    );
    expect(padded.flags).toContain('copied_question');
    expect(padded.overall).toBe(1);
    expect(score(QUESTION).flags).toEqual(['copied_question']);
  });
});
