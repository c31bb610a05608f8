import type { InterviewSort } from '@hiring/shared/blind-review';
import { formatDate } from '@hiring/shared/constants';
import {
  INTERVIEW_LIMITS,
  INTERVIEW_MESSAGES,
  INTERVIEW_STATUS_LABELS,
  INTERVIEW_STATUSES,
  type InterviewStatusFilter,
} from '@hiring/shared/interviews';
import { INTEGRITY_MESSAGES } from '@hiring/shared/integrity-constants';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { interviewJobsQueryOptions, useCandidates } from '../api/interviews';
import { ExportCsvButton } from '../components/export-csv-button';
import { JobOptionsError } from '../components/job-options-error';
import { InterviewStatusBadge, ScoreValue } from '../components/badges';
import { BlindReviewSetting } from '../components/blind-review-setting';
import { CandidateMessagesSettings } from '../components/candidate-messages-settings';
import { DecisionBadge } from '../components/decision-badge';
import { RecommendationWithSource } from '../components/review-progress';
import { displayCandidate } from '../components/blind';
import { RetentionSettings } from '../components/retention-settings';
import { ReminderSetting } from '../components/reminder-setting';
import { Pager } from '@/components/ui/pager';
import { EmptyState, LoadError, RowsSkeleton, SearchBox, useListParams } from '@/components/ui/list-page';
import { ScrollRegion } from '@/components/ui/scroll-region';

const SORT_OPTIONS = [
  { value: 'recent', label: 'Newest first' },
  { value: 'reviewed_score', label: 'Reviewed score' },
];
const STATUS_OPTIONS = INTERVIEW_STATUSES.map((s) => ({ value: s, label: INTERVIEW_STATUS_LABELS[s] }));
/** The address's value of the "Has integrity flags" filter. */
const FLAGGED = 'flagged';
const INTEGRITY_OPTIONS = [{ value: FLAGGED, label: INTEGRITY_MESSAGES.filterLabel }];

/** /talent/candidates: everyone interviewed, with job, status and overall score; pick 2-4 of one job to compare. */
export function CandidatesRoute() {
  const navigate = useNavigate();
  const { search, page, values, set: setQuery, clear } = useListParams(['job', 'status', 'integrity', 'sort']);
  const sort: InterviewSort = values.sort === 'reviewed_score' ? 'reviewed_score' : 'recent';
  const jobId = values.job;
  const status = (INTERVIEW_STATUSES as readonly string[]).includes(values.status) ? (values.status as InterviewStatusFilter) : undefined;
  const [picked, setPicked] = useState<{ id: string; job: string }[]>([]);
  const flaggedOnly = values.integrity === FLAGGED;
  const ids = { job: useId(), status: useId(), integrity: useId(), integrityHint: useId(), sort: useId() };

  const list = useCandidates({
    page,
    search: search || undefined,
    jobPositionId: jobId || undefined,
    status,
    integrityFlags: flaggedOnly,
    sort,
  });
  const jobs = useQuery(interviewJobsQueryOptions());

  const pickedJob = picked[0]?.job;
  const toggle = (id: string, job: string) =>
    setPicked((prev) => (prev.some((p) => p.id === id) ? prev.filter((p) => p.id !== id) : [...prev, { id, job }]));
  const data = list.data;
  const exportJob = (jobs.data?.items ?? []).find((j) => j.id === jobId) ?? null;
  const filtered = Boolean(search || jobId || status || flaggedOnly);

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Candidates"
        description="Everyone your company has interviewed. Select 2 to 4 scored candidates of one job to compare them side by side."
        actions={
          <>
            <ExportCsvButton job={exportJob} />
            <Button
              disabled={picked.length < INTERVIEW_LIMITS.compareMin}
              onClick={() =>
                navigate(
                  `/talent/compare?job=${encodeURIComponent(pickedJob ?? '')}&ids=${picked.map((p) => encodeURIComponent(p.id)).join(',')}`,
                )
              }
            >
              Compare selected ({picked.length})
            </Button>
          </>
        }
      />
      <search className="mb-5 grid gap-3 md:grid-cols-3 xl:grid-cols-[1fr_14rem_12rem_12rem_12rem]">
        <SearchBox
          label="Search by candidate name or email"
          placeholder="Search by name or email"
          value={search}
          onSearch={(value) => setQuery({ search: value })}
        />
        <div>
          <label htmlFor={ids.job} className="sr-only">
            Job position
          </label>
          <Select
            id={ids.job}
            value={jobId}
            placeholder="All job positions"
            options={(jobs.data?.items ?? []).map((j) => ({ value: j.id, label: j.title }))}
            onChange={(e) => setQuery({ job: e.target.value })}
          />
          <JobOptionsError query={jobs} />
        </div>
        <div>
          <label htmlFor={ids.status} className="sr-only">
            Status
          </label>
          <Select
            id={ids.status}
            value={status ?? ''}
            placeholder="All statuses"
            options={STATUS_OPTIONS}
            onChange={(e) => setQuery({ status: e.target.value })}
          />
        </div>
        <div>
          <label htmlFor={ids.integrity} className="sr-only">
            Integrity flags
          </label>
          <Select
            id={ids.integrity}
            value={flaggedOnly ? FLAGGED : ''}
            placeholder="All candidates"
            options={INTEGRITY_OPTIONS}
            aria-describedby={flaggedOnly ? ids.integrityHint : undefined}
            onChange={(e) => setQuery({ integrity: e.target.value })}
          />
        </div>
        <div>
          <label htmlFor={ids.sort} className="sr-only">
            Sort by
          </label>
          <Select id={ids.sort} value={sort} options={SORT_OPTIONS} onChange={(e) => setQuery({ sort: e.target.value })} />
        </div>
        {flaggedOnly ? (
          <p id={ids.integrityHint} className="text-xs text-slate-600 md:col-span-full">
            {INTEGRITY_MESSAGES.filterHint} {INTEGRITY_MESSAGES.filterNote}
          </p>
        ) : null}
      </search>

      {list.isPending ? (
        <RowsSkeleton framed />
      ) : list.isError ? (
        <LoadError
          title="Error Loading Candidates"
          error={list.error}
          fallback={INTERVIEW_MESSAGES.fetchInterviews}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : data && data.items.length > 0 ? (
        <Card className={cn('overflow-hidden', list.isPlaceholderData && 'opacity-60')}>
          {/* relative: the screen-reader-only texts in the cells are placed against it, so they stay inside the scroll box
              instead of widening the page. */}
          <ScrollRegion label="Candidates table">
            <table className="w-full min-w-[44rem] text-sm">
              <caption className="sr-only">Candidates, 10 a page</caption>
              <thead className="bg-slate-50 text-left text-xs text-slate-600">
                <tr>
                  <th scope="col" className="w-10 px-4 py-2 font-medium">
                    <span className="sr-only">Compare</span>
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Candidate
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Job
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Status
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Overall
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Recommendation
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.items.map((item) => {
                  const who = displayCandidate(item, false);
                  const comparable = item.scoring_status === 'scored';
                  const checked = picked.some((p) => p.id === item.id);
                  const otherJob = Boolean(pickedJob && pickedJob !== item.job_position_id);
                  const full = picked.length >= INTERVIEW_LIMITS.compareMax && !checked;
                  return (
                    <tr key={item.id} className="align-top">
                      <td className="px-4 py-3">
                        {comparable ? (
                          <input
                            type="checkbox"
                            className="size-4 accent-indigo-600"
                            checked={checked}
                            disabled={otherJob || full}
                            title={otherJob ? INTERVIEW_MESSAGES.compareSameJob : full ? INTERVIEW_MESSAGES.compareCount : undefined}
                            aria-label={`Select ${who.name} to compare`}
                            onChange={() => toggle(item.id, item.job_position_id)}
                          />
                        ) : null}
                      </td>
                      <td className="px-3 py-3">
                        <Link to={`/interviews/${item.id}`} className="font-medium text-slate-900 hover:text-indigo-700 hover:underline">
                          {who.name}
                        </Link>
                        {who.email ? <p className="text-xs text-slate-600">{who.email}</p> : null}
                      </td>
                      <td className="px-3 py-3">
                        <p className="text-slate-800">{item.job_title}</p>
                        <p className="text-xs text-slate-600">
                          {item.completed_at ? `Submitted ${formatDate(item.completed_at)}` : `Invited ${formatDate(item.invited_at)}`}
                        </p>
                      </td>
                      <td className="px-3 py-3">
                        <span className="flex flex-wrap gap-1">
                          <InterviewStatusBadge status={item.status} />
                          {item.status === 'completed' ? <DecisionBadge decision={item.decision.decision} /> : null}
                        </span>
                      </td>
                      <td className="px-3 py-3">
                        <ScoreValue score={item.overall_score} size="sm" />
                      </td>
                      <td className="px-3 py-3">
                        <RecommendationWithSource
                          recommendation={item.recommendation}
                          source={item.recommendation_source}
                          unreviewed={item.unreviewed_count}
                          scored={item.scoring_status === 'scored'}
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </ScrollRegion>
          <Pager
            hideSinglePage
            page={data.page}
            totalPages={data.total_pages}
            totalCount={data.total_count}
            noun="candidates"
            nounOne="candidate"
            onPage={(p) => setQuery({}, p)}
          />
        </Card>
      ) : filtered ? (
        <EmptyState
          icon="search"
          title={flaggedOnly && !search && !jobId && !status ? INTEGRITY_MESSAGES.noFlagged : 'No matching candidates'}
          text="Nothing matches these filters."
        >
          <Button variant="secondary" onClick={clear}>
            Clear filters
          </Button>
        </EmptyState>
      ) : (
        <EmptyState
          icon="users"
          title={INTERVIEW_MESSAGES.noCandidates}
          text="Candidates show here once you invite them to an interview."
        />
      )}
      <RetentionSettings />
      <BlindReviewSetting />
      <ReminderSetting />
      <CandidateMessagesSettings />
    </div>
  );
}
