import { API_KEY_MESSAGES } from '@hiring/shared/api-keys';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockFetch, ok } from '@/testing/fetch-mock';
import { renderAt, signIn } from '@/testing/render';
import { ApiKeysSection } from './api-keys-section';

const listed = {
  id: 'k1',
  name: 'Greenhouse sync',
  scopes: ['positions:read', 'links:create'],
  hint: 'hsk_abcd',
  created_at: '2026-11-30T10:00:00.000Z',
  expires_at: null,
  last_used_at: null,
  created_by: 'u1',
  expired: false,
};

describe('API keys on the settings page', () => {
  it('shows the empty state, asks for a name, creates a key and shows it once', async () => {
    signIn('owner');
    let items: (typeof listed)[] = [];
    const { callsTo } = mockFetch({
      'GET /app/api-keys': () => ok({ items }),
      'POST /app/api-keys': () => {
        items = [listed];
        return ok({ ...listed, key: 'hsk_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG' });
      },
    });
    renderAt(<ApiKeysSection />);
    expect(await screen.findByText(API_KEY_MESSAGES.empty)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText(API_KEY_MESSAGES.nameRequired)).toBeTruthy();
    expect(callsTo('POST /app/api-keys')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'Greenhouse sync' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Create interview links/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    const created = await screen.findByRole('dialog', { name: 'API key created' });
    expect(within(created).getByText(API_KEY_MESSAGES.shownOnce)).toBeTruthy();
    expect((within(created).getByTestId('new-api-key') as HTMLInputElement).value).toMatch(/^hsk_/);
    expect(callsTo('POST /app/api-keys')[0]?.body).toEqual({
      name: 'Greenhouse sync',
      scopes: ['positions:read', 'interviews:read', 'links:create'],
      expires_at: null,
    });
    fireEvent.click(within(created).getByRole('button', { name: 'Done' }));
    const item = await screen.findByRole('listitem', { name: 'Greenhouse sync' });
    expect(within(item).getByText('hsk_abcd…')).toBeTruthy();
    expect(within(item).getByText(/Last used never/)).toBeTruthy();
    expect(screen.queryByTestId('new-api-key')).toBeNull();
  });

  it('shows an error with a retry when the keys cannot be loaded', async () => {
    signIn('owner');
    let down = true;
    mockFetch({ 'GET /app/api-keys': () => (down ? fail(500, 'Server error') : ok({ items: [listed] })) });
    renderAt(<ApiKeysSection />);
    expect(await screen.findByText(API_KEY_MESSAGES.loadError)).toBeTruthy();
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Greenhouse sync' })).toBeTruthy();
  });
});
