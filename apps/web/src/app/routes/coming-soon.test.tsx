import { describe, expect, it } from 'vitest';
import { titleForPath } from './coming-soon';

describe('placeholder titles', () => {
  it('names known areas and falls back to the nearest known parent or the last segment', () => {
    expect(titleForPath('/samples')).toBe('Samples');
    expect(titleForPath('/onboarding/user/42')).toBe('User Onboarding');
    expect(titleForPath('/job-listing/no-such-screen')).toBe('Job Listings');
    expect(titleForPath('/profile/some-thing/')).toBe('Some thing');
  });
});
