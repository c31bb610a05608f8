import { jobStatusLabel } from '@hiring/shared/job-positions';
import {
  INTERVIEW_LANGUAGE_LABELS,
  INTERVIEW_LANGUAGES,
  type InterviewLanguage,
  isInterviewLanguage,
} from '@hiring/shared/interview-language';
import {
  QUESTION_ERROR_CODES,
  QUESTION_MESSAGES,
  QUESTION_TRANSLATION_MESSAGES as T,
  type QuestionsScreen,
} from '@hiring/shared/questions';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Icon } from '@/components/ui/icon';
import { Select } from '@/components/ui/select';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useTranslateQuestions } from '../api/questions-screen';

const OPTIONS = INTERVIEW_LANGUAGES.map((value) => ({ value, label: INTERVIEW_LANGUAGE_LABELS[value] }));

/** The language the picker starts at: the interview's, unless the set is in it already; then another one. */
export function initialTranslationLanguage(setLanguage: string | null, interviewLanguage: unknown): InterviewLanguage {
  if (isInterviewLanguage(interviewLanguage) && interviewLanguage !== setLanguage) return interviewLanguage;
  return INTERVIEW_LANGUAGES.find((l) => l !== setLanguage) ?? INTERVIEW_LANGUAGES[0];
}

/** A refusal in words, by its code (the server's message for any other); `status` is the position's. */
export function translationErrorMessage(error: unknown, language: InterviewLanguage, status: string): string {
  switch (error instanceof ApiError ? error.code : undefined) {
    case QUESTION_ERROR_CODES.translationUnavailable:
      return QUESTION_MESSAGES.translationUnavailable;
    case QUESTION_ERROR_CODES.alreadyInLanguage:
      return QUESTION_MESSAGES.alreadyInLanguage(language);
    case QUESTION_ERROR_CODES.translating:
      return QUESTION_MESSAGES.translating;
    case QUESTION_ERROR_CODES.generating:
      return QUESTION_MESSAGES.generating;
    case QUESTION_ERROR_CODES.notEditable:
      return QUESTION_MESSAGES.stageForbidsEditing(jobStatusLabel(status));
    default:
      return errorMessage(error);
  }
}

/**
 * The questions screen's Translate card (issue 42 item 2, decision 795): the AI writes the set in
 * another language as the next version, a draft the team reviews before finalizing. Progress is
 * announced politely (role=status) as the screen follows the job; a refusal interrupts
 * (role=alert). With the builtin engine it says that translation needs the AI service.
 */
export function TranslateCard({
  jobId,
  screen,
  interviewLanguage,
}: {
  jobId: string;
  screen: QuestionsScreen;
  interviewLanguage?: string;
}) {
  const translate = useTranslateQuestions(jobId);
  const [language, setLanguage] = useState<InterviewLanguage>(() => initialTranslationLanguage(screen.language, interviewLanguage));
  const noteId = useId();
  const { translation } = screen;
  const unavailable =
    !translation.available || (translate.error instanceof ApiError && translate.error.code === QUESTION_ERROR_CODES.translationUnavailable);

  if (unavailable) {
    return (
      <Card>
        <CardHeader title={T.title} icon={<Icon name="sparkles" />} />
        <CardBody>
          <Alert variant="warning" role="status" title={T.unavailableTitle}>
            {QUESTION_MESSAGES.translationUnavailable}
          </Alert>
        </CardBody>
      </Card>
    );
  }

  const running = translation.status === 'translating';
  const busy = running || translate.isPending;
  const same = screen.language === language;
  const target = (translation.language ?? language) as InterviewLanguage;
  const progress = running
    ? translation.questions_done > 0
      ? T.running(target, translation.questions_done, translation.questions_total)
      : T.queued(target)
    : translate.isPending
      ? T.queued(language)
      : translation.status === 'done' && translation.version !== null && translation.from_version !== null
        ? T.done(target, translation.version, translation.from_version)
        : '';

  return (
    <Card>
      <CardHeader title={T.title} icon={<Icon name="sparkles" />} />
      <CardBody className="space-y-3">
        <p className="text-sm text-slate-600">
          {T.intro}
          {screen.language ? ` ${T.currentLanguage(screen.language)}` : ''}
        </p>
        <form
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy && !same) translate.mutate({ language });
          }}
        >
          <Field label={T.languageLabel} hint={same && screen.language ? T.sameLanguage(screen.language) : undefined}>
            {(control) => (
              <Select
                {...control}
                options={OPTIONS}
                value={language}
                disabled={busy}
                onChange={(event) => {
                  translate.reset();
                  setLanguage(event.target.value as InterviewLanguage);
                }}
              />
            )}
          </Field>
          <Button
            type="submit"
            variant="secondary"
            className="w-full"
            icon={<Icon name="sparkles" />}
            loading={busy}
            disabled={busy || same}
            aria-describedby={noteId}
          >
            {T.submit}
          </Button>
        </form>
        <div role="status" aria-live="polite" className="space-y-1 text-sm text-slate-700">
          {progress ? <p>{progress}</p> : null}
          {running && translation.questions_total > 0 ? (
            <div
              role="progressbar"
              aria-label="Translation progress"
              aria-valuemin={0}
              aria-valuemax={translation.questions_total}
              aria-valuenow={translation.questions_done}
              aria-valuetext={progress}
              className="h-2 overflow-hidden rounded-full bg-sky-100"
            >
              <div
                className="h-full rounded-full bg-sky-500 transition-[width] duration-500"
                style={{ width: `${Math.round((translation.questions_done / translation.questions_total) * 100)}%` }}
              />
            </div>
          ) : null}
        </div>
        {translate.isError ? <Alert variant="error">{translationErrorMessage(translate.error, language, screen.status)}</Alert> : null}
        {!translate.isError && !busy && translation.status === 'failed' ? (
          <Alert variant="error" title={T.failedTitle}>
            {translation.failure_reason}
          </Alert>
        ) : null}
        <p id={noteId} className="text-xs text-slate-500">
          {T.reviewNote}
        </p>
      </CardBody>
    </Card>
  );
}
