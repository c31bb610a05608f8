import { describe, expect, it } from 'vitest';
import { read } from './read.ts';
import { coverage, referenceOf } from './reference.ts';
import { RELATED_CREDIT, relatedKeys, relatedMeeting } from './relations.ts';

/** Related words of work (decision 621): another word for the same action meets the guide's word for part of its credit. */
describe('related words of work', () => {
  const key = (word: string) => read(word).content[0]!.key;
  const meets = (answer: string, word: string) => relatedMeeting(read(answer), key(word), false).met;

  it('meets a guide word through a related word of the same kind of action', () => {
    expect(meets('We recovered the warehouse system before noon.', 'restores')).toBe(true);
    expect(meets('I notified the drivers by text.', 'informed')).toBe(true);
    expect(meets('The fault was in the scanner firmware.', 'error')).toBe(true);
    expect(meets('I phoned the pharmacist before the round.', 'consults')).toBe(true);
  });

  it('does not meet a guide word through an unrelated word', () => {
    expect(meets('We moved the pallets to bay four.', 'restores')).toBe(false);
    expect(meets('I enjoyed the training day.', 'informed')).toBe(false);
  });

  it('reads a phrasal verb only when its particle follows within the same sentence', () => {
    expect(meets('I rolled the deploy back within ten minutes.', 'restores')).toBe(true);
    expect(meets('We brought the line back up after lunch.', 'restores')).toBe(true);
    expect(meets('I rolled the trolley to the lift.', 'restores')).toBe(false);
    expect(meets('I rolled the trolley. Back at the desk I waited.', 'restores')).toBe(false);
  });

  it('respects negation: "did not tell anyone" contradicts "informs", it does not meet it', () => {
    const m = relatedMeeting(read('I did not tell anyone until the next day.'), key('informs'), false);
    expect(m.met).toBe(false);
    expect(m.contradicted).toBe(true);
  });

  it('earns part of the credit the guide word itself earns', () => {
    const ref = referenceOf({ text: 'What do you do first?', expected_response_guidelines: { strong: 'Restores the service.' } });
    const own = coverage(read('I restore the service.'), ref).reference;
    const related = coverage(read('I recover the service.'), ref).reference;
    const without = coverage(read('I watch the service.'), ref).reference;
    expect(RELATED_CREDIT).toBe(0.75);
    expect(related - without).toBeCloseTo(RELATED_CREDIT * (own - without), 10);
  });

  it('does not let a word that meets one guide word also stand in for its relations', () => {
    const ref = referenceOf({
      text: 'How do you handle a delay?',
      expected_response_guidelines: { key_points: ['Communicates the delay', 'Keeps the customer informed'] },
    });
    // "communicated" meets the first point in its own word, so it is not read again as "informed" for the second.
    const own = coverage(read('I communicated the delay to the customer.'), ref);
    const related = coverage(read('I posted updates for the customer.'), ref);
    expect(own.points[0]).toBeGreaterThan(0);
    expect(related.points[1]).toBeGreaterThan(own.points[1]!);
    expect(relatedKeys(read('I communicated the delay.'), [key('communicates'), key('informed')])).toEqual([]);
    expect(relatedKeys(read('I posted updates.'), [key('communicates'), key('informed')]).length).toBe(2);
  });
});
