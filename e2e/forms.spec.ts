import { COMPANY_MESSAGES } from '@hiring/shared/company';
import { JOB_MESSAGES } from '@hiring/shared/job-positions';
import { expect, type Page, test } from '@playwright/test';
import { skipOnboarding, startTrial, uniqueEmail, violations } from './fixtures';

/** A new owner with a trial, and the bearer header for API calls. */
async function ownerWithTrial(page: Page) {
  await page.goto('/auth/register');
  await page.getByLabel('First name').fill('Jordan');
  await page.getByLabel('Last name').fill('Forms');
  await page.getByLabel('Work email').fill(uniqueEmail('forms'));
  await page.getByLabel('Password', { exact: true }).fill('forms-pass-123');
  await page.getByLabel('Confirm password').fill('forms-pass-123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await skipOnboarding(page);
  return startTrial(page, { companyName: 'Forms Clinic' });
}

test.describe('forms on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the company form marks missing required fields in red with a note, says when nothing changed, and stays axe-clean', async ({
    page,
  }) => {
    await ownerWithTrial(page);
    await page.goto('/job-listing/create');
    const industry = page.getByRole('combobox', { name: /Industry/ });
    await expect(industry).toHaveAttribute('data-missing', 'true');
    // The red border must win over the plain border colour (spec 02 §2.4).
    const website = page.getByRole('textbox', { name: 'Website' });
    const [missingBorder, plainBorder] = await Promise.all([
      industry.evaluate((el) => getComputedStyle(el).borderTopColor),
      website.evaluate((el) => getComputedStyle(el).borderTopColor),
    ]);
    expect(missingBorder).not.toBe(plainBorder);
    await expect(industry).toHaveAccessibleDescription('Needed for AI recommendations.');
    expect(await violations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Save Company Information' }).click();
    await expect(page.getByRole('status').filter({ hasText: COMPANY_MESSAGES.nothingChanged })).toBeVisible();
    await expect(page.getByText(COMPANY_MESSAGES.updated)).toHaveCount(0);

    await website.fill('not a site');
    await expect(website).toHaveAttribute('aria-invalid', 'true');
    await expect(website).toHaveAccessibleDescription(COMPANY_MESSAGES.invalidWebsite);
    expect(await violations(page)).toEqual([]);
  });

  test("the wizard's job form shows its errors on the fields, focuses the first, and stays axe-clean", async ({ page }) => {
    const headers = await ownerWithTrial(page);
    const company = await page.request.put('/api/app/company/context', {
      headers,
      data: { industry: 'healthcare', size: '11-50', description: 'A veterinary clinic.' },
    });
    expect(company.status(), await company.text()).toBe(200);

    await page.goto('/job-listing/create');
    await page.getByRole('button', { name: JOB_MESSAGES.continueToJobDetails }).click();
    await page.getByRole('button', { name: JOB_MESSAGES.analyzeJobDescription }).click();
    const title = page.getByRole('textbox', { name: /Job Title/ });
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toBeFocused();
    await expect(title).toHaveAccessibleDescription(JOB_MESSAGES.titleRequired);
    expect(await violations(page)).toEqual([]);
    // Editing a field clears its error.
    await title.fill('Veterinary Technician');
    await expect(title).not.toHaveAttribute('aria-invalid', 'true');
  });
});
