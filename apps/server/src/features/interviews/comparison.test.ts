import { INTERVIEW_MESSAGES } from '@hiring/shared/interviews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { ANSWER, interviewSteps } from './interviews.test-steps.ts';

describe.each(dbTargets)('interview comparison on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });
  const { activeJob, oneLink, takeInterview, aiFirst } = interviewSteps(() => t);

  it('compares 2-4 scored interviews of one job per goal with a quote each, blind on request', async () => {
    const { token } = await registerOwner(t);
    await aiFirst(token);
    const { id } = await activeJob(token);
    const a = await oneLink(token, id, 'Compare Alpha');
    const b = await oneLink(token, id, 'Compare Beta');
    await takeInterview(a.token);
    await takeInterview(b.token, 'I like computers.');
    await t.jobs.runDue();
    const res = await call(t.app, 'GET', `/api/app/talent/compare?interview_ids=${a.id},${b.id}&blind=true`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const cmp = res.body.data;
    expect(cmp).toMatchObject({ job_position_id: id, blind: true });
    expect(cmp.candidates).toHaveLength(2);
    expect(JSON.stringify(cmp)).not.toContain('Compare Alpha');
    for (const c of cmp.candidates) {
      expect(c.candidate_name).toBeNull();
      expect(c.goals).toHaveLength(cmp.goals.length);
    }
    const strong = cmp.candidates[0];
    expect(strong.goals.some((g: { quote: string | null }) => g.quote !== null && ANSWER.includes(g.quote))).toBe(true);
    expect(strong.overall_score).toBeGreaterThan(cmp.candidates[1].overall_score);
    const named = (await call(t.app, 'GET', `/api/app/talent/compare?interview_ids=${a.id},${b.id}`, { token })).body.data;
    expect(named.candidates.map((c: { candidate_name: string }) => c.candidate_name)).toEqual(['Compare Alpha', 'Compare Beta']);

    const one = await call(t.app, 'GET', `/api/app/talent/compare?interview_ids=${a.id}`, { token });
    expect(one.status).toBe(400);
    expect(one.body.message).toBe(INTERVIEW_MESSAGES.compareCount);
    const same = await call(t.app, 'GET', `/api/app/talent/compare?interview_ids=${a.id},${a.id}`, { token });
    expect(same.status).toBe(400);
    const pendingLink = await oneLink(token, id, 'Not Yet');
    const notScored = await call(t.app, 'GET', `/api/app/talent/compare?interview_ids=${a.id},${pendingLink.id}`, { token });
    expect(notScored.status).toBe(400);
    expect(notScored.body.message).toBe(INTERVIEW_MESSAGES.compareNotScored);
    expect(notScored.body.code).toBe('interview_compare_not_scored');
    const other = await activeJob(token);
    const c = await oneLink(token, other.id, 'Other Job');
    await takeInterview(c.token);
    await t.jobs.runDue();
    const mixed = await call(t.app, 'GET', `/api/app/talent/compare?interview_ids=${a.id},${c.id}`, { token });
    expect(mixed.status).toBe(400);
    expect(mixed.body.message).toBe(INTERVIEW_MESSAGES.compareSameJob);
    expect(mixed.body.code).toBe('interview_compare_same_job');
  });
});
