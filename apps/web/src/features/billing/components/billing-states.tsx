import { BILLING_CLIENT_MESSAGES } from '@hiring/shared/billing';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { Skeleton } from '@/components/ui/skeleton';

export function PageSkeleton({ label, cards = 2 }: { label: string; cards?: number }) {
  return (
    <div role="status" aria-label={label} className="space-y-6">
      <Skeleton className="h-8 w-72 max-w-full" />
      <Skeleton className="h-4 w-96 max-w-full" />
      <Skeleton className="h-28 w-full" />
      <div className="grid gap-6 lg:grid-cols-2">
        {['first', 'second', 'third'].slice(0, cards).map((key) => (
          <Skeleton key={key} className="h-56" />
        ))}
      </div>
      <span className="sr-only">{label}…</span>
    </div>
  );
}

/** The subscription could not be loaded (spec 01 §8: "Error Loading Subscription"). */
export function SubscriptionLoadError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <Card className="mx-auto max-w-lg px-6 py-10 text-center">
      <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-rose-50 text-rose-700">
        <Icon name="alert-circle" className="size-6" />
      </div>
      <div role="alert">
        <h1 className="mt-4 text-lg font-semibold text-slate-900">{BILLING_CLIENT_MESSAGES.errorLoadingSubscription}</h1>
        <p className="mt-1 text-sm text-slate-600">{message}</p>
        <p className="mt-2 text-sm text-slate-500">Please refresh the page. If this keeps happening, contact support.</p>
      </div>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry} loading={retrying} icon={<Icon name="refresh" className="size-4" />}>
          Try Again
        </Button>
        <ButtonLink to="/support/help" variant="secondary">
          Contact support
        </ButtonLink>
      </div>
    </Card>
  );
}

/** A load failure inside a page: the message and a retry. */
export function InlineLoadError({
  title,
  message,
  onRetry,
  retrying,
}: {
  title: string;
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-900 sm:flex-row sm:items-center"
    >
      <Icon name="alert-circle" className="size-4 shrink-0 text-rose-500" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">{title}</p>
        <p className="mt-0.5">{message}</p>
      </div>
      <Button size="sm" variant="secondary" onClick={onRetry} loading={retrying} icon={<Icon name="refresh" className="size-4" />}>
        Try Again
      </Button>
    </div>
  );
}
