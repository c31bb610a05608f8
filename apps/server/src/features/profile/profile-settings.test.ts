import { DISPLAY_LOCALE_CHOICES } from '@hiring/shared/locale';
import { DEFAULT_NOTIFICATION_PREFERENCES, PROFILE_MESSAGES } from '@hiring/shared/profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call, strongPassword } from '../../test/http.ts';

describe.each(dbTargets)('profile settings API on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = (email: string, password: string) => call(t.app, 'POST', '/api/auth/login', { body: { email, password } });

  it('starts with email and browser notifications on and mobile off', async () => {
    const owner = await registerOwner(t, { trial: false });
    const res = await call(t.app, 'GET', '/api/app/profile/settings', { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.data.notifications).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect(DEFAULT_NOTIFICATION_PREFERENCES).toEqual({ email: true, browser: true, mobile: false });
    expect(res.body.data.user.email).toBe(owner.email);
  });

  it('saves personal and work information and notification preferences, which survive a new read', async () => {
    const owner = await registerOwner(t, { trial: false });
    const res = await call(t.app, 'PATCH', '/api/app/profile', {
      token: owner.token,
      body: {
        first_name: ' Ada ',
        last_name: 'Lovelace',
        phone: '+44 20 7946 0958',
        bio: 'Hiring engineers.',
        position: 'Head of Talent',
        department: 'People',
        location: 'London',
        notifications: { mobile: true, browser: false },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.user).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '+44 20 7946 0958',
      bio: 'Hiring engineers.',
      position: 'Head of Talent',
      department: 'People',
      location: 'London',
    });
    expect(res.body.data.notifications).toEqual({ email: true, browser: false, mobile: true });
    const again = await call(t.app, 'GET', '/api/app/profile/settings', { token: owner.token });
    expect(again.body.data).toEqual(res.body.data);
    const profile = await call(t.app, 'GET', '/api/app/profile', { token: owner.token });
    expect(profile.body.data.user.first_name).toBe('Ada');
    // A blank optional field is cleared; a field left out keeps its value.
    const cleared = await call(t.app, 'PATCH', '/api/app/profile', { token: owner.token, body: { bio: '' } });
    expect(cleared.body.data.user.bio).toBeNull();
    expect(cleared.body.data.user.location).toBe('London');
  });

  it('answers 400, never 500, for bad settings', async () => {
    const owner = await registerOwner(t, { trial: false });
    const bodies: Array<[unknown, string | null]> = [
      [{ first_name: '   ' }, 'First name is required'],
      [{ last_name: '' }, 'Last name is required'],
      [{ phone: 'call me' }, PROFILE_MESSAGES.phoneInvalid],
      [{ bio: 'x'.repeat(1001) }, PROFILE_MESSAGES.tooLong(1000)],
      [{ notifications: { email: 'yes' } }, null],
      [{ first_name: 'a\u0000b' }, null],
      [{}, PROFILE_MESSAGES.nothingToSave],
    ];
    for (const [body, message] of bodies) {
      const res = await call(t.app, 'PATCH', '/api/app/profile', { token: owner.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (message) expect(JSON.stringify(res.body)).toContain(message);
    }
    const anonymous = await call(t.app, 'PATCH', '/api/app/profile', { body: { first_name: 'X' } });
    expect(anonymous.status).toBe(401);
  });

  it('changes the password only with the current one, signs out other sessions and keeps this one', async () => {
    const owner = await registerOwner(t, { trial: false });
    const other = await login(owner.email, strongPassword);
    expect(other.status).toBe(200);
    const otherToken = other.body.data.token as string;

    const missing = await call(t.app, 'POST', '/api/app/profile/change-password', {
      token: owner.token,
      body: { new_password: 'brand-new-pass-1' },
    });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain(PROFILE_MESSAGES.currentPasswordRequired);
    const wrong = await call(t.app, 'POST', '/api/app/profile/change-password', {
      token: owner.token,
      body: { current_password: 'not-the-password', new_password: 'brand-new-pass-1' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(PROFILE_MESSAGES.currentPasswordWrong);
    const short = await call(t.app, 'POST', '/api/app/profile/change-password', {
      token: owner.token,
      body: { current_password: strongPassword, new_password: 'short' },
    });
    expect(short.status).toBe(400);
    const same = await call(t.app, 'POST', '/api/app/profile/change-password', {
      token: owner.token,
      body: { current_password: strongPassword, new_password: strongPassword },
    });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe(PROFILE_MESSAGES.samePassword);

    const ok = await call(t.app, 'POST', '/api/app/profile/change-password', {
      token: owner.token,
      body: { current_password: strongPassword, new_password: 'brand-new-pass-1' },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.message).toBe(PROFILE_MESSAGES.passwordChanged);
    // This session goes on; the other one is signed out.
    expect((await call(t.app, 'GET', '/api/app/profile', { token: owner.token })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/app/profile', { token: otherToken })).status).toBe(401);
    expect((await login(owner.email, strongPassword)).status).toBe(401);
    expect((await login(owner.email, 'brand-new-pass-1')).status).toBe(200);
  });
  it("keeps the user's language and region, shows it on the profile the app loads, clears it with null or blank, and refuses one not offered", async () => {
    const owner = await registerOwner(t, { trial: false });
    const start = await call(t.app, 'GET', '/api/app/profile/settings', { token: owner.token });
    expect(start.body.data.user.display_locale).toBeNull();
    for (const choice of DISPLAY_LOCALE_CHOICES) {
      const res = await call(t.app, 'PATCH', '/api/app/profile', { token: owner.token, body: { display_locale: choice } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.user.display_locale).toBe(choice);
    }
    expect((await call(t.app, 'GET', '/api/app/profile', { token: owner.token })).body.data.user.display_locale).toBe('fr-FR');
    const other = await call(t.app, 'PATCH', '/api/app/profile', { token: owner.token, body: { bio: 'Hiring cooks.' } });
    expect(other.body.data.user.display_locale).toBe('fr-FR');
    const blank = await call(t.app, 'PATCH', '/api/app/profile', { token: owner.token, body: { display_locale: '' } });
    expect(blank.body.data.user.display_locale).toBeNull();
    await call(t.app, 'PATCH', '/api/app/profile', { token: owner.token, body: { display_locale: 'es-MX' } });
    const cleared = await call(t.app, 'PATCH', '/api/app/profile', { token: owner.token, body: { display_locale: null } });
    expect(cleared.body.data.user.display_locale).toBeNull();
    for (const bad of ['xx-YY', 'es', 'en_US', 42, 'de-DE; DROP TABLE users']) {
      const res = await call(t.app, 'PATCH', '/api/app/profile', { token: owner.token, body: { display_locale: bad } });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.code).toBe('validation_failed');
      expect(res.body.errors.display_locale).toBe(PROFILE_MESSAGES.displayLocaleInvalid);
    }
  });
});
