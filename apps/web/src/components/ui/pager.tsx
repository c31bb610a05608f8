import { pagerState } from '@hiring/shared/team';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

/**
 * Paging of spec 02 §2.2 and §2.3 (employees, companies): pages start at 1, Previous is disabled
 * on page 1 and Next on the last page.
 */
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
  onPage: (page: number) => void;
}) {
  const { previousDisabled, nextDisabled } = pagerState(page, totalPages);
  return (
    <nav
      aria-label="Pages"
      className="flex flex-col gap-3 border-t border-slate-200 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm text-slate-600">
        Page {page} of {Math.max(1, totalPages)} · {totalCount} {noun}
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
