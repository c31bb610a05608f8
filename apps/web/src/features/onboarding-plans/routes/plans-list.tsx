import {
  ONBOARDING_MESSAGES,
  ONBOARDING_PLAN_TYPE_LABELS,
  ONBOARDING_SKELETON_ROWS,
  type OnboardingPlan,
} from '@hiring/shared/onboarding-plans';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { LoadError, SearchBox, useListParams } from '@/components/ui/list-page';
import { Pager } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { onboardingPlansQueryOptions } from '../api/onboarding-plans';
import { DeletePlanDialog } from '../components/delete-plan';
import { formatDate, OnboardingStatusBadge, ProgressBar } from '../components/plan-parts';
import { ScrollRegion } from '@/components/ui/scroll-region';

export const PLANS_PATH = '/onboarding/user';

/** A notice handed to the list by the page that sent the user here (a deleted plan). */
export interface ListNotice {
  notice?: string;
}

/** /onboarding/user (spec 02 §2.6): search, 10 a page, status badges, links to create, details and edit. */
export function OnboardingPlansListRoute() {
  const location = useLocation();
  const { search, page, set } = useListParams();
  const [deleting, setDeleting] = useState<OnboardingPlan | null>(null);
  const [notice, setNotice] = useState((location.state as ListNotice | null)?.notice ?? null);
  const list = useQuery(onboardingPlansQueryOptions({ page, search: search || undefined }));

  const clearSearch = () => set({ search: '' });

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="User Onboarding"
        description="Onboarding plans of your company's members: their tasks and how far along they are."
        actions={
          <ButtonLink to={`${PLANS_PATH}/create`} icon={<Icon name="plus" className="size-4" />}>
            New plan
          </ButtonLink>
        }
      />
      {notice ? (
        <Alert variant="success" className="mb-5">
          {notice}
        </Alert>
      ) : null}
      <search className="mb-5 sm:max-w-md">
        <SearchBox
          label="Search onboarding plans by plan, member, type or status"
          placeholder="Search by plan, member, type or status"
          value={search}
          onSearch={(value) => set({ search: value })}
        />
      </search>
      {list.isPending ? (
        <PlansSkeleton />
      ) : list.isError ? (
        // Load errors in the samples' style (spec 02 §2.5, §2.6): an alert titled 'Error' with Retry.
        <LoadError
          title="Error"
          error={list.error}
          fallback={ONBOARDING_MESSAGES.fetchFailed}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
          retryLabel="Retry"
        />
      ) : list.data.items.length === 0 && list.data.total_count === 0 ? (
        <Card className="px-6 py-14 text-center">
          <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
            <Icon name="clipboard-check" className="size-6" />
          </div>
          <h2 className="mt-4 text-lg font-semibold text-slate-900">{ONBOARDING_MESSAGES.empty}</h2>
          <p className="mx-auto mt-1 max-w-md text-sm text-slate-600">
            {search ? `Nothing matches “${search}”.` : 'Start a plan to guide a new member through their first weeks.'}
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-2">
            {search ? (
              <Button variant="secondary" onClick={clearSearch}>
                Clear search
              </Button>
            ) : null}
            <ButtonLink to={`${PLANS_PATH}/create`} icon={<Icon name="plus" className="size-4" />}>
              New plan
            </ButtonLink>
          </div>
        </Card>
      ) : (
        <Card className="overflow-hidden">
          <div className={cn(list.isPlaceholderData && 'opacity-60')} aria-busy={list.isFetching || undefined}>
            {list.data.items.length === 0 ? (
              <p className="p-8 text-center text-sm text-slate-600">No plans on this page.</p>
            ) : (
              <PlansTable plans={list.data.items} onDelete={setDeleting} />
            )}
            <Pager
              page={page}
              totalPages={list.data.total_pages}
              totalCount={list.data.total_count}
              noun={list.data.total_count === 1 ? 'plan' : 'plans'}
              onPage={(p) => set({}, p)}
            />
          </div>
        </Card>
      )}
      {deleting ? (
        <DeletePlanDialog
          plan={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setNotice(`Onboarding plan “${deleting.plan_name}” deleted.`);
            setDeleting(null);
            // Leaving an emptied last page for the one before it.
            if (page > 1 && list.data?.items.length === 1) set({}, page - 1);
          }}
        />
      ) : null}
    </div>
  );
}

function PlansSkeleton() {
  return (
    <Card className="divide-y divide-slate-100" aria-busy="true">
      <span className="sr-only" role="status">
        Loading onboarding plans
      </span>
      {Array.from({ length: ONBOARDING_SKELETON_ROWS }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <div key={i} data-testid="plan-skeleton" className="flex items-center gap-4 px-4 py-4">
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-56 max-w-full" />
          </div>
          <Skeleton className="hidden h-2 w-32 sm:block" />
          <Skeleton className="h-5 w-20 rounded-full" />
        </div>
      ))}
    </Card>
  );
}

function PlansTable({ plans, onDelete }: { plans: OnboardingPlan[]; onDelete: (plan: OnboardingPlan) => void }) {
  return (
    <ScrollRegion label="Onboarding plans">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Onboarding plans</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-medium text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Plan
            </th>
            <th scope="col" className="hidden px-4 py-3 md:table-cell">
              Member
            </th>
            <th scope="col" className="hidden w-44 px-4 py-3 sm:table-cell">
              Progress
            </th>
            <th scope="col" className="hidden px-4 py-3 sm:table-cell">
              Status
            </th>
            <th scope="col" className="hidden px-4 py-3 lg:table-cell">
              Created
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {plans.map((p) => (
            <tr key={p.id} data-testid="plan-row">
              <td className="px-4 py-3 align-top">
                <Link to={`${PLANS_PATH}/${p.id}`} className="font-medium break-words text-slate-900 hover:text-indigo-700 hover:underline">
                  {p.plan_name}
                </Link>
                <p className="text-slate-500">{ONBOARDING_PLAN_TYPE_LABELS[p.plan_type]}</p>
                {/* On a phone the other columns fold under the plan. */}
                <div className="mt-2 space-y-2 md:hidden">
                  <p className="break-all text-slate-700">
                    {p.user_name} <span className="text-slate-500">· {p.user_email}</span>
                  </p>
                  <div className="flex items-center gap-2 sm:hidden">
                    <OnboardingStatusBadge status={p.status} />
                    <span className="text-xs text-slate-600">{p.progress_percentage}%</span>
                  </div>
                </div>
              </td>
              <td className="hidden px-4 py-3 align-top md:table-cell">
                <p className="font-medium text-slate-800">{p.user_name}</p>
                <p className="break-all text-slate-500">{p.user_email}</p>
              </td>
              <td className="hidden px-4 py-3 sm:table-cell">
                <div className="flex items-center gap-2">
                  <ProgressBar value={p.progress_percentage} size="sm" label={`Progress of ${p.plan_name}`} />
                  <span className="w-10 text-right text-xs text-slate-600 tabular-nums">{p.progress_percentage}%</span>
                </div>
              </td>
              <td className="hidden px-4 py-3 sm:table-cell">
                <OnboardingStatusBadge status={p.status} />
              </td>
              <td className="hidden px-4 py-3 whitespace-nowrap text-slate-600 lg:table-cell">{formatDate(p.created_at)}</td>
              <td className="px-4 py-3 text-right align-top sm:whitespace-nowrap sm:align-middle">
                <div className="flex flex-col items-end gap-1 sm:flex-row sm:justify-end">
                  <ButtonLink to={`${PLANS_PATH}/${p.id}`} size="sm" variant="ghost" aria-label={`View ${p.plan_name}`}>
                    View
                  </ButtonLink>
                  <ButtonLink to={`${PLANS_PATH}/edit/${p.id}`} size="sm" variant="ghost" aria-label={`Edit ${p.plan_name}`}>
                    Edit
                  </ButtonLink>
                  <Button size="sm" variant="ghost" aria-label={`Delete ${p.plan_name}`} onClick={() => onDelete(p)}>
                    Delete
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
