import AxeBuilder from '@axe-core/playwright';
import { NEEDS_HUMAN_REVIEW_LABEL } from '@hiring/shared/ai';
import { INTERVIEW_MESSAGES } from '@hiring/shared/interviews';
import { expect, type Page, test } from '@playwright/test';
import { activateWithAllGoals, ownerWithDraftGoals, reviewAiFirst, shot, until } from './fixtures';

const PASSWORD = 'language-pass-123';
const ENGLISH =
  'I led the response to a regional outage of our Kubernetes platform. I coordinated the incident channel, rolled back the faulty Terraform change, and wrote the blameless postmortem.';
const SPANISH =
  'Dirigí la respuesta a una caída regional de nuestra plataforma. Coordiné el canal del incidente, revertí el cambio defectuoso y escribí el análisis posterior sin culpables.';

async function axeClean(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

test('an answer in Spanish shows "Needs human review" with its language instead of an AI score, and a reviewer scores it from the keyboard', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { email, headers, jobId, base, goals } = await ownerWithDraftGoals(request, page, { label: 'language', password: PASSWORD });
  await activateWithAllGoals(request, headers, base, goals);
  await reviewAiFirst(request, headers);
  const created = await request.post('/api/app/job-positions/generate-links', {
    headers,
    data: { job_position_id: jobId, candidates: [{ name: 'Lucía Fernández', email: 'lucia@example.test' }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const link = (await created.json()).data.links[0] as { url: string; id: string };

  // The first question answered in Spanish, the rest in English.
  const pub = `/api/public/interviews/${link.url.split('/').pop()}`;
  await request.post(`${pub}/start`, { data: { consent: true } });
  const questions = ((await (await request.get(pub)).json()).data.questions as { id: string; practice: boolean }[]).filter(
    (q) => !q.practice,
  );
  for (const [i, q] of questions.entries()) {
    const saved = await request.put(`${pub}/answers/${q.id}`, { data: { text: i === 0 ? SPANISH : ENGLISH } });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  expect((await request.post(`${pub}/submit`)).status()).toBe(200);
  await until(
    async () => (await (await request.get(`/api/app/interviews/${link.id}`, { headers })).json()).data.scoring_status,
    (status: string) => status === 'scored',
  );

  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/interviews/${link.id}`);
  const review = page.getByRole('region', { name: `${NEEDS_HUMAN_REVIEW_LABEL}, question 1` });
  await expect(review).toBeVisible({ timeout: 30_000 });
  await expect(review).toContainText('Written in Spanish');
  await expect(review).toContainText('a reviewer should score this answer');
  await expect(page.getByText('1 answer needs human review (written in Spanish).')).toBeVisible();
  const card = page.getByRole('article').filter({ has: review });
  await expect(card.getByRole('region', { name: /^AI score/ })).toHaveCount(0);
  await expect(card.getByRole('button', { name: /Confirm AI score/ })).toHaveCount(0);
  await axeClean(page);
  await review.scrollIntoViewIfNeeded();
  await shot(page, 'answer-needs-review-1440', { fullPage: false });

  // Keyboard only: into the score radios, arrow to 4, then to the save button.
  const radios = card.getByRole('radio');
  await radios.first().focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(card.getByRole('radio', { name: '4' })).toBeChecked();
  const save = card.getByRole('button', { name: 'Save score 4' });
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(card.getByText(INTERVIEW_MESSAGES.scoreSaved)).toBeVisible();
  // The reviewer's own entry, now that several reviewers score an answer (decision 660).
  await expect(card.getByText(/Scored by you/)).toBeVisible();
  await expect(page.getByText('1 answer needs human review (written in Spanish).')).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await review.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  await axeClean(page);
  await shot(page, 'answer-needs-review-390', { fullPage: false });
});
