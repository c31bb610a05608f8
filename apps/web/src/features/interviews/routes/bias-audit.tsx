import {
  BIAS_AUDIT_LIMITS,
  BIAS_AUDIT_MESSAGES,
  BIAS_AUDIT_SCORE_LABELS,
  BIAS_AUDIT_SCORES,
  BIAS_AUDIT_SELECTION_LABELS,
  BIAS_AUDIT_SELECTIONS,
  BIAS_AUDIT_TABLE_LABELS,
  BIAS_AUDIT_TABLES,
  type BiasAuditReport,
  type BiasAuditRow,
  type BiasAuditScore,
  type BiasAuditSelection,
  type BiasAuditTable,
  biasAuditQuerySchema,
} from '@hiring/shared/bias-audit';
import { useQuery } from '@tanstack/react-query';
import { Download, Printer } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { EmptyState, LoadError } from '@/components/ui/list-page';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-client';
import { interviewJobsQueryOptions } from '../api/interviews';
import { biasAuditQueryOptions, downloadBiasAuditCsv } from '../api/bias-audit';
import { openBiasAuditSummary, rateText, ratioText } from '../components/bias-audit-summary';
import { ImpactChart } from '../components/impact-chart';
import { BackToAnalysis } from '../components/back-to-analysis';
import { JobFilter, useJobParam } from '../components/job-filter';
import { ReportSkeleton } from '../components/report-skeleton';
import { ScrollRegion } from '@/components/ui/scroll-region';

type Period = { from?: string; to?: string };
type Errors = Partial<Record<'from' | 'to', string>>;

/** /interviews/bias-audit: scoring rates and impact ratios by sex, race/ethnicity and both (owners and admins; decision 703). */
export function BiasAuditRoute() {
  const [jobId, setJobId] = useJobParam();
  const [score, setScore] = useState<BiasAuditScore>('ai');
  const [selection, setSelection] = useState<BiasAuditSelection>('score');
  const [period, setPeriod] = useState<Period>({});
  const audit = useQuery(biasAuditQueryOptions({ jobId: jobId || undefined, ...period, score, selection }));
  const jobs = useQuery(interviewJobsQueryOptions());
  const scope = jobId ? `position: ${jobs.data?.items.find((j) => j.id === jobId)?.title ?? jobId}` : 'all job positions';

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Bias audit"
        description="Scoring rates and impact ratios by sex, race/ethnicity and both, from the answers candidates gave voluntarily after submitting. Every chart has its numbers in the table beside it."
        actions={<JobFilter value={jobId} onChange={setJobId} />}
      />
      <BackToAnalysis jobId={jobId} />
      <Controls
        key={`${audit.data?.from}-${audit.data?.to}`}
        report={audit.data}
        score={score}
        onScore={setScore}
        selection={selection}
        onSelection={setSelection}
        onPeriod={setPeriod}
      />
      {audit.isPending ? (
        <ReportSkeleton label="Loading the bias audit" />
      ) : audit.isError ? (
        <LoadError
          title="Error Loading the Bias Audit"
          error={audit.error}
          fallback={BIAS_AUDIT_MESSAGES.fetchFailed}
          onRetry={() => void audit.refetch()}
          retrying={audit.isFetching}
        />
      ) : audit.data.answered === 0 ? (
        <EmptyState
          icon="bar-chart"
          title={BIAS_AUDIT_MESSAGES.empty}
          text={`${audit.data.total} scored ${audit.data.total === 1 ? 'candidate' : 'candidates'} in the period. The audit fills in as candidates choose to answer the voluntary questions after they submit.`}
        />
      ) : (
        <Report data={audit.data} scope={scope} />
      )}
    </div>
  );
}

function Controls({
  report,
  score,
  onScore,
  selection,
  onSelection,
  onPeriod,
}: {
  report: BiasAuditReport | undefined;
  score: BiasAuditScore;
  onScore: (s: BiasAuditScore) => void;
  selection: BiasAuditSelection;
  onSelection: (s: BiasAuditSelection) => void;
  onPeriod: (p: Period) => void;
}) {
  const [from, setFrom] = useState(report?.from ?? '');
  const [to, setTo] = useState(report?.to ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = biasAuditQuerySchema.safeParse({ from: from || undefined, to: to || undefined });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'from' || field === 'to') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onPeriod({ from: from || undefined, to: to || undefined });
  };
  return (
    <Card className="mb-6">
      <CardBody>
        <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
          <Field label="From" error={errors.from}>
            {(control) => <Input {...control} type="date" value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} />}
          </Field>
          <Field label="To" error={errors.to}>
            {(control) => <Input {...control} type="date" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} />}
          </Field>
          <div className="sm:pt-7">
            <Button type="submit" variant="secondary">
              Show period
            </Button>
          </div>
        </form>
        <fieldset className="mt-4">
          <legend className="mb-1.5 text-sm font-medium text-slate-700">Score</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {BIAS_AUDIT_SCORES.map((s) => (
              <label key={s} className="inline-flex items-center gap-1.5 text-sm text-slate-800">
                <input type="radio" name="bias-audit-score" value={s} checked={score === s} onChange={() => onScore(s)} />
                {BIAS_AUDIT_SCORE_LABELS[s]}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="mt-4">
          <legend className="mb-1.5 text-sm font-medium text-slate-700">Impact ratios compare</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {BIAS_AUDIT_SELECTIONS.map((s) => (
              <label key={s} className="inline-flex items-center gap-1.5 text-sm text-slate-800">
                <input type="radio" name="bias-audit-selection" value={s} checked={selection === s} onChange={() => onSelection(s)} />
                {BIAS_AUDIT_SELECTION_LABELS[s]}
              </label>
            ))}
          </div>
        </fieldset>
      </CardBody>
    </Card>
  );
}

function Report({ data, scope }: { data: BiasAuditReport; scope: string }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await downloadBiasAuditCsv(data);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-6">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label="Candidates scored" value={String(data.total)} hint={`${data.from} to ${data.to}`} />
        <Stat label="Gave self-identification" value={String(data.answered)} hint="Voluntary, after submitting" />
        <Stat
          label="Median overall score"
          value={data.median === null ? '—' : String(data.median)}
          hint={BIAS_AUDIT_SCORE_LABELS[data.score]}
        />
        <Stat label="Under four fifths" value={String(countBelow(data))} hint="Impact ratios under 0.8, all tables" />
        {data.selection === 'decision' ? (
          <Stat
            label="Advanced or hired"
            value={String(data.selected ?? 0)}
            hint={data.undecided ? BIAS_AUDIT_MESSAGES.undecided(data.undecided) : 'Every candidate has a decision'}
          />
        ) : null}
      </dl>
      <div className="flex flex-wrap gap-3">
        <Button icon={<Download className="size-4" aria-hidden />} loading={busy} onClick={() => void download()}>
          Download CSV
        </Button>
        <Button variant="secondary" icon={<Printer className="size-4" aria-hidden />} onClick={() => openBiasAuditSummary(data, scope)}>
          Printable summary
        </Button>
      </div>
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      <p className="text-sm text-slate-600">
        Scoring rate: the share of a category scoring above the median. Impact ratio: its rate over the highest category's rate. Unknown (no
        answer or prefer not to say) is counted apart; categories under {BIAS_AUDIT_LIMITS.smallCategoryShare * 100}% of the data are left
        out of the ratios. Ratios under {BIAS_AUDIT_LIMITS.fourFifths} are marked.
      </p>
      {data.selection === 'decision' ? (
        <p className="text-sm text-slate-600">
          Selection rate: the share of a category advanced or hired. The impact ratios below compare selection rates.
        </p>
      ) : null}
      {BIAS_AUDIT_TABLES.map((t) => (
        <AuditTable key={t} table={t} rows={data[t]} unknown={data.unknown[t]} selection={data.selection === 'decision'} />
      ))}
    </div>
  );
}

const countBelow = (data: BiasAuditReport) => BIAS_AUDIT_TABLES.reduce((n, t) => n + data[t].filter((r) => r.below_four_fifths).length, 0);

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card className="px-5 py-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">{value}</dd>
      {hint ? <dd className="mt-0.5 text-xs text-slate-600">{hint}</dd> : null}
    </Card>
  );
}

function AuditTable({
  table,
  rows,
  unknown,
  selection,
}: {
  table: BiasAuditTable;
  rows: BiasAuditRow[];
  unknown: number;
  selection: boolean;
}) {
  const title = BIAS_AUDIT_TABLE_LABELS[table];
  const shown = table === 'intersection' ? rows.filter((r) => r.n > 0) : rows;
  return (
    <Card>
      <CardHeader title={title} description={`${unknown} unknown, counted apart.`} />
      <CardBody>
        <ImpactChart title={title} rows={shown} />
        <ScrollRegion label={`${title}: the numbers`} className="mt-4">
          <table className="w-full min-w-[38rem] text-sm">
            <caption className="sr-only">{`${title}: candidates, scoring rates and impact ratios`}</caption>
            <thead className="bg-slate-50 text-left text-xs text-slate-600">
              <tr>
                {['Category', 'Candidates', 'Scoring rate', ...(selection ? ['Selection rate'] : []), 'Impact ratio', 'Note'].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 font-medium">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {shown.map((r) => (
                <tr key={r.category} className={r.below_four_fifths ? 'bg-amber-50' : undefined}>
                  <th scope="row" className="px-3 py-2 text-left font-normal text-slate-900">
                    {r.label}
                  </th>
                  <td className="px-3 py-2 tabular-nums">{r.n}</td>
                  <td className="px-3 py-2 tabular-nums">{rateText(r.scoring_rate)}</td>
                  {selection ? <td className="px-3 py-2 tabular-nums">{rateText(r.selection_rate)}</td> : null}
                  <td className="px-3 py-2 tabular-nums">
                    {ratioText(r.impact_ratio)}
                    {r.below_four_fifths ? (
                      <span className="ml-2 rounded bg-amber-200 px-1.5 py-0.5 text-xs font-semibold text-amber-900">Under 0.8</span>
                    ) : null}
                  </td>
                  <td className="px-3 py-2 text-slate-600">{r.note ?? ''}</td>
                </tr>
              ))}
              <tr>
                <th scope="row" className="px-3 py-2 text-left font-normal text-slate-900">
                  Unknown
                </th>
                <td className="px-3 py-2 tabular-nums">{unknown}</td>
                <td className="px-3 py-2 text-slate-600" colSpan={selection ? 4 : 3}>
                  Counted apart: no answer or prefer not to say.
                </td>
              </tr>
            </tbody>
          </table>
        </ScrollRegion>
        {table === 'intersection' && shown.length < rows.length ? (
          <p className="mt-2 text-xs text-slate-600">
            {rows.length - shown.length} combinations with no candidates are not listed; the CSV and the printable summary list every one.
          </p>
        ) : null}
      </CardBody>
    </Card>
  );
}
