import AxeBuilder from '@axe-core/playwright';
import { GOAL_MESSAGES } from '@hiring/shared/goals';
import { QUESTION_MESSAGES, QUESTION_SCREEN_MESSAGES, QUESTION_TRANSLATION_MESSAGES } from '@hiring/shared/questions';
import { expect, type Page, test } from '@playwright/test';
import { registerOwner, shot, startTrial } from './fixtures';

const FOLLOW_UP_CHARS = 60;
const INTENT_CHARS = 40;

async function axe(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

/**
 * Nothing reaches past the window's right edge (charts redraw at the new width a moment after the window changes),
 * and the page is no wider than the window: a screen-reader-only element can widen it while out of sight.
 */
async function noSideways(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && !el.closest('.sr-only'))
          .slice(0, 5)
          .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`),
      ),
    )
    .toEqual([]);
}

/** A signed-in owner on a trial with a job whose goals are generated; its goals are confirmed (queuing the questions). */
async function jobWithConfirmedGoals(page: Page) {
  await registerOwner(page);
  const headers = await startTrial(page);
  const created = await page.request.post('/api/app/job-positions', {
    headers,
    data: {
      title: 'Platform Engineer',
      department: 'Engineering',
      job_description:
        'Build the internal developer platform on Kubernetes. Own the CI pipelines and the service templates teams start from. Coach product teams through incidents.',
      requirements: 'Four years of Kubernetes and Terraform. Strong Go or TypeScript. Clear written communication with product teams.',
      required_skills: ['Kubernetes', 'Terraform', 'Go'],
      preset_goal_ids: [1, 2],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).data.id as string;
  let goals: { id: string }[] = [];
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/app/job-positions/${id}/goals`, { headers });
        goals = (await res.json()).data?.goals ?? [];
        return goals.length;
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
  const confirm = await page.request.post(`/api/app/job-positions/${id}/confirm-goals`, {
    headers,
    data: { confirm: true, evaluation_goals: goals.map((g) => ({ id: g.id })) },
  });
  expect(confirm.status(), await confirm.text()).toBe(200);
  return { id, headers, goals: goals.length };
}

test('job detail previews, manager card, set history and analytics of a generated question set', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { id, headers, goals } = await jobWithConfirmedGoals(page);

  // The job detail follows generation and then previews the questions.
  await page.goto(`/job-listing/details/${id}`);
  const preview = page.getByRole('list', { name: 'Interview questions preview' });
  await expect(preview).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole('heading', { name: 'Question Manager' })).toBeVisible();

  const screen = (await (await page.request.get(`/api/app/job-positions/${id}/questions`, { headers })).json()).data;
  expect(screen.status).toBe('questions_ready');
  const questions = screen.questions as { id: string; text: string; intent: string; followup_suggestions: string[] }[];
  const cards = preview.locator(':scope > li');
  await expect(cards).toHaveCount(Math.min(4, questions.length));
  for (const [i, q] of questions.slice(0, 4).entries()) {
    const card = cards.nth(i);
    await expect(card).toContainText(q.text);
    const followups = card.getByRole('listitem');
    await expect(followups).toHaveCount(Math.min(2, q.followup_suggestions.length));
    for (const [j, f] of q.followup_suggestions.slice(0, 2).entries()) {
      const text = (await followups.nth(j).textContent()) ?? '';
      expect(text).toBe(f.length <= FOLLOW_UP_CHARS ? f : `${f.slice(0, FOLLOW_UP_CHARS).trimEnd()}...`);
    }
    const intent = q.intent.length <= INTENT_CHARS ? q.intent : `${q.intent.slice(0, INTENT_CHARS).trimEnd()}...`;
    await expect(card).toContainText(`Intent: ${intent}`);
  }
  await axe(page);
  await shot(page, 'questions-job-detail');

  // A change and a finalize, so the timeline has every kind but regenerated.
  const first = questions[0]!;
  const edited = 'Walk us through a deployment pipeline you rebuilt: what did you change first, and why?';
  const patch = await page.request.patch(`/api/app/job-positions/${id}/questions/${first.id}`, { headers, data: { text: edited } });
  expect(patch.status(), await patch.text()).toBe(200);
  expect((await page.request.post(`/api/app/job-positions/${id}/questions/finalize`, { headers })).status()).toBe(200);

  await page.reload();
  const manager = page.getByRole('heading', { name: 'Question Manager' }).locator('xpath=ancestor::div[contains(@class,"rounded-xl")][1]');
  await expect(manager.getByText('Finalized')).toBeVisible();
  // Finalized but not yet active: no links yet, and the card says what opens them.
  await expect(manager.getByRole('button', { name: 'Create Interview Links' })).toBeDisabled();
  await expect(manager.getByText(QUESTION_SCREEN_MESSAGES.interviewLinksNeedActive)).toBeVisible();

  // Translation needs the AI service: with the builtin engine the questions screen says so, and the call refuses by code.
  await page.goto(`/job-listing/${id}/questions`);
  const translation = page
    .getByRole('heading', { name: QUESTION_TRANSLATION_MESSAGES.title })
    .locator('xpath=ancestor::div[contains(@class,"rounded-xl")][1]');
  await expect(translation.getByText(QUESTION_TRANSLATION_MESSAGES.unavailableTitle)).toBeVisible();
  await expect(translation.getByText(QUESTION_MESSAGES.translationUnavailable)).toBeVisible();
  await expect(translation.getByRole('button', { name: QUESTION_TRANSLATION_MESSAGES.submit })).toHaveCount(0);
  await axe(page);
  const refused = await page.request.post(`/api/app/job-positions/${id}/questions/translate`, { headers, data: { language: 'es' } });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).code).toBe('question_translation_unavailable');
  await page.setViewportSize({ width: 390, height: 844 });
  await translation.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  await shot(page, 'questions-translation-unavailable-390', { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/job-listing/details/${id}`);
  await manager.getByRole('link', { name: 'View History' }).click();

  // Set history: newest first, before and after of the edit, filter by kind.
  await expect(page).toHaveURL(new RegExp(`/job-listing/${id}/questions/history$`));
  await expect(page.getByRole('heading', { name: 'Question Set History' })).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Question set timeline' });
  await expect(timeline.locator(':scope > li')).toHaveCount(3);
  await expect(timeline.locator(':scope > li').first()).toContainText(`Question set finalized (${questions.length} questions)`);
  const edit = timeline.locator(':scope > li').nth(1);
  await expect(edit).toContainText('Question text edited');
  await expect(edit).toContainText('Jordan Hiring');
  await expect(edit.getByText(first.text, { exact: true })).toBeVisible();
  await expect(edit.getByText(edited, { exact: true })).toBeVisible();
  await expect(timeline.locator(':scope > li').nth(2)).toContainText(`${questions.length} questions created`);
  await axe(page);
  await shot(page, 'questions-set-history');
  await page.getByText('Updated (1)').click();
  await expect(timeline.locator(':scope > li')).toHaveCount(1);
  await page.getByText(`All (${questions.length * 2 + 1})`).click();
  await timeline.locator(':scope > li').first().getByText(`Show the ${questions.length} questions`).click();
  await axe(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await noSideways(page);
  await shot(page, 'questions-set-history-390');
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'questions-set-history-390-top', { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Analytics: every confirmed goal covered, the three charts, their tables, the metrics.
  await page.goto(`/job-listing/${id}/questions/analytics`);
  // The charts' chunk is the largest lazy one.
  await expect(page.getByRole('heading', { name: 'Question Set Analytics' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(`${goals} of ${goals} goals have at least one question.`)).toBeVisible();
  await expect(page.locator('figure .recharts-wrapper')).toHaveCount(3);
  await expect(page.getByRole('table', { name: 'Coverage per goal' }).locator('tbody tr')).toHaveCount(goals);
  await expect(page.getByText('Total questions').locator('xpath=following-sibling::dd')).toHaveText(String(questions.length));
  await expect(page.getByText('Goal coverage').locator('xpath=following-sibling::dd')).toHaveText('100%');
  await axe(page);
  await shot(page, 'questions-analytics');
  await page.setViewportSize({ width: 390, height: 844 });
  await noSideways(page);
  await axe(page);
  await shot(page, 'questions-analytics-390');
  await shot(page, 'questions-analytics-390-top', { fullPage: false });

  // The goals screen's connected questions are the real ones.
  await page.goto(`/job-listing/details/${id}/goals`);
  const connected = page.getByRole('list', { name: 'Connected questions' }).first();
  await expect(connected).toBeVisible();
  const shown = (await connected.getByRole('listitem').first().textContent()) ?? '';
  const texts = [edited, ...questions.slice(1).map((q) => q.text)];
  expect(
    texts.some((t) => shown.startsWith(t.slice(0, 50))),
    shown,
  ).toBe(true);
  await expect(page.getByText(GOAL_MESSAGES.noQuestionsWarning)).toHaveCount(0);

  await page.goto(`/job-listing/details/${id}`);
  await expect(preview).toBeVisible();
  await noSideways(page);
  await shot(page, 'questions-job-detail-390');
});

test('the set history and analytics say so before any question exists', async ({ page }) => {
  test.setTimeout(60_000);
  await registerOwner(page);
  const headers = await startTrial(page);
  const created = await page.request.post('/api/app/job-positions', {
    headers,
    data: {
      title: 'Office Manager',
      job_description: 'Run the front office of a busy clinic. Keep schedules, supplies and vendors in order.',
      requirements: 'Two years of office management. Calm with people. Organised.',
      required_skills: ['Scheduling'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).data.id as string;
  await page.goto(`/job-listing/${id}/questions/history`);
  await expect(page.getByRole('heading', { name: 'No History Available' })).toBeVisible();
  await axe(page);
  await page.goto(`/job-listing/${id}/questions/analytics`);
  await expect(page.getByRole('heading', { name: 'No Questions to Analyze' })).toBeVisible();
  await axe(page);
  await shot(page, 'questions-analytics-empty');
  await page.goto('/job-listing/00000000-0000-4000-8000-000000000000/questions/history');
  await expect(page.getByRole('alert')).toContainText('Error');
  await expect(page.getByRole('link', { name: 'Back to Questions' })).toHaveCount(2);
});
