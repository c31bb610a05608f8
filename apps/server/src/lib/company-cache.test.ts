import { describe, expect, it } from 'vitest';
import { CompanyCache } from './company-cache.ts';

describe('company cache', () => {
  it('remembers a total for its time to live, per company and filter', () => {
    let now = 1_000;
    const cache = new CompanyCache<number>(2_000, 100, () => now);
    cache.set('a', 'draft|', 12, cache.version('a'));
    expect(cache.get('a', 'draft|')).toBe(12);
    expect(cache.get('a', '|')).toBeUndefined();
    expect(cache.get('b', 'draft|')).toBeUndefined();
    now += 1_999;
    expect(cache.get('a', 'draft|')).toBe(12);
    now += 1;
    expect(cache.get('a', 'draft|')).toBeUndefined();
  });

  it("forgets a company's totals when it changes, and refuses a count begun before the change", () => {
    const cache = new CompanyCache<number>(2_000);
    cache.set('a', '|', 5, cache.version('a'));
    cache.set('b', '|', 7, cache.version('b'));
    const before = cache.version('a');
    cache.forgetCompany('a');
    expect(cache.get('a', '|')).toBeUndefined();
    expect(cache.get('b', '|')).toBe(7);
    cache.set('a', '|', 5, before);
    expect(cache.get('a', '|')).toBeUndefined();
    cache.set('a', '|', 6, cache.version('a'));
    expect(cache.get('a', '|')).toBe(6);
  });

  it('keeps nothing when turned off and drops the oldest entry when full', () => {
    const off = new CompanyCache<number>(0);
    off.set('a', '|', 1, 0);
    expect(off.get('a', '|')).toBeUndefined();
    const small = new CompanyCache<number>(2_000, 2);
    small.set('a', '1', 1, 0);
    small.set('a', '2', 2, 0);
    small.set('a', '3', 3, 0);
    expect(small.get('a', '1')).toBeUndefined();
    expect(small.get('a', '3')).toBe(3);
  });

  it('reads through: loads once, then serves the kept value until the company changes', async () => {
    const cache = new CompanyCache<number>(2_000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.read('a', 'k', load)).toBe(1);
    expect(await cache.read('a', 'k', load)).toBe(1);
    cache.forgetCompany('a');
    expect(await cache.read('a', 'k', load)).toBe(2);
  });

  it('forgets every company at once, including reads begun before', async () => {
    const cache = new CompanyCache<number>(2_000);
    cache.set('a', 'k', 1, cache.version('a'));
    const before = cache.version('b');
    cache.forgetAll();
    expect(cache.get('a', 'k')).toBeUndefined();
    cache.set('b', 'k', 2, before);
    expect(cache.get('b', 'k')).toBeUndefined();
  });
});
