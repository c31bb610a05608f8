import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { AUTH_JS_BUDGET_BYTES, authInitialFiles, DIST_DIR, firstPageFiles, totalGzipSize } from './bundle-size';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test('the JavaScript that /auth needs first, per the Vite manifest, is at most 149 KB gzipped', () => {
  const files = authInitialFiles();
  const total = totalGzipSize(files);
  test.info().annotations.push({ type: 'auth initial JS (manifest)', description: `${kb(total)} in ${files.length} files` });
  expect(total).toBeLessThanOrEqual(AUTH_JS_BUDGET_BYTES);
});

test('the JavaScript a browser downloads to show /auth is at most 149 KB gzipped', async ({ page }) => {
  const scripts = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), response.body());
  });
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const bodies = await Promise.all(scripts.values());
  const total = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  test.info().annotations.push({ type: 'auth initial JS (browser)', description: `${kb(total)} in ${bodies.length} files` });
  expect(bodies.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(AUTH_JS_BUDGET_BYTES);
  // Neither the app shell nor the dashboard is part of the sign-in page.
  const names = [...scripts.keys()].map((url) => new URL(url).pathname);
  expect(names.some((n) => /app-shell|dashboard/.test(n))).toBe(false);
});

// zod is a sixth of the sign-in page's JavaScript, and drawing the form needs none of it: the
// form's schemas load when the visitor starts to sign in (decision 823).
test('/auth draws without zod, and loads it once the visitor starts to sign in', async ({ page }) => {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), response.text());
  });
  const withZod = async () => (await Promise.all(scripts.values())).filter((text) => text.includes('ZodError')).length;
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await withZod()).toBe(0);
  await page.getByLabel('Email').focus();
  await expect.poll(withZod).toBeGreaterThan(0);
});

// Candidates open their interview on phones, often on slow connections: the candidate's page
// loads no app shell and no data layer of the signed-in app, within the same budget as /auth.
test('the JavaScript that /interview/{token} needs first, per the Vite manifest, is at most 149 KB gzipped', () => {
  const files = authInitialFiles('src/features/interviews/routes/candidate-interview.tsx');
  const total = totalGzipSize(files);
  test.info().annotations.push({ type: 'candidate initial JS (manifest)', description: `${kb(total)} in ${files.length} files` });
  expect(total).toBeLessThanOrEqual(AUTH_JS_BUDGET_BYTES);
});

test("the candidate page loads neither the app shell, the dashboard, the data layer nor the signed-in pages' icons", async ({ page }) => {
  const names: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') names.push(new URL(response.url()).pathname);
  });
  await page.goto('/interview/not-a-real-token-000000000000000000000000000');
  await expect(page.getByRole('heading', { name: 'Interview link not found' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(names.some((n) => /candidate-interview/.test(n))).toBe(true);
  expect(names.filter((n) => /app-shell|dashboard|query-layout|\/query-|\/icon-/.test(n))).toEqual([]);
});

// The dashboard's first draw shows constants and messages only: the shell and the dashboard read
// them from zod-free shared modules (auth-messages, billing-client, job-status, onboarding-steps,
// search-constants), so zod (about 25 KB gzipped) loads with the first form, not before.
test("the JavaScript of a signed-in /dashboard's first draw, as the build lists it, holds no zod", () => {
  const files = firstPageFiles('/dashboard');
  test
    .info()
    .annotations.push({ type: 'dashboard initial JS (manifest)', description: `${kb(totalGzipSize(files))} in ${files.length} files` });
  expect(files.some((file) => /app-shell/.test(file))).toBe(true);
  const withZod = files.filter((file) => readFileSync(join(DIST_DIR, file), 'utf8').includes('ZodError'));
  expect(withZod).toEqual([]);
});
