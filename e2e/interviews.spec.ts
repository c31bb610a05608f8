import AxeBuilder from '@axe-core/playwright';
import { INTERVIEW_MESSAGES, INTERVIEW_NOTICE } from '@hiring/shared/interviews';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { activateWithAllGoals, ownerWithDraftGoals, reviewAiFirst, shot, strongAnswer, until } from './fixtures';

const PASSWORD = 'interviews-pass-123';

interface Team {
  email: string;
  headers: Record<string, string>;
  jobId: string;
}

/**
 * A new owner with a trial and a job that takes interviews, through the calls the screens make:
 * create (goals generated), confirm the goals (questions generated), finalize, activate.
 */
async function teamWithActiveJob(request: APIRequestContext, page: Page): Promise<Team> {
  const { email, headers, jobId, base, goals } = await ownerWithDraftGoals(request, page, { label: 'interviews', password: PASSWORD });
  await activateWithAllGoals(request, headers, base, goals);
  // This walk confirms the AI's score from the result page: the company reviews AI-first.
  await reviewAiFirst(request, headers);
  return { email, headers, jobId };
}

async function signInPage(page: Page, email: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function axeClean(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

/** A candidate's phone: a fresh context with no session, 390 px wide. */
async function phone(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  return { context, page: await context.newPage() };
}

const ANSWER = strongAnswer(1);

/** Takes the interview on a phone: consent, practice, every question; stops before the last when `leaveAt` is given. */
async function answerQuestions(page: Page, from: number, to: number) {
  const progress = page.getByRole('progressbar', { name: 'Interview progress' });
  for (let i = from; i <= to; i++) {
    const box = page.getByRole('textbox');
    await expect(box).toBeVisible();
    await box.fill(strongAnswer(i));
    await expect(page.getByText(INTERVIEW_MESSAGES.saved, { exact: true })).toBeVisible();
    const shown = (await progress.getAttribute('aria-valuetext')) ?? '';
    await page.getByRole('button', { name: /Next question|Review answers/ }).click();
    // Next waits for the answer to be saved before it moves on: the next answer goes in once the next question shows.
    if (i < to) await expect(progress).not.toHaveAttribute('aria-valuetext', shown);
  }
}

test('links, a candidate on a phone who leaves and resumes, the scored result, a confirmed score and a blind comparison', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const team = await teamWithActiveJob(request, page);
  await signInPage(page, team.email);

  // The team creates two links from the create-link screen, reached from the dashboard.
  await page.goto('/interviews/create-link');
  await expect(page.getByRole('heading', { name: 'Create Interview Links' })).toBeVisible();
  await page.getByRole('combobox', { name: /Job position/ }).selectOption(team.jobId);
  await expect(page.getByText(/candidates invited;/)).toBeVisible();
  await page.getByLabel(/Paste a list/).fill('Ada Lovelace <ada@example.com>\nGrace Hopper, grace@example.com');
  await page.getByRole('button', { name: 'Add to the list' }).click();
  await expect(page.getByText('2 candidates added.')).toBeVisible();
  // The first, empty row goes when the list is pasted in.
  await expect(page.getByRole('textbox', { name: /Name of candidate 2/ })).toHaveValue('Grace Hopper');
  await axeClean(page);
  await shot(page, 'interviews-create-links');
  await page.getByRole('button', { name: 'Create and Email Links' }).click();
  await expect(page.getByText(INTERVIEW_MESSAGES.linksCreated(2))).toBeVisible({ timeout: 30_000 });
  const links = await page.locator('p.font-mono').allTextContents();
  expect(links).toHaveLength(2);
  await shot(page, 'interviews-links-created');

  // A duplicate email is refused with the clear 409.
  await page.getByRole('button', { name: 'Invite more candidates' }).click();
  await page.getByRole('combobox', { name: /Job position/ }).selectOption(team.jobId);
  await page.getByRole('textbox', { name: /Name of candidate 1/ }).fill('Ada Again');
  await page.getByRole('textbox', { name: /Email of candidate 1/ }).fill('ada@example.com');
  await page.getByRole('button', { name: 'Create and Email Links' }).click();
  await expect(page.getByText(INTERVIEW_MESSAGES.duplicateEmail('ada@example.com'))).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('textbox', { name: /Email of candidate 1/ })).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'interviews-create-links-duplicate');

  // The job's links page lists both, invited.
  await page.goto(`/job-listing/${team.jobId}/interview-links`);
  await expect(page.getByRole('list', { name: 'Interview links' }).getByRole('listitem')).toHaveCount(2);
  await axeClean(page);
  await shot(page, 'interviews-job-links');

  // Ada takes the interview on her phone, with no account.
  const ada = await phone(browser);
  const adaUrl = links.find((l) => l.includes('/interview/')) as string;
  await ada.page.goto(adaUrl);
  await expect(ada.page.getByRole('heading', { name: 'Interview for Site Reliability Engineer' })).toBeVisible();
  await expect(ada.page.getByText(INTERVIEW_NOTICE.automatedAssessment)).toBeVisible();
  await axeClean(ada.page);
  await shot(ada.page, 'interview-candidate-notice-390');
  // Consent is required.
  await ada.page.getByRole('button', { name: 'Start the interview' }).click();
  await expect(ada.page.getByText(INTERVIEW_MESSAGES.consentRequired)).toBeVisible();
  await ada.page.getByRole('checkbox', { name: INTERVIEW_NOTICE.consentLabel }).check();
  await ada.page.getByRole('button', { name: 'Start the interview' }).click();
  // The practice question, by keyboard: type, then Ctrl+Enter.
  await expect(ada.page.getByText('Practice question', { exact: true })).toBeVisible();
  await ada.page.getByRole('textbox').fill('A team that writes things down.');
  await expect(ada.page.getByText(INTERVIEW_MESSAGES.saved, { exact: true })).toBeVisible();
  await axeClean(ada.page);
  await ada.page.getByRole('textbox').press('Control+Enter');
  await expect(ada.page.getByRole('progressbar', { name: 'Interview progress' })).toHaveAttribute('aria-valuetext', /Question 1 of \d+/);
  const total = Number((await ada.page.getByRole('progressbar', { name: 'Interview progress' }).getAttribute('aria-valuemax')) ?? 0);
  expect(total).toBeGreaterThan(1);
  await ada.page.getByRole('textbox').fill(ANSWER);
  await expect(ada.page.getByText(INTERVIEW_MESSAGES.saved, { exact: true })).toBeVisible();
  await shot(ada.page, 'interview-candidate-question-390');
  await axeClean(ada.page);
  // She closes the tab mid-way...
  await ada.context.close();

  // ...and resumes on another device with the same link: her answer is there, she goes on.
  const again = await phone(browser);
  await again.page.goto(adaUrl);
  await expect(again.page.getByRole('progressbar', { name: 'Interview progress' })).toHaveAttribute(
    'aria-valuetext',
    `Question 2 of ${total}`,
  );
  await again.page.getByRole('button', { name: 'Previous' }).click();
  await expect(again.page.getByRole('textbox')).toHaveValue(ANSWER);
  await again.page.getByRole('button', { name: 'Next question' }).click();
  // The answer goes in once question 2 shows, not into question 1's box on its way out.
  await expect(again.page.getByRole('progressbar', { name: 'Interview progress' })).toHaveAttribute(
    'aria-valuetext',
    `Question 2 of ${total}`,
  );
  await answerQuestions(again.page, 2, total);
  await expect(again.page.getByRole('heading', { name: 'Review your answers' })).toBeVisible();
  await axeClean(again.page);
  await shot(again.page, 'interview-candidate-review-390');
  await again.page.getByRole('button', { name: 'Submit interview' }).click();
  await again.page
    .getByRole('alertdialog', { name: 'Submit your interview?' })
    .getByRole('button', { name: 'Submit', exact: true })
    .click();
  await expect(again.page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  await axeClean(again.page);
  await shot(again.page, 'interview-candidate-thanks-390');
  // Opened again: read-only.
  await again.page.reload();
  await expect(again.page.getByRole('heading', { name: 'Interview submitted' })).toBeVisible();
  await expect(again.page.getByRole('textbox')).toHaveCount(0);
  await again.context.close();

  // Grace answers through the API the page uses, so there are two to compare.
  const graceUrl = links.find((l) => l !== adaUrl) as string;
  const graceToken = new URL(graceUrl).pathname.split('/').pop() as string;
  const pub = `/api/public/interviews/${graceToken}`;
  expect((await request.post(`${pub}/start`, { data: { consent: true } })).status()).toBe(200);
  const graceView = (await (await request.get(pub)).json()).data;
  for (const q of graceView.questions.filter((x: { practice: boolean }) => !x.practice)) {
    const saved = await request.put(`${pub}/answers/${q.id}`, {
      data: { text: 'I watched the dashboards and escalated to the on-call lead.' },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  expect((await request.post(`${pub}/submit`)).status()).toBe(200);

  // An unknown link is a clear 404 page.
  const stranger = await phone(browser);
  await stranger.page.goto('/interview/not-a-real-token-000000000000000000000000000');
  await expect(stranger.page.getByRole('heading', { name: 'Interview link not found' })).toBeVisible();
  await axeClean(stranger.page);
  await shot(stranger.page, 'interview-candidate-404-390');
  await stranger.context.close();

  // The team sees the scored result.
  await page.goto('/interviews/results');
  await expect(page.getByRole('heading', { name: 'Interview Results' })).toBeVisible();
  await until(
    async () => (await (await request.get('/api/app/interviews?status=completed', { headers: team.headers })).json()).data.items,
    (items: { scoring_status: string }[]) => items.length === 2 && items.every((i) => i.scoring_status === 'scored'),
  );
  await page.reload();
  await page.getByRole('link', { name: 'Ada Lovelace' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Results per goal' })).toBeVisible();
  const first = page.getByRole('article').first();
  await expect(first.locator('mark').first()).toBeVisible();
  await axeClean(page);
  await shot(page, 'interviews-result');
  // Confirm the first score with a note.
  await first.getByLabel(/Note/).fill('The outage story is concrete.');
  await first.getByRole('button', { name: /Confirm AI score/ }).click();
  await expect(first.getByText(INTERVIEW_MESSAGES.scoreConfirmed)).toBeVisible();
  await expect(first.getByText('Confirmed the AI score', { exact: false })).toBeVisible();
  await shot(page, 'interviews-result-reviewed');

  // Compare the two in blind mode: no names, no emails.
  await page.goto(`/talent/compare?job=${team.jobId}`);
  const picker = page.getByRole('group', { name: 'Candidates to compare' });
  await picker.getByRole('checkbox').nth(0).click();
  await expect(picker.getByRole('checkbox').nth(0)).toBeChecked();
  await picker.getByRole('checkbox').nth(1).click();
  await expect(picker.getByRole('checkbox').nth(1)).toBeChecked();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('table').getByText('Ada Lovelace')).toBeVisible();
  await page.getByRole('switch', { name: /Blind mode/ }).click();
  await expect(page.getByRole('switch', { name: /Blind mode/ })).toBeChecked();
  await expect(page.getByText('Blind mode: names and emails are hidden.')).toBeVisible();
  await expect(page.getByText('Ada Lovelace')).toHaveCount(0);
  await expect(page.getByText('Grace Hopper')).toHaveCount(0);
  // Neither candidate's address, in the picker or the table (the banner shows the owner's own).
  for (const region of [picker, page.getByRole('table')]) {
    await expect(region.getByText(/ada@|grace@/)).toHaveCount(0);
  }
  await axeClean(page);
  await shot(page, 'interviews-compare-blind');

  // The analysis shows agreement and distributions, with tables.
  await page.goto('/interviews/analysis');
  await expect(page.getByRole('heading', { name: 'AI-human agreement per goal' })).toBeVisible();
  await page.getByText('Show the numbers as a table').first().click();
  await axeClean(page);
  await shot(page, 'interviews-analysis');

  // The candidate pool at 390 px.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/talent/candidates');
  await expect(page.getByRole('link', { name: 'Grace Hopper' })).toBeVisible();
  await shot(page, 'interviews-candidates-390');
});
