import { jobInputSchema } from '@hiring/shared/ai';
import { describe, expect, it } from 'vitest';
import { GENERATION_JOBS } from '../eval/generation-jobs.ts';
import { profileJob } from './extract.ts';
import { dutyPhrases, ownNames, thirdPerson } from './phrasing.ts';

const phrasesOf = (id: string) => dutyPhrases(profileJob(jobInputSchema.parse(GENERATION_JOBS.find((j) => j.id === id)!.job)));
const titles = (id: string) => phrasesOf(id).map((p) => p.title);

describe('duty phrases: what the engine writes goals and questions with', () => {
  it('completes a term the reader stopped inside ("scaling and root planing", "thermostats and wiring")', () => {
    expect(titles('dental-hygienist')).toContain('Prophylaxis and scaling and root planing');
    expect(titles('hvac-technician')).toContain('Troubleshoots electrical controls, thermostats and wiring');
  });

  it('never ends a phrase on a preposition left behind when the company\'s words go ("the Kubernetes platform behind our product")', () => {
    const job = {
      title: 'Site Reliability Engineer',
      job_description:
        'Run the Kubernetes platform behind our product. Lead incident response and write blameless postmortems. Automate infrastructure with Terraform.',
      requirements: 'Three years running Kubernetes in production. Terraform and Linux.',
    };
    const phrases = dutyPhrases(profileJob(jobInputSchema.parse(job)));
    expect(phrases.length).toBeGreaterThan(0);
    for (const p of phrases) {
      expect(p.title).not.toMatch(/\b(behind|beyond|between|around|without|toward)$/i);
      expect(`${p.base} ${p.rest}`.trim()).not.toMatch(/\b(behind|beyond|between|around|without|toward)$/i);
    }
  });

  it('puts every verb of a duty in the third person, and keeps the object alone after a verb that only carries it', () => {
    expect(titles('payroll-specialist')).toContain('Calculates and files payroll taxes for federal, state and local jurisdictions');
    expect(titles('veterinary-technician')).toContain('Anesthesia monitoring');
    expect(thirdPerson('watch')).toBe('watches');
    expect(thirdPerson('carry')).toBe('carries');
    expect(thirdPerson('place')).toBe('places');
  });

  it('reads lines that open with a verb the reader passes over ("Take dental radiographs", "Make patient assignments")', () => {
    expect(titles('dental-hygienist')).toContain('Takes dental radiographs');
    expect(titles('night-charge-nurse')).toContain('Patient assignments');
  });

  it("finds the employer's own names and keeps them out: dropped from a phrase, or the duty passed over when a name is its subject", () => {
    expect(ownNames(profileJob(jobInputSchema.parse(GENERATION_JOBS.find((j) => j.id === 'backend-engineer-scheduling')!.job)))).toEqual(
      expect.arrayContaining(['ShiftWise', 'RotaEngine']),
    );
    const social = phrasesOf('social-worker');
    expect(social.map((p) => p.base)).toContain('keep timely documentation of every contact');
    for (const p of [...social, ...phrasesOf('backend-engineer-scheduling')])
      expect(`${p.base} ${p.rest}`).not.toMatch(/CaseBridge|ShiftWise|RotaEngine/);
  });

  it('takes no verb from inside a sentence about something else ("act before churn risks grow", "hand them to account executives")', () => {
    const bases = phrasesOf('customer-success-manager').map((p) => p.base);
    expect(bases.some((b) => /^(churn|account)\b/.test(b))).toBe(false);
    expect(bases).toContain('track product adoption and health scores');
  });
});
