import AxeBuilder from '@axe-core/playwright';
import { BILLING_CLIENT_MESSAGES } from '@hiring/shared/billing-client';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { activateWithAllGoals, E2E_ADMIN, ownerWithDraftGoals, shot, signIn, uniqueEmail } from './fixtures';

// Issue 34: each role walks the screens it may open, is shown only what it can do, and is never
// signed out by a call it may not make (decisions 490-492).

const PASSWORD = 'roles-pass-123';
const ANSWER =
  'I led the response to a regional outage of our Kubernetes platform. I coordinated the incident channel, rolled back the faulty Terraform change, and wrote the blameless postmortem.';

/** Desktop and 390 px pictures of the current screen, when E2E_SCREENSHOT_DIR is set. */
async function shots(page: Page, name: string) {
  await shot(page, `${name}-desktop`);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, `${name}-390`);
  if (size) await page.setViewportSize(size);
}

async function axeClean(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

/** An owner whose Site Reliability Engineer position is interviewing: one candidate submitted, one invited. */
async function companyInterviewing(request: APIRequestContext, page: Page) {
  const { headers, jobId, base, goals } = await ownerWithDraftGoals(request, page, { label: 'roles', password: PASSWORD });
  await activateWithAllGoals(request, headers, base, goals);
  const created = await request.post('/api/app/job-positions/generate-links', {
    headers,
    data: {
      job_position_id: jobId,
      candidates: [
        { name: 'Ada Lovelace', email: uniqueEmail('ada') },
        { name: 'Grace Hopper', email: uniqueEmail('grace') },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const token = (await created.json()).data.links[0].token as string;
  const pub = `/api/public/interviews/${token}`;
  expect((await request.post(`${pub}/start`, { data: { consent: true } })).status()).toBe(200);
  const view = (await (await request.get(pub)).json()).data as { questions: { id: string; practice: boolean }[] };
  for (const q of view.questions) {
    const saved = await request.put(`${pub}/answers/${q.id}`, { data: { text: q.practice ? 'A team that ships.' : ANSWER } });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  expect((await request.post(`${pub}/submit`)).status()).toBe(200);
  return { headers, jobId };
}

/** Invites a colleague with `role` and has them join in a fresh browser; returns their page, signed in on the dashboard. */
async function joinAs(browser: Browser, page: Page, headers: Record<string, string>, role: string) {
  const email = uniqueEmail(role);
  const invited = await page.request.post('/api/admin/org/employee-invites', { headers, data: { email, role_id: role } });
  expect(invited.status(), await invited.text()).toBe(201);
  const mailbox = await page.request.get('/api/dev/mailbox');
  const mail = (await mailbox.json()).data.items.find((m: { to: string }) => m.to === email);
  const url = /https?:\/\/\S+\/auth\/accept-invite\/\S+/.exec(mail.text)?.[0];
  expect(url).toBeTruthy();
  const context = await browser.newContext();
  const joined = await context.newPage();
  await joined.goto(new URL(url!).pathname);
  await joined.getByLabel('First name').fill('Taylor');
  await joined.getByLabel('Last name').fill('Lead');
  await joined.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await joined.getByLabel('Confirm password').fill(PASSWORD);
  await joined.getByRole('button', { name: 'Create account and join' }).click();
  await expect(joined).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  expect(await joined.evaluate(() => window.localStorage.getItem('role'))).toBe(role);
  return { context, page: joined, email };
}

/** Every results screen: its job filter lists the position, and nothing signs the reader out; ends on the completed list, filtered. */
async function walkResultsScreens(p: Page, jobId: string) {
  for (const [path, heading] of [
    ['/interviews/completed', 'Completed Interviews'],
    ['/interviews/pending', 'Pending Interviews'],
    ['/interviews/analysis', 'Interview Analysis'],
    ['/talent/candidates', 'Candidates'],
    ['/talent/compare', 'Compare Candidates'],
  ] as const) {
    await p.goto(path);
    await expect(p.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    await expect(p.getByRole('combobox', { name: 'Job position' }).getByRole('option', { name: 'Site Reliability Engineer' })).toHaveCount(
      1,
    );
    await expect(p, path).toHaveURL(new RegExp(`${path}`));
    expect(await p.evaluate(() => window.localStorage.getItem('token')), path).toBeTruthy();
  }
  await p.goto('/interviews/completed');
  await p.getByRole('combobox', { name: 'Job position' }).selectOption(jobId);
  await expect(p.getByText('Ada Lovelace')).toBeVisible();
}

test('a team lead walks every results screen with its job filter, and its dashboard tells the truth', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const { headers, jobId } = await companyInterviewing(request, page);
  const lead = await joinAs(browser, page, headers, 'team_lead');
  const p = lead.page;

  // The dashboard lists the interviewing position, read-only, and offers no invitation.
  const active = p.getByRole('list', { name: 'Positions in active hiring' });
  await expect(active.getByRole('link', { name: /Site Reliability Engineer/ })).toHaveAttribute(
    'href',
    `/interviews/completed?job=${jobId}`,
  );
  await expect(p.getByText('No active job listings yet')).toHaveCount(0);
  await expect(p.getByRole('link', { name: 'Invite members' })).toHaveCount(0);
  await expect(p.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Invite Members' })).toHaveCount(0);
  await axeClean(p);
  await shots(p, 'roles-team-lead-dashboard');

  // "Review results" on the dashboard opens the results, and the session stays.
  await p.getByRole('link', { name: /Review results/ }).click();
  await expect(p).toHaveURL(/\/interviews\/results$/);

  await walkResultsScreens(p, jobId);
  await axeClean(p);
  await shots(p, 'roles-team-lead-completed');

  // A screen the role may not open is Access denied, not a sign-out.
  await p.goto('/job-listing');
  await expect(p).toHaveURL(/\/access-denied$/);
  expect(await p.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
  await lead.context.close();
});

test('an admin, a manager and a supervisor each walk every results screen with its job filter and stay signed in', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const { headers, jobId } = await companyInterviewing(request, page);
  for (const role of ['admin', 'manager', 'supervisor']) {
    const reader = await joinAs(browser, page, headers, role);
    await walkResultsScreens(reader.page, jobId);
    // The interview opens from the list, its review screen readable by this role.
    await reader.page
      .getByRole('link', { name: /Ada Lovelace/ })
      .first()
      .click();
    await expect(reader.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(reader.page).toHaveURL(/\/interviews\/[^/]+/);
    expect(await reader.page.evaluate(() => window.localStorage.getItem('token')), role).toBeTruthy();
    if (role === 'supervisor') await shots(reader.page, 'roles-supervisor-result');
    await reader.context.close();
    // The trial's three seats: the owner frees this one for the next role.
    const staff = (await (await page.request.get('/api/admin/org/employee', { headers })).json()).data.items as {
      id: string;
      email: string;
    }[];
    const seat = staff.find((e) => e.email === reader.email);
    expect(seat, reader.email).toBeTruthy();
    expect((await page.request.delete(`/api/admin/org/employee/${seat!.id}`, { headers })).status()).toBe(200);
  }
});

test('a member sees the active positions read-only and no billing or team action it cannot take', async ({ page, browser, request }) => {
  test.setTimeout(300_000);
  const { headers } = await companyInterviewing(request, page);
  const member = await joinAs(browser, page, headers, 'member');
  const p = member.page;

  const active = p.getByRole('list', { name: 'Positions in active hiring' });
  await expect(active.getByText('Site Reliability Engineer')).toBeVisible();
  await expect(active.getByRole('link')).toHaveCount(0);
  await expect(p.getByText('No active job listings yet')).toHaveCount(0);
  await expect(p.getByRole('link', { name: 'Invite members' })).toHaveCount(0);
  await expect(p.getByRole('link', { name: 'Choose a plan' })).toHaveCount(0);
  await expect(p.getByRole('link', { name: 'Analytics' })).toHaveCount(0);
  await shots(p, 'roles-member-dashboard');

  await p.goto('/billing/subscription');
  await expect(p.getByRole('heading', { name: 'Subscription Management' })).toBeVisible();
  await expect(p.getByRole('link', { name: /Create New Subscription/ })).toHaveCount(0);
  await expect(p.getByRole('link', { name: /Choose a plan/ })).toHaveCount(0);
  await expect(p.getByText(BILLING_CLIENT_MESSAGES.managersOnly).first()).toBeVisible();
  await shots(p, 'roles-member-billing');
  await member.context.close();
});

test('the platform administrator has its own navigation and a dashboard that speaks of the platform', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, { email: E2E_ADMIN.email, password: E2E_ADMIN.password });
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Platform administration' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Your trial or subscription has ended/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Subscribe|View Plans|Start Free Trial|Create a listing/ })).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Companies' })).toHaveAttribute('href', '/org/company');
  await expect(nav.getByRole('link', { name: 'Employees' })).toHaveAttribute('href', '/org/employees');
  await expect(nav.getByRole('link', { name: /Team Members|Plan|Usage/ })).toHaveCount(0);
  await axeClean(page);
  await shots(page, 'roles-super-admin-dashboard');

  await nav.getByRole('link', { name: 'Companies' }).click();
  await expect(page).toHaveURL(/\/org\/company$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Employees' }).click();
  await expect(page).toHaveURL(/\/org\/employees$/);
  await expect(page.getByRole('heading', { name: 'Employees' })).toBeVisible();
  await shots(page, 'roles-super-admin-employees');

  // The sample library every company reads is theirs to keep: a library sample offers Edit and Delete.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sample Library' }).click();
  await expect(page).toHaveURL(/\/samples$/);
  await expect(page.getByRole('heading', { name: 'Samples', level: 1 })).toBeVisible();
  await expect(page.getByText(/the platform's library, which every company reads and you keep/)).toBeVisible();
  await page.getByRole('navigation', { name: 'Sample kinds' }).getByRole('link', { name: 'Teams' }).click();
  await page.getByRole('searchbox', { name: 'Search sample teams' }).fill('Platform Engineering');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByTestId('sample-item').getByRole('link', { name: 'Platform Engineering' }).click();
  // The list's card carries the same heading: wait for the detail page itself.
  await expect(page).toHaveURL(/\/samples\/teams\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Platform Engineering', level: 1 })).toBeVisible();
  await expect(page.getByText('Library', { exact: true })).toBeVisible();
  await expect(page.getByText(/every company reads it, and your changes reach them all/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toBeVisible();
  await axeClean(page);
  await shots(page, 'roles-super-admin-sample-detail');
  // The form opens; nothing is saved, so the library every other test reads stays as it is.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/samples\/teams\/edit\/[^/]+$/);
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('Platform Engineering');
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
  await expect(page.getByText('Library samples are read-only')).toHaveCount(0);

  // On a phone the drawer holds the same links.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await expect(drawer.getByRole('link', { name: 'Companies' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Sample Library' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'New Job' })).toHaveCount(0);
});
