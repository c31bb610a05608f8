import { ORG_COMPANY_MESSAGES, type OrgCompany } from '@hiring/shared/org-company';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-client';
import { companiesQueryOptions } from '../api/org-companies';
import { PagedTableCard, SearchBox, useListParams } from '@/components/ui/list-page';
import { ScrollRegion } from '@/components/ui/scroll-region';

/**
 * /org/company (spec 02 §2.3): search and paging, 10 a page; an owner or admin sees their own
 * company, the platform administrator every company (as the server returns them).
 */
export function CompaniesListRoute() {
  const { search, page, set } = useListParams();
  const list = useQuery(companiesQueryOptions({ page, search: search || undefined }));

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title="Companies" description="The company profile, its subscription, usage and people." />
      <search className="mb-5 sm:max-w-md">
        <SearchBox
          label="Search companies by name, website, industry or owner email"
          placeholder="Search by name, website or industry"
          value={search}
          onSearch={(value) => set({ search: value })}
        />
      </search>
      <PagedTableCard
        list={list}
        page={page}
        search={search}
        loadingLabel="Loading companies"
        skeletonRows={3}
        errorText={(error) => errorMessage(error, ORG_COMPANY_MESSAGES.fetchFailed)}
        emptyMessage={ORG_COMPANY_MESSAGES.noData}
        noun={(count) => (count === 1 ? 'company' : 'companies')}
        onClearSearch={() => set({ search: '' })}
        onPage={(p) => set({}, p)}
      >
        {(companies) => <CompanyTable companies={companies} />}
      </PagedTableCard>
    </div>
  );
}

export function CompanyStatusBadge({ status }: { status: OrgCompany['status'] }) {
  return <Badge tone={status === 'active' ? 'green' : 'neutral'}>{status === 'active' ? 'Active' : 'Inactive'}</Badge>;
}

function CompanyTable({ companies }: { companies: OrgCompany[] }) {
  return (
    <ScrollRegion label="Companies">
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
    </ScrollRegion>
  );
}
