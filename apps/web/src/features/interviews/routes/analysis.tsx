import {
  type GoalAgreement,
  INTERVIEW_MESSAGES,
  type InterviewAnalysis,
  type JobInterviewAnalysis,
  RECOMMENDATION_LABELS,
  RECOMMENDATIONS,
  SCORE_VALUES,
} from '@hiring/shared/interviews';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { analysisQueryOptions } from '../api/interviews';
import { BiasAuditLink } from '../components/bias-audit-link';
import { DecisionLogExport } from '../components/decision-log-export';
import { JobFilter, percent, useJobParam } from '../components/job-filter';
import { ReportSkeleton } from '../components/report-skeleton';
import { EmptyState, LoadError } from '@/components/ui/list-page';
import { ScrollRegion } from '@/components/ui/scroll-region';

const signed = (n: number | null) => (n === null ? '—' : `${n > 0 ? '+' : ''}${n.toFixed(1)}`);

/** /interviews/analysis: how often reviewers keep the AI's scores, per goal, and how scores spread per job. */
export function AnalysisRoute() {
  const [jobId, setJobId] = useJobParam();
  const analysis = useQuery(analysisQueryOptions(jobId || undefined));

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Interview Analysis"
        description="How far reviewers agree with the AI's scores, goal by goal, and how scores spread in each job. Every chart has its numbers in a table below it."
        actions={<JobFilter value={jobId} onChange={setJobId} />}
      />
      <BiasAuditLink />
      {analysis.isPending ? (
        <ReportSkeleton label="Loading the analysis" />
      ) : analysis.isError ? (
        <LoadError
          title="Error Loading the Analysis"
          error={analysis.error}
          fallback={INTERVIEW_MESSAGES.fetchInterviews}
          onRetry={() => void analysis.refetch()}
          retrying={analysis.isFetching}
        />
      ) : analysis.data.jobs.every((j) => j.scored === 0) ? (
        <EmptyState
          icon="bar-chart"
          title={INTERVIEW_MESSAGES.noAnalysis}
          text="The analysis fills in as interviews are scored and reviewed."
        />
      ) : (
        <Report data={analysis.data} />
      )}
      <DecisionLogExport />
    </div>
  );
}

function Report({ data }: { data: InterviewAnalysis }) {
  const o = data.overall_agreement;
  const totals = data.jobs.reduce(
    (sum, j) => ({ completed: sum.completed + j.completed, scored: sum.scored + j.scored, reviewed: sum.reviewed + j.reviewed }),
    { completed: 0, scored: 0, reviewed: 0 },
  );
  return (
    <div className="space-y-6">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label="Interviews scored" value={String(totals.scored)} hint={`${totals.completed} completed, ${totals.reviewed} reviewed`} />
        <Stat label="Reviewed answers" value={String(o.reviewed_answers)} />
        <Stat label="Reviewer kept the AI score" value={percent(o.exact_agreement)} hint={`Within one point: ${percent(o.within_one)}`} />
        <Stat label="Reviewer minus AI, on average" value={signed(o.mean_difference)} hint="Positive: reviewers score higher" />
      </dl>
      <AgreementCard rows={data.agreement} />
      <AgreementLink />
      {data.jobs
        .filter((j) => j.scored > 0)
        .map((job) => (
          <JobCard key={job.job_position_id} job={job} />
        ))}
    </div>
  );
}

/** To the agreement screen, for the same position. */
function AgreementLink() {
  const job = useSearchParams()[0].get('job');
  return (
    <p className="text-sm">
      <Link
        to={`/interviews/agreement${job ? `?job=${encodeURIComponent(job)}` : ''}`}
        className="rounded font-medium text-indigo-700 underline hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        AI-human agreement per question, with kappa and the reviewers' own agreement
      </Link>
    </p>
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

const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

function AgreementCard({ rows }: { rows: GoalAgreement[] }) {
  const reviewed = rows.filter((r) => r.reviewed_answers > 0);
  const chart = reviewed.map((r) => ({
    goal: cut(r.goal_text, 28),
    Exact: Math.round((r.exact_agreement ?? 0) * 100),
    'Within one': Math.round((r.within_one ?? 0) * 100),
  }));
  return (
    <Card>
      <CardHeader
        title="AI-human agreement per goal"
        description="Share of reviewed answers where the reviewer kept the AI's score, and where they differ by at most one point."
      />
      <CardBody>
        {reviewed.length === 0 ? (
          <p className="text-sm text-slate-600">
            No answers reviewed yet. Confirm or change scores on an interview's result page to see agreement here.
          </p>
        ) : (
          <>
            <figure
              aria-label={`Bar chart of agreement for ${reviewed.length} goals; the table below has the numbers.`}
              role="img"
              className="h-72"
            >
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={chart} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="goal" tick={{ fontSize: 11 }} interval={0} height={50} />
                  <YAxis unit="%" domain={[0, 100]} tick={{ fontSize: 11 }} width={44} />
                  <Tooltip />
                  <Legend />
                  <Bar dataKey="Exact" fill="#4f46e5" radius={[3, 3, 0, 0]} />
                  <Bar dataKey="Within one" fill="#a5b4fc" radius={[3, 3, 0, 0]} />
                </BarChart>
              </ResponsiveContainer>
            </figure>
            <DataTable
              caption="AI-human agreement per goal"
              head={['Goal', 'Job', 'Reviewed answers', 'Exact', 'Within one', 'Reviewer minus AI']}
              rows={rows.map((r) => [
                r.goal_text,
                r.job_title,
                String(r.reviewed_answers),
                percent(r.exact_agreement),
                percent(r.within_one),
                signed(r.mean_difference),
              ])}
            />
          </>
        )}
      </CardBody>
    </Card>
  );
}

function JobCard({ job }: { job: JobInterviewAnalysis }) {
  const chart = SCORE_VALUES.map((s) => ({
    score: String(s),
    'AI scores': job.ai_answer_distribution[String(s) as '1'],
    'Reviewer scores': job.human_answer_distribution[String(s) as '1'],
    Interviews: job.overall_distribution[String(s) as '1'],
  }));
  return (
    <Card>
      <CardHeader
        title={`${job.job_title}: score distribution`}
        description={`${job.invited} invited · ${job.started} started · ${job.completed} completed · ${job.scored} scored · ${job.reviewed} reviewed · average ${job.average_overall === null ? '—' : job.average_overall.toFixed(1)}`}
      />
      <CardBody className="space-y-4">
        <figure
          role="img"
          aria-label={`Bar chart of how many answers got each score from 1 to 5, from the AI and from reviewers, in ${job.job_title}; the table below has the numbers.`}
          className="h-64"
        >
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={chart} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis
                dataKey="score"
                tick={{ fontSize: 11 }}
                label={{ value: 'Score', position: 'insideBottom', offset: -4, fontSize: 11 }}
              />
              <YAxis allowDecimals={false} tick={{ fontSize: 11 }} width={36} />
              <Tooltip />
              <Legend verticalAlign="top" />
              <Bar dataKey="AI scores" fill="#4f46e5" radius={[3, 3, 0, 0]} />
              <Bar dataKey="Reviewer scores" fill="#10b981" radius={[3, 3, 0, 0]} />
              <Bar dataKey="Interviews" fill="#f59e0b" radius={[3, 3, 0, 0]} />
            </BarChart>
          </ResponsiveContainer>
        </figure>
        <DataTable
          caption={`Score distribution of ${job.job_title}`}
          head={['Score', 'Answers (AI)', 'Answers (reviewer)', 'Interviews (overall)']}
          rows={chart.map((r) => [r.score, String(r['AI scores']), String(r['Reviewer scores']), String(r.Interviews)])}
        />
        <p className="text-sm text-slate-700">
          Recommendations: {RECOMMENDATIONS.map((r) => `${RECOMMENDATION_LABELS[r]} ${job.recommendations[r]}`).join(' · ')}
        </p>
      </CardBody>
    </Card>
  );
}

function DataTable({ caption, head, rows }: { caption: string; head: string[]; rows: string[][] }) {
  return (
    <details className="mt-3 rounded-lg border border-slate-200">
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-slate-800">Show the numbers as a table</summary>
      {/* relative: the screen-reader-only caption is placed against it, so it stays inside the scroll box. */}
      <ScrollRegion label={caption}>
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-left text-xs text-slate-600">
            <tr>
              {head.map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-medium">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.join('|')}>
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={head[i]} scope="row" className="px-3 py-2 text-left font-normal text-slate-900">
                      {cell}
                    </th>
                  ) : (
                    <td key={head[i]} className="px-3 py-2 text-slate-700 tabular-nums">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </details>
  );
}
