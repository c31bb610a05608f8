import { REVIEW_MESSAGES } from '@hiring/shared/blind-review';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { activateWithAllGoals, ownerWithDraftGoals, shot, strongAnswer, uniqueEmail, until } from './fixtures';
import { scoreOnCard, secondReviewer, signInAs } from './review-steps';

const PASSWORD = 'blind-review-pass-1';

/** A candidate answers every question through the public calls, and the team waits for the scores. */
async function scoredInterview(request: APIRequestContext, headers: Record<string, string>, jobId: string) {
  const created = await request.post('/api/app/job-positions/generate-links', {
    headers,
    data: { job_position_id: jobId, candidates: [{ name: 'Ada Lovelace', email: uniqueEmail('ada') }] },
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
  await until(
    async () => (await (await request.get(`/api/app/interviews/${link.id}`, { headers })).json()).data.scoring_status,
    (status: string) => status === 'scored',
  );
  return link.id;
}

test('a reviewer scores blind, then sees the AI side by side; a second reviewer makes a mean', async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  const { email, headers, jobId, base, goals } = await ownerWithDraftGoals(request, page, { label: 'blind', password: PASSWORD });
  await activateWithAllGoals(request, headers, base, goals);
  const settings = (await (await request.get('/api/app/interviews/settings', { headers })).json()).data;
  expect(settings.blind_review).toBe(true);
  const interviewId = await scoredInterview(request, headers, jobId);

  // The owner opens the result: the answer, its guide and a score form; the AI's part is hidden.
  await signInAs(page, email, PASSWORD);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/interviews/${interviewId}`);
  const first = page.getByRole('article').first();
  await expect(first.getByText(REVIEW_MESSAGES.aiWithheld)).toBeVisible({ timeout: 30_000 });
  await expect(first.getByRole('region', { name: /^Reviewers' scores/ })).toHaveCount(0);
  await expect(first.getByRole('button', { name: /Confirm AI score/ })).toHaveCount(0);
  await expect(page.getByTestId('result-withheld')).toBeVisible();
  await expect(page.getByText('AI draft', { exact: true }).first()).toBeVisible();
  await shot(page, 'blind-review-before-1440');

  await scoreOnCard(first, 4);
  // Now the AI's score, rationale and evidence beside the reviewers' scores.
  await expect(first.getByRole('region', { name: 'AI score, question 1' })).toBeVisible();
  await expect(first.getByText(REVIEW_MESSAGES.aiWithheld)).toHaveCount(0);
  const reviewers = first.getByRole('region', { name: "Reviewers' scores, question 1" });
  await expect(reviewers).toContainText('Robin Recruiter');
  await expect(reviewers.getByTestId('final-score')).toContainText('the mean of 1 reviewer');
  await shot(page, 'blind-review-after-1440');

  // Clicking through the scores of a hidden AI score, and saving one far from it, tells nothing of
  // the AI's score and asks no reason (decision 499); once the saved score shows it, the page asks.
  const second = page.getByRole('article').nth(1);
  await expect(second.getByText(REVIEW_MESSAGES.aiWithheld)).toBeVisible();
  const radio = (value: number) => second.locator(`label:has(input[type="radio"][value="${value}"])`);
  for (const value of [1, 2, 3, 4, 5]) {
    await radio(value).click();
    await expect(second.getByText(/differs from the AI/)).toHaveCount(0);
    await expect(second.getByLabel('Reason')).toHaveCount(0);
  }
  await radio(1).click();
  await second.getByRole('button', { name: 'Save score 1' }).click();
  await expect(second.getByText(/^Score saved$/)).toBeVisible();
  await expect(second.getByRole('alert')).toHaveCount(0);
  await expect(second.getByRole('region', { name: 'AI score, question 2' })).toBeVisible();
  const confirm = await second.getByRole('button', { name: /^Confirm AI score \(\d\)$/ }).textContent();
  const ai = Number(/\((\d)\)/.exec(confirm ?? '')?.[1]);
  expect(ai, 'a strong answer: the AI scores it 3 or more, 2 or more from a 1').toBeGreaterThanOrEqual(3);
  await expect(second.getByText(REVIEW_MESSAGES.blindScoreReasonDue(1, ai))).toBeVisible();
  await second.getByLabel('Reason').selectOption('answer_worse_than_scored');
  await second.getByLabel(/^Why/).fill('Describes the team, not their own part.');
  await second.getByRole('button', { name: 'Save score 1' }).click();
  await expect(second.getByText(`Changed ${ai} → 1`, { exact: false })).toBeVisible();
  await expect(second.getByLabel('Reason')).toHaveCount(0);

  // A second reviewer still reviews blind, scores, and sees both scores and their mean.
  const managerEmail = await secondReviewer(request, headers, PASSWORD);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await context.newPage();
  await signInAs(phone, managerEmail, PASSWORD);
  await phone.goto(`/interviews/${interviewId}`);
  const theirs = phone.getByRole('article').first();
  await expect(theirs.getByText(REVIEW_MESSAGES.aiWithheld)).toBeVisible({ timeout: 30_000 });
  await shot(phone, 'blind-review-before-390');
  await scoreOnCard(theirs, 2);
  const both = theirs.getByRole('region', { name: "Reviewers' scores, question 1" });
  await expect(both).toContainText('Robin Recruiter');
  await expect(both).toContainText('Mona Manager');
  await expect(both.getByTestId('final-score')).toContainText('the mean of 2 reviewers');
  await expect(both.getByTestId('final-score')).toContainText('3/5');
  await shot(phone, 'blind-review-two-reviewers-390');
  // Nothing runs wider than the phone.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();

  // The owner sees the mean too, and the candidate pool says how much is left to review.
  await page.reload();
  await expect(first.getByRole('region', { name: "Reviewers' scores, question 1" }).getByTestId('final-score')).toContainText('3/5');
  await page.goto('/talent/candidates?sort=reviewed_score');
  await expect(page.getByText(/answers? not reviewed/).first()).toBeVisible();
  await expect(page.getByLabel(REVIEW_MESSAGES.blindReviewLabel)).toBeChecked();
  await shot(page, 'blind-review-candidates-1440');
});
