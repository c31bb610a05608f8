import { TWO_FACTOR_MESSAGES } from '@hiring/shared/two-factor';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockFetch, ok } from '@/testing/fetch-mock';
import { renderAt, signIn } from '@/testing/render';
import { TwoFactorSection } from './two-factor-section';

const off = { enabled: false, enabled_at: null, recovery_codes_remaining: 0 };
const on = { enabled: true, enabled_at: '2026-11-24T00:00:00.000Z', recovery_codes_remaining: 10 };
const codes = Array.from({ length: 10 }, (_, i) => `aaaa${i}-bbbb${i}`);

describe('two-factor on the settings page', () => {
  it('sets up with the QR code and manual key, refuses a malformed code, then shows the recovery codes once', async () => {
    signIn('user');
    const { callsTo } = mockFetch({
      'GET /app/profile/two-factor': ok(off),
      'POST /app/profile/two-factor/setup': ok({
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
        otpauth_uri: 'otpauth://totp/x',
        qr_data_url: 'data:image/svg+xml;base64,PHN2Zy8+',
      }),
      'POST /app/profile/two-factor/enable': [
        fail(400, TWO_FACTOR_MESSAGES.codeInvalid, { code: TWO_FACTOR_MESSAGES.codeInvalid }),
        ok({ recovery_codes: codes, status: on }),
      ],
    });
    renderAt(<TwoFactorSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Enable Two-Factor Authentication' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enable Two-Factor Authentication' });
    expect(await within(dialog).findByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(within(dialog).getByTestId('manual-key').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    const code = within(dialog).getByLabelText(/Code from your authenticator app/);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.change(code, { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByText(TWO_FACTOR_MESSAGES.codeFormat)).toBeTruthy();
    expect(callsTo('POST /app/profile/two-factor/enable')).toHaveLength(0);
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByText(TWO_FACTOR_MESSAGES.codeInvalid)).toBeTruthy();
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    const saved = await screen.findByRole('dialog', { name: 'Two-factor authentication is on' });
    expect(
      within(saved)
        .getAllByTestId('recovery-code')
        .map((li) => li.textContent),
    ).toEqual(codes);
    fireEvent.click(within(saved).getByRole('button', { name: 'I saved them' }));
    expect(await screen.findByText('Enabled')).toBeTruthy();
    expect(screen.queryByTestId('recovery-code')).toBeNull();
    expect(screen.getByText(/10 recovery codes left/)).toBeTruthy();
  });

  it('disables with the current password and a code, showing a wrong password on its field', async () => {
    signIn('user');
    const { callsTo } = mockFetch({
      'GET /app/profile/two-factor': ok(on),
      'POST /app/profile/two-factor/disable': [
        fail(400, TWO_FACTOR_MESSAGES.passwordWrong, { password: TWO_FACTOR_MESSAGES.passwordWrong }),
        ok({ message: TWO_FACTOR_MESSAGES.disabled }),
      ],
    });
    renderAt(<TwoFactorSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable two-factor authentication' });
    fireEvent.change(within(dialog).getByLabelText(/Current password/), { target: { value: 'wrong-one' } });
    fireEvent.change(within(dialog).getByLabelText(/Code from your authenticator app/), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await within(dialog).findByText(TWO_FACTOR_MESSAGES.passwordWrong)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.disabled)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enable Two-Factor Authentication' })).toBeTruthy();
    expect(callsTo('POST /app/profile/two-factor/disable')[1]?.body).toEqual({ password: 'wrong-one', code: '123456' });
  });

  it('regenerates recovery codes with a recovery code instead of a code', async () => {
    signIn('user');
    const { callsTo } = mockFetch({
      'GET /app/profile/two-factor': ok({ ...on, recovery_codes_remaining: 3 }),
      'POST /app/profile/two-factor/recovery-codes': ok({ recovery_codes: codes, status: on }),
    });
    renderAt(<TwoFactorSection />);
    expect(await screen.findByText(/3 recovery codes left/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Regenerate recovery codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Regenerate recovery codes' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use a recovery code instead' }));
    fireEvent.change(within(dialog).getByLabelText(/Recovery code/), { target: { value: 'abcde-fghjk' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    const fresh = await screen.findByRole('dialog', { name: 'New recovery codes' });
    expect(within(fresh).getAllByTestId('recovery-code')).toHaveLength(10);
    expect(callsTo('POST /app/profile/two-factor/recovery-codes')[0]?.body).toEqual({ recovery_code: 'abcde-fghjk' });
    fireEvent.click(within(fresh).getByRole('button', { name: 'I saved them' }));
    expect(await screen.findByText(/10 recovery codes left/)).toBeTruthy();
  });

  it('says when the status cannot be loaded, with Try again', async () => {
    signIn('user');
    mockFetch({ 'GET /app/profile/two-factor': fail(500) });
    renderAt(<TwoFactorSection />);
    expect(await screen.findByText('Could not load your two-factor settings.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
