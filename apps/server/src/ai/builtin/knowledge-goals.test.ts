import { jobInputSchema } from '@hiring/shared/ai';
import { describe, expect, it } from 'vitest';
import { profileJob } from './extract.ts';
import { BuiltinEngine } from './index.ts';
import { knowledgePlans, singularHead, skillWords } from './knowledge-goals.ts';

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

describe('a requirement line that asks for skills of a kind ("very strong analytics skills")', () => {
  const skillsJob = (line: string) =>
    profileJob(jobInputSchema.parse({ title: 'Business Developer', job_description: `Requirements\n${line}` }));

  it('is a goal in its words, quoted with the degree the posting gives them', () => {
    const plans = knowledgePlans(skillsJob('You have very strong analytics skills.'), 'none', [], 5);
    expect(plans.map((p) => p.goal.text)).toEqual(['Analytics skills']);
    expect(plans[0]!.goal.description).toContain('applies them in this work');
    expect(plans[0]!.goal.description).toContain('In this job: very strong analytics skills.');
  });

  it('is none when the skills are a competency of the knowledge base, or only a word of degree', () => {
    const plans = knowledgePlans(
      skillsJob('Excellent communication skills and strong problem-solving skills. You have solid skills.'),
      'none',
      [],
      5,
    );
    expect(plans).toEqual([]);
    expect(skillWords('and excellent')).toBeUndefined();
    expect(skillWords('Solid IT project management ')).toEqual({ words: 'IT project management', said: 'Solid IT project management' });
  });

  it('reads a plural noun before "skills" as its singular, so a competency in the plural is no requirement', () => {
    const plans = knowledgePlans(
      skillsJob('Strong communication and collaborations skills enjoying working in a team. Good negotiations skills.'),
      'none',
      [],
      5,
    );
    expect(plans).toEqual([]);
    expect(singularHead('collaborations')).toBe('collaboration');
    expect(singularHead('technologies')).toBe('technology');
  });

  it('keeps a word that only looks plural, and a plural that names no competency', () => {
    const plans = knowledgePlans(skillsJob('Strong communication and sales skills. Very strong analytics skills.'), 'none', [], 5);
    expect(plans.map((p) => p.goal.text)).toEqual(['Sales skills', 'Analytics skills']);
    expect(singularHead('business')).toBe('business');
    expect(singularHead('analytics')).toBe('analytics');
  });

  it('ends the quote of one ask where the next ask of its line starts', () => {
    const plans = knowledgePlans(
      skillsJob('has experience in search engine optimisation (SEO) advanced knowledge of the Nordic betting market is a plus'),
      'none',
      [],
      5,
    );
    expect(plans.map((p) => p.goal.text)).toEqual(['Experience in search engine optimisation', 'Knowledge of the Nordic betting market']);
    expect(plans[0]!.goal.description).toContain('In this job: experience in search engine optimisation (SEO).');
  });
});
