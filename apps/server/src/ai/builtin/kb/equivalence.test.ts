import { describe, expect, it } from 'vitest';
import { TERMS } from './answer-terms.ts';
import { COMPETENCIES as OLD_COMPETENCIES } from './competencies.ts';
import { DOMAINS as OLD_DOMAINS } from './domains.ts';
import { answerTerms, COMPETENCIES, DOMAINS, SKILL_GROUPS } from './index.ts';
import { SKILL_GROUPS as OLD_SKILL_GROUPS } from './skill-groups.ts';

describe('the knowledge base loaded from JSON', () => {
  it('equals the TypeScript literals it was converted from', () => {
    expect(SKILL_GROUPS).toEqual(OLD_SKILL_GROUPS);
    expect(COMPETENCIES).toEqual(OLD_COMPETENCIES);
    expect(DOMAINS).toEqual(OLD_DOMAINS);
    for (const id of [
      ...Object.keys(TERMS),
      ...SKILL_GROUPS.map((g) => g.id),
      ...COMPETENCIES.map((c) => c.id),
      '?communication',
      'nope',
    ]) {
      expect(answerTerms(id), id).toBe(TERMS[id.replace(/^\?/, '')] ?? '');
    }
  });
});
