import { AUTH_MESSAGES } from '@hiring/shared/auth';
import { ACCESS_MESSAGES } from '@hiring/shared/roles';
import { expect, test } from '@playwright/test';
import { E2E_USER, shot, signIn } from './fixtures';

test('a plain `user` is offered nothing that ends in Access denied', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // No New Job, no job listing links, no trial offer: the member is told who can act.
  await expect(page.getByRole('link', { name: 'New Job' })).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: /Listing/ })).toHaveCount(0);
  await expect(
    page.getByRole('link', { name: /Start Free Trial|Start your free trial|to Unlock|View job listings|Create a listing/ }),
  ).toHaveCount(0);
  await expect(page.getByText(ACCESS_MESSAGES.askManagerToSubscribe).first()).toBeVisible();
  await shot(page, 'user-dashboard');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'user-dashboard-phone');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await expect(drawer.getByRole('link', { name: 'New Job' })).toHaveCount(0);
  await expect(drawer.getByRole('link', { name: /Listing/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Every link the member can see opens a page, never Access denied.
  const hrefs = await page
    .getByRole('link')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')).filter((h): h is string => !!h?.startsWith('/')))]);
  for (const href of hrefs) {
    await page.goto(href);
    await expect(page, href).not.toHaveURL(/\/access-denied$/);
  }
});

test('a plain `user` gets no top-bar search: nothing it could find would open for them', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('link', { name: 'Settings', exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Search' })).toHaveCount(0);
});

test('the not-found page offers a signed-in member the dashboard, not Sign in', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  // A mistyped address inside a built area is not a screen "coming soon" (decision 479).
  await page.goto('/job-listing/some-id/not-a-screen');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('Coming soon')).toHaveCount(0);
});

test('sign-in: Tab goes Email, Password, Forgot password?; a new attempt clears "You have been signed out."', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText(AUTH_MESSAGES.loggedOut)).toBeVisible();

  await page.getByLabel('Email').focus();
  await page.keyboard.type(E2E_USER.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type('not-the-password');
  await page.keyboard.press('Tab');
  // On /auth the views switch in place, so the link is a button there.
  await expect(page.getByRole('button', { name: 'Forgot password?' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText(AUTH_MESSAGES.invalidCredentials);
  await expect(page.getByText(AUTH_MESSAGES.loggedOut)).toHaveCount(0);
  await shot(page, 'sign-in-error');
});
