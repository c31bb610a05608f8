import { describe, expect, it } from 'vitest';
import { loadAdversarial } from './adversarial.ts';

/** The set's shape; every band the engine decides is asserted in answer-scoring.test.ts (decision 620). */
describe('our adversarial answer set', () => {
  const cases = loadAdversarial();

  it('parses, with unique ids and an expected band (low <= high, or needs review) for every case', () => {
    expect(cases.length).toBeGreaterThanOrEqual(20);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    for (const c of cases) {
      if (c.band !== 'needs_review') expect(c.band[0], c.id).toBeLessThanOrEqual(c.band[1]);
      expect(c.origin).toMatch(/written for this project/);
    }
  });

  it('covers lists with every separator, templates, generic text, pasted answers, notes to the evaluator, other languages, vague and strong answers', () => {
    const ids = cases.map((c) => c.id).join(' ');
    for (const kind of [
      'list-comma',
      'list-slash',
      'list-newline',
      'list-bullets',
      'template-',
      'generic-polished',
      'generic-polished-job-words',
      'pasted-',
      'note-to-evaluator',
      'spanish',
      'german',
      'vague-honest',
      'strong-technical',
      'strong-clinical',
    ])
      expect(ids, kind).toContain(kind);
  });
});
