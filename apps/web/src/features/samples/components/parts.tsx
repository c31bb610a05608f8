import { isPlatformRole } from '@hiring/shared/roles';
import type { SampleKind } from '@hiring/shared/samples';
import { NavLink } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/use-session';
import { KIND_ORDER, KINDS, listPath } from './kinds';

/** The tabs of the samples area (spec 02 §2.5): Teams, Job Postings, Job Positions, Interview Samples. */
export function SamplesTabs() {
  return (
    <nav aria-label="Sample kinds" className="mb-6 overflow-x-auto border-b border-slate-200">
      <ul className="flex min-w-max gap-1">
        <li>
          <TabLink to="/samples" end>
            Overview
          </TabLink>
        </li>
        {KIND_ORDER.map((kind) => (
          <li key={kind}>
            <TabLink to={listPath(kind)}>{KINDS[kind].tab}</TabLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function TabLink({ to, end, children }: { to: string; end?: boolean; children: string }) {
  return (
    <NavLink
      to={to}
      end={end}
      className={({ isActive }) =>
        cn(
          '-mb-px inline-flex border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap',
          isActive ? 'border-indigo-600 text-indigo-700' : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
        )
      }
    >
      {children}
    </NavLink>
  );
}

/**
 * Whether the caller keeps the platform's library: the platform administrator, whom the server
 * lets change library rows and every company's, and whose new samples join the library
 * (decision 400). Companies' owners and admins read the library and change only their own.
 */
export function useKeepsLibrary(): boolean {
  return isPlatformRole(useSession().role);
}

/** The platform's rows (read-only for companies) and a company's own; the platform administrator belongs to none. */
export function LibraryBadge({ library }: { library: boolean }) {
  const keeper = useKeepsLibrary();
  if (library) return <Badge tone="indigo">Library</Badge>;
  return <Badge tone="green">{keeper ? 'Company' : 'Your company'}</Badge>;
}

/** The loading placeholders of a list: cards in a grid or rows (spec 02 §9 counts). */
export function ListSkeleton({ kind }: { kind: SampleKind }) {
  const def = KINDS[kind];
  const items = Array.from({ length: def.skeletons }, (_, i) => i);
  return (
    <div aria-busy="true" data-testid="samples-skeleton">
      <span className="sr-only" role="status">
        Loading {def.title.toLowerCase()}
      </span>
      {def.layout === 'grid' ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((i) => (
            <Card key={i} className="space-y-3 p-5" data-testid="skeleton-item">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-12 w-full" />
            </Card>
          ))}
        </div>
      ) : (
        <Card className="divide-y divide-slate-100">
          {items.map((i) => (
            <div key={i} className="flex items-center gap-4 px-4 py-4" data-testid="skeleton-item">
              <Skeleton className="h-4 w-48" />
              <Skeleton className="h-4 w-24" />
              <Skeleton className="ml-auto h-4 w-16" />
            </div>
          ))}
        </Card>
      )}
    </div>
  );
}

/** Chips of a list of words (skills, departments, topics). */
export function Chips({ items, label }: { items: string[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={label}>
      {items.map((s) => (
        <li key={s} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
          {s}
        </li>
      ))}
    </ul>
  );
}
