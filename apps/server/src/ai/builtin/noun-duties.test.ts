import { jobInputSchema } from '@hiring/shared/ai';
import { describe, expect, it } from 'vitest';
import { nounOfWork } from './duties.ts';
import { profileJob } from './extract.ts';
import { readJob } from './nlp.ts';
import { dutyPhrases } from './phrasing.ts';

const titlesOf = (title: string, job_description: string) =>
  dutyPhrases(profileJob(jobInputSchema.parse({ title, job_description }))).map((p) => p.title);
const dutiesOf = (title: string, job_description: string) => readJob({ title, job_description }).duties.map((d) => d.text);

describe('a duty written as a noun of work and "of" is the duty of its verb (decision 815)', () => {
  it('reads "Preparation of …", "Operation of …" and "Service of …" as the duties to prepare, operate and serve', () => {
    const titles = titlesOf(
      'Kitchen Porter',
      [
        'Main duties include: Preparation of salad bars before lunch.',
        'Service of meals to patients and visitors.',
        'Operation of a commercial glasswasher.',
      ].join('\n'),
    );
    expect(titles).toEqual(
      expect.arrayContaining(['Prepares salad bars', 'Serves meals to patients and visitors', 'Operates a commercial glasswasher']),
    );
    // Read as a verb, the noun wrote "Services of meals …".
    for (const t of titles) expect(t).not.toMatch(/^\w+ of\b/);
  });

  it('keeps the object whole, with its "&" and names: "Design of wiring diagrams & PLC logic"', () => {
    const titles = titlesOf(
      'Controls Engineer',
      'Key tasks:\nDesign of wiring diagrams & PLC logic for new lines.\nCommissioning of new lines on site.',
    );
    expect(titles.some((t) => t.startsWith('Designs wiring diagrams & PLC logic'))).toBe(true);
  });

  it('knows a noun of work by its verb: the form less -ation, -ion, -ment or -ing, or a noun whose verb is another word', () => {
    expect(nounOfWork('Calibration')).toBe('calibrate');
    expect(nounOfWork('inspection')).toBe('inspect');
    expect(nounOfWork('procurement')).toBe('procure');
    expect(nounOfWork('cleaning')).toBe('clean');
    expect(nounOfWork('maintenance')).toBe('maintain');
    expect(nounOfWork('design')).toBe('design');
  });

  it('counter-cases: a verb that takes "of", a noun that names no work, and a noun inside a sentence about a field stay as they were', () => {
    // "dispose of" is a verb with its preposition: still the duty "dispose of hazardous waste".
    expect(dutiesOf('Lab Technician', 'Dispose of hazardous waste safely.')).toEqual(['dispose of hazardous waste']);
    expect(nounOfWork('dispose')).toBeUndefined();
    // "Knowledge of", "Experience of" name what is known, not a piece of work.
    expect(nounOfWork('knowledge')).toBeUndefined();
    expect(dutiesOf('Lab Technician', 'Knowledge of HACCP.')).toEqual([]);
    // After "and" inside a sentence the noun names a field: no duty "manage flows".
    const fields = dutiesOf(
      'Assistant Professor',
      'You will teach supply chain management (the design and management of flows of goods between firms).',
    );
    expect(fields.some((d) => d.startsWith('manage'))).toBe(false);
  });
});
