import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon, type IconName } from '@/components/ui/icon';
import { Input } from '@/components/ui/input';
import { Pager } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';

/**
 * The parts every server-paged list page shares (spec 02 §9: pages start at 1, a new search or
 * filter starts again at page 1): its address, its search box, and its loading, empty and error
 * states. A list page copies this shape; see `features/team/routes/employees-list.tsx`.
 */

/** A page number from the address: a whole number from 1, else 1. */
export function pageFrom(params: URLSearchParams): number {
  const n = Number(params.get('page'));
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

type ListChange<F extends string> = Partial<Record<'search' | F, string>>;

/**
 * A list's search, page and named filters, kept in the address so that a reload or a shared link
 * shows the same page. `set(changes, page)` starts again at page 1 unless it is given a page; a filter at its
 * default is left out of the address. The search sits under `search` unless the list's calls name
 * it otherwise (the samples' `query`).
 */
export function useListParams<F extends string = never>(
  filters: readonly F[] = [],
  defaults: Partial<Record<F, string>> = {},
  searchKey = 'search',
) {
  const [params, setParams] = useSearchParams();
  const search = params.get(searchKey) ?? '';
  const page = pageFrom(params);
  const values = Object.fromEntries(filters.map((f) => [f, params.get(f) ?? defaults[f] ?? ''])) as Record<F, string>;

  const set = (next: ListChange<F>, nextPage = 1) => {
    const merged: Record<string, string | undefined> = { search, ...values, ...next };
    const out = new URLSearchParams();
    if (merged.search) out.set(searchKey, String(merged.search));
    for (const key of filters) {
      const value = String(merged[key] ?? '');
      if (value && value !== defaults[key]) out.set(key, value);
    }
    if (nextPage > 1) out.set('page', String(nextPage));
    setParams(out);
  };

  const filtered = search !== '' || filters.some((f) => values[f] !== (defaults[f] ?? ''));
  return { search, page, values, filtered, set, clear: () => setParams(new URLSearchParams()) };
}

/** A list's search box: the draft follows the address, Search (or Enter) submits it trimmed. */
export function SearchBox({
  label,
  placeholder,
  value,
  onSearch,
  className,
}: {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (search: string) => void;
  className?: string;
}) {
  const [draft, setDraft] = useState(value);
  const id = useId();
  useEffect(() => setDraft(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form onSubmit={submit} className={cn('flex gap-2', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input id={id} type="search" value={draft} placeholder={placeholder} onChange={(e) => setDraft(e.target.value)} />
      <Button type="submit" variant="secondary" icon={<Icon name="search" className="size-4" />}>
        Search
      </Button>
    </form>
  );
}

/** Placeholder rows while a list loads; `framed` draws them in a card of their own. */
export function RowsSkeleton({ label = 'Loading', rows = 5, framed = false }: { label?: string; rows?: number; framed?: boolean }) {
  const body = (
    <div role="status" aria-label={label} aria-busy="true" className="divide-y divide-slate-100">
      {Array.from({ length: rows }, (_, i) => `row-${i}`).map((key) => (
        <div key={key} className="flex items-center justify-between gap-4 px-4 py-4" data-testid="row-skeleton">
          <div className="space-y-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-56" />
          </div>
          <Skeleton className="h-6 w-24" />
        </div>
      ))}
    </div>
  );
  return framed ? <Card>{body}</Card> : body;
}

export function EmptyState({
  title,
  text,
  icon = 'inbox',
  children,
}: {
  title: string;
  text: string;
  icon?: IconName;
  children?: ReactNode;
}) {
  return (
    <Card className="px-6 py-14 text-center">
      <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
        <Icon name={icon} className="size-6" />
      </div>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mx-auto mt-1 max-w-md text-sm text-slate-600">{text}</p>
      {children ? <div className="mt-6 flex justify-center gap-2">{children}</div> : null}
    </Card>
  );
}

/** A failed list call: the server's message, else the list's fallback, and Try again. */
export function LoadError({
  title,
  error,
  fallback,
  onRetry,
  retrying,
  retryLabel = 'Try again',
}: {
  title: string;
  error: unknown;
  fallback: string;
  onRetry: () => void;
  retrying?: boolean;
  /** The samples and onboarding lists say Retry (spec 02 §2.5, §2.6). */
  retryLabel?: string;
}) {
  return (
    <Alert
      variant="error"
      title={title}
      action={
        <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
          {retryLabel}
        </Button>
      }
    >
      {error instanceof ApiError ? error.message : fallback}
    </Alert>
  );
}

/**
 * The card of a table-style paged list, as the employees and companies lists show it (spec 02
 * §2.2, §2.3, §8): loading rows; a failed load as red text with Try again; the list's empty
 * message with Clear search when a search found nothing; else the rows and the pager.
 */
export function PagedTableCard<T>({
  list,
  page,
  search,
  loadingLabel,
  skeletonRows,
  errorText,
  emptyMessage,
  noun,
  onClearSearch,
  onPage,
  children,
}: {
  list: UseQueryResult<PageOf<T>>;
  page: number;
  search: string;
  loadingLabel: string;
  skeletonRows: number;
  /** The message of a failed load, from its error. */
  errorText: (error: unknown) => string;
  emptyMessage: string;
  /** What the pager counts, for a number of rows. */
  noun: (count: number) => string;
  onClearSearch: () => void;
  onPage: (page: number) => void;
  children: (items: T[]) => ReactNode;
}) {
  return (
    <Card className="overflow-hidden">
      {list.isPending ? (
        <RowsSkeleton label={loadingLabel} rows={skeletonRows} />
      ) : list.isError ? (
        <InlineLoadError message={errorText(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <div className={cn(list.isPlaceholderData && 'opacity-60')} aria-busy={list.isFetching || undefined}>
          {list.data.items.length === 0 ? (
            <NoRows message={emptyMessage} onClear={search ? onClearSearch : undefined} />
          ) : (
            children(list.data.items)
          )}
          <Pager
            page={page}
            totalPages={list.data.total_pages}
            totalCount={list.data.total_count}
            noun={noun(list.data.total_count)}
            onPage={onPage}
          />
        </div>
      )}
    </Card>
  );
}

/** The page fields a paged list answers (the shared page envelope). */
interface PageOf<T> {
  items: T[];
  total_pages: number;
  total_count: number;
}

/** A failed load shown as red text, as the employees and companies lists do (spec 02 §8). */
function InlineLoadError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying?: boolean }) {
  return (
    <div className="flex flex-col items-start gap-3 p-4">
      <p role="alert" className="text-sm font-medium text-rose-700">
        {message}
      </p>
      <Button size="sm" variant="secondary" onClick={onRetry} loading={retrying}>
        Try again
      </Button>
    </div>
  );
}

/** The empty body of a table-style list: its message, and Clear search when a search found nothing. */
function NoRows({ message, onClear }: { message: string; onClear?: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 p-8 text-center">
      <p className="text-sm text-slate-500">{message}</p>
      {onClear ? (
        <Button size="sm" variant="secondary" onClick={onClear}>
          Clear search
        </Button>
      ) : null}
    </div>
  );
}
