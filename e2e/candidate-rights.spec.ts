import { NOTICE_DATA_COLLECTED, RIGHTS_MESSAGES } from '@hiring/shared/candidate-rights-constants';
import { INTERVIEW_NOTICE } from '@hiring/shared/interviews';
import { expect, test } from '@playwright/test';
import { activateWithAllGoals, ownerWithDraftGoals, shot, strongAnswer, violations } from './fixtures';

const PASSWORD = 'rights-pass-12345';
const NOTE = 'We read every answer ourselves before we decide.';
const ASK = 'I use a screen reader; a call instead of written answers would help.';

test('the candidate reads the notice with its data list, finishes, asks for accommodation; the owner sees the request', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const { email, headers, jobId, base, goals } = await ownerWithDraftGoals(request, page, { label: 'rights', password: PASSWORD });
  const settings = await request.put('/api/app/interviews/settings', {
    headers,
    data: { retention_days: 180, notice_text: NOTE, notice_contact: 'Dana Lee, people team' },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  const version = (await settings.json()).data.notice_version as number;
  await activateWithAllGoals(request, headers, base, goals);
  const created = await request.post('/api/app/job-positions/generate-links', {
    headers,
    data: { job_position_id: jobId, candidates: [{ name: 'Grace Hopper', email: 'grace.rights@example.test' }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const [grace] = (await created.json()).data.links as { id: string; url: string }[];

  // The notice: what is collected, the company's note and contact, the rights as buttons.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await context.newPage();
  await phone.goto(grace!.url);
  for (const item of NOTICE_DATA_COLLECTED) await expect(phone.getByText(item, { exact: true })).toBeVisible();
  await expect(phone.getByText(NOTE)).toBeVisible();
  await expect(phone.getByText(`Notice version ${version}`)).toBeVisible();
  const rights = phone.getByRole('region', { name: 'Your rights' });
  await expect(rights.getByRole('button', { name: 'Ask for an alternative process or accommodation' })).toBeVisible();
  await expect(rights.getByRole('button', { name: 'Download a copy of my data' })).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  expect(await violations(phone)).toEqual([]);
  await shot(phone, 'rights-notice-390');
  await phone.setViewportSize({ width: 1440, height: 900 });
  await shot(phone, 'rights-notice-1440');
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.getByRole('checkbox', { name: INTERVIEW_NOTICE.consentLabel }).check();
  await phone.getByRole('button', { name: 'Start the interview' }).click();
  await expect(phone.getByRole('button', { name: 'Start the first question' })).toBeVisible();

  // She answers through the calls the page makes, and submits.
  const pub = `/api/public/interviews/${grace!.url.split('/').pop()}`;
  const view = (await (await request.get(pub)).json()).data;
  for (const [i, q] of (view.questions as { id: string; practice: boolean }[]).entries()) {
    const saved = await request.put(`${pub}/answers/${q.id}`, { data: { text: q.practice ? 'A team that ships.' : strongAnswer(i) } });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  expect((await request.post(`${pub}/submit`)).status()).toBe(200);

  // After submitting: the rights stay, human review opens; she asks for accommodation by keyboard.
  await phone.reload();
  const after = phone.getByRole('region', { name: 'Your rights' });
  await expect(after.getByRole('button', { name: 'Ask for a person to review my result' })).toBeVisible();
  await after.getByRole('button', { name: 'Ask for an alternative process or accommodation' }).focus();
  await phone.keyboard.press('Enter');
  const dialog = phone.getByRole('dialog', { name: 'Alternative process or accommodation' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send the request' }).click();
  await expect(dialog.getByText(RIGHTS_MESSAGES.textRequired)).toBeVisible();
  await dialog.getByRole('textbox', { name: /What would help you/ }).fill(ASK);
  expect(await violations(phone)).toEqual([]);
  await shot(phone, 'rights-dialog-390', { fullPage: false });
  await dialog.getByRole('button', { name: 'Send the request' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(phone.getByText(RIGHTS_MESSAGES.sent.accommodation)).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  await shot(phone, 'rights-sent-390');
  await phone.setViewportSize({ width: 1440, height: 900 });
  await shot(phone, 'rights-sent-1440');
  await context.close();

  // The owner sees the request and the notice version on the interview.
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/interviews/${grace!.id}`);
  const card = page.getByRole('heading', { name: 'Candidate requests' }).locator('xpath=ancestor::div[contains(@class,"rounded-xl")][1]');
  await expect(card.getByText(ASK)).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText(`They agreed to notice version ${version}.`, { exact: false })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'rights-team-1440', { fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  await shot(page, 'rights-team-390', { fullPage: false });
  // Once answered, the owner marks the request handled by keyboard; the day shows in its place.
  await card.getByRole('button', { name: /^Mark as handled/ }).focus();
  await page.keyboard.press('Enter');
  await expect(card.getByText(/^Handled on /)).toBeVisible();
  await expect(card.getByRole('button', { name: /^Mark as handled/ })).toHaveCount(0);
  await shot(page, 'rights-team-handled-390', { fullPage: false });

  // The deployers' documentation under Support.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/support/ai-documentation');
  await expect(page.getByRole('heading', { name: 'What the engines never infer' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await shot(page, 'ai-documentation-1440', { fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  // At 390 px the agreement table scrolls in its own frame, which a keyboard reaches and a screen reader names.
  const frame = page.getByRole('region', { name: 'Agreement with human graders on public sets' });
  await expect(frame).toHaveAttribute('tabindex', '0');
  expect(await violations(page)).toEqual([]);
  await frame.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => frame.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await shot(page, 'ai-documentation-390', { fullPage: false });
});
