import type { SampleInterview, SampleJobPosition, SampleJobPosting, SampleKind, SampleTeam } from '@hiring/shared/samples';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';

// The samples calls of spec 02 §7, under /api/admin/samples. Owners, admins and the platform
// administrator only: the router opens these screens only for those roles (the server refuses
// the others with 403).

const BASE = '/admin/samples';

export type SampleOf<K extends SampleKind> = K extends 'teams'
  ? SampleTeam
  : K extends 'job-postings'
    ? SampleJobPosting
    : K extends 'job-positions'
      ? SampleJobPosition
      : SampleInterview;
export type AnySample = SampleTeam | SampleJobPosting | SampleJobPosition | SampleInterview;

export interface SamplePage<T = AnySample> {
  items: T[];
  page: number;
  page_size: number;
  total_count: number;
  total_pages: number;
  search: string | null;
}

/** What a list screen asks for: its filters as in the address, the search and the page. */
export interface SampleListFilter {
  page: number;
  query?: string;
  filters: Record<string, string>;
  pageSize?: number;
}

const enc = encodeURIComponent;

/**
 * The call behind a list and its filters. Interviews use the §7 paths: a role alone is
 * .../job-position-type/{role}, a difficulty alone .../candidate-quality/{difficulty}; with both,
 * the role's list is read whole and the difficulty is applied on that result (spec 02 §2.5).
 */
export function listRequest(kind: SampleKind, filter: SampleListFilter): { path: string; difficulty?: string } {
  const params = new URLSearchParams();
  if (filter.page > 1) params.set('page', String(filter.page));
  if (filter.pageSize) params.set('page_size', String(filter.pageSize));
  if (filter.query) params.set('query', filter.query);
  const qs = () => (params.size ? `?${params.toString()}` : '');
  if (kind === 'interviews') {
    const { role, difficulty } = filter.filters;
    if (role && difficulty) {
      params.delete('page');
      params.set('page_size', '100');
      return { path: `${BASE}/interviews/job-position-type/${enc(role)}${qs()}`, difficulty };
    }
    if (role) return { path: `${BASE}/interviews/job-position-type/${enc(role)}${qs()}` };
    if (difficulty) return { path: `${BASE}/interviews/candidate-quality/${enc(difficulty)}${qs()}` };
    return { path: `${BASE}/interviews/sessions${qs()}` };
  }
  for (const [k, v] of Object.entries(filter.filters)) if (v) params.set(k, v);
  return { path: `${BASE}/${kind}${qs()}` };
}

export async function getSamples(kind: SampleKind, filter: SampleListFilter, signal?: AbortSignal): Promise<SamplePage> {
  const { path, difficulty } = listRequest(kind, filter);
  const page = await api.get<SamplePage>(path, { signal });
  if (!difficulty) return page;
  const items = (page.items as SampleInterview[]).filter((i) => i.difficulty === difficulty);
  return { ...page, items, page: 1, total_count: items.length, total_pages: items.length ? 1 : 0 };
}

export const sampleKeys = {
  all: ['samples'] as const,
  list: (kind: SampleKind, filter: SampleListFilter) => ['samples', kind, 'list', filter] as const,
  one: (kind: SampleKind, id: string) => ['samples', kind, 'one', id] as const,
};

export const samplesQueryOptions = (kind: SampleKind, filter: SampleListFilter) =>
  queryOptions({
    queryKey: sampleKeys.list(kind, filter),
    queryFn: ({ signal }) => getSamples(kind, filter, signal),
    placeholderData: keepPreviousData,
  });

export const sampleQueryOptions = <K extends SampleKind>(kind: K, id: string) =>
  queryOptions({
    queryKey: sampleKeys.one(kind, id),
    queryFn: ({ signal }) => api.get<SampleOf<K>>(`${BASE}/${kind}/${enc(id)}`, { signal }),
  });

export const createSample = <K extends SampleKind>(kind: K, body: Record<string, unknown>) =>
  api.post<SampleOf<K>>(`${BASE}/${kind}`, body);

export const updateSample = <K extends SampleKind>(kind: K, id: string, body: Record<string, unknown>) =>
  apiRequest<SampleOf<K>>(`${BASE}/${kind}`, { method: 'PATCH', body: { ...body, id } });

export const deleteSample = (kind: SampleKind, id: string) =>
  apiRequest<{ id: string; message: string }>(`${BASE}/${kind}/${enc(id)}`, { method: 'DELETE' });
