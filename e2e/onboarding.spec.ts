import { BILLING_CLIENT_MESSAGES } from '@hiring/shared/billing';
import { ONBOARDING_MESSAGES } from '@hiring/shared/onboarding';
import { BACK_TO_SETUP } from '@hiring/shared/onboarding-steps';
import { expect, type Page, test } from '@playwright/test';
import { ONBOARDING_REDIRECT_MS, shot, uniqueEmail, violations } from './fixtures';

/** Desktop and phone pictures of the screen, and no sideways scrolling at 390 px. */
async function shots(page: Page, name: string) {
  await shot(page, `${name}-desktop`);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth), `${name} overflows at 390 px`).toBe(false);
  expect(await violations(page), `${name} at 390 px`).toEqual([]);
  await shot(page, `${name}-390`);
  if (size) await page.setViewportSize(size);
}

async function register(page: Page, label: string) {
  const email = uniqueEmail(label);
  await page.goto('/auth/register');
  await page.getByLabel('First name').fill('Olive');
  await page.getByLabel('Last name').fill('Owner');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('onboard-pass-1');
  await page.getByLabel('Confirm password').fill('onboard-pass-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  return email;
}

const currentStep = (page: Page) => page.getByRole('navigation', { name: 'Setup progress' }).locator('[aria-current="step"]');

test('a new owner is offered the setup, fills the company, adds an invite, resumes after a reload and completes', async ({ page }) => {
  test.setTimeout(180_000);
  await register(page, 'onboard');

  // Offered once, right after registering.
  await expect(page).toHaveURL(/\/onboarding\/welcome$/, { timeout: ONBOARDING_REDIRECT_MS });
  await expect(page.getByRole('heading', { name: 'Welcome to your hiring workspace' })).toBeVisible();
  await expect(currentStep(page)).toContainText('Welcome');
  expect(await violations(page)).toEqual([]);
  await shots(page, 'onboarding-welcome');
  await page.getByRole('button', { name: 'Get started' }).click();

  // Company info: the company form itself; Next once the required fields are saved.
  await expect(page).toHaveURL(/\/onboarding\/company-info$/);
  await expect(currentStep(page)).toContainText('Company info');
  await expect(page.getByText(ONBOARDING_MESSAGES.companyIncomplete)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByLabel('Company Name').fill('Northwind Talent');
  await page.getByLabel('Industry').selectOption('technology');
  await page.getByLabel('Company Size').selectOption('11-50');
  await page.getByLabel('Website').fill('northwind.example.com');
  await page.getByLabel('Company Description').fill('We hire engineers for climate startups.');
  expect(await violations(page)).toEqual([]);
  await shots(page, 'onboarding-company');
  await page.getByRole('button', { name: 'Save Company Information' }).click();
  await expect(page.getByText('Company information updated successfully!')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  // The trial gives the company seats to invite into (the invitations go out at the end). Started
  // from the step, it keeps the list typed so far and leads back to the step (decision 514).
  await expect(page).toHaveURL(/\/onboarding\/team-setup$/);
  const invitee = uniqueEmail('teammate');
  await page.getByLabel('Email of person 1').fill(invitee);
  await page.getByRole('link', { name: 'Start Free Trial' }).click();
  await expect(page.getByRole('heading', { name: 'Start your free trial' })).toBeVisible();
  await expect(page.getByRole('link', { name: BACK_TO_SETUP })).toHaveAttribute('href', '/onboarding/team-setup');
  await page.getByLabel(/Company name/).fill('Northwind Talent');
  await page.getByLabel(/Company size/).selectOption('11-50');
  await page.getByLabel(/Country/).selectOption('GB');
  await page.getByRole('button', { name: 'Start Free Trial' }).click();
  await expect(page.getByRole('heading', { name: BILLING_CLIENT_MESSAGES.trialCompletedTitle })).toBeVisible();
  await shot(page, 'onboarding-trial-completed');
  await page.getByRole('link', { name: BACK_TO_SETUP }).click();
  await expect(page).toHaveURL(/\/onboarding\/team-setup$/);
  await expect(page.getByLabel('Email of person 1')).toHaveValue(invitee);
  await expect(page.getByText(ONBOARDING_MESSAGES.invitesNeedPlan)).toHaveCount(0);

  // Team setup: validated, then saved.
  await page.getByLabel('Email of person 1').fill('not-an-email');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByLabel('Email of person 1')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Email of person 1').fill(invitee);
  await page.getByLabel('Role of person 1').selectOption('admin');
  expect(await violations(page)).toEqual([]);
  await shots(page, 'onboarding-team');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/onboarding\/product-selection$/);

  // A reload resumes at the saved step; Back shows the saved invite.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'What do you want to use first?' })).toBeVisible();
  await expect(currentStep(page)).toContainText('Products');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/onboarding\/team-setup$/);
  await expect(page.getByLabel('Email of person 1')).toHaveValue(invitee);
  await expect(page.getByLabel('Role of person 1')).toHaveValue('admin');
  await page.getByRole('button', { name: 'Next' }).click();

  // Products, then finish.
  await expect(page).toHaveURL(/\/onboarding\/product-selection$/);
  await page.getByLabel('Job positions & AI goals').check();
  await page.getByLabel('Talent pool').check();
  expect(await violations(page)).toEqual([]);
  await shots(page, 'onboarding-products');
  await page.getByRole('button', { name: 'Finish setup' }).click();

  await expect(page).toHaveURL(/\/onboarding\/complete$/);
  await expect(page.getByRole('heading', { name: "You're all set" })).toBeVisible();
  await expect(page.getByText('Northwind Talent')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: invitee })).toContainText(ONBOARDING_MESSAGES.inviteSent);
  await expect(page.getByRole('link', { name: 'Create your first job' })).toHaveAttribute('href', '/job-listing/create');
  await expect(page.getByRole('link', { name: 'Open the candidate pool' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Skip for now' })).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
  await shots(page, 'onboarding-complete');

  // The company profile holds what was typed, and the invitation is on the team page.
  await page.goto('/profile/settings');
  await expect(page.getByText('Northwind Talent').first()).toBeVisible();
  await expect(page.getByText('https://northwind.example.com').first()).toBeVisible();
  await page.goto('/profile/team');
  await expect(page.getByTestId('invite-row').filter({ hasText: invitee })).toContainText('Pending');

  // Completed: the dashboard neither redirects nor offers the card.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Finish setting up' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a new owner skips the setup and resumes it from the dashboard card at the saved step', async ({ page }) => {
  test.setTimeout(90_000);
  await register(page, 'skipper');
  await expect(page).toHaveURL(/\/onboarding\/welcome$/, { timeout: ONBOARDING_REDIRECT_MS });
  await page.getByRole('button', { name: 'Get started' }).click();
  await expect(page).toHaveURL(/\/onboarding\/company-info$/);
  await page.getByRole('button', { name: 'Skip for now' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.getByRole('region', { name: 'Finish setting up' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('You skipped the setup');
  await expect(card).toContainText('step 2 of 5, Company info');
  expect(await violations(page)).toEqual([]);
  await shots(page, 'onboarding-dashboard-card');

  // Another visit to the dashboard does not redirect again.
  await page.reload();
  await expect(card).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Opening it again clears the skip (one start call), at the saved step.
  const started = page.waitForResponse((r) => r.url().endsWith('/api/app/onboarding/start') && r.status() === 200);
  await card.getByRole('link', { name: 'Resume setup' }).click();
  await started;
  await expect(page).toHaveURL(/\/onboarding\/company-info$/);
  await expect(page.getByRole('heading', { name: 'Tell us about your company' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(card).toBeVisible();
  await expect(card).not.toContainText('You skipped the setup');
});
