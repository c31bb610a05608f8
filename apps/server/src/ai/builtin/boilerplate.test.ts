import { jobInputSchema } from '@hiring/shared/ai';
import { describe, expect, it } from 'vitest';
import { boilerplateStart, isBoilerplate, isBoilerplateHeading } from './boilerplate.ts';
import { profileJob } from './extract.ts';
import { dutyPhrases } from './phrasing.ts';

const skillsOf = (job_description: string, title = 'Business Developer') =>
  profileJob(jobInputSchema.parse({ title, job_description })).analysis.skills.map((s) => s.name);

describe("the employer's boilerplate gives no skill, duty or goal", () => {
  it('reads equal-opportunity, benefits and application sentences as boilerplate, and a sentence of the work as none', () => {
    expect(isBoilerplate('We are an equal opportunity employer and place a high value on diversity and inclusion.')).toBe(true);
    expect(isBoilerplate('In exchange we offer you a personal development budget and 30 days of holidays per year.')).toBe(true);
    expect(isBoilerplate('Please submit your cover letter and CV as soon as possible.')).toBe(true);
    expect(isBoilerplate('Run our diversity and inclusion programmes and train managers in fair hiring.')).toBe(false);
    expect(isBoilerplate('We offer patients same-day appointments.')).toBe(false);
  });

  it('takes no DEI skill from the equal-opportunity statement, but does from a duty that names it', () => {
    const eeo =
      'Responsibilities\nBuild partnerships with leading wineries.\nThe company is an equal opportunity employer committed to diversity and inclusion and prohibits unlawful discrimination.';
    expect(skillsOf(eeo)).not.toContain('DEI');
    expect(skillsOf('Responsibilities\nRun our diversity and inclusion programmes.', 'HR Partner')).toContain('DEI');
  });

  it('reads the section under an about-us, benefits or how-to-apply heading as boilerplate, not one about the hire', () => {
    expect(isBoilerplateHeading('ABOUT the company')).toBe(true);
    expect(isBoilerplateHeading('Job benefits:')).toBe(true);
    expect(isBoilerplateHeading('About you')).toBe(false);
    const text =
      'Responsibilities\nBuild Android apps for our customers.\nABOUT the company\nThe company app is available for download on iOS.';
    expect(skillsOf(text, 'Mobile Developer')).toContain('Android');
    expect(skillsOf(text, 'Mobile Developer')).not.toContain('iOS');
  });

  it('in a long line whose punctuation was lost, starts at the heading before the boilerplate words, keeping the duties before it', () => {
    const line =
      'THIS ROLE OFFERS YOU a dynamic team AS OUR CONTENT LEAD YOU WILL produce content for the site perform keyword studies and develop strategies to address different user groups create new content regularly monitor KPIs and user metrics OUR IDEAL CANDIDATE has a minimum of 2 years experience as a Content Manager has experience working in WordPress is passionate about reaching goals APPLICATION DEADLINE';
    expect(boilerplateStart(line)).toBe(line.indexOf('APPLICATION DEADLINE'));
    const read = (job_description: string) => profileJob(jobInputSchema.parse({ title: 'SEO Content Manager', job_description }));
    expect(read(line).analysis.skills.map((s) => s.name)).toContain('WordPress');
    const without = read(line.replace(' APPLICATION DEADLINE', ''));
    expect(dutyPhrases(read(line)).map((p) => p.title)).toEqual(dutyPhrases(without).map((p) => p.title));
    expect(dutyPhrases(without).length).toBeGreaterThan(0);
  });
});
