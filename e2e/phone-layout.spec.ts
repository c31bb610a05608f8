import { mkdirSync } from 'node:fs';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { activateWithAllGoals, ownerWithDraftGoals, strongAnswer, until } from './fixtures';

/**
 * At a 390 × 844 phone the team's screens of the questions and interviews features are no wider
 * than the window: a page wider than the screen is shrunk to fit and everything on it renders
 * tiny. Wide tables scroll inside their own region instead.
 */

const PASSWORD = 'phone-layout-pass-123';
const PHONE = { width: 390, height: 844 };
/** Where the pictures of each screen go, for a person to look at: E2E_LAYOUT_SHOTS, or none. */
const SHOTS = process.env.E2E_LAYOUT_SHOTS;

// Long words a real team types: a goal name with slashes and hyphens, a long double-barrelled name and address.
const LONG_GOAL = 'Kubernetes/Terraform/observability-driven-incident-response: leads outages end to end and writes blameless postmortems';
const CANDIDATES = [
  {
    name: 'Maximiliana Konstantinopoulou-Wolfeschlegelsteinhausen',
    email: `maximiliana.konstantinopoulou-wolfeschlegelsteinhausen-${Date.now()}@example-recruiting.com`,
  },
  { name: 'Bartholomew Featherstonehaugh-Cholmondeley', email: `bartholomew.featherstonehaugh-${Date.now()}@example-recruiting.com` },
  { name: 'Pending Candidate', email: `pending-${Date.now()}@example.com` },
];
/** An owner with a trial and an active job, one goal renamed to LONG_GOAL; two candidates answered and scored, one pending. */
async function scoredJob(request: APIRequestContext, page: Page) {
  const { email, headers, jobId, base, goals } = await ownerWithDraftGoals(request, page, { label: 'phone-layout', password: PASSWORD });
  const renamed = await request.patch(`${base}/goals/${goals.goals[0]!.id}`, { headers, data: { text: LONG_GOAL } });
  expect(renamed.status(), await renamed.text()).toBe(200);
  await activateWithAllGoals(request, headers, base, goals);

  const generated = await request.post('/api/app/job-positions/generate-links', {
    headers,
    data: { job_position_id: jobId, candidates: CANDIDATES },
  });
  expect(generated.status(), await generated.text()).toBe(201);
  const links = (await generated.json()).data.links as { id: string; token: string }[];
  expect(links).toHaveLength(3);
  // The first two answer through the API the candidate's page uses; the third stays pending.
  for (const link of links.slice(0, 2)) {
    const pub = `/api/public/interviews/${link.token}`;
    expect((await request.post(`${pub}/start`, { data: { consent: true } })).status()).toBe(200);
    const view = (await (await request.get(pub)).json()).data;
    for (const [i, q] of view.questions.filter((x: { practice: boolean }) => !x.practice).entries()) {
      const saved = await request.put(`${pub}/answers/${q.id}`, { data: { text: strongAnswer(i + 1) } });
      expect(saved.status(), await saved.text()).toBe(200);
    }
    expect((await request.post(`${pub}/submit`)).status()).toBe(200);
  }
  await until(
    // A busy moment's refusal (a 429 while scoring runs) is read as "not yet".
    async () => (await (await request.get('/api/app/interviews?status=completed', { headers })).json()).data?.items ?? [],
    (items: { scoring_status: string }[]) => items.length === 2 && items.every((i) => i.scoring_status === 'scored'),
  );
  const questions = (await (await request.get(`${base}/questions`, { headers })).json()).data.questions as { id: string }[];
  return { email, jobId, interviewIds: links.slice(0, 2).map((l) => l.id), questionId: questions[0]!.id };
}

/**
 * The page's width and the deepest elements that reach past the phone's right edge, screen-reader-only
 * ones included; those inside a box that clips or scrolls them are left out.
 */
async function widthOf(page: Page) {
  return page.evaluate((limit) => {
    const clipped = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const { overflowX } = getComputedStyle(a);
        if (overflowX !== 'visible' && a.getBoundingClientRect().right <= limit + 1) return true;
      }
      return false;
    };
    const wide = [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > limit + 1 && !clipped(el));
    const past = wide
      .filter((el) => !wide.some((other) => other !== el && el.contains(other)))
      .slice(0, 4)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 50)} (${Math.round(el.getBoundingClientRect().right)})`);
    return { width: document.documentElement.scrollWidth, past };
  }, PHONE.width);
}

test('the questions and interviews screens fit a 390 px phone', async ({ page, request }) => {
  test.setTimeout(240_000);
  const { email, jobId, interviewIds, questionId } = await scoredJob(request, page);
  await page.setViewportSize(PHONE);
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });

  const [ada, bart] = interviewIds as [string, string];
  // `detail`: a part of a long screen worth a picture of its own.
  const screens: { name: string; path: string; ready: (page: Page) => Promise<void>; detail?: (page: Page) => Locator }[] = [
    {
      name: 'questions-analytics',
      path: `/job-listing/${jobId}/questions/analytics`,
      ready: async (p) => {
        await expect(p.getByRole('heading', { name: 'Question Set Analytics' })).toBeVisible({ timeout: 30_000 });
        await expect(p.locator('figure .recharts-wrapper')).toHaveCount(3);
      },
    },
    {
      name: 'questions',
      path: `/job-listing/${jobId}/questions`,
      ready: async (p) => {
        await expect(p.getByText(LONG_GOAL).first()).toBeVisible({ timeout: 30_000 });
      },
    },
    {
      name: 'questions-history',
      path: `/job-listing/${jobId}/questions/history`,
      ready: async (p) => {
        await expect(p.getByRole('list', { name: 'Question set timeline' })).toBeVisible({ timeout: 30_000 });
      },
    },
    {
      name: 'question-history',
      path: `/job-listing/${jobId}/questions/${questionId}/history`,
      ready: async (p) => {
        await expect(p.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
        await expect(p.getByRole('status', { name: /Loading/ })).toHaveCount(0);
      },
    },
    {
      name: 'interview-result',
      path: `/interviews/${ada}`,
      ready: async (p) => {
        await expect(p.getByRole('heading', { name: 'Results per goal' })).toBeVisible({ timeout: 30_000 });
      },
      detail: (p) => p.getByRole('article').first(),
    },
    {
      name: 'compare',
      path: `/talent/compare?job=${jobId}&ids=${ada},${bart}`,
      ready: async (p) => {
        await expect(p.getByRole('table')).toBeVisible({ timeout: 30_000 });
        await expect(p.getByRole('region', { name: 'Comparison table' })).toBeVisible();
      },
    },
    {
      name: 'interviews-pending',
      path: '/interviews/pending',
      ready: async (p) => {
        await expect(p.getByText(CANDIDATES[2]!.name).first()).toBeVisible({ timeout: 30_000 });
      },
    },
    {
      name: 'interviews-completed',
      path: '/interviews/completed',
      ready: async (p) => {
        await expect(p.getByText(CANDIDATES[0]!.name).first()).toBeVisible({ timeout: 30_000 });
      },
    },
    {
      name: 'interviews-results',
      path: '/interviews/results',
      ready: async (p) => {
        await expect(p.getByText(CANDIDATES[0]!.name).first()).toBeVisible({ timeout: 30_000 });
      },
    },
    {
      name: 'interviews-analysis',
      path: '/interviews/analysis',
      ready: async (p) => {
        await expect(p.getByRole('heading', { name: 'AI-human agreement per goal' })).toBeVisible({ timeout: 30_000 });
      },
    },
    {
      name: 'talent-candidates',
      path: '/talent/candidates',
      ready: async (p) => {
        await expect(p.getByText(CANDIDATES[0]!.name).first()).toBeVisible({ timeout: 30_000 });
      },
    },
    {
      name: 'job-links',
      path: `/job-listing/${jobId}/interview-links`,
      ready: async (p) => {
        await expect(p.getByRole('list', { name: 'Interview links' }).getByRole('listitem')).toHaveCount(3, { timeout: 30_000 });
      },
    },
    {
      name: 'create-links',
      path: '/interviews/create-link',
      ready: async (p) => {
        await expect(p.getByRole('heading', { name: 'Create Interview Links' })).toBeVisible({ timeout: 30_000 });
      },
    },
  ];

  const widths: Record<string, number> = {};
  for (const screen of screens) {
    await page.goto(screen.path);
    await screen.ready(page);
    const { width, past } = await widthOf(page);
    widths[screen.name] = width;
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/${screen.name}-390.png`, fullPage: true });
      // The top of a long page too, small enough to look at.
      await page.screenshot({ path: `${SHOTS}/${screen.name}-390-top.png`, fullPage: true, clip: { x: 0, y: 0, width, height: 2400 } });
      if (screen.detail) await screen.detail(page).screenshot({ path: `${SHOTS}/${screen.name}-390-detail.png` });
    }
    expect.soft(width, `${screen.name} is ${width} px wide; past the edge: ${past.join(', ')}`).toBeLessThanOrEqual(PHONE.width);
  }
  console.log(`page widths at ${PHONE.width} px: ${JSON.stringify(widths)}`);
});
