import AxeBuilder from '@axe-core/playwright';
import { GOAL_MESSAGES } from '@hiring/shared/goals';
import { QUESTION_SCREEN_MESSAGES as M } from '@hiring/shared/questions';
import { expect, type Page, test } from '@playwright/test';
import { registerOwner, shot, startTrial } from './fixtures';

/** WCAG 2.1 A and AA rules, as e2e/accessibility.spec.ts checks them. */
async function axe(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** A new owner (registered in the app) with a trial and a job whose goals are generated; answers its id. */
async function ownerWithGoals(page: Page): Promise<string> {
  await registerOwner(page);
  const headers = await startTrial(page, { companyName: 'Quinn Questions Co' });
  const job = await page.request.post('/api/app/job-positions', {
    headers,
    data: {
      title: 'Site Reliability Engineer',
      department: 'Engineering',
      job_description: 'Run the Kubernetes platform behind our product. Lead incident response and write postmortems.',
      requirements: 'Three years of Kubernetes. Terraform. Strong Linux skills. Clear written communication.',
      required_skills: ['Kubernetes', 'Terraform', 'Linux'],
      preset_goal_ids: [1, 2, 3],
    },
  });
  expect(job.status(), await job.text()).toBe(201);
  return (await job.json()).data.id as string;
}

test('confirm goals → generation progress → inline edit → history → finalize → readiness ready → active', async ({ page }) => {
  test.setTimeout(180_000);
  const id = await ownerWithGoals(page);

  // Confirm the goals on the goals screen: that queues the generation.
  await page.goto(`/job-listing/details/${id}/goals`);
  await expect(page.getByText(GOAL_MESSAGES.awaitingConfirmation)).toBeVisible({ timeout: 60_000 });
  const confirmGoals = page.getByRole('button', { name: /^Confirm \d+ Goals?$/ });
  const goals = Number((await confirmGoals.textContent())?.match(/\d+/)?.[0]);
  expect(goals).toBeGreaterThan(0);
  await confirmGoals.click();
  await expect(page.getByText(GOAL_MESSAGES.goalsConfirmed, { exact: true })).toBeVisible();

  // The questions screen follows the job: its progress (goals done of total) while it runs. The
  // builtin engine is quick, so every screen answer the page receives is noted as it arrives.
  const progress: string[] = [];
  page.on('response', async (response) => {
    if (!/\/api\/app\/job-positions\/[^/]+\/questions(\/(generate|regenerate))?$/.test(new URL(response.url()).pathname)) return;
    const body = await response.json().catch(() => null);
    const g = body?.data?.generation;
    if (g?.status === 'generating') progress.push(`${g.goals_done} of ${g.goals_total} goals`);
  });
  const progressSeen = async () => progress.slice();
  await page.goto(`/job-listing/${id}/questions`);
  await expect(page.getByRole('heading', { level: 1, name: M.title })).toBeVisible();
  const bar = page.getByRole('progressbar', { name: 'Question generation progress' });
  const ready = page.getByText(M.questionsReady, { exact: true });
  await expect(ready).toBeVisible({ timeout: 60_000 });
  const first = await progressSeen();

  // Regenerate: confirmed first (its first control, the interview length, has focus), then the run shows from its first answer.
  await page.getByRole('button', { name: M.regenerate }).click();
  const confirmRegenerate = page.getByRole('dialog', { name: 'Regenerate Questions?' });
  await expect(confirmRegenerate.getByLabel('Interview length')).toBeFocused();
  // What the bar says, each time it changes, noted in the page itself (a run takes about a second).
  await page.evaluate(() => {
    const shown: string[] = [];
    (window as unknown as { barTexts: string[] }).barTexts = shown;
    new MutationObserver(() => {
      const text = document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuetext');
      if (text && shown.at(-1) !== text) shown.push(text);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  // The next reads of the screen are slowed (not changed) so a picture of the running state can be taken.
  const screenRead = /\/api\/app\/job-positions\/[^/]+\/questions$/;
  let slow = true;
  await page.route(screenRead, async (route) => {
    if (slow && route.request().method() === 'GET') await new Promise((r) => setTimeout(r, 6_000));
    await route.continue();
  });
  await confirmRegenerate.getByRole('button', { name: M.regenerate }).click();
  // The POST's own answer already says generating: the bar shows at once, then moves.
  await expect(bar).toBeVisible();
  await expect(page.getByRole('button', { name: M.finalize })).toBeDisabled();
  await shot(page, 'questions-generating', { fullPage: false });
  slow = false;
  await expect(ready).toBeVisible({ timeout: 60_000 });
  await page.unroute(screenRead);
  const barTexts = await page.evaluate(() => (window as unknown as { barTexts: string[] }).barTexts);
  expect(barTexts.length).toBeGreaterThan(0);
  for (const text of barTexts) expect(text).toMatch(new RegExp(`^\\d+ of ${goals} goals$`));
  const all = await progressSeen();
  test.info().annotations.push({
    type: 'progress seen',
    description: `first run: ${first.join(', ') || 'done before the page asked'}; answers: ${all.join(', ')}; bar: ${barTexts.join(', ')}`,
  });
  expect(all.length).toBeGreaterThan(first.length);
  for (const text of all) expect(text).toMatch(new RegExp(`^\\d+ of ${goals} goals$`));
  await expect(page.getByText('Version 2', { exact: true })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('heading', { name: M.analytics })).toBeVisible();
  await expect(page.getByText('Not ready for interviews yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Move to Active - Ready for Interviews' })).toBeDisabled();
  await cards.first().getByText('Follow-ups and rating guide').click();
  await expect(cards.first().getByRole('region', { name: 'Rating guide of question 1' })).toBeVisible();
  await axe(page);
  await shot(page, 'questions-card', { fullPage: false });
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'questions-ready-top', { fullPage: false });

  // Inline edit from the keyboard: Enter opens it, a blank text cannot be saved, Escape cancels.
  const firstCard = cards.first();
  const original = (await firstCard.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
  await page.getByRole('button', { name: 'Edit question 1', exact: true }).focus();
  await page.keyboard.press('Enter');
  const box = page.getByRole('textbox', { name: /Question 1 text/ });
  await expect(box).toBeFocused();
  await box.fill('   ');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(box).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit question 1', exact: true })).toBeFocused();
  await expect(firstCard.getByRole('heading', { level: 3 })).toHaveText(original);

  const edited = 'Walk me through the last production incident you led, from the first alert to the postmortem.';
  await page.keyboard.press('Enter');
  await expect(box).toBeFocused();
  await box.fill(edited);
  await axe(page);
  await shot(page, 'questions-edit', { fullPage: false });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(box).toHaveCount(0);
  await expect(firstCard.getByRole('heading', { level: 3 })).toHaveText(edited);

  // The rating guide scoring measures answers against: edited from the keyboard, at 390 px too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Edit guide of question 1' }).focus();
  await page.keyboard.press('Enter');
  const points = firstCard.getByRole('textbox', { name: /Key points a strong answer covers/ });
  await expect(points).toBeFocused();
  const point = 'Names the first signal that showed the incident';
  await points.fill(`${await points.inputValue()}\n${point}`);
  expect(await overflows(page)).toBe(false);
  await axe(page);
  await shot(page, 'questions-guide-edit-390', { fullPage: false });
  await firstCard.getByRole('button', { name: 'Save guide' }).click();
  await expect(points).toHaveCount(0);
  await expect(firstCard.getByRole('region', { name: 'Rating guide of question 1' }).getByText(point)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit guide of question 1' })).toBeFocused();
  await page.setViewportSize({ width: 1280, height: 900 });

  // Its history: created, then the edit with the text before and after.
  await firstCard.getByRole('link', { name: 'History of question 1', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/job-listing/${id}/questions/[^/]+/history$`));
  await expect(page.getByRole('heading', { level: 1, name: M.historyTitle })).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Changes, newest first' });
  await expect(timeline.getByRole('listitem')).toHaveCount(3);
  await expect(timeline.getByRole('listitem').first().getByRole('heading', { name: 'Rating guide edited' })).toBeVisible();
  const latest = timeline.getByRole('listitem').nth(1);
  await expect(latest.getByRole('heading', { name: 'Question text edited' })).toBeVisible();
  await expect(latest.getByText('Version 2')).toBeVisible();
  await expect(latest.getByText(/Jordan Hiring/)).toBeVisible();
  await expect(latest.getByText(original, { exact: true })).toBeVisible();
  await expect(latest.getByText(edited, { exact: true })).toBeVisible();
  await axe(page);
  await shot(page, 'question-history');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await overflows(page)).toBe(false);
  await shot(page, 'question-history-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('link', { name: M.backToQuestions }).click();
  await expect(page).toHaveURL(new RegExp(`/job-listing/${id}/questions$`));

  // Finalize: the set is version 1, final; readiness turns ready; the job moves to active.
  await page.getByRole('button', { name: M.finalize }).click();
  await expect(page.getByText('Finalized', { exact: true })).toBeVisible();
  // The finalized state stands where Finalize stood (decision 504).
  await expect(page.getByRole('group', { name: 'Question actions' }).getByText(M.finalized)).toBeVisible();
  await expect(page.getByRole('button', { name: M.finalize })).toHaveCount(0);
  await expect(page.getByRole('button', { name: M.resetToDraft })).toBeEnabled();
  await expect(page.getByText('Ready for interviews', { exact: true })).toBeVisible();
  const activate = page.getByRole('button', { name: 'Move to Active - Ready for Interviews' });
  await expect(activate).toBeEnabled();
  await activate.click();
  await expect(page.getByText('Status changed to Active - Ready for Interviews.')).toBeVisible();
  await expect(page.getByRole('list', { name: M.quickActions }).getByRole('link', { name: M.createInterviewLinks })).toHaveAttribute(
    'href',
    `/job-listing/${id}/interview-links`,
  );
  await expect(page.getByText(M.readyToProceed)).toBeVisible();
  await axe(page);
  await shot(page, 'questions-active', { fullPage: false });
  const job = await page.request.get(`/api/app/job-positions/${id}`, {
    headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
  });
  expect((await job.json()).data.status).toBe('active');

  // 390 px wide: nothing spills sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1, name: M.title })).toBeVisible();
  expect(await overflows(page)).toBe(false);
  await shot(page, 'questions-active-390', { fullPage: false });
  await cards.first().scrollIntoViewIfNeeded();
  await shot(page, 'questions-card-390', { fullPage: false });
});

test("an unknown position shows the error box with 'Back to Job Details'", async ({ page }) => {
  test.setTimeout(60_000);
  await registerOwner(page);
  const missing = '00000000-0000-4000-8000-000000000000';
  await page.goto(`/job-listing/${missing}/questions`);
  const alert = page.getByRole('alert');
  await expect(alert.getByText(M.errorTitle, { exact: true })).toBeVisible();
  await expect(alert.getByRole('link', { name: M.backToJobDetails })).toHaveAttribute('href', `/job-listing/details/${missing}`);
  await axe(page);
  await page.goto(`/job-listing/${missing}/questions/${missing}/history`);
  await expect(page.getByRole('alert').getByRole('link', { name: M.backToQuestions })).toBeVisible();
});
