import { Skeleton } from '@/components/ui/skeleton';

/** A report screen's placeholder while its figures load, announced to screen readers by `label`. */
export function ReportSkeleton({ label }: { label: string }) {
  return (
    <div className="space-y-4" aria-busy="true">
      <span role="status" className="sr-only">
        {label}
      </span>
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-72 w-full" />
    </div>
  );
}
