import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { AUDIT_CSV_COLUMNS, AUDIT_MESSAGES } from '@hiring/shared/audit';
import { expect, type Page, test } from '@playwright/test';
import { activateWithAllGoals, ownerWithDraftGoals, shot, strongAnswer, until } from './fixtures';

const PASSWORD = 'decision-log-pass-123';

async function axeClean(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

test("an owner opens a scored interview's decision log and downloads the period's log as CSV", async ({ page, request }) => {
  test.setTimeout(180_000);
  const { email, headers, jobId, base, goals } = await ownerWithDraftGoals(request, page, { label: 'decision-log', password: PASSWORD });
  await activateWithAllGoals(request, headers, base, goals);
  const created = await request.post('/api/app/job-positions/generate-links', {
    headers,
    data: { job_position_id: jobId, candidates: [{ name: 'Noor Haddad', email: 'noor@example.test' }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const link = (await created.json()).data.links[0] as { url: string; id: string };
  const pub = `/api/public/interviews/${link.url.split('/').pop()}`;
  await request.post(`${pub}/start`, { data: { consent: true } });
  const questions = ((await (await request.get(pub)).json()).data.questions as { id: string; practice: boolean }[]).filter(
    (q) => !q.practice,
  );
  for (const [i, q] of questions.entries()) {
    const saved = await request.put(`${pub}/answers/${q.id}`, { data: { text: strongAnswer(i + 1) } });
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

  // The log on the interview's page: closed until asked for, then one sentence per event.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/interviews/${link.id}`);
  const toggle = page.getByRole('button', { name: 'Show log' });
  await expect(toggle).toBeVisible({ timeout: 30_000 });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Hide log' })).toHaveAttribute('aria-expanded', 'true');
  const log = page.getByRole('list', { name: 'Decision log events, oldest first' });
  await expect(log).toBeVisible();
  await expect(log.getByRole('listitem').first()).toContainText('invited the candidate (Invited)');
  await expect(log).toContainText('The candidate started the interview (Invited → In progress)');
  await expect(log).toContainText('The candidate submitted the interview (In progress → Completed)');
  await expect(log.getByText(/The AI scored question \d/)).toHaveCount(questions.length);
  // Blind-first review is on and the owner has scored nothing: the log holds the AI's scores back (decision 503).
  await expect(log).toContainText(`The AI scored question 1 (builtin engine, `);
  await expect(log.getByText(AUDIT_MESSAGES.answerScoresWithheld, { exact: false })).toHaveCount(questions.length);
  await expect(log).not.toContainText(/The AI scored question \d: \d/);
  await expect(log).not.toContainText(strongAnswer(1).slice(0, 40));
  await axeClean(page);
  await log.scrollIntoViewIfNeeded();
  await shot(page, 'decision-log-1440', { fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await log.scrollIntoViewIfNeeded();
  await shot(page, 'decision-log-390', { fullPage: false });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The export on the analysis screen: today's period as CSV.
  await page.goto('/interviews/analysis');
  const exportCard = page.getByRole('heading', { name: 'Export the decision log' });
  await expect(exportCard).toBeVisible({ timeout: 30_000 });
  const today = new Date().toISOString().slice(0, 10);
  await page.getByLabel(/^From/).fill(today);
  await page.getByLabel(/^To/).fill(today);
  await page.getByRole('radio', { name: 'CSV (spreadsheets)' }).check();
  await exportCard.scrollIntoViewIfNeeded();
  await shot(page, 'decision-log-export-390', { fullPage: false });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toBe(`decision-log_${today}_to_${today}.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.split('\r\n').filter(Boolean);
  expect(lines[0]).toBe(AUDIT_CSV_COLUMNS.join(','));
  // One AI score per question; a copy of another answer adds its capped score (decision 611).
  const aiScores = lines.filter((l) => l.includes(`,${link.id},`) && l.includes(',ai_scored,') && !l.includes('duplicate_answer'));
  expect(aiScores).toHaveLength(questions.length);
  expect(lines.some((l) => l.includes(',status_changed,'))).toBe(true);
  await expect(page.getByText(new RegExp(`Downloaded ${lines.length - 1} events from ${today} to ${today}\\.`))).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });
  await shot(page, 'decision-log-export-1440', { fullPage: false });
  await axeClean(page);
});
