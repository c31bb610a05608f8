import { INTERVIEW_MESSAGES, INTERVIEW_NOTICE } from '@hiring/shared/interview-constants';
import type { PublicInterview } from '@hiring/shared/interviews';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { SaveState } from './autosave';

/** Moves focus to a step's heading when the step appears, so keyboard and screen-reader users start at its top. */
export function StepHeading({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <h1
      ref={ref}
      tabIndex={-1}
      className={cn('text-xl font-semibold tracking-tight text-slate-900 focus:outline-none sm:text-2xl', className)}
    >
      {children}
    </h1>
  );
}

/** Before starting: what happens to the answers, and the consent that starts the interview. */
export function NoticeStep({
  interview,
  onStart,
  starting,
  error,
}: {
  interview: PublicInterview;
  onStart: () => void;
  starting: boolean;
  error: string | null;
}) {
  const [agreed, setAgreed] = useState(false);
  const [missing, setMissing] = useState(false);
  const checkboxId = useId();
  const errorId = useId();
  const { notice } = interview;
  const scored = interview.questions.filter((q) => !q.practice);
  const minutes = scored.reduce((sum, q) => sum + q.estimated_time, 0);
  const expires = new Date(interview.expires_at);
  return (
    <section aria-labelledby="notice-heading" className="space-y-6">
      <div>
        <p className="text-sm font-medium text-indigo-700">{interview.company_name}</p>
        <StepHeading>
          <span id="notice-heading">Interview for {interview.job_title}</span>
        </StepHeading>
        <p className="mt-2 text-sm leading-relaxed text-slate-700">
          Hello {interview.candidate_name}. {scored.length} written {scored.length === 1 ? 'question' : 'questions'}
          {minutes > 0 ? `, about ${minutes} minutes in all` : ''}, after one practice question. There is no timer. Your answers are saved
          as you type, so you can stop and come back with the same link, on this device or another, until{' '}
          {expires.toLocaleDateString(undefined, { dateStyle: 'long' })}.
        </p>
      </div>

      <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 text-sm leading-relaxed text-slate-700 shadow-xs">
        <h2 className="text-base font-semibold text-slate-900">{INTERVIEW_NOTICE.title}</h2>
        <NoticePart title="How your answers are assessed">{notice.automated_assessment}</NoticePart>
        <NoticePart title="What is assessed">
          {notice.goals.length > 0 ? (
            <>
              <p>{notice.goals_intro}</p>
              <ul className="mt-1 list-disc space-y-0.5 pl-5">
                {notice.goals.map((goal) => (
                  <li key={goal}>{goal}</li>
                ))}
              </ul>
            </>
          ) : (
            <p>The skills and qualities this job needs, as the job listing describes them.</p>
          )}
        </NoticePart>
        <NoticePart title="A person decides">{notice.human_review}</NoticePart>
        <NoticePart title="What we collect">
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {interview.rights.data_collected.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </NoticePart>
        <NoticePart title="What this page records">{notice.integrity_signals}</NoticePart>
        <NoticePart title="How long your answers are kept">{notice.retention}</NoticePart>
        {interview.rights.company_text ? (
          <NoticePart title={`From ${interview.company_name || 'the company'}`}>
            <p className="whitespace-pre-line">{interview.rights.company_text}</p>
          </NoticePart>
        ) : null}
        <NoticePart title="Your rights">{interview.rights.rights_intro}</NoticePart>
        {notice.contact_email || interview.rights.contact ? (
          <NoticePart title="Contact">
            <p>
              {interview.rights.contact ? <>{interview.rights.contact} </> : null}
              {notice.contact_email ? (
                <a className="font-medium break-all text-indigo-700 underline" href={`mailto:${notice.contact_email}`}>
                  Email {notice.contact_email}
                </a>
              ) : null}
            </p>
          </NoticePart>
        ) : null}
        {interview.rights.notice_version !== null ? (
          <p className="text-xs text-slate-500">Notice version {interview.rights.notice_version}</p>
        ) : null}
      </div>

      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!agreed) {
            setMissing(true);
            document.getElementById(checkboxId)?.focus();
            return;
          }
          onStart();
        }}
      >
        <div className="flex gap-3 rounded-lg border border-slate-200 bg-white p-4">
          <input
            id={checkboxId}
            type="checkbox"
            checked={agreed}
            aria-required="true"
            aria-invalid={missing && !agreed ? true : undefined}
            aria-describedby={missing && !agreed ? errorId : undefined}
            onChange={(e) => {
              setAgreed(e.target.checked);
              if (e.target.checked) setMissing(false);
            }}
            className="mt-0.5 size-5 shrink-0 accent-indigo-600"
          />
          <label htmlFor={checkboxId} className="text-sm text-slate-800">
            {notice.consent_label}
          </label>
        </div>
        {missing && !agreed ? (
          <p id={errorId} role="alert" className="text-sm font-medium text-rose-700">
            {INTERVIEW_MESSAGES.consentRequired}
          </p>
        ) : null}
        {error ? <Alert variant="error">{error}</Alert> : null}
        <Button type="submit" size="lg" loading={starting} className="w-full sm:w-auto">
          Start the interview
        </Button>
      </form>
    </section>
  );
}

function NoticePart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="font-medium text-slate-900">{title}</h3>
      {typeof children === 'string' ? <p>{children}</p> : children}
    </div>
  );
}

const SAVE_TEXT: Record<SaveState, string> = {
  idle: '',
  pending: INTERVIEW_MESSAGES.saving,
  saving: INTERVIEW_MESSAGES.saving,
  saved: INTERVIEW_MESSAGES.saved,
  error: INTERVIEW_MESSAGES.saveFailed,
};

/** The visible save state of the current answer, announced politely; an error offers a retry. */
export function SaveIndicator({ state, error, onRetry }: { state: SaveState; error: string | null; onRetry: () => void }) {
  return (
    <div className="flex min-h-8 flex-wrap items-center gap-2 text-sm">
      <span
        role="status"
        aria-live="polite"
        data-save-state={state}
        className={cn(state === 'error' ? 'font-medium text-rose-700' : state === 'saved' ? 'text-emerald-700' : 'text-slate-600')}
      >
        {state === 'error' && error ? error : SAVE_TEXT[state]}
      </span>
      {state === 'error' ? (
        <Button size="sm" variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      ) : null}
    </div>
  );
}

/** How far the candidate is: "Question 2 of 6" and a bar. */
export function Progress({ current, total, answered }: { current: number; total: number; answered?: boolean }) {
  const text = answered ? `${current} of ${total} answered` : `Question ${current} of ${total}`;
  const percent = total > 0 ? Math.round((current / total) * 100) : 0;
  return (
    <div>
      <div className="flex items-center justify-between text-sm text-slate-700">
        <span>{text}</span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Interview progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={current}
        aria-valuetext={text}
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-indigo-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
