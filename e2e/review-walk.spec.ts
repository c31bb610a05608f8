import { REVIEW_MESSAGES } from '@hiring/shared/blind-review';
import { INTEGRITY_MESSAGES } from '@hiring/shared/integrity-constants';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { activateWithAllGoals, ownerWithDraftGoals, shot, strongAnswer, uniqueEmail, until, violations } from './fixtures';
import { scoreOnCard, secondReviewer, signInAs } from './review-steps';

const PASSWORD = 'review-walk-pass-1';

type Question = { id: string; text: string; practice: boolean };

/** Words a template leaves out: they carry no subject. */
const STOP = new Set([
  'what',
  'when',
  'with',
  'your',
  'have',
  'that',
  'this',
  'from',
  'they',
  'them',
  'were',
  'would',
  'make',
  'made',
  'describe',
  'tell',
  'about',
  'time',
  'hardest',
  'case',
  'learn',
  'keeps',
  'going',
  'nobody',
]);

/**
 * The keyword template a candidate who wants the job can build from what the candidate page shows:
 * the job's skills and the question's own words poured into a fixed first-person story.
 */
function templateAnswer(question: string): string {
  const words = ['Kubernetes', 'Terraform', 'Linux', ...(question.match(/[A-Za-z][A-Za-z-]{3,}/g) ?? [])];
  const terms = [...new Set(words.map((w) => w.toLowerCase()))].filter((w) => !STOP.has(w));
  const [a, b, c, d, e, f, g] = terms;
  return `At my last job I was responsible for ${a} and ${b}. I handled ${c}, ${d} and ${e} every week. As a result we reduced errors by 40% and improved ${f} and ${g}.`;
}

/** One candidate answers every question through the public calls the candidate page makes, with its signals. */
async function takeInterview(
  request: APIRequestContext,
  url: string,
  answer: (q: Question, n: number) => { text: string; pasted: boolean },
) {
  const pub = `/api/public/interviews/${url.split('/').pop()}`;
  expect((await request.post(`${pub}/start`, { data: { consent: true } })).status()).toBe(200);
  const questions = (await (await request.get(pub)).json()).data.questions as Question[];
  let n = 0;
  for (const q of questions) {
    if (q.practice) {
      await request.put(`${pub}/answers/${q.id}`, { data: { text: 'A team that ships carefully.' } });
      continue;
    }
    n += 1;
    const { text, pasted } = answer(q, n);
    const signals = pasted
      ? { paste_count: 1, pasted_chars: text.length, tab_leaves: 2, seconds: 20 }
      : { paste_count: 0, pasted_chars: 0, tab_leaves: 0, seconds: 240 };
    const saved = await request.put(`${pub}/answers/${q.id}`, { data: { text, ...signals } });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  expect((await request.post(`${pub}/submit`)).status()).toBe(200);
}

/** Every answer this reviewer has not scored yet, scored through the review's call, with a reason where the server asks. */
async function scoreTheRest(request: APIRequestContext, headers: Record<string, string>, id: string, score: number) {
  const detail = (await (await request.get(`/api/app/interviews/${id}`, { headers })).json()).data;
  for (const a of detail.answers as { question_id: string; review: unknown }[]) {
    if (a.review) continue;
    const path = `/api/app/interviews/${id}/scores/${a.question_id}`;
    let res = await request.patch(path, { headers, data: { score } });
    if (res.status() === 400 && (await res.json()).code === 'override_reason_required') {
      const code = score >= 3 ? 'answer_better_than_scored' : 'answer_worse_than_scored';
      res = await request.patch(path, { headers, data: { score, override_reason: { code, text: 'Read against the rating guide.' } } });
    }
    expect(res.status(), await res.text()).toBe(200);
  }
}

test('two reviewers score two candidates, one with a pasted keyword template: the screens show which is which without reading data', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const { email, headers, jobId, base, goals } = await ownerWithDraftGoals(request, page, { label: 'walk', password: PASSWORD });
  await activateWithAllGoals(request, headers, base, goals);
  const created = await request.post('/api/app/job-positions/generate-links', {
    headers,
    data: {
      job_position_id: jobId,
      candidates: [
        { name: 'Ada Lovelace', email: uniqueEmail('ada') },
        { name: 'Tom Template', email: uniqueEmail('tom') },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const [ada, tom] = (await created.json()).data.links as { id: string; url: string }[];
  await takeInterview(request, ada!.url, (_, n) => ({ text: strongAnswer(n), pasted: false }));
  await takeInterview(request, tom!.url, (q) => ({ text: templateAnswer(q.text), pasted: true }));
  for (const link of [ada!, tom!]) {
    await until(
      async () => (await (await request.get(`/api/app/interviews/${link.id}`, { headers })).json()).data.scoring_status,
      (status: string) => status === 'scored',
    );
  }

  // The owner reads Tom's first answer blind: the paste and the time beside it, the AI's part withheld.
  await signInAs(page, email, PASSWORD);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/interviews/${tom!.id}`);
  const first = page.getByRole('article').first();
  await expect(first.getByText(REVIEW_MESSAGES.aiWithheld)).toBeVisible({ timeout: 30_000 });
  const signals = page.getByRole('region', { name: 'Signals, question 1', exact: true });
  await expect(signals.getByRole('list', { name: 'Integrity signals' })).toContainText(/Pasted \d+ characters/);
  await expect(signals).toContainText(INTEGRITY_MESSAGES.notScored);
  await shot(page, 'walk-template-blind-1440', { fullPage: false });
  await scoreOnCard(first, 1, 'Names the question’s words, no situation or result.');
  // Scored, the AI's flags on the template show beside the reviewer's score.
  await expect(first.getByRole('region', { name: 'AI score, question 1' })).toBeVisible();
  await expect(first.getByRole('list', { name: 'AI flags' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await shot(page, 'walk-template-revealed-1440', { fullPage: false });
  await scoreTheRest(request, headers, tom!.id, 1);
  await scoreTheRest(request, headers, ada!.id, 4);

  // The second reviewer scores both on a phone, blind as well.
  const managerEmail = await secondReviewer(request, headers, PASSWORD);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await context.newPage();
  await signInAs(phone, managerEmail, PASSWORD);
  await phone.goto(`/interviews/${ada!.id}`);
  const theirs = phone.getByRole('article').first();
  await expect(theirs.getByText(REVIEW_MESSAGES.aiWithheld)).toBeVisible({ timeout: 30_000 });
  await scoreOnCard(theirs, 5);
  await expect(theirs.getByRole('region', { name: "Reviewers' scores, question 1" })).toContainText('Robin Recruiter');
  await shot(phone, 'walk-strong-second-reviewer-390');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const managerHeaders = {
    authorization: `Bearer ${(await (await request.post('/api/auth/login', { data: { email: managerEmail, password: PASSWORD } })).json()).data.token}`,
  };
  await scoreTheRest(request, managerHeaders, ada!.id, 4);
  await scoreTheRest(request, managerHeaders, tom!.id, 2);
  await context.close();

  // Every answer reviewed twice: the completed list says "Reviewed" and ranks Ada first.
  await page.goto('/interviews/completed');
  const rows = page.locator('[data-interview-row]');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Ada Lovelace' })).toContainText('Reviewed');
  await expect(rows.filter({ hasText: 'Tom Template' })).toContainText('Reviewed');
  await shot(page, 'walk-completed-1440');

  // Compare: reviewed scores side by side, Ada above Tom on every goal.
  await page.goto(`/talent/compare?job=${jobId}&ids=${ada!.id},${tom!.id}`);
  await expect(page.getByRole('table')).toBeVisible();
  await page.getByLabel('Order by reviewed score').check();
  const header = page.getByRole('table').getByRole('columnheader');
  await expect(header.nth(1)).toContainText('Ada Lovelace');
  await expect(header.nth(2)).toContainText('Tom Template');
  expect(await violations(page)).toEqual([]);
  await shot(page, 'walk-compare-1440');

  // The candidates list keeps only Tom under "Has integrity flags".
  await page.goto('/talent/candidates?sort=reviewed_score');
  await page.getByRole('combobox', { name: 'Integrity flags' }).selectOption({ label: INTEGRITY_MESSAGES.filterLabel });
  await expect(page.getByRole('link', { name: 'Tom Template' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ada Lovelace' })).toHaveCount(0);
  await shot(page, 'walk-candidates-flagged-1440');

  // Agreement: the AI and the two reviewers on the same answers.
  await page.goto(`/interviews/agreement?job=${jobId}`);
  await expect(page.getByRole('table').first()).toBeVisible({ timeout: 30_000 });
  expect(await violations(page)).toEqual([]);
  await shot(page, 'walk-agreement-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'walk-agreement-390');
});
