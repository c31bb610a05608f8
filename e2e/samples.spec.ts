import { expect, type Page, test } from '@playwright/test';
import { JOB_MESSAGES } from '@hiring/shared/job-positions';
import { SAMPLE_MESSAGES } from '@hiring/shared/samples';
import { registerOwner, shot, startTrial, violations } from './fixtures';

/** axe clean, no sideways scrolling at 390 px, and desktop and phone pictures. */
async function check(page: Page, name: string) {
  expect(await violations(page)).toEqual([]);
  await shot(page, `${name}-desktop`);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${name} overflows at 390 px`).toBe(true);
  expect(await violations(page)).toEqual([]);
  await shot(page, `${name}-390`);
  if (size) await page.setViewportSize(size);
}

const items = (page: Page) => page.getByTestId('sample-item');

test('an owner browses the sample lists with filters and search, and manages a sample team', async ({ page }) => {
  test.setTimeout(120_000);
  await registerOwner(page);

  await page.goto('/samples');
  await expect(page.getByRole('heading', { name: 'Samples', level: 1 })).toBeVisible();
  for (const tab of ['Teams', 'Job Postings', 'Job Positions', 'Interview Samples']) {
    await expect(page.getByRole('navigation', { name: 'Sample kinds' }).getByRole('link', { name: tab })).toBeVisible();
  }
  await expect(page.getByText(/\d+ samples/).first()).toBeVisible();
  await check(page, 'samples-overview');

  // Teams: industry and size filters, the empty state and its clear-filters option.
  await page.getByRole('navigation', { name: 'Sample kinds' }).getByRole('link', { name: 'Teams' }).click();
  await expect(page).toHaveURL(/\/samples\/teams$/);
  await expect(items(page).first()).toBeVisible();
  await check(page, 'samples-teams');
  await page.getByRole('combobox', { name: 'Industry' }).selectOption('Healthcare');
  await expect(page).toHaveURL(/industry=Healthcare/);
  await expect(items(page)).toHaveCount(2);
  await page.getByRole('combobox', { name: 'Team size' }).selectOption('Enterprise');
  await expect(items(page)).toHaveCount(1);
  await expect(items(page).first()).toContainText('Regional Hospital Network');
  await expect(items(page).first()).toContainText('Library');
  await page.getByRole('combobox', { name: 'Team size' }).selectOption('Small');
  await expect(page.getByRole('heading', { name: SAMPLE_MESSAGES.emptyTeams })).toBeVisible();
  await check(page, 'samples-teams-empty');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/samples\/teams$/);
  await expect(items(page).first()).toBeVisible();

  // Postings: role filter and search.
  await page.goto('/samples/job-postings');
  await page.getByRole('combobox', { name: 'Role' }).selectOption('Engineering');
  await expect(items(page)).toHaveCount(2);
  await page.getByRole('searchbox', { name: 'Search sample job postings' }).fill('intern');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(items(page)).toHaveCount(1);
  await expect(items(page).first()).toContainText('Software Engineering Intern');
  await check(page, 'samples-postings');

  // Positions: industry and role.
  await page.goto('/samples/job-positions?industry=Technology');
  await expect(items(page).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Role' }).selectOption('Executive');
  await expect(items(page)).toHaveCount(1);
  await expect(items(page).first()).toContainText('VP of Engineering');
  await check(page, 'samples-positions');

  // Interviews: role and difficulty together (the difficulty applied on the role's result).
  await page.goto('/samples/interviews');
  await page.getByRole('combobox', { name: 'Role' }).selectOption('Product Manager');
  await expect(items(page)).toHaveCount(2);
  await page.getByRole('combobox', { name: 'Difficulty' }).selectOption('Expert');
  await expect(items(page)).toHaveCount(1);
  await expect(items(page).first()).toContainText('Group Product Manager Leadership Loop');
  await page.getByRole('combobox', { name: 'Difficulty' }).selectOption('Beginner');
  await expect(page.getByRole('heading', { name: SAMPLE_MESSAGES.emptyInterviews })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(items(page)).toHaveCount(10);
  await check(page, 'samples-interviews');

  // A library row has no edit or delete.
  await page.goto('/samples/teams');
  await items(page).getByRole('link', { name: 'Platform Engineering' }).click();
  // The list's card carries the same heading: wait for the detail page itself.
  await expect(page).toHaveURL(/\/samples\/teams\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Platform Engineering' })).toBeVisible();
  await expect(page.getByText('Library', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  // Create, edit and delete a team of the company.
  await page.goto('/samples/teams/create');
  await page.getByRole('button', { name: 'Create team' }).click();
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(SAMPLE_MESSAGES.nameRequired)).toBeVisible();
  await check(page, 'samples-team-create-errors');
  await page.getByRole('textbox', { name: /^Name/ }).fill('Hiring Guild');
  await page.getByRole('combobox', { name: /^Industry/ }).selectOption('Education');
  await page.getByRole('combobox', { name: /^Team size/ }).selectOption('Small');
  await page.getByRole('spinbutton', { name: /^Employees/ }).fill('12');
  await page.getByRole('textbox', { name: /^Departments/ }).fill('Recruiting, People Ops');
  await page.getByRole('textbox', { name: /^Description/ }).fill('The people who run our interviews.');
  await page.getByRole('button', { name: 'Create team' }).click();
  await expect(page.getByRole('heading', { name: 'Hiring Guild' })).toBeVisible();
  await expect(page.getByText('Your company')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Departments' })).toContainText('People Ops');
  await check(page, 'samples-team-detail');

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('Hiring Guild');
  await page.getByRole('textbox', { name: /^Name/ }).fill('Hiring Guild West');
  await page.getByRole('combobox', { name: /^Team size/ }).selectOption('Medium');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name: 'Hiring Guild West' })).toBeVisible();
  await expect(page.getByText('Medium (51-200)')).toBeVisible();

  await page.goto('/samples/teams?industry=Education');
  await expect(items(page).filter({ hasText: 'Hiring Guild West' })).toContainText('Your company');
  await items(page).getByRole('link', { name: 'Hiring Guild West' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Hiring Guild West');
  await shot(page, 'samples-team-delete');
  await dialog.getByRole('button', { name: 'Delete team' }).click();
  await expect(page).toHaveURL(/\/samples\/teams$/);
  await page.goto('/samples/teams?query=Hiring%20Guild');
  await expect(page.getByRole('heading', { name: SAMPLE_MESSAGES.emptyTeams })).toBeVisible();
});

test('an owner previews a sample interview as a candidate sees it', async ({ page }) => {
  await registerOwner(page);
  await page.goto('/samples/interviews?difficulty=Advanced');
  const row = items(page).filter({ hasText: 'Senior Software Engineer: System Design' });
  await row.getByRole('link', { name: 'Preview Senior Software Engineer: System Design' }).click();
  await expect(page).toHaveURL(/\/samples\/interviews\/preview\//);
  await expect(page.getByText('Written interview')).toBeVisible();
  await expect(page.getByText('Question 1 of 6')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Design a URL shortener/ })).toBeVisible();
  await check(page, 'samples-interview-preview');
});

test("'Use this job position' opens the job wizard prefilled, and the job is created", async ({ page }) => {
  test.setTimeout(120_000);
  await registerOwner(page);
  await startTrial(page);
  await page.goto('/samples/job-positions?query=frontend');
  await items(page).getByRole('link', { name: 'Frontend Engineer' }).click();
  await expect(page.getByRole('heading', { name: 'Frontend Engineer' })).toBeVisible();
  await check(page, 'samples-position-detail');
  await page.getByRole('button', { name: 'Use this job position' }).click();
  await expect(page).toHaveURL(/\/job-listing\/create$/);

  // Step 1: the company.
  await page.getByRole('combobox', { name: /Industry/ }).selectOption('technology');
  await page.getByRole('combobox', { name: /Company Size/ }).selectOption('11-50');
  await page.getByRole('textbox', { name: /Company Description/ }).fill('We build hiring software for growing teams.');
  await page.getByRole('button', { name: 'Save Company Information' }).click();
  await page.getByRole('button', { name: JOB_MESSAGES.continueToJobDetails }).click();

  // Step 2: the sample's details are there.
  await expect(page.getByRole('textbox', { name: /Job Title/ })).toHaveValue('Frontend Engineer');
  await expect(page.getByRole('textbox', { name: /Department/ })).toHaveValue('Engineering');
  await expect(page.getByRole('combobox', { name: /Experience Level/ })).toHaveValue('mid');
  await expect(page.getByRole('textbox', { name: /Job Description/ })).toHaveValue(/accessible web interfaces/);
  await expect(page.getByRole('textbox', { name: /^Requirements/ })).toHaveValue(/React and TypeScript/);
  await expect(page.getByRole('list', { name: 'Required Skills' }).getByRole('listitem')).toHaveCount(4);
  await shot(page, 'samples-wizard-prefilled');
  await page.getByRole('button', { name: JOB_MESSAGES.analyzeJobDescription }).click();

  // Step 3: goals, then create.
  await expect(page.getByRole('heading', { name: 'AI Analysis & Goals' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('checkbox', { name: /Problem solving and analytical thinking/ }).check();
  await page.getByRole('button', { name: JOB_MESSAGES.createJobListing }).click();
  await expect(page).toHaveURL(/\/job-listing\/details\/[^/]+\/goals$/, { timeout: 30_000 });
  const jobId = /details\/([^/]+)\/goals/.exec(page.url())?.[1];
  await page.goto(`/job-listing/details/${jobId}`);
  await expect(page.getByRole('heading', { name: 'Frontend Engineer' }).first()).toBeVisible({ timeout: 30_000 });
});
