import { expect, type Page, test } from '@playwright/test';
import { ONBOARDING_MESSAGES } from '@hiring/shared/onboarding-plans';
import { registerOwner, shot, signIn, startTrial, uniqueEmail, violations } from './fixtures';

const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** Desktop and phone pictures of the current screen (when E2E_SCREENSHOT_DIR is set); nothing wider than 390 px. */
async function shots(page: Page, name: string) {
  await shot(page, `${name}-desktop`);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await overflows(page), `${name} overflows at 390 px`).toBe(false);
  expect(await violations(page)).toEqual([]);
  await shot(page, `${name}-390`);
  if (size) await page.setViewportSize(size);
}

/** A member joins the owner's company: invited through the API, registered through the invitation link's call. */
async function addMember(page: Page, headers: Record<string, string>, firstName: string, lastName: string) {
  const email = uniqueEmail(firstName.toLowerCase());
  const invited = await page.request.post('/api/admin/org/employee-invites', { headers, data: { email, role_id: 'member' } });
  expect(invited.status(), await invited.text()).toBe(201);
  const mail = await page.request.get('/api/dev/mailbox');
  const item = (await mail.json()).data.items.find((m: { to: string }) => m.to === email);
  const token = decodeURIComponent(/\/auth\/accept-invite\/(\S+)/.exec(item.text)![1]!);
  const joined = await page.request.post(`/api/auth/invites/${encodeURIComponent(token)}/register`, {
    data: { firstName, lastName, password: 'member-pass-123' },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  return email;
}

test('an owner starts a plan for a member, ticks tasks, searches, edits and deletes it', async ({ page }) => {
  test.setTimeout(120_000);
  await registerOwner(page);
  const headers = await startTrial(page);
  const email = await addMember(page, headers, 'Nora', 'Newhire');

  // No plans yet.
  await page.goto('/onboarding/user');
  await expect(page.getByRole('heading', { name: 'User Onboarding' })).toBeVisible();
  await expect(page.getByText(ONBOARDING_MESSAGES.empty)).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await shots(page, 'onboarding-empty');

  // Create: the form asks for a member and a name, then starts the plan.
  await page.getByRole('main').getByRole('link', { name: 'New plan' }).first().click();
  await expect(page).toHaveURL(/\/onboarding\/user\/create$/);
  await expect(page.getByRole('heading', { name: 'New onboarding plan' })).toBeVisible();
  await expect(page.getByLabel('Task 1', { exact: true })).toHaveValue('Sign the employment paperwork');
  await page.getByRole('button', { name: 'Create plan' }).click();
  await expect(page.getByText(ONBOARDING_MESSAGES.planNameRequired)).toBeVisible();
  await expect(page.getByLabel(/^Member/)).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Find a member').fill('Nora');
  await expect(page.getByRole('option', { name: `Nora Newhire (${email})` })).toBeAttached();
  await page.getByLabel(/^Member/).selectOption({ label: `Nora Newhire (${email})` });
  await page.getByLabel(/Plan name/).fill('Engineering start');
  await page.getByLabel(/Plan type/).selectOption('technical');
  await expect(page.getByLabel('Task 1', { exact: true })).toHaveValue('Set up accounts and equipment');
  // Keep three tasks.
  await page.getByRole('button', { name: 'Remove task 5' }).click();
  await page.getByRole('button', { name: 'Remove task 4' }).click();
  expect(await violations(page)).toEqual([]);
  await shots(page, 'onboarding-create');
  await page.getByRole('button', { name: 'Create plan' }).click();

  // Details: not started, then ticking tasks moves progress and status.
  await expect(page).toHaveURL(/\/onboarding\/user\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Engineering start' })).toBeVisible();
  const bar = page.getByRole('progressbar', { name: 'Onboarding progress' });
  await expect(bar).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByRole('main').getByText('Not started', { exact: true })).toBeVisible();
  // The tick is drawn once the optimistic update has run, a moment after the click: click, then wait for it.
  await page.getByLabel('Set up accounts and equipment').click();
  await expect(page.getByLabel('Set up accounts and equipment')).toBeChecked();
  await expect(bar).toHaveAttribute('aria-valuenow', '33');
  await expect(page.getByRole('main').getByText('In progress', { exact: true })).toBeVisible();
  await expect(page.getByText('33% · 1 of 3 tasks done')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await shots(page, 'onboarding-detail');
  await page.getByLabel('Get access to the code repositories').click();
  await expect(page.getByLabel('Get access to the code repositories')).toBeChecked();
  await page.getByLabel('Run the product locally').click();
  await expect(page.getByLabel('Run the product locally')).toBeChecked();
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByRole('main').getByText('Completed', { exact: true })).toBeVisible();
  // What the page shows is what the server kept.
  await page.reload();
  await expect(page.getByRole('progressbar', { name: 'Onboarding progress' })).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByRole('main').getByText('Completed', { exact: true })).toBeVisible();

  // A second plan, for the owner themself, through the API.
  const me = await page.request.get('/api/app/profile', { headers });
  const ownerId = (await me.json()).data.user.id;
  const second = await page.request.post('/api/admin/onboarding/user', {
    headers,
    data: { user_id: ownerId, plan_name: 'Founder handbook', plan_type: 'management' },
  });
  expect(second.status()).toBe(201);

  // The list: both plans with their status; search narrows, clear search widens.
  await page.goto('/onboarding/user');
  await expect(page.getByTestId('plan-row')).toHaveCount(2);
  await expect(page.getByTestId('plan-row').filter({ hasText: 'Engineering start' })).toContainText('Completed');
  await expect(page.getByTestId('plan-row').filter({ hasText: 'Founder handbook' })).toContainText('Not started');
  expect(await violations(page)).toEqual([]);
  await shots(page, 'onboarding-list');
  const search = page.getByLabel('Search onboarding plans by plan, member, type or status');
  await search.fill('nora');
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/search=nora/);
  await expect(page.getByTestId('plan-row')).toHaveCount(1);
  await expect(page.getByTestId('plan-row')).toContainText('Engineering start');
  await search.fill('nothing-matches-this');
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(ONBOARDING_MESSAGES.empty)).toBeVisible();
  await shots(page, 'onboarding-no-match');
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByTestId('plan-row')).toHaveCount(2);

  // Edit: a new task means the plan is in progress again.
  await page.getByRole('link', { name: 'Edit Engineering start' }).click();
  await expect(page.getByRole('heading', { name: 'Engineering start' })).toBeVisible();
  await expect(page.getByText(`Nora Newhire · ${email}`)).toBeVisible();
  await page.getByLabel(/Plan name/).fill('Engineering start, week one');
  await page.getByRole('button', { name: 'Add task' }).click();
  await page.getByLabel('Task 4', { exact: true }).fill('Pair with a teammate');
  expect(await violations(page)).toEqual([]);
  await shots(page, 'onboarding-edit');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name: 'Engineering start, week one' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Onboarding progress' })).toHaveAttribute('aria-valuenow', '75');
  await expect(page.getByRole('main').getByText('In progress', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Pair with a teammate')).not.toBeChecked();

  // Delete, after confirming.
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete onboarding plan?' });
  await expect(dialog).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await shot(page, 'onboarding-delete-dialog');
  await dialog.getByRole('button', { name: 'Delete plan' }).click();
  await expect(page).toHaveURL(/\/onboarding\/user$/);
  await expect(page.getByText('Onboarding plan “Engineering start, week one” deleted.')).toBeVisible();
  await expect(page.getByTestId('plan-row')).toHaveCount(1);
  await expect(page.getByTestId('plan-row')).toContainText('Founder handbook');
});

test('a member without a managing role is sent to access denied', async ({ page, browser }) => {
  test.setTimeout(90_000); // an owner's sign-up, a trial and a member's sign-in
  await registerOwner(page);
  const headers = await startTrial(page);
  const email = await addMember(page, headers, 'Max', 'Member');
  const context = await browser.newContext();
  const member = await context.newPage();
  await signIn(member, { email, password: 'member-pass-123' });
  await expect(member).toHaveURL(/\/dashboard$/);
  await member.goto('/onboarding/user');
  await expect(member).toHaveURL(/\/access-denied$/);
  await context.close();
});
