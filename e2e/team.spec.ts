import { expect, type Page, test } from '@playwright/test';
import { TEAM_MESSAGES } from '@hiring/shared/team';
import { registerOwner, shot, startTrial, uniqueEmail, violations } from './fixtures';

/** Desktop and phone pictures of the current screen, when E2E_SCREENSHOT_DIR is set. */
async function shots(page: Page, name: string) {
  await shot(page, `${name}-desktop`);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, `${name}-390`);
  if (size) await page.setViewportSize(size);
}

/** The path of the invitation link in the newest mail to `to`, read from the development mailbox API. */
async function invitePath(page: Page, to: string): Promise<string> {
  const res = await page.request.get('/api/dev/mailbox');
  expect(res.status()).toBe(200);
  const mail = (await res.json()).data.items.find((m: { to: string }) => m.to === to);
  expect(mail, `no mail to ${to}`).toBeTruthy();
  const url = /https?:\/\/\S+\/auth\/accept-invite\/\S+/.exec(mail.text)?.[0];
  expect(url).toBeTruthy();
  return new URL(url!).pathname;
}

test('an owner invites a member who registers in a fresh browser, appears with the role, and is edited', async ({ page, browser }) => {
  // One journey through five screens, with axe and pictures on each.
  test.setTimeout(120_000);
  await registerOwner(page);
  await startTrial(page);

  // Invite by email with a role.
  await page.goto('/profile/team/invite');
  await expect(page.getByRole('heading', { name: 'Invite Team Members' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  const email = uniqueEmail('invitee');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Role').selectOption('manager');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(TEAM_MESSAGES.inviteSent(email))).toBeVisible();
  await shots(page, 'team-invite');

  // Inviting the same address again says it is pending.
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(TEAM_MESSAGES.alreadyInvited).first()).toBeVisible();

  await page.goto('/profile/team');
  await expect(page.getByTestId('invite-row').filter({ hasText: email })).toContainText('Pending');
  await shots(page, 'team-members-pending');

  // The invited person opens the link in a fresh browser and registers.
  const link = await invitePath(page, email);
  const fresh = await browser.newContext();
  const guest = await fresh.newPage();
  await guest.goto(link);
  await expect(guest.getByRole('heading', { name: 'Join your team' })).toBeVisible();
  await expect(guest.getByText('Manager', { exact: true })).toBeVisible();
  expect(await violations(guest)).toEqual([]);
  await shots(guest, 'accept-invite');
  await guest.getByLabel('First name').fill('Mona');
  await guest.getByLabel('Last name').fill('Manager');
  await guest.getByLabel('Password', { exact: true }).fill('invitee-pass-1');
  await guest.getByLabel('Confirm password').fill('invitee-pass-1');
  await guest.getByRole('button', { name: 'Create account and join' }).click();
  await expect(guest).toHaveURL(/\/dashboard$/);
  expect(await guest.evaluate(() => window.localStorage.getItem('role'))).toBe('manager');

  // The link is used now, and says so.
  const again = await browser.newContext();
  const late = await again.newPage();
  await late.goto(link);
  await expect(late.getByRole('heading', { name: 'Invitation already used' })).toBeVisible();
  await expect(late.getByText(TEAM_MESSAGES.linkUsed)).toBeVisible();
  expect(await violations(late)).toEqual([]);
  await shots(late, 'accept-invite-used');
  await again.close();
  await fresh.close();

  // The member appears with the role.
  await page.goto('/profile/team');
  const row = page.getByTestId('member-row').filter({ hasText: email });
  await expect(row).toContainText('Mona Manager');
  await expect(row).toContainText('Manager');
  await expect(row).toContainText('Active');
  await expect(page.getByTestId('invite-row').filter({ hasText: email })).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
  await shots(page, 'team-members');

  // Edit the employee: list, search, edit, save returns to the list.
  await page.goto('/org/employees');
  await expect(page.getByRole('heading', { name: 'Employees' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  expect(await violations(page)).toEqual([]);
  await shots(page, 'employees-list');
  await page.getByLabel('Search employees by name, email, code or role').fill('nobody-matches-this');
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(TEAM_MESSAGES.noData)).toBeVisible();
  await page.getByLabel('Search employees by name, email, code or role').fill('Mona');
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: 'Edit Mona Manager' }).click();
  await expect(page).toHaveURL(/\/org\/employees\/edit\//);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  expect(await violations(page)).toEqual([]);
  await shots(page, 'employee-edit');
  await page.getByLabel('Last name').fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(TEAM_MESSAGES.lastNameRequired)).toBeVisible();
  await page.getByLabel('Last name').fill('Lead');
  await page.getByLabel('Employee code').fill('EMP-042');
  await page.getByLabel('Status').selectOption('suspended');
  await page.getByLabel('Role').selectOption('team_lead');
  await page.getByLabel('Sales').check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/org\/employees$/);
  await expect(page.getByText('Changes to Mona Manager saved.')).toBeVisible();
  const edited = page.getByTestId('employee-row').filter({ hasText: email });
  await expect(edited).toContainText('Mona Lead');
  await expect(edited).toContainText('EMP-042');
  await expect(edited).toContainText('Team Lead');
  await expect(edited).toContainText('Suspended');

  await page.getByRole('link', { name: 'View Mona Lead' }).click();
  await expect(page.getByRole('heading', { name: 'Mona Lead' })).toBeVisible();
  await expect(page.getByText('Joined by invitation: Yes')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await shots(page, 'employee-details');
});

test('a member without a managing role sees the team page without actions', async ({ page }) => {
  await registerOwner(page);
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const headers = { Authorization: `Bearer ${token}` };
  await startTrial(page, { token: token! });
  const email = uniqueEmail('member');
  const invited = await page.request.post('/api/admin/org/employee-invites', { headers, data: { email, role_id: 'member' } });
  expect(invited.status()).toBe(201);
  const link = await invitePath(page, email);
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(link);
  await page.getByLabel('First name').fill('Max');
  await page.getByLabel('Last name').fill('Member');
  await page.getByLabel('Password', { exact: true }).fill('member-pass-1');
  await page.getByLabel('Confirm password').fill('member-pass-1');
  await page.getByRole('button', { name: 'Create account and join' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/team');
  await expect(page.getByText('Owners and admins manage the team')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Invite Team Members' })).toHaveCount(0);
  await page.goto('/org/employees');
  await expect(page).toHaveURL(/\/access-denied$/);
});
