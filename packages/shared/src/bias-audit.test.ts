import { describe, expect, it } from 'vitest';
import {
  type AuditCandidate,
  auditPeriod,
  BIAS_AUDIT_MESSAGES,
  biasAuditCsv,
  biasAuditQuerySchema,
  computeBiasAudit,
  median,
} from './bias-audit.ts';
import { SELF_ID_RACE_LABELS, SELF_ID_RACES, SELF_ID_SEXES, selfIdSchema } from './self-id.ts';

const c = (score: number, sex: AuditCandidate['sex'], race: AuditCandidate['race_ethnicity']): AuditCandidate => ({
  score,
  sex,
  race_ethnicity: race,
});

/**
 * Ten candidates, scores sorted 1 2 2 2 3 3 4 4 5 5: median (3 + 3) / 2 = 3; above it the two 4s
 * and the two 5s. Female: 4 (white), 5 (asian) of 4 → 0.5; male: 4 (white) of 4 → 0.25, ratio
 * 0.25 / 0.5 = 0.5, under four fifths. White 2 of 4 = 0.5, Asian 1 of 2 = 0.5, Black 0 of 2 = 0.
 * One without an answer (scored 5) and one who preferred not to say are unknown.
 */
const TEN = [
  c(4, 'female', 'white'),
  c(2, 'female', 'white'),
  c(5, 'female', 'asian'),
  c(3, 'female', 'asian'),
  c(4, 'male', 'white'),
  c(1, 'male', 'white'),
  c(2, 'male', 'black_or_african_american'),
  c(2, 'male', 'black_or_african_american'),
  c(5, null, null),
  c(3, 'prefer_not_to_say', 'prefer_not_to_say'),
];

describe('bias audit computation', () => {
  it('takes the median of every score, the middle two averaged for an even count', () => {
    expect(median([])).toBeNull();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('gives scoring rates above the median and impact ratios against the highest rate, as computed by hand', () => {
    const a = computeBiasAudit(TEN);
    expect(a.median).toBe(3);
    expect(a.total).toBe(10);
    expect(a.unknown).toEqual({ sex: 2, race_ethnicity: 2, intersection: 2 });
    expect(a.sex).toEqual([
      expect.objectContaining({ category: 'female', n: 4, scoring_rate: 0.5, impact_ratio: 1, below_four_fifths: false, excluded: false }),
      expect.objectContaining({ category: 'male', n: 4, scoring_rate: 0.25, impact_ratio: 0.5, below_four_fifths: true, excluded: false }),
    ]);
    expect(a.sex[1]!.note).toBe(BIAS_AUDIT_MESSAGES.belowFourFifths);
    const race = Object.fromEntries(a.race_ethnicity.map((r) => [r.category, r]));
    expect(race.white).toMatchObject({ n: 4, scoring_rate: 0.5, impact_ratio: 1 });
    expect(race.asian).toMatchObject({ n: 2, scoring_rate: 0.5, impact_ratio: 1 });
    expect(race.black_or_african_american).toMatchObject({ n: 2, scoring_rate: 0, impact_ratio: 0, below_four_fifths: true });
    expect(race.hispanic_or_latino).toMatchObject({
      n: 0,
      scoring_rate: null,
      impact_ratio: null,
      excluded: true,
      note: BIAS_AUDIT_MESSAGES.noCandidates,
    });
    expect(a.race_ethnicity).toHaveLength(7);
    expect(a.intersection).toHaveLength(14);
    const cross = Object.fromEntries(a.intersection.map((r) => [r.category, r]));
    expect(cross['female:white']).toMatchObject({ n: 2, scoring_rate: 0.5, impact_ratio: 1, label: 'Female, White' });
    expect(cross['male:black_or_african_american']).toMatchObject({ n: 2, scoring_rate: 0, impact_ratio: 0, below_four_fifths: true });
  });

  it('leaves a category under 2% of the data out of the ratios, with the reason', () => {
    // 99 white candidates, 50 of them above the median of 3 (scores 4) and 49 at 1; one Asian candidate at 5.
    const set = [
      ...Array.from({ length: 50 }, () => c(4, 'female', 'white')),
      ...Array.from({ length: 49 }, () => c(1, 'female', 'white')),
      c(5, 'female', 'asian'),
    ];
    const a = computeBiasAudit(set);
    expect(a.median).toBe(4);
    const race = Object.fromEntries(a.race_ethnicity.map((r) => [r.category, r]));
    // Median of 49 ones, 50 fours and a five is 4: only the five is above it.
    expect(race.asian).toMatchObject({
      n: 1,
      scoring_rate: 1,
      impact_ratio: null,
      excluded: true,
      note: BIAS_AUDIT_MESSAGES.smallCategory(1, 100),
    });
    expect(race.white).toMatchObject({
      n: 99,
      scoring_rate: 0,
      impact_ratio: null,
      excluded: false,
      note: BIAS_AUDIT_MESSAGES.noneAboveMedian,
    });
    expect(BIAS_AUDIT_MESSAGES.smallCategory(1, 100)).toBe('Left out of the impact ratios: 1 of 100 candidates is under 2% of the data.');
  });

  it('keeps exactly 2% of the data in the ratios', () => {
    const set = [...Array.from({ length: 49 }, (_, i) => c(i % 2 === 0 ? 4 : 1, 'male', 'white')), c(5, 'male', 'asian')];
    const race = Object.fromEntries(computeBiasAudit(set).race_ethnicity.map((r) => [r.category, r]));
    expect(race.asian).toMatchObject({ n: 1, excluded: false, impact_ratio: 1 });
  });

  it('marks ratios under 0.8 and not those of exactly 0.8', () => {
    // Eleven 1s, four 3s, five 4s: median 1. Female 4 of 5 above (0.8), male 5 of 5 (1): female's ratio 0.8, not marked.
    const set = [
      ...Array.from({ length: 4 }, () => c(3, 'female', 'white')),
      c(1, 'female', 'white'),
      ...Array.from({ length: 5 }, () => c(4, 'male', 'asian')),
      ...Array.from({ length: 10 }, () => c(1, null, null)),
    ];
    const a = computeBiasAudit(set);
    expect(a.median).toBe(1);
    expect(a.sex[0]).toMatchObject({ category: 'female', scoring_rate: 0.8, impact_ratio: 0.8, below_four_fifths: false, note: null });
    expect(a.sex[1]).toMatchObject({ category: 'male', scoring_rate: 1, impact_ratio: 1, below_four_fifths: false });
  });

  it('gives no median and empty rows without candidates', () => {
    const a = computeBiasAudit([]);
    expect(a).toMatchObject({ median: null, total: 0, unknown: { sex: 0, race_ethnicity: 0, intersection: 0 } });
    expect(a.sex.every((r) => r.excluded && r.n === 0)).toBe(true);
  });

  it('writes one CSV table with the unknown counts, quoting labels with commas', () => {
    const figures = computeBiasAudit(TEN);
    const csv = biasAuditCsv({
      ...figures,
      from: '2026-01-01',
      to: '2026-12-31',
      score: 'ai',
      job_position_id: null,
      answered: 9,
      generated_at: 'x',
    });
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('from,to,score,median,total,table,category,n,scoring_rate,impact_ratio,below_four_fifths,excluded,note');
    expect(lines[1]).toBe('2026-01-01,2026-12-31,ai,3,10,sex,Female,4,0.5,1,false,false,Highest scoring rate.');
    expect(lines[2]).toBe('2026-01-01,2026-12-31,ai,3,10,sex,Male,4,0.25,0.5,true,false,Impact ratio under 0.8 (the four-fifths rule).');
    expect(lines[3]).toBe('2026-01-01,2026-12-31,ai,3,10,sex,Unknown,2,,,false,true,Counted apart: no answer or prefer not to say.');
    expect(lines).toContain('2026-01-01,2026-12-31,ai,3,10,intersection,"Female, White",2,0.5,1,false,false,Highest scoring rate.');
    expect(lines).toHaveLength(1 + 3 + 8 + 15);
  });
});

describe('bias audit query', () => {
  it('defaults to the AI score, JSON and the year up to today', () => {
    const q = biasAuditQuerySchema.parse({});
    expect(q).toMatchObject({ score: 'ai', format: 'json' });
    expect(auditPeriod(q, new Date('2026-12-02T10:00:00Z'))).toEqual({ from: '2025-12-03', to: '2026-12-02' });
    expect(auditPeriod({ from: '2026-01-01' })).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('refuses a reversed period, a bad date and an unknown score', () => {
    expect(biasAuditQuerySchema.safeParse({ from: '2026-02-01', to: '2026-01-01' }).error?.issues[0]?.message).toBe(
      'The end of the period comes before its start.',
    );
    expect(biasAuditQuerySchema.safeParse({ from: '2026-02-30' }).success).toBe(false);
    // A month or day that cannot exist is a field error too, never a thrown RangeError (a 500).
    for (const from of ['2026-13-01', '2026-00-10', '2026-12-32']) {
      expect(biasAuditQuerySchema.safeParse({ from, to: '2026-12-01' }).error?.issues[0]).toMatchObject({
        path: ['from'],
        message: BIAS_AUDIT_MESSAGES.dateInvalid,
      });
    }
    expect(biasAuditQuerySchema.safeParse({ score: 'human' }).success).toBe(false);
  });
});

describe('self-identification answers', () => {
  it('offers the EEO-1 categories and prefer not to say', () => {
    expect(SELF_ID_SEXES).toEqual(['female', 'male', 'prefer_not_to_say']);
    expect(SELF_ID_RACES).toHaveLength(8);
    expect(SELF_ID_RACE_LABELS.native_hawaiian_or_pacific_islander).toBe(
      'Native Hawaiian or Other Pacific Islander (not Hispanic or Latino)',
    );
    expect(selfIdSchema.safeParse({ sex: 'female', race_ethnicity: 'asian' }).success).toBe(true);
    expect(selfIdSchema.safeParse({ sex: 'other', race_ethnicity: 'asian' }).success).toBe(false);
    expect(selfIdSchema.safeParse({ sex: 'female' }).success).toBe(false);
  });
});
