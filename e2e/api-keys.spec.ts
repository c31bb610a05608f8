import { expect, type Locator, type Page, test } from '@playwright/test';
import { API_KEY_MESSAGES } from '@hiring/shared/api-keys';
import { readFileSync } from 'node:fs';
import { EXPORT_MESSAGES } from '@hiring/shared/exports';
import { activateWithAllGoals, ownerWithDraftGoals, registerOwner, shot, violations } from './fixtures';

const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** Desktop and 390 px pictures (when E2E_SCREENSHOT_DIR is set), and no sideways scrolling at 390 px. */
async function shots(page: Page, name: string, focus?: Locator) {
  await focus?.scrollIntoViewIfNeeded();
  await shot(page, `${name}-1440`, { fullPage: false });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await overflows(page)).toBe(false);
  await focus?.scrollIntoViewIfNeeded();
  await shot(page, `${name}-390`, { fullPage: false });
  if (size) await page.setViewportSize(size);
}

test.use({ viewport: { width: 1440, height: 900 } });

test('the owner creates an API key shown once, sees it listed, uses it, and revokes it', async ({ page }) => {
  await registerOwner(page);
  await page.goto('/profile/settings');
  const section = page.getByRole('region', { name: 'API keys' });
  await expect(section.getByText(API_KEY_MESSAGES.empty)).toBeVisible();
  await shots(page, 'api-keys-empty', section);

  await section.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  // Without a name the form says what is missing.
  await dialog.getByRole('button', { name: 'Create key' }).click();
  await expect(dialog.getByText(API_KEY_MESSAGES.nameRequired)).toBeVisible();
  await dialog.getByLabel('Name').fill('Greenhouse sync');
  await dialog.getByRole('checkbox', { name: /Create interview links/ }).check();
  await expect(dialog.getByRole('checkbox', { name: /Read job positions/ })).toBeChecked();
  await shots(page, 'api-keys-create');
  await dialog.getByRole('button', { name: 'Create key' }).click();

  const created = page.getByRole('dialog', { name: 'API key created' });
  await expect(created.getByText(API_KEY_MESSAGES.shownOnce)).toBeVisible();
  const key = await created.getByTestId('new-api-key').inputValue();
  expect(key).toMatch(/^hsk_[\w-]{40,}$/);
  await expect(created.getByRole('button', { name: 'Copy key' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await shots(page, 'api-keys-shown-once');
  await created.getByRole('button', { name: 'Done' }).click();

  // Listed by name and its first characters, never the key itself.
  const item = section.getByRole('listitem', { name: 'Greenhouse sync' });
  await expect(item).toBeVisible();
  await expect(item.getByText(`${key.slice(0, 8)}…`)).toBeVisible();
  await expect(item.getByText('Create interview links')).toBeVisible();
  await expect(page.getByText(key)).toHaveCount(0);

  // The key works for the operations of its scopes.
  const withKey = { Authorization: `Bearer ${key}` };
  expect((await page.request.get('/api/app/job-positions', { headers: withKey })).status()).toBe(200);
  const billing = await page.request.get('/api/app/subscriptions/current', { headers: withKey });
  expect(billing.status()).toBe(403);
  await page.reload();
  await expect(section.getByRole('listitem', { name: 'Greenhouse sync' }).getByText(/Last used (?!never)/)).toBeVisible();
  await shots(page, 'api-keys-listed', section);

  await section.getByRole('button', { name: 'Revoke Greenhouse sync' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke API key' });
  await expect(confirm.getByText(API_KEY_MESSAGES.revokeConfirm('Greenhouse sync'))).toBeVisible();
  await confirm.getByRole('button', { name: 'Revoke key' }).click();
  await expect(section.getByText(API_KEY_MESSAGES.empty)).toBeVisible();
  expect((await page.request.get('/api/app/job-positions', { headers: withKey })).status()).toBe(401);
});

test('a team member downloads the candidates of a position as CSV from the candidates and compare screens', async ({ page, request }) => {
  test.setTimeout(150_000);
  const password = 'exports-pass-123';
  const { email, headers, jobId, base, goals } = await ownerWithDraftGoals(request, page, { label: 'exports', password });
  await activateWithAllGoals(request, headers, base, goals);
  const links = await request.post('/api/app/job-positions/generate-links', {
    headers,
    data: { job_position_id: jobId, candidates: [{ name: 'Łukasz Żółć', email: 'lukasz@example.com' }] },
  });
  expect(links.status(), await links.text()).toBe(201);

  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Without a position chosen, the button says what is missing.
  await page.goto('/talent/candidates');
  const button = page.getByRole('button', { name: EXPORT_MESSAGES.exportCsv });
  await expect(button).toBeDisabled();
  await expect(page.getByText(EXPORT_MESSAGES.chooseJob)).toBeVisible();

  await page.goto(`/talent/candidates?job=${jobId}`);
  await expect(page.getByText('Łukasz Żółć')).toBeVisible();
  await expect(button).toBeEnabled();
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe('site-reliability-engineer_candidates.csv');
  const file = readFileSync((await download.path())!, 'utf8');
  expect(file.startsWith('\uFEFF')).toBe(true);
  expect(file).toContain('Łukasz Żółć');
  expect(file).toContain('\r\n');
  await expect(page.getByRole('status').filter({ hasText: 'Downloaded 1 candidate of Site Reliability Engineer.' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await shots(page, 'candidates-export');

  await page.goto(`/talent/compare?job=${jobId}`);
  const compareButton = page.getByRole('button', { name: EXPORT_MESSAGES.exportCsv });
  await expect(compareButton).toBeEnabled();
  const [second] = await Promise.all([page.waitForEvent('download'), compareButton.click()]);
  expect(second.suggestedFilename()).toBe('site-reliability-engineer_candidates.csv');
  await shots(page, 'compare-export');
});
