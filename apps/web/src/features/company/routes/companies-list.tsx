import { ORG_COMPANY_MESSAGES, type OrgCompany } from '@hiring/shared/org-company';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { companiesQueryOptions } from '../api/org-companies';
import { Pager } from '@/components/ui/pager';

/** A page number from the address: pages start at 1 (spec 02 §9). */
export function pageFrom(params: URLSearchParams): number {
  const n = Number(params.get('page'));
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** The address of a list page: a new search starts again at page 1, page 1 is left out. */
export function listQuery(search: string, page: number): URLSearchParams {
  const out = new URLSearchParams();
  if (search) out.set('search', search);
  if (page > 1) out.set('page', String(page));
  return out;
}

export function RowsSkeleton({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-label={label} className="divide-y divide-slate-100">
      {Array.from({ length: rows }, (_, i) => `row-${i}`).map((key) => (
        <div key={key} className="flex items-center justify-between gap-4 px-4 py-4" data-testid="row-skeleton">
          <div className="space-y-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-56" />
          </div>
          <Skeleton className="h-6 w-24" />
        </div>
      ))}
    </div>
  );
}

/**
 * /org/company (spec 02 §2.3): search and paging, 10 a page; an owner or admin sees their own
 * company, the platform administrator every company (as the server returns them).
 */
export function CompaniesListRoute() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = pageFrom(params);
  const [draft, setDraft] = useState(search);
  const searchId = useId();
  useEffect(() => setDraft(search), [search]);
  const list = useQuery(companiesQueryOptions({ page, search: search || undefined }));

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setParams(listQuery(draft.trim(), 1));
  };

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title="Companies" description="The company profile, its subscription, usage and people." />
      <search className="mb-5 sm:max-w-md">
        <form onSubmit={onSearch} className="flex gap-2">
          <label htmlFor={searchId} className="sr-only">
            Search companies by name, website, industry or owner email
          </label>
          <Input
            id={searchId}
            type="search"
            value={draft}
            placeholder="Search by name, website or industry"
            onChange={(e) => setDraft(e.target.value)}
          />
          <Button type="submit" variant="secondary" icon={<Icon name="search" className="size-4" />}>
            Search
          </Button>
        </form>
      </search>
      <Card className="overflow-hidden">
        {list.isPending ? (
          <RowsSkeleton label="Loading companies" rows={3} />
        ) : list.isError ? (
          <div className="flex flex-col items-start gap-3 p-4">
            {/* Load errors appear as red text (spec 02 §8). */}
            <p role="alert" className="text-sm font-medium text-rose-700">
              {errorMessage(list.error, ORG_COMPANY_MESSAGES.fetchFailed)}
            </p>
            <Button size="sm" variant="secondary" onClick={() => void list.refetch()} loading={list.isFetching}>
              Try again
            </Button>
          </div>
        ) : (
          <div className={cn(list.isPlaceholderData && 'opacity-60')} aria-busy={list.isFetching || undefined}>
            {list.data.items.length === 0 ? (
              <div className="flex flex-col items-center gap-3 p-8 text-center">
                <p className="text-sm text-slate-500">{ORG_COMPANY_MESSAGES.noData}</p>
                {search ? (
                  <Button size="sm" variant="secondary" onClick={() => setParams(listQuery('', 1))}>
                    Clear search
                  </Button>
                ) : null}
              </div>
            ) : (
              <CompanyTable companies={list.data.items} />
            )}
            <Pager
              page={page}
              totalPages={list.data.total_pages}
              totalCount={list.data.total_count}
              noun={list.data.total_count === 1 ? 'company' : 'companies'}
              onPage={(p) => setParams(listQuery(search, p))}
            />
          </div>
        )}
      </Card>
    </div>
  );
}

export function CompanyStatusBadge({ status }: { status: OrgCompany['status'] }) {
  return <Badge tone={status === 'active' ? 'green' : 'neutral'}>{status === 'active' ? 'Active' : 'Inactive'}</Badge>;
}

function CompanyTable({ companies }: { companies: OrgCompany[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Companies</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-medium text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Name
            </th>
            <th scope="col" className="hidden px-4 py-3 sm:table-cell">
              Status
            </th>
            <th scope="col" className="hidden px-4 py-3 md:table-cell">
              Contact
            </th>
            <th scope="col" className="hidden px-4 py-3 sm:table-cell">
              Members
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {companies.map((c) => (
            <tr key={c.id} data-testid="company-row">
              <td className="px-4 py-3">
                <Link to={`/org/company/details/${c.id}`} className="font-medium text-slate-900 hover:text-indigo-700 hover:underline">
                  {c.name}
                </Link>
                <p className="break-all text-slate-500">{c.domain ?? '—'}</p>
                <div className="mt-2 flex flex-wrap items-center gap-2 sm:hidden">
                  <CompanyStatusBadge status={c.status} />
                  <span className="text-xs text-slate-600">
                    {c.member_count} {c.member_count === 1 ? 'member' : 'members'}
                  </span>
                </div>
              </td>
              <td className="hidden px-4 py-3 sm:table-cell">
                <CompanyStatusBadge status={c.status} />
              </td>
              <td className="hidden px-4 py-3 text-slate-600 md:table-cell">
                <p className="break-all">{c.contact_email ?? '—'}</p>
                {c.contact_phone ? <p>{c.contact_phone}</p> : null}
              </td>
              <td className="hidden px-4 py-3 text-slate-600 sm:table-cell">{c.member_count}</td>
              <td className="px-4 py-3 text-right align-top sm:whitespace-nowrap sm:align-middle">
                <ButtonLink to={`/org/company/details/${c.id}`} size="sm" variant="ghost" aria-label={`View ${c.name}`}>
                  View
                </ButtonLink>
                <ButtonLink to={`/org/company/edit/${c.id}`} size="sm" variant="ghost" aria-label={`Edit ${c.name}`}>
                  Edit
                </ButtonLink>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
