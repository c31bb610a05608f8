import type { OptionItem } from '@hiring/shared/company';
import { useAppConstants } from '@/lib/app-constants';

/** Industry and size options from the constants; the shared lists stand in silently while loading or on failure. */
export function useCompanyFormOptions(): { industries: readonly OptionItem[]; sizes: readonly OptionItem[] } {
  const constants = useAppConstants();
  return { industries: constants.company_industries, sizes: constants.company_sizes };
}
