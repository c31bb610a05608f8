import { formatDate } from '@hiring/shared/constants';
import { DEFAULT_LOCALE, formatNumber, readerLocale, setDisplayLocale } from '@hiring/shared/locale';
import { formatAmount, formatPrice } from '@hiring/shared/pricing';
import { afterEach, describe, expect, it, vi } from 'vitest';

const reader = (...languages: string[]) => ({ languages, language: languages[0] ?? '' });
/** As the page does on first use: the browser's languages, in order. */
const applyReaderLocale = (nav: { languages: string[]; language: string }) => setDisplayLocale([readerLocale(nav)]);

describe("the reader's locale", () => {
  afterEach(() => {
    applyReaderLocale(reader(DEFAULT_LOCALE));
  });

  it('keeps the spec formats for an en-US reader: long dates in UTC, grouped numbers, dollar prices', () => {
    expect(applyReaderLocale(reader('en-US', 'de'))).toBe('en-US');
    expect(formatDate('2026-11-28T23:30:00Z')).toBe('November 28, 2026');
    expect(formatNumber(1200)).toBe('1,200');
    expect(formatPrice(49, 'month')).toBe('$49/mo');
    expect(formatAmount(0.5)).toBe('$0.50');
  });

  it("shows a German reader's dates, numbers and prices the German way, in the price's own currency", () => {
    expect(applyReaderLocale(reader('de-DE'))).toBe('de-DE');
    expect(formatDate('2026-11-28T23:30:00Z')).toBe('28. November 2026');
    expect(formatNumber(1200)).toBe('1.200');
    expect(formatPrice(1200, 'year', 'eur')).toBe('1.200\u00a0€/yr');
    expect(formatAmount(29.5, 'USD')).toBe('29,50\u00a0$');
  });

  it("is read from the browser's languages on first use, with no call from the app", async () => {
    vi.resetModules();
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['xx-invalid', 'de-DE']);
    try {
      const fresh = await import('@hiring/shared/locale');
      expect(fresh.displayLocale()).toBe('de-DE');
      expect(fresh.formatNumber(1200)).toBe('1.200');
    } finally {
      languages.mockRestore();
      vi.resetModules();
    }
  });

  it('takes the first language the browser can format, and en-US when none is usable', () => {
    expect(applyReaderLocale(reader('not a locale', 'fr-CA'))).toBe('fr-CA');
    expect(applyReaderLocale(reader('x-klingon'))).toBe('en-US');
    expect(applyReaderLocale({ languages: [], language: '' })).toBe('en-US');
  });

  it('shows an unknown currency code after the amount instead of failing', () => {
    expect(formatAmount(10, 'not-a-code')).toBe('10 NOT-A-CODE');
  });
});

describe('formats in the code', () => {
  it("name no fixed locale outside the shared default: every date, number and price follows the reader's", async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { join, resolve } = await import('node:path');
    const roots = [resolve(__dirname, '..'), resolve(__dirname, '../../../../packages/shared/src')];
    const fixed: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'locale.ts') {
          const text = readFileSync(path, 'utf8');
          if (/(['"])en-(US|GB)\1/.test(text)) fixed.push(path);
        }
      }
    };
    for (const root of roots) walk(root);
    expect(fixed).toEqual([]);
  });
});
