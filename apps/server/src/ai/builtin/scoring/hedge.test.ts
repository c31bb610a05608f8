import { describe, expect, it } from 'vitest';
import { read } from './read.ts';
import { coverage, referenceOf } from './reference.ts';

/** Decision 813: an answer that says the guide's point both ways commits to neither. */
const ref = referenceOf({
  text: 'Why does no bulb light in circuit 4?',
  expected_response_guidelines: { strong: 'Circuit 4 has no closed paths.', key_points: ['circuit 4 has no closed paths'] },
});
const covers = (answer: string) => coverage(read(answer), ref).reference;

describe('an answer that says it both ways', () => {
  it('is not credited with the phrase it offers both ways across an "or"', () => {
    expect(covers('Either circuit 4 has a closed path or it has no closed path, one of the two.')).toBeLessThan(0.1);
  });

  it('is not credited with a clause under "or not", "may or may not", "whether or not"', () => {
    expect(covers('Circuit 4 may or may not have a closed path.')).toBeLessThan(0.1);
    expect(covers('Whether or not circuit 4 has a closed path, the bulb is dark.')).toBeLessThan(0.1);
    expect(read('It may or may not have a closed path.').content.find((w) => w.lower === 'closed')?.hedged).toBe(true);
  });

  it('still credits the committed negation, with "neither ... nor" or another "or" beside it', () => {
    expect(covers('Circuit 4 has no closed paths.')).toBeGreaterThan(0.8);
    expect(covers('Circuit 4 has no closed path, so neither the bulb nor the motor gets any current.')).toBeGreaterThan(0.8);
    expect(covers('Circuit 4 has no closed path, so the bulb or the motor cannot get any current.')).toBeGreaterThan(0.8);
  });

  it('still credits two subjects said apart: "terminal 1 is connected, terminal 4 is not connected"', () => {
    const connected = referenceOf({ text: 'Q?', expected_response_guidelines: { strong: 'Terminal 1 is connected to the battery.' } });
    expect(coverage(read('Terminal 1 is connected to the battery, terminal 4 is not connected.'), connected).reference).toBeGreaterThan(
      0.5,
    );
  });
});
