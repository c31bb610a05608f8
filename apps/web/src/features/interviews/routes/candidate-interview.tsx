import { messageFromBody } from '@hiring/shared/errors';
import { DEFAULT_NEXT_STEPS } from '@hiring/shared/decision-constants';
import { INTERVIEW_LIMITS } from '@hiring/shared/interview-constants';
import { displayLocale } from '@hiring/shared/locale';
import type { PublicInterview, PublicQuestion } from '@hiring/shared/interviews';
import { type KeyboardEvent, lazy, type ReactNode, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import {
  answerFollowUp,
  saveAnswer,
  skipFollowUp,
  startInterview,
  submitInterview,
  useCandidateInterview,
} from '../api/candidate-interview';
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
import { NoticeStep, Progress, SaveIndicator, SavedMark, StepHeading } from '../candidate/steps';
import type { MessageKey } from '../candidate/i18n/messages-en';
import { CandidateLanguage, useErrorText, useT } from '../candidate/i18n/use-candidate-language';
import type { PublicFollowUp } from '@hiring/shared/follow-ups';
import { useCandidateText } from '../candidate/candidate-text';
import { useOnline } from '../candidate/connection';
import { FollowUpPanel } from '../candidate/follow-up-panel';
import { QuestionTimer } from '../candidate/question-timer';

/** The follow-up's reply is kept and saved like an answer, under this key. */
const followUpKey = (questionId: string) => `fu:${questionId}`;
const isFollowUpKey = (key: string) => key.startsWith('fu:');

// What a candidate reads after the questions, or beside the notice (their rights, the voluntary
// self-identification), loads after the page: it keeps the first load within the budget (decision 437).
const SelfIdForm = lazy(() => import('../candidate/self-id-form').then((m) => ({ default: m.SelfIdForm })));
const RightsSection = lazy(() => import('../candidate/rights-section').then((m) => ({ default: m.RightsSection })));

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
function linkProblem(
  error: unknown,
  t: (key: MessageKey) => string,
  errorText: (error: unknown) => string,
): { title: string; text: string } | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 404) return { title: t('link.notFoundTitle'), text: t('link.notFound') };
  if (error.status === 410) {
    // The server's own answer (JSON, with a code) says why; anything else (a proxy's "Gone") does not.
    const fromServer = typeof error.body === 'object' && messageFromBody(error.body) !== undefined;
    const text = fromServer ? errorText(error) : t('link.expired');
    return { title: t('link.closedTitle'), text };
  }
  return null;
}

/** The loading state, also shown while the interview's language first loads. */
function LoadingInterview() {
  const t = useT();
  return (
    <CandidateLayout>
      <div role="status" aria-label={t('page.loading')} className="space-y-4">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-40 w-full" />
      </div>
    </CandidateLayout>
  );
}

/** /interview/{token}: the candidate's interview, with no account (issue 14), in the candidate's language (issue 42). */
export function CandidateInterviewRoute() {
  const { token = '' } = useParams();
  const query = useCandidateInterview(token);
  return (
    <CandidateLanguage position={query.data?.language} fallback={<LoadingInterview />}>
      <CandidateInterviewPage token={token} query={query} />
    </CandidateLanguage>
  );
}

function CandidateInterviewPage({ token, query }: { token: string; query: ReturnType<typeof useCandidateInterview> }) {
  const t = useT();
  const failureText = useErrorText();
  const [justSubmitted, setJustSubmitted] = useState(false);
  const data = query.data;

  useEffect(() => {
    document.title = data ? t('page.title', { job: data.job_title, company: data.company_name }) : t('layout.interview');
  }, [data, t]);

  if (query.status === 'pending') return <LoadingInterview />;
  if (query.status === 'error' || !data) {
    const problem = linkProblem(query.error, t, failureText);
    return (
      <CandidateLayout>
        {problem ? (
          <CandidateMessage title={problem.title} tone="warning">
            <p>{problem.text}</p>
          </CandidateMessage>
        ) : (
          <CandidateMessage title={t('load.failedTitle')} tone="warning">
            <p>{failureText(query.error)}</p>
            <Button variant="secondary" onClick={query.reload} loading={query.fetching}>
              {t('load.retry')}
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
          {data.outcome ? <Outcome outcome={data.outcome} /> : null}
          {justSubmitted ? <ThankYou interview={data} /> : <Submitted interview={data} />}
          {data.outcome ? null : <NextSteps text={data.next_steps} />}
          <Suspense fallback={null}>
            <SelfIdForm token={token} />
            <RightsSection token={token} interview={data} onChanged={query.reload} />
          </Suspense>
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

/** The decision the team told the candidate of (issue 43); after a rejection, how to ask for a person to look again. */
function Outcome({ outcome }: { outcome: NonNullable<PublicInterview['outcome']> }) {
  const t = useT();
  return (
    <section
      aria-labelledby="interview-outcome"
      className="rounded-xl border border-indigo-200 bg-indigo-50 p-5"
      data-outcome={outcome.decision}
    >
      <h2 id="interview-outcome" className="text-base font-semibold text-slate-900">
        {t(`outcome.${outcome.decision}.title`)}
      </h2>
      <p className="mt-2 text-sm text-slate-800">{t(`outcome.${outcome.decision}.text`)}</p>
      {outcome.human_review ? <p className="mt-2 text-sm text-slate-800">{t('outcome.humanReview')}</p> : null}
    </section>
  );
}

/**
 * What happens after submitting, and when: the company's text as they wrote it, or the default in
 * the page's language (the server sends the default's English words, DEFAULT_NEXT_STEPS).
 */
function NextSteps({ text }: { text: string }) {
  const t = useT();
  return (
    <section aria-labelledby="next-steps" className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs">
      <h2 id="next-steps" className="text-base font-semibold text-slate-900">
        {t('done.nextSteps')}
      </h2>
      <p className="mt-2 text-sm whitespace-pre-wrap text-slate-700">{text === DEFAULT_NEXT_STEPS ? t('done.defaultNextSteps') : text}</p>
    </section>
  );
}

function ThankYou({ interview }: { interview: PublicInterview }) {
  const t = useT();
  const company = interview.company_name || t('layout.theCompany');
  return (
    <CandidateMessage title={t('done.thankYouTitle')} tone="success">
      <p className="font-medium text-slate-900">{t('done.submitted')}</p>
      <p>{t('done.thankYou')}</p>
      <p>{t('notice.humanReview', { company })}</p>
      <p className="text-slate-600">{t('notice.alternative', { contact: interview.notice.contact_email ?? company })}</p>
      <p className="text-slate-600">{t('done.close')}</p>
    </CandidateMessage>
  );
}

/** An interview opened again after it was submitted: the answers, read-only. */
function Submitted({ interview }: { interview: PublicInterview }) {
  const t = useT();
  const answers = new Map(interview.answers.map((a) => [a.question_id, a]));
  const scored = interview.questions.filter((q) => !q.practice);
  return (
    <div className="space-y-6">
      <CandidateMessage title={t('done.submittedTitle')} tone="success">
        <p>{t('done.alreadySubmitted')}</p>
        {interview.completed_at ? (
          <p className="text-slate-600">
            {t('done.submittedOn', {
              date: new Date(interview.completed_at).toLocaleString(displayLocale(), { dateStyle: 'long', timeStyle: 'short' }),
            })}
          </p>
        ) : null}
      </CandidateMessage>
      <section aria-labelledby="submitted-answers" className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs">
        <h2 id="submitted-answers" className="text-base font-semibold text-slate-900">
          {t('done.yourAnswers')}
        </h2>
        <ol className="mt-3 space-y-4">
          {scored.map((q, i) => (
            <li key={q.id}>
              <p className="text-sm font-medium text-slate-900">
                {i + 1}. {q.text}
              </p>
              <p className="mt-1 text-sm whitespace-pre-wrap text-slate-700">{answers.get(q.id)?.text.trim() || t('done.noAnswer')}</p>
              <FollowUpReply question={answers.get(q.id)?.follow_up?.text} reply={answers.get(q.id)?.follow_up?.answer} />
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/** A follow-up and the candidate's reply, under their first answer; nothing when they did not reply. */
function FollowUpReply({ question, reply, clamp }: { question: string | undefined; reply: string | null | undefined; clamp?: boolean }) {
  const say = useCandidateText();
  if (!question || !reply?.trim()) return null;
  return (
    <div className="mt-2 border-l-2 border-indigo-200 pl-3 text-sm">
      <p className="font-medium text-slate-900">
        {say.followUpReviewLabel}: {question}
      </p>
      <p className={cn('mt-1 whitespace-pre-wrap text-slate-700', clamp && 'line-clamp-3')}>{reply}</p>
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
  const t = useT();
  const failureText = useErrorText();
  const say = useCandidateText();
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
    const replies = interview.answers.flatMap((a) => {
      if (!a.follow_up) return [];
      const key = followUpKey(a.question_id);
      const server = a.follow_up.answer !== null ? { text: a.follow_up.answer, saved_at: a.follow_up.saved_at ?? '' } : undefined;
      return [[key, unsavedDraft(token, key, server) ?? a.follow_up.answer ?? '']];
    });
    return Object.fromEntries([
      ...interview.questions.map((q) => [q.id, unsavedDraft(token, q.id, saved.get(q.id)) ?? saved.get(q.id)?.text ?? '']),
      ...replies,
    ]);
  });
  // The follow-up each answer asks (issue 42), as the last save said; a ref too, read right after a save.
  const followUpsRef = useRef<Record<string, PublicFollowUp | null>>(
    Object.fromEntries(interview.answers.map((a) => [a.question_id, a.follow_up ?? null])),
  );
  const [followUps, setFollowUps] = useState(followUpsRef.current);
  const noteFollowUp = useCallback((questionId: string, followUp: PublicFollowUp | null | undefined) => {
    if (followUp === undefined) return;
    followUpsRef.current = { ...followUpsRef.current, [questionId]: followUp };
    setFollowUps(followUpsRef.current);
  }, []);
  // Questions whose follow-up is on screen: asked when the candidate moved on, or replied to or skipped before.
  const [askedOpen, setAskedOpen] = useState<Set<string>>(
    () =>
      new Set(
        interview.answers.filter((a) => a.follow_up && (a.follow_up.answer !== null || a.follow_up.skipped)).map((a) => a.question_id),
      ),
  );
  const [justAsked, setJustAsked] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
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
        const reply = isFollowUpKey(questionId);
        const answered = interview.answers.find((a) => a.question_id === (reply ? questionId.slice(3) : questionId));
        const saved = (reply ? answered?.follow_up?.answer : answered?.text) ?? '';
        saver = new Autosaver(saved, {
          save: async (text) => {
            try {
              if (reply) {
                const result = await answerFollowUp(token, questionId.slice(3), text);
                noteFollowUp(result.question_id, result.follow_up);
              } else {
                const result = await saveAnswer(
                  token,
                  questionId,
                  text,
                  practiceIds.has(questionId) ? undefined : recorder.snapshot(questionId),
                );
                noteFollowUp(questionId, result.follow_up);
              }
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
    [interview.answers, token, onEnded, practiceIds, recorder, failureText, noteFollowUp],
  );
  // Back online: every answer waiting is sent again at once (decision 784).
  const resendAll = useCallback(() => {
    for (const s of savers.current.values()) if (s.dirty) void s.retry();
  }, []);
  const online = useOnline(resendAll);

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
    for (const a of interview.answers) {
      const key = followUpKey(a.question_id);
      if (a.follow_up && (texts[key] ?? '') !== (a.follow_up.answer ?? '')) saverFor(key).change(texts[key] ?? '');
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
  // Each scored question is announced when it opens, with its number and suggested time.
  useEffect(() => {
    if (!shownQuestion || shownQuestion.practice) return setAnnouncement('');
    const scored = interview.questions.filter((q) => !q.practice);
    setAnnouncement(
      say.questionAnnouncement(scored.findIndex((q) => q.id === shownQuestion.id) + 1, scored.length, shownQuestion.estimated_time),
    );
  }, [shownQuestion, interview.questions, say]);

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
        void savers.current.get(followUpKey(q.id))?.flush();
      } else if (q) void savers.current.get(q.id)?.flush();
    }
    setJustAsked(null);
    setStep(next);
    window.scrollTo?.({ top: 0 });
  };

  /**
   * "Next" on a scored question: the answer is sent first, and when it calls for a follow-up not
   * yet asked, the follow-up opens below it instead (decision 780); otherwise on to `next`.
   */
  const moveOn = async (next: Step) => {
    const q = step.kind === 'question' ? interview.questions[step.index] : undefined;
    if (q && !q.practice && !askedOpen.has(q.id)) {
      const saver = saverFor(q.id);
      saver.touch();
      // A follow-up is asked of the answer as saved: one not sent (offline) asks none, and the candidate goes on.
      const sent = await saver.flush();
      const followUp = followUpsRef.current[q.id];
      if (sent && followUp && followUp.answer === null && !followUp.skipped) {
        setAskedOpen((prev) => new Set(prev).add(q.id));
        setJustAsked(q.id);
        setAnnouncement(say.followUpAnnouncement(followUp.text));
        return;
      }
    }
    goTo(next);
  };

  const skip = async (questionId: string, next: Step) => {
    const reply = savers.current.get(followUpKey(questionId));
    reply?.dispose();
    savers.current.delete(followUpKey(questionId));
    setTexts((prev) => ({ ...prev, [followUpKey(questionId)]: '' }));
    dropDraft(token, followUpKey(questionId));
    try {
      const result = await skipFollowUp(token, questionId);
      noteFollowUp(questionId, result.follow_up);
    } catch (error) {
      // Offline or refused: the follow-up stays unanswered, which loses the candidate nothing.
      onEnded(error);
    }
    goTo(next);
  };

  if (step.kind === 'notice') {
    return (
      <div className="space-y-6">
        <NoticeStep interview={interview} onStart={() => void start()} starting={starting} error={startError} />
        <Suspense fallback={null}>
          <RightsSection token={token} interview={interview} onChanged={reread} withIntro={false} />
        </Suspense>
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
        followUps={followUps}
        offline={!online}
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
  const nextStep: Step = isLast ? { kind: 'review' } : { kind: 'question', index: step.index + 1, fromReview: step.fromReview };
  const followUp = askedOpen.has(question.id) ? followUps[question.id] : null;
  const replyKey = followUpKey(question.id);
  return (
    <>
      <p role="status" aria-live="polite" className="sr-only" data-testid="announcement">
        {announcement}
      </p>
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
        onNext={() => void moveOn(nextStep)}
        onReview={step.fromReview && !isLast ? () => goTo({ kind: 'review' }) : undefined}
        nextLabel={t(isLast ? 'question.toReview' : question.practice ? 'question.startFirst' : 'question.next')}
        offline={!online}
        onSkip={followUp && followUp.answer === null && !followUp.skipped ? () => void skip(question.id, nextStep) : undefined}
        timer={
          question.practice ? null : <QuestionTimer minutes={question.estimated_time} spentMs={keptSignals(token, question.id)?.ms ?? 0} />
        }
      >
        {followUp ? (
          <FollowUpPanel
            followUp={followUp}
            text={texts[replyKey] ?? ''}
            status={statuses[replyKey] ?? { state: 'idle', error: null }}
            offline={!online}
            onChange={(text) => change(replyKey, text)}
            onRetry={() => void saverFor(replyKey).retry()}
            focusOnOpen={justAsked === question.id}
          />
        ) : null}
      </QuestionStep>
    </>
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
  offline?: boolean;
  /** Skip the follow-up on screen and go on. */
  onSkip?: () => void;
  /** The question's suggested time and the time spent on it. */
  timer?: ReactNode;
  /** The follow-up, below the answer. */
  children?: ReactNode;
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
  offline = false,
  onSkip,
  timer,
  children,
}: QuestionStepProps) {
  const t = useT();
  const say = useCandidateText();
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
          <p className="font-medium">{t('question.practiceTitle')}</p>
          <p>{t('question.practiceText')}</p>
        </div>
      ) : (
        <Progress current={position} total={scored.length} />
      )}
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs">
        <p className="text-xs font-medium tracking-wide text-slate-600 uppercase">
          {question.practice ? t('question.practiceLabel') : t('question.number', { n: position })}
        </p>
        {timer}
        <StepHeading className="mt-1 text-lg leading-snug sm:text-xl">
          <span id={headingId}>{question.practice ? t('question.practiceQuestion') : question.text}</span>
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
          placeholder={t('question.placeholder')}
          className="mt-4 text-base sm:text-sm"
        />
        <div className="mt-2 flex flex-wrap items-start justify-between gap-2">
          <SaveIndicator state={status.state} error={status.error} onRetry={onRetry} offline={offline} />
          <p id={hintId} className={cn('text-xs', nearLimit ? 'font-medium text-amber-800' : 'text-slate-600')}>
            {t('question.words', { count: words(text) })}
            {nearLimit ? t('question.charactersLeft', { count: INTERVIEW_LIMITS.answerMax - text.length }) : ''}
            <span className="hidden sm:inline">{t('question.shortcut')}</span>
          </p>
        </div>
      </div>
      {children}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        {onBack ? (
          <Button variant="secondary" size="lg" onClick={onBack}>
            {t('question.previous')}
          </Button>
        ) : (
          <span />
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          {onReview ? (
            <Button variant="secondary" size="lg" onClick={onReview}>
              {t('question.backToReview')}
            </Button>
          ) : null}
          {onSkip ? (
            <Button variant="secondary" size="lg" onClick={onSkip}>
              {say.skipFollowUp}
            </Button>
          ) : null}
          <Button size="lg" onClick={onNext}>
            {nextLabel}
          </Button>
        </div>
      </div>
      {index === 0 ? null : <p className="sr-only">{t('question.savedAsYouType')}</p>}
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
  followUps: Record<string, PublicFollowUp | null>;
  offline: boolean;
}

function ReviewStep({
  token,
  interview,
  texts,
  statuses,
  savers,
  onEdit,
  onRetry,
  onSubmitted,
  onEnded,
  followUps,
  offline,
}: ReviewStepProps) {
  const t = useT();
  const failureText = useErrorText();
  const say = useCandidateText();
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
        setError(t('save.failed'));
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
        <p className="text-sm font-medium text-indigo-700">{t('review.lastStep')}</p>
        <StepHeading>{t('review.heading')}</StepHeading>
        <p className="mt-2 text-sm text-slate-700">{t('review.intro')}</p>
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
                <Button variant="secondary" size="sm" onClick={() => onEdit(index)} aria-label={t('review.editLabel', { n: i + 1 })}>
                  {t('review.edit')}
                </Button>
              </div>
              {text ? (
                <p className="mt-2 line-clamp-4 text-sm whitespace-pre-wrap text-slate-700">{text}</p>
              ) : (
                <p className="mt-2 text-sm font-medium text-amber-800">{t('review.notAnswered')}</p>
              )}
              <FollowUpReply question={followUps[q.id]?.text} reply={texts[followUpKey(q.id)]} clamp />
              {text ? (
                <p className="mt-2 text-xs">
                  {[q.id, followUpKey(q.id)].some((k) => ['pending', 'saving', 'error'].includes(statuses[k]?.state ?? 'idle')) ? (
                    <span className="font-medium text-amber-800">{offline ? say.offline : say.notSavedMark}</span>
                  ) : (
                    <SavedMark />
                  )}
                </p>
              ) : null}
              {failed ? (
                <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-rose-700">
                  <span>{statuses[q.id]?.error ?? t('save.failed')}</span>
                  <Button size="sm" variant="secondary" onClick={() => onRetry(q.id)}>
                    {t('save.retry')}
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      {empty.length > 0 ? (
        <Alert variant="warning">
          {t('review.unanswered', {
            count: emptyNumbers.length,
            numbers:
              emptyNumbers.length === 1
                ? String(emptyNumbers[0])
                : t('review.and', { list: emptyNumbers.slice(0, -1).join(', '), last: emptyNumbers.at(-1) }),
          })}
        </Alert>
      ) : null}
      {unsaved.length > 0 ? <Alert variant="error">{t('save.failed')}</Alert> : null}
      {error ? <Alert variant="error">{error}</Alert> : null}
      {confirming ? (
        <SubmitConfirmation busy={submitting} onCancel={() => setConfirming(false)} onConfirm={() => void submit()} />
      ) : (
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button variant="secondary" size="lg" onClick={() => onEdit(interview.questions.length - 1)}>
            {t('question.previous')}
          </Button>
          <Button size="lg" disabled={empty.length > 0} onClick={() => setConfirming(true)}>
            {t('review.submit')}
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
  const t = useT();
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
        {t('confirm.title')}
      </h2>
      <p id="submit-confirm-text" className="mt-1 text-sm text-slate-700">
        {t('confirm.text')}
      </p>
      <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" size="lg" onClick={onCancel} disabled={busy}>
          {t('confirm.keepEditing')}
        </Button>
        <Button size="lg" onClick={onConfirm} loading={busy}>
          {t('confirm.submit')}
        </Button>
      </div>
    </div>
  );
}
