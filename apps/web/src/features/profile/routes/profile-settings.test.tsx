import { applyUserLocale, DISPLAY_LOCALE_CHOICES, displayLocale, formatNumber } from '@hiring/shared/locale';
import { getSession } from '@/lib/session-storage';
import { DEFAULT_NOTIFICATION_PREFERENCES, PROFILE_MESSAGES, type ProfileSettings } from '@hiring/shared/profile';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockFetch, ok } from '@/testing/fetch-mock';
import { makeUser } from '@/testing/fixtures';
import { renderAt, signIn } from '@/testing/render';
import { PROFILE_LOAD_ERROR } from './profile-overview';
import { changePasswordFormSchema, ProfileSettingsRoute } from './profile-settings';

const settings = (overrides: Partial<ProfileSettings> = {}): ProfileSettings => ({
  user: makeUser({ role: 'owner' }),
  notifications: { ...DEFAULT_NOTIFICATION_PREFERENCES },
  ...overrides,
});

const CompanySection = () => <p>Embedded company form</p>;
const open = () => renderAt(<ProfileSettingsRoute CompanySection={CompanySection} />, { path: '/profile/settings' });

describe('/profile/settings (spec 02 §2.4)', () => {
  it('shows personal, work, company, notification and account sections; defaults email and browser on, mobile off', async () => {
    signIn('owner');
    mockFetch({ 'GET /app/profile/settings': ok(settings()) });
    open();
    expect(await screen.findByRole('heading', { name: 'Personal Information' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Work Information' })).toBeTruthy();
    expect(screen.getByText('Embedded company form')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Email notifications' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Browser notifications' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Mobile push notifications' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('Admin Permissions').nextElementSibling?.textContent).toBe('Yes');
  });

  it('shows Admin Permissions No for a role without manage_users, and no company form to edit', async () => {
    signIn('member');
    mockFetch({ 'GET /app/profile/settings': ok(settings({ user: makeUser({ role: 'member' }) })) });
    open();
    expect((await screen.findByText('Admin Permissions')).nextElementSibling?.textContent).toBe('No');
    expect(screen.queryByText('Embedded company form')).toBeNull();
  });

  it('saves with PATCH /app/profile and shows the success message', async () => {
    signIn('owner');
    const { calls } = mockFetch({
      'GET /app/profile/settings': ok(settings()),
      'PATCH /app/profile': (call) =>
        ok(settings({ user: makeUser({ role: 'owner', position: 'CTO' }), notifications: (call.body as ProfileSettings).notifications })),
    });
    open();
    fireEvent.change(await screen.findByLabelText(/Position/), { target: { value: 'CTO' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mobile push notifications' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(PROFILE_MESSAGES.saved)).toBeTruthy();
    const body = calls.find((c) => c.method === 'PATCH')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ position: 'CTO', notifications: { email: true, browser: true, mobile: true } });
  });

  it('shows the profile load error when the settings do not load', async () => {
    signIn('owner');
    mockFetch({ 'GET /app/profile/settings': fail(500, 'Down') });
    open();
    expect((await screen.findByRole('alert')).textContent).toContain(PROFILE_LOAD_ERROR);
  });

  it('changes the password with the current one, and shows a wrong current password on its field', async () => {
    signIn('owner');
    const { calls } = mockFetch({
      'GET /app/profile/settings': ok(settings()),
      'POST /app/profile/change-password': [
        fail(400, PROFILE_MESSAGES.currentPasswordWrong),
        ok({ message: PROFILE_MESSAGES.passwordChanged }),
      ],
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Change Password' }));
    fireEvent.change(screen.getByLabelText(/Current password/), { target: { value: 'wrong-one' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'brand-new-pass-1' } });
    fireEvent.change(screen.getByLabelText(/Confirm new password/), { target: { value: 'brand-new-pass-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText(PROFILE_MESSAGES.currentPasswordWrong)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Current password/), { target: { value: 'right-one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText(PROFILE_MESSAGES.passwordChanged)).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(calls.at(-1)?.body).toEqual({ current_password: 'right-one', new_password: 'brand-new-pass-1' });
  });

  it('requires the current password and a matching confirmation', () => {
    const r = changePasswordFormSchema.safeParse({ current_password: '', new_password: 'brand-new-pass-1', confirm_password: 'other' });
    const fields = Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(fields.current_password).toBe(PROFILE_MESSAGES.currentPasswordRequired);
    expect(fields.confirm_password).toBe('Passwords do not match');
  });
  it('offers a Language and region choice, saves it on the profile, and formats dates and numbers in it at once', async () => {
    signIn('owner');
    const { calls } = mockFetch({
      'GET /app/profile/settings': ok(settings()),
      'PATCH /app/profile': (call) =>
        ok(settings({ user: makeUser({ role: 'owner', display_locale: (call.body as { display_locale: string }).display_locale }) })),
    });
    open();
    const select = (await screen.findByRole('combobox', { name: 'Language and region' })) as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['', ...DISPLAY_LOCALE_CHOICES]);
    expect(select.options[0]?.textContent).toBe('Browser default');
    expect(select.value).toBe('');
    fireEvent.change(select, { target: { value: 'de-DE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ display_locale: 'de-DE' });
    await waitFor(() => expect(getSession().user?.display_locale).toBe('de-DE'));
    expect(applyUserLocale(getSession().user?.display_locale)).toBe('de-DE');
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(applyUserLocale(null)).toBe(displayLocale());
  });
});
