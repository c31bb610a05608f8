import { EMAIL_NOTIFICATIONS_DESCRIPTION, PROFILE_MESSAGES, type ProfileSettings } from '@hiring/shared/profile';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockFetch, ok } from '@/testing/fetch-mock';
import { makeUser } from '@/testing/fixtures';
import { renderAt, signIn } from '@/testing/render';
import { SettingsRoute } from './settings';

const settings = (overrides: Partial<ProfileSettings> = {}): ProfileSettings => ({
  user: makeUser(),
  notifications: { email: true, browser: true, mobile: false },
  ...overrides,
});

describe('/settings', () => {
  it('fills the form from the server: email, names and the two notification checkboxes', async () => {
    signIn();
    mockFetch({ 'GET /app/profile/settings': ok(settings({ notifications: { email: false, browser: true, mobile: false } })) });
    renderAt(<SettingsRoute />);
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe('ada@example.com');
    expect((screen.getByLabelText(/First name/) as HTMLInputElement).value).toBe('Ada');
    expect((screen.getByRole('checkbox', { name: /Email notifications/ }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: /Push notifications/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('says which mails "Email notifications" turns on and off', async () => {
    signIn();
    mockFetch({ 'GET /app/profile/settings': ok(settings()) });
    renderAt(<SettingsRoute />);
    const email = await screen.findByRole('checkbox', { name: /Email notifications/ });
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(EMAIL_NOTIFICATIONS_DESCRIPTION);
    expect(EMAIL_NOTIFICATIONS_DESCRIPTION).toBe(
      'Interview completions, accepted invitations, and for owners and admins the trial, payments and cancellations, by email.',
    );
  });

  it('saves the names and notifications with PATCH /app/profile and says so', async () => {
    signIn();
    const { calls } = mockFetch({
      'GET /app/profile/settings': ok(settings()),
      'PATCH /app/profile': ok(
        settings({ user: makeUser({ first_name: 'Augusta' }), notifications: { email: true, browser: false, mobile: false } }),
      ),
    });
    renderAt(<SettingsRoute />);
    fireEvent.change(await screen.findByLabelText(/First name/), { target: { value: 'Augusta' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Push notifications/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(PROFILE_MESSAGES.saved)).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      first_name: 'Augusta',
      last_name: 'Lovelace',
      notifications: { email: true, browser: false },
    });
  });

  it('requires the names before sending, and shows a server refusal on the field', async () => {
    signIn();
    const { calls } = mockFetch({
      'GET /app/profile/settings': ok(settings()),
      'PATCH /app/profile': fail(400, 'Bad request', { last_name: 'Last name is required' }),
    });
    renderAt(<SettingsRoute />);
    fireEvent.change(await screen.findByLabelText(/First name/), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(false));
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Last name is required')).toBeTruthy();
  });
});
