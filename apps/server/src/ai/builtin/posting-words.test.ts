import { jobInputSchema } from '@hiring/shared/ai';
import { describe, expect, it } from 'vitest';
import { GENERATION_JOBS } from '../eval/generation-jobs.ts';
import { profileJob } from './extract.ts';
import { BuiltinEngine } from './index.ts';
import { headedPieces, hireLines, postingWords } from './posting-words.ts';

const profileOf = (job: { title: string; job_description: string }) => profileJob(jobInputSchema.parse(job));

const PRODUCT_JOB = {
  title: 'Product Manager',
  job_description: [
    'We are a team of seven people who enjoy close collaboration with IT.',
    'Owning the product and the product backlog after implementation.',
    'Excellent collaboration skills across levels and roles a strong networker and influencer across teams and organizations.',
    'You have very strong analytics skills and experience with Jira and Confluence.',
    'Please contact our contact at (contact details) if you have questions about collaboration.',
  ].join('\n'),
};

describe("the posting's own words for a goal", () => {
  it('quotes the requirement line that names the skill, not the employer blurb or the contact line', () => {
    const words = postingWords(profileOf(PRODUCT_JOB), ['collaboration']);
    expect(words).toBe(
      'excellent collaboration skills across levels and roles a strong networker and influencer across teams and organizations',
    );
  });

  it('drops an opener that says nothing of the skill ("You have very")', () => {
    expect(postingWords(profileOf(PRODUCT_JOB), ['Jira'])).toBe('very strong analytics skills and experience with Jira and Confluence');
  });

  it('quotes no line that carries the job title, a placeholder or a list of tags', () => {
    const profile = profileOf({
      title: 'QA Engineer',
      job_description: 'docker agile selenium jenkins\nAs a QA Engineer you bring Selenium and Docker.\nSelenium at the company.',
    });
    expect(postingWords(profile, ['Selenium', 'Docker'])).toBeUndefined();
  });

  it('quotes the item of an inline list, ending at a whole term', () => {
    const profile = profileOf({
      title: 'Designer',
      job_description:
        'Your key responsibilities in this role will be: - Collaborate with business analysts and engineers to define solutions - Execute all visual design stages',
    });
    expect(postingWords(profile, ['business analysts'])).toBe('collaborate with business analysts and engineers to define solutions');
  });

  it("writes a competency goal's description with how the posting asks for it, once per set", () => {
    const goals = new BuiltinEngine().generateGoalsSync(PRODUCT_JOB).goals;
    const collaboration = goals.filter((g) => /excellent collaboration skills across levels/.test(g.description));
    expect(collaboration).toHaveLength(1);
    expect(collaboration[0]!.description).toMatch(/In this job: excellent collaboration skills across levels and roles/);
    const quotes = goals.map((g) => g.description.split('In this job: ')[1]).filter(Boolean);
    expect(new Set(quotes).size).toBe(quotes.length);
  });
});

describe("questions through the posting's own words", () => {
  it('asks a competency goal that quotes the posting about those words, in one sentence', () => {
    const engine = new BuiltinEngine();
    const goals = engine.generateGoalsSync(PRODUCT_JOB).goals.map((g, i) => ({ ...g, id: i + 1 }));
    const set = engine.generateQuestionsSync(PRODUCT_JOB, goals);
    const asked = set.questions.filter((q) => q.text.includes('excellent collaboration skills across levels and roles'));
    expect(asked).toHaveLength(1);
    expect(asked[0]!.text.split(/(?<=[.?!])\s+/)).toHaveLength(1);
    expect(asked[0]!.expected_response_guidelines.key_points[0]).toMatch(/excellent collaboration skills/);
  });
});

describe('the goal budget', () => {
  it("spends a general goal's place on a further duty of the job when the posting never asks for that competency", () => {
    const job = GENERATION_JOBS.find((j) => j.id === 'payroll-specialist')!.job;
    const goals = new BuiltinEngine().generateGoalsSync(job).goals;
    const titles = goals.map((g) => g.text);
    expect(titles).not.toContain('Commercial awareness');
    expect(titles).toContain('Owns year-end W-2 preparation and quarterly 941 filings');
    // … but never below three categories: a spare gives its place back to a goal of a category the set lacks.
    expect(new Set(goals.map((g) => g.category)).size).toBeGreaterThanOrEqual(3);
  });

  it('keeps a general goal the posting asks for in its own words', () => {
    const titles = new BuiltinEngine().generateGoalsSync(PRODUCT_JOB).goals.map((g) => g.text);
    expect(titles).toContain('Collaboration and teamwork');
  });
});

describe('a line that lost its breaks, read at its capitals headings', () => {
  const line =
    'THIS ROLE OFFERS YOU the opportunity to grow your skills OUR IDEAL CANDIDATE has experience in search engine optimisation (SEO) and advanced knowledge of the Nordic betting market';

  it('is read as the pieces its headings open, without the headings, and without what the employer offers', () => {
    expect(headedPieces(line)).toEqual([
      'has experience in search engine optimisation (SEO) and advanced knowledge of the Nordic betting market',
    ]);
  });

  it('stays one piece when its capitals are acronyms or one word ("SEO", "AWS S3", "IT")', () => {
    expect(headedPieces('Experience with SEO and AWS S3 in IT projects')).toEqual(['Experience with SEO and AWS S3 in IT projects']);
    expect(headedPieces('Hands-on experience with CI CD')).toEqual(['Hands-on experience with CI CD']);
  });

  it("gives the hire's piece as a line about the hire, and keeps the employer's piece out", () => {
    const lines = hireLines(profileOf({ title: 'Content Manager', job_description: `Responsibilities\n${line}` }));
    expect(lines.some((l) => l.startsWith('has experience in search engine optimisation'))).toBe(true);
    expect(lines.some((l) => /opportunity to grow your skills/.test(l))).toBe(false);
  });
});
