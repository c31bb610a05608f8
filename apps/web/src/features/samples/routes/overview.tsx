import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { samplesQueryOptions } from '../api/samples';
import { KIND_ORDER, KINDS, listPath } from '../components/kinds';
import { SamplesTabs, useKeepsLibrary } from '../components/parts';

/**
 * /samples (spec 02 §2.5): four cards, one per kind, with how many samples each has, and the tabs.
 * A company's owners and admins count the library and their own; the platform administrator every row.
 */
export function SamplesOverviewRoute() {
  const keeper = useKeepsLibrary();
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Samples"
        description={
          keeper
            ? "Sample teams, job postings, job positions and interviews: the platform's library, which every company reads and you keep, and each company's own."
            : "Sample teams, job postings, job positions and interviews: the platform's library and your own."
        }
      />
      <SamplesTabs />
      <ul className="grid gap-4 sm:grid-cols-2">
        {KIND_ORDER.map((kind) => (
          <li key={kind}>
            <KindCard kind={kind} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function KindCard({ kind }: { kind: (typeof KIND_ORDER)[number] }) {
  const def = KINDS[kind];
  const count = useQuery(samplesQueryOptions(kind, { page: 1, pageSize: 1, filters: {} }));
  return (
    <Card className="flex h-full flex-col gap-4 p-5">
      <div className="flex items-start gap-3">
        <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600">
          <Icon name={def.icon} className="size-5" />
        </div>
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-slate-900">{def.tab}</h2>
          <p className="text-sm text-slate-600">{def.blurb}</p>
        </div>
      </div>
      <div className="text-sm text-slate-700" aria-live="polite">
        {count.isPending ? (
          <Skeleton className="h-4 w-24" />
        ) : count.isError ? (
          'Count not available'
        ) : (
          `${count.data.total_count} ${count.data.total_count === 1 ? 'sample' : 'samples'}`
        )}
      </div>
      <div className="mt-auto flex flex-wrap gap-2">
        <ButtonLink to={listPath(kind)} size="sm" aria-label={`Browse ${def.title.toLowerCase()}`}>
          Browse
        </ButtonLink>
        <ButtonLink to={`${listPath(kind)}/create`} size="sm" variant="secondary">
          New {def.noun}
        </ButtonLink>
      </div>
    </Card>
  );
}
