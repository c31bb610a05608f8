import { jobInputSchema } from '@hiring/shared/ai';
import { describe, expect, it } from 'vitest';
import { profileJob } from './extract.ts';
import { readJob } from './nlp.ts';

const skillsOf = (job_description: string) =>
  profileJob(jobInputSchema.parse({ title: 'Web Developer', job_description })).analysis.skills.map((s) => s.name);
const clauseOf = (job_description: string, text: string) =>
  readJob({ title: 'Web Developer', job_description }).clauses.find((c) => c.text === text);

const AFTER_BENEFITS = (heading: string) =>
  ['Benefits', 'A 35 hour week and a books budget', heading, '3+ years experience with JavaScript', 'Webpack React & Redux'].join('\n');

describe('headings of one kind joined by "&" or "and" open that section, also after the employer\'s boilerplate (decision 815)', () => {
  it('ends the benefits section at "Skills & requirements" or "What we need": the requirements under it are the hire\'s', () => {
    for (const heading of ['Skills & requirements', 'Requirements and qualifications', 'What we need']) {
      const job = AFTER_BENEFITS(heading);
      expect(clauseOf(job, '3+ years experience with JavaScript'), heading).toEqual({
        text: '3+ years experience with JavaScript',
        section: 'requirements',
      });
      expect(skillsOf(job), heading).toEqual(expect.arrayContaining(['JavaScript', 'React']));
    }
  });

  it('counter-cases: headings of two kinds, or words that name no section, leave the boilerplate running', () => {
    for (const heading of ['Skills & benefits', 'Perks & extras', 'Culture and values']) {
      const job = AFTER_BENEFITS(heading);
      expect(clauseOf(job, '3+ years experience with JavaScript')?.boilerplate, heading).toBe(true);
      expect(skillsOf(job), heading).not.toContain('JavaScript');
    }
  });
});
