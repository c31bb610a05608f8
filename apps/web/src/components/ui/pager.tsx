import { pagerState } from '@hiring/shared/team';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';

/**
 * Previous / next over a server-paged list (spec 02 §2.2, §2.3, §9): pages start at 1, Previous is
 * disabled on page 1 and Next on the last page. Lists that page only when there is more than one
 * page pass `hideSinglePage`.
 */
export function Pager({
  page,
  totalPages,
  totalCount,
  noun,
  nounOne,
  onPage,
  hideSinglePage = false,
  className,
}: {
  page: number;
  totalPages: number;
  totalCount: number;
  /** What the list counts, in the plural ("members"); `nounOne` for a count of one ("member"). */
  noun: string;
  nounOne?: string;
  onPage: (page: number) => void;
  hideSinglePage?: boolean;
  className?: string;
}) {
  if (hideSinglePage && totalPages <= 1) return null;
  const { previousDisabled, nextDisabled } = pagerState(page, totalPages);
  return (
    <nav
      aria-label="Pages"
      className={cn('flex flex-col gap-3 border-t border-slate-200 px-4 py-3 sm:flex-row sm:items-center sm:justify-between', className)}
    >
      <p className="text-sm text-slate-600">
        Page {page} of {Math.max(1, totalPages)} · {totalCount} {totalCount === 1 && nounOne ? nounOne : noun}
      </p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={previousDisabled}
          onClick={() => onPage(page - 1)}
          icon={<Icon name="chevron-left" className="size-4" />}
        >
          Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={nextDisabled} onClick={() => onPage(page + 1)}>
          Next
          <Icon name="chevron-right" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
