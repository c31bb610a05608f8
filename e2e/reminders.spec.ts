import AxeBuilder from '@axe-core/playwright';
import { REMINDER_MESSAGES } from '@hiring/shared/reminders';
import { expect, type Page, test } from '@playwright/test';
import { activateWithAllGoals, ownerWithDraftGoals, shot } from './fixtures';

const PASSWORD = 'reminders-pass-123';

async function axeClean(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

test('the Pending list shows the reminders sent, and an owner reminds a candidate by hand and turns reminders off', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { email, headers, jobId, base, goals } = await ownerWithDraftGoals(request, page, { label: 'reminders', password: PASSWORD });
  await activateWithAllGoals(request, headers, base, goals);
  const created = await request.post('/api/app/job-positions/generate-links', {
    headers,
    data: {
      job_position_id: jobId,
      candidates: [
        { name: 'Noor Haddad', email: 'noor.reminders@example.test' },
        { name: 'Sam Okafor', email: 'sam.reminders@example.test' },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const [noor, sam] = (await created.json()).data.links as { id: string }[];
  const reminded = await request.post(`/api/app/interviews/${noor!.id}/remind`, { headers, data: {} });
  expect(reminded.status(), await reminded.text()).toBe(200);
  const today = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/interviews/pending');
  const list = page.getByRole('list', { name: 'Pending Interviews' });
  const noorRow = list.getByRole('listitem').filter({ hasText: 'Noor Haddad' });
  const samRow = list.getByRole('listitem').filter({ hasText: 'Sam Okafor' });
  await expect(noorRow).toContainText(`Reminder sent ${today}`, { timeout: 30_000 });
  await expect(samRow).not.toContainText('Reminder sent');

  // A reminder by hand, from the keyboard: the row says so and announces it.
  await samRow.getByRole('button', { name: 'Remind Sam Okafor' }).focus();
  await page.keyboard.press('Enter');
  await expect(samRow.getByRole('status').filter({ hasText: REMINDER_MESSAGES.sent })).toHaveText(REMINDER_MESSAGES.sent);
  await expect(samRow).toContainText(`Reminder sent ${today}`);
  // A second one the same day is refused, with the reason.
  await noorRow.getByRole('button', { name: 'Remind Noor Haddad' }).click();
  await expect(noorRow.getByRole('alert').filter({ hasText: REMINDER_MESSAGES.tooMany })).toHaveText(REMINDER_MESSAGES.tooMany);
  await axeClean(page);
  await shot(page, 'reminders-pending-390');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The interview's page: its open link, when reminders went out, and the decision log's entries.
  await page.goto(`/interviews/${sam!.id}`);
  await expect(page.getByText(`Reminder sent ${today}`)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Remind Sam Okafor' })).toBeVisible();
  await page.getByRole('button', { name: 'Show log' }).click();
  await expect(page.getByRole('list', { name: 'Decision log events, oldest first' })).toContainText('emailed the candidate a reminder');
  await axeClean(page);
  await page.getByRole('list', { name: 'Decision log events, oldest first' }).scrollIntoViewIfNeeded();
  await shot(page, 'reminders-interview-log-390', { fullPage: false });
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'reminders-interview-390', { fullPage: false });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The company's setting: on by default, turned off by the owner.
  await page.goto('/talent/candidates');
  const setting = page.getByRole('checkbox', { name: REMINDER_MESSAGES.settingLabel });
  await expect(setting).toBeChecked({ timeout: 30_000 });
  await setting.click();
  await expect(page.getByText(REMINDER_MESSAGES.settingOff)).toBeVisible();
  await expect(setting).not.toBeChecked();
  await setting.scrollIntoViewIfNeeded();
  await axeClean(page);
  await shot(page, 'reminders-setting-390', { fullPage: false });
  const saved = await (await request.get('/api/app/interviews/reminder-settings', { headers })).json();
  expect(saved.data.enabled).toBe(false);
});
