import { INTEGRITY_MESSAGES, signalBadges } from '@hiring/shared/integrity';
import { INTERVIEW_MESSAGES, INTERVIEW_NOTICE, PRACTICE_QUESTION } from '@hiring/shared/interviews';
import { expect, test } from '@playwright/test';
import { activateWithAllGoals, ownerWithDraftGoals, shot, strongAnswer, until, violations } from './fixtures';

const PASSWORD = 'integrity-pass-123';

test('a candidate pastes an answer; the reviewer sees the paste beside it, and the candidates list filters on it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const { email, headers, jobId, base, goals } = await ownerWithDraftGoals(request, page, { label: 'integrity', password: PASSWORD });
  await activateWithAllGoals(request, headers, base, goals);
  const created = await request.post('/api/app/job-positions/generate-links', {
    headers,
    data: {
      job_position_id: jobId,
      candidates: [
        { name: 'Grace Hopper', email: 'grace.integrity@example.test' },
        { name: 'Marcus Webb', email: 'marcus.integrity@example.test' },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const [grace] = (await created.json()).data.links as { id: string; url: string }[];

  // Grace reads in the notice what the page records, then pastes her first answer.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await context.newPage();
  await phone.goto(grace!.url);
  await expect(phone.getByText(INTERVIEW_NOTICE.integritySignals)).toBeVisible();
  await shot(phone, 'integrity-notice-390');
  await phone.getByRole('checkbox', { name: INTERVIEW_NOTICE.consentLabel }).check();
  await phone.getByRole('button', { name: 'Start the interview' }).click();
  await expect(phone.getByRole('heading', { name: PRACTICE_QUESTION.text })).toBeVisible();
  await phone.getByRole('button', { name: 'Start the first question' }).click();
  const pasted = strongAnswer(1);
  const box = phone.getByRole('textbox');
  await box.evaluate((el, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, pasted);
  await box.fill(pasted);
  await expect(phone.getByText(INTERVIEW_MESSAGES.saved, { exact: true })).toBeVisible();
  await context.close();

  // The rest of her answers through the calls the page makes, without signals; then she submits.
  const pub = `/api/public/interviews/${grace!.url.split('/').pop()}`;
  const view = (await (await request.get(pub)).json()).data;
  const asked = view.questions.filter((q: { practice: boolean }) => !q.practice) as { id: string }[];
  for (const [i, q] of asked.entries()) {
    if (i === 0) continue;
    const saved = await request.put(`${pub}/answers/${q.id}`, { data: { text: strongAnswer(i + 1) } });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  expect((await request.post(`${pub}/submit`)).status()).toBe(200);
  await until(
    async () => (await (await request.get(`/api/app/interviews/${grace!.id}`, { headers })).json()).data.scoring_status,
    (status: string) => status === 'scored',
  );

  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The review: the paste badge beside the first answer, its reason on focus.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/interviews/${grace!.id}`);
  const first = page.getByRole('region', { name: 'Signals, question 1' });
  await expect(first).toBeVisible({ timeout: 30_000 });
  const label = `Pasted ${pasted.length} characters (1 paste)`;
  const badge = first.getByRole('list', { name: 'Integrity signals' }).getByRole('button', { name: label });
  await expect(badge).toBeVisible();
  await badge.focus();
  const [paste] = signalBadges({ paste_count: 1, pasted_chars: pasted.length, tab_leaves: 0, seconds: 0 });
  await expect(page.getByRole('tooltip', { name: paste!.reason })).toBeVisible();
  await expect(first).toContainText(INTEGRITY_MESSAGES.notScored);
  expect(await violations(page)).toEqual([]);
  await shot(page, 'integrity-review-1440', { fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await first.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  await shot(page, 'integrity-review-390', { fullPage: false });

  // The candidates list: "Has integrity flags" keeps Grace, not Marcus, who has not started.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/talent/candidates');
  await expect(page.getByRole('link', { name: 'Marcus Webb' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Integrity flags' }).selectOption({ label: INTEGRITY_MESSAGES.filterLabel });
  await expect(page).toHaveURL(/integrity=flagged/);
  await expect(page.getByRole('link', { name: 'Grace Hopper' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Marcus Webb' })).toHaveCount(0);
  await expect(page.getByText(INTEGRITY_MESSAGES.filterHint, { exact: false })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await shot(page, 'integrity-candidates-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  await shot(page, 'integrity-candidates-390');
});
