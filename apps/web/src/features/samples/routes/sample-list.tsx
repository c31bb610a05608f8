import {
  SAMPLE_MESSAGES,
  type SampleInterview,
  type SampleJobPosition,
  type SampleJobPosting,
  type SampleKind,
  type SampleTeam,
} from '@hiring/shared/samples';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { type AnySample, samplesQueryOptions } from '../api/samples';
import { KINDS, listPath, sizeLabel } from '../components/kinds';
import { Chips, LibraryBadge, ListSkeleton, SamplesTabs } from '../components/parts';

/** A page number from the address: a whole number from 1, else 1. */
function pageFrom(params: URLSearchParams): number {
  const n = Number(params.get('page'));
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/**
 * A samples list (spec 02 §2.5): filters of §9, a search, skeletons while loading, the 'Error'
 * alert with Retry, the empty state with a clear-filters option, and paging. Filters, search
 * and page live in the address.
 */
export function SampleListRoute({ kind }: { kind: SampleKind }) {
  const def = KINDS[kind];
  const [params, setParams] = useSearchParams();
  const query = params.get('query') ?? '';
  const page = pageFrom(params);
  const filters = Object.fromEntries(def.filters.map((f) => [f.param, params.get(f.param) ?? '']));
  const [draft, setDraft] = useState(query);
  const searchId = useId();
  useEffect(() => setDraft(query), [query]);
  const list = useQuery(samplesQueryOptions(kind, { page, query: query || undefined, filters }));

  const update = (changes: Record<string, string>, nextPage = 1) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (nextPage > 1) next.set('page', String(nextPage));
    else next.delete('page');
    setParams(next);
  };
  const filtered = Boolean(query) || Object.values(filters).some(Boolean);
  const clearFilters = () => {
    setDraft('');
    setParams(new URLSearchParams());
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ query: draft.trim() });
  };

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
        <form onSubmit={onSearch} className="flex gap-2 sm:col-span-2">
          <label htmlFor={searchId} className="sr-only">
            {def.searchLabel}
          </label>
          <Input id={searchId} type="search" value={draft} placeholder="Search" onChange={(e) => setDraft(e.target.value)} />
          <Button type="submit" variant="secondary" icon={<Icon name="search" className="size-4" />}>
            Search
          </Button>
        </form>
        {def.filters.map((f) => (
          <FilterSelect
            key={f.param}
            label={f.label}
            value={filters[f.param] ?? ''}
            all={f.all}
            options={f.options}
            onChange={(v) => update({ [f.param]: v })}
          />
        ))}
      </search>
      {list.isPending ? (
        <ListSkeleton kind={kind} />
      ) : list.isError ? (
        <Alert
          variant="error"
          title={SAMPLE_MESSAGES.errorTitle}
          action={
            <Button variant="secondary" size="sm" onClick={() => void list.refetch()} loading={list.isFetching}>
              Retry
            </Button>
          }
        >
          {errorMessage(list.error, SAMPLE_MESSAGES.fetchFailed)}
        </Alert>
      ) : list.data.items.length === 0 ? (
        <Card className="px-6 py-12 text-center">
          <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
            <Icon name={def.icon} className="size-6" />
          </div>
          <h2 className="mt-4 text-lg font-semibold text-slate-900">{def.empty}</h2>
          <p className="mx-auto mt-1 max-w-md text-sm text-slate-600">
            {filtered ? 'Nothing matches these filters.' : `Create your first sample ${def.noun}.`}
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-2">
            {filtered ? (
              <Button variant="secondary" onClick={clearFilters}>
                Clear filters
              </Button>
            ) : null}
            <ButtonLink to={`${listPath(kind)}/create`}>New {def.noun}</ButtonLink>
          </div>
        </Card>
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
            onPage={(p) => update({}, p)}
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
