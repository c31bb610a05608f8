import { expect, test } from '@playwright/test';
import { registerOwner } from './fixtures';

const preloaded = (page: import('@playwright/test').Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => new URL((l as HTMLLinkElement).href).pathname),
  );

test('a first visit to /auth asks for its route chunks up front, and nothing of the signed-in shell', async ({ page }) => {
  const html = await (await page.request.get('/auth')).text();
  expect(html).toMatch(/<script async src="\/assets\/route-preload-[0-9a-f]{8}\.js"><\/script>\s*<script type="module"/);
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  const links = await preloaded(page);
  expect(links.some((path) => /^\/assets\/auth-[\w-]+\.js$/.test(path))).toBe(true);
  expect(links.some((path) => /app-shell|dashboard/.test(path))).toBe(false);
});

test('a first visit to /dashboard, signed in, asks for the shell and the dashboard chunks up front', async ({ page }) => {
  await registerOwner(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('main')).toBeVisible();
  const links = await preloaded(page);
  expect(links.some((path) => /^\/assets\/app-shell-[\w-]+\.js$/.test(path))).toBe(true);
  expect(links.some((path) => /^\/assets\/dashboard-[\w-]+\.js$/.test(path))).toBe(true);
});

test("a signed-in owner's dashboard asks for its data before the route chunks, once each, and draws it", async ({ page }) => {
  await registerOwner(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') || pathname.startsWith('/assets/')) asked.push(pathname);
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Finish setting up' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  const firstChunk = asked.findIndex((path) => /^\/assets\/(query-layout|app-shell|dashboard)-/.test(path));
  expect(asked.indexOf('/api/app/profile')).toBeGreaterThan(-1);
  expect(asked.indexOf('/api/app/profile')).toBeLessThan(firstChunk);
  expect(asked.indexOf('/api/app/onboarding')).toBeLessThan(firstChunk);
  expect(asked.filter((path) => path === '/api/app/profile')).toHaveLength(1);
  expect(asked.filter((path) => path === '/api/app/onboarding')).toHaveLength(1);
});
