import { describe, expect, it } from 'vitest';
import {
  annualSavingPercent,
  centsToAmount,
  FREE_PRICE_LABEL,
  formatAmount,
  formatPrice,
  monthlyEquivalent,
  trialLengthDays,
} from './pricing.ts';

describe('price display (spec 01 §9)', () => {
  it('shows monthly prices as "$x/mo" and yearly ones as "$x/yr"', () => {
    expect(formatPrice(49, 'month')).toBe('$49/mo');
    expect(formatPrice(499, 'year')).toBe('$499/yr');
  });

  it('shows "Free" for a zero amount, whatever the interval', () => {
    expect(FREE_PRICE_LABEL).toBe('Free');
    expect(formatPrice(0, 'month')).toBe('Free');
    expect(formatPrice(0, 'day')).toBe('Free');
    expect(formatPrice(0)).toBe('Free');
  });

  it('shows whole amounts without decimals and amounts under 1 or with cents with 2', () => {
    expect(formatAmount(29)).toBe('$29');
    expect(formatAmount(0.5)).toBe('$0.50');
    expect(formatAmount(0.99)).toBe('$0.99');
    expect(formatAmount(29.5)).toBe('$29.50');
    expect(formatAmount(29.99)).toBe('$29.99');
    expect(formatPrice(19.9, 'month')).toBe('$19.90/mo');
  });

  it('groups thousands and shows one-time prices without a suffix', () => {
    expect(formatAmount(1200)).toBe('$1,200');
    expect(formatPrice(999, 'one_time')).toBe('$999');
  });

  it('converts stored cents exactly', () => {
    expect(centsToAmount(4900)).toBe(49);
    expect(centsToAmount(1999)).toBe(19.99);
    expect(formatPrice(centsToAmount(49900), 'year')).toBe('$499/yr');
  });
});

describe('annual saving (spec 01 §9)', () => {
  it('is round((12 × monthly − yearly) / (12 × monthly) × 100)', () => {
    expect(annualSavingPercent(49, 499)).toBe(15); // 588 → 499: 15.1%
    expect(annualSavingPercent(99, 999)).toBe(16); // 1188 → 999: 15.9%
    expect(annualSavingPercent(10, 102)).toBe(15);
    expect(annualSavingPercent(10, 120)).toBe(0);
  });

  it('is 0 without a monthly price or when the yearly price saves nothing', () => {
    expect(annualSavingPercent(0, 100)).toBe(0);
    expect(annualSavingPercent(10, 150)).toBe(0);
    expect(annualSavingPercent(10, Number.NaN)).toBe(0);
  });

  it('gives the monthly equivalent of a yearly price', () => {
    expect(monthlyEquivalent(499)).toBe(41.58);
    expect(formatPrice(monthlyEquivalent(480), 'month')).toBe('$40/mo');
  });
});

describe('trial length (spec 01 §4)', () => {
  it('is 14 days unless the price intervalCount says otherwise', () => {
    expect(trialLengthDays()).toBe(14);
    expect(trialLengthDays(null)).toBe(14);
    expect(trialLengthDays(0)).toBe(14);
    expect(trialLengthDays(30)).toBe(30);
  });
});
