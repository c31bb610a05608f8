import { DEFAULT_INTERVIEW_LANGUAGE, INTERVIEW_LANGUAGE_MESSAGES, INTERVIEW_LANGUAGES } from '@hiring/shared/interview-language';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { createActiveJob, createLinks } from '../../test/interviews.ts';

const validJob = {
  title: 'Cocinero de línea',
  job_description: 'Prepare the line, cook to order and keep the kitchen clean.',
  requirements: 'Two years on a busy line. Food safety certificate. Calm under pressure.',
  required_skills: ['Cooking', 'Food safety'],
};

describe.each(dbTargets)("a position's interview language on %s", (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  const url = (id: string) => `/api/app/job-positions/${id}`;
  const create = async (token: string, body: Record<string, unknown> = {}) => {
    const res = await call(t.app, 'POST', '/api/app/job-positions', { token, body: { ...validJob, ...body } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.id as string;
  };

  it('offers English and Spanish, English by default', () => {
    expect(INTERVIEW_LANGUAGES).toEqual(['en', 'es']);
    expect(DEFAULT_INTERVIEW_LANGUAGE).toBe('en');
  });

  it('is English when the team does not choose, and Spanish when it does, on create and on read', async () => {
    const owner = await registerOwner(t);
    const plain = await create(owner.token);
    expect((await call(t.app, 'GET', url(plain), { token: owner.token })).body.data.interview_language).toBe('en');
    const spanish = await create(owner.token, { interview_language: 'es' });
    expect((await call(t.app, 'GET', url(spanish), { token: owner.token })).body.data.interview_language).toBe('es');
  });

  it('is changed by an edit, and an edit without it keeps it', async () => {
    const owner = await registerOwner(t);
    const id = await create(owner.token);
    const changed = await call(t.app, 'PUT', url(id), { token: owner.token, body: { interview_language: 'es' } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data.interview_language).toBe('es');
    const other = await call(t.app, 'PUT', url(id), { token: owner.token, body: { title: 'Cocinera de línea' } });
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    expect((await call(t.app, 'GET', url(id), { token: owner.token })).body.data.interview_language).toBe('es');
  });

  it('refuses a language it does not offer with a 400 naming the field, never a 500', async () => {
    const owner = await registerOwner(t);
    const id = await create(owner.token);
    for (const value of ['fr', 'ES', '', 3, null]) {
      const res = await call(t.app, 'PUT', url(id), { token: owner.token, body: { interview_language: value } });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.code).toBe('validation_failed');
      expect(res.body.errors.interview_language).toBe(INTERVIEW_LANGUAGE_MESSAGES.invalid);
    }
    const created = await call(t.app, 'POST', '/api/app/job-positions', {
      token: owner.token,
      body: { ...validJob, interview_language: 'de' },
    });
    expect(created.status).toBe(400);
    expect(created.body.errors.interview_language).toBe(INTERVIEW_LANGUAGE_MESSAGES.invalid);
  });

  it("cannot be changed on another company's position (404) nor by a role that cannot edit positions", async () => {
    const owner = await registerOwner(t);
    const id = await create(owner.token);
    const stranger = await registerOwner(t);
    const foreign = await call(t.app, 'PUT', url(id), { token: stranger.token, body: { interview_language: 'es' } });
    expect(foreign.status).toBe(404);
    const memberToken = await registerMember(t, owner.companyId, 'supervisor');
    const member = await call(t.app, 'PUT', url(id), { token: memberToken, body: { interview_language: 'es' } });
    expect([403, 404]).toContain(member.status);
    expect((await call(t.app, 'GET', url(id), { token: owner.token })).body.data.interview_language).toBe('en');
  });

  it("is the language the candidate's page is given, and follows a later change of the position", async () => {
    const owner = await registerOwner(t);
    const jobId = await createActiveJob(t, owner.token);
    const [link] = await createLinks(t, owner.token, jobId, [{ name: 'Lucía Pérez', email: 'lucia@example.com' }]);
    const pub = `/api/public/interviews/${link!.token}`;
    expect((await call(t.app, 'GET', pub)).body.data.language).toBe('en');
    expect((await call(t.app, 'PUT', url(jobId), { token: owner.token, body: { interview_language: 'es' } })).status).toBe(200);
    const view = (await call(t.app, 'GET', pub)).body.data;
    expect(view.language).toBe('es');
    // The questions are shown as the team wrote them: the language changes the pages, not the questions.
    const before = (await call(t.app, 'GET', `${url(jobId)}/questions`, { token: owner.token })).body.data;
    expect(JSON.stringify(before)).toContain(view.questions[1].text.slice(0, 20));
  });
});
