import { jobInputSchema } from '@hiring/shared/ai';
import { describe, expect, it } from 'vitest';
import { profileJob } from './extract.ts';
import { groupTitle, isPractice, practiceWork } from './skill-kinds.ts';
import { skillPhrases } from './skill-phrases.ts';

describe('a practice is what the hire does; the work is done "with" a tool', () => {
  it('tells a practice or method from a tool or technology, an acronym by what it stands for', () => {
    for (const p of ['stakeholder management', 'end-to-end testing', 'project management', 'QA', 'SEO']) expect(isPractice(p)).toBe(true);
    for (const t of ['Selenium', 'WordPress', 'AWS', 'Docker', 'statistics', 'Spring Boot']) expect(isPractice(t)).toBe(false);
  });

  it('names a practice as a verb phrase: its own "-ing" alias, else "carry out" or "apply" it', () => {
    expect(practiceWork('stakeholder management')).toBe('manage stakeholders');
    expect(practiceWork('project management')).toBe('manage projects');
    expect(practiceWork('end-to-end testing')).toBe('carry out end-to-end testing');
  });

  it("asks about a practice as what the hire does, and about a tool through the group's work with it", () => {
    const profile = profileJob(
      jobInputSchema.parse({
        title: 'QA Lead',
        job_description:
          'Requirements\nExperience with stakeholder management.\nExperience with Selenium.\nExperience with end-to-end testing.',
      }),
    );
    const bases = skillPhrases(profile).map((p) => p.base);
    expect(bases).toContain('manage stakeholders');
    expect(bases).toContain('carry out end-to-end testing');
    expect(bases).toContain('automate tests with Selenium');
    expect(bases.join(' | ')).not.toMatch(/with (stakeholder management|end-to-end testing)/);
  });

  it("leaves out of a group goal's title a practice its own words already say, and keeps any other", () => {
    expect(groupTitle('Project delivery with {skills}', ['project management'])).toBe('Project delivery');
    expect(groupTitle('Project delivery with {skills}', ['project management', 'Asana'])).toBe('Project delivery with Asana');
    expect(groupTitle('Project delivery with {skills}', ['stakeholder management'])).toBe('Project delivery with stakeholder management');
    expect(groupTitle('Safe clinical practice: {skills}', ['wound care'])).toBeUndefined();
  });
});
