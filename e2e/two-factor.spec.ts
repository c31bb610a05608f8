import { expect, type Page, test } from '@playwright/test';
import { TWO_FACTOR_MESSAGES } from '@hiring/shared/two-factor';
import { generate } from 'otplib';
import { shot, skipOnboarding, uniqueEmail, violations } from './fixtures';

const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** Desktop and 390 px pictures (when E2E_SCREENSHOT_DIR is set), and no sideways scrolling at 390 px. */
async function shots(page: Page, name: string) {
  await shot(page, `${name}-desktop`, { fullPage: false });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await overflows(page)).toBe(false);
  await shot(page, `${name}-390`, { fullPage: false });
  if (size) await page.setViewportSize(size);
}

/**
 * The authenticator app: the code of the earliest 30 s step after the last one used (the server
 * accepts each step once, and one step either side of now), waiting for the clock when needed.
 */
function authenticator(secret: string) {
  let last = 0;
  return async () => {
    const current = () => Math.floor(Date.now() / 1000 / 30);
    // Not the step before now: it may pass out of the window on the way to the server.
    const step = Math.max(current(), last + 1);
    while (step > current() + 1) await new Promise((r) => setTimeout(r, 1000));
    last = step;
    return generate({ secret, epoch: step * 30 });
  };
}

const PASSWORD = 'two-factor-pass-1';

async function signInWithPassword(page: Page, email: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth/);
}

test('a member turns on two-factor, signs in with a code and with a recovery code, then turns it off', async ({ page }) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('two-factor');
  await page.goto('/auth/register');
  await page.getByLabel('First name').fill('Tess');
  await page.getByLabel('Last name').fill('Factor');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await skipOnboarding(page);

  // Setup: QR code and manual key; a wrong code is refused on its field.
  await page.goto('/profile/settings');
  await page.getByRole('button', { name: 'Enable Two-Factor Authentication' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enable Two-Factor Authentication' });
  await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = ((await dialog.getByTestId('manual-key').textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const app = authenticator(secret);
  expect(await violations(page)).toEqual([]);
  await shots(page, 'two-factor-setup-dialog');
  const code = dialog.getByLabel(/Code from your authenticator app/);
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await code.fill('12');
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await expect(dialog.getByText(TWO_FACTOR_MESSAGES.codeFormat)).toBeVisible();
  await code.fill(await app());
  await dialog.getByRole('button', { name: 'Turn on' }).click();

  // Recovery codes, shown once.
  const codesDialog = page.getByRole('dialog', { name: 'Two-factor authentication is on' });
  await expect(codesDialog.getByTestId('recovery-code')).toHaveCount(10);
  const recoveryCodes = (await codesDialog.getByTestId('recovery-code').allInnerTexts()).map((c) => c.trim());
  expect(await violations(page)).toEqual([]);
  await shots(page, 'two-factor-recovery-codes');
  await codesDialog.getByRole('button', { name: 'I saved them' }).click();
  await expect(page.getByText('Enabled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Regenerate recovery codes' })).toBeVisible();
  await page.getByRole('button', { name: 'Regenerate recovery codes' }).scrollIntoViewIfNeeded();
  await shots(page, 'two-factor-settings-enabled');

  // Password, then the code.
  await logOut(page);
  await signInWithPassword(page, email);
  const step = page.getByLabel('Authentication code');
  await expect(step).toBeVisible();
  await expect(step).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(step).toHaveAttribute('inputmode', 'numeric');
  await expect(step).toBeFocused();
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  expect(await violations(page)).toEqual([]);
  await step.fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(TWO_FACTOR_MESSAGES.codeInvalid)).toBeVisible();
  await shots(page, 'two-factor-sign-in-step');
  await step.fill(await app());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Password, then a recovery code; it works once.
  await logOut(page);
  await signInWithPassword(page, email);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
  await shots(page, 'two-factor-sign-in-recovery');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Turn it off with the password and a code.
  await page.goto('/profile/settings');
  await expect(page.getByText('9 recovery codes left', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Disable', exact: true }).click();
  const disable = page.getByRole('dialog', { name: 'Disable two-factor authentication' });
  await disable.getByLabel(/Current password/).fill(PASSWORD);
  await disable.getByLabel(/Code from your authenticator app/).fill(await app());
  expect(await violations(page)).toEqual([]);
  await shots(page, 'two-factor-disable-dialog');
  await disable.getByRole('button', { name: 'Disable', exact: true }).click();
  await expect(page.getByText(TWO_FACTOR_MESSAGES.disabled)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enable Two-Factor Authentication' })).toBeVisible();

  // The password alone signs in again.
  await logOut(page);
  await signInWithPassword(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
});
