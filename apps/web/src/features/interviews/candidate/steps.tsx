import { NOTICE_DATA_COLLECTED } from '@hiring/shared/candidate-rights-constants';
import { displayLocale } from '@hiring/shared/locale';
import type { PublicInterview } from '@hiring/shared/interviews';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { Check } from 'lucide-react';
import type { SaveState } from './autosave';
import { useCandidateText } from './candidate-text';
import type { MessageKey } from './i18n/messages-en';
import { useCandidateLanguage, useT } from './i18n/use-candidate-language';

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
  const t = useT();
  const { language } = useCandidateLanguage();
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
          <span id="notice-heading">{t('notice.heading', { job: interview.job_title })}</span>
        </StepHeading>
        <p className="mt-2 text-sm leading-relaxed text-slate-700">
          {t('notice.hello', { name: interview.candidate_name })}{' '}
          {t('notice.summary', {
            count: scored.length,
            minutes,
            date: expires.toLocaleDateString(displayLocale(), { dateStyle: 'long' }),
          })}
        </p>
      </div>

      <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 text-sm leading-relaxed text-slate-700 shadow-xs">
        <h2 className="text-base font-semibold text-slate-900">{t('notice.title')}</h2>
        <NoticePart title={t('notice.assessedHow')}>
          <p>{t('notice.automatedAssessment')}</p>
          {language !== 'en' || interview.language !== 'en' ? <p className="mt-1">{t('notice.languageNote')}</p> : null}
        </NoticePart>
        <NoticePart title={t('notice.assessedWhat')}>
          {notice.goals.length > 0 ? (
            <>
              <p>{t('notice.goalsIntro')}</p>
              <ul className="mt-1 list-disc space-y-0.5 pl-5">
                {notice.goals.map((goal) => (
                  <li key={goal}>{goal}</li>
                ))}
              </ul>
            </>
          ) : (
            <p>{t('notice.noGoals')}</p>
          )}
        </NoticePart>
        <NoticePart title={t('notice.personDecides')}>
          {t('notice.humanReview', { company: interview.company_name || t('layout.theCompany') })}
        </NoticePart>
        <NoticePart title={t('notice.collected')}>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {interview.rights.data_collected.map((item) => (
              <li key={item}>{collectedText(item, t)}</li>
            ))}
          </ul>
        </NoticePart>
        <NoticePart title={t('notice.recorded')}>{t('notice.integritySignals')}</NoticePart>
        <NoticePart title={t('notice.kept')}>{t('notice.retention', { days: notice.retention_days })}</NoticePart>
        {interview.rights.company_text ? (
          <NoticePart title={t('notice.fromCompany', { company: interview.company_name || t('layout.theCompany') })}>
            <p className="whitespace-pre-line">{interview.rights.company_text}</p>
          </NoticePart>
        ) : null}
        <NoticePart title={t('notice.rights')}>{t('notice.rightsIntro')}</NoticePart>
        {notice.contact_email || interview.rights.contact ? (
          <NoticePart title={t('notice.contact')}>
            <p>
              {interview.rights.contact ? <>{interview.rights.contact} </> : null}
              {notice.contact_email ? (
                <a className="font-medium break-all text-indigo-700 underline" href={`mailto:${notice.contact_email}`}>
                  {t('notice.email', { email: notice.contact_email })}
                </a>
              ) : null}
            </p>
          </NoticePart>
        ) : null}
        {interview.rights.notice_version !== null ? (
          <p className="text-xs text-slate-500">{t('notice.version', { version: interview.rights.notice_version })}</p>
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
            {t('notice.consentLabel')}
          </label>
        </div>
        {missing && !agreed ? (
          <p id={errorId} role="alert" className="text-sm font-medium text-rose-700">
            {t('notice.consentRequired')}
          </p>
        ) : null}
        {error ? <Alert variant="error">{error}</Alert> : null}
        <Button type="submit" size="lg" loading={starting} className="w-full sm:w-auto">
          {t('notice.start')}
        </Button>
      </form>
    </section>
  );
}

/** A line of "What we collect" in the page's language: the notice's fixed lines by their place; anything else as sent. */
function collectedText(item: string, t: (key: MessageKey) => string): string {
  const index = (NOTICE_DATA_COLLECTED as readonly string[]).indexOf(item);
  return index >= 0 ? t(`collected.${index}` as MessageKey) : item;
}

function NoticePart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="font-medium text-slate-900">{title}</h3>
      {typeof children === 'string' ? <p>{children}</p> : children}
    </div>
  );
}

const SAVE_TEXT: Record<SaveState, MessageKey | null> = {
  idle: null,
  pending: 'save.saving',
  saving: 'save.saving',
  saved: 'save.saved',
  error: 'save.failed',
};

/**
 * The visible save state of the current answer, announced politely; an error offers a retry.
 * Offline, an answer not yet sent says it is kept and will be sent (decision 784).
 */
export function SaveIndicator({
  state,
  error,
  onRetry,
  offline = false,
}: {
  state: SaveState;
  error: string | null;
  onRetry: () => void;
  offline?: boolean;
}) {
  const t = useT();
  const words = useCandidateText();
  const key = SAVE_TEXT[state];
  const waiting = offline && state !== 'idle' && state !== 'saved';
  return (
    <div className="flex min-h-8 flex-wrap items-center gap-2 text-sm">
      <span
        role="status"
        aria-live="polite"
        data-save-state={waiting ? 'offline' : state}
        className={cn(
          waiting
            ? 'font-medium text-amber-800'
            : state === 'error'
              ? 'font-medium text-rose-700'
              : state === 'saved'
                ? 'text-emerald-700'
                : 'text-slate-600',
        )}
      >
        {waiting ? words.offline : state === 'error' && error ? error : state === 'saved' ? <SavedMark /> : key ? t(key) : ''}
      </span>
      {state === 'error' && !waiting ? (
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {t('save.retry')}
        </Button>
      ) : null}
    </div>
  );
}

/** A clear "saved" mark: a tick and the word. */
export function SavedMark() {
  const words = useCandidateText();
  return (
    <span className="inline-flex items-center gap-1 font-medium text-emerald-700">
      <Check className="size-4" aria-hidden />
      {words.savedMark}
    </span>
  );
}

/** How far the candidate is: "Question 2 of 6" and a bar. */
export function Progress({ current, total, answered }: { current: number; total: number; answered?: boolean }) {
  const t = useT();
  const text = t(answered ? 'progress.answered' : 'progress.question', { current, total });
  const percent = total > 0 ? Math.round((current / total) * 100) : 0;
  return (
    <div>
      <div className="flex items-center justify-between text-sm text-slate-700">
        <span>{text}</span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('progress.label')}
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
