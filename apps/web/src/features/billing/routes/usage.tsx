import { BILLING_CLIENT_MESSAGES, type UsageMetric, usagePercent } from '@hiring/shared/billing';
import { formatDate } from '@hiring/shared/constants';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { billingErrorMessage, useUsage } from '../api';
import { InlineLoadError, PageSkeleton } from '../components/billing-states';
import { MANAGEMENT_PATH, PLAN_PATH } from '../paths';
import { statusLabel, statusTone } from '../subscription-view';
import { displayLocale } from '@hiring/shared/locale';

/** Share of the limit used; null when unlimited. */
export function metricPercent(metric: UsageMetric): number | null {
  return metric.percent ?? usagePercent(metric.used, metric.limit);
}

function barColour(percent: number): string {
  if (percent >= 100) return 'bg-rose-500';
  if (percent >= 80) return 'bg-amber-500';
  return 'bg-indigo-500';
}

/** /billing/usage: real usage against the plan's limits, with a chart. */
export function UsageRoute() {
  const usage = useUsage();
  const header = (
    <PageHeader
      title="Usage"
      description="What your team uses against your plan's limits."
      actions={
        <ButtonLink to={MANAGEMENT_PATH} variant="secondary" size="sm" icon={<Icon name="chevron-left" className="size-4" />}>
          Subscription
        </ButtonLink>
      }
    />
  );
  if (usage.isPending) return <PageSkeleton label="Loading usage" />;
  if (usage.isError) {
    return (
      <div className="mx-auto max-w-5xl">
        {header}
        <InlineLoadError
          title="We couldn't load your usage"
          message={billingErrorMessage(usage.error)}
          onRetry={() => usage.refetch()}
          retrying={usage.isFetching}
        />
      </div>
    );
  }
  const data = usage.data;
  // Without a plan there are no limits: usage is shown as counts, not as shares of a limit.
  const noPlan = data.no_plan;
  const anyAtLimit = data.metrics.some((m) => m.limit !== null && m.used >= m.limit);
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      {header}
      {noPlan ? (
        <Alert variant="warning" title={BILLING_CLIENT_MESSAGES.noActivePlan} action={<ButtonLink to={PLAN_PATH}>View plans</ButtonLink>}>
          Without a subscription or free trial the main steps are locked. Your usage so far is shown below.
        </Alert>
      ) : anyAtLimit ? (
        <Alert
          variant="warning"
          title="You have reached a limit of your plan"
          action={<ButtonLink to={PLAN_PATH}>Upgrade plan</ButtonLink>}
        >
          New items of that kind are refused until usage drops or you move to a bigger plan.
        </Alert>
      ) : null}

      <Card>
        <CardHeader
          title="Usage against plan limits"
          description={`Interviews count from ${formatDate(data.period_start)} to ${formatDate(data.period_end)}.`}
          icon={<Icon name="bar-chart" />}
          action={
            data.plan_name ? (
              <span className="flex items-center gap-2 text-sm text-slate-600">
                {data.plan_name}
                <Badge tone={statusTone(data.status)}>{statusLabel(data.status)}</Badge>
              </span>
            ) : null
          }
        />
        <CardBody>
          <UsageChart metrics={data.metrics} noPlan={noPlan} />
        </CardBody>
      </Card>

      <div className="grid gap-4 md:grid-cols-3">
        {data.metrics.map((metric) => {
          const percent = metricPercent(metric);
          return (
            <Card key={metric.key} className="p-5">
              <p className="text-sm font-medium text-slate-500">{metric.label}</p>
              <p className="mt-2 text-2xl font-semibold text-slate-900">
                {metric.used.toLocaleString(displayLocale())}
                {noPlan ? null : (
                  <span className="text-base font-normal text-slate-500">
                    {' '}
                    / {metric.limit === null ? 'Unlimited' : metric.limit.toLocaleString(displayLocale())}
                  </span>
                )}
              </p>
              <p className="mt-1 text-sm text-slate-500">
                {noPlan
                  ? BILLING_CLIENT_MESSAGES.noActivePlan
                  : metric.limit === null
                    ? 'No limit on your plan'
                    : `${(metric.remaining ?? Math.max(0, metric.limit - metric.used)).toLocaleString(displayLocale())} remaining`}
              </p>
              {percent !== null ? (
                <div
                  className="mt-3 h-2 overflow-hidden rounded-full bg-slate-100"
                  role="progressbar"
                  aria-label={`${metric.label} used`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                >
                  <div className={`h-full rounded-full ${barColour(percent)}`} style={{ width: `${percent}%` }} />
                </div>
              ) : null}
            </Card>
          );
        })}
      </div>
    </div>
  );
}

/** A bar per limit, as the share of the limit used (CSS bars; no chart library). */
export function UsageChart({ metrics, noPlan = false }: { metrics: UsageMetric[]; noPlan?: boolean }) {
  if (metrics.length === 0) return <p className="text-sm text-slate-500">No usage recorded yet.</p>;
  return (
    <figure>
      <div className="flex gap-3">
        <div aria-hidden="true" className="flex h-48 flex-col justify-between pb-0 text-right text-xs text-slate-400">
          <span>100%</span>
          <span>50%</span>
          <span>0%</span>
        </div>
        <div className="relative flex h-48 flex-1 items-end justify-around gap-4 border-b border-l border-slate-200 px-4">
          <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 border-t border-dashed border-slate-200" />
          <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-1/2 border-t border-dashed border-slate-200" />
          {metrics.map((metric) => {
            const percent = metricPercent(metric);
            const height = percent === null ? 0 : Math.max(percent, metric.used > 0 ? 2 : 0);
            return (
              <div
                key={metric.key}
                className="relative flex h-full w-full max-w-24 flex-col items-center justify-end"
                data-metric={metric.key}
              >
                <span className="mb-1 text-xs font-medium text-slate-700">
                  {percent === null ? `${metric.used} · ${noPlan ? 'no plan' : 'no limit'}` : `${percent}%`}
                </span>
                <div
                  className={`w-full rounded-t-md ${percent === null ? 'bg-slate-200' : barColour(percent)}`}
                  style={{ height: percent === null ? '4px' : `${height}%` }}
                />
              </div>
            );
          })}
        </div>
      </div>
      <div className="ml-10 mt-2 flex justify-around gap-4 px-4 text-center text-xs text-slate-600" aria-hidden="true">
        {metrics.map((metric) => (
          <span key={metric.key} className="w-full max-w-24">
            {metric.label}
          </span>
        ))}
      </div>
      <figcaption className="sr-only">
        {metrics
          .map((m) =>
            noPlan ? `${m.label}: ${m.used}, no active plan` : `${m.label}: ${m.used} of ${m.limit === null ? 'unlimited' : m.limit}`,
          )
          .join('; ')}
      </figcaption>
    </figure>
  );
}
