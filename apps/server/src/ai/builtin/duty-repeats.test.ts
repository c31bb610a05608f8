import { describe, expect, it } from 'vitest';
import { sameObject } from './duty-repeats.ts';
import { BuiltinEngine } from './index.ts';

const engine = new BuiltinEngine();

describe('a duty about the same thing as a goal already written', () => {
  it('is the same object when the noun and its words are those of the other ("global partnerships" twice)', () => {
    expect(sameObject('up global partnerships with leading wineries', 'global partnerships with leading European wineries')).toBe(true);
    expect(sameObject('the customer base of the European countries', 'our customer base')).toBe(true);
  });

  it('is another object when the words before the noun differ, or the noun stands alone ("end-to-end tests", "performance tests"; "prescriptions")', () => {
    expect(sameObject('complex end-to-end tests', 'performance tests')).toBe(false);
    expect(sameObject('prescriptions', 'prescriptions in the pharmacy software')).toBe(false);
    expect(sameObject('global partnerships', 'global suppliers')).toBe(false);
  });

  it("is said in the first goal's description, and its place goes to another requirement of the posting", () => {
    const goals = engine.generateGoalsSync({
      title: 'Business Developer',
      job_description: [
        'Responsibilities',
        'Set up global partnerships with leading wineries.',
        'Develop global partnerships with leading European and South African wineries.',
        'Grow the customer base of the European countries.',
        'Requirements',
        'You have very strong analytics skills.',
      ].join('\n'),
    }).goals;
    const partnerships = goals.filter((g) => /partnerships/i.test(g.text));
    expect(partnerships).toHaveLength(1);
    expect(partnerships[0]!.description).toContain('and develop global partnerships with leading European and South African wineries');
    expect(goals.map((g) => g.text)).toContain('Analytics skills');
  });

  it('leaves two duties on one bare noun as two goals ("Prepares prescriptions", "Enters prescriptions")', () => {
    const titles = engine
      .generateGoalsSync({
        title: 'Pharmacy Technician',
        job_description: 'Responsibilities\nPrepare prescriptions under supervision.\nEnter prescriptions in the pharmacy software.',
      })
      .goals.map((g) => g.text);
    expect(titles).toContain('Prepares prescriptions');
    expect(titles).toContain('Enters prescriptions');
  });
});
