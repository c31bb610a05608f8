import { BIAS_AUDIT_MESSAGES } from '@hiring/shared/bias-audit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { group, seedAudit } from './bias-audit.test-seed.ts';
import { interviewSteps } from './interviews.test-steps.ts';

const url = (query = '') => `/api/app/interviews/bias-audit${query ? `?${query}` : ''}`;
const byCategory = (rows: { category: string }[]) => Object.fromEntries(rows.map((r) => [r.category, r]));

/**
 * Sixty candidates of one position, each scored 4 (above) or 2 (below): 30 of each, so the
 * median is (2 + 4) / 2 = 3 and a candidate's "scoring above the median" is a 4.
 *
 *   group                          n  above (AI)  above (final)
 *   female, White                 12   8           6
 *   female, Black                  8   4           4
 *   female, Hispanic or Latino     6   3           3
 *   male, White                   14   7           7
 *   male, Black                    6   2           4
 *   male, Asian                    4   3           3
 *   male, American Indian          1   1           1   (1/60 < 2%: left out of the ratios)
 *   prefer not to say (both)       5   1           1   (unknown)
 *   no answer                      4   1           1   (unknown)
 *
 * AI score. Sex: female 15/26 = 0.577, male 13/25 = 0.52 → ratio 0.52 / 0.5769 = 0.901.
 * Race: White 15/26 = 0.577, Black 6/14 = 0.429, Hispanic 3/6 = 0.5, Asian 3/4 = 0.75 (highest);
 * ratios 0.769, 0.571, 0.667 (all under 0.8), 1. Intersection, highest male Asian 0.75: female
 * White 8/12 → 0.889, female Black 0.667, female Hispanic 0.667, male White 0.667, male Black
 * 2/6 → 0.444, male Asian 1. Unknown: 9 in each table.
 * Final score (still 30 above, median 3): female 13/26 = 0.5, male 15/25 = 0.6 → 0.833 and 1.
 */
const SIXTY = [
  ...group(12, 8, { sex: 'female', race: 'white' }, 6),
  ...group(8, 4, { sex: 'female', race: 'black_or_african_american' }),
  ...group(6, 3, { sex: 'female', race: 'hispanic_or_latino' }),
  ...group(14, 7, { sex: 'male', race: 'white' }),
  ...group(6, 2, { sex: 'male', race: 'black_or_african_american' }, 4),
  ...group(4, 3, { sex: 'male', race: 'asian' }),
  ...group(1, 1, { sex: 'male', race: 'american_indian_or_alaska_native' }),
  ...group(5, 1, { sex: 'prefer_not_to_say', race: 'prefer_not_to_say' }),
  ...group(4, 1, null),
];

describe.each(dbTargets)('bias audit on %s', (target) => {
  let t: TestApp;
  let owner: { token: string; companyId: string };
  let jobId: string;
  const { activeJob } = interviewSteps(() => t);

  beforeAll(async () => {
    t = await createTestApp(target);
    owner = await registerOwner(t);
    jobId = (await activeJob(owner.token)).id;
    await seedAudit(t, { companyId: owner.companyId, jobPositionId: jobId }, SIXTY);
    // Outside the audit: submitted two years ago, and one not scored yet.
    await seedAudit(t, { companyId: owner.companyId, jobPositionId: jobId }, [
      { ai: 5, final: 5, selfId: { sex: 'female', race: 'asian' }, completedAt: new Date(Date.now() - 2 * 366 * 86_400_000) },
      { ai: 5, final: 5, selfId: { sex: 'female', race: 'asian' }, scoring: 'queued' },
    ]);
    // Another position of the company: three more candidates, counted only without the position filter.
    const other = await activeJob(owner.token);
    await seedAudit(t, { companyId: owner.companyId, jobPositionId: other.id }, group(3, 1, { sex: 'female', race: 'asian' }));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('gives the median, counts, scoring rates and impact ratios of the AI score as computed by hand', async () => {
    const res = await call(t.app, 'GET', url(`job_position_id=${jobId}`), { token: owner.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const a = res.body.data;
    expect(a).toMatchObject({ median: 3, total: 60, unknown: { sex: 9, race_ethnicity: 9, intersection: 9 }, score: 'ai', answered: 56 });
    expect(a.sex).toEqual([
      expect.objectContaining({ category: 'female', n: 26, scoring_rate: 0.577, impact_ratio: 1, below_four_fifths: false }),
      expect.objectContaining({ category: 'male', n: 25, scoring_rate: 0.52, impact_ratio: 0.901, below_four_fifths: false }),
    ]);
    const race = byCategory(a.race_ethnicity);
    expect(race.white).toMatchObject({ n: 26, scoring_rate: 0.577, impact_ratio: 0.769, below_four_fifths: true });
    expect(race.black_or_african_american).toMatchObject({ n: 14, scoring_rate: 0.429, impact_ratio: 0.571, below_four_fifths: true });
    expect(race.hispanic_or_latino).toMatchObject({ n: 6, scoring_rate: 0.5, impact_ratio: 0.667, below_four_fifths: true });
    expect(race.asian).toMatchObject({ n: 4, scoring_rate: 0.75, impact_ratio: 1, below_four_fifths: false });
    expect(race.native_hawaiian_or_pacific_islander).toMatchObject({ n: 0, excluded: true, note: BIAS_AUDIT_MESSAGES.noCandidates });
  });

  it('leaves a category under 2% of the data out of the ratios, with the reason', async () => {
    const a = (await call(t.app, 'GET', url(`job_position_id=${jobId}`), { token: owner.token })).body.data;
    const small = {
      n: 1,
      scoring_rate: 1,
      impact_ratio: null,
      excluded: true,
      below_four_fifths: false,
      note: 'Left out of the impact ratios: 1 of 60 candidates is under 2% of the data.',
    };
    expect(byCategory(a.race_ethnicity).american_indian_or_alaska_native).toMatchObject(small);
    expect(byCategory(a.intersection)['male:american_indian_or_alaska_native']).toMatchObject(small);
  });

  it('gives the intersection of sex and race/ethnicity as computed by hand', async () => {
    const a = (await call(t.app, 'GET', url(`job_position_id=${jobId}`), { token: owner.token })).body.data;
    expect(a.intersection).toHaveLength(14);
    const cross = byCategory(a.intersection);
    expect(cross['female:white']).toMatchObject({ n: 12, scoring_rate: 0.667, impact_ratio: 0.889, below_four_fifths: false });
    expect(cross['female:black_or_african_american']).toMatchObject({
      n: 8,
      scoring_rate: 0.5,
      impact_ratio: 0.667,
      below_four_fifths: true,
    });
    expect(cross['female:hispanic_or_latino']).toMatchObject({ n: 6, scoring_rate: 0.5, impact_ratio: 0.667 });
    expect(cross['male:white']).toMatchObject({ n: 14, scoring_rate: 0.5, impact_ratio: 0.667 });
    expect(cross['male:black_or_african_american']).toMatchObject({
      n: 6,
      scoring_rate: 0.333,
      impact_ratio: 0.444,
      below_four_fifths: true,
    });
    expect(cross['male:asian']).toMatchObject({ n: 4, scoring_rate: 0.75, impact_ratio: 1, label: 'Male, Asian' });
    expect(cross['female:asian']).toMatchObject({ n: 0, excluded: true });
  });

  it('reads the final score (reviewers’ where they scored) with score=final', async () => {
    const a = (await call(t.app, 'GET', url(`job_position_id=${jobId}&score=final`), { token: owner.token })).body.data;
    expect(a).toMatchObject({ median: 3, total: 60, score: 'final' });
    expect(a.sex).toEqual([
      expect.objectContaining({ category: 'female', n: 26, scoring_rate: 0.5, impact_ratio: 0.833 }),
      expect.objectContaining({ category: 'male', n: 25, scoring_rate: 0.6, impact_ratio: 1 }),
    ]);
  });

  it('covers the period asked for and the whole company without a position', async () => {
    expect((await call(t.app, 'GET', url(), { token: owner.token })).body.data.total).toBe(63);
    const old = (await call(t.app, 'GET', url('from=2020-01-01&to=2020-12-31'), { token: owner.token })).body.data;
    expect(old).toMatchObject({ total: 0, median: null, answered: 0 });
    const reversed = await call(t.app, 'GET', url('from=2026-02-01&to=2026-01-01'), { token: owner.token });
    expect(reversed.status).toBe(400);
    expect(reversed.body).toMatchObject({ code: 'validation_failed', field_codes: { to: 'bias_audit_period_reversed' } });
    expect(reversed.body.errors.to).toBe(BIAS_AUDIT_MESSAGES.periodReversed);
  });

  it('downloads the report as CSV', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: url(`job_position_id=${jobId}&format=csv`),
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="bias-audit_\d{4}-\d{2}-\d{2}_to_\d{4}-\d{2}-\d{2}_ai\.csv"/);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('from,to,score,median,total,table,category,n,scoring_rate,impact_ratio,below_four_fifths,excluded,note');
    expect(lines[1]).toMatch(/,ai,3,60,sex,Female,26,0\.577,1,false,false,Highest scoring rate\.$/);
    expect(lines[3]).toMatch(/,ai,3,60,sex,Unknown,9,,,false,true,/);
  });

  it('shows another company nothing', async () => {
    const stranger = await registerOwner(t);
    for (const q of ['', `job_position_id=${jobId}`]) {
      const a = (await call(t.app, 'GET', url(q), { token: stranger.token })).body.data;
      expect(a).toMatchObject({ total: 0, median: null, answered: 0, unknown: { sex: 0, race_ethnicity: 0, intersection: 0 } });
      for (const row of [...a.sex, ...a.race_ethnicity, ...a.intersection]) expect(row.n).toBe(0);
    }
  });

  it('is for owners and admins only', async () => {
    const admin = await registerMember(t, owner.companyId, 'admin');
    expect((await call(t.app, 'GET', url(), { token: admin })).status).toBe(200);
    for (const role of ['manager', 'team_lead', 'supervisor', 'employee']) {
      const token = await registerMember(t, owner.companyId, role);
      const res = await call(t.app, 'GET', url(), { token });
      expect(res.status, role).toBe(403);
      expect(res.body.code).toBe('forbidden');
      // The role is decided before the query is read.
      expect((await call(t.app, 'GET', url('from=not-a-date'), { token })).status).toBe(403);
    }
    expect((await call(t.app, 'GET', url())).status).toBe(401);
  });
});
