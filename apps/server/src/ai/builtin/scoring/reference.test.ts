import { describe, expect, it } from 'vitest';
import { read } from './read.ts';
import { coverage, referenceOf } from './reference.ts';

describe('the guide an answer is measured against', () => {
  const question = {
    text: 'Why does a voltage reading of 0 between terminal 1 and terminal 4 tell you anything?',
    expected_response_guidelines: {
      strong: 'The candidate explains that terminals 1 and 4 are connected, so there is no difference in electrical state between them.',
      key_points: ['Terminals 1 and 4 are connected', 'There is no difference in electrical state'],
    },
  };
  const ref = referenceOf(question);
  const weight = (word: string) => ref.words.find((w) => w.key === read(word).content[0]!.key)?.weight;

  it("weighs the guide's own words 1, the question's words 0.2, generic work words 0.25, rubric words not at all", () => {
    expect(weight('connected')).toBe(1);
    expect(weight('electrical')).toBe(1);
    expect(weight('terminal')).toBe(0.2);
    expect(weight('candidate')).toBeUndefined();
    expect(
      referenceOf({ text: 'Q?', expected_response_guidelines: { strong: 'Describes the change and its impact.' } }).words.find(
        (w) => w.key === read('change').content[0]!.key,
      )?.weight,
    ).toBe(0.25);
  });

  it('keeps the polarity of a negated guide word, and only the next content word is negated', () => {
    expect(ref.words.find((w) => w.key === read('difference').content[0]!.key)?.negated).toBe(true);
    expect(ref.words.find((w) => w.key === read('electrical').content[0]!.key)?.negated).toBe(false);
  });

  it('counts a contradiction by negation against the answer, and echoing the question earns little', () => {
    const right = coverage(read('Terminals 1 and 4 are connected, so their electrical state is the same.'), ref);
    const wrong = coverage(read('Terminals 1 and 4 are not connected.'), ref);
    const echo = coverage(read('A voltage reading of 0 between terminal 1 and terminal 4 tells you something.'), ref);
    expect(right.reference).toBeGreaterThan(0.6);
    expect(wrong.contradictions).toBe(1);
    expect(wrong.reference).toBe(0);
    expect(echo.reference).toBeLessThan(0.15);
  });

  it('reads key points written as labels ("Timely escalation") as a thin guide, statements as a full one', () => {
    expect(ref.richness).toBe(1);
    const labels = referenceOf({
      text: 'Q?',
      expected_response_guidelines: { key_points: ['Timely escalation', 'Specific clinical signs'] },
    });
    expect(labels.richness).toBe(0);
  });
});
