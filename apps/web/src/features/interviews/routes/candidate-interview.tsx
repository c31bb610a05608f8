import { messageFromBody } from '@hiring/shared/errors';
import { INTERVIEW_LIMITS, INTERVIEW_MESSAGES } from '@hiring/shared/interview-constants';
import type { PublicInterview, PublicQuestion } from '@hiring/shared/interviews';
import { type KeyboardEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { saveAnswer, startInterview, submitInterview, useCandidateInterview } from '../api/candidate-interview';
import { Autosaver, type SaveState } from '../candidate/autosave';
import { CandidateLayout, CandidateMessage } from '../candidate/candidate-layout';
import {
  dropDraft,
  forgetInterview,
  keepDraft,
  keepSignals,
  keptSignals,
  rememberedStep,
  rememberStep,
  unsavedDraft,
} from '../candidate/drafts';
import { IntegrityRecorder } from '../candidate/integrity-recorder';
import { SelfIdForm } from '../candidate/self-id-form';
import { NoticeStep, Progress, SaveIndicator, StepHeading } from '../candidate/steps';
import { RightsSection } from '../candidate/rights-section';

/** `fromReview`: the candidate opened the question with Edit on the review, and may go straight back to it. */
type Step = { kind: 'notice' } | { kind: 'question'; index: number; fromReview?: boolean } | { kind: 'review' };

/**
 * Each question and the review is an entry of the browser's history (`?step=2`, `?step=review`),
 * so the browser's Back goes to the previous question rather than out of the interview, and
 * Forward comes back. Whether the step was opened from the review rides in the entry's state.
 */
const STEP_PARAM = 'step';

function stepSearch(step: Step): string {
  if (step.kind === 'review') return `?${STEP_PARAM}=review`;
  if (step.kind === 'question') return `?${STEP_PARAM}=${step.index + 1}`;
  return '';
}

/** The step an address names, when it is one this interview has. */
function stepFromAddress(search: string, state: unknown, questions: number): Step | null {
  const value = new URLSearchParams(search).get(STEP_PARAM);
  if (value === 'review') return { kind: 'review' };
  const n = Number(value);
  if (!value || !Number.isInteger(n) || n < 1 || n > questions) return null;
  const fromReview = (state as { fromReview?: unknown } | null)?.fromReview === true;
  return { kind: 'question', index: n - 1, ...(fromReview ? { fromReview } : {}) };
}

/** The message of a link that cannot be used: unknown (404) or ended (410). */
function linkProblem(error: unknown): { title: string; text: string } | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 404) return { title: 'Interview link not found', text: INTERVIEW_MESSAGES.linkNotFound };
  if (error.status === 410) {
    // The server's own answer (JSON, with a code) says why; anything else (a proxy's "Gone") does not.
    const fromServer = typeof error.body === 'object' && messageFromBody(error.body) !== undefined;
    const text = fromServer ? error.message : INTERVIEW_MESSAGES.linkExpired;
    return { title: 'This interview is closed', text };
  }
  return null;
}

function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return INTERVIEW_MESSAGES.tooManyRequests;
  return errorMessage(error);
}

/** /interview/{token}: the candidate's interview, with no account (issue 14). */
export function CandidateInterviewRoute() {
  const { token = '' } = useParams();
  const query = useCandidateInterview(token);
  const [justSubmitted, setJustSubmitted] = useState(false);
  const data = query.data;

  useEffect(() => {
    document.title = data ? `Interview: ${data.job_title} at ${data.company_name}` : 'Interview';
  }, [data]);

  if (query.status === 'pending') {
    return (
      <CandidateLayout>
        <div role="status" aria-label="Loading the interview" className="space-y-4">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-8 w-3/4" />
          <Skeleton className="h-40 w-full" />
        </div>
      </CandidateLayout>
    );
  }
  if (query.status === 'error' || !data) {
    const problem = linkProblem(query.error);
    return (
      <CandidateLayout>
        {problem ? (
          <CandidateMessage title={problem.title} tone="warning">
            <p>{problem.text}</p>
          </CandidateMessage>
        ) : (
          <CandidateMessage title="The interview could not be loaded" tone="warning">
            <p>{failureText(query.error)}</p>
            <Button variant="secondary" onClick={query.reload} loading={query.fetching}>
              Try again
            </Button>
          </CandidateMessage>
        )}
      </CandidateLayout>
    );
  }
  if (data.status === 'completed') {
    return (
      <CandidateLayout company={data.company_name} jobTitle={data.job_title}>
        <div className="space-y-6">
          {justSubmitted ? <ThankYou interview={data} /> : <Submitted interview={data} />}
          <SelfIdForm token={token} />
          <RightsSection token={token} interview={data} onChanged={query.reload} />
        </div>
      </CandidateLayout>
    );
  }
  return (
    <CandidateLayout company={data.company_name} jobTitle={data.job_title}>
      <InterviewFlow
        key={token}
        token={token}
        interview={data}
        onChanged={query.set}
        onEnded={query.reload}
        onSubmitted={(done) => {
          setJustSubmitted(true);
          query.set(done);
        }}
      />
    </CandidateLayout>
  );
}

function ThankYou({ interview }: { interview: PublicInterview }) {
  return (
    <CandidateMessage title="Thank you" tone="success">
      <p className="font-medium text-slate-900">{INTERVIEW_MESSAGES.submitted}</p>
      <p>{INTERVIEW_MESSAGES.thankYou}</p>
      <p>{interview.notice.human_review}</p>
      <p className="text-slate-600">{interview.notice.alternative}</p>
      <p className="text-slate-600">You can close this page.</p>
    </CandidateMessage>
  );
}

/** An interview opened again after it was submitted: the answers, read-only. */
function Submitted({ interview }: { interview: PublicInterview }) {
  const answers = new Map(interview.answers.map((a) => [a.question_id, a.text]));
  const scored = interview.questions.filter((q) => !q.practice);
  return (
    <div className="space-y-6">
      <CandidateMessage title="Interview submitted" tone="success">
        <p>{INTERVIEW_MESSAGES.alreadySubmitted}</p>
        {interview.completed_at ? (
          <p className="text-slate-600">
            Submitted on {new Date(interview.completed_at).toLocaleString(undefined, { dateStyle: 'long', timeStyle: 'short' })}.
          </p>
        ) : null}
      </CandidateMessage>
      <section aria-labelledby="submitted-answers" className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs">
        <h2 id="submitted-answers" className="text-base font-semibold text-slate-900">
          Your answers
        </h2>
        <ol className="mt-3 space-y-4">
          {scored.map((q, i) => (
            <li key={q.id}>
              <p className="text-sm font-medium text-slate-900">
                {i + 1}. {q.text}
              </p>
              <p className="mt-1 text-sm whitespace-pre-wrap text-slate-700">{answers.get(q.id)?.trim() || 'No answer'}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

interface SaveStatus {
  state: SaveState;
  error: string | null;
}

function firstStep(token: string, interview: PublicInterview): Step {
  if (interview.status === 'invited' || !interview.consent_given_at) return { kind: 'notice' };
  const remembered = rememberedStep(token);
  if (remembered === 'review') return { kind: 'review' };
  const index = Number(remembered);
  if (remembered !== null && Number.isInteger(index) && index >= 0 && index < interview.questions.length)
    return { kind: 'question', index };
  // Another device, or storage cleared: the first scored question without an answer.
  const answered = new Set(interview.answers.filter((a) => a.text.trim()).map((a) => a.question_id));
  const next = interview.questions.findIndex((q) => !q.practice && !answered.has(q.id));
  if (next >= 0) return { kind: 'question', index: next };
  return { kind: 'review' };
}

interface InterviewFlowProps {
  token: string;
  interview: PublicInterview;
  /** The server's newer view of the interview (after start). */
  onChanged: (interview: PublicInterview) => void;
  /** The interview ended elsewhere: read it again, which shows the right page. */
  onEnded: () => void;
  onSubmitted: (interview: PublicInterview) => void;
}

function InterviewFlow({ token, interview, onChanged, onEnded: reread, onSubmitted }: InterviewFlowProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const needsNotice = interview.status === 'invited' || !interview.consent_given_at;
  const addressed = needsNotice ? null : stepFromAddress(location.search, location.state, interview.questions.length);
  // The step just chosen, until the address names it (the router applies a navigation a moment later).
  const [chosen, setChosen] = useState<Step | null>(null);
  const step: Step = needsNotice ? { kind: 'notice' } : (addressed ?? chosen ?? firstStep(token, interview));
  const setStep = useCallback(
    (next: Step, { replace = false }: { replace?: boolean } = {}) =>
      navigate({ search: stepSearch(next) }, { replace, state: next.kind === 'question' && next.fromReview ? { fromReview: true } : null }),
    [navigate],
  );
  // An address without a step (the link itself, or another device): name the step it opens on, in place.
  const unaddressed = !needsNotice && !addressed;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step is worked out again each render; naming it once is enough.
  useEffect(() => {
    if (unaddressed) setStep(step, { replace: true });
  }, [unaddressed, setStep]);
  const [texts, setTexts] = useState<Record<string, string>>(() => {
    const saved = new Map(interview.answers.map((a) => [a.question_id, a]));
    return Object.fromEntries(
      interview.questions.map((q) => [q.id, unsavedDraft(token, q.id, saved.get(q.id)) ?? saved.get(q.id)?.text ?? '']),
    );
  });
  const [statuses, setStatuses] = useState<Record<string, SaveStatus>>({});
  const [startError, setStartError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const savers = useRef(new Map<string, Autosaver>());
  // The integrity signals the notice announces, counted per answer and sent with its saves.
  const [recorder] = useState(
    () =>
      new IntegrityRecorder({
        isVisible: () => document.visibilityState !== 'hidden',
        load: (id) => keptSignals(token, id),
        keep: (id, signals) => keepSignals(token, id, signals),
      }),
  );
  const practiceIds = useMemo(() => new Set(interview.questions.filter((q) => q.practice).map((q) => q.id)), [interview.questions]);

  // A save refused because the interview ended elsewhere (submitted in another tab, withdrawn,
  // expired): read the interview again, which shows the right page.
  const onEnded = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && (error.status === 409 || error.status === 410 || error.status === 404)) reread();
    },
    [reread],
  );

  const saverFor = useCallback(
    (questionId: string): Autosaver => {
      let saver = savers.current.get(questionId);
      if (!saver) {
        const saved = interview.answers.find((a) => a.question_id === questionId)?.text ?? '';
        saver = new Autosaver(saved, {
          save: async (text) => {
            try {
              await saveAnswer(token, questionId, text, practiceIds.has(questionId) ? undefined : recorder.snapshot(questionId));
              dropDraft(token, questionId);
            } catch (error) {
              onEnded(error);
              throw error;
            }
          },
          onChange: (state, error) =>
            setStatuses((prev) => ({ ...prev, [questionId]: { state, error: error ? failureText(error) : null } })),
        });
        savers.current.set(questionId, saver);
      }
      return saver;
    },
    [interview.answers, token, onEnded, practiceIds, recorder],
  );

  // Local copies newer than the server's are sent once the interview is open.
  const opened = step.kind !== 'notice';
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the interview opens.
  useEffect(() => {
    if (!opened) return;
    const saved = new Map(interview.answers.map((a) => [a.question_id, a.text]));
    for (const q of interview.questions) {
      const text = texts[q.id] ?? '';
      if (text !== (saved.get(q.id) ?? '')) saverFor(q.id).change(text);
    }
  }, [opened]);

  useEffect(() => {
    const map = savers.current;
    const warn = (event: BeforeUnloadEvent) => {
      if ([...map.values()].some((s) => s.dirty)) {
        for (const s of map.values()) void s.flush();
        event.preventDefault();
      }
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      // Leaving the page sends what is waiting; the savers stay usable if the page mounts again.
      for (const s of map.values()) if (s.dirty) void s.flush();
    };
  }, []);

  // The scored question on screen is the one counted; the notice, the practice question and the review are not.
  const shownQuestion = step.kind === 'question' ? interview.questions[step.index] : undefined;
  const counted = shownQuestion && !shownQuestion.practice ? shownQuestion.id : null;
  useEffect(() => {
    recorder.show(counted);
  }, [recorder, counted]);
  useEffect(() => () => recorder.show(null), [recorder]);
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState !== 'hidden') return recorder.visible();
      recorder.hidden();
      // Leaving the tab sends the question's signals (and any text waiting) at once.
      if (counted) {
        const saver = saverFor(counted);
        saver.touch();
        void saver.flush();
      }
    };
    // Closing the page, or going to another address, is not leaving the tab: its time stops and is sent.
    const onPageHide = () => {
      recorder.closing();
      if (counted) {
        const saver = saverFor(counted);
        saver.touch();
        void saver.flush();
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [recorder, counted, saverFor]);

  const stepKey = step.kind === 'question' ? String(step.index) : step.kind;
  useEffect(() => {
    if (stepKey !== 'notice') rememberStep(token, stepKey);
  }, [stepKey, token]);

  const start = async () => {
    setStarting(true);
    setStartError(null);
    try {
      const started = await startInterview(token);
      // The notice is done with: its entry becomes the first question's, so Back does not reopen it.
      setChosen({ kind: 'question', index: 0 });
      setStep({ kind: 'question', index: 0 }, { replace: true });
      onChanged(started);
    } catch (error) {
      onEnded(error);
      setStartError(failureText(error));
    } finally {
      setStarting(false);
    }
  };

  const change = (questionId: string, text: string) => {
    setTexts((prev) => ({ ...prev, [questionId]: text }));
    keepDraft(token, questionId, text);
    saverFor(questionId).change(text);
  };

  const goTo = (next: Step) => {
    // Leaving a question sends what is waiting at once; a failure shows on the review.
    if (step.kind === 'question') {
      const q = interview.questions[step.index];
      if (q && !q.practice) {
        // Its signals go with it: the time on the question ends here.
        const saver = saverFor(q.id);
        saver.touch();
        void saver.flush();
      } else if (q) void savers.current.get(q.id)?.flush();
    }
    setStep(next);
    window.scrollTo?.({ top: 0 });
  };

  if (step.kind === 'notice') {
    return (
      <div className="space-y-6">
        <NoticeStep interview={interview} onStart={() => void start()} starting={starting} error={startError} />
        <RightsSection token={token} interview={interview} onChanged={reread} withIntro={false} />
      </div>
    );
  }

  if (step.kind === 'review') {
    return (
      <ReviewStep
        token={token}
        interview={interview}
        texts={texts}
        statuses={statuses}
        savers={savers.current}
        onEdit={(index) => goTo({ kind: 'question', index, fromReview: true })}
        onRetry={(id) => void saverFor(id).retry()}
        onSubmitted={(done) => {
          forgetInterview(token);
          onSubmitted(done);
        }}
        onEnded={onEnded}
      />
    );
  }

  const question = interview.questions[step.index];
  if (!question) return null;
  const isLast = step.index === interview.questions.length - 1;
  const status = statuses[question.id] ?? { state: 'idle' as const, error: null };
  return (
    <QuestionStep
      key={question.id}
      question={question}
      questions={interview.questions}
      index={step.index}
      text={texts[question.id] ?? ''}
      status={status}
      onChange={(text) => change(question.id, text)}
      onPaste={question.practice ? undefined : (chars) => recorder.paste(question.id, chars)}
      onRetry={() => void saverFor(question.id).retry()}
      onBack={step.index > 0 ? () => goTo({ kind: 'question', index: step.index - 1, fromReview: step.fromReview }) : undefined}
      onNext={() => goTo(isLast ? { kind: 'review' } : { kind: 'question', index: step.index + 1, fromReview: step.fromReview })}
      onReview={step.fromReview && !isLast ? () => goTo({ kind: 'review' }) : undefined}
      nextLabel={isLast ? 'Review answers' : question.practice ? 'Start the first question' : 'Next question'}
    />
  );
}

interface QuestionStepProps {
  question: PublicQuestion;
  questions: readonly PublicQuestion[];
  index: number;
  text: string;
  status: SaveStatus;
  onChange: (text: string) => void;
  /** Text was pasted into the answer: its length, for the integrity signals. */
  onPaste?: (chars: number) => void;
  onRetry: () => void;
  onBack?: () => void;
  onNext: () => void;
  /** Back to the review, when the candidate came from it. */
  onReview?: () => void;
  nextLabel: string;
}

const words = (text: string) => (text.trim() ? text.trim().split(/\s+/).length : 0);

function QuestionStep({
  question,
  questions,
  index,
  text,
  status,
  onChange,
  onPaste,
  onRetry,
  onBack,
  onNext,
  onReview,
  nextLabel,
}: QuestionStepProps) {
  const headingId = useId();
  const hintId = useId();
  const scored = questions.filter((q) => !q.practice);
  const position = scored.findIndex((q) => q.id === question.id) + 1;
  const nearLimit = text.length > INTERVIEW_LIMITS.answerMax * 0.9;
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onNext();
    }
  };
  return (
    <section aria-labelledby={headingId} className="space-y-5">
      {question.practice ? (
        <div className="rounded-lg bg-indigo-50 px-4 py-3 text-sm text-indigo-900">
          <p className="font-medium">Practice question</p>
          <p>It is not scored and the team does not see it. Get used to the format, then go on.</p>
        </div>
      ) : (
        <Progress current={position} total={scored.length} />
      )}
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs">
        <p className="text-xs font-medium tracking-wide text-slate-600 uppercase">
          {question.practice ? 'Practice' : `Question ${position}`}
          {question.estimated_time > 0 ? ` · about ${question.estimated_time} min` : ''}
        </p>
        <StepHeading className="mt-1 text-lg leading-snug sm:text-xl">
          <span id={headingId}>{question.text}</span>
        </StepHeading>
        <Textarea
          aria-labelledby={headingId}
          aria-describedby={hintId}
          rows={9}
          maxLength={INTERVIEW_LIMITS.answerMax}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          onPaste={onPaste ? (e) => onPaste(Math.min(e.clipboardData.getData('text').length, INTERVIEW_LIMITS.answerMax)) : undefined}
          onKeyDown={onKeyDown}
          placeholder="Write your answer here"
          className="mt-4 text-base sm:text-sm"
        />
        <div className="mt-2 flex flex-wrap items-start justify-between gap-2">
          <SaveIndicator state={status.state} error={status.error} onRetry={onRetry} />
          <p id={hintId} className={cn('text-xs', nearLimit ? 'font-medium text-amber-800' : 'text-slate-600')}>
            {words(text)} {words(text) === 1 ? 'word' : 'words'}
            {nearLimit ? ` · ${INTERVIEW_LIMITS.answerMax - text.length} characters left` : ''}
            <span className="hidden sm:inline"> · Ctrl+Enter for the next question</span>
          </p>
        </div>
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        {onBack ? (
          <Button variant="secondary" size="lg" onClick={onBack}>
            Previous
          </Button>
        ) : (
          <span />
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          {onReview ? (
            <Button variant="secondary" size="lg" onClick={onReview}>
              Back to review
            </Button>
          ) : null}
          <Button size="lg" onClick={onNext}>
            {nextLabel}
          </Button>
        </div>
      </div>
      {index === 0 ? null : <p className="sr-only">Your answers are saved as you type.</p>}
    </section>
  );
}

interface ReviewStepProps {
  token: string;
  interview: PublicInterview;
  texts: Record<string, string>;
  statuses: Record<string, SaveStatus>;
  savers: Map<string, Autosaver>;
  onEdit: (index: number) => void;
  onRetry: (questionId: string) => void;
  onSubmitted: (interview: PublicInterview) => void;
  onEnded: (error: unknown) => void;
}

function ReviewStep({ token, interview, texts, statuses, savers, onEdit, onRetry, onSubmitted, onEnded }: ReviewStepProps) {
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const scored = useMemo(() => interview.questions.map((q, index) => ({ q, index })).filter(({ q }) => !q.practice), [interview.questions]);
  const empty = scored.filter(({ q }) => !(texts[q.id] ?? '').trim());
  // The numbers the review shows (practice left out), for "question 2 is still empty".
  const emptyNumbers = scored.flatMap(({ q }, i) => ((texts[q.id] ?? '').trim() ? [] : [i + 1]));
  const unsaved = scored.filter(({ q }) => statuses[q.id]?.state === 'error');

  const submit = async () => {
    setSubmitting(true);
    setError(null);
    try {
      const results = await Promise.all([...savers.values()].map((s) => s.flush()));
      if (results.some((ok) => !ok)) {
        setError(INTERVIEW_MESSAGES.saveFailed);
        setConfirming(false);
        return;
      }
      const done = await submitInterview(token);
      onSubmitted(done);
    } catch (e) {
      onEnded(e);
      setError(failureText(e));
      setConfirming(false);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <section className="space-y-5">
      <div>
        <p className="text-sm font-medium text-indigo-700">Last step</p>
        <StepHeading>Review your answers</StepHeading>
        <p className="mt-2 text-sm text-slate-700">
          Check each answer, change any you like, then submit. After you submit, answers can no longer be changed.
        </p>
      </div>
      <Progress current={scored.length - empty.length} total={scored.length} answered />
      <ol className="space-y-3">
        {scored.map(({ q, index }, i) => {
          const text = (texts[q.id] ?? '').trim();
          const failed = statuses[q.id]?.state === 'error';
          return (
            <li
              key={q.id}
              className={cn('rounded-xl border bg-white p-4 shadow-xs', !text || failed ? 'border-amber-300' : 'border-slate-200')}
            >
              <div className="flex items-start justify-between gap-3">
                <h2 className="text-sm font-medium text-slate-900">
                  {i + 1}. {q.text}
                </h2>
                <Button variant="secondary" size="sm" onClick={() => onEdit(index)} aria-label={`Edit answer ${i + 1}`}>
                  Edit
                </Button>
              </div>
              {text ? (
                <p className="mt-2 line-clamp-4 text-sm whitespace-pre-wrap text-slate-700">{text}</p>
              ) : (
                <p className="mt-2 text-sm font-medium text-amber-800">Not answered yet</p>
              )}
              {failed ? (
                <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-rose-700">
                  <span>{statuses[q.id]?.error ?? INTERVIEW_MESSAGES.saveFailed}</span>
                  <Button size="sm" variant="secondary" onClick={() => onRetry(q.id)}>
                    Retry
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      {empty.length > 0 ? <Alert variant="warning">{INTERVIEW_MESSAGES.unansweredQuestionNumbers(emptyNumbers)}</Alert> : null}
      {unsaved.length > 0 ? <Alert variant="error">{INTERVIEW_MESSAGES.saveFailed}</Alert> : null}
      {error ? <Alert variant="error">{error}</Alert> : null}
      {confirming ? (
        <SubmitConfirmation busy={submitting} onCancel={() => setConfirming(false)} onConfirm={() => void submit()} />
      ) : (
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button variant="secondary" size="lg" onClick={() => onEdit(interview.questions.length - 1)}>
            Previous
          </Button>
          <Button size="lg" disabled={empty.length > 0} onClick={() => setConfirming(true)}>
            Submit interview
          </Button>
        </div>
      )}
    </section>
  );
}

/**
 * The last check before submitting, in the page rather than a modal: lighter on a phone, and the
 * candidate's answers stay in view above it. Focus moves to it; "Keep editing" comes first.
 */
function SubmitConfirmation({ busy, onCancel, onConfirm }: { busy: boolean; onCancel: () => void; onConfirm: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alertdialog"
      aria-labelledby="submit-confirm-title"
      aria-describedby="submit-confirm-text"
      className="rounded-xl border border-indigo-200 bg-indigo-50 p-5 focus:outline-none"
    >
      <h2 id="submit-confirm-title" className="text-base font-semibold text-slate-900">
        Submit your interview?
      </h2>
      <p id="submit-confirm-text" className="mt-1 text-sm text-slate-700">
        After you submit, your answers can no longer be changed. A person at the company reviews every result.
      </p>
      <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" size="lg" onClick={onCancel} disabled={busy}>
          Keep editing
        </Button>
        <Button size="lg" onClick={onConfirm} loading={busy}>
          Submit
        </Button>
      </div>
    </div>
  );
}
