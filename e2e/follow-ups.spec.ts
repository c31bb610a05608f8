import { INTERVIEW_NOTICE, PRACTICE_QUESTION } from '@hiring/shared/interviews';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { EN } from '../apps/web/src/features/interviews/candidate/i18n/messages-en';
import { activateWithAllGoals, ownerWithDraftGoals, reviewAiFirst, shot, strongAnswer, until, violations } from './fixtures';
import { signInAs } from './review-steps';

const PASSWORD = 'follow-up-pass-123';
/** On topic, but no example and no result: answers the interview asks a follow-up of (which one depends on the question). */
const VAGUE = [
  'I would look at what is going on, talk to the team and make sure things work well again.',
  'I would talk to the team and make sure things work well.',
  'I look at the logs and the metrics and fix the problem so that it does not happen again.',
  'I would check the platform, find out what is wrong and fix it with the team.',
];

/** The first vague answer that asks a follow-up of the first question, tried on a throwaway link through the page's calls. */
async function vagueAnswerFor(request: APIRequestContext, headers: Record<string, string>, jobId: string): Promise<string> {
  const created = await request.post('/api/app/job-positions/generate-links', {
    headers,
    data: { job_position_id: jobId, candidates: [{ name: 'Probe Candidate', email: `probe.${Date.now()}@example.test` }] },
  });
  const url = (await created.json()).data.links[0].url as string;
  const pub = `/api/public/interviews/${url.split('/').pop()}`;
  expect((await request.post(`${pub}/start`, { data: { consent: true } })).status()).toBe(200);
  const view = (await (await request.get(pub)).json()).data;
  const first = view.questions.find((q: { practice: boolean }) => !q.practice) as { id: string };
  for (const text of VAGUE) {
    const saved = (await (await request.put(`${pub}/answers/${first.id}`, { data: { text } })).json()).data;
    if (saved.follow_up) return text;
  }
  throw new Error('no vague answer asked a follow-up of the first question');
}

async function startInterview(phone: Page, url: string) {
  await phone.goto(url);
  await phone.getByRole('checkbox', { name: INTERVIEW_NOTICE.consentLabel }).check();
  await phone.getByRole('button', { name: 'Start the interview' }).click();
  await expect(phone.getByRole('heading', { name: PRACTICE_QUESTION.text })).toBeVisible();
  await phone.getByRole('button', { name: 'Start the first question' }).click();
}

test('a vague answer gets a follow-up, answered, then shown as a thread in the review with its evidence', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const { email, headers, jobId, base, goals } = await ownerWithDraftGoals(request, page, { label: 'follow-up', password: PASSWORD });
  await reviewAiFirst(request, headers);
  await activateWithAllGoals(request, headers, base, goals, { followUps: true });
  const created = await request.post('/api/app/job-positions/generate-links', {
    headers,
    data: { job_position_id: jobId, candidates: [{ name: 'Grace Hopper', email: 'grace.follow-up@example.test' }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const [link] = (await created.json()).data.links as { id: string; url: string }[];
  const vague = await vagueAnswerFor(request, headers, jobId);

  // On a 360 px phone, by keyboard: a vague answer, then "Next question" asks the follow-up instead of moving on.
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  const phone = await context.newPage();
  await startInterview(phone, link!.url);
  await expect(phone.getByTestId('announcement')).toContainText('Question 1 of');
  await expect(phone.getByTestId('question-timer')).toContainText(/min so far/);
  await phone.getByRole('textbox').first().fill(vague);
  await expect(phone.getByText(EN['save.saved'], { exact: true })).toBeVisible();
  await phone.getByRole('button', { name: 'Next question' }).click();
  const followUp = phone.getByTestId('follow-up');
  await expect(followUp).toBeVisible();
  await expect(followUp.getByText(EN['followUp.intro'])).toBeVisible();
  await expect(phone.getByRole('button', { name: EN['followUp.skip'] })).toBeVisible();
  // Focus moved to the follow-up's answer box, which is named by the follow-up itself.
  const reply = strongAnswer(1);
  await phone.keyboard.type(reply, { delay: 0 });
  await expect(followUp.getByText(EN['save.saved'], { exact: true })).toBeVisible();
  await expect(phone.getByTestId('announcement')).toContainText('Follow-up question:');
  expect(await violations(phone)).toEqual([]);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  await shot(phone, 'follow-up-asked-360');
  await phone.getByRole('button', { name: 'Next question' }).click();
  await expect(phone.getByText(/Question 2 of/).first()).toBeVisible();
  await context.close();

  // The rest through the page's calls; then the submit and the scoring.
  const pub = `/api/public/interviews/${link!.url.split('/').pop()}`;
  const view = (await (await request.get(pub)).json()).data;
  const first = view.answers.find((a: { follow_up: unknown }) => a.follow_up);
  expect(first.follow_up).toMatchObject({ answer: reply, skipped: false });
  const asked = view.questions.filter((q: { practice: boolean }) => !q.practice) as { id: string }[];
  for (const [i, q] of asked.entries()) {
    if (i === 0) continue;
    expect((await request.put(`${pub}/answers/${q.id}`, { data: { text: strongAnswer(i + 1) } })).status()).toBe(200);
  }
  expect((await request.post(`${pub}/submit`)).status()).toBe(200);
  await until(
    async () => (await (await request.get(`/api/app/interviews/${link!.id}`, { headers })).json()).data.scoring_status,
    (status: string) => status === 'scored',
  );
  const detail = (await (await request.get(`/api/app/interviews/${link!.id}`, { headers })).json()).data;
  const answer = detail.answers[0];
  expect(answer.follow_up).toMatchObject({ answer: reply, counted_in_score: true });

  // The review: question → answer → follow-up → its answer, the AI's quotes marked in the reply.
  await signInAs(page, email, PASSWORD);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/interviews/${link!.id}`);
  const thread = page.getByRole('region', { name: 'Follow-up, question 1', exact: true });
  await expect(thread).toBeVisible({ timeout: 30_000 });
  await expect(thread).toContainText(answer.follow_up.text);
  await expect(thread).toContainText('Counted in the AI score');
  await expect(thread.locator('mark').first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await thread.scrollIntoViewIfNeeded();
  await shot(page, 'follow-up-review-390', { fullPage: false });
});

test('a dropped connection mid-answer loses nothing: the answer is kept, said to be, and sent when back online', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const { headers, jobId, base, goals } = await ownerWithDraftGoals(request, page, { label: 'offline', password: PASSWORD });
  await activateWithAllGoals(request, headers, base, goals, { followUps: true });
  const created = await request.post('/api/app/job-positions/generate-links', {
    headers,
    data: { job_position_id: jobId, candidates: [{ name: 'Ada Lovelace', email: 'ada.offline@example.test' }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const [link] = (await created.json()).data.links as { id: string; url: string }[];

  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  const phone = await context.newPage();
  await startInterview(phone, link!.url);
  const box = phone.getByRole('textbox').first();
  const before = 'I led the response to a regional outage of our Kubernetes platform.';
  await box.fill(before);
  await expect(phone.getByText(EN['save.saved'], { exact: true })).toBeVisible();

  await context.setOffline(true);
  const after = `${before} I rolled back the faulty Terraform change and wrote the postmortem; recovery time fell by 40%.`;
  await box.fill(after);
  await expect(phone.getByText(EN['connection.offline'])).toBeVisible();
  expect(await violations(phone)).toEqual([]);
  await shot(phone, 'offline-kept-360');
  // Moving on while offline keeps the answer too.
  await phone.getByRole('button', { name: 'Next question' }).click();
  await expect(phone.getByText(/Question 2 of/).first()).toBeVisible();
  await phone.getByRole('button', { name: 'Previous' }).click();
  await expect(phone.getByRole('textbox').first()).toHaveValue(after);

  await context.setOffline(false);
  await expect(phone.getByText(EN['save.saved'], { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  const pub = `/api/public/interviews/${link!.url.split('/').pop()}`;
  await until(
    async () => (await (await request.get(pub)).json()).data.answers as { text: string }[],
    (answers) => answers.some((a) => a.text === after),
  );
  await phone.reload();
  await expect(phone.getByRole('textbox').first()).toHaveValue(after);
  await phone.setViewportSize({ width: 390, height: 844 });
  await shot(phone, 'offline-sent-390');
  await context.close();
});
