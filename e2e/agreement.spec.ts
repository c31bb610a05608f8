import AxeBuilder from '@axe-core/playwright';
import { AGREEMENT_MESSAGES, type AgreementFigures, type AgreementReport } from '@hiring/shared/agreement';
import { expect, type Page, test } from '@playwright/test';
import { activateWithAllGoals, ownerWithDraftGoals, shot } from './fixtures';

const PASSWORD = 'agreement-pass-123';

async function axeClean(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

const figures = (over: Partial<AgreementFigures>): AgreementFigures => ({
  n: 0,
  exact: null,
  within_one: null,
  kappa: null,
  kappa_reason: 'no_answers',
  reviewer_n: 0,
  reviewer_kappa: null,
  reviewer_kappa_reason: 'no_answers',
  ...over,
});

/**
 * The figures of a position whose first question the AI scores as the reviewers do and whose second
 * it scores against them over twenty answers: the numbers of the API test's seeded set
 * (agreement.test.ts), served for the position made here, so the screen shows both a clean grid and
 * a warned one without twenty-five interviews taken in the browser.
 */
function seededReport(jobId: string, questions: { id: string; text: string }[]): AgreementReport {
  const job = { job_position_id: jobId, job_title: 'Site Reliability Engineer' };
  return {
    overall: figures({
      n: 25,
      exact: 0.52,
      within_one: 0.6,
      kappa: -0.687,
      kappa_reason: null,
      reviewer_n: 2,
      reviewer_kappa: -0.364,
      reviewer_kappa_reason: null,
    }),
    questions: [
      {
        ...figures({
          n: 5,
          exact: 0.6,
          within_one: 1,
          kappa: 0.875,
          kappa_reason: null,
          reviewer_n: 2,
          reviewer_kappa: -0.364,
          reviewer_kappa_reason: null,
        }),
        ...job,
        question_id: questions[0]!.id,
        question_text: questions[0]!.text,
        question_set_version: 1,
        question_order: 1,
        matrix: [
          [1, 0, 0, 0, 0],
          [0, 0, 1, 0, 0],
          [0, 0, 1, 0, 0],
          [0, 0, 0, 1, 0],
          [0, 0, 0, 1, 0],
        ],
        warning: null,
      },
      {
        ...figures({ n: 20, exact: 0.5, within_one: 0.5, kappa: -1, kappa_reason: null }),
        ...job,
        question_id: questions[1]!.id,
        question_text: questions[1]!.text,
        question_set_version: 1,
        question_order: 2,
        matrix: [
          [0, 0, 0, 0, 5],
          [0, 0, 0, 0, 0],
          [0, 0, 10, 0, 0],
          [0, 0, 0, 0, 0],
          [5, 0, 0, 0, 0],
        ],
        warning: AGREEMENT_MESSAGES.lowAgreement,
      },
    ],
    goals: [
      {
        ...figures({
          n: 25,
          exact: 0.52,
          within_one: 0.6,
          kappa: -0.687,
          kappa_reason: null,
          reviewer_n: 2,
          reviewer_kappa: -0.364,
          reviewer_kappa_reason: null,
        }),
        ...job,
        goal_id: 'goal-1',
        goal_text: 'Runs production systems reliably',
      },
    ],
  };
}

test('the agreement screen shows a grid per question with its table, and the warning linked to the rating guide', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { email, headers, jobId, base, goals } = await ownerWithDraftGoals(request, page, { label: 'agreement', password: PASSWORD });
  await activateWithAllGoals(request, headers, base, goals);
  const questions = (await (await request.get(`${base}/questions`, { headers })).json()).data.questions as { id: string; text: string }[];

  // The real call answers for the new company: nothing reviewed yet.
  const empty = await request.get(`/api/app/interviews/agreement?job_position_id=${jobId}`, { headers });
  expect(empty.status()).toBe(200);
  expect((await empty.json()).data.overall.n).toBe(0);

  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/interviews/agreement');
  await expect(page.getByText(AGREEMENT_MESSAGES.empty)).toBeVisible();
  await axeClean(page);
  await shot(page, 'agreement-empty');

  await page.route('**/api/app/interviews/agreement*', (route) =>
    route.fulfill({ json: { success: true, data: seededReport(jobId, questions) } }),
  );
  await page.reload();
  await page.getByRole('combobox', { name: 'Job position' }).selectOption(jobId);
  await expect(page).toHaveURL(new RegExp(`job=${jobId}`));

  const cards = page.getByTestId('question-agreement');
  await expect(cards).toHaveCount(2);
  // Each chart is drawn for the eye and hidden from screen readers; its table has the same counts.
  await expect(cards.nth(0).getByTestId('agreement-grid')).toHaveAttribute('aria-hidden', 'true');
  await cards.nth(1).getByText('Show the numbers as a table').click();
  const table = cards.nth(1).getByRole('table', { name: /Answers by AI score and reviewers' score/ });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row', { name: /^AI 3/ }).getByRole('cell')).toHaveText(['0', '0', '10', '0', '0']);
  // The warned question: its message and the way to its guide.
  await expect(cards.nth(1).getByText(AGREEMENT_MESSAGES.lowAgreement)).toBeVisible();
  await expect(cards.nth(0).getByText(AGREEMENT_MESSAGES.lowAgreement)).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Agreement per goal' })).toBeVisible();
  await axeClean(page);
  await shot(page, 'agreement-1440');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(cards.nth(0).getByTestId('agreement-grid')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await axeClean(page);
  await shot(page, 'agreement-390');

  await cards
    .nth(1)
    .getByRole('link', { name: /check the rating guide/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/job-listing/${jobId}/questions$`));
});
