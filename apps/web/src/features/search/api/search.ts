import type { PlatformSearchResult, SearchResult } from '@hiring/shared/search';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/app/search: the company's jobs and members the caller may open. */
export function searchCompany(text: string, signal?: AbortSignal): Promise<SearchResult> {
  return api.get<SearchResult>(`/app/search?q=${encodeURIComponent(text)}`, { signal });
}

export const searchQueryOptions = (text: string) =>
  queryOptions({
    queryKey: ['search', text] as const,
    queryFn: ({ signal }) => searchCompany(text, signal),
    // A search is typed, not revisited: a short cache, and one try (the box says when it fails).
    staleTime: 30_000,
    gcTime: 60_000,
    retry: false,
  });

/** GET /api/app/platform/search: every company and employee, for the platform administrator. */
export function searchPlatform(text: string, signal?: AbortSignal): Promise<PlatformSearchResult> {
  return api.get<PlatformSearchResult>(`/app/platform/search?q=${encodeURIComponent(text)}`, { signal });
}

export const platformSearchQueryOptions = (text: string) =>
  queryOptions({
    queryKey: ['platform-search', text] as const,
    queryFn: ({ signal }) => searchPlatform(text, signal),
    staleTime: 30_000,
    gcTime: 60_000,
    retry: false,
  });
