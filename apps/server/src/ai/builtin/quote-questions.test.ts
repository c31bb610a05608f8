import { jobInputSchema } from '@hiring/shared/ai';
import { describe, expect, it } from 'vitest';
import { profileJob } from './extract.ts';
import { variantOf } from './question-variants.ts';
import { isOwnQuote, quoteDraft, quoteDraftFor } from './quote-questions.ts';
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

describe("a goal that is the posting's own requirement line", () => {
  const cloud = profileJob(
    jobInputSchema.parse({
      title: 'Cloud DevOps Engineer',
      job_description:
        'Requirements\nExperience with cloud technologies such as AWS, Docker and Kubernetes.\nExperience with cloud deployment tools like Spinnaker is beneficial.',
    }),
  );
  const goal = (id: number, text: string, quote: string) =>
    resolveGoals(cloud, [{ id, text, category: 'technical', importance: 3, description: `Brings it. In this job: ${quote}.` }])[0]!;
  const own = goal(
    1,
    'Experience with cloud deployment tools like Spinnaker',
    'experience with cloud deployment tools like Spinnaker is beneficial',
  );
  const group = goal(
    2,
    'Cloud infrastructure and delivery with AWS, Docker and Kubernetes',
    'experience with cloud technologies such as AWS',
  );

  it('is asked about its quote in its first question, though its tools fall in a skill group', () => {
    expect(own.competency.id).toBe(group.competency.id);
    expect(isOwnQuote(own)).toBe(true);
    expect(quoteDraftFor(cloud, own, 0, new Set(), variantOf(0, []), [])?.text).toContain('cloud deployment tools like Spinnaker');
  });

  it("leaves a skill group goal's quote to its second question: its first asks about the group's work", () => {
    expect(isOwnQuote(group)).toBe(false);
    expect(quoteDraftFor(cloud, group, 0, new Set(), variantOf(0, []), [])).toBeUndefined();
    expect(quoteDraftFor(cloud, group, 1, new Set(), variantOf(0, []), [])?.text).toContain('cloud technologies such as AWS');
  });
});
