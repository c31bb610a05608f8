import { describe, expect, it } from 'vitest';
import { titleForPath } from './coming-soon';

describe('placeholder titles', () => {
  it('names known areas and falls back to the nearest known parent or the last segment', () => {
    expect(titleForPath('/job-listing/create')).toBe('Create Job Listing');
    expect(titleForPath('/org/employees/42')).toBe('Employees');
    expect(titleForPath('/talent/some-thing/')).toBe('Some thing');
  });
});

describe('job listing screens still to come', () => {
  it.each([
    ['/job-listing/abc/questions', 'Interview Questions'],
    ['/job-listing/abc/questions/', 'Interview Questions'],
    ['/job-listing/abc/questions/q1/history', 'Question History'],
    ['/job-listing/abc/questions/history', 'Question History'],
    ['/job-listing/abc/questions/analytics', 'Question Analytics'],
    ['/job-listing/abc/interview-links', 'Interview Links'],
  ])('titles %s "%s", not "Job Listings"', (path, title) => {
    expect(titleForPath(path)).toBe(title);
  });
});
