import { describe, expect, it } from 'vitest';
import { sentences } from '../text.ts';
import { shapeOf } from './shape.ts';

const shape = (answer: string) => shapeOf(answer, sentences(answer));

describe("a story's result", () => {
  it('is read in what changed, what a check caught and what it prevented, not only in numbers that went down', () => {
    expect(shape('I rolled back and led the postmortem. We changed our process and I added a CI check.').result).toBe(true);
    expect(shape('My double-check caught a double dose of the vaccine before it was given.').result).toBe(true);
    expect(shape('The new checklist prevented the same mix-up on the next shift.').result).toBe(true);
    expect(shape('From then on we paired on every release.').result).toBe(true);
  });

  it('is not read in a story that only tells what was done', () => {
    expect(shape('I rolled back the release, posted in the incident channel and led the postmortem.').result).toBe(false);
  });
});
