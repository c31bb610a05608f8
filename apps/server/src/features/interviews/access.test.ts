import { INTERVIEW_LIMITS } from '@hiring/shared/interviews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { email, interviewSteps, jobUrl } from './interviews.test-steps.ts';

describe.each(dbTargets)('who reaches interviews on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });
  const { activeJob, invite, oneLink } = interviewSteps(() => t);

  it("hides another company's interviews and jobs (404) and keeps roles apart (403)", async () => {
    const owner = await registerOwner(t);
    const { id, questions } = await activeJob(owner.token);
    const link = await oneLink(owner.token, id);
    const stranger = await registerOwner(t);
    for (const [method, url, body] of [
      ['GET', `/api/app/interviews/${link.id}`, undefined],
      ['POST', `/api/app/interviews/${link.id}/withdraw`, undefined],
      ['POST', `/api/app/interviews/${link.id}/resend`, {}],
      ['PATCH', `/api/app/interviews/${link.id}/scores/${questions[0]!.id}`, { score: 3 }],
      ['DELETE', `/api/app/interviews/${link.id}/candidate-data`, undefined],
      ['GET', jobUrl(id, '/interview-links'), undefined],
      ['POST', '/api/app/job-positions/generate-links', { job_position_id: id, candidates: [{ name: 'X', email: email() }] }],
      ['GET', `/api/app/talent/compare?interview_ids=${link.id},${link.id.replace(/.$/, '0')}`, undefined],
    ] as const) {
      const res = await call(t.app, method, url, { token: stranger.token, body });
      expect([404, 400], `${method} ${url}: ${JSON.stringify(res.body)}`).toContain(res.status);
      if (!url.includes('compare')) expect(res.status, `${method} ${url}`).toBe(404);
      if (res.status === 404)
        expect(res.body.code, `${method} ${url}`).toBe(url.includes('job-positions') ? 'job_position_not_found' : 'interview_not_found');
    }
    const list = (await call(t.app, 'GET', '/api/app/interviews', { token: stranger.token })).body.data;
    expect(list.total_count).toBe(0);
    expect((await call(t.app, 'GET', '/api/app/interviews/not-a-uuid', { token: owner.token })).status).toBe(404);

    const member = await registerMember(t, owner.companyId, 'user');
    expect((await call(t.app, 'GET', '/api/app/interviews', { token: member })).status).toBe(403);
    expect((await invite(member, id, [{ name: 'X', email: email() }])).status).toBe(403);
    const manager = await registerMember(t, owner.companyId, 'manager');
    expect((await call(t.app, 'GET', '/api/app/interviews', { token: manager })).status).toBe(200);
    const seen = await call(t.app, 'GET', `/api/app/interviews/${link.id}`, { token: manager });
    expect(seen.status).toBe(200);
    // Reading a result does not hand out the candidate's link: only owners and admins see it.
    expect(seen.body.data).toMatchObject({ token: null, url: null });
    expect((await call(t.app, 'GET', '/api/app/interviews', { token: manager })).body.data.items[0].token).toBeNull();
    expect((await call(t.app, 'GET', `/api/app/interviews/${link.id}`, { token: owner.token })).body.data.token).toBe(link.token);
    expect((await invite(manager, id, [{ name: 'X', email: email() }])).status).toBe(403);
    expect((await call(t.app, 'DELETE', `/api/app/interviews/${link.id}/candidate-data`, { token: manager })).status).toBe(403);
    expect((await call(t.app, 'PUT', '/api/app/interviews/settings', { token: manager, body: { retention_days: 30 } })).status).toBe(403);
    const settings = await call(t.app, 'GET', '/api/app/interviews/settings', { token: manager });
    expect(settings.status).toBe(200);
    expect(settings.body.data).toMatchObject({
      retention_days: INTERVIEW_LIMITS.retentionDaysDefault,
      contact_email: null,
      can_edit: false,
    });
    expect(settings.body.data.effective_contact_email).toBe(owner.email);
    expect((await call(t.app, 'GET', '/api/app/interviews')).status).toBe(401);
  });
});
