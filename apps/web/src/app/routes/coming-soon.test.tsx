import { describe, expect, it } from 'vitest';
import { titleForPath } from './coming-soon';

describe('placeholder titles', () => {
  it('names known areas and falls back to the nearest known parent or the last segment', () => {
    expect(titleForPath('/job-listing/create')).toBe('Create Job Listing');
    expect(titleForPath('/org/employees/42')).toBe('Employees');
    expect(titleForPath('/talent/some-thing/')).toBe('Some thing');
  });
});
