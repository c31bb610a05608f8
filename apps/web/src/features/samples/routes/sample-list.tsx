import {
  SAMPLE_MESSAGES,
  type SampleInterview,
  type SampleJobPosition,
  type SampleJobPosting,
  type SampleKind,
  type SampleTeam,
} from '@hiring/shared/samples';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { Select } from '@/components/ui/select';
import { EmptyState, LoadError, SearchBox, useListParams } from '@/components/ui/list-page';
import { cn } from '@/lib/cn';
import { type AnySample, samplesQueryOptions } from '../api/samples';
import { KINDS, listPath, sizeLabel } from '../components/kinds';
import { Chips, LibraryBadge, ListSkeleton, SamplesTabs } from '../components/parts';

/**
 * A samples list (spec 02 §2.5): filters of §9, a search, skeletons while loading, the 'Error'
 * alert with Retry, the empty state with a clear-filters option, and paging. Filters, search
 * and page live in the address.
 */
export function SampleListRoute({ kind }: { kind: SampleKind }) {
  const def = KINDS[kind];
  const {
    search: query,
    page,
    values: filters,
    filtered,
    set,
    clear,
  } = useListParams(
    def.filters.map((f) => f.param),
    {},
    'query',
  );
  const list = useQuery(samplesQueryOptions(kind, { page, query: query || undefined, filters }));

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={def.title}
        description={def.blurb}
        actions={
          <ButtonLink to={`${listPath(kind)}/create`} icon={<Icon name="plus" className="size-4" />}>
            New {def.noun}
          </ButtonLink>
        }
      />
      <SamplesTabs />
      <search className="mb-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SearchBox
          className="sm:col-span-2"
          label={def.searchLabel}
          placeholder="Search"
          value={query}
          onSearch={(value) => set({ search: value })}
        />
        {def.filters.map((f) => (
          <FilterSelect
            key={f.param}
            label={f.label}
            value={filters[f.param] ?? ''}
            all={f.all}
            options={f.options}
            onChange={(v) => set({ [f.param]: v })}
          />
        ))}
      </search>
      {list.isPending ? (
        <ListSkeleton kind={kind} />
      ) : list.isError ? (
        <LoadError
          title={SAMPLE_MESSAGES.errorTitle}
          error={list.error}
          fallback={SAMPLE_MESSAGES.fetchFailed}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
          retryLabel="Retry"
        />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={def.icon}
          title={def.empty}
          text={filtered ? 'Nothing matches these filters.' : `Create your first sample ${def.noun}.`}
        >
          {filtered ? (
            <Button variant="secondary" onClick={clear}>
              Clear filters
            </Button>
          ) : null}
          <ButtonLink to={`${listPath(kind)}/create`}>New {def.noun}</ButtonLink>
        </EmptyState>
      ) : (
        <div className={cn(list.isPlaceholderData && 'opacity-60')} aria-busy={list.isFetching || undefined}>
          <SampleItems kind={kind} items={list.data.items} />
          <Pager
            className="mt-4 rounded-lg border border-slate-200 bg-white"
            page={list.data.page}
            totalPages={list.data.total_pages}
            totalCount={list.data.total_count}
            noun={def.title.toLowerCase()}
            hideSinglePage
            onPage={(p) => set({}, p)}
          />
        </div>
      )}
    </div>
  );
}

function FilterSelect({
  label,
  value,
  all,
  options,
  onChange,
}: {
  label: string;
  value: string;
  all: string;
  options: { value: string; label: string }[];
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Select id={id} value={value} options={options} placeholder={all} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

function SampleItems({ kind, items }: { kind: SampleKind; items: AnySample[] }) {
  const def = KINDS[kind];
  if (def.layout === 'grid') {
    return (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={def.title}>
        {items.map((item) => (
          <li key={item.id} data-testid="sample-item">
            <Card className="flex h-full flex-col gap-3 p-5">
              <ItemHeading kind={kind} item={item} />
              {kind === 'teams' ? <TeamSummary team={item as SampleTeam} /> : <PositionSummary position={item as SampleJobPosition} />}
            </Card>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Card>
      <ul className="divide-y divide-slate-100" aria-label={def.title}>
        {items.map((item) => (
          <li key={item.id} className="flex flex-col gap-2 px-4 py-4" data-testid="sample-item">
            <ItemHeading kind={kind} item={item} />
            {kind === 'job-postings' ? (
              <PostingSummary posting={item as SampleJobPosting} />
            ) : (
              <InterviewSummary interview={item as SampleInterview} />
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}

function ItemHeading({ kind, item }: { kind: SampleKind; item: AnySample }) {
  const name = 'name' in item ? item.name : item.title;
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <h2 className="min-w-0 text-base font-semibold break-words text-slate-900">
        <Link to={`${listPath(kind)}/${item.id}`} className="hover:text-indigo-700 hover:underline">
          {name}
        </Link>
      </h2>
      <LibraryBadge library={item.library} />
    </div>
  );
}

const meta = 'text-sm text-slate-600';

function TeamSummary({ team }: { team: SampleTeam }) {
  return (
    <>
      <p className={meta}>
        {team.industry} · {sizeLabel(team.size)}
        {team.location ? ` · ${team.location}` : ''}
      </p>
      {team.description ? <p className="line-clamp-3 text-sm text-slate-700">{team.description}</p> : null}
      <Chips items={team.departments} label="Departments" />
    </>
  );
}

function PositionSummary({ position }: { position: SampleJobPosition }) {
  return (
    <>
      <p className={meta}>
        {position.industry} · {position.role_type} · {position.level}
      </p>
      {position.description ? <p className="line-clamp-3 text-sm text-slate-700">{position.description}</p> : null}
      <Chips items={position.required_skills} label="Required skills" />
    </>
  );
}

function PostingSummary({ posting }: { posting: SampleJobPosting }) {
  return (
    <>
      <p className={meta}>
        {posting.company_name} · {posting.location ?? 'Location not given'} · {posting.job_type} · {posting.salary_range}
      </p>
      <p className="text-xs text-slate-500">
        {posting.industry} · {posting.role_type} · Posted {posting.post_date}
      </p>
    </>
  );
}

function InterviewSummary({ interview }: { interview: SampleInterview }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className={meta}>
        {interview.role_type} · {interview.difficulty} · {interview.question_count} questions
        {interview.estimated_duration ? ` · ${interview.estimated_duration} min` : ''} · {interview.format}
      </p>
      <ButtonLink
        to={`/samples/interviews/preview/${interview.id}`}
        size="sm"
        variant="ghost"
        aria-label={`Preview ${interview.title}`}
        icon={<Icon name="external-link" className="size-4" />}
      >
        Preview
      </ButtonLink>
    </div>
  );
}
