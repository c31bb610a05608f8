import { JOB_MESSAGES } from '@hiring/shared/job-positions';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { registerOwner, startTrial } from './fixtures';

/**
 * WCAG 2.4.7 (focus visible) and 1.4.11 (non-text contrast): a control reached with the keyboard
 * shows an indicator at least 2 px thick whose colour has a contrast of at least 3:1 against the
 * background right next to it.
 */

interface FocusRing {
  style: string;
  width: number;
  contrast: number;
  ring: string;
  adjacent: string;
}

/** Presses Tab until `target` has focus (keyboard focus, so :focus-visible applies). */
async function tabTo(page: Page, target: Locator, maxTabs = 60) {
  const handle = await target.elementHandle();
  for (let i = 0; i < maxTabs; i++) {
    if (await page.evaluate((el) => document.activeElement === el, handle)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('The control was never reached with Tab');
}

/**
 * The focused control's outline (or box-shadow ring) and its contrast with the background beside
 * it, at the worst moment: an outline colour that fades in (a CSS transition, starting from the
 * colour it had before focus: the text colour, white on a primary button) is measured at the
 * start of the fade as well as at its end.
 */
async function focusRing(target: Locator, colourBeforeFocus: string): Promise<FocusRing> {
  const fades = await target.evaluate((el) => {
    const cs = getComputedStyle(el);
    const properties = cs.transitionProperty.split(',').map((p) => p.trim());
    const durations = cs.transitionDuration.split(',').map((d) => Number.parseFloat(d));
    return properties.some((p, i) => (p === 'all' || p === 'outline-color' || p === 'outline') && (durations[i] ?? durations[0]!) > 0);
  });
  const end = await measure(target, null);
  if (!fades) return end;
  const start = await measure(target, colourBeforeFocus);
  return start.contrast < end.contrast ? start : end;
}

async function measure(target: Locator, outlineColour: string | null): Promise<FocusRing> {
  return target.evaluate((el, colourOverride) => {
    for (const t of el.getAnimations()) t.finish();
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    // Any CSS colour (oklch included) to sRGB through the canvas, composited over `under`.
    const rgba = (color: string): [number, number, number, number] => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = '#000';
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    const over = (top: [number, number, number, number], under: [number, number, number]): [number, number, number] => [
      top[0] * top[3] + under[0] * (1 - top[3]),
      top[1] * top[3] + under[1] * (1 - top[3]),
      top[2] * top[3] + under[2] * (1 - top[3]),
    ];
    const luminance = ([r, g, b]: [number, number, number]) => {
      const lin = (c: number) => {
        const s = c / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const contrast = (a: [number, number, number], b: [number, number, number]) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    // The background the indicator is drawn on: the nearest painted ancestor (white page below all).
    const backgroundOf = (start: Element | null): [number, number, number] => {
      const layers: [number, number, number, number][] = [];
      for (let node = start; node; node = node.parentElement) {
        const c = rgba(getComputedStyle(node).backgroundColor);
        if (c[3] > 0) layers.push(c);
        if (c[3] === 1) break;
      }
      return layers.reverse().reduce<[number, number, number]>((acc, layer) => over(layer, acc), [255, 255, 255]);
    };
    const cs = getComputedStyle(el);
    const outside = Number.parseFloat(cs.outlineOffset) >= 0;
    const adjacent = backgroundOf(outside ? el.parentElement : el);
    let style = cs.outlineStyle;
    let width = Number.parseFloat(cs.outlineWidth);
    let ringColor = colourOverride ?? cs.outlineColor;
    if (style === 'none' || width === 0) {
      // A box-shadow ring instead: its last spread layer.
      const match = /(rgba?\([^)]*\)|oklch\([^)]*\)|#[0-9a-f]+)\s+0px\s+0px\s+0px\s+(\d+(?:\.\d+)?)px/i.exec(cs.boxShadow);
      style = match ? 'box-shadow' : 'none';
      width = match ? Number.parseFloat(match[2]!) : 0;
      ringColor = match ? match[1]! : 'transparent';
    }
    const ring = over(rgba(ringColor), adjacent);
    return {
      style,
      width,
      contrast: Math.round(contrast(ring, adjacent) * 100) / 100,
      ring: ring.map(Math.round).join(','),
      adjacent: adjacent.map(Math.round).join(','),
    };
  }, outlineColour);
}

async function expectVisibleFocus(page: Page, target: Locator, name: string) {
  const before = await target.evaluate((el) => getComputedStyle(el).outlineColor);
  await tabTo(page, target);
  const ring = await focusRing(target, before);
  const box = process.env.E2E_SCREENSHOT_DIR ? await target.boundingBox() : null;
  if (box) {
    const clip = { x: box.x - 12, y: box.y - 12, width: box.width + 24, height: box.height + 24 };
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOT_DIR}/focus-${name}.png`, clip });
  }
  expect(ring.style, `${name}: focus indicator style`).not.toBe('none');
  expect(ring.width, `${name}: focus indicator width`).toBeGreaterThanOrEqual(2);
  expect(ring.contrast, `${name}: ring ${ring.ring} on ${ring.adjacent}`).toBeGreaterThanOrEqual(3);
}

test('Sign in shows a focus ring with at least 3:1 contrast', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').click();
  await expectVisibleFocus(page, page.getByRole('button', { name: 'Sign in', exact: true }), 'Sign in');
});

test('New Job, Continue, Analyze and Create show a focus ring with at least 3:1 contrast', async ({ page }) => {
  test.setTimeout(90_000);
  await registerOwner(page);
  await startTrial(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  await expectVisibleFocus(page, page.getByRole('link', { name: 'New Job' }), 'New Job');

  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const context = await page.request.put('/api/app/company/context', {
    headers: { Authorization: `Bearer ${token}` },
    data: { industry: 'technology', size: '11-50', description: 'We build hiring software.' },
  });
  expect(context.status()).toBe(200);
  await page.goto('/job-listing/create');
  const next = page.getByRole('button', { name: JOB_MESSAGES.continueToJobDetails });
  await next.waitFor();
  await expectVisibleFocus(page, next, 'Continue');
  await page.keyboard.press('Enter');

  await page.getByRole('textbox', { name: /Job Title/ }).fill('Focus Engineer');
  await page.getByRole('textbox', { name: /Job Description/ }).fill('A description that is long enough to pass.');
  await page.getByRole('textbox', { name: /^Requirements/ }).fill('Requirements long enough to pass.');
  await page.getByRole('textbox', { name: /Required Skills/ }).fill('SQL');
  await page.getByRole('textbox', { name: /Required Skills/ }).press('Enter');
  await expectVisibleFocus(page, page.getByRole('button', { name: JOB_MESSAGES.analyzeJobDescription }), 'Analyze');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Key Requirements' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('checkbox', { name: /Customer focus/ }).check();
  await expectVisibleFocus(page, page.getByRole('button', { name: JOB_MESSAGES.createJobListing }), 'Create');
});
