import { BILLING_CLIENT_MESSAGES, BILLING_MESSAGES, SUBSCRIPTION_CARD_STATES } from '@hiring/shared/billing';
import { expect, type Page, test } from '@playwright/test';
import { skipOnboarding, uniqueEmail, violations } from './fixtures';

// A sign-up, one or two sandbox checkouts and an invoice PDF per test: on the 2-core machine these took
// 30-60 s once the payments also queue their notification mails, past the suite's default 30 s.
test.describe.configure({ timeout: 90_000 });

/** A brand-new account (owner of a new company, trial eligible) signed in on the dashboard. */
async function registerNewAccount(page: Page, label: string) {
  const email = uniqueEmail(label);
  await page.goto('/auth/register');
  await page.getByLabel('First name').fill('Billie');
  await page.getByLabel('Last name').fill('Buyer');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('billing-pass-1');
  await page.getByLabel('Confirm password').fill('billing-pass-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await skipOnboarding(page);
  await expect(page.getByRole('heading', { name: 'Welcome, Billie!' })).toBeVisible();
  return email;
}

async function fillCompany(page: Page) {
  await page.getByLabel(/Company name/).fill('Buyer & Co');
  await page.getByLabel(/Company size/).selectOption('11-50');
  await page.getByLabel(/Country/).selectOption('GB');
}

/** The company and billing address a paid plan asks for, then on to the processor's checkout. */
async function fillPaidDetails(page: Page) {
  await fillCompany(page);
  await page.getByLabel(/Phone number/).fill('+44 20 7946 0000');
  await page.getByLabel(/^Address/).fill('1 High Street');
  await page.getByLabel(/City/).fill('London');
  await page.getByLabel(/State\/province/).fill('Greater London');
  await page.getByLabel(/Postal code/).fill('EC1A 1BB');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
}

test('a new account starts the free trial from the dashboard and comes back to unlocked steps', async ({ page }) => {
  await registerNewAccount(page, 'trial');
  // Locked steps and the trial offer.
  await expect(page.getByRole('heading', { name: 'Start your 14-day free trial' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Start Free Trial to Unlock/ })).toHaveCount(3);

  await page.getByRole('link', { name: 'Start Free Trial', exact: true }).click();
  await expect(page).toHaveURL(/\/billing\/subscription\/create\?packageId=.+&billingCycle=monthly$/);
  await expect(page.getByRole('heading', { name: 'Start your free trial' })).toBeVisible();
  await expect(page.getByLabel(/First name/)).toHaveValue('Billie');

  // The rules of spec 01 §5 before anything is sent.
  await page.getByRole('button', { name: 'Start Free Trial' }).click();
  await expect(page.getByText('Company name is required')).toBeVisible();
  await expect(page.getByText('Company size is required')).toBeVisible();
  await expect(page.getByText('Country is required')).toBeVisible();

  await fillCompany(page);
  await page.getByRole('button', { name: 'Start Free Trial' }).click();
  await expect(page).toHaveURL(/\/billing\/subscription\/completed$/);
  await expect(page.getByRole('heading', { name: BILLING_CLIENT_MESSAGES.trialCompletedTitle })).toBeVisible();
  await expect(page.getByText('Trialing')).toBeVisible();

  await page.getByRole('link', { name: /Go to dashboard/ }).click();
  await expect(page.getByRole('heading', { name: /Your free trial is active: 14 days left/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /to Unlock/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Create a listing' })).toHaveAttribute('href', '/job-listing/create');

  // A second trial is refused: the management card no longer offers it.
  await page.goto('/billing/subscription');
  await expect(page.getByRole('heading', { name: SUBSCRIPTION_CARD_STATES.activeTrial })).toBeVisible();
  await page.goto('/billing/start-trial');
  await expect(page.getByText('You already have an active subscription')).toBeVisible();
});

test('a new account buys a plan through the sandbox checkout, gets an invoice, then cancels', async ({ page }) => {
  await registerNewAccount(page, 'paid');
  await page.goto('/billing/subscription/plan');
  const pro = page.getByRole('article', { name: 'Professional' });
  await expect(pro).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await pro.getByRole('button', { name: 'Select Professional' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/billing\/subscription\/create\?packageId=.+&billingCycle=monthly$/);
  await expect(page.getByText(BILLING_CLIENT_MESSAGES.paymentRedirectNotice)).toBeVisible();

  await fillPaidDetails(page);

  // The sandbox's test-mode checkout page on our server.
  await expect(page.getByRole('heading', { name: 'Complete your purchase' })).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/billing\/subscription\/create\/completed\?checkout=success/);
  await expect(page.getByRole('heading', { name: BILLING_CLIENT_MESSAGES.paidCompletedTitle })).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByText(/Visa ending in 4242/)).toBeVisible();

  await page.getByRole('link', { name: 'View subscription' }).click();
  await expect(page.getByRole('heading', { name: SUBSCRIPTION_CARD_STATES.activeSubscription })).toBeVisible();
  await expect(page.getByText('Enabled')).toBeVisible();

  // The payment made a real invoice with a PDF.
  await page.getByRole('link', { name: 'Billing history' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Paid' });
  await expect(row).toHaveCount(1);
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: /as PDF/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^INV-.+\.pdf$/);

  // Cancel: confirmation first, then the plan runs to the end of its period.
  await page.goto('/billing/subscription');
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(page.getByText(BILLING_MESSAGES.cancelScheduled)).toBeVisible();
  await expect(page.getByText(/^Cancels on /)).toBeVisible();
  await expect(page.getByText('Disabled')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
});

test('a failed sandbox payment comes back to management without a subscription', async ({ page }) => {
  await registerNewAccount(page, 'failed');
  await page.goto('/billing/subscription/plan');
  await page.getByRole('tab', { name: /One-time Plans/ }).click();
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Select / })
    .click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillPaidDetails(page);
  await page.getByRole('button', { name: 'Fail payment' }).click();
  await expect(page).toHaveURL(/\/billing\/subscription\?checkout=failed/);
  await expect(page.getByText('Payment not completed')).toBeVisible();
  await expect(page.getByRole('heading', { name: SUBSCRIPTION_CARD_STATES.trialAvailable })).toBeVisible();
});

test('an immediate change from Professional Annual to Business Monthly is paid now, with the unused year credited on the invoice', async ({
  page,
}) => {
  await registerNewAccount(page, 'change');
  await page.goto('/billing/subscription/plan');
  const pro = page.getByRole('article', { name: 'Professional' });
  await pro.locator('label').filter({ hasText: 'Annual' }).click();
  await pro.getByRole('button', { name: 'Select Professional' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/billingCycle=yearly$/);
  await fillPaidDetails(page);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: BILLING_CLIENT_MESSAGES.paidCompletedTitle })).toBeVisible();

  await page.goto('/billing/subscription/plan');
  const business = page.getByRole('article', { name: 'Business' });
  await business.getByRole('button', { name: 'Select Business' }).click();
  await page.getByRole('button', { name: /Change Plan/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Change your plan?' });
  await dialog.getByRole('radio', { name: /Immediately/ }).check();
  await expect(dialog.getByText(/for the unused time of your current plan\. A new monthly period starts today\./)).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm change' }).click();
  await expect(page.getByText(BILLING_MESSAGES.changeApplied)).toBeVisible();

  await page.getByRole('link', { name: 'Billing history' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Paid' })).toHaveCount(2);
  const lines = page.getByRole('list', { name: /^Lines of INV-/ });
  await expect(lines.getByRole('listitem')).toHaveCount(3);
  await expect(lines.getByText('Business - Business Monthly subscription')).toBeVisible();
  await expect(lines.getByText('Unused time on Professional - Professional Annual')).toBeVisible();
  await expect(lines.getByText('Credit kept for the next renewals')).toBeVisible();

  // The card changes on the processor's own page (the sandbox's test page here) and back.
  await page.goto('/billing/subscription');
  await page.getByRole('button', { name: 'Update payment method' }).click();
  await expect(page.getByRole('heading', { name: 'Update payment method' })).toBeVisible();
  await page.getByRole('button', { name: /^Use MASTERCARD ending 4444/ }).click();
  await expect(page).toHaveURL(/\/billing\/subscription\?payment_method=updated$/);
  await expect(page.getByText(BILLING_MESSAGES.paymentMethodUpdated)).toBeVisible();
  await expect(page.getByText(/Mastercard ending in 4444/)).toBeVisible();
});

test('on a 390 px phone the Compare plans button covers no plan card button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await registerNewAccount(page, 'phone');
  await page.goto('/billing/subscription/plan');
  const compare = page.getByRole('button', { name: 'Compare plans' });
  // It does not float over the cards on a phone (wherever a card's button scrolls to), it follows them.
  expect(await compare.evaluate((el) => getComputedStyle(el).position)).not.toBe('fixed');
  for (const name of ['Starter', 'Professional', 'Business']) {
    const select = page.getByRole('article', { name }).getByRole('button', { name: `Select ${name}` });
    await select.scrollIntoViewIfNeeded();
    const [a, b] = [await select.boundingBox(), await compare.boundingBox()];
    expect(a && b).toBeTruthy();
    const overlap = a!.x < b!.x + b!.width && b!.x < a!.x + a!.width && a!.y < b!.y + b!.height && b!.y < a!.y + a!.height;
    expect(overlap, `Compare plans covers Select ${name}`).toBe(false);
  }
  await page.getByRole('article', { name: 'Starter' }).getByRole('button', { name: 'Select Starter' }).click();
  await expect(page.getByRole('region', { name: 'Selected plan' })).toContainText('Starter');
});

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
];

test('the create form with its errors and the change-plan dialog are accessible on a phone and a desktop', async ({ page }, info) => {
  // axe on two viewports and a dialog, after registering through the one-time setup screen.
  test.slow();
  await registerNewAccount(page, 'a11y');
  await page.goto('/billing/subscription/plan');
  await page.getByRole('article', { name: 'Professional' }).getByRole('button', { name: 'Select Professional' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByLabel(/Company name/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(/Company name/)).toBeFocused();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: info.outputPath(`create-form-${size.name}.png`), fullPage: true });
    expect(await violations(page)).toEqual([]);
  }

  await fillPaidDetails(page);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: BILLING_CLIENT_MESSAGES.paidCompletedTitle })).toBeVisible();

  await page.goto('/billing/subscription/plan');
  await page.getByRole('article', { name: 'Business' }).getByRole('button', { name: 'Select Business' }).click();
  await page.getByRole('button', { name: /Change Plan/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Change your plan?' });
  await expect(dialog).toBeVisible();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: info.outputPath(`change-plan-${size.name}.png`) });
    expect(await violations(page)).toEqual([]);
  }
  // Escape closes it and nothing changed.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
