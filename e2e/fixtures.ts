import { expect, type Page } from '@playwright/test';

/** The `user`-role account that start-server.sh creates. */
export const E2E_USER = {
  email: process.env.E2E_USER_EMAIL ?? 'e2e-user@example.com',
  password: process.env.E2E_USER_PASSWORD ?? 'e2e-secret-1',
  firstName: 'Erin',
};

/** A fresh address per test, so tests never depend on one another. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

export async function signIn(page: Page, { email = E2E_USER.email, password = E2E_USER.password, path = '/auth' } = {}) {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Opens the newest mail to `to` in the development mailbox and follows its link. */
export async function followMailLink(page: Page, to: string, linkName: string) {
  await page.goto('/dev/mailbox');
  const mail = page
    .getByRole('listitem')
    .filter({ hasText: `To ${to}` })
    .first();
  await expect(mail).toBeVisible();
  await mail.getByRole('link', { name: linkName }).click();
}
