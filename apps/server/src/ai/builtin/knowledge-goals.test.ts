import { jobInputSchema } from '@hiring/shared/ai';
import { describe, expect, it } from 'vitest';
import { profileJob } from './extract.ts';
import { BuiltinEngine } from './index.ts';
import { knowledgePlans } from './knowledge-goals.ts';

const JOB = {
  title: 'Business Developer',
  job_description: [
    'You will set up partnerships with leading wineries.',
    'You have experience in growing an E-Commerce business with double digits and you like changes.',
    'Good knowledge of the wine industry preferably within Europe.',
    'You have 5 years of experience in sales.',
    'Experience with cloud deployment tools like Spinnaker.',
  ].join('\n'),
};
const profile = profileJob(jobInputSchema.parse(JOB));

describe('goals of what the posting says the hire must know', () => {
  it("writes them in the posting's words, ending before a new clause or a preference", () => {
    const titles = knowledgePlans(profile, 'none', [], 5).map((p) => p.goal.text);
    expect(titles).toContain('Experience in growing an E-Commerce business with double digits');
    expect(titles).toContain('Knowledge of the wine industry');
  });

  it('takes no number of years as a field, and none the other goals already name', () => {
    const titles = knowledgePlans(profile, 'none', ['Wine industry partnerships'], 5).map((p) => p.goal.text);
    expect(titles.some((t) => /\b5 years\b|sales/.test(t))).toBe(false);
    expect(titles).not.toContain('Knowledge of the wine industry');
  });

  it('makes knowledge of tools a technical goal, of a market a business one', () => {
    const plans = knowledgePlans(profile, 'none', [], 5);
    expect(plans.find((p) => /Spinnaker/.test(p.goal.text))?.goal.category).toBe('technical');
    expect(plans.find((p) => /wine industry/.test(p.goal.text))?.goal.category).toBe('business');
  });

  it('puts them in a set in the place of general goals the posting never asks for', () => {
    const titles = new BuiltinEngine().generateGoalsSync(JOB).goals.map((g) => g.text);
    expect(titles.some((t) => /^(Experience|Knowledge) (in|of|with) /.test(t))).toBe(true);
  });
});
