import AxeBuilder from '@axe-core/playwright';
import { ANSWER_FLAG_LABELS, ANSWER_FLAG_REASONS } from '@hiring/shared/ai';
import { INTERVIEW_MESSAGES, INTERVIEW_NOTICE, PRACTICE_QUESTION } from '@hiring/shared/interviews';
import { JOB_MESSAGES } from '@hiring/shared/job-positions';
import { expect, type Page, test } from '@playwright/test';
import { activateWithAllGoals, ownerWithDraftGoals, reviewAiFirst, shot, until } from './fixtures';

const PASSWORD = 'readable-pass-123';

async function axeClean(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

const ANSWER =
  'I led the response to a regional outage of our Kubernetes platform. I coordinated the incident channel, rolled back the faulty Terraform change, and wrote the blameless postmortem.';

test("a candidate's Back goes to the previous question; the team reads flags in words, aligned columns, whole emails and a tab count that matches its list", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const { email, headers, jobId, base, goals } = await ownerWithDraftGoals(request, page, { label: 'readable', password: PASSWORD });
  await activateWithAllGoals(request, headers, base, goals);
  await reviewAiFirst(request, headers);
  const created = await request.post('/api/app/job-positions/generate-links', {
    headers,
    data: {
      job_position_id: jobId,
      candidates: [
        { name: 'Marcus Webb', email: 'marcus.webb@example.test' },
        { name: 'Grace Hopper', email: 'grace@example.test' },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const [marcus, grace] = (await created.json()).data.links as { url: string }[];

  // Marcus on his phone: the browser's Back walks back through the questions, Forward returns.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await context.newPage();
  await phone.goto(marcus!.url);
  await phone.getByRole('checkbox', { name: INTERVIEW_NOTICE.consentLabel }).check();
  await phone.getByRole('button', { name: 'Start the interview' }).click();
  await expect(phone.getByRole('heading', { name: PRACTICE_QUESTION.text })).toBeVisible();
  await phone.getByRole('textbox').fill('A team that writes things down.');
  await phone.getByRole('button', { name: 'Start the first question' }).click();
  const progress = phone.getByRole('progressbar', { name: 'Interview progress' });
  await expect(progress).toHaveAttribute('aria-valuetext', /^Question 1 of \d+$/);
  const first = (await phone.locator('h1').textContent())!;
  await phone.getByRole('textbox').fill(ANSWER);
  await expect(phone.getByText(INTERVIEW_MESSAGES.saved, { exact: true })).toBeVisible();
  await phone.getByRole('button', { name: 'Next question' }).click();
  await expect(progress).toHaveAttribute('aria-valuetext', /^Question 2 of \d+$/);
  await phone.goBack();
  await expect(phone.getByRole('heading', { name: first })).toBeVisible();
  await expect(phone.getByRole('textbox')).toHaveValue(ANSWER);
  expect(phone.url()).toContain('/interview/');
  await phone.goBack();
  await expect(phone.getByRole('heading', { name: PRACTICE_QUESTION.text })).toBeVisible();
  await phone.goForward();
  await expect(phone.getByRole('heading', { name: first })).toBeVisible();
  await axeClean(phone);
  await shot(phone, 'interview-back-button-390');
  await context.close();

  // Both finish through the calls the page makes: Marcus on topic, Grace pasting the question back.
  for (const [link, answerOf] of [
    [marcus!.url, () => ANSWER],
    [grace!.url, (q: { text: string }) => q.text],
  ] as const) {
    const pub = `/api/public/interviews/${link.split('/').pop()}`;
    await request.post(`${pub}/start`, { data: { consent: true } });
    const view = (await (await request.get(pub)).json()).data;
    for (const q of view.questions.filter((x: { practice: boolean }) => !x.practice)) {
      const saved = await request.put(`${pub}/answers/${q.id}`, { data: { text: answerOf(q) } });
      expect(saved.status(), await saved.text()).toBe(200);
    }
    expect((await request.post(`${pub}/submit`)).status()).toBe(200);
  }
  await until(
    async () => (await (await request.get('/api/app/interviews?status=completed', { headers })).json()).data.items,
    (items: { scoring_status: string }[]) => items.length === 2 && items.every((i) => i.scoring_status === 'scored'),
  );

  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Completed Interviews: each column starts at the same place in every row.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/interviews/completed');
  const rows = page.locator('[data-interview-row]');
  await expect(rows).toHaveCount(2);
  const columnStarts = async (row: number) =>
    rows.nth(row).evaluate((el) => [...el.children].map((c) => Math.round(c.getBoundingClientRect().left)));
  expect(await columnStarts(0)).toEqual(await columnStarts(1));
  await expect(page.getByTestId('list-columns')).toBeVisible();
  await axeClean(page);
  await shot(page, 'interviews-completed-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  await shot(page, 'interviews-completed-390');
  await page.setViewportSize({ width: 1440, height: 900 });

  // Grace's result: her flags in words, the reason on focus, no code anywhere.
  await page.getByRole('link', { name: 'Grace Hopper' }).click();
  const flags = page.getByRole('list', { name: 'AI flags' }).first();
  await expect(flags).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('main')).not.toContainText(/off_topic|copied_question|too_short/);
  const flag = flags.getByRole('button').first();
  const label = (await flag.textContent())!;
  const key = (Object.keys(ANSWER_FLAG_LABELS) as (keyof typeof ANSWER_FLAG_LABELS)[]).find((k) => ANSWER_FLAG_LABELS[k] === label);
  expect(key).toBeTruthy();
  await flag.focus();
  await expect(page.getByRole('tooltip', { name: ANSWER_FLAG_REASONS[key!] })).toBeVisible();
  await axeClean(page);
  await shot(page, 'interviews-result-flag-tooltip', { fullPage: false });

  // Compare at 390 px: the address wraps at its seams, never inside a word.
  await page.goto(`/talent/compare?job=${jobId}`);
  await page.setViewportSize({ width: 390, height: 844 });
  const picker = page.getByRole('group', { name: 'Candidates to compare' });
  // Each tick goes through the address, so wait for it before the next.
  for (const n of [0, 1]) {
    await picker.getByRole('checkbox').nth(n).click();
    await expect(picker.getByRole('checkbox').nth(n)).toBeChecked();
  }
  await expect(page.getByRole('table')).toBeVisible();
  for (const scope of [picker, page.getByRole('table')]) {
    const address = scope.getByText('marcus.webb@example.test', { exact: true });
    // Each part of the address ('marcus', '.webb@', 'example', '.test') lies on one line: a line
    // may end between parts, never inside one.
    const split = await address.evaluate((el) => {
      const range = document.createRange();
      return [...el.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .filter((node) => {
          range.selectNodeContents(node);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
        })
        .map((node) => node.textContent);
    });
    expect(split).toEqual([]);
    await expect(address).toBeVisible();
  }
  await shot(page, 'interviews-compare-390');

  // The job list: put on hold, the position is still listed on the Active Jobs page, and the tab counts it.
  const hold = await request.patch(`/api/app/job-positions/${jobId}/status`, { headers, data: { status: 'on_hold' } });
  expect(hold.status(), await hold.text()).toBe(200);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/job-listing/active');
  await expect(page.getByRole('article')).toHaveCount(1);
  const activeTab = page.getByRole('navigation', { name: 'Job listing views' }).getByRole('link', { name: /^Active Jobs\s*1$/ });
  await expect(activeTab).toHaveAccessibleDescription(JOB_MESSAGES.activeJobsCount(1));
  await axeClean(page);
  await shot(page, 'job-list-active-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'job-list-active-390');
});
