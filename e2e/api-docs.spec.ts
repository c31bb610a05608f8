import { expect, test } from '@playwright/test';
import { shot } from './fixtures.ts';

test.describe('the API docs page', () => {
  for (const width of [1280, 390]) {
    test(`shows the operations, the licence and the shared error answers at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const failures: string[] = [];
      page.on('pageerror', (error) => failures.push(error.message));
      await page.goto('/api/docs/');
      await expect(page.getByRole('heading', { name: /HireSignal API/ })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText('Proprietary')).toBeVisible();
      // The page renders the tags as it goes: the first tag's operation is there first.
      const overview = page.locator('#operations-analytics-getAnalyticsOverview');
      await expect(overview).toBeVisible({ timeout: 30_000 });
      await shot(page, `api-docs-${width}`, { fullPage: false });
      await overview.locator('.opblock-summary-control').click();
      // The shared error answers, each with its status's message, and the operation's own security.
      for (const message of ['Unauthorized. Please log in again.', 'Internal server error.', 'Service unavailable.']) {
        await expect(overview.getByText(message).first()).toBeVisible();
      }
      await overview.getByText('Responses', { exact: true }).scrollIntoViewIfNeeded();
      await shot(page, `api-docs-operation-${width}`, { fullPage: false });
      expect(failures).toEqual([]);
    });
  }
});
