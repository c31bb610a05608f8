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
