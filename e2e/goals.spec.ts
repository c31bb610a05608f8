import AxeBuilder from '@axe-core/playwright';
import { GOAL_MESSAGES } from '@hiring/shared/goals';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { shot, skipOnboardingByApi, startTrial, uniqueEmail } from './fixtures';

/** A new owner with a trial and a job whose goals are generated (draft); returns its id. */
async function ownerWithJob(page: Page, { goals = true } = {}): Promise<string> {
  const email = uniqueEmail('goals');
  const register = await page.request.post('/api/auth/register', {
    data: { firstName: 'Gale', lastName: 'Goals', email, password: 'goals-pass-123' },
  });
  expect(register.status(), await register.text()).toBe(201);
  const login = await page.request.post('/api/auth/login', { data: { email, password: 'goals-pass-123' } });
  const session = (await login.json()).data;
  await skipOnboardingByApi(page, session.token);
  const headers = await startTrial(page, { token: session.token, companyName: 'Gale Goals Co' });
  const job = await page.request.post('/api/app/job-positions', {
    headers,
    data: {
      title: 'Site Reliability Engineer',
      department: 'Engineering',
      job_description: 'Run the Kubernetes platform behind our product. Lead incident response and write postmortems.',
      requirements: 'Three years of Kubernetes. Terraform. Strong Linux skills. Clear written communication.',
      required_skills: ['Kubernetes', 'Terraform', 'Linux'],
      ...(goals ? { preset_goal_ids: [1, 2, 3] } : {}),
    },
  });
  expect(job.status(), await job.text()).toBe(201);
  const id = (await job.json()).data.id as string;
  // Sign the page in as the app does.
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('goals-pass-123');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/job-listing/details/${id}/goals`);
  if (goals) await expect(page.getByText(GOAL_MESSAGES.awaitingConfirmation)).toBeVisible({ timeout: 60_000 });
  return id;
}

const goalTexts = (page: Page) =>
  page.getByRole('list', { name: 'Goals in priority order' }).locator('[data-goal-title]').allTextContents();

test('review, edit, reorder by keyboard and buttons, a failed reorder reverts, generate with the slider, delete, confirm', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const id = await ownerWithJob(page);
  const axe = async () => {
    const result = await new AxeBuilder({ page }).analyze();
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  };
  await expect(page.getByRole('heading', { name: 'Job Summary' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Coverage Analysis' })).toBeVisible();
  await expect(page.getByText(GOAL_MESSAGES.noQuestionsWarning).first()).toBeVisible();
  // Generated goals cite the job sentences they came from.
  await expect(page.getByText('From the job description').first()).toBeVisible();
  await axe();
  await shot(page, 'goals-review');

  // Manage: edit a goal.
  await page.getByRole('tab', { name: 'Manage Goals' }).click();
  await expect(page.getByRole('button', { name: 'Move goal 1 up' })).toBeDisabled();
  await page.getByRole('button', { name: 'Edit goal 1' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Goal' });
  await editor.getByRole('textbox', { name: /Goal text/ }).fill('   ');
  await editor.getByRole('button', { name: 'Save Goal' }).click();
  await expect(editor.getByText(GOAL_MESSAGES.textRequired)).toBeVisible();
  await editor.getByRole('textbox', { name: /Goal text/ }).fill('  Leads calm incident response  ');
  await editor.getByRole('combobox', { name: 'Importance' }).selectOption('4');
  await axe();
  await editor.getByRole('button', { name: 'Save Goal' }).click();
  await expect(editor).toHaveCount(0);
  expect((await goalTexts(page))[0]).toBe('1. Leads calm incident response');

  // Reorder by keyboard alone: focus the first handle, Space, ArrowDown, Space.
  const before = await goalTexts(page);
  await page.getByRole('button', { name: 'Drag to reorder: Leads calm incident response' }).focus();
  // dnd-kit measures the list between steps: give each key a moment, as a person would.
  await page.keyboard.press('Space');
  await page.waitForTimeout(250);
  await page.keyboard.press('ArrowDown');
  await page.waitForTimeout(250);
  await page.keyboard.press('Space');
  await expect.poll(async () => (await goalTexts(page))[1]).toBe('2. Leads calm incident response');
  await expect(page.getByText(GOAL_MESSAGES.updatingOrder)).toHaveCount(0);
  const saved = await page.request.get(`/api/app/job-positions/${id}/goals`, {
    headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
  });
  expect((await saved.json()).data.goals[1].text).toBe('Leads calm incident response');

  // Up/down buttons, with a save that fails: the order goes back.
  const current = await goalTexts(page);
  await page.route('**/goals/reorder', (route) => route.fulfill({ status: 500, json: { success: false, message: 'Reorder failed' } }));
  await page.getByRole('button', { name: 'Move goal 2 up' }).click();
  await expect(page.getByText('Error: Reorder failed')).toBeVisible();
  expect(await goalTexts(page)).toEqual(current);
  await page.unroute('**/goals/reorder');
  expect(before.length).toBe(current.length);
  await shot(page, 'goals-manage');

  // Generate one goal by category with the slider at 70 and a focus area.
  await page.getByRole('tab', { name: 'Generate More' }).click();
  await page.getByRole('button', { name: 'Generate Goal by Category' }).click();
  const generator = page.getByRole('dialog', { name: 'Generate Goal by Category' });
  await generator.getByRole('button', { name: 'Generate Goal' }).click();
  await expect(generator.getByText(GOAL_MESSAGES.categoryRequired)).toBeVisible();
  await generator.getByRole('combobox', { name: /Category/ }).selectOption('technical');
  const slider = generator.getByRole('slider', { name: 'Hiring strategy' });
  await expect(generator.getByRole('textbox', { name: GOAL_MESSAGES.specificFocusArea })).toHaveCount(0);
  await slider.fill('70');
  await expect(generator.getByTestId('strategy-band')).toContainText('Specialist');
  await generator.getByRole('textbox', { name: GOAL_MESSAGES.specificFocusArea }).fill('Kubernetes networking');
  await axe();
  await shot(page, 'goals-generate-dialog');
  await generator.getByRole('button', { name: 'Generate Goal' }).click();
  await expect(generator).toHaveCount(0, { timeout: 30_000 });
  await shot(page, 'goals-generate');
  await page.getByRole('tab', { name: 'Manage Goals' }).click();
  const afterGenerate = await goalTexts(page);
  expect(afterGenerate.length).toBe(current.length + 1);

  // Delete the last goal, with confirmation.
  await page.getByRole('button', { name: `Delete goal ${afterGenerate.length}` }).click();
  await page.getByRole('dialog', { name: 'Delete Goal' }).getByRole('button', { name: 'Delete Goal' }).click();
  await expect.poll(async () => (await goalTexts(page)).length).toBe(current.length);

  // Review: deselect goal 2, confirm the rest: exactly those are the confirmed set (decision 480).
  await page.getByRole('tab', { name: 'Review & Select' }).click();
  const reviewList = page.getByRole('list', { name: 'Evaluation goals' });
  const boxes = reviewList.getByRole('checkbox');
  const titlesIn = (scope: Locator) => scope.locator('label > span > span:first-child');
  const dropped = (await titlesIn(reviewList.getByRole('listitem').nth(1)).textContent())!.replace(/^2\. /, '');
  await boxes.nth(1).uncheck();
  const kept = current.length - 1;
  await expect(page.getByText(`${kept} of ${current.length} goals selected`)).toBeVisible();
  await page.getByRole('button', { name: `Confirm ${kept} Goals` }).click();
  // The unticked goal is deleted by the confirmation: the dialog says so before anything is sent.
  const confirmDialog = page.getByRole('dialog', { name: GOAL_MESSAGES.confirmDialogTitle(kept) });
  await expect(confirmDialog).toContainText(GOAL_MESSAGES.confirmRemoves(1, current.length));
  await axe();
  await shot(page, 'goals-confirm-dialog');
  await confirmDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmDialog).toHaveCount(0);
  await expect(page.getByText(GOAL_MESSAGES.awaitingConfirmation)).toBeVisible();
  await page.getByRole('button', { name: `Confirm ${kept} Goals` }).click();
  await confirmDialog.getByRole('button', { name: `Confirm ${kept} Goals` }).click();
  await expect(confirmDialog).toHaveCount(0);
  await expect(page.getByText(GOAL_MESSAGES.goalsConfirmed, { exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Manage Goals' })).toBeDisabled();
  await expect(page.getByRole('tab', { name: 'Generate More' })).toBeDisabled();
  await expect(page.getByText('Ready', { exact: true })).toBeVisible();
  await expect(page.getByText(`${kept} of ${kept} goals selected`)).toBeVisible();
  await expect(reviewList.getByRole('listitem')).toHaveCount(kept);
  await expect.poll(async () => (await titlesIn(reviewList).allTextContents()).some((t) => t.endsWith(`. ${dropped}`))).toBe(false);
  for (const box of await boxes.all()) {
    await expect(box).toBeChecked();
    await expect(box).toBeDisabled();
  }
  await axe();
  await shot(page, 'goals-confirmed');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'goals-confirmed-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The screen follows the question generation the confirmation queued, without a reload, and
  // then offers the next step. Every count agrees: the goals screen's coverage, the job detail and
  // the questions analytics all speak of the kept goals only.
  await expect(page.getByText(/\d+ interview questions generated/)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Coverage', { exact: true }).locator('xpath=following-sibling::dd')).not.toHaveText('0%');
  await expect(page.getByRole('link', { name: GOAL_MESSAGES.openQuestions })).toHaveAttribute('href', `/job-listing/${id}/questions`);
  await expect(page.getByText('Next step: Review and finalize the interview questions')).toBeVisible();
  await expect(page.getByText(`${kept} of ${kept} goals selected`)).toBeVisible();
  await expect(page.getByText(/the 1 goals /)).toHaveCount(0);
  const coverage = (await page
    .locator('dt', { hasText: /^Coverage$/ })
    .locator('xpath=following-sibling::dd')
    .textContent())!;
  await page.goto(`/job-listing/details/${id}`);
  await expect(page.getByText(`${kept} goals · confirmed`)).toBeVisible();
  await page.goto(`/job-listing/${id}/questions/analytics`);
  const goalCoverage = page.locator('dt', { hasText: /^Goal coverage$/ }).locator('xpath=following-sibling::dd');
  await expect(goalCoverage).toHaveText(coverage, { timeout: 15_000 });
  await expect(page.getByText(new RegExp(`^\\d+ of ${kept} goals have at least one question\\.$`)).first()).toBeAttached();
});

test('a goal dragged with the mouse moves and is saved', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 1600 });
  await ownerWithJob(page);
  await page.getByRole('tab', { name: 'Manage Goals' }).click();
  const before = await goalTexts(page);
  const first = before[0]!.replace(/^1\. /, '');
  const handle = page.getByRole('button', { name: `Drag to reorder: ${first}` });
  const target = page.getByRole('list', { name: 'Goals in priority order' }).getByRole('listitem').nth(2);
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + 20, { steps: 5 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2 + 10, { steps: 20 });
  await page.mouse.up();
  await expect.poll(async () => (await goalTexts(page))[2]).toBe(`3. ${first}`);
  await expect(page.getByText(GOAL_MESSAGES.updatingOrder)).toHaveCount(0);
  await page.reload();
  await page.getByRole('tab', { name: 'Manage Goals' }).click();
  await expect.poll(async () => (await goalTexts(page))[2]).toBe(`3. ${first}`);
});

test('at 390 px the manage tab fits and an unknown job says Job listing not found', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await ownerWithJob(page);
  await shot(page, 'goals-review-390');
  await page.getByRole('tab', { name: 'Manage Goals' }).click();
  await expect(page.getByRole('button', { name: 'Move goal 1 down' })).toBeEnabled();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
  await shot(page, 'goals-manage-390');
  await page.goto('/job-listing/details/00000000-0000-4000-8000-000000000000/goals');
  await expect(page.getByText('Job listing not found')).toBeVisible();
});

test("a job without goals shows 'No Evaluation Goals' and generates them", async ({ page }) => {
  test.setTimeout(90_000);
  await ownerWithJob(page, { goals: false });
  await expect(page.getByRole('heading', { name: GOAL_MESSAGES.noGoals })).toBeVisible();
  await shot(page, 'goals-empty');
  await page.getByRole('button', { name: GOAL_MESSAGES.generateGoals }).click();
  await expect(page.getByText(GOAL_MESSAGES.awaitingConfirmation)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('list', { name: 'Evaluation goals' }).getByRole('listitem').first()).toBeVisible();
});
