import { describe, expect, it } from 'vitest';
import { formatDate, NOT_AVAILABLE, SUBSCRIPTION_CACHE_MS, SUBSCRIPTION_REDIRECT_MS, SUCCESS_MESSAGE_MS } from './constants.ts';

describe('client constants (spec 01 §9)', () => {
  it('keeps the timings', () => {
    expect(SUBSCRIPTION_CACHE_MS).toBe(300000);
    expect(SUBSCRIPTION_REDIRECT_MS).toBe(500);
    expect(SUCCESS_MESSAGE_MS).toBe(5000);
  });

  it('formats dates en-US long in UTC and empty or zero dates as "Not available"', () => {
    expect(formatDate('2026-03-01T00:30:00Z')).toBe('March 1, 2026');
    expect(formatDate('2026-02-28T23:30:00-05:00')).toBe('March 1, 2026');
    expect(NOT_AVAILABLE).toBe('Not available');
    for (const empty of [null, undefined, '', 0, 'garbage', '1970-01-01T00:00:00Z']) expect(formatDate(empty)).toBe('Not available');
  });
});

describe('trial and plan names (spec 01 §9)', () => {
  it('offers a 14-day trial and falls back to "Free Trial" or "Standard Plan"', async () => {
    const { TRIAL_DAYS, FALLBACK_PACKAGE_NAMES } = await import('./constants.ts');
    expect(TRIAL_DAYS).toBe(14);
    expect(FALLBACK_PACKAGE_NAMES).toEqual({ trial: 'Free Trial', paid: 'Standard Plan' });
  });
});
