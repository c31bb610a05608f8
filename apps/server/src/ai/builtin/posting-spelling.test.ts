import { jobInputSchema } from '@hiring/shared/ai';
import { describe, expect, it } from 'vitest';
import { profileJob } from './extract.ts';
import { BuiltinEngine } from './index.ts';
import { asWritten } from './posting-spelling.ts';

const QA_JOB = {
  title: 'Senior QA Engineer',
  job_description: [
    'Tags: docker selenium jenkins amazon-web-services',
    'Responsibilities',
    'Design and implement complex end-to-end tests.',
    'Requirements',
    'Experience with Java and related test frameworks (Selenium TestCafe etc.).',
    'Good understanding of Agile methodologies and Continuous Delivery.',
    'Experience in working with CircleCI pipelines on running tests automatically.',
    'Performance and security testing experience is a plus.',
  ].join('\n'),
};
const profile = profileJob(jobInputSchema.parse(QA_JOB));

describe("a skill group's description names the group's skills as the posting writes them", () => {
  it('keeps a phrase or a written name of the posting ("end-to-end tests"), beside the name when it shares no word with it', () => {
    expect(asWritten(profile, 'CI/CD')).toBe('CI/CD (Continuous Delivery)');
    expect(asWritten(profile, 'end-to-end testing')).toBe('end-to-end tests');
  });

  it("keeps the knowledge base's name for a tag or a spelling that differs only in case (jenkins, amazon-web-services)", () => {
    expect(asWritten(profile, 'Jenkins')).toBe('Jenkins');
    expect(asWritten(profile, 'AWS')).toBe('AWS');
    expect(asWritten(profile, 'not a skill of the job')).toBe('not a skill of the job');
  });

  it('names every tool of the group the posting asks for, beyond the three of the title (TestCafe, test frameworks, security testing, CircleCI)', () => {
    const goals = new BuiltinEngine().generateGoalsSync(QA_JOB).goals;
    const testing = goals.find((g) => /^Software quality/.test(g.text));
    expect(testing?.description).toMatch(/TestCafe/);
    expect(testing?.description).toMatch(/test frameworks/);
    expect(testing?.description).toMatch(/security testing/);
    // The title and the goal's skills keep the knowledge base's names, which questions look up.
    expect(testing?.skills).not.toContain('end-to-end tests');
    expect(goals.some((g) => /CircleCI/.test(g.description))).toBe(true);
  });
});
