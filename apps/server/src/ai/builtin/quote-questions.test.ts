import { jobInputSchema } from '@hiring/shared/ai';
import { describe, expect, it } from 'vitest';
import { profileJob } from './extract.ts';
import { variantOf } from './question-variants.ts';
import { quoteDraft, quoteDraftFor } from './quote-questions.ts';
import { resolveGoals } from './resolve-goals.ts';

const profile = profileJob(
  jobInputSchema.parse({
    title: 'Pharmacy Technician',
    job_description: 'Requirements\nExceptional attention to detail.\nWorking drug names.',
  }),
);
const goalQuoting = (quote: string) =>
  resolveGoals(profile, [{ id: 1, text: 'Accuracy and attention to detail', description: `Gets it right. In this job: ${quote}.` }])[0]!;

describe("a question about a goal's quoted words", () => {
  it('is asked through the other pattern when the first would read as a copy of a question in the set (two short quotes)', () => {
    const first = quoteDraft(profile, 'attention to detail', 0, []).text;
    const draft = quoteDraftFor(profile, goalQuoting('drug names'), 0, new Set(), variantOf(0, []), [first]);
    expect(draft?.text).toBe(quoteDraft(profile, 'drug names', 1, []).text);
  });

  it('keeps the first pattern when the set has no such question', () => {
    const draft = quoteDraftFor(profile, goalQuoting('drug names'), 0, new Set(), variantOf(0, []), ['Describe your week.']);
    expect(draft?.text).toBe(quoteDraft(profile, 'drug names', 0, []).text);
  });
});
