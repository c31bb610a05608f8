import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MISSING_GLYPH_MARK, MISSING_GLYPH_NOTE, renderInvoicePdf, type InvoicePdfInput } from './invoice-pdf.ts';

const dir = mkdtempSync(join(tmpdir(), 'invoice-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The PDF's text as poppler's pdftotext reads it (what a viewer copies, a search finds). */
async function pdfText(input: Partial<InvoicePdfInput>): Promise<string> {
  const pdf = await renderInvoicePdf({
    seller: { name: 'HireSignal', lines: ['billing@hiresignal.example'] },
    number: 'INV-2026-000042',
    status: 'paid',
    issuedAt: new Date('2026-11-23T10:00:00Z'),
    billedTo: { company: 'Acme', contact: 'Ada Lovelace', email: 'ada@example.com', address: ['1 Market St'] },
    lines: [{ description: 'Professional Monthly subscription', period: 'Nov 23, 2026 - Dec 23, 2026', amount: '$149 USD' }],
    total: '$149 USD',
    paymentNote: null,
    testMode: false,
    ...input,
  });
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('invoice PDF', () => {
  it('prints Polish, Greek and Cyrillic names as typed, with no "?" in their place', async () => {
    const text = await pdfText({
      billedTo: {
        company: 'Żółta Łódź Sp. z o.o.',
        contact: 'Łukasz Żółć',
        email: 'lukasz@example.pl',
        address: ['ul. Świętokrzyska 12, Warszawa', 'Σωκράτης Παπαδόπουλος', 'Фёдор Достоевский'],
      },
    });
    for (const name of [
      'Łukasz Żółć',
      'Żółta Łódź Sp. z o.o.',
      'ul. Świętokrzyska 12, Warszawa',
      'Σωκράτης Παπαδόπουλος',
      'Фёдор Достоевский',
    ])
      expect(text).toContain(name);
    expect(text).not.toContain('?');
    expect(text).not.toContain(MISSING_GLYPH_NOTE);
  });

  it('lists every line of a prorated plan change, credits included, and the total', async () => {
    const text = await pdfText({
      lines: [
        { description: 'Business - Business Monthly subscription', period: 'Nov 23, 2026 - Dec 23, 2026', amount: '$399 USD' },
        {
          description: 'Unused time on Professional - Professional Annual',
          period: 'Nov 23, 2026 - Aug 1, 2027',
          amount: '-$1,050.12 USD',
        },
      ],
      total: '$0 USD',
    });
    expect(text).toContain('Business - Business Monthly subscription');
    expect(text).toContain('-$1,050.12 USD');
    expect(text).toMatch(/Total\s+\$0 USD/);
  });

  it('marks characters the font lacks (a Tokyo address) and says so on the invoice, instead of a silent "?"', async () => {
    const text = await pdfText({
      billedTo: { company: '株式会社サンプル', contact: 'Yamada Taro', email: null, address: ['東京都千代田区丸の内1-1', 'Tokyo, JP'] },
    });
    expect(text).toContain('Yamada Taro');
    expect(text).toContain(`${MISSING_GLYPH_MARK.repeat(7)}1-1`);
    expect(text.replace(/\s+/g, ' ')).toContain(MISSING_GLYPH_NOTE);
    expect(text).not.toContain('?');
  });
});
