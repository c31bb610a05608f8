import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { activateWithAllGoals, ownerWithDraftGoals, shot } from './fixtures';

const PASSWORD = 'spanish-pass-123';

async function axeClean(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

/** Focuses an element and presses a key on it: the candidate's keyboard, step by step. */
async function press(page: Page, locator: ReturnType<Page['getByRole']>, key: string) {
  await locator.focus();
  await page.keyboard.press(key);
}

test('a Spanish candidate completes the whole interview in Spanish on a 390 px phone by keyboard, axe clean', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { headers, jobId, base, goals } = await ownerWithDraftGoals(request, page, { label: 'spanish', password: PASSWORD });
  await activateWithAllGoals(request, headers, base, goals);
  const changed = await request.put(`/api/app/job-positions/${jobId}`, { headers, data: { interview_language: 'es' } });
  expect(changed.status(), await changed.text()).toBe(200);
  const created = await request.post('/api/app/job-positions/generate-links', {
    headers,
    data: { job_position_id: jobId, candidates: [{ name: 'Lucía Fernández', email: 'lucia.es@example.test' }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const link = (await created.json()).data.links[0] as { url: string };

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(new URL(link.url, 'http://localhost').pathname);

  // The notice, in Spanish, with the document's language set.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Entrevista para');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByText('Las herramientas automatizadas leen respuestas en inglés.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
  await axeClean(page);
  await shot(page, 'candidate-es-notice');

  // Consent by keyboard: Space on the box, Enter on the button.
  await press(page, page.getByRole('checkbox', { name: /He leído este aviso/ }), 'Space');
  await press(page, page.getByRole('button', { name: 'Comenzar la entrevista' }), 'Enter');

  // The practice question, then each scored question: typed, then Ctrl+Enter to go on.
  await expect(page.getByText('Pregunta de práctica', { exact: true })).toBeVisible();
  let n = 0;
  while (!(await page.getByRole('heading', { name: 'Revise sus respuestas' }).isVisible())) {
    const box = page.getByRole('textbox');
    await box.focus();
    await page.keyboard.type(`Respuesta ${++n}: coordiné el equipo y resolví el problema a tiempo.`);
    await expect(page.getByText('Guardado', { exact: true })).toBeVisible({ timeout: 15_000 });
    if (n === 2) {
      await axeClean(page);
      await shot(page, 'candidate-es-question');
    }
    await page.keyboard.press('Control+Enter');
    await page.waitForTimeout(200);
    expect(n).toBeLessThan(20);
  }

  // The review, in Spanish, then the confirmation, by keyboard.
  await expect(page.getByText('Último paso')).toBeVisible();
  await axeClean(page);
  await shot(page, 'candidate-es-review');
  await press(page, page.getByRole('button', { name: 'Enviar la entrevista' }), 'Enter');
  await expect(page.getByRole('alertdialog', { name: '¿Enviar su entrevista?' })).toBeVisible();
  await press(page, page.getByRole('button', { name: 'Enviar', exact: true }), 'Enter');

  // The submitted page.
  await expect(page.getByRole('heading', { name: 'Gracias' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Gracias. Su entrevista se ha enviado.')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Autoidentificación voluntaria/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sus derechos' })).toBeVisible();
  await axeClean(page);
  await shot(page, 'candidate-es-submitted');

  // The candidate can switch the interface back to English from the keyboard.
  await press(page, page.getByRole('button', { name: 'English' }), 'Enter');
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
