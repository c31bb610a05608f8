import {
  AGREEMENT_MESSAGES,
  type AgreementFigures,
  type AgreementReport,
  KAPPA_NULL_REASON_LABELS,
  type KappaNullReason,
  kappaStrength,
  type QuestionAgreement,
} from '@hiring/shared/agreement';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { EmptyState, LoadError } from '@/components/ui/list-page';
import { PageHeader } from '@/components/ui/page-header';
import { agreementQueryOptions } from '../api/agreement';
import { AgreementGrid, AgreementTable } from '../components/agreement-grid';
import { BackToAnalysis, reportLinkClass } from '../components/back-to-analysis';
import { JobFilter, percent, useJobParam } from '../components/job-filter';
import { ReportSkeleton } from '../components/report-skeleton';
import { useCanManageInterviews } from '../components/use-can-manage';
import { ScrollRegion } from '@/components/ui/scroll-region';

/** A kappa as the API gives it (three decimals at most), with a true minus sign. */
export const kappaText = (k: number | null) => (k === null ? '—' : String(k).replace('-', '−'));
const reasonText = (reason: KappaNullReason | null) => (reason ? KAPPA_NULL_REASON_LABELS[reason] : '');

/** /interviews/agreement: how far the AI's scores agree with the company's reviewers, per question and goal (decision 671). */
export function AgreementRoute() {
  const [jobId, setJobId] = useJobParam();
  const report = useQuery(agreementQueryOptions(jobId || undefined));

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="AI-human agreement"
        description="How often the AI's score of an answer matches your reviewers' mean, per question and goal, and how far reviewers agree with each other."
        actions={<JobFilter value={jobId} onChange={setJobId} />}
      />
      <BackToAnalysis jobId={jobId} />
      {report.isPending ? (
        <ReportSkeleton label="Loading the agreement figures" />
      ) : report.isError ? (
        <LoadError
          title="Error Loading the Agreement"
          error={report.error}
          fallback={AGREEMENT_MESSAGES.fetchFailed}
          onRetry={() => void report.refetch()}
          retrying={report.isFetching}
        />
      ) : report.data.overall.n === 0 && report.data.overall.reviewer_n === 0 ? (
        <EmptyState
          icon="bar-chart"
          title={AGREEMENT_MESSAGES.empty}
          text="The figures fill in as reviewers score answers the AI has scored, on an interview's result page."
        />
      ) : (
        <Report data={report.data} />
      )}
    </div>
  );
}

function Report({ data }: { data: AgreementReport }) {
  const o = data.overall;
  return (
    <div className="space-y-6">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label="Answers compared" value={String(o.n)} hint="Scored by the AI and at least one reviewer" />
        <Stat label="Same score as the reviewers" value={percent(o.exact)} hint={`Within one point: ${percent(o.within_one)}`} />
        <Stat
          label="Kappa, AI and reviewers"
          value={kappaText(o.kappa)}
          hint={o.kappa === null ? reasonText(o.kappa_reason) : `${kappaStrength(o.kappa)} agreement beyond chance`}
        />
        <Stat
          label="Agreement between reviewers"
          value={kappaText(o.reviewer_kappa)}
          hint={
            o.reviewer_kappa === null
              ? `${o.reviewer_n} answers scored by two or more. ${reasonText(o.reviewer_kappa_reason)}`
              : `${kappaStrength(o.reviewer_kappa)}, over ${o.reviewer_n} answers scored by two or more`
          }
        />
      </dl>
      <p className="text-sm text-slate-600">
        The reviewers' mean of an answer is rounded half up (3.5 counts as 4). Kappa is weighted: a score two points off counts four times
        one a point off; 1 is full agreement, 0 what chance alone would give. Between reviewers the figure is Krippendorff's alpha, read the
        same way.
      </p>
      <section aria-labelledby="questions-heading" className="space-y-4">
        <h2 id="questions-heading" className="text-base font-semibold text-slate-900">
          Per question
        </h2>
        <div className="grid gap-4 lg:grid-cols-2">
          {data.questions.map((q) => (
            <QuestionCard key={q.question_id} question={q} />
          ))}
        </div>
      </section>
      <GoalsCard goals={data.goals} />
    </div>
  );
}

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card className="px-5 py-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">{value}</dd>
      {hint ? <dd className="mt-0.5 text-xs text-slate-600">{hint}</dd> : null}
    </Card>
  );
}

function Figures({ f }: { f: AgreementFigures }) {
  const items: [string, string][] = [
    ['Answers', String(f.n)],
    ['Same score', percent(f.exact)],
    ['Within one', percent(f.within_one)],
    ['Kappa', f.kappa === null ? `— (${reasonText(f.kappa_reason)})` : `${kappaText(f.kappa)} (${kappaStrength(f.kappa)})`],
    [
      'Between reviewers',
      f.reviewer_kappa === null ? `— (${f.reviewer_n} answers with two or more)` : `${kappaText(f.reviewer_kappa)} over ${f.reviewer_n}`,
    ],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {items.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-slate-600">{k}</dt>
          <dd className="text-slate-900 tabular-nums">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function QuestionCard({ question: q }: { question: QuestionAgreement }) {
  const canEditGuide = useCanManageInterviews();
  const headingId = useId();
  const caption = `Answers by AI score and reviewers' score: ${q.question_text}`;
  return (
    <Card aria-labelledby={headingId} role="group" data-testid="question-agreement" className="min-w-0">
      <div className="border-b border-slate-100 px-5 py-4">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900">
          {q.question_text}
        </h3>
        <p className="mt-0.5 text-xs text-slate-600">
          {q.job_title} · version {q.question_set_version}, question {q.question_order}
        </p>
      </div>
      <CardBody className="space-y-4">
        {q.warning ? (
          <Alert variant="warning" role="status">
            <p>{q.warning}</p>
            {canEditGuide ? (
              <Link to={`/job-listing/${q.job_position_id}/questions`} className={`${reportLinkClass} mt-1 inline-block`}>
                Open the questions of {q.job_title} to check the rating guide
              </Link>
            ) : (
              <p className="mt-1">An owner or admin can change the rating guide on the position's questions screen.</p>
            )}
          </Alert>
        ) : null}
        <div className="flex flex-wrap items-start gap-6">
          <figure className="space-y-1">
            <AgreementGrid matrix={q.matrix} />
            <figcaption className="text-xs text-slate-600">
              <span aria-hidden="true">
                Rows: the AI's score; columns: the reviewers' mean, rounded. Green: the same score; red: a different one.
              </span>
              <span className="sr-only">
                {`${q.n} answers compared; ${percent(q.exact)} got the same score from the AI and the reviewers. The table below has every count.`}
              </span>
            </figcaption>
          </figure>
          <Figures f={q} />
        </div>
        <details className="rounded-lg border border-slate-200">
          <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-slate-800">Show the numbers as a table</summary>
          <ScrollRegion label={caption}>
            <AgreementTable matrix={q.matrix} caption={caption} />
          </ScrollRegion>
        </details>
      </CardBody>
    </Card>
  );
}

function GoalsCard({ goals }: { goals: AgreementReport['goals'] }) {
  return (
    <Card>
      <CardHeader title="Per goal" description="A goal's answers are those of the questions that serve it." />
      <ScrollRegion label="Agreement per goal">
        <table className="w-full text-sm">
          <caption className="sr-only">Agreement per goal</caption>
          <thead className="bg-slate-50 text-left text-xs text-slate-600">
            <tr>
              {['Goal', 'Job', 'Answers', 'Same score', 'Within one', 'Kappa', 'Between reviewers'].map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-medium">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {goals.map((g) => (
              <tr key={`${g.job_position_id}:${g.goal_id}`}>
                <th scope="row" className="px-3 py-2 text-left font-normal text-slate-900">
                  {g.goal_text}
                </th>
                <td className="px-3 py-2 text-slate-700">{g.job_title}</td>
                <td className="px-3 py-2 text-slate-700 tabular-nums">{g.n}</td>
                <td className="px-3 py-2 text-slate-700 tabular-nums">{percent(g.exact)}</td>
                <td className="px-3 py-2 text-slate-700 tabular-nums">{percent(g.within_one)}</td>
                <td className="px-3 py-2 text-slate-700 tabular-nums">{kappaText(g.kappa)}</td>
                <td className="px-3 py-2 text-slate-700 tabular-nums">{kappaText(g.reviewer_kappa)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </Card>
  );
}
