import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { WEBHOOK_MESSAGES } from '@hiring/shared/webhooks';
import { ONBOARDING_REDIRECT_MS, shot, uniqueEmail, violations } from './fixtures';

// A shared machine under load can take seconds to render a screen: waits are generous here.
const expect = baseExpect.configure({ timeout: 30_000 });

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

/** The company's endpoint, on this machine: the first request fails with 500, the next ones succeed. */
async function receiver() {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.statusCode = received.length === 1 ? 500 : 200;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks`, received, close: () => new Promise((r) => server.close(r)) };
}

/** A new owner, registered through the form, past the onboarding offer. */
async function registerOwner(page: Page) {
  await page.goto('/auth/register');
  await page.getByLabel('First name').fill('Jordan');
  await page.getByLabel('Last name').fill('Hiring');
  await page.getByLabel('Work email').fill(uniqueEmail('webhooks'));
  await page.getByLabel('Password', { exact: true }).fill('hooks-pass-123');
  await page.getByLabel('Confirm password').fill('hooks-pass-123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/onboarding\/welcome$/, { timeout: ONBOARDING_REDIRECT_MS });
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.use({ viewport: { width: 1440, height: 900 } });

test('the owner adds a webhook, copies its secret once, tests it, reads the deliveries, redelivers, pauses, resumes and deletes it', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const endpoint = await receiver();
  try {
    await registerOwner(page);
    await page.goto('/profile/settings');
    const section = page.getByRole('region', { name: 'Webhooks' });
    await expect(section.getByText(WEBHOOK_MESSAGES.empty)).toBeVisible();
    await shots(page, 'webhooks-empty', section);

    await section.getByRole('button', { name: 'Add webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add webhook' });
    await dialog.getByRole('checkbox', { name: /An interview was scored/ }).uncheck();
    await dialog.getByRole('button', { name: 'Add webhook' }).click();
    await expect(dialog.getByText(WEBHOOK_MESSAGES.eventsRequired)).toBeVisible();
    await dialog.getByLabel('Endpoint URL').fill(endpoint.url);
    // Keyboard only: the events are checkboxes reached with Tab and ticked with Space.
    await dialog.getByRole('checkbox', { name: /An interview was scored/ }).focus();
    await page.keyboard.press('Space');
    await dialog.getByRole('checkbox', { name: /status changed/ }).check();
    await shots(page, 'webhooks-add');
    await dialog.getByRole('button', { name: 'Add webhook' }).click();

    const created = page.getByRole('dialog', { name: 'Webhook added' });
    await expect(created.getByText(WEBHOOK_MESSAGES.secretShownOnce)).toBeVisible();
    const secret = await created.getByTestId('new-webhook-secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await expect(created.getByRole('button', { name: 'Copy secret' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await shots(page, 'webhooks-secret-once');
    await created.getByRole('button', { name: 'Done' }).click();

    const item = section.getByRole('listitem', { name: endpoint.url });
    await expect(item.getByText('Active')).toBeVisible();
    await expect(page.getByText(secret)).toHaveCount(0);

    // The first test meets the endpoint's 500; the log shows it, and "Redeliver" sends it again.
    await item.getByRole('button', { name: `Send test to ${endpoint.url}` }).click();
    await expect(item.getByText('Test failed: The endpoint answered 500.')).toBeVisible();
    await item.getByRole('button', { name: `Deliveries of ${endpoint.url}` }).click();
    const log = page.getByRole('dialog', { name: 'Deliveries' });
    await expect(log.getByText('HTTP 500')).toBeVisible();
    await shots(page, 'webhooks-deliveries', log);
    await log.getByRole('button', { name: /^Redeliver webhook\.test/ }).click();
    await expect(log.getByText(/Sent again\. 200 in \d+ ms/)).toBeVisible();
    await expect(log.getByText('Delivered')).toBeVisible();
    expect(endpoint.received).toHaveLength(2);
    expect(endpoint.received[1]!.headers['webhook-id']).toBe(endpoint.received[0]!.headers['webhook-id']);
    expect(String(endpoint.received[1]!.headers['webhook-signature'])).toMatch(/^v1,/);
    expect(await violations(page)).toEqual([]);
    await log.getByRole('button', { name: 'Close' }).last().click();

    await item.getByRole('button', { name: `Pause ${endpoint.url}` }).click();
    await expect(item.getByText('Paused')).toBeVisible();
    await shots(page, 'webhooks-paused', section);
    await item.getByRole('button', { name: `Resume ${endpoint.url}` }).click();
    await expect(item.getByText('Active')).toBeVisible();

    await item.getByRole('button', { name: `Delete ${endpoint.url}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete webhook' });
    await expect(confirm.getByText(WEBHOOK_MESSAGES.deleteConfirm(endpoint.url))).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete webhook' }).click();
    await expect(section.getByText(WEBHOOK_MESSAGES.empty)).toBeVisible();
  } finally {
    await endpoint.close();
  }
});
