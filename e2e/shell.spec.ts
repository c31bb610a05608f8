import AxeBuilder from '@axe-core/playwright';
import { SEARCH_MESSAGES } from '@hiring/shared/search';
import { expect, type Page, test } from '@playwright/test';
import { registerOwner, shot, startTrial } from './fixtures';

/** WCAG 2.1 A and AA rules, as e2e/accessibility.spec.ts checks them. */
async function axe(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** A new owner with a trial and two jobs made through the API; answers the jobs' ids by title. */
async function ownerWithJobs(page: Page) {
  await registerOwner(page);
  const headers = await startTrial(page, { companyName: 'Sasha Search Co' });
  const ids: Record<string, string> = {};
  for (const [title, department] of [
    ['Platform Engineer', 'Infrastructure'],
    ['Product Designer', 'Design'],
  ] as const) {
    const job = await page.request.post('/api/app/job-positions', {
      headers,
      data: {
        title,
        department,
        job_description: 'Build and run the product our customers use every day, with a small team that ships weekly.',
        requirements: 'Three years in a similar role. Clear written communication.',
        required_skills: ['Communication'],
      },
    });
    expect(job.status(), await job.text()).toBe(201);
    ids[title] = (await job.json()).data.id;
  }
  return ids;
}

test('top-bar search: finds a job by keyboard and opens it; says when nothing matches; Escape closes', async ({ page }) => {
  const ids = await ownerWithJobs(page);
  await page.goto('/dashboard');
  const search = page.getByRole('combobox', { name: 'Search' });
  await search.click();
  await search.pressSequentially('design');
  const listbox = page.getByRole('listbox', { name: 'Search results' });
  await expect(listbox.getByRole('option')).toHaveCount(1);
  await expect(listbox.getByRole('option', { name: /Product Designer/ })).toBeVisible();
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  await shot(page, 'search-results');
  await axe(page);

  // Escape closes the list and keeps the text; an arrow key opens it again.
  await page.keyboard.press('Escape');
  await expect(search).toHaveAttribute('aria-expanded', 'false');
  await expect(search).toHaveValue('design');
  await page.keyboard.press('ArrowDown');
  await expect(search).toHaveAttribute('aria-expanded', 'true');

  // A wider search: the arrow keys move through the results, Enter opens the highlighted one.
  await search.fill('er');
  await expect(listbox.getByRole('option')).toHaveCount(2);
  await page.keyboard.press('ArrowDown');
  const first = listbox.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  const second = listbox.getByRole('option').nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(search).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id')) ?? '');
  const title = (await second.locator('span span').first().textContent()) ?? '';
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/job-listing/details/${ids[title]}$`));
  await expect(search).toHaveValue('');

  // Nothing matches: the box says so.
  await search.click();
  await search.fill('no such thing at all');
  await expect(page.getByTestId('search-state')).toHaveText(SEARCH_MESSAGES.noResults);
  await expect(page.getByRole('status').filter({ hasText: SEARCH_MESSAGES.noResults })).toHaveCount(1);
});

test('top-bar search at 390 px: the results fit the screen and open by tap', async ({ page }) => {
  const ids = await ownerWithJobs(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  const search = page.getByRole('combobox', { name: 'Search' });
  await search.click();
  await search.pressSequentially('platform');
  const option = page.getByRole('option', { name: /Platform Engineer/ });
  await expect(option).toBeVisible();
  const box = await option.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  expect(await overflows(page)).toBe(false);
  await shot(page, 'search-results-phone', { fullPage: false });
  await axe(page);
  await option.click();
  await expect(page).toHaveURL(new RegExp(`/job-listing/details/${ids['Platform Engineer']}$`));
});

test('help: the dashboard opens each help article, the list and the question management demo', async ({ page }) => {
  // Eight screens with axe and pictures, after registering through the one-time setup screen.
  test.slow();
  await registerOwner(page);
  await startTrial(page, { companyName: 'Harper Help Co' });
  for (const [name, heading] of [
    ['Creating job listings', 'Creating job listings'],
    ['Running interviews', 'Running interviews'],
    ['Assessing candidates', 'Assessing candidates'],
  ] as const) {
    await page.goto('/dashboard');
    await page.getByRole('link', { name: new RegExp(`^${name}`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await shot(page, 'help-article');
  await axe(page);
  await page.getByRole('link', { name: 'Help', exact: true }).click();
  await expect(page).toHaveURL(/\/support\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  await axe(page);
  await page.getByRole('link', { name: 'Try the question management demo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Question management' })).toBeVisible();
  await shot(page, 'question-management-demo');
  await axe(page);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await overflows(page)).toBe(false);
  await shot(page, 'question-management-demo-phone');
  await page.goto('/support/help/job-creation');
  expect(await overflows(page)).toBe(false);
  await shot(page, 'help-article-phone');
});

test("analytics and reports show the company's real counts", async ({ page }) => {
  await ownerWithJobs(page);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/dashboard\/analytics$/);
  await expect(page.getByTestId('figure-Job listings')).toContainText('2');
  // Both listings are drafts awaiting goal review: the preparation stage.
  await expect(page.getByTestId('stage-preparation')).toHaveText('2');
  for (const stage of ['question_development', 'interview_ready', 'interview_execution', 'completion']) {
    await expect(page.getByTestId(`stage-${stage}`)).toHaveText('0');
  }
  await expect(page.getByTestId('figure-Team members')).toContainText('1');
  await shot(page, 'analytics');
  await axe(page);
  await page.getByRole('link', { name: 'Monthly reports' }).click();
  await expect(page).toHaveURL(/\/dashboard\/reports$/);
  const month = new Date().toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const row = page.getByRole('row', { name: new RegExp(`^${month}`) });
  await expect(row.getByRole('cell').first()).toHaveText('2');
  await shot(page, 'reports');
  await axe(page);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await overflows(page)).toBe(false);
  await shot(page, 'reports-phone');
  await page.goto('/dashboard/analytics');
  await expect(page.getByTestId('stage-preparation')).toHaveText('2');
  expect(await overflows(page)).toBe(false);
  await shot(page, 'analytics-phone');
  await axe(page);
});
