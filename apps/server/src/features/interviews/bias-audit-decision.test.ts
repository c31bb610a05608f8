import { BIAS_AUDIT_MESSAGES } from '@hiring/shared/bias-audit';
import type { Decision } from '@hiring/shared/decision-constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { type AuditSeed, seedAudit } from './bias-audit.test-seed.ts';
import { interviewSteps } from './interviews.test-steps.ts';

const url = (query: string) => `/api/app/interviews/bias-audit?${query}`;

/** `n` candidates of one category, half scored 4 and half 2, with the decisions given in order. */
const people = (sex: 'female' | 'male', decisions: Decision[]): AuditSeed[] =>
  decisions.map((decision, i) => ({ ai: i % 2 === 0 ? 4 : 2, final: i % 2 === 0 ? 4 : 2, selfId: { sex, race: 'white' }, decision }));

/**
 * Twenty White candidates, half of each sex scoring above the median (3), so both scoring rates
 * are 0.5. Women: 4 advanced, 2 hired, 3 rejected, 1 undecided: selection rate 6/10 = 0.6.
 * Men: 3 advanced, 2 on hold, 5 rejected: 3/10 = 0.3, impact ratio 0.3 / 0.6 = 0.5.
 * Race: White 9/20 = 0.45, ratio 1. Selected 9, undecided 1.
 */
const TWENTY = [
  ...people('female', ['advance', 'advance', 'advance', 'advance', 'hire', 'hire', 'reject', 'reject', 'reject', 'undecided']),
  ...people('male', ['advance', 'advance', 'advance', 'hold', 'hold', 'reject', 'reject', 'reject', 'reject', 'reject']),
];

describe.each(dbTargets)('bias audit of decisions on %s', (target) => {
  let t: TestApp;
  let owner: { token: string; companyId: string };
  let jobId: string;
  const { activeJob } = interviewSteps(() => t);

  beforeAll(async () => {
    t = await createTestApp(target);
    owner = await registerOwner(t);
    jobId = (await activeJob(owner.token)).id;
    await seedAudit(t, { companyId: owner.companyId, jobPositionId: jobId }, TWENTY);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('gives the share of each category advanced or hired beside the scoring rate, and its impact ratios, with selection=decision', async () => {
    const res = await call(t.app, 'GET', url(`job_position_id=${jobId}&selection=decision`), { token: owner.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const a = res.body.data;
    expect(a).toMatchObject({ selection: 'decision', total: 20, selected: 9, undecided: 1, median: 3 });
    expect(a.sex).toEqual([
      expect.objectContaining({
        category: 'female',
        n: 10,
        scoring_rate: 0.5,
        selection_rate: 0.6,
        impact_ratio: 1,
        below_four_fifths: false,
      }),
      expect.objectContaining({
        category: 'male',
        n: 10,
        scoring_rate: 0.5,
        selection_rate: 0.3,
        impact_ratio: 0.5,
        below_four_fifths: true,
      }),
    ]);
    const white = a.race_ethnicity.find((r: { category: string }) => r.category === 'white');
    expect(white).toMatchObject({ n: 20, selection_rate: 0.45, impact_ratio: 1 });
  });

  it('keeps the scoring rate as the default, with no selection rate', async () => {
    const a = (await call(t.app, 'GET', url(`job_position_id=${jobId}`), { token: owner.token })).body.data;
    expect(a).toMatchObject({ selection: 'score', selected: null, undecided: null });
    expect(a.sex[0]).toMatchObject({ scoring_rate: 0.5, selection_rate: null, impact_ratio: 1 });
    const bad = await call(t.app, 'GET', url('selection=offers'), { token: owner.token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.selection).toBe(BIAS_AUDIT_MESSAGES.selectionInvalid);
  });

  it('adds the selection rate column to the CSV of a decision audit', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: url(`job_position_id=${jobId}&selection=decision&format=csv`),
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/_ai_decision\.csv"$/);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'from,to,score,median,total,table,category,n,scoring_rate,selection_rate,impact_ratio,below_four_fifths,excluded,note',
    );
    expect(lines[2]).toMatch(/,ai,3,20,sex,Male,10,0\.5,0\.3,0\.5,true,false,Impact ratio under 0\.8 \(the four-fifths rule\)\.$/);
  });
});
