import { describe, expect, it } from 'vitest';
import { titleForPath } from './coming-soon';

describe('placeholder titles', () => {
  it('names known areas and falls back to the nearest known parent or the last segment', () => {
    expect(titleForPath('/billing/admin')).toBe('Billing Administration');
    expect(titleForPath('/billing/admin/plans/42')).toBe('Billing Administration');
    expect(titleForPath('/profile/some-thing/')).toBe('Some thing');
  });
});
