import { jobInputSchema } from '@hiring/shared/ai';
import { describe, expect, it } from 'vitest';
import { lines, sharedShare } from '../eval/generation-checks.ts';
import { profileJob } from './extract.ts';
import { BuiltinEngine } from './index.ts';
import { SKILL_GROUPS } from './kb/index.ts';
import { dutyPhrases } from './phrasing.ts';
import { MAX_PHRASE_USES } from './questions.ts';
import { MIN_DUTY_PHRASES, questionPhrases, skillPhrases } from './skill-phrases.ts';

const engine = new BuiltinEngine();
const profileOf = (title: string, job_description: string) => profileJob(jobInputSchema.parse({ title, job_description }));

/** Two postings that state no duty of their own, only what the hire should know. */
const CLOUD = {
  title: 'Cloud Engineer',
  job_description:
    'This role requires a variety of strengths:\n* Experience with cloud technologies such as AWS and Kubernetes\n* Experience with Docker or similar container technologies\n* Hands-on experience in Java and Spring Boot\n* Knowledge of CI/CD automation\n* Ability to work in large collaborative teams',
};
const MARKETING = {
  title: 'Content Marketer',
  job_description:
    'Our ideal candidate has experience in search engine optimisation (SEO), has experience working in WordPress, is passionate about reaching goals and knows Google Analytics.',
};

const questionsOf = (job: { title: string; job_description: string }) => {
  const goals = engine.generateGoalsSync(job).goals.map((g, i) => ({ ...g, id: i + 1 }));
  return engine.generateQuestionsSync(job, goals).questions;
};

describe('skill phrases: a job that states few duties is asked about through the work its skills are used in', () => {
  it('writes the work of the skill group with the skill the job names ("run and automate infrastructure on AWS")', () => {
    const bases = skillPhrases(profileOf(CLOUD.title, CLOUD.job_description)).map((p) => p.base);
    expect(bases).toContain('run and automate infrastructure on AWS');
    expect(bases).toContain('design and run services with Spring Boot');
  });

  it('gives every skill group a verb phrase with the {skills} slot, so each phrase reads as the work done', () => {
    for (const g of SKILL_GROUPS) expect(g.work, g.id).toMatch(/^[a-z][a-z ,]+ \{skills\}/);
  });

  it('titles a phrase in the third person ("Runs and automates infrastructure on AWS")', () => {
    const p = skillPhrases(profileOf(CLOUD.title, CLOUD.job_description)).find((x) => x.object === 'AWS')!;
    expect(p.title).toBe('Runs and automates infrastructure on AWS');
  });

  it('leaves out a skill found only through an alias that says something else ("experimentation" is no A/B testing)', () => {
    const bases = skillPhrases(profileOf('Engineer', 'We embrace a culture of experimentation. Experience with AWS.')).map((p) => p.base);
    expect(bases.some((b) => /A\/B/.test(b))).toBe(false);
  });

  it('adds skill phrases only while the job states fewer duties than the floor', () => {
    const few = profileOf(CLOUD.title, CLOUD.job_description);
    expect(dutyPhrases(few).length).toBeLessThan(MIN_DUTY_PHRASES);
    expect(questionPhrases(few).length).toBeGreaterThan(dutyPhrases(few).length);
    const many = profileOf(
      'Site Reliability Engineer',
      'Run the Kubernetes platform. Lead incident response and write blameless postmortems. Automate infrastructure with Terraform. Review capacity plans with AWS.',
    );
    if (dutyPhrases(many).length >= MIN_DUTY_PHRASES) expect(questionPhrases(many)).toEqual(dutyPhrases(many));
  });

  it("asks two such jobs' questions in lines of their own: none of the knowledge base's general lines in common", () => {
    const a = questionsOf(CLOUD);
    const b = questionsOf(MARKETING);
    const skillsA = engine.analyzeJobSync(CLOUD).skills.map((s) => s.name);
    const skillsB = engine.analyzeJobSync(MARKETING).skills.map((s) => s.name);
    expect(sharedShare(lines(a, skillsA), lines(b, skillsB))).toBeLessThanOrEqual(0.1);
    expect(a.some((q) => q.text.includes('infrastructure on AWS'))).toBe(true);
  });

  it(`asks about one duty for at most ${MAX_PHRASE_USES} goals of a set (two questions each at most)`, () => {
    for (const job of [CLOUD, MARKETING]) {
      const profile = profileOf(job.title, job.job_description);
      const qs = questionsOf(job);
      for (const p of questionPhrases(profile)) {
        const n = qs.filter((q) => q.text.includes(p.base)).length;
        expect(n, p.base).toBeLessThanOrEqual(2 * MAX_PHRASE_USES);
        const goals = new Set(qs.filter((q) => q.text.includes(p.base)).map((q) => q.goal_connections[0]?.goal_id));
        expect(goals.size, p.base).toBeLessThanOrEqual(MAX_PHRASE_USES);
      }
    }
  });
});

describe('duties in postings that lost their punctuation', () => {
  it('reads a list of duties after a mid-sentence "you will" as the hire\'s', () => {
    const p = profileOf(
      'Content Manager',
      'THIS ROLE OFFERS YOU a dynamic team AS OUR CONTENT MANAGER YOU WILL produce and coordinate the production of content for the website.',
    );
    expect(dutyPhrases(p).map((x) => x.base)).toContain('produce and coordinate the production of content');
  });

  it('starts a list item at a verb written with a capital after a lower-case word ("… external sources Grow the customer base")', () => {
    const p = profileOf(
      'Business Developer',
      'You will do this by using data combined with market insights of external sources Grow the customer base of the European countries. Improve supply with new marketplace partners.',
    );
    expect(dutyPhrases(p).some((x) => x.base.startsWith('grow the customer base'))).toBe(true);
  });
});
