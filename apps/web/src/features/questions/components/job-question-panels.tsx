import { QUESTION_SCREEN_MESSAGES as M, type QuestionsScreen } from '@hiring/shared/questions';
import { ChartColumn, History, Link2, ListChecks } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useJobQuestions } from '../api/insights-api';
import { questionActionRules } from '../rules';
import { capitalize, DIFFICULTY_LABELS, mainPreviews, type QuestionPreview, questionPaths, sidebarPreviews } from '../insights';

interface PanelProps {
  jobId: string;
}

/** What the job detail shows of a position's questions (spec 02 §2.1); the jobs feature places them. */
export const jobQuestionPanels = {
  Preview: QuestionsPreview,
  Manager: QuestionManager,
  Sidebar: QuestionSidebar,
};

/** The questions, or the state they are in (loading, failed to load, being generated, none yet). */
function Loaded({ jobId, lines, children }: PanelProps & { lines: number; children: (screen: QuestionsScreen) => ReactNode }) {
  const query = useJobQuestions(jobId);
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading interview questions" className="space-y-2">
        {Array.from({ length: lines }, (_, i) => `line-${i}`).map((key) => (
          <Skeleton key={key} className="h-4 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError) return <Alert variant="error">{errorMessage(query.error)}</Alert>;
  const screen = query.data;
  const g = screen.generation;
  if (screen.status === 'generating_questions' || g.status === 'generating') {
    return (
      <div role="status" className="space-y-2 text-sm text-slate-600">
        <p>
          Generating questions: {g.goals_done} of {g.goals_total} goals done.
        </p>
        <progress
          className="h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-indigo-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-indigo-600"
          max={Math.max(1, g.goals_total)}
          value={g.goals_done}
          aria-label="Question generation progress"
        />
      </div>
    );
  }
  if (screen.questions.length === 0) {
    return (
      <p className="text-sm text-slate-500">
        {g.status === 'failed' && g.failure_reason ? g.failure_reason : 'No interview questions yet.'}
      </p>
    );
  }
  return children(screen);
}

/** The Interview Questions card: the first 4 questions with 2 follow-ups each, intent cut at 40 and follow-ups at 60 characters. */
function QuestionsPreview({ jobId }: PanelProps) {
  return (
    <Loaded jobId={jobId} lines={4}>
      {(screen) => {
        const previews = mainPreviews(screen.questions);
        return (
          <div className="space-y-4">
            <ol className="space-y-3" aria-label="Interview questions preview">
              {previews.map((q) => (
                <li key={q.id} className="rounded-lg border border-slate-200 px-3 py-3">
                  <PreviewHead q={q} />
                  {q.intent ? (
                    <p className="mt-2 text-xs text-slate-600">
                      <span className="font-medium text-slate-700">Intent:</span> {q.intent}
                    </p>
                  ) : null}
                  {q.followups.length > 0 ? (
                    <div className="mt-2">
                      <p className="text-xs font-medium text-slate-700">Follow-ups</p>
                      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-xs text-slate-600">
                        {q.followups.map((f, i) => (
                          // Two follow-ups may be cut to the same text.
                          // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for a render
                          <li key={i}>{f}</li>
                        ))}
                      </ul>
                    </div>
                  ) : null}
                </li>
              ))}
            </ol>
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <p className="text-slate-500">
                Showing {previews.length} of {screen.questions.length} {screen.questions.length === 1 ? 'question' : 'questions'}
                {screen.version ? ` · version ${screen.version}` : ''}
                {screen.finalized ? ' · finalized' : ''}
              </p>
              <Link to={questionPaths.questions(jobId)} className="font-medium text-indigo-600 hover:underline">
                View all questions
              </Link>
            </div>
          </div>
        );
      }}
    </Loaded>
  );
}

function PreviewHead({ q, compact = false }: { q: QuestionPreview; compact?: boolean }) {
  return (
    <>
      <p className={compact ? 'text-sm text-slate-900' : 'text-sm font-medium text-slate-900'}>
        <span className="mr-1 text-slate-500">{q.order}.</span>
        {q.text}
      </p>
      <p className="mt-1 flex flex-wrap gap-1.5">
        <Badge className="capitalize">{q.category}</Badge>
        <Badge tone={q.difficulty === 'hard' ? 'rose' : q.difficulty === 'easy' ? 'green' : 'amber'}>
          {DIFFICULTY_LABELS[q.difficulty] ?? capitalize(q.difficulty)}
        </Badge>
        {compact ? null : <Badge tone="indigo">{q.estimated_time} min</Badge>}
      </p>
    </>
  );
}

/** The question manager (questions_ready and active): the set at a glance and where to manage it. */
function QuestionManager({ jobId }: PanelProps) {
  const links = (
    <div className="grid gap-2">
      <ButtonLink to={questionPaths.questions(jobId)} size="sm" icon={<ListChecks className="size-4" aria-hidden="true" />}>
        Manage Questions
      </ButtonLink>
      <ButtonLink
        to={questionPaths.setHistory(jobId)}
        size="sm"
        variant="secondary"
        icon={<History className="size-4" aria-hidden="true" />}
      >
        View History
      </ButtonLink>
      <ButtonLink
        to={questionPaths.analytics(jobId)}
        size="sm"
        variant="secondary"
        icon={<ChartColumn className="size-4" aria-hidden="true" />}
      >
        View Analytics
      </ButtonLink>
      <InterviewLinksAction jobId={jobId} />
    </div>
  );
  return (
    <div className="space-y-4">
      <Loaded jobId={jobId} lines={2}>
        {(screen) => {
          const m = screen.overall_metrics;
          return (
            <div className="space-y-2 text-sm">
              <p className="flex flex-wrap items-center gap-2 text-slate-700">
                {screen.questions.length} interview {screen.questions.length === 1 ? 'question' : 'questions'}
                {screen.version ? <Badge>Version {screen.version}</Badge> : null}
                {screen.finalized ? <Badge tone="green">Finalized</Badge> : <Badge tone="amber">Draft</Badge>}
              </p>
              <p className="text-slate-500">
                {m.goal_coverage_percentage}% goal coverage · quality {m.overall_quality} / 100
              </p>
            </div>
          );
        }}
      </Loaded>
      {links}
    </div>
  );
}

/**
 * Create Interview Links, by the questions screen's rule: a link once the set is finalized and the
 * position active; before that a disabled button that says what is missing. While the set is being
 * read (or cannot be), the link stays: the links page says itself why it refuses.
 */
function InterviewLinksAction({ jobId }: PanelProps) {
  const query = useJobQuestions(jobId);
  const icon = <Link2 className="size-4" aria-hidden="true" />;
  if (query.data && !questionActionRules(query.data).interviewLinks) {
    return (
      <>
        <Button size="sm" variant="secondary" icon={icon} disabled aria-describedby="manager-links-note">
          {M.createInterviewLinks}
        </Button>
        <p id="manager-links-note" className="text-xs text-slate-500">
          {M.interviewLinksNeedActive}
        </p>
      </>
    );
  }
  return (
    <ButtonLink to={questionPaths.interviewLinks(jobId)} size="sm" variant="secondary" icon={icon}>
      {M.createInterviewLinks}
    </ButtonLink>
  );
}

/** The sidebar summary (interviewing and interviews_closed): the first 2 questions. */
function QuestionSidebar({ jobId }: PanelProps) {
  return (
    <Loaded jobId={jobId} lines={2}>
      {(screen) => {
        const previews = sidebarPreviews(screen.questions);
        return (
          <div className="space-y-3">
            <ol className="space-y-3" aria-label="Question summary">
              {previews.map((q) => (
                <li key={q.id}>
                  <PreviewHead q={q} compact />
                </li>
              ))}
            </ol>
            <p className="text-sm text-slate-500">
              {screen.questions.length} {screen.questions.length === 1 ? 'question' : 'questions'} in all ·{' '}
              <Link to={questionPaths.questions(jobId)} className="font-medium text-indigo-600 hover:underline">
                View all
              </Link>
            </p>
          </div>
        );
      }}
    </Loaded>
  );
}
