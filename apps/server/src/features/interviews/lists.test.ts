import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { email, interviewSteps, jobUrl } from './interviews.test-steps.ts';

describe.each(dbTargets)('interview lists on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });
  const { activeJob, invite, aiFirst } = interviewSteps(() => t);

  it('lists pending links with search and paging of 10, and blind mode hides names and emails everywhere', async () => {
    const { token } = await registerOwner(t);
    await aiFirst(token);
    const { id } = await activeJob(token);
    const candidates = Array.from({ length: 12 }, (_, i) => ({ name: `Pool Person ${i}`, email: email('pool') }));
    expect((await invite(token, id, candidates)).status).toBe(201);
    const page1 = (await call(t.app, 'GET', `/api/app/interviews?status=pending&job_position_id=${id}`, { token })).body.data;
    expect(page1).toMatchObject({ total_count: 12, total_pages: 2, page: 1 });
    expect(page1.items).toHaveLength(10);
    const page2 = (await call(t.app, 'GET', `/api/app/interviews?status=pending&job_position_id=${id}&page=2`, { token })).body.data;
    expect(page2.items).toHaveLength(2);
    const found = (await call(t.app, 'GET', '/api/app/interviews?search=person%2011', { token })).body.data;
    expect(found.items.map((i: { candidate_name: string }) => i.candidate_name)).toEqual(['Pool Person 11']);
    const blind = (await call(t.app, 'GET', `/api/app/talent/candidates?job_position_id=${id}&blind=true`, { token })).body.data;
    expect(blind.total_count).toBe(12);
    for (const item of blind.items) {
      expect(item).toMatchObject({ candidate_name: null, candidate_email: null, token: null, url: null });
      expect(item.candidate_label).toMatch(/^Candidate [0-9A-F]{4}$/);
    }
    expect(JSON.stringify(blind)).not.toContain('Pool Person');
    const detail = (await call(t.app, 'GET', `/api/app/interviews/${blind.items[0].id}?blind=true`, { token })).body.data;
    expect(detail.candidate_name).toBeNull();
    expect(detail.candidate_email).toBeNull();
    const links = (await call(t.app, 'GET', jobUrl(id, '/interview-links'), { token })).body.data;
    expect(links).toMatchObject({
      job_position_id: id,
      max_responses: 50,
      responses_used: 12,
      can_create_links: true,
      blocked_reason: null,
    });
    expect(links.items[0].url).toMatch(/^\/interview\//);
  });
});
