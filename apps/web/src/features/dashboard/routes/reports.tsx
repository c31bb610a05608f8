import { ANALYTICS_MESSAGES, ANALYTICS_ROLES, formatAverageScore, type MonthlyReportRow, REPORT_MONTHS } from '@hiring/shared/analytics';
import { hasAnyRole } from '@hiring/shared/roles';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/use-session';
import { monthlyReportQueryOptions } from '../analytics-api';
import { displayLocale } from '@hiring/shared/locale';

const COLUMNS: ReadonlyArray<{ key: Exclude<keyof MonthlyReportRow, 'month'>; label: string }> = [
  { key: 'jobs_created', label: 'Listings created' },
  { key: 'question_sets_finalized', label: 'Question sets finalized' },
  { key: 'invitations_sent', label: 'Invitations sent' },
  { key: 'invitations_accepted', label: 'Invitations accepted' },
  { key: 'interviews_started', label: 'Interviews started' },
  { key: 'interviews_completed', label: 'Interviews completed' },
  { key: 'average_score', label: 'Average score' },
];

/** A cell: counts as they are, the average score to one decimal or a dash when none was scored. */
const cell = (row: MonthlyReportRow, key: (typeof COLUMNS)[number]['key']) =>
  key === 'average_score' ? formatAverageScore(row.average_score) : row[key];

const SKELETON_ROWS = Array.from({ length: REPORT_MONTHS.default }, (_, i) => `skeleton-row-${i + 1}`);

/** "2026-11" as "November 2026" (in the reader's locale, UTC). */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (m ?? 1) - 1, 1)).toLocaleDateString(displayLocale(), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * /dashboard/reports: a month-by-month summary of the company's hiring, interviews included
 * (docs/decisions/381-company-analytics.md, 421-interview-figures.md).
 */
export function ReportsRoute() {
  const { role } = useSession();
  const allowed = hasAnyRole(role, ANALYTICS_ROLES);
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Reports"
        description="Summaries of your hiring activity."
        actions={
          <ButtonLink to="/dashboard/analytics" variant="secondary" icon={<Icon name="bar-chart" className="size-4" />}>
            Analytics
          </ButtonLink>
        }
      />
      <Card>
        <CardHeader title="Monthly Reports" description={`The last ${REPORT_MONTHS.default} months, newest first (UTC).`} />
        {allowed ? <MonthlyTable /> : <p className="px-5 py-6 text-sm text-slate-600">{ANALYTICS_MESSAGES.noAccess}</p>}
      </Card>
    </div>
  );
}

function MonthlyTable() {
  const query = useQuery(monthlyReportQueryOptions(REPORT_MONTHS.default));
  if (query.isPending) {
    return (
      <div data-testid="reports-loading" className="space-y-2 px-5 py-4">
        <span className="sr-only" role="status">
          Loading reports…
        </span>
        {SKELETON_ROWS.map((key) => (
          <Skeleton key={key} className="h-8" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="px-5 py-4">
        <Alert
          variant="error"
          title={ANALYTICS_MESSAGES.loadFailed}
          action={
            <Button variant="secondary" size="sm" onClick={() => query.refetch()} icon={<Icon name="refresh" className="size-4" />}>
              Retry
            </Button>
          }
        />
      </div>
    );
  }
  const months = query.data.months;
  const quiet = months.every((m) => COLUMNS.every((c) => m[c.key] === 0 || m[c.key] === null));
  return (
    <>
      {quiet ? (
        <p className="px-5 pt-4 text-sm text-slate-600" data-testid="reports-empty">
          {ANALYTICS_MESSAGES.noActivity}
        </p>
      ) : null}
      {/* One card per month up to laptop widths, where the eight columns would not fit; the table on wide screens. */}
      <ul className="divide-y divide-slate-100 xl:hidden" aria-label="Monthly summary">
        {months.map((m) => (
          <li key={m.month} className="px-5 py-3">
            <p className="text-sm font-medium text-slate-900">{monthLabel(m.month)}</p>
            <dl className="mt-2 grid grid-cols-1 gap-x-8 gap-y-1 text-sm sm:grid-cols-2">
              {COLUMNS.map((c) => (
                <div key={c.key} className="flex justify-between gap-2">
                  <dt className="text-slate-600">{c.label}</dt>
                  <dd className="font-medium tabular-nums text-slate-900">{cell(m, c.key)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden xl:block">
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-slate-100 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
              <th scope="col" className="px-3 py-3 sm:px-5">
                Month
              </th>
              {COLUMNS.map((c) => (
                <th key={c.key} scope="col" className="px-3 py-3 text-right">
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="whitespace-nowrap px-3 py-3 text-left font-medium text-slate-900 sm:px-5">
                  {monthLabel(m.month)}
                </th>
                {COLUMNS.map((c) => (
                  <td key={c.key} className="px-3 py-3 text-right tabular-nums text-slate-700">
                    {cell(m, c.key)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
