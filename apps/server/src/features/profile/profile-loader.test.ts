import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { call } from '../../test/http.ts';

/**
 * The profile route reads through its loader: the account and the subscription flags come from the
 * session's statement, or are read apart when the session came from the session cache. The answer
 * is the same either way.
 */
describe("the profile's request loading", () => {
  let reading: TestApp;
  let caching: TestApp;
  beforeAll(async () => {
    reading = await createTestApp('pglite', { SESSION_CACHE_MS: '0' });
    caching = await createTestApp('pglite', { SESSION_CACHE_MS: '60000' });
  });
  afterAll(async () => {
    await reading?.close();
    await caching?.close();
  });

  /** The profile answer twice (the second request of a session may come from the cache), without what differs between two users. */
  async function profilesOf(t: TestApp, trial: boolean) {
    const { token } = await registerOwner(t, { trial });
    const answers = [];
    for (let i = 0; i < 2; i++) {
      const res = await call(t.app, 'GET', '/api/app/profile', { token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const { user, subscription } = res.body.data;
      answers.push({ role: user.role, company: typeof user.company?.id, subscription: { ...subscription, current_period_end: null } });
    }
    return answers;
  }

  it.each([true, false])('answers the same with the session read or cached (trial: %s)', async (trial) => {
    const a = await profilesOf(reading, trial);
    const b = await profilesOf(caching, trial);
    expect(b).toEqual(a);
    expect(a[0]?.subscription.subscription_active).toBe(trial);
  });
});
