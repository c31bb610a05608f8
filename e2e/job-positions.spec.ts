import { COMPANY_MESSAGES } from '@hiring/shared/company';
import { JOB_FILE_MESSAGES, JOB_MESSAGES, JOB_TEXT_LIMITS } from '@hiring/shared/job-positions';
import { expect, test } from '@playwright/test';
import { registerOwner, SHOTS, shot, startTrial } from './fixtures';

/** Long enough to tell it apart from similar jobs only when shown whole. */
const TITLE = 'Senior Backend Engineer – Payments Platform, On-call Rotation (Remote, Europe)';

test('an owner completes the wizard from an empty company, finds the job in its group and moves it along the workflow', async ({
  page: firstPage,
  context,
}) => {
  let page = firstPage;
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
  // Every line of the summary names its field (issue 34).
  await expect(page.getByRole('alert').getByRole('listitem').last()).toHaveText(`Required Skills: ${JOB_MESSAGES.skillRequired}`);
  await page.getByRole('textbox', { name: /Job Title/ }).fill(TITLE);
  await page.getByRole('textbox', { name: /Department/ }).fill('Engineering');
  await page.getByRole('combobox', { name: /Experience Level/ }).selectOption('senior');
  // "Paste or upload": a text file's contents land in the description (issue 34).
  const fromFile = 'Backend engineer for our payments platform.\n\nRun the on-call rotation.';
  await page.locator('input[type="file"]').setInputFiles({ name: 'role.txt', mimeType: 'text/plain', buffer: Buffer.from(fromFile) });
  await expect(page.getByText(JOB_FILE_MESSAGES.read('role.txt', fromFile.length))).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Job Description/ })).toHaveValue(fromFile);
  await shot(page, 'wizard-2-from-file');
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
  // A pasted 500-character skill stops at the limit, and its chip wraps on a 390 px phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await skills.fill('Distributed-systems-observability-'.repeat(15));
  await expect(skills).toHaveValue('Distributed-systems-observability-'.repeat(15).slice(0, JOB_TEXT_LIMITS.skill));
  await skills.press('Enter');
  const longChip = page.getByRole('list', { name: 'Required Skills' }).getByRole('listitem').last();
  await expect(longChip).toBeVisible();
  await shot(page, 'wizard-2-long-skill-390');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await longChip.getByRole('button', { name: /^Remove / }).click();
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('textbox', { name: /Cultural Attributes/ }).fill('Ownership');
  await page.getByRole('button', { name: 'Add cultural attributes' }).click();
  await page.getByRole('textbox', { name: /Benefits/ }).fill('Health cover and four weeks of leave.');
  await shot(page, 'wizard-2-details');
  await expect(page.getByText(JOB_MESSAGES.draftKept)).toBeVisible();
  // Closing the tab keeps what was typed on this device (decision 505): a new tab opens the
  // details step again, filled in.
  page = await context.newPage();
  await firstPage.close();
  await page.goto('/job-listing/create');
  await expect(page.getByText(JOB_MESSAGES.draftRestored)).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Job Title/ })).toHaveValue(TITLE);
  await expect(page.getByRole('textbox', { name: /Benefits/ })).toHaveValue('Health cover and four weeks of leave.');
  await expect(page.getByRole('list', { name: 'Required Skills' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: JOB_MESSAGES.analyzeJobDescription }).click();

  // Step 3: the analysis, then goals. The step opens at the top, the stepper in view, its heading focused.
  await expect(page.getByRole('heading', { name: 'Key Requirements' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('list', { name: 'Create job listing steps' })).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'AI Analysis & Goals' })).toBeFocused();
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
  // The custom goal's title, and its description written from the team's own words.
  await expect(
    page.getByRole('list', { name: 'Evaluation goals' }).getByText('Keeps production calm during incidents').first(),
  ).toBeVisible();
  await shot(page, 'goals');

  // Goal badges sit under the goal's text on every card, whatever the text's length.
  for (const card of await page.getByTestId('goal-card-body').all()) {
    const [text, badges] = await card.evaluate((el) => [...el.children].map((c) => c.getBoundingClientRect().toJSON()));
    expect(badges.top).toBeGreaterThanOrEqual(text.bottom);
  }

  // The list: the draft sits in Setup & Planning, its whole title shown (wrapping, never cut).
  await page.goto('/job-listing');
  const group = page.getByRole('region', { name: /Setup & Planning/ });
  const heading = group.getByRole('heading', { name: TITLE });
  await expect(heading).toBeVisible();
  expect(await heading.evaluate((el) => el.scrollHeight <= el.clientHeight && el.scrollWidth <= el.clientWidth)).toBe(true);
  expect(await heading.evaluate((el) => getComputedStyle(el).webkitLineClamp)).toBe('none');
  await expect(group.getByText('Draft - Review Goals')).toBeVisible();
  await shot(page, 'list');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'list-phone');
  expect(await heading.evaluate((el) => el.scrollHeight <= el.clientHeight)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('link', { name: `View ${TITLE}` }).click();
  await expect(page).toHaveURL(new RegExp(`/job-listing/details/${jobId}$`));

  // The detail shows what the wizard collected.
  await expect(page.getByText('Health cover and four weeks of leave.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Cultural attributes' }).getByText('Ownership')).toBeVisible();

  // The moves a person may make from draft; Goals Confirmed is reached by confirming the goals,
  // so the card names that action instead of offering the status.
  const actions = page.getByRole('list', { name: 'Status actions' });
  await expect(actions.getByRole('button')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Move to Goals Confirmed' })).toHaveCount(0);
  await expect(page.getByTestId('next-action')).toContainText('Review and confirm the evaluation goals');
  await expect(page.getByRole('link', { name: 'Open goals' })).toHaveAttribute('href', `/job-listing/details/${jobId}/goals`);
  await shot(page, 'detail-draft');
  // The server refuses the move by every entry point too.
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const refused = await page.request.patch(`/api/app/job-positions/${jobId}/status`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { status: 'goals_confirmed' },
  });
  expect(refused.status()).toBe(409);

  // Archiving cannot be undone: it asks first, from the keyboard too. Escape keeps the job as it is.
  const archive = actions.getByRole('button', { name: 'Move to Archived' });
  await archive.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Move to Archived?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('This cannot be undone');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await shot(page, 'archive-confirm');
  if (SHOTS) {
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'archive-confirm-phone', { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(archive).toBeFocused();
  await expect(page.getByRole('heading', { level: 1 }).locator('..').getByText('Draft - Review Goals')).toBeVisible();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Move to Archived' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Status changed to Archived.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).locator('..').getByText('Archived')).toBeVisible();
  // Created (pending), goals generated (draft), archived.
  await expect(page.getByRole('list', { name: 'Status history' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('list', { name: 'Status history' }).getByRole('listitem').first()).toContainText('Jordan Hiring');
  // The sidebar's Workflow Status card (spec 02 §2.1).
  await expect(page.getByRole('heading', { name: 'Workflow Status', level: 3 })).toBeVisible();
  await expect(page.getByText('No interview questions yet.').first()).toBeVisible();
  await shot(page, 'detail-archived');
});

test('an update returns to the list with a success message', async ({ page }) => {
  await registerOwner(page);
  await startTrial(page);
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const created = await page.request.post('/api/app/job-positions', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: 'Veterinary Technician',
      job_description: 'Care for animals before, during and after surgery.',
      requirements: 'Two years in a clinic. Certified technician.',
      required_skills: ['Anaesthesia'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).data.id;
  await page.goto(`/job-listing/edit/${id}`);
  await page.getByRole('textbox', { name: /Job Title/ }).fill('Veterinary Technician (Surgery)');
  await page.getByRole('button', { name: 'Update Job Listing' }).click();
  await expect(page).toHaveURL(/\/job-listing$/);
  await expect(page.getByRole('status').filter({ hasText: '“Veterinary Technician (Surgery)” was updated.' })).toBeVisible();
  await shot(page, 'list-updated');
});

test('the goals screen of an unknown job says "Job listing not found"', async ({ page }) => {
  await registerOwner(page);
  await startTrial(page);
  await page.goto('/job-listing/details/00000000-0000-4000-8000-000000000000/goals');
  await expect(page.getByRole('heading', { name: JOB_MESSAGES.listingNotFound })).toBeVisible();
});

test('without a subscription New Job opens the subscribe prompt, not the wizard', async ({ page }) => {
  await registerOwner(page);
  await page.getByRole('link', { name: 'New Job' }).click();
  await expect(page).toHaveURL(/\/job-listing\/create$/);
  await expect(page.getByRole('heading', { name: 'Subscription required' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Create job listing steps' })).toHaveCount(0);
  await shot(page, 'wizard-locked');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'wizard-locked-phone');
  // The link goes to /billing/start-trial, which forwards to the trial's create form as soon as
  // the plans are known: check the link's target, then where the user lands.
  const unlock = page.getByRole('link', { name: 'Start Free Trial to Unlock' });
  await expect(unlock).toHaveAttribute('href', '/billing/start-trial');
  await unlock.click();
  await expect(page).toHaveURL(/\/billing\/subscription\/create\?packageId=[^&]+&billingCycle=monthly$/);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
});

test('a signed-out visitor is sent to sign in from /job-listing', async ({ page }) => {
  await page.goto('/job-listing');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fjob-listing$/);
});
