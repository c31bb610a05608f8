import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon, type IconName } from '@/components/ui/icon';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';

/** A page number from the address: a whole number from 1, else 1. */
export function pageFrom(params: URLSearchParams): number {
  const n = Number(params.get('page'));
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** Previous / next over a server-paged list, with where the reader is. */
export function Pager({
  page,
  totalPages,
  totalCount,
  noun,
  onPage,
}: {
  page: number;
  totalPages: number;
  totalCount: number;
  noun: string;
  onPage: (p: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3">
      <p className="text-sm text-slate-600">
        Page {page} of {totalPages} · {totalCount} {noun}
      </p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
          icon={<Icon name="chevron-left" className="size-4" />}
        >
          Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          Next
          <Icon name="chevron-right" className="size-4" />
        </Button>
      </div>
    </nav>
  );
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

export function LoadError({
  title,
  error,
  fallback,
  onRetry,
  retrying,
}: {
  title: string;
  error: unknown;
  fallback: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <Alert
      variant="error"
      title={title}
      action={
        <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
          Try again
        </Button>
      }
    >
      {error instanceof ApiError ? error.message : fallback}
    </Alert>
  );
}

export function RowsSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <Card className="divide-y divide-slate-100" aria-busy="true">
      <span className="sr-only" role="status">
        Loading
      </span>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <div key={i} className="flex items-center gap-4 px-4 py-4">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-4 w-24" />
          <Skeleton className="ml-auto h-4 w-16" />
        </div>
      ))}
    </Card>
  );
}
