import { describe, expect, it } from 'vitest';
import { formatAdversarial, inBand, loadAdversarial, runAdversarial } from './adversarial.ts';

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

describe('answers in a language the builtin engine does not read (band needs_review)', () => {
  const cases = loadAdversarial().filter((c) => c.band === 'needs_review');

  it('are the Spanish and German cases, flagged unsupported_language with a null score, and the report prints them so', () => {
    expect(cases.map((c) => c.id).sort()).toEqual(['german-correct', 'spanish-correct']);
    const results = runAdversarial(cases);
    for (const r of results) expect(r, r.id).toMatchObject({ score: null, raw_score: null, flags: ['unsupported_language'], ok: true });
    const report = formatAdversarial(results);
    expect(report).toContain('2 of 2 in their band');
    expect(report).toMatch(/ok {3}spanish-correct +expected needs review +got - \(-\) unsupported_language/);
    expect(report).toMatch(/ok {3}german-correct +expected needs review +got - \(-\) unsupported_language/);
  });

  it('count as in their band only with no score and the flag: a score of 1, or a flag beside a score, misses', () => {
    const [c] = cases;
    const base = { id: c!.id, raw_score: null, evidence: [], rationale: '', language: 'es' };
    expect(inBand(c!, { ...base, score: null, flags: ['unsupported_language'] })).toBe(true);
    expect(inBand(c!, { ...base, score: 1, flags: ['off_topic'] })).toBe(false);
    expect(inBand(c!, { ...base, score: 1, flags: ['unsupported_language'] })).toBe(false);
    expect(inBand(c!, { ...base, score: null, flags: [] })).toBe(false);
  });
});
