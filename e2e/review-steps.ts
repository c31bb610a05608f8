import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { uniqueEmail } from './fixtures';

/** Signs in on the screen and lands on the dashboard. */
export async function signInAs(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A manager of the same company, invited and registered through the team's calls. */
export async function secondReviewer(request: APIRequestContext, headers: Record<string, string>, password: string) {
  const email = uniqueEmail('manager');
  const invited = await request.post('/api/admin/org/employee-invites', { headers, data: { email, role_id: 'manager' } });
  expect(invited.status(), await invited.text()).toBe(201);
  const mails = (await (await request.get('/api/dev/mailbox')).json()).data.items as { to: string; text: string }[];
  const mail = mails.find((m) => m.to === email)!;
  const token = /\/auth\/accept-invite\/(\S+)/.exec(mail.text)![1]!;
  const joined = await request.post(`/api/auth/invites/${token}/register`, {
    data: { firstName: 'Mona', lastName: 'Manager', password },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  return email;
}

/**
 * Scores the answer on its card. A blind score is saved without a reason; where the AI's score it
 * then shows differs by 2 or more, the page asks why and the reason is given (decision 499).
 */
export async function scoreOnCard(card: Locator, value: number, why = 'Names the runbook and the numbers it moved.') {
  await card.locator(`label:has(input[type="radio"][value="${value}"])`).click();
  await card.getByRole('button', { name: `Save score ${value}` }).click();
  const saved = card.getByText(/^Score (saved|changed|confirmed)$/);
  const asked = card.getByLabel('Reason');
  await expect(saved.or(asked).first()).toBeVisible();
  if (await asked.isVisible()) {
    await expect(card.getByText(/differs from the AI|before seeing the AI's score/)).toBeVisible();
    await asked.selectOption(value >= 3 ? 'answer_better_than_scored' : 'answer_worse_than_scored');
    await card.getByLabel(/^Why/).fill(why);
    await card.getByRole('button', { name: `Save score ${value}` }).click();
    await expect(asked).toHaveCount(0);
    await expect(saved).toBeVisible();
  }
}
