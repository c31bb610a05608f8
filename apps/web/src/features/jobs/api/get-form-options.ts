import type { OptionItem } from '@hiring/shared/company';
import { useAppConstants } from '@/lib/app-constants';

export interface JobFormOptions {
  experienceLevels: readonly OptionItem[];
  employmentTypes: readonly OptionItem[];
  workLocations: readonly OptionItem[];
}

/** Level, employment type and work location options from the constants, with the fallbacks of spec 02 §9. */
export function useJobFormOptions(): JobFormOptions {
  const constants = useAppConstants();
  return {
    experienceLevels: constants.experience_levels,
    employmentTypes: constants.employment_types,
    workLocations: constants.work_locations,
  };
}
