import { type Compare, INTERVIEW_LIMITS, INTERVIEW_MESSAGES } from '@hiring/shared/interviews';
import { useQuery } from '@tanstack/react-query';
import { EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { compareQueryOptions, interviewJobsQueryOptions, useInterviews } from '../api/interviews';
import { ExportCsvButton } from '../components/export-csv-button';
import { JobOptionsError } from '../components/job-options-error';
import { ReviewBadge, ScoreValue } from '../components/badges';
import { DecisionBadge } from '../components/decision-badge';
import { byReviewedScore } from '../components/compare-order';
import { RecommendationWithSource } from '../components/review-progress';
import { Checkbox } from '@/components/ui/checkbox';
import { displayCandidate } from '../components/blind';
import { EmailText } from '../components/email-text';
import { ScrollRegion } from '@/components/ui/scroll-region';

/** The ids of the address (?ids=a,b), without repeats, at most four. */
export function idsFrom(params: URLSearchParams): string[] {
  const raw = (params.get('ids') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return [...new Set(raw)].slice(0, INTERVIEW_LIMITS.compareMax);
}

/** /talent/compare: 2-4 scored candidates of one job side by side per goal, with a blind mode. */
export function CompareRoute() {
  const [params, setParams] = useSearchParams();
  const jobId = params.get('job') ?? '';
  const ids = idsFrom(params);
  const blind = params.get('blind') === '1';
  const jobs = useQuery(interviewJobsQueryOptions());
  // Candidates of the job to choose from; names hidden in blind mode here too.
  const pool = useInterviews({ page: 1, pageSize: 100, status: 'completed', jobPositionId: jobId || undefined, blind });
  const ready = ids.length >= INTERVIEW_LIMITS.compareMin;
  const compare = useQuery({ ...compareQueryOptions(ids, blind), enabled: ready });
  const jobSelectId = useId();
  const blindId = useId();

  const update = (next: { job?: string; ids?: string[]; blind?: boolean }) => {
    const out = new URLSearchParams();
    const job = next.job ?? jobId;
    const list = next.job !== undefined && next.job !== jobId ? [] : (next.ids ?? ids);
    if (job) out.set('job', job);
    if (list.length > 0) out.set('ids', list.join(','));
    if (next.blind ?? blind) out.set('blind', '1');
    setParams(out, { replace: true });
  };

  const scored = (pool.data?.items ?? []).filter((i) => i.scoring_status === 'scored');

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Compare Candidates"
        description="Choose a job and 2 to 4 of its scored candidates: their results per goal side by side, with a quote each."
        actions={<ExportCsvButton job={(jobs.data?.items ?? []).find((j) => j.id === jobId) ?? null} />}
      />
      {/* grid-cols-1 (minmax(0, 1fr)) on a phone: an auto column would grow to the longest name or email in the picker. */}
      <div className="mb-5 grid grid-cols-1 gap-4 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <Card>
          <CardBody className="space-y-4">
            <div>
              <label htmlFor={jobSelectId} className="mb-1.5 block text-sm font-medium text-slate-700">
                Job position
              </label>
              <Select
                id={jobSelectId}
                value={jobId}
                placeholder="Choose a job position"
                options={(jobs.data?.items ?? []).map((j) => ({ value: j.id, label: j.title }))}
                onChange={(e) => update({ job: e.target.value })}
              />
              <JobOptionsError query={jobs} />
            </div>
            <div className="flex items-start gap-3 rounded-lg bg-slate-50 p-3">
              <input
                id={blindId}
                type="checkbox"
                role="switch"
                aria-checked={blind}
                checked={blind}
                onChange={(e) => update({ blind: e.target.checked })}
                className="mt-0.5 size-4 accent-indigo-600"
              />
              <label htmlFor={blindId} className="text-sm">
                <span className="flex items-center gap-1.5 font-medium text-slate-900">
                  <EyeOff className="size-4" aria-hidden /> Blind mode
                </span>
                <span className="block text-slate-600">Hides names and emails, so the answers are judged alone.</span>
              </label>
            </div>
          </CardBody>
        </Card>
        <Card>
          <CardHeader title="Candidates" description={`${ids.length} of ${INTERVIEW_LIMITS.compareMax} selected`} />
          <CardBody>
            {!jobId ? (
              <p className="text-sm text-slate-600">Choose a job position to see its scored candidates.</p>
            ) : pool.isPending ? (
              <Skeleton className="h-20 w-full" />
            ) : pool.isError ? (
              <Alert variant="error">{errorMessage(pool.error)}</Alert>
            ) : scored.length === 0 ? (
              <p className="text-sm text-slate-600">No scored interviews for this job yet.</p>
            ) : (
              <fieldset>
                <legend className="sr-only">Candidates to compare</legend>
                <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                  {scored.map((item) => {
                    const checked = ids.includes(item.id);
                    const who = displayCandidate(item, blind);
                    return (
                      <li key={item.id}>
                        <label
                          className={cn(
                            'flex items-center gap-3 rounded-lg border px-3 py-2 text-sm',
                            checked ? 'border-indigo-300 bg-indigo-50' : 'border-slate-200',
                          )}
                        >
                          <input
                            type="checkbox"
                            className="size-4 accent-indigo-600"
                            checked={checked}
                            disabled={!checked && ids.length >= INTERVIEW_LIMITS.compareMax}
                            onChange={() => update({ ids: checked ? ids.filter((i) => i !== item.id) : [...ids, item.id] })}
                          />
                          <span className="min-w-0 flex-1">
                            <span className="block font-medium break-words text-slate-900" data-candidate-name>
                              {who.name}
                            </span>
                            {who.email ? <EmailText email={who.email} className="block text-xs text-slate-600" /> : null}
                          </span>
                          <ScoreValue score={item.overall_score} size="sm" />
                        </label>
                      </li>
                    );
                  })}
                </ul>
              </fieldset>
            )}
          </CardBody>
        </Card>
      </div>

      {!ready ? (
        <Alert variant="info">{INTERVIEW_MESSAGES.compareCount}.</Alert>
      ) : compare.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : compare.isError ? (
        <Alert variant="error" title="The comparison could not be loaded">
          {errorMessage(compare.error)}
        </Alert>
      ) : (
        <CompareTable data={compare.data} blind={blind} />
      )}
    </div>
  );
}

/**
 * Why a candidate shows no scores: blind review keeps the AI's draft back until every answer is reviewed. Written
 * here, in the compare screen's own chunk, not with the shared messages that the sign-in page loads.
 */
const SCORES_HIDDEN = "Under blind review a candidate's scores stay hidden (—) until every answer has a reviewer's score.";

function CompareTable({ data: given, blind }: { data: Compare; blind: boolean }) {
  const [byReviewed, setByReviewed] = useState(false);
  const data = byReviewed ? { ...given, candidates: byReviewedScore(given.candidates) } : given;
  const scoresOf = (goalId: string) => data.candidates.map((c) => c.goals.find((g) => g.goal_id === goalId)?.score ?? 0);
  // The highest score of a goal, or 0 when everyone scored the same (no one stands out).
  const best = (goalId: string) => {
    const scores = scoresOf(goalId);
    const top = Math.max(...scores);
    return top > Math.min(...scores) ? top : 0;
  };
  // The server sends no score for a candidate whose draft blind review keeps back (not every answer reviewed yet).
  const hidden = data.candidates.some((c) => c.overall_score === null);
  return (
    <Card className={cn('overflow-hidden', blind && 'ring-2 ring-indigo-200')}>
      <CardHeader
        title={`${data.job_title}: side by side`}
        description={
          [blind ? 'Blind mode: names and emails are hidden.' : '', hidden ? SCORES_HIDDEN : ''].filter(Boolean).join(' ') || undefined
        }
        action={<Checkbox label="Order by reviewed score" checked={byReviewed} onChange={(e) => setByReviewed(e.target.checked)} />}
      />
      {/* relative: the screen-reader-only texts in the cells are placed against it, so they stay inside the scroll box
          instead of widening the page. */}
      <ScrollRegion label="Comparison table">
        <table className="w-full min-w-[40rem] text-sm" data-blind={blind || undefined}>
          <caption className="sr-only">Scores per goal for each candidate, with a quote from their answers</caption>
          <thead className="bg-slate-50 text-left">
            <tr>
              <th scope="col" className="w-56 px-4 py-3 text-xs font-medium text-slate-600">
                Goal
              </th>
              {data.candidates.map((c) => {
                const who = displayCandidate(c, blind || data.blind);
                return (
                  <th key={c.interview_id} scope="col" className="px-4 py-3 align-top">
                    <Link
                      to={`/interviews/${c.interview_id}`}
                      className="font-semibold text-slate-900 hover:text-indigo-700 hover:underline"
                      data-candidate-name
                    >
                      {who.name}
                    </Link>
                    {who.email ? <EmailText email={who.email} className="block text-xs font-normal text-slate-600" /> : null}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            <tr className="bg-indigo-50/40">
              <th scope="row" className="px-4 py-3 text-left font-medium text-slate-900">
                Overall
              </th>
              {data.candidates.map((c) => (
                <td key={c.interview_id} className="px-4 py-3">
                  <div className="flex flex-wrap items-center gap-2">
                    <ScoreValue score={c.overall_score} label="overall" />
                    {/* A reviewed recommendation already says "Reviewed" under it. */}
                    {c.review_status === 'reviewed' && c.recommendation_source === 'reviewed' ? null : (
                      <ReviewBadge status={c.review_status} />
                    )}
                    <DecisionBadge decision={c.decision} />
                    <RecommendationWithSource
                      recommendation={c.recommendation}
                      source={c.recommendation_source}
                      unreviewed={c.unreviewed_count}
                    />
                  </div>
                </td>
              ))}
            </tr>
            {data.goals.map((goal) => {
              const top = best(goal.goal_id);
              return (
                <tr key={goal.goal_id} className="align-top">
                  <th scope="row" className="px-4 py-3 text-left font-normal">
                    <span className="font-medium text-slate-900">{goal.goal_text}</span>
                    <span className="block text-xs text-slate-600 capitalize">{goal.category}</span>
                  </th>
                  {data.candidates.map((c) => {
                    const g = c.goals.find((x) => x.goal_id === goal.goal_id);
                    const isTop = g?.score !== null && g?.score !== undefined && g.score === top && top > 0;
                    return (
                      <td key={c.interview_id} className={cn('px-4 py-3', isTop && 'bg-emerald-50/60')}>
                        <ScoreValue score={g?.score ?? null} size="sm" />
                        {isTop ? <span className="ml-2 text-xs text-emerald-800">Highest</span> : null}
                        {g?.quote ? <q className="mt-1 block text-xs text-slate-700 italic">{g.quote}</q> : null}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
    </Card>
  );
}
