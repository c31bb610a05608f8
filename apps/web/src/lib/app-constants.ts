import { type AppConstants, appConstantsSchema, buildAppConstants } from '@hiring/shared/job-positions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** The built-in lists: the same data the server sends (spec 02 §9 fallbacks). */
export const FALLBACK_CONSTANTS: AppConstants = buildAppConstants();

const LISTS = Object.keys(appConstantsSchema.shape) as (keyof AppConstants)[];

/**
 * Reads GET /app/constants leniently: each list that parses with the shared schema and is not
 * empty is used; any other list (missing, malformed or empty) falls back to the built-in one.
 */
export function parseAppConstants(data: unknown): AppConstants {
  const source = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const out = { ...FALLBACK_CONSTANTS };
  for (const key of LISTS) {
    const parsed = appConstantsSchema.shape[key].safeParse(source[key]);
    if (parsed.success && parsed.data.length > 0) (out as Record<string, unknown>)[key] = parsed.data;
  }
  return out;
}

/** GET /api/app/constants (spec 02 §7), shared by every screen that offers these lists. */
export const constantsQueryOptions = () =>
  queryOptions({
    queryKey: ['constants'],
    queryFn: async ({ signal }) => parseAppConstants(await api.get<unknown>('/app/constants', { signal })),
    staleTime: 5 * 60_000,
  });

/** The constants, with the built-in lists standing in silently while loading or when the call fails. */
export function useAppConstants(): AppConstants {
  const { data } = useQuery(constantsQueryOptions());
  return data ?? FALLBACK_CONSTANTS;
}
