import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, signIn } from '@/testing/render';
import { SETTINGS_NOT_SAVED_MESSAGE, SettingsRoute } from './settings';

describe('settings page', () => {
  it('shows the placeholder form filled from the session: email, name, two notification checkboxes', () => {
    signIn();
    renderAt(<SettingsRoute />);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada Lovelace');
    expect(screen.getByRole('checkbox', { name: 'Email notifications' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Push notifications' })).toBeTruthy();
  });

  it('says plainly that Save Changes does not store anything yet', () => {
    signIn();
    renderAt(<SettingsRoute />);
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('alert').textContent).toBe(SETTINGS_NOT_SAVED_MESSAGE);
  });
});
