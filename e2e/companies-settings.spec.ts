import { expect, type Page, test } from '@playwright/test';
import { ORG_COMPANY_MESSAGES } from '@hiring/shared/org-company';
import { PROFILE_MESSAGES } from '@hiring/shared/profile';
import { registerOwner, shot, signIn, startTrial, violations } from './fixtures';

/** Desktop and phone pictures of the current screen, when E2E_SCREENSHOT_DIR is set. */
async function shots(page: Page, name: string) {
  await shot(page, `${name}-desktop`);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, `${name}-390`);
  expect(await violations(page)).toEqual([]);
  if (size) await page.setViewportSize(size);
}

test('an owner sees their company with its real trial subscription, usage and users, and edits it', async ({ page }) => {
  test.setTimeout(90_000);
  await registerOwner(page);
  await startTrial(page, { companyName: 'Jordan Robotics' });

  await page.goto('/org/company');
  await expect(page.getByRole('heading', { name: 'Companies' })).toBeVisible();
  // An owner sees a list of one: their own company.
  await expect(page.getByTestId('company-row')).toHaveCount(1);
  await expect(page.getByText('Page 1 of 1 · 1 company')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await shots(page, 'companies-list');

  await page.getByTestId('company-row').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/org\/company\/details\//);
  await expect(page.getByRole('tab', { name: 'General Info' })).toHaveAttribute('aria-selected', 'true');
  expect(await violations(page)).toEqual([]);
  await shots(page, 'company-general');

  await page.getByRole('tab', { name: 'Subscription' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('Trialing')).toBeVisible();
  await expect(panel.getByText('Free Trial', { exact: true })).toBeVisible();
  // en-US long dates, e.g. "November 24, 2026".
  await expect(panel.getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/).first()).toBeVisible();
  await expect(page.getByText(ORG_COMPANY_MESSAGES.subscriptionFailed)).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
  await shots(page, 'company-subscription');

  await page.getByRole('tab', { name: 'Usage' }).click();
  await expect(page.getByTestId('usage-metric').first()).toBeVisible();
  await expect(page.getByText(/^\d+ of (\d+|Unlimited)$/).first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await shots(page, 'company-usage');

  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page.getByTestId('company-user')).toHaveCount(1);
  await expect(page.getByTestId('company-user')).toContainText('Jordan Hiring');
  await shots(page, 'company-users');

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/org\/company\/edit\//);
  await page.getByLabel('Website').fill('not a site');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Please enter a valid website URL')).toBeVisible();
  await page.getByLabel('Company Name').fill('Jordan Robotics Ltd');
  await page.getByLabel('Website').fill('jordan-robotics.example');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(ORG_COMPANY_MESSAGES.updated)).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await shots(page, 'company-edit');
  await page.reload();
  await expect(page.getByLabel('Company Name')).toHaveValue('Jordan Robotics Ltd');
  await expect(page.getByLabel('Website')).toHaveValue('https://jordan-robotics.example');
});

test('settings save and survive a reload; a changed password signs in, the old one no longer does', async ({ page }) => {
  test.setTimeout(90_000);
  await registerOwner(page);
  const email = await page.evaluate(() => JSON.parse(window.localStorage.getItem('user') ?? '{}').email as string | undefined);

  await page.goto('/profile/settings');
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Email notifications' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Browser notifications' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Mobile push notifications' })).not.toBeChecked();
  await page.getByLabel('Phone').fill('+1 415 555 0100');
  await page.getByLabel('Position').fill('Head of Talent');
  await page.getByLabel('Department').fill('People');
  await page.getByRole('checkbox', { name: 'Mobile push notifications' }).check();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(PROFILE_MESSAGES.saved)).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await shots(page, 'profile-settings');
  await page.reload();
  await expect(page.getByLabel('Position')).toHaveValue('Head of Talent');
  await expect(page.getByLabel('Phone')).toHaveValue('+1 415 555 0100');
  await expect(page.getByRole('checkbox', { name: 'Mobile push notifications' })).toBeChecked();

  // /settings saves its fields too.
  await page.goto('/settings');
  await page.getByLabel('First name').fill('Jordana');
  await page.getByRole('checkbox', { name: /Push notifications/ }).uncheck();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(PROFILE_MESSAGES.saved)).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await shots(page, 'settings');
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Jordana');
  await expect(page.getByRole('checkbox', { name: /Push notifications/ })).not.toBeChecked();

  // Change Password: the current one is required, then sign in with the new one.
  await page.goto('/profile/settings');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel(/^New password/).fill('jobs-pass-456');
  await page.getByLabel('Confirm new password').fill('jobs-pass-456');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText(PROFILE_MESSAGES.currentPasswordWrong)).toBeVisible();
  await page.getByLabel('Current password').fill('jobs-pass-123');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText(PROFILE_MESSAGES.passwordChanged)).toBeVisible();
  await shots(page, 'change-password');

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth/);
  expect(email).toBeTruthy();
  await signIn(page, { email: email!, password: 'jobs-pass-123' });
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
  await signIn(page, { email: email!, password: 'jobs-pass-456' });
  await expect(page).toHaveURL(/\/dashboard/);
});
