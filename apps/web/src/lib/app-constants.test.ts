import { buildAppConstants, EXPERIENCE_LEVELS, WORK_LOCATIONS } from '@hiring/shared/job-positions';
import { describe, expect, it } from 'vitest';
import { FALLBACK_CONSTANTS, parseAppConstants } from './app-constants';

describe('app constants (spec 02 §7, §9)', () => {
  it('falls back to the built-in lists, the same data the server sends', () => {
    expect(FALLBACK_CONSTANTS).toEqual(buildAppConstants());
    expect(parseAppConstants(undefined)).toEqual(FALLBACK_CONSTANTS);
    expect(parseAppConstants('oops')).toEqual(FALLBACK_CONSTANTS);
  });

  it('takes each list that parses with the shared schema and falls back per list otherwise', () => {
    const parsed = parseAppConstants({
      experience_levels: [{ value: 'entry', label: 'Graduate' }],
      employment_types: [{ value: 'full-time' }],
      work_locations: [],
      company_sizes: 'not a list',
      job_statuses: [{ value: 'draft', label: 'Draft' }],
    });
    expect(parsed.experience_levels).toEqual([{ value: 'entry', label: 'Graduate' }]);
    expect(parsed.employment_types).toEqual(FALLBACK_CONSTANTS.employment_types);
    expect(parsed.work_locations).toEqual(WORK_LOCATIONS);
    expect(parsed.company_sizes).toEqual(FALLBACK_CONSTANTS.company_sizes);
    // A status without its colour and group does not match the schema: the built-in list stays.
    expect(parsed.job_statuses).toEqual(FALLBACK_CONSTANTS.job_statuses);
    expect(parseAppConstants(buildAppConstants()).experience_levels).toEqual(EXPERIENCE_LEVELS);
  });
});
