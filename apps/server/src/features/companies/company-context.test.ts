import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call, newUser, startTrial } from '../../test/http.ts';

describe.each(dbTargets)('company details from the subscription form on %s', (target) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(target);
  });
  afterEach(async () => {
    await t.close();
  });

  const register = async () => (await call(t.app, 'POST', '/api/auth/register', { body: newUser() })).body.data.token as string;
  const context = async (token: string) => (await call(t.app, 'GET', '/api/app/company/context', { token })).body.data;

  it('fills the placeholder name and the blank fields of a new company when its trial starts', async () => {
    const token = await register();
    expect((await context(token)).name).toMatch(/^Company-/);
    await startTrial(t.app, token);
    expect(await context(token)).toMatchObject({
      name: 'Acme Hiring',
      industry: 'technology',
      size: '11-50',
      description: 'We build things.',
      website: 'https://acme.example.com',
      has_all_fields: true,
      missing_fields: [],
    });
  });

  it('never overwrites what the team already entered', async () => {
    const token = await register();
    const saved = { name: 'Globex', industry: 'finance', size: '51-200', description: 'Our own words.', website: 'globex.example.com' };
    expect((await call(t.app, 'PUT', '/api/app/company/context', { token, body: saved })).status).toBe(200);
    await startTrial(t.app, token);
    expect(await context(token)).toMatchObject({ ...saved, website: 'https://globex.example.com' });
  });
});
