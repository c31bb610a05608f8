import { SUBSCRIPTION_STATUS_LABELS, type Subscription, type Usage } from '@hiring/shared/billing';
import { formatCompanyDate, ORG_COMPANY_MESSAGES, type OrgCompany, SUBSCRIPTION_STATUS_TONES } from '@hiring/shared/org-company';
import { formatPrice } from '@hiring/shared/pricing';
import { roleDisplayName } from '@hiring/shared/roles';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import {
  companyQueryOptions,
  companySubscriptionQueryOptions,
  companyUsageQueryOptions,
  companyUsersQueryOptions,
} from '../api/org-companies';
import { RowsSkeleton } from '@/components/ui/list-page';
import { CompanyStatusBadge } from './companies-list';

export const COMPANY_TABS = [
  { id: 'general', label: 'General Info' },
  { id: 'subscription', label: 'Subscription' },
  { id: 'usage', label: 'Usage' },
  { id: 'users', label: 'Users' },
] as const;
type TabId = (typeof COMPANY_TABS)[number]['id'];

function LoadError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <div className="flex flex-col items-start gap-3">
      <p role="alert" className="text-sm font-medium text-rose-700">
        {message}
      </p>
      <Button size="sm" variant="secondary" onClick={onRetry} loading={retrying}>
        Try again
      </Button>
    </div>
  );
}

/** /org/company/details/{id} (spec 02 §2.3): General Info, Subscription, Usage and Users tabs. */
export function CompanyDetailsRoute() {
  const { id = '' } = useParams();
  const company = useQuery(companyQueryOptions(id));
  const [tab, setTab] = useState<TabId>('general');
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = COMPANY_TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setTab(COMPANY_TABS[next]!.id);
    tabRefs.current[next]?.focus();
  };

  const back = (
    <ButtonLink to="/org/company" variant="secondary" icon={<Icon name="chevron-left" className="size-4" />}>
      Back
    </ButtonLink>
  );

  if (company.isPending) {
    return (
      <div className="mx-auto max-w-5xl" role="status" aria-label="Loading company">
        <Skeleton className="mb-6 h-8 w-64" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  if (company.isError) {
    return (
      <div className="mx-auto max-w-5xl">
        <PageHeader title="Company" actions={back} />
        <Card className="p-4">
          <LoadError
            message={errorMessage(company.error, ORG_COMPANY_MESSAGES.fetchFailed)}
            onRetry={() => void company.refetch()}
            retrying={company.isFetching}
          />
        </Card>
      </div>
    );
  }
  const c = company.data;
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        eyebrow="Company"
        title={c.name}
        actions={
          <div className="flex gap-2">
            {back}
            <ButtonLink to={`/org/company/edit/${c.id}`}>Edit</ButtonLink>
          </div>
        }
      />
      <div role="tablist" aria-label="Company details" className="mb-4 flex gap-1 overflow-x-auto border-b border-slate-200">
        {COMPANY_TABS.map((t, i) => (
          <button
            key={t.id}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${t.id}`}
            aria-controls={`${baseId}-panel-${t.id}`}
            aria-selected={tab === t.id}
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => setTab(t.id)}
            onKeyDown={(e) => onKeyDown(e, i)}
            className={
              tab === t.id
                ? 'border-b-2 border-indigo-600 px-3 py-2 text-sm font-semibold whitespace-nowrap text-indigo-700'
                : 'border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-600 hover:text-slate-900'
            }
          >
            {t.label}
          </button>
        ))}
      </div>
      <Card className="p-5" role="tabpanel" id={`${baseId}-panel-${tab}`} aria-labelledby={`${baseId}-tab-${tab}`} tabIndex={0}>
        {tab === 'general' ? <GeneralInfo company={c} /> : null}
        {tab === 'subscription' ? <SubscriptionTab id={c.id} /> : null}
        {tab === 'usage' ? <UsageTab id={c.id} /> : null}
        {tab === 'users' ? <UsersTab id={c.id} /> : null}
      </Card>
    </div>
  );
}

function Facts({ items }: { items: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs font-medium text-slate-500 uppercase">{label}</dt>
          <dd className="mt-1 text-sm break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const orDash = (v: string | null) => (v && v.trim() !== '' ? v : '—');

function GeneralInfo({ company: c }: { company: OrgCompany }) {
  return (
    <Facts
      items={[
        ['Name', c.name],
        ['Status', <CompanyStatusBadge key="status" status={c.status} />],
        ['Domain', orDash(c.domain)],
        [
          'Website',
          c.website ? (
            <a key="website" href={c.website} className="text-indigo-700 underline" rel="noopener noreferrer" target="_blank">
              {c.website}
            </a>
          ) : (
            '—'
          ),
        ],
        ['Industry', orDash(c.industry)],
        ['Company size', orDash(c.size)],
        ['Contact email', orDash(c.contact_email)],
        ['Contact phone', orDash(c.contact_phone)],
        ['Members', String(c.member_count)],
        ['Created', formatCompanyDate(c.created_at)],
        ['Description', orDash(c.description)],
      ]}
    />
  );
}

/** How the subscription's payment method reads: brand and last four digits, with the expiry. */
export function paymentMethodLabel(sub: Pick<Subscription, 'payment_method'>): string {
  const pm = sub.payment_method;
  if (!pm) return 'None on file';
  const expiry = pm.exp_month && pm.exp_year ? ` (expires ${String(pm.exp_month).padStart(2, '0')}/${pm.exp_year})` : '';
  return `${pm.brand} ending in ${pm.last4}${expiry}`;
}

export function SubscriptionView({ subscription: s }: { subscription: Subscription }) {
  return (
    <Facts
      items={[
        ['Plan', s.package_display_name || s.plan_name],
        ['Price', s.price_display_name],
        ['Tier', s.package_tier.charAt(0).toUpperCase() + s.package_tier.slice(1)],
        [
          'Status',
          <Badge key="status" tone={SUBSCRIPTION_STATUS_TONES[s.status]}>
            {SUBSCRIPTION_STATUS_LABELS[s.status]}
          </Badge>,
        ],
        ['Current period start', formatCompanyDate(s.current_period_start)],
        ['Current period end', formatCompanyDate(s.current_period_end)],
        ['Amount', formatPrice(s.amount, s.interval, s.currency)],
        ['Payment method', paymentMethodLabel(s)],
        ['Free trial', s.is_trial ? 'Yes' : 'No'],
        ['Cancels at period end', s.cancel_at_period_end ? 'Yes' : 'No'],
      ]}
    />
  );
}

function SubscriptionTab({ id }: { id: string }) {
  const q = useQuery(companySubscriptionQueryOptions(id));
  if (q.isPending) return <RowsSkeleton label="Loading subscription" rows={3} />;
  if (q.isError)
    return <LoadError message={ORG_COMPANY_MESSAGES.subscriptionFailed} onRetry={() => void q.refetch()} retrying={q.isFetching} />;
  if (!q.data) return <p className="text-sm text-slate-600">{ORG_COMPANY_MESSAGES.noSubscription}</p>;
  return <SubscriptionView subscription={q.data} />;
}

/** The usage window ends at the start of the next month: its last day is the moment before. */
const lastDayOf = (end: string) => new Date(new Date(end).getTime() - 1).toISOString();

export function UsageView({ usage }: { usage: Usage }) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        {usage.no_plan ? 'No plan gives access: there are no limits to measure against.' : `Plan: ${usage.plan_name ?? '—'}`} · This month:{' '}
        {formatCompanyDate(usage.period_start)} to {formatCompanyDate(lastDayOf(usage.period_end))}
      </p>
      <ul className="space-y-4">
        {usage.metrics.map((m) => (
          <li key={m.key} data-testid="usage-metric">
            <div className="flex justify-between gap-3 text-sm">
              <span className="font-medium text-slate-800">{m.label}</span>
              <span className="text-slate-600">
                {m.used} of {m.limit === null ? (usage.no_plan ? '—' : 'Unlimited') : m.limit}
              </span>
            </div>
            {m.percent !== null ? (
              <div
                role="progressbar"
                aria-label={m.label}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(m.percent)}
                className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
              >
                <div
                  className={m.percent >= 90 ? 'h-full bg-rose-500' : m.percent >= 70 ? 'h-full bg-amber-500' : 'h-full bg-indigo-600'}
                  style={{ width: `${Math.min(100, m.percent)}%` }}
                />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function UsageTab({ id }: { id: string }) {
  const q = useQuery(companyUsageQueryOptions(id));
  if (q.isPending) return <RowsSkeleton label="Loading usage" rows={3} />;
  if (q.isError)
    return (
      <LoadError
        message={errorMessage(q.error, ORG_COMPANY_MESSAGES.usageFailed)}
        onRetry={() => void q.refetch()}
        retrying={q.isFetching}
      />
    );
  return <UsageView usage={q.data} />;
}

function UsersTab({ id }: { id: string }) {
  const q = useQuery(companyUsersQueryOptions(id));
  if (q.isPending) return <RowsSkeleton label="Loading users" rows={3} />;
  if (q.isError)
    return (
      <LoadError
        message={errorMessage(q.error, ORG_COMPANY_MESSAGES.usersFailed)}
        onRetry={() => void q.refetch()}
        retrying={q.isFetching}
      />
    );
  if (q.data.length === 0) return <p className="text-sm text-slate-600">{ORG_COMPANY_MESSAGES.noUsers}</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {q.data.map((u) => (
        <li key={u.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid="company-user">
          <div>
            <p className="font-medium text-slate-900">
              {u.first_name} {u.last_name}
            </p>
            <p className="text-sm break-all text-slate-500">{u.email}</p>
          </div>
          <div className="flex gap-2">
            <Badge tone={u.role === 'owner' || u.role === 'admin' ? 'indigo' : 'neutral'}>{roleDisplayName(u.role)}</Badge>
            <Badge tone={u.status === 'active' ? 'green' : 'neutral'}>{u.status}</Badge>
          </div>
        </li>
      ))}
    </ul>
  );
}
