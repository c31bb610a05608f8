import { expect, test } from '@playwright/test';
import { signIn, violations } from './fixtures';

for (const path of ['/auth', '/auth/register', '/auth/forgot-password', '/sign-in', '/auth/reset-password/some-token', '/access-denied']) {
  test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main, [role="main"]').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}

test('the sign-in form shows its errors accessibly and has no violations then', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  expect(await violations(page)).toEqual([]);
});

test('a primary button under the pointer keeps its text readable (contrast 4.5:1 while hovered)', async ({ page }) => {
  await page.goto('/auth');
  const button = page.getByRole('button', { name: 'Sign in', exact: true });
  await button.hover();
  // Past the colour transition, so axe reads the hovered colours themselves.
  await expect.poll(() => button.evaluate((el) => el.getAnimations().length)).toBe(0);
  expect(await violations(page)).toEqual([]);
});

for (const path of ['/dashboard', '/settings', '/dashboard/analytics', '/no-such-page']) {
  test(`${path} signed in has no WCAG A/AA violations`, async ({ page }) => {
    await signIn(page);
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}

test('the sign-in form works from the keyboard alone', async ({ page }) => {
  await page.goto('/sign-in');
  // From the email field, Tab reaches the password, then "Forgot password?" below it.
  await page.getByLabel('Email').focus();
  await page.keyboard.type(process.env.E2E_USER_EMAIL ?? 'e2e-user@example.com');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(process.env.E2E_USER_PASSWORD ?? 'e2e-secret-1');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: /forgot password/i })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
});
