import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { BIAS_AUDIT_CSV_COLUMNS } from '@hiring/shared/bias-audit';
import { INTERVIEW_MESSAGES, INTERVIEW_NOTICE, PRACTICE_QUESTION } from '@hiring/shared/interviews';
import { SELF_ID_MESSAGES } from '@hiring/shared/self-id';
import { expect, type Page, test } from '@playwright/test';
import { activateWithAllGoals, ownerWithDraftGoals, shot, strongAnswer, until } from './fixtures';

const PASSWORD = 'bias-audit-pass-123';

async function axeClean(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

test('a candidate finishes and self-identifies; the owner reads the bias audit with its chart and downloads the CSV', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const { email, headers, jobId, base, goals } = await ownerWithDraftGoals(request, page, { label: 'bias-audit', password: PASSWORD });
  await activateWithAllGoals(request, headers, base, goals);
  const created = await request.post('/api/app/job-positions/generate-links', {
    headers,
    data: {
      job_position_id: jobId,
      candidates: [
        { name: 'Amara Okafor', email: 'amara.audit@example.test' },
        { name: 'Luis Ortega', email: 'luis.audit@example.test' },
        { name: 'Sam Rivers', email: 'sam.audit@example.test' },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const [amara, luis, sam] = (await created.json()).data.links as { id: string; url: string }[];

  // Amara takes the interview on her phone and submits it.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await context.newPage();
  await phone.goto(amara!.url);
  await phone.getByRole('checkbox', { name: INTERVIEW_NOTICE.consentLabel }).check();
  await phone.getByRole('button', { name: 'Start the interview' }).click();
  await expect(phone.getByRole('heading', { name: PRACTICE_QUESTION.text })).toBeVisible();
  await phone.getByRole('button', { name: 'Start the first question' }).click();
  for (let i = 1; ; i++) {
    const box = phone.getByRole('textbox');
    await expect(box).toBeVisible();
    await box.fill(strongAnswer(i));
    await expect(phone.getByText(INTERVIEW_MESSAGES.saved, { exact: true })).toBeVisible();
    const next = phone.getByRole('button', { name: /Next question|Review answers/ });
    const label = await next.textContent();
    await next.click();
    if (label?.includes('Review answers')) break;
    // Next saves the answer before it moves on: the next box is the next question's once its number shows.
    await expect(phone.getByText(`Question ${i + 1} of`, { exact: false }).first()).toBeVisible();
  }
  await expect(phone.getByRole('heading', { name: 'Review your answers' })).toBeVisible();
  await phone.getByRole('button', { name: 'Submit interview' }).click();
  await phone.getByRole('alertdialog', { name: 'Submit your interview?' }).getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(phone.getByRole('heading', { name: 'Thank you' })).toBeVisible();

  // Then, on the submitted page, the voluntary questions: she answers both.
  const form = phone.getByRole('region', { name: /Voluntary self-identification/ });
  await expect(form.getByText(SELF_ID_MESSAGES.intro)).toBeVisible();
  await expect(form.getByRole('group', { name: 'Sex' })).toBeVisible();
  await expect(form.getByRole('group', { name: 'Race/ethnicity' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Skip' })).toBeVisible();
  await form.getByRole('radio', { name: 'Female' }).check();
  await form.getByRole('radio', { name: 'Asian (not Hispanic or Latino)' }).check();
  await form.getByRole('button', { name: SELF_ID_MESSAGES.save }).click();
  await expect(form.getByText(SELF_ID_MESSAGES.saved)).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await axeClean(phone);
  await shot(phone, 'self-id-390');
  await phone.setViewportSize({ width: 1440, height: 900 });
  await shot(phone, 'self-id-1440');
  await context.close();

  // Luis and Sam answer briefly through the calls the page makes; Luis self-identifies, Sam does not.
  const pub = (url: string) => `/api/public/interviews/${url.split('/').pop()}`;
  for (const link of [luis!, sam!]) {
    await request.post(`${pub(link.url)}/start`, { data: { consent: true } });
    const asked = ((await (await request.get(pub(link.url))).json()).data.questions as { id: string; practice: boolean }[]).filter(
      (q) => !q.practice,
    );
    for (const [i, q] of asked.entries()) {
      // Answers that say little: they score below Amara's, so the two sexes' rates differ.
      const text =
        link === luis
          ? `I have not done this kind of work before, but I am willing to learn it on the job and would read the documentation first (${i + 1}).`
          : `I think I would ask my team what they usually do in this situation and then follow their advice, as I have not handled it myself (${i + 1}).`;
      const saved = await request.put(`${pub(link.url)}/answers/${q.id}`, { data: { text } });
      expect(saved.status(), await saved.text()).toBe(200);
    }
    expect((await request.post(`${pub(link.url)}/submit`)).status()).toBe(200);
  }
  const luisSelfId = await request.post(`${pub(luis!.url)}/self-id`, { data: { sex: 'male', race_ethnicity: 'white' } });
  expect(luisSelfId.status(), await luisSelfId.text()).toBe(200);
  for (const link of [amara!, luis!, sam!])
    await until(
      async () => (await (await request.get(`/api/app/interviews/${link.id}`, { headers })).json()).data.scoring_status,
      (status: string) => status === 'scored',
    );

  // The owner opens the audit from Interview Analysis.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/interviews/analysis');
  await page.getByRole('link', { name: /Bias audit/ }).click();
  await expect(page).toHaveURL(/\/interviews\/bias-audit$/);
  await expect(page.getByRole('heading', { name: 'Bias audit', level: 1 })).toBeVisible();
  const sexTable = page.getByRole('table', { name: 'Sex: candidates, scoring rates and impact ratios' });
  await expect(sexTable).toBeVisible({ timeout: 30_000 });
  await expect(
    sexTable
      .getByRole('row', { name: /^Female/ })
      .getByRole('cell')
      .first(),
  ).toHaveText('1');
  await expect(sexTable.getByRole('row', { name: /^Male/ }).getByRole('cell').first()).toHaveText('1');
  // Amara scored above the median and Luis did not: the male rate's ratio is 0, marked in words.
  await expect(sexTable.getByRole('row', { name: /^Female/ })).toContainText('100.0%');
  await expect(sexTable.getByRole('row', { name: /^Male/ })).toContainText('Under 0.8');
  await expect(
    sexTable
      .getByRole('row', { name: /^Unknown/ })
      .getByRole('cell')
      .first(),
  ).toHaveText('1');
  await expect(page.getByRole('img', { name: /Bar chart of impact ratios by sex, with the 0.8 line/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /Bar chart of impact ratios by race\/ethnicity/ })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Sex and race\/ethnicity:/ }).getByRole('row', { name: /^Female, Asian/ })).toBeVisible();
  await axeClean(page);
  await shot(page, 'bias-audit-1440');

  // The CSV, as the server writes it.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^bias-audit_\d{4}-\d{2}-\d{2}_to_\d{4}-\d{2}-\d{2}_ai\.csv$/);
  const lines = (await readFile((await download.path())!, 'utf8')).split('\r\n').filter(Boolean);
  expect(lines[0]).toBe(BIAS_AUDIT_CSV_COLUMNS.join(','));
  expect(lines.find((l) => l.includes(',sex,Female,'))).toMatch(/,3,sex,Female,1,1,1,false,false,/);
  expect(lines.find((l) => l.includes(',sex,Male,'))).toMatch(/,3,sex,Male,1,0,0,true,false,/);
  expect(lines.find((l) => l.includes(',sex,Unknown,'))).toMatch(/,sex,Unknown,1,/);
  expect(lines.some((l) => l.includes(',intersection,"Male, White",1,'))).toBe(true);

  // The printable summary opens on its own page.
  const [summary] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Printable summary' }).click()]);
  await expect(summary.getByRole('heading', { name: 'Bias audit summary' })).toBeVisible();
  await expect(summary.getByText('Candidates scored')).toBeVisible();
  await shot(summary, 'bias-audit-summary-1440');
  await summary.close();

  // At 390 px the screen fits its width.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(sexTable).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'bias-audit-390');
});
