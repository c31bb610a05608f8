import { BILLING_MESSAGES, TRIAL_UPGRADE_NOTICE_TITLE } from '@hiring/shared/billing';
import { expect, type Page, test } from '@playwright/test';
import { shot, signIn, skipOnboardingByApi, startTrial, uniqueEmail, violations } from './fixtures';

// Two sandbox checkouts and a sign-up per test: more than the suite's default 30 s on a busy machine.
test.describe.configure({ timeout: 180_000 });

/** Desktop and phone pictures of the current screen, when E2E_SCREENSHOT_DIR is set. */
async function shots(page: Page, name: string) {
  await shot(page, `${name}-desktop`);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, `${name}-390`);
  if (size) await page.setViewportSize(size);
}

/** The mails to `to` in the development mailbox, newest first. */
async function mailsTo(page: Page, to: string): Promise<{ subject: string; text: string }[]> {
  const res = await page.request.get('/api/dev/mailbox');
  expect(res.status()).toBe(200);
  return (await res.json()).data.items.filter((m: { to: string }) => m.to === to);
}

/** An owner on a trial (country US) who buys Professional monthly through the sandbox checkout. */
async function ownerWithPaidPlan(page: Page) {
  const email = uniqueEmail('resume');
  const password = 'resume-pass-123';
  const registered = await page.request.post('/api/auth/register', { data: { firstName: 'Rita', lastName: 'Resume', email, password } });
  expect(registered.status(), await registered.text()).toBe(201);
  const token = (await registered.json()).data.token as string;
  await skipOnboardingByApi(page, token);
  const headers = await startTrial(page, { token, companyName: 'Resume & Co' });
  await signIn(page, { email, password });
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/billing/subscription/plan');
  const pro = page.getByRole('article', { name: 'Professional' });
  await expect(pro).toBeVisible({ timeout: 30_000 });
  await pro.getByRole('button', { name: 'Select Professional' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Subscribe to Professional' })).toBeVisible();
  // The country given at the trial's start, and what paying mid-trial does, before paying.
  await expect(page.getByLabel(/Country/)).toHaveValue('US');
  await expect(page.getByText(TRIAL_UPGRADE_NOTICE_TITLE)).toBeVisible();
  await expect(page.getByText(/Your free trial has 14 days left\. Once this payment goes through, the trial ends/)).toBeVisible();
  await shots(page, 'checkout-during-trial');
  await page.getByLabel(/Phone number/).fill('+1 415 555 0100');
  await page.getByLabel(/^Address/).fill('1 Market St');
  await page.getByLabel(/City/).fill('San Francisco');
  await page.getByLabel(/State\/province/).fill('CA');
  await page.getByLabel(/Postal code/).fill('94105');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/billing\/subscription\/create\/completed\?checkout=success/);
  return { headers, email };
}

test('an owner cancels a paid plan, resumes it after a confirmation, and is mailed the payment and the cancellation', async ({ page }) => {
  const { email } = await ownerWithPaidPlan(page);
  await page.goto('/billing/subscription');
  await expect(page.getByRole('button', { name: 'Resume Subscription' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  await page.getByRole('dialog', { name: 'Cancel your subscription?' }).getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(page.getByText(BILLING_MESSAGES.cancelScheduled)).toBeVisible();
  await expect(page.getByText(/^Cancels on /)).toBeVisible();

  const resume = page.getByRole('button', { name: 'Resume Subscription' });
  await expect(resume).toBeVisible();
  await shots(page, 'billing-set-to-cancel');
  await resume.click();
  const dialog = page.getByRole('dialog', { name: 'Resume your subscription?' });
  await expect(dialog).toContainText(/Professional will no longer end on .+: it renews then at \$\d+\/mo/);
  expect(await violations(page)).toEqual([]);
  await shots(page, 'billing-resume-dialog');
  // Keyboard: Escape closes without resuming.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(/^Cancels on /)).toBeVisible();

  await resume.click();
  await dialog.getByRole('button', { name: 'Resume Subscription' }).click();
  await expect(page.getByText(BILLING_MESSAGES.resumed)).toBeVisible();
  await expect(page.getByText(/^Cancels on /)).toHaveCount(0);
  await expect(page.getByText('Enabled')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resume Subscription' })).toHaveCount(0);

  const mails = await mailsTo(page, email);
  const received = mails.find((m) => m.subject.startsWith('Payment received: $'));
  expect(received?.text).toMatch(/View billing history: http:\/\/localhost:\d+\/billing\/subscription\/history/);
  const cancelled = mails.find((m) => m.subject === 'Your Professional subscription has been cancelled');
  expect(cancelled?.text).toContain('Changed your mind? Resume the subscription on the billing page before then.');
  expect(cancelled?.text).toMatch(/To turn them off, go to Settings: http:\/\/localhost:\d+\/settings/);
});

test('a team lead sees the plan set to cancel without Resume, and the inviter is mailed that the invitation was accepted', async ({
  page,
}) => {
  const { headers, email: ownerEmail } = await ownerWithPaidPlan(page);
  expect((await page.request.post('/api/app/subscriptions/cancel', { headers, data: {} })).status()).toBe(200);
  const lead = uniqueEmail('lead');
  expect(
    (await page.request.post('/api/admin/org/employee-invites', { headers, data: { email: lead, role_id: 'team_lead' } })).status(),
  ).toBe(201);
  const invitation = (await mailsTo(page, lead))[0];
  const link = new URL(/https?:\/\/\S+\/auth\/accept-invite\/\S+/.exec(invitation!.text)![0]).pathname;
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(link);
  await page.getByLabel('First name').fill('Lee');
  await page.getByLabel('Last name').fill('Lead');
  await page.getByLabel('Password', { exact: true }).fill('lead-pass-123');
  await page.getByLabel('Confirm password').fill('lead-pass-123');
  await page.getByRole('button', { name: 'Create account and join' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/billing/subscription');
  await expect(page.getByText(/^Cancels on /)).toBeVisible();
  await expect(page.getByText('Only owners and admins can change billing')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resume Subscription' })).toHaveCount(0);
  await shots(page, 'billing-team-lead');

  const joined = (await mailsTo(page, ownerEmail)).find((m) => m.subject === 'Lee Lead joined Resume & Co');
  expect(joined?.text).toContain(`Lee Lead (${lead}) accepted your invitation and joined Resume & Co as Team Lead.`);
  expect(joined?.text).toMatch(/View your team: http:\/\/localhost:\d+\/profile\/team/);
});
