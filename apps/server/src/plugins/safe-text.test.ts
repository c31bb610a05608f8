import { UNSAFE_TEXT_MESSAGE, findUnsafeText } from '@hiring/shared/text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newUser, startTrial, trialPayload } from '../test/http.ts';
import { createTestApp, dbTargets, type TestApp } from '../test/harness.ts';

const NUL = 'a\u0000b';
const LONE = 'a\ud800b';

const validJob = {
  title: 'Senior Backend Engineer',
  job_description: 'Design, build and run the APIs behind our hiring platform.',
  requirements: 'Five years of Node.js. Deep PostgreSQL knowledge. Experience running services in production.',
  required_skills: ['Node.js', 'PostgreSQL', 'TypeScript'],
};

describe.each(dbTargets)('text no database can store, on %s', (target) => {
  let t: TestApp;
  let token: string;
  let jobId: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    const res = await call(t.app, 'POST', '/api/auth/register', { body: newUser() });
    token = res.body.data.token;
    if (t.app.hasRoute({ method: 'POST', url: '/api/app/subscriptions/create' })) await startTrial(t.app, token);
    const job = await call(t.app, 'POST', '/api/app/job-positions', { token, body: validJob });
    expect(job.status).toBe(201);
    jobId = job.body.data.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const expect400 = (res: { status: number; body: { message?: string; errors?: Record<string, string> } }, field: string) => {
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.message).toBe(UNSAFE_TEXT_MESSAGE);
    expect(res.body.errors?.[field]).toBe(UNSAFE_TEXT_MESSAGE);
  };

  it('refuses a NUL or a lone surrogate in register names', async () => {
    for (const bad of [NUL, LONE]) {
      expect400(await call(t.app, 'POST', '/api/auth/register', { body: { ...newUser(), firstName: bad } }), 'firstName');
      expect400(await call(t.app, 'POST', '/api/auth/register', { body: { ...newUser(), lastName: bad } }), 'lastName');
    }
  });

  it('refuses them in job fields, skills and nested ai_analysis JSON, keys included', async () => {
    for (const bad of [NUL, LONE]) {
      expect400(await call(t.app, 'POST', '/api/app/job-positions', { token, body: { ...validJob, title: bad } }), 'title');
      const skills = await call(t.app, 'POST', '/api/app/job-positions', { token, body: { ...validJob, required_skills: ['Go', bad] } });
      expect(skills.status).toBe(400);
      expect(skills.body.message).toBe(UNSAFE_TEXT_MESSAGE);
      for (const ai_analysis of [{ summary: bad }, { deep: [{ list: ['ok', bad] }] }, { nested: [{ [bad]: 1 }] }]) {
        const res = await call(t.app, 'PUT', `/api/app/job-positions/${jobId}`, { token, body: { ai_analysis } });
        expect(res.status, JSON.stringify(ai_analysis)).toBe(400);
        expect(res.body.message).toBe(UNSAFE_TEXT_MESSAGE);
      }
    }
    const job = await call(t.app, 'GET', `/api/app/job-positions/${jobId}`, { token });
    expect(job.body.data.title).toBe(validJob.title);
  });

  it('refuses a NUL in the search query', async () => {
    expect400(await call(t.app, 'GET', '/api/app/job-positions?search=eng%00ineer', { token }), 'search');
  });

  it('refuses them in the subscription form, whose schema does not check text itself', async () => {
    if (!t.app.hasRoute({ method: 'POST', url: '/api/app/subscriptions/create' })) return;
    const other = await call(t.app, 'POST', '/api/auth/register', { body: newUser() });
    const packages = await call(t.app, 'GET', '/api/app/app-products/packages', { token: other.body.data.token });
    const trial = packages.body.data.find((p: { package: { tier: string } }) => p.package.tier === 'trial');
    for (const bad of [NUL, LONE]) {
      const body = trialPayload(trial.package.id, trial.prices[0]?.id);
      const res = await call(t.app, 'POST', '/api/app/subscriptions/create', {
        token: other.body.data.token,
        body: { ...body, billing_contact: { ...body.billing_contact, position: bad } },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.message).toBe(UNSAFE_TEXT_MESSAGE);
    }
  });

  it('still accepts astral characters (a valid surrogate pair) and ordinary control-free text', async () => {
    const res = await call(t.app, 'PUT', `/api/app/job-positions/${jobId}`, {
      token,
      body: { ai_analysis: { note: 'ship it 🚀 — ünïcode' } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.ai_analysis).toEqual({ note: 'ship it 🚀 — ünïcode' });
  });
});

describe('findUnsafeText', () => {
  it('names the path of the first unsafe string, keys included', () => {
    expect(findUnsafeText({ a: 'ok', b: [1, 'x', { c: NUL }] })).toBe('b.2.c');
    expect(findUnsafeText({ [LONE]: 1 })).toBe(LONE);
    expect(findUnsafeText(LONE)).toBe('');
    expect(findUnsafeText({ a: '🚀', b: null, c: 3, d: ['ok'] })).toBeNull();
    expect(findUnsafeText('\udc00')).toBe('');
    expect(findUnsafeText('\ud83d\ude80')).toBeNull();
  });
});
