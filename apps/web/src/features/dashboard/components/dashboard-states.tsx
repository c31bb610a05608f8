import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { Skeleton } from '@/components/ui/skeleton';

export function DashboardSkeleton() {
  return (
    <div role="status" aria-label="Loading dashboard" className="space-y-6">
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-4 w-96 max-w-full" />
      <Skeleton className="h-24 w-full" />
      <div className="grid gap-4 md:grid-cols-3">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </div>
      <span className="sr-only">Loading dashboard…</span>
    </div>
  );
}

export function DashboardError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <Card className="mx-auto max-w-lg px-6 py-10 text-center">
      <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-rose-50 text-rose-700">
        <Icon name="alert-circle" className="size-6" />
      </div>
      <div role="alert">
        <h2 className="mt-4 text-lg font-semibold text-slate-900">We couldn't load your dashboard</h2>
        <p className="mt-1 text-sm text-slate-600">{message}</p>
      </div>
      <Button className="mt-6" onClick={onRetry} loading={retrying} icon={<Icon name="refresh" className="size-4" />}>
        Try Again
      </Button>
    </Card>
  );
}

export function DashboardEmpty({ onRefresh, refreshing }: { onRefresh: () => void; refreshing: boolean }) {
  return (
    <Card className="mx-auto max-w-lg px-6 py-10 text-center">
      <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <Icon name="inbox" className="size-6" />
      </div>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">No dashboard data available</h2>
      <p className="mt-1 text-sm text-slate-600">The server sent no data for your account. Refreshing usually helps.</p>
      <Button
        className="mt-6"
        variant="secondary"
        onClick={onRefresh}
        loading={refreshing}
        icon={<Icon name="refresh" className="size-4" />}
      >
        Refresh Dashboard
      </Button>
    </Card>
  );
}
