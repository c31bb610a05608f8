import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { ownerWithDraftGoals, shot } from './fixtures';

const PASSWORD = 'settings-pass-123';

async function axeClean(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

test("the team sets a position's interview language on its edit screen, and a user their Language and region on the profile", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { email, jobId, headers } = await ownerWithDraftGoals(request, page, { label: 'language-settings', password: PASSWORD });
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(`/job-listing/edit/${jobId}`);
  const language = page.getByRole('combobox', { name: /Interview language/ });
  await expect(language).toHaveValue('en');
  await language.selectOption('es');
  await axeClean(page);
  await shot(page, 'edit-job-interview-language');
  await page.getByRole('button', { name: 'Update Job Listing' }).click();
  await expect(page).toHaveURL(/\/job-listing$/);
  const saved = await (await request.get(`/api/app/job-positions/${jobId}`, { headers })).json();
  expect(saved.data.interview_language).toBe('es');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/profile/settings');
  const region = page.getByRole('combobox', { name: 'Language and region' });
  await expect(region).toHaveValue('');
  await region.focus();
  await region.selectOption('de-DE');
  await axeClean(page);
  await shot(page, 'profile-language-and-region');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile settings saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Language and region' })).toHaveValue('de-DE');
});
