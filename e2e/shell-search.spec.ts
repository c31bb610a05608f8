import AxeBuilder from '@axe-core/playwright';
import { formatAverageScore } from '@hiring/shared/analytics';
import { expect, type Page, test } from '@playwright/test';
import { activateWithAllGoals, E2E_ADMIN, ownerWithDraftGoals, reviewAiFirst, shot, startTrial, uniqueEmail, until } from './fixtures';

// The rest of the shell (issue 15): candidates in the top-bar search, interview figures in
// analytics and reports, and the platform administrator on the /org pages.

const PASSWORD = 'shell-search-pass-123';

async function axe(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

const ANSWER =
  'I led the response to a regional outage of our Kubernetes platform. I coordinated the incident channel, rolled back the faulty Terraform change, and wrote the blameless postmortem. We cut recovery time by 40% with a new runbook.';

/**
 * A new owner with a trial, a job that takes interviews, and two candidates through the public
 * pages' API: one submits (and is scored), one only starts. Everything as the screens and the
 * candidate's page call it.
 */
async function companyWithInterviews(page: Page) {
  const request = page.request;
  const { email, headers, jobId, base, goals } = await ownerWithDraftGoals(request, page, {
    label: 'shell-search',
    password: PASSWORD,
    firstName: 'Sam',
    lastName: 'Shell',
    companyName: 'Shell Search Co',
  });
  await activateWithAllGoals(request, headers, base, goals);
  await reviewAiFirst(request, headers);

  const tag = Date.now().toString(36);
  const links = await request.post('/api/app/job-positions/generate-links', {
    headers,
    data: {
      job_position_id: jobId,
      candidates: [
        { name: 'Marguerite Okafor', email: `marguerite.${tag}@example.com` },
        { name: 'Ravi Halfway', email: `ravi.${tag}@example.com` },
      ],
    },
  });
  expect(links.status(), await links.text()).toBe(201);
  const [done, halfway] = (await links.json()).data.links as { id: string; token: string }[];
  const pub = (token: string, rest = '') => `/api/public/interviews/${token}${rest}`;
  for (const link of [done!, halfway!]) {
    const start = await request.post(pub(link.token, '/start'), { data: { consent: true } });
    expect(start.status(), await start.text()).toBe(200);
  }
  const view = (await (await request.get(pub(done!.token))).json()).data;
  for (const q of view.questions as { id: string; practice: boolean }[]) {
    const saved = await request.put(pub(done!.token, `/answers/${q.id}`), { data: { text: q.practice ? 'A team that ships.' : ANSWER } });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  expect((await request.post(pub(done!.token, '/submit'))).status()).toBe(200);
  const result = await until(
    async () => (await (await request.get(`/api/app/interviews/${done!.id}`, { headers })).json()).data,
    (detail) => detail.scoring_status === 'scored',
  );
  return { email, headers, scoredId: done!.id, overall: result.overall_score as number };
}

async function signInAs(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('top-bar search finds a candidate by name, arrow down and Enter open the result; analytics and reports count the interviews', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const company = await companyWithInterviews(page);
  await signInAs(page, company.email, PASSWORD);

  const search = page.getByRole('combobox', { name: 'Search' });
  await search.click();
  await search.pressSequentially('margu');
  const listbox = page.getByRole('listbox', { name: 'Search results' });
  const candidates = listbox.getByRole('group', { name: 'Candidates' });
  await expect(candidates.getByRole('option')).toHaveCount(1);
  await expect(candidates.getByRole('option')).toContainText('Marguerite Okafor');
  await expect(candidates.getByRole('option')).toContainText('Site Reliability Engineer · Completed · marguerite.');
  await shot(page, 'shell-search-candidate');
  await axe(page);
  await search.press('ArrowDown');
  await expect(candidates.getByRole('option')).toHaveAttribute('aria-selected', 'true');
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/interviews/${company.scoredId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Marguerite Okafor' })).toBeVisible();
  await expect(search).toHaveValue('');

  // Escape closes the list and keeps the text.
  await search.click();
  await search.pressSequentially('ravi');
  await expect(listbox.getByRole('option')).toHaveCount(1);
  await search.press('Escape');
  await expect(search).toHaveAttribute('aria-expanded', 'false');
  await expect(search).toHaveValue('ravi');

  // Analytics: two started (one only started), one completed, its score.
  await page.goto('/dashboard/analytics');
  await expect(page.getByTestId('figure-Interviews started')).toContainText('2');
  await expect(page.getByTestId('figure-Interviews started')).toContainText('Of 2 interview links sent');
  await expect(page.getByTestId('figure-Interviews completed')).toContainText('1');
  await expect(page.getByTestId('figure-Interviews completed')).toContainText('50% of those started');
  await expect(page.getByTestId('figure-Average score')).toContainText(formatAverageScore(company.overall));
  await expect(page.getByTestId('figure-Average score')).toContainText('Over 1 scored interview');
  await expect(page.getByTestId('figure-Job listings')).toContainText('1');
  await shot(page, 'shell-analytics');
  await axe(page);

  await page.goto('/dashboard/reports');
  const table = page.getByRole('table');
  const current = table.getByRole('row').nth(1);
  await expect(current.getByRole('cell')).toHaveText(['1', '1', '0', '0', '2', '1', formatAverageScore(company.overall)]);
  await shot(page, 'shell-reports');
  await axe(page);

  // 390 px: no sideways scrolling, the reports as cards, still accessible.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/analytics');
  await expect(page.getByTestId('figure-Average score')).toBeVisible();
  expect(await overflows(page)).toBe(false);
  await shot(page, 'shell-analytics-390');
  await axe(page);
  await page.goto('/dashboard/reports');
  const summary = page.getByRole('list', { name: 'Monthly summary' });
  await expect(summary.getByRole('listitem').first()).toContainText('Interviews completed');
  expect(await overflows(page)).toBe(false);
  await shot(page, 'shell-reports-390');
  await axe(page);

  // The search at 390 px finds the candidate and opens it by tap.
  const phoneSearch = page.getByRole('combobox', { name: 'Search' });
  await phoneSearch.click();
  await phoneSearch.pressSequentially('okafor');
  const option = page.getByRole('listbox', { name: 'Search results' }).getByRole('option', { name: /Marguerite Okafor/ });
  await expect(option).toBeVisible();
  expect(await overflows(page)).toBe(false);
  await shot(page, 'shell-search-candidate-390', { fullPage: false });
  await option.click();
  await expect(page).toHaveURL(new RegExp(`/interviews/${company.scoredId}$`));
});

test("the platform administrator (made with create-admin) opens /org/company and /org/employees with every company's rows, searches them from the top bar, not /job-listing", async ({
  page,
}) => {
  // Two screen sizes, two lists, the search and six accessibility checks: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  // A company of someone else, so the lists hold rows the administrator does not belong to.
  const email = uniqueEmail('org-owner');
  const register = await page.request.post('/api/auth/register', {
    data: { firstName: 'Olga', lastName: 'Owner', email, password: PASSWORD },
  });
  expect(register.status(), await register.text()).toBe(201);
  const token = (await register.json()).data.token as string;
  await startTrial(page, { token, companyName: 'Olga Widgets' });

  await signInAs(page, E2E_ADMIN.email, E2E_ADMIN.password);
  expect(await page.evaluate(() => window.localStorage.getItem('role'))).toBe('super_admin');

  await page.goto('/org/company');
  await expect(page).toHaveURL(/\/org\/company$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
  await page.getByLabel('Search companies by name, website, industry or owner email').fill('Olga Widgets');
  await page.getByLabel('Search companies by name, website, industry or owner email').press('Enter');
  await expect(page.getByTestId('company-row').first()).toContainText('Olga Widgets');
  await shot(page, 'shell-admin-companies');
  await axe(page);

  await page.goto('/org/employees');
  await expect(page.getByRole('heading', { level: 1, name: 'Employees' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Company' })).toBeVisible();
  await expect(page.getByTestId('employee-row').first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Invite', exact: true })).toHaveCount(0);
  await shot(page, 'shell-admin-employees');
  await axe(page);

  // The top bar searches every company and employee (issue 34): Olga's company by name, Olga by
  // email, each opening the org screen of that row; the keys and the screen reader's status work.
  await page.setViewportSize({ width: 1440, height: 900 });
  const search = page.getByRole('combobox', { name: 'Search' });
  await expect(search).toHaveAttribute('placeholder', 'Search companies and employees');
  await search.click();
  await search.pressSequentially('Olga Widg');
  const listbox = page.getByRole('listbox', { name: 'Search results' });
  const companyOption = listbox.getByRole('group', { name: 'Companies' }).getByRole('option', { name: /Olga Widgets/ });
  await expect(companyOption).toBeVisible();
  await shot(page, 'shell-admin-search', { fullPage: false });
  await axe(page);
  await search.press('ArrowDown');
  await expect(companyOption).toHaveAttribute('aria-selected', 'true');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/org\/company\/details\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Olga Widgets' })).toBeVisible();
  await expect(search).toHaveValue('');

  await search.click();
  await search.pressSequentially(email);
  const employee = listbox.getByRole('group', { name: 'Employees' }).getByRole('option', { name: /Olga Owner/ });
  await expect(employee).toContainText('Olga Widgets');
  await shot(page, 'shell-admin-search-employee', { fullPage: false });
  await employee.click();
  await expect(page).toHaveURL(/\/org\/employees\/details\/[0-9a-f-]+$/);
  await expect(page.getByRole('main')).toContainText(email);

  await search.click();
  await search.pressSequentially('no-such-company-or-person');
  await expect(page.getByRole('status').filter({ hasText: 'No companies or employees match your search.' })).toHaveCount(1);
  await expect(page.getByTestId('search-state')).toHaveText('No companies or employees match your search.');
  await shot(page, 'shell-admin-search-empty', { fullPage: false });
  await search.press('Escape');
  await expect(page.getByTestId('search-state')).toBeHidden();

  // The spec's admin-or-owner areas stay closed: the administrator has no company of its own.
  await page.goto('/job-listing');
  await expect(page).toHaveURL(/\/access-denied$/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/org/company');
  await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
  await expect(page.getByTestId('company-row').first()).toBeVisible();
  expect(await overflows(page)).toBe(false);
  await shot(page, 'shell-admin-companies-390');
  await axe(page);
  await page.goto('/org/employees');
  await expect(page.getByTestId('employee-row').first()).toBeVisible();
  expect(await overflows(page)).toBe(false);
  await shot(page, 'shell-admin-employees-390');
  await axe(page);

  // The search at 390 px: the list fits the screen, a tap opens the company.
  const phoneSearch = page.getByRole('combobox', { name: 'Search' });
  await phoneSearch.click();
  await phoneSearch.pressSequentially('Olga Widg');
  const phoneOption = page.getByRole('listbox', { name: 'Search results' }).getByRole('option', { name: /Olga Widgets/ });
  await expect(phoneOption).toBeVisible();
  expect(await overflows(page)).toBe(false);
  await shot(page, 'shell-admin-search-390', { fullPage: false });
  await axe(page);
  await phoneOption.click();
  await expect(page).toHaveURL(/\/org\/company\/details\/[0-9a-f-]+$/);
});
