import { jobInputSchema } from '@hiring/shared/ai';
import { describe, expect, it } from 'vitest';
import { withGroupTools, withShortRest } from './duty-questions.ts';
import { profileJob } from './extract.ts';
import type { Template } from './kb/index.ts';
import type { DutyPhrase } from './phrasing.ts';
import { drafts } from './questions.ts';
import { resolveGoals } from './resolve-goals.ts';
import { GROUP_BY_ID } from './skill-index.ts';

/* A goal's own words in its questions: its group's tools, the rest of its duty. */

const profileOf = (title: string, job_description: string) => profileJob(jobInputSchema.parse({ title, job_description }));

/** A duty phrase as the reader gives it: its verb phrase, and the rest of its clause after it. */
const duty = (base: string, rest: string, clause = `${base} ${rest}`.trim()): DutyPhrase => ({
  duty: { text: base, verbs: [base.split(' ')[0]!], object: base.split(' ').slice(1).join(' '), clause, at: 0 },
  base,
  object: base.split(' ').slice(1).join(' '),
  title: base,
  rest,
});

describe("a skill group goal's question about the group's work", () => {
  const profile = profileOf(
    'QA Engineer',
    'Requirements\nExperience in Java, Kotlin, JavaScript and TypeScript programming.\nYou know Docker, Jenkins and CircleCI and CI/CD.',
  );
  const [code, infra] = resolveGoals(profile, [
    { id: 1, text: 'Production-quality code in Java, Kotlin and JavaScript', category: 'technical', importance: 4 },
    { id: 2, text: 'Cloud infrastructure and delivery with Docker, Jenkins and CircleCI', category: 'technical', importance: 4 },
  ]);
  const work = (goal: typeof code, skill: string): DutyPhrase => ({
    ...duty(`x ${skill}`, ''),
    base: GROUP_BY_ID.get(goal!.competency.id)!.work.replace('{skills}', skill),
    object: skill,
  });

  it('names up to three of the tools the goal covers, and a later slot the ones the first left out', () => {
    expect(withGroupTools(profile, code!, work(code, 'Java'), 0).base).toBe('write and review Java, Kotlin and JavaScript code');
    expect(withGroupTools(profile, code!, work(code, 'Java'), 1).base).toBe('write and review TypeScript code');
  });

  it('names no practice beside the tools ("CI/CD" is work the hire does)', () => {
    expect(infra!.skills).toContain('CI/CD');
    expect(withGroupTools(profile, infra!, work(infra, 'Docker'), 0).base).not.toContain('CI/CD');
  });

  it("keeps a duty of the job's own words, and a goal with one tool, as they are", () => {
    const own = duty('review Java pull requests', '');
    expect(withGroupTools(profile, code!, own, 0)).toBe(own);
    const [single] = resolveGoals(profileOf('Developer', 'Requirements\nYou write Go.'), [
      { id: 1, text: 'Production-quality code in Go', category: 'technical', importance: 4 },
    ]);
    const go: DutyPhrase = { ...duty('x Go', ''), base: 'write and review Go code', object: 'Go' };
    expect(withGroupTools(profile, single!, go, 0)).toBe(go);
  });
});

describe("a duty's rest in its questions", () => {
  const profile = profileOf(
    'Grant Writer',
    'Responsibilities\n- Track grant deadlines in Bloomerang.\n- Keep account notes current in Salesforce.',
  );
  const said = (p: DutyPhrase) => withShortRest(profile, p).base;

  it('is carried when it is one short phrase of what the work is on or for, ending where the posting ends it', () => {
    expect(said(duty('prepare exhibits and witness binders', 'for each deposition and trial'))).toBe(
      'prepare exhibits and witness binders for each deposition and trial',
    );
    expect(
      said(
        duty(
          'run daily quality control and calibration',
          'on chemistry analyzers',
          'Run daily quality control and calibration on chemistry analyzers and act on QC failures.',
        ),
      ),
    ).toBe('run daily quality control and calibration on chemistry analyzers');
    expect(said(duty('keep account notes current', 'in Salesforce'))).toBe('keep account notes current in Salesforce');
  });

  it('is left out when it is a second ask, a list, too long, or the posting goes on after it', () => {
    expect(said(duty('collaborate with analysts', 'to define and implement new solutions'))).toBe('collaborate with analysts');
    expect(said(duty('mentor two engineers', 'and work closely with product managers'))).toBe('mentor two engineers');
    expect(said(duty('provide restraint', 'for exams, blood draws and vaccinations'))).toBe('provide restraint');
    expect(said(duty('write reports', 'for the board and the funders every single quarter'))).toBe('write reports');
    expect(
      said(duty("lead the unit's response", 'to rapid response', "Lead the unit's response to rapid response and code blue calls.")),
    ).toBe("lead the unit's response");
    expect(
      said(
        duty('find expansion opportunities', 'to account executives', 'Find expansion opportunities and hand them to account executives.'),
      ),
    ).toBe('find expansion opportunities');
  });

  it("is left out when it speaks of the employer or names what the knowledge base does not know (the employer's own system)", () => {
    expect(said(duty('track grant deadlines', 'in Bloomerang'))).toBe('track grant deadlines');
    expect(said(duty('support customers', 'across our regions'))).toBe('support customers');
  });
});

describe("a knowledge-base question's skill, as the posting writes it", () => {
  const profile = profileOf(
    'Frontend Developer',
    'Requirements\nExperience with JavaScript frameworks such as AngularJS.\nYou deploy with jenkins.',
  );
  const template: Template = {
    id: 't',
    type: 'behavioral',
    difficulty: 'mid',
    text: 'Describe a library you built or used with {skill}.',
    followups: [],
    points: [],
    also: [],
  };
  const asked = (text: string) =>
    drafts(profile, resolveGoals(profile, [{ id: 1, text, category: 'technical', importance: 4 }])[0]!, template, 0);

  it('is named in the posting\'s spelling ("AngularJS"), and the question keeps the knowledge base\'s name among its skills', () => {
    const [draft] = asked('Frontend engineering with Angular');
    expect(draft!.text).toBe('Describe a library you built or used with AngularJS.');
    expect(draft!.skills).toEqual(['Angular']);
  });

  it("keeps the knowledge base's name for a spelling that differs only in case", () => {
    expect(asked('Cloud infrastructure with Jenkins').map((d) => d.text)).toContain('Describe a library you built or used with Jenkins.');
  });
});
