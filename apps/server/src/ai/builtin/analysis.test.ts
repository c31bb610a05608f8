import { jobAnalysisSchema } from '@hiring/shared/ai';
import { describe, expect, it } from 'vitest';
import { JOB_FIXTURES } from '../fixtures/jobs.ts';
import { BuiltinEngine } from './index.ts';

const engine = new BuiltinEngine();

/** The wizard sends the form's default level, Entry, unless the user changes it. */
const SUPERVISOR = {
  title: 'Warehouse Operations Supervisor',
  department: 'Operations',
  experience_level: 'entry',
  employment_type: 'full-time',
  job_description:
    'We run a 24/7 fulfilment centre shipping 40,000 orders a day. The shift supervisor keeps inbound, picking and dispatch moving safely and on time.',
  requirements:
    'Three years in warehouse operations, including one leading a team. Forklift licence. Working knowledge of a WMS such as Manhattan or SAP EWM.',
  responsibilities:
    'Supervise a shift of 25 associates across receiving, picking and dispatch. Plan labour against forecast volume. Participate in daily safety walks and incident reviews. Participate in continuous improvement projects….',
  required_skills: ['WMS', 'Forklift', 'Labour planning'],
};

const INTEGRATION = {
  title: 'Clinical Integration Engineer',
  experience_level: 'entry',
  job_description:
    'Build and support the interfaces between our EHR and partner systems. You will map HL7 v2 messages and FHIR resources, monitor interface engines and work with clinicians on data quality.',
  requirements: 'Experience with HL7 and FHIR. SQL. Python scripting.',
  required_skills: ['Python', 'Communication', 'FHIR', 'HL7', 'SQL'],
};

describe('builtin engine: the analysis summary is written, not pasted (issue 34)', () => {
  it("writes the supervisor's summary from its level, field, title, duties and skills", () => {
    const { summary } = engine.analyzeJobSync(SUPERVISOR);
    expect(summary).toBe(
      'Lead operations and logistics role in Operations: Warehouse Operations Supervisor. Main duties: supervise a shift of 25 associates; plan labour. Key skills: WMS, Forklift, Labour planning, order fulfillment and SAP.',
    );
  });

  it('leaves out what says little of the work ("Participate in ...") and never repeats trailing punctuation', () => {
    const { summary } = engine.analyzeJobSync(SUPERVISOR);
    expect(summary).not.toMatch(/participate/i);
    expect(summary).not.toMatch(/…|\.\.|\.\s*\./);
  });

  it('writes the integration engineer\'s duties apart with semicolons, without a dangling "and work"', () => {
    const { summary } = engine.analyzeJobSync(INTEGRATION);
    expect(summary).toContain(
      'Main duties: build and support the interfaces; map HL7 v2 messages and FHIR resources; monitor interface engines.',
    );
    expect(summary).not.toContain('and work');
  });

  it('never pastes a responsibility or a requirement sentence whole, for any job of the test set', () => {
    for (const fixture of JOB_FIXTURES) {
      const analysis = engine.analyzeJobSync(fixture.job);
      const { summary } = analysis;
      expect(() => jobAnalysisSchema.parse(analysis)).not.toThrow();
      expect(summary, fixture.id).toMatch(/^[A-Z].*\.$/s);
      expect(summary, fixture.id).not.toMatch(/…|\.\./);
      for (const line of [...analysis.responsibilities, ...analysis.requirements]) {
        const sentence = line.replace(/[.;:…]+$/u, '').trim();
        if (sentence.split(/\s+/).length >= 8) expect(summary, `${fixture.id}: ${sentence}`).not.toContain(sentence);
      }
    }
  });
});

describe('builtin engine: the level is read from the title and the text (issue 34)', () => {
  const base = { job_description: 'Keep the site running day to day.' };
  it.each([
    ['a supervisor, with the form left at Entry', { ...SUPERVISOR }, 'lead'],
    ['a head chef', { ...base, title: 'Head Chef', experience_level: 'entry' }, 'lead'],
    ['a shift manager', { ...base, title: 'Shift Manager' }, 'lead'],
    ['a nursing director', { ...base, title: 'Director of Nursing', experience_level: 'entry' }, 'executive'],
    ['a senior accountant, with the form left at Entry', { ...base, title: 'Senior Accountant', experience_level: 'entry' }, 'senior'],
    ['a junior analyst, whatever the form says', { ...base, title: 'Junior Data Analyst', experience_level: 'senior' }, 'entry'],
    [
      'a coordinator who supervises a team',
      { title: 'Operations Coordinator', experience_level: 'entry', job_description: 'You will supervise a team of six drivers.' },
      'lead',
    ],
    [
      'a coordinator asked for 5+ years',
      { title: 'Operations Coordinator', experience_level: 'entry', job_description: 'Needs 5+ years in logistics.' },
      'senior',
    ],
    ['a coordinator the form calls senior', { ...base, title: 'Operations Coordinator', experience_level: 'senior' }, 'senior'],
    [
      'a coordinator left at Entry with nothing else said',
      { ...base, title: 'Operations Coordinator', experience_level: 'entry' },
      'entry',
    ],
    ['a coordinator with no level at all', { ...base, title: 'Operations Coordinator' }, 'mid'],
    ['a product manager (a role, not a people manager)', { ...base, title: 'Product Manager' }, 'mid'],
  ])('reads %s', (_, job, level) => {
    expect(engine.analyzeJobSync(job).seniority).toBe(level);
  });

  it('does not call a supervisor Entry-level in the summary', () => {
    expect(engine.analyzeJobSync(SUPERVISOR).summary).not.toMatch(/entry-level/i);
  });
});

describe("builtin engine: suggested skills keep the user's typed skills (issue 34)", () => {
  it('suggests every typed skill first, in the words typed, FHIR included (the taxonomy reads it as HL7)', () => {
    const analysis = engine.analyzeJobSync(INTEGRATION);
    expect(analysis.suggested_skills).toEqual(['Python', 'Communication', 'FHIR', 'HL7', 'SQL']);
    expect(analysis.skills.slice(0, 5).map((s) => s.name)).toEqual(['Python', 'Communication', 'FHIR', 'HL7', 'SQL']);
  });

  it('suggests all of them when the user typed more than 5, and fills up to 5 when fewer', () => {
    const many = ['Python', 'FHIR', 'HL7', 'SQL', 'Mirth Connect', 'Epic', 'Clinical data quality'];
    expect(engine.analyzeJobSync({ ...INTEGRATION, required_skills: many }).suggested_skills).toEqual(many);
    const few = engine.analyzeJobSync({ ...INTEGRATION, required_skills: ['FHIR'] }).suggested_skills;
    expect(few[0]).toBe('FHIR');
    expect(few).toHaveLength(5);
  });
});
