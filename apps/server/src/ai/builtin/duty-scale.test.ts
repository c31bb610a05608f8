import { describe, expect, it } from 'vitest';
import { dutyScale, fillDuty } from './duty-questions.ts';
import { COMPETENCY_PATTERNS, GOAL_WORD_PATTERNS, TECHNICAL_PATTERNS } from './kb/index.ts';
import type { DutyPhrase } from './phrasing.ts';

const phrase = { base: 'run the Kubernetes platform', object: 'the Kubernetes platform' } as DutyPhrase;
const patterns = [...TECHNICAL_PATTERNS, ...Object.values(COMPETENCY_PATTERNS).flat(), ...Object.values(GOAL_WORD_PATTERNS).flat()];

describe('the adequate anchor of a duty question', () => {
  it.each(patterns.map((p) => [p.id, p] as const))(
    '%s reads "Gives" and a noun phrase, never "Gives gathers" or "Gives makes"',
    (_id, pattern) => {
      const adequate = dutyScale(
        phrase,
        pattern,
        pattern.points.map((x) => fillDuty(x, phrase)),
      ).find((a) => a.score === 3)!;
      // A key point that opens with a verb ("Gathers facts...") makes a seam after "Gives".
      expect(adequate.description).not.toMatch(/^Gives (?!this|less|access)[a-z]+s\b(?! of\b)/);
      expect(adequate.description).toMatch(/^Gives (a|an|the|real|what|how|who|which) /i);
    },
  );
});

describe("a duty's object after a preposition of the pattern", () => {
  const actOn = { base: 'act on QC failures using Westgard rules', object: 'on QC failures using Westgard rules' } as DutyPhrase;

  it('loses its own preposition ("a problem with QC failures", not "a problem with on QC failures")', () => {
    expect(fillDuty('explain a problem with {object} to someone', actOn)).toBe(
      'explain a problem with QC failures using Westgard rules to someone',
    );
    expect(dutyScale(actOn, TECHNICAL_PATTERNS[0]!, ['a point']).find((a) => a.score === 2)!.description).toMatch(
      /^Speaks about QC failures/,
    );
  });

  it('keeps it where the pattern has no preposition before it, and the duty keeps its verb phrase whole', () => {
    expect(fillDuty('{object}: what do you check first?', actOn)).toBe('on QC failures using Westgard rules: what do you check first?');
    expect(fillDuty('how you {duty}, and with {object}', phrase)).toBe(
      'how you run the Kubernetes platform, and with the Kubernetes platform',
    );
  });
});
