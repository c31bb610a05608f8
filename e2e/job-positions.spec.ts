import { COMPANY_MESSAGES } from '@hiring/shared/company';
import { JOB_MESSAGES } from '@hiring/shared/job-positions';
import { expect, type Page, test } from '@playwright/test';
import { registerOwner, startTrial } from './fixtures';

const SHOTS = process.env.E2E_SCREENSHOT_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('an owner completes the wizard from an empty company, finds the job in its group and moves it along the workflow', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerOwner(page);
  await startTrial(page);

  // Step 1: the company form; Continue appears only once every required field is saved.
  await page.goto('/job-listing/create');
  const industry = page.getByRole('combobox', { name: /Industry/ });
  await expect(industry).toBeVisible();
  await expect(page.getByRole('button', { name: JOB_MESSAGES.continueToJobDetails })).toHaveCount(0);
  await shot(page, 'wizard-1-company');
  await industry.selectOption('technology');
  await page.getByRole('combobox', { name: /Company Size/ }).selectOption('11-50');
  await page.getByRole('textbox', { name: /Company Description/ }).fill('We build hiring software for growing teams.');
  await page.getByRole('textbox', { name: 'Website' }).fill('not a site');
  await expect(page.getByText(COMPANY_MESSAGES.invalidWebsite)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Company Information' })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Website' }).fill('jordan-hiring.example.com');
  await page.getByRole('button', { name: 'Save Company Information' }).click();
  await expect(page.getByText(COMPANY_MESSAGES.updated)).toBeVisible();
  await expect(page.getByRole('link', { name: 'https://jordan-hiring.example.com' })).toBeVisible();
  await page.getByRole('button', { name: JOB_MESSAGES.continueToJobDetails }).click();

  // Step 2: the job form.
  await page.getByRole('button', { name: JOB_MESSAGES.analyzeJobDescription }).click();
  await expect(page.getByText(JOB_MESSAGES.fixErrors)).toBeVisible();
  await page.getByRole('textbox', { name: /Job Title/ }).fill('Senior Backend Engineer');
  await page.getByRole('textbox', { name: /Department/ }).fill('Engineering');
  await page.getByRole('combobox', { name: /Experience Level/ }).selectOption('senior');
  await page
    .getByRole('textbox', { name: /Job Description/ })
    .fill('Design, build and operate the Node.js and PostgreSQL services behind our hiring product, with a focus on reliability.');
  await page
    .getByRole('textbox', { name: /^Requirements/ })
    .fill(
      'Five years of backend development with Node.js. Strong SQL and PostgreSQL. Experience running services on call. Clear written communication.',
    );
  const skills = page.getByRole('textbox', { name: /Required Skills/ });
  for (const skill of ['Node.js', 'PostgreSQL', 'node.js']) {
    await skills.fill(skill);
    await skills.press('Enter');
  }
  await expect(page.getByRole('list', { name: 'Required Skills' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('textbox', { name: /Cultural Attributes/ }).fill('Ownership');
  await page.getByRole('button', { name: 'Add cultural attributes' }).click();
  await shot(page, 'wizard-2-details');
  await page.getByRole('button', { name: JOB_MESSAGES.analyzeJobDescription }).click();

  // Step 3: the analysis, then goals.
  await expect(page.getByRole('heading', { name: 'Key Requirements' })).toBeVisible({ timeout: 30_000 });
  const create = page.getByRole('button', { name: JOB_MESSAGES.createJobListing });
  await expect(create).toBeDisabled();
  await page.getByRole('checkbox', { name: /Problem solving and analytical thinking/ }).check();
  await page.getByRole('checkbox', { name: /Clear communication/ }).check();
  await page.getByRole('textbox', { name: 'Custom goals' }).fill('Keeps production calm during incidents');
  await expect(create).toBeEnabled();
  await shot(page, 'wizard-3-analysis');
  await create.click();

  await expect(page).toHaveURL(/\/job-listing\/details\/[^/]+\/goals$/, { timeout: 30_000 });
  const jobId = /details\/([^/]+)\/goals/.exec(page.url())?.[1];
  await expect(page.getByText('Goals Generated - Awaiting Confirmation')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('list', { name: 'Evaluation goals' }).getByText('Keeps production calm during incidents')).toBeVisible();
  await shot(page, 'goals');

  // The list: the draft sits in Setup & Planning.
  await page.goto('/job-listing');
  const group = page.getByRole('region', { name: /Setup & Planning/ });
  await expect(group.getByRole('heading', { name: 'Senior Backend Engineer' })).toBeVisible();
  await expect(group.getByText('Draft - Review Goals')).toBeVisible();
  await shot(page, 'list');
  await page.getByRole('link', { name: 'View Senior Backend Engineer' }).click();
  await expect(page).toHaveURL(new RegExp(`/job-listing/details/${jobId}$`));

  // The detail: the table's transitions; move along an allowed one, then see blocked ones disabled.
  const actions = page.getByRole('list', { name: 'Status actions' });
  await expect(actions.getByRole('button')).toHaveCount(3);
  await shot(page, 'detail-draft');
  await actions.getByRole('button', { name: 'Move to Goals Confirmed' }).click();
  await expect(page.getByText('Status changed to Goals Confirmed.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).locator('..').getByText('Goals Confirmed')).toBeVisible();
  // goals_confirmed -> generating_questions is the system's move (question generation starts it):
  // shown, disabled, with why.
  const generate = actions.getByRole('button', { name: 'Move to Generating Questions...' });
  await expect(generate).toBeDisabled();
  await expect(actions.getByText(JOB_MESSAGES.systemDrivenTarget)).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Move to Draft - Review Goals' })).toBeEnabled();
  // Created (pending), goals generated (draft), confirmed by hand.
  await expect(page.getByRole('list', { name: 'Status history' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('list', { name: 'Status history' }).getByRole('listitem').first()).toContainText('Jordan Hiring');
  // The sidebar's Workflow Status card (spec 02 §2.1).
  await expect(page.getByRole('heading', { name: 'Workflow Status', level: 3 })).toBeVisible();
  await expect(page.getByText('No interview questions yet.').first()).toBeVisible();
  await shot(page, 'detail-blocked');
});

test('without a subscription the wizard shows the 402 message with a link to billing and keeps the user signed in', async ({ page }) => {
  await registerOwner(page);
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const context = await page.request.put('/api/app/company/context', {
    headers: { Authorization: `Bearer ${token}` },
    data: { industry: 'technology', size: '11-50', description: 'We build hiring software.' },
  });
  expect(context.status()).toBe(200);
  await page.goto('/job-listing/create');
  await page.getByRole('button', { name: JOB_MESSAGES.continueToJobDetails }).click();
  await page.getByRole('textbox', { name: /Job Title/ }).fill('Gated Engineer');
  await page.getByRole('textbox', { name: /Job Description/ }).fill('A description that is long enough to pass.');
  await page.getByRole('textbox', { name: /^Requirements/ }).fill('Requirements long enough to pass.');
  await page.getByRole('textbox', { name: /Required Skills/ }).fill('SQL');
  await page.getByRole('textbox', { name: /Required Skills/ }).press('Enter');
  await page.getByRole('button', { name: JOB_MESSAGES.analyzeJobDescription }).click();
  await page.getByRole('checkbox', { name: /Customer focus/ }).check();
  await page.getByRole('button', { name: JOB_MESSAGES.createJobListing }).click();
  const banner = page.getByRole('alert').filter({ hasText: 'Subscription required' });
  await expect(banner).toBeVisible();
  await expect(page).toHaveURL(/\/job-listing\/create$/);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBe(token);
  await banner.getByRole('link', { name: 'View subscription plans' }).click();
  await expect(page).toHaveURL(/\/billing\/subscription$/);
});

test('a signed-out visitor is sent to sign in from /job-listing', async ({ page }) => {
  await page.goto('/job-listing');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fjob-listing$/);
});
