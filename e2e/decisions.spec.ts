import { DECISION_MESSAGES, OUTCOME_HUMAN_REVIEW, OUTCOME_TEXTS } from '@hiring/shared/decisions';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { activateWithAllGoals, ownerWithDraftGoals, shot, strongAnswer, uniqueEmail, until, violations } from './fixtures';
import { signInAs } from './review-steps';

const PASSWORD = 'decisions-pass-1';

/** A candidate answers every question through the public calls; the team waits for the scores. */
async function scoredInterview(request: APIRequestContext, headers: Record<string, string>, jobId: string, name: string) {
  const created = await request.post('/api/app/job-positions/generate-links', {
    headers,
    data: { job_position_id: jobId, candidates: [{ name, email: uniqueEmail('cand') }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const link = (await created.json()).data.links[0] as { url: string; id: string };
  const pub = `/api/public/interviews/${link.url.split('/').pop()}`;
  await request.post(`${pub}/start`, { data: { consent: true } });
  const questions = (await (await request.get(pub)).json()).data.questions as { id: string; practice: boolean }[];
  for (const [i, q] of questions.entries()) {
    const saved = await request.put(`${pub}/answers/${q.id}`, { data: { text: q.practice ? 'A team that ships.' : strongAnswer(i) } });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  expect((await request.post(`${pub}/submit`)).status()).toBe(200);
  const selfId = await request.post(`${pub}/self-id`, { data: { sex: 'female', race_ethnicity: 'white' } });
  expect(selfId.status(), await selfId.text()).toBe(200);
  await until(
    async () => (await (await request.get(`/api/app/interviews/${link.id}`, { headers })).json()).data.scoring_status,
    (status: string) => status === 'scored',
  );
  return { id: link.id, url: link.url };
}

test('decide and notify from the review screen, then decide two in bulk after reading each message; the candidate sees the outcome', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const { email, headers, jobId, base, goals } = await ownerWithDraftGoals(request, page, { label: 'decide', password: PASSWORD });
  await activateWithAllGoals(request, headers, base, goals);
  const ada = await scoredInterview(request, headers, jobId, 'Ada Lovelace');
  const grace = await scoredInterview(request, headers, jobId, 'Grace Hopper');

  // The review screen: advance Ada, read the message, send it.
  await signInAs(page, email, PASSWORD);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/interviews/${ada.id}`);
  const panel = page.getByTestId('decision-panel');
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await panel.getByLabel('Decision').selectOption('advance');
  await panel.getByLabel('Send the candidate the message').check();
  await expect(panel.getByRole('button', { name: 'Save and send message' })).toBeDisabled();
  await panel.getByRole('button', { name: 'Preview message' }).click();
  const preview = panel.getByRole('article', { name: 'Message to Ada Lovelace' });
  await expect(preview).toContainText('Dear Ada Lovelace,');
  await expect(preview).toContainText('Site Reliability Engineer');
  await panel.scrollIntoViewIfNeeded();
  await shot(page, 'decision-review-preview-1280', { fullPage: false });
  await panel.getByRole('button', { name: 'Save and send message' }).click();
  await expect(panel.getByRole('status').filter({ hasText: DECISION_MESSAGES.savedAndSent })).toBeVisible();
  await expect(panel.getByText('Current decision:').locator('..')).toContainText('Advance');
  expect(await violations(page)).toEqual([]);

  // The candidate's link shows the outcome they were told.
  const candidate = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await candidate.newPage();
  await phone.goto(ada.url);
  await expect(phone.getByRole('heading', { name: OUTCOME_TEXTS.advance.title })).toBeVisible({ timeout: 30_000 });
  await shot(phone, 'decision-candidate-advance-390');

  // The Completed list: filter by decision, then select both and reject them with their messages.
  await page.goto('/interviews/completed?decision=advance');
  await expect(page.getByRole('link', { name: 'Ada Lovelace' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Grace Hopper' })).toHaveCount(0);
  await page.goto('/interviews/completed');
  await page.getByLabel('Select Ada Lovelace').check();
  await page.getByLabel('Select Grace Hopper').check();
  await page.getByRole('button', { name: 'Decide selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Decide 2 interviews' });
  await dialog.getByLabel('Decision').selectOption('reject');
  await dialog.getByLabel('Send the candidate the message').check();
  await dialog.getByRole('button', { name: 'Preview messages' }).click();
  await expect(dialog.getByRole('article', { name: 'Message to Ada Lovelace' })).toContainText('Dear Ada Lovelace,');
  await expect(dialog.getByRole('article', { name: 'Message to Grace Hopper' })).toContainText('Dear Grace Hopper,');
  await expect(dialog.getByRole('article', { name: 'Message to Grace Hopper' })).toContainText('human review');
  await shot(page, 'decision-bulk-preview-1280');
  await dialog.getByRole('button', { name: 'Save and send 2 messages' }).click();
  await expect(page.getByRole('status').filter({ hasText: DECISION_MESSAGES.bulkSaved(2, 2) })).toBeVisible();
  await expect(page.locator('[data-decision="reject"]')).toHaveCount(2);
  await shot(page, 'decision-completed-list-1280');

  // The list at 390 px, and the candidate's rejection with the way to ask for human review.
  const narrow = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const small = await narrow.newPage();
  await signInAs(small, email, PASSWORD);
  await small.goto('/interviews/completed');
  await expect(small.getByRole('link', { name: 'Grace Hopper' })).toBeVisible({ timeout: 30_000 });
  await shot(small, 'decision-completed-list-390');
  expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await narrow.close();

  await phone.goto(grace.url);
  await expect(phone.getByRole('heading', { name: OUTCOME_TEXTS.reject.title })).toBeVisible({ timeout: 30_000 });
  await expect(phone.getByText(OUTCOME_HUMAN_REVIEW)).toBeVisible();
  await shot(phone, 'decision-candidate-reject-390');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await candidate.close();

  // The company's messages, on the candidate pool page.
  await page.goto('/talent/candidates');
  await expect(page.getByRole('heading', { name: 'Messages to candidates' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('What happens next').fill('We reply within a week.');
  await page.getByRole('button', { name: 'Save messages' }).click();
  await expect(page.getByRole('status').filter({ hasText: DECISION_MESSAGES.templatesSaved })).toBeVisible();
  await page.getByRole('heading', { name: 'Messages to candidates' }).scrollIntoViewIfNeeded();
  await shot(page, 'decision-messages-settings-1280', { fullPage: false });

  // The bias audit's selection rate: both rejected, none advanced or hired.
  await page.goto('/interviews/bias-audit');
  await page.getByLabel('Selection rate (advanced or hired)').check();
  await expect(page.getByText('Advanced or hired', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('columnheader', { name: 'Selection rate' }).first()).toBeVisible();
  await shot(page, 'decision-bias-audit-selection-1280');
});
