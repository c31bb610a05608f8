import type { QuestionsScreen } from '@hiring/shared/questions';
import { ArrowLeft, ChartColumn, Lightbulb } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, Tooltip, XAxis, YAxis } from 'recharts';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useInsightsJob, useJobQuestions } from '../api/insights-api';
import { categoryBalance, coverageRows, difficultyRows, questionPaths } from '../insights';

const AXIS_TICK = { fill: '#475569', fontSize: 12 };
const COLORS = { questions: '#4f46e5', weight: '#0d9488', goals: '#94a3b8' };
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
/** Goal labels on the coverage chart's axis; the full text is in the table and the tooltip. */
const GOAL_LABEL_CHARS = 24;

/** /job-listing/{id}/questions/analytics: coverage per goal, difficulty and category balance, and the set's metrics (spec 02 §3). */
export function QuestionAnalyticsRoute() {
  const { id = '' } = useParams();
  const questions = useJobQuestions(id);
  const job = useInsightsJob(id);
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <Link
          to={questionPaths.questions(id)}
          className="mb-2 inline-flex items-center gap-1 text-sm font-medium text-indigo-600 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Questions
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Question Set Analytics</h1>
          {questions.data?.version ? <Badge>Version {questions.data.version}</Badge> : null}
          {questions.data?.finalized ? (
            <Badge tone="green">Finalized</Badge>
          ) : questions.data?.version ? (
            <Badge tone="amber">Draft</Badge>
          ) : null}
        </div>
        <p className="mt-1 text-sm text-slate-500">
          {job.data ? `${job.data.title}: how` : 'How'} the interview questions cover the evaluation goals.
        </p>
      </div>
      {questions.isPending ? (
        <AnalyticsSkeleton />
      ) : questions.isError ? (
        <div className="space-y-4">
          <Alert variant="error" title="Error">
            {errorMessage(questions.error)}
          </Alert>
          <ButtonLink to={questionPaths.questions(id)} variant="secondary">
            Back to Questions
          </ButtonLink>
        </div>
      ) : questions.data.questions.length === 0 ? (
        <NoQuestions jobId={id} screen={questions.data} />
      ) : (
        <Analytics screen={questions.data} />
      )}
    </div>
  );
}

function AnalyticsSkeleton() {
  return (
    <div role="status" aria-label="Loading analytics" className="space-y-6">
      <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-20" />
        ))}
      </div>
      <Skeleton className="h-72 w-full" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
      </div>
    </div>
  );
}

function NoQuestions({ jobId, screen }: { jobId: string; screen: QuestionsScreen }) {
  const g = screen.generation;
  const generating = screen.status === 'generating_questions' || g.status === 'generating';
  return (
    <Card className="px-6 py-12 text-center">
      <ChartColumn className="mx-auto size-8 text-slate-400" aria-hidden="true" />
      <h2 className="mt-3 text-lg font-semibold text-slate-900">No Questions to Analyze</h2>
      <p className="mx-auto mt-1 max-w-md text-sm text-slate-500" role="status">
        {generating
          ? `Questions are being generated (${g.goals_done} of ${g.goals_total} goals done). The analytics appear when they are ready.`
          : g.status === 'failed' && g.failure_reason
            ? g.failure_reason
            : 'This position has no interview questions yet. Generate them on the questions screen.'}
      </p>
      <ButtonLink to={questionPaths.questions(jobId)} variant="secondary" className="mt-4">
        Back to Questions
      </ButtonLink>
    </Card>
  );
}

function Analytics({ screen }: { screen: QuestionsScreen }) {
  const m = screen.overall_metrics;
  const coverage = coverageRows(screen);
  const difficulty = difficultyRows(screen);
  const categories = categoryBalance(screen);
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader title="Overall Metrics" description="Question set metrics of the current version" />
        <CardBody>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            <Metric label="Total questions">{m.total_questions}</Metric>
            <Metric label="Goal coverage">{m.goal_coverage_percentage}%</Metric>
            <Metric label="Overall quality">{m.overall_quality} / 100</Metric>
            <Metric label="Connections per question">{m.avg_connections_per_question}</Metric>
            <Metric label="Total evaluation power">{m.total_evaluation_power}</Metric>
            <Metric label="Difficulty balance">{m.difficulty_balance.score} / 100</Metric>
            <Metric label="Category diversity">{m.category_diversity.score} / 100</Metric>
            <Metric label="Categories">
              <span className="text-sm font-medium capitalize">{m.category_diversity.categories.join(', ') || 'None'}</span>
            </Metric>
          </dl>
          {m.recommendations.length > 0 ? (
            <div className="mt-5 rounded-lg bg-amber-50 px-4 py-3 ring-1 ring-amber-200 ring-inset">
              <h3 className="flex items-center gap-1.5 text-sm font-medium text-amber-900">
                <Lightbulb className="size-4" aria-hidden="true" />
                Recommendations
              </h3>
              <ul className="mt-1.5 list-disc space-y-1 pl-5 text-sm text-amber-900">
                {m.recommendations.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </CardBody>
      </Card>

      <ChartCard
        title="Coverage per Goal"
        description="Questions probing each confirmed goal, and the summed weight of their connections (0 to 1 each)."
        summary={
          coverage.length === 0
            ? 'No confirmed goals.'
            : `${coverage.filter((r) => r.questions > 0).length} of ${coverage.length} goals have at least one question.`
        }
        table={
          <DataTable
            caption="Coverage per goal"
            headers={['Goal', 'Category', 'Questions', 'Summed weight']}
            rows={coverage.map((r) => ({ key: r.id, cells: [r.goal, r.category, r.questions, r.weight] }))}
          />
        }
      >
        <BarChart
          responsive
          accessibilityLayer={false}
          layout="vertical"
          data={coverage}
          style={{ width: '100%', height: Math.max(180, coverage.length * 52 + 60) }}
          margin={{ top: 4, right: 16, bottom: 4, left: 4 }}
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals tick={AXIS_TICK} />
          <YAxis
            type="category"
            dataKey="goal"
            width={150}
            tick={AXIS_TICK}
            tickFormatter={(v: string) => (v.length > GOAL_LABEL_CHARS ? `${v.slice(0, GOAL_LABEL_CHARS)}…` : v)}
          />
          <Tooltip />
          <Legend itemSorter={null} />
          <Bar dataKey="questions" name="Questions" fill={COLORS.questions} radius={[0, 4, 4, 0]} isAnimationActive={false} />
          <Bar dataKey="weight" name="Summed weight" fill={COLORS.weight} radius={[0, 4, 4, 0]} isAnimationActive={false} />
        </BarChart>
      </ChartCard>

      <div className="grid gap-6 lg:grid-cols-2">
        <ChartCard
          title="Difficulty Balance"
          description={`Easy, medium and hard questions; balance score ${m.difficulty_balance.score} / 100.`}
          summary={
            <span className="flex flex-wrap justify-center gap-x-4 gap-y-1">
              {difficulty.map((d) => (
                <span key={d.key} className="inline-flex items-center gap-1.5">
                  <span className="size-2.5 rounded-sm" style={{ backgroundColor: d.color }} aria-hidden="true" />
                  {d.label}: {d.count}
                </span>
              ))}
            </span>
          }
          table={
            <DataTable
              caption="Difficulty balance"
              headers={['Difficulty', 'Questions']}
              rows={difficulty.map((d) => ({ key: d.key, cells: [d.label, d.count] }))}
            />
          }
        >
          <PieChart responsive accessibilityLayer={false} style={{ width: '100%', height: 240 }}>
            <Pie
              // An empty slice would still draw its label line.
              data={difficulty.filter((d) => d.count > 0)}
              dataKey="count"
              nameKey="label"
              innerRadius="50%"
              outerRadius="80%"
              paddingAngle={2}
              // The chart is hidden from screen readers (the table says the same): nothing in it takes focus.
              rootTabIndex={-1}
              isAnimationActive={false}
              label={({ value }) => String(value)}
            >
              {difficulty
                .filter((d) => d.count > 0)
                .map((d) => (
                  <Cell key={d.key} fill={d.color} />
                ))}
            </Pie>
            <Tooltip />
          </PieChart>
        </ChartCard>

        <ChartCard
          title="Category Balance"
          description="Questions per category beside the confirmed goals of that category."
          summary={categories.map((c) => `${c.label}: ${plural(c.questions, 'question')}, ${plural(c.goals, 'goal')}`).join('; ')}
          table={
            <DataTable
              caption="Category balance"
              headers={['Category', 'Questions', 'Goals']}
              rows={categories.map((c) => ({ key: c.key, cells: [c.label, c.questions, c.goals] }))}
            />
          }
        >
          <BarChart
            responsive
            accessibilityLayer={false}
            data={categories}
            style={{ width: '100%', height: 240 }}
            margin={{ top: 4, right: 8, bottom: 4, left: -16 }}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={AXIS_TICK} />
            <YAxis allowDecimals={false} tick={AXIS_TICK} />
            <Tooltip />
            <Legend itemSorter={null} />
            <Bar dataKey="questions" name="Questions" fill={COLORS.questions} radius={[4, 4, 0, 0]} isAnimationActive={false} />
            <Bar dataKey="goals" name="Goals" fill={COLORS.goals} radius={[4, 4, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ChartCard>
      </div>
    </div>
  );
}

function Metric({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2.5 ring-1 ring-slate-200 ring-inset">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 text-lg font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

/** A chart for the eye, hidden from screen readers, which read the summary and the data table instead. */
function ChartCard({
  title,
  description,
  summary,
  table,
  children,
}: {
  title: string;
  description: string;
  summary: ReactNode;
  table: ReactNode;
  children: ReactNode;
}) {
  // min-w-0: a grid item would otherwise keep the width the chart last drew at, and a narrowed window scrolls sideways.
  return (
    <Card className="min-w-0">
      <CardHeader title={title} description={description} />
      <CardBody>
        <figure className="min-w-0">
          <div aria-hidden="true" className="min-w-0">
            {children}
          </div>
          <figcaption className="mt-2 text-center text-sm text-slate-600">{summary}</figcaption>
        </figure>
        {table}
      </CardBody>
    </Card>
  );
}

function DataTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: string[];
  rows: { key: string; cells: (string | number)[] }[];
}) {
  // sr-only goes on a wrapper, not on the table: a table ignores its 1px width and overflow, so its full,
  // unwrapped width would still widen the page (1066 px on a 390 px phone).
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              {r.cells.map((cell, i) =>
                i === 0 ? (
                  <th key={headers[i]} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={headers[i]}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
