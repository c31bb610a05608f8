import AxeBuilder from '@axe-core/playwright';
import { QUESTION_MESSAGES, QUESTION_SCREEN_MESSAGES as M } from '@hiring/shared/questions';
import { expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN, ownerWithDraftGoals, shot, signIn, uniqueEmail, until } from './fixtures';

/** Issue 34: the interview length, adding, deleting and moving questions, and who may do it. */

const PASSWORD = 'questions-edit-pass-1';

async function axe(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

interface Screen {
  status: string;
  version: number;
  total_minutes: number;
  length_minutes: number;
  questions: { id: string; text: string; goal_connections: { goal_id: string }[] }[];
  goal_coverage: { goal_id: string; goal_text: string; questions_count: number }[];
}

/** An owner signed in on the page, with a position whose confirmed goals have their first question set. */
async function ownerWithQuestions(page: Page) {
  const { email, headers, jobId, base, goals } = await ownerWithDraftGoals(page.request, page, { label: 'qedit', password: PASSWORD });
  const confirm = await page.request.post(`${base}/confirm-goals`, {
    headers,
    data: { confirm: true, evaluation_goals: goals.goals.map((g) => ({ id: g.id, category: g.category, text: g.text, selected: true })) },
  });
  expect(confirm.status(), await confirm.text()).toBe(200);
  const read = async () => (await (await page.request.get(`${base}/questions`, { headers })).json()).data as Screen;
  await until(read, (s) => s.status === 'questions_ready');
  await signIn(page, { email, password: PASSWORD });
  await expect(page).toHaveURL(/\/dashboard$/);
  return { email, headers, jobId, base, read };
}

test('the team sets the length, deletes, adds and moves questions, and sees coverage and history follow', async ({ page }) => {
  test.setTimeout(240_000);
  const { jobId, read } = await ownerWithQuestions(page);
  await page.goto(`/job-listing/${jobId}/questions`);
  await expect(page.getByText(M.questionsReady, { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('About', { exact: false }).filter({ hasText: 'of 45 minutes' })).toBeVisible();
  // Links cannot be made yet: the offer says why instead of leading to a refusal.
  const quick = page.getByRole('list', { name: M.quickActions });
  await expect(quick.getByRole('button', { name: M.createInterviewLinks })).toBeDisabled();
  await expect(page.getByRole('link', { name: M.createInterviewLinks })).toHaveCount(0);

  // A 30-minute interview: regenerated as version 2, within 30 minutes, every goal still covered.
  const before = await read();
  await page.getByRole('group', { name: 'Question actions' }).getByRole('button', { name: M.regenerate }).click();
  const dialog = page.getByRole('dialog', { name: 'Regenerate Questions?' });
  await dialog.getByLabel('Interview length').selectOption('30');
  await axe(page);
  await shot(page, 'questions-regenerate-length', { fullPage: false });
  await dialog.getByRole('button', { name: M.regenerate }).click();
  await expect(page.getByText('Version 2', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(M.questionsReady, { exact: true })).toBeVisible({ timeout: 60_000 });
  const v2 = await read();
  expect(v2.length_minutes).toBe(30);
  expect(v2.total_minutes).toBeLessThanOrEqual(30);
  await expect(page.getByText(`About ${v2.total_minutes} of 30 minutes`)).toBeVisible();
  expect(v2.questions.filter((q) => before.questions.some((b) => b.text === q.text))).toEqual([]);
  const coverage = page.getByText('Goal coverage').locator('..');
  await expect(coverage).toContainText('100%');

  // Delete every question of one goal: the coverage drops and readiness names the uncovered goal.
  // A goal whose questions can go without uncovering another goal (a question may serve two goals), fewest first.
  const questionsOf = (goalId: string) => v2.questions.filter((q) => q.goal_connections.some((c) => c.goal_id === goalId));
  const alone = (goalId: string) =>
    v2.goal_coverage.every(
      (h) =>
        h.goal_id === goalId ||
        v2.questions.some((q) => !questionsOf(goalId).includes(q) && q.goal_connections.some((c) => c.goal_id === h.goal_id)),
    );
  const goal = [...v2.goal_coverage]
    .filter((g) => alone(g.goal_id))
    .sort((a, b) => questionsOf(a.goal_id).length - questionsOf(b.goal_id).length)[0]!;
  const ofGoal = questionsOf(goal.goal_id);
  for (const q of ofGoal) {
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: q.text, exact: true }) });
    await card.getByRole('button', { name: /^Delete question \d+$/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this question?' });
    await confirm.getByRole('button', { name: 'Delete Question' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 3, name: q.text, exact: true })).toHaveCount(0);
  }
  await expect(coverage).not.toContainText('100%');
  const uncovered = page.getByText(/evaluation goals? (has|have) no question\./);
  await expect(uncovered).toBeVisible();

  // Add one by hand for that goal: last in the set, the team's, and the goal covered again.
  const form = page.getByRole('region', { name: 'Add a question' });
  await form.getByRole('button', { name: 'Add Question' }).click();
  await expect(form.getByText(QUESTION_MESSAGES.textRequired)).toBeVisible();
  const mine = 'Tell us about the last on-call handover you wrote. What did the next person need from it?';
  await form.getByLabel(/Question text/).fill(mine);
  await form.getByRole('checkbox', { name: goal.goal_text }).check();
  await form.getByRole('button', { name: 'Add Question' }).click();
  const cards = page.getByRole('article');
  const last = cards.last();
  await expect(last.getByRole('heading', { level: 3 })).toHaveText(mine);
  await expect(form.getByText('Question added at the end of the set.')).toBeVisible({ timeout: 30_000 });
  await expect(last.getByText('Written by your team')).toBeVisible();
  await expect(coverage).toContainText('100%');
  await expect(uncovered).toHaveCount(0);

  // Move it up once with the keyboard: it takes the place before, and its history says so.
  const count = await cards.count();
  await page.getByRole('button', { name: `Move question ${count} up` }).focus();
  await page.keyboard.press('Enter');
  await expect(cards.nth(count - 2).getByRole('heading', { level: 3 })).toHaveText(mine);
  await axe(page);
  await shot(page, 'questions-edited-set', { fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await overflows(page)).toBe(false);
  await form.scrollIntoViewIfNeeded();
  await shot(page, 'questions-add-390', { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 900 });

  await cards
    .nth(count - 2)
    .getByRole('link', { name: /^History of question \d+$/ })
    .click();
  const timeline = page.getByRole('list', { name: 'Changes, newest first' });
  await expect(timeline.getByRole('listitem')).toHaveCount(2);
  await expect(timeline.getByRole('listitem').first()).toContainText(`Moved from place ${count} to place ${count - 1}.`);
  await expect(timeline.getByRole('listitem').last().getByRole('heading', { name: 'Question created' })).toBeVisible();
  await expect(timeline.getByRole('listitem').last()).toContainText('Revision 1');

  // The set's timeline lists the deletions too.
  await page.goto(`/job-listing/${jobId}/questions/history`);
  await expect(page.getByText(ofGoal.length === 1 ? 'Question deleted' : `${ofGoal.length} questions deleted`).first()).toBeVisible();
});

test('a team lead and the platform administrator get no question changes, on the screen or through the API', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const { headers, jobId, base, read } = await ownerWithQuestions(page);
  const qid = (await read()).questions[0]!.id;
  // A team lead joins by invitation.
  const email = uniqueEmail('lead');
  const invited = await page.request.post('/api/admin/org/employee-invites', { headers, data: { email, role_id: 'team_lead' } });
  expect(invited.status(), await invited.text()).toBe(201);
  const mail = await until(
    async () =>
      ((await (await page.request.get('/api/dev/mailbox')).json()).data.items as { to: string; text: string }[]).find(
        (m) => m.to === email,
      ),
    (m) => !!m,
  );
  const link = new URL(/https?:\/\/\S+\/auth\/accept-invite\/\S+/.exec(mail!.text)![0]).pathname;
  const lead = await browser.newPage();
  await lead.goto(link);
  await lead.getByLabel('First name').fill('Tara');
  await lead.getByLabel('Last name').fill('Lead');
  await lead.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await lead.getByLabel('Confirm password').fill(PASSWORD);
  await lead.getByRole('button', { name: 'Create account and join' }).click();
  await expect(lead).toHaveURL(/\/dashboard$/, { timeout: 30_000 });

  for (const who of [lead, page]) {
    if (who === page) {
      await page.evaluate(() => window.localStorage.clear());
      await signIn(page, { email: E2E_ADMIN.email, password: E2E_ADMIN.password });
      await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    }
    await who.goto(`/job-listing/${jobId}/questions`);
    await expect(who).toHaveURL(/\/access-denied$/, { timeout: 30_000 });
    await expect(who.getByRole('button', { name: 'Add Question' })).toHaveCount(0);
    const bearer = { Authorization: `Bearer ${await who.evaluate(() => window.localStorage.getItem('token'))}` };
    for (const [method, path, data] of [
      ['post', `${base}/questions`, { text: 'Why us?', goal_ids: ['x'] }],
      ['delete', `${base}/questions/${qid}`, undefined],
      ['post', `${base}/questions/reorder`, { question_ids: [qid] }],
      ['post', `${base}/questions/regenerate`, { length_minutes: 30 }],
    ] as const) {
      const res = await who.request.fetch(path, { method, headers: bearer, data });
      expect([403], `${method} ${path}`).toContain(res.status());
    }
  }
  expect((await read()).questions[0]!.id).toBe(qid);
  await lead.close();
});
