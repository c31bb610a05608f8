import { expect, type Page, test } from '@playwright/test';
import { API_KEY_MESSAGES } from '@hiring/shared/api-keys';
import { registerOwner, shot, violations } from './fixtures';

const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** Desktop and 390 px pictures (when E2E_SCREENSHOT_DIR is set), and no sideways scrolling at 390 px. */
async function shots(page: Page, name: string) {
  await shot(page, `${name}-1440`, { fullPage: false });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await overflows(page)).toBe(false);
  await shot(page, `${name}-390`, { fullPage: false });
  if (size) await page.setViewportSize(size);
}

test.use({ viewport: { width: 1440, height: 900 } });

test('the owner creates an API key shown once, sees it listed, uses it, and revokes it', async ({ page }) => {
  await registerOwner(page);
  await page.goto('/profile/settings');
  const section = page.getByRole('region', { name: 'API keys' });
  await expect(section.getByText(API_KEY_MESSAGES.empty)).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await shots(page, 'api-keys-empty');

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
  await section.scrollIntoViewIfNeeded();
  await shots(page, 'api-keys-listed');

  await section.getByRole('button', { name: 'Revoke Greenhouse sync' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke API key' });
  await expect(confirm.getByText(API_KEY_MESSAGES.revokeConfirm('Greenhouse sync'))).toBeVisible();
  await confirm.getByRole('button', { name: 'Revoke key' }).click();
  await expect(section.getByText(API_KEY_MESSAGES.empty)).toBeVisible();
  expect((await page.request.get('/api/app/job-positions', { headers: withKey })).status()).toBe(401);
});
