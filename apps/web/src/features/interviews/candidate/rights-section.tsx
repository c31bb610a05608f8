import {
  CANDIDATE_REQUEST_LABELS,
  type CandidateRequestType,
  REQUEST_TEXT_REQUIRED,
  RIGHTS_LIMITS,
  RIGHTS_MESSAGES,
} from '@hiring/shared/candidate-rights-constants';
import { formatDate } from '@hiring/shared/constants';
import { INTERVIEW_MESSAGES } from '@hiring/shared/interview-constants';
import type { PublicInterview } from '@hiring/shared/interviews';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, errorMessage } from '@/lib/api-client';
import { downloadCandidateData, sendCandidateRequest } from '../api/candidate-rights';

/** What each request's form asks, and its button. */
const FORMS: Record<CandidateRequestType, { button: string; label: string; hint: string; send: string }> = {
  accommodation: {
    button: 'Ask for an alternative process or accommodation',
    label: 'What would help you?',
    hint: 'For example more time, a call instead of written answers, or another format.',
    send: 'Send the request',
  },
  human_review: {
    button: 'Ask for a person to review my result',
    label: 'Your statement',
    hint: 'Say what you would like the reviewer to consider.',
    send: 'Send the request',
  },
  erasure: {
    button: 'Ask for my data to be erased',
    label: 'Anything to add',
    hint: 'Your answers and personal data are erased within the period the company set. This cannot be undone.',
    send: 'Erase my data',
  },
};

function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return INTERVIEW_MESSAGES.tooManyRequests;
  return errorMessage(error);
}

/**
 * "Your rights" on the candidate's page (issue 39), before and after submitting: an alternative
 * process or accommodation, a person's review of the result (once submitted), a copy of the data,
 * erasure. Each request opens a form in a dialog; the answer is announced on the page.
 */
export function RightsSection({
  token,
  interview,
  onChanged,
  withIntro = true,
}: {
  token: string;
  interview: PublicInterview;
  onChanged: () => void;
  /** Off under the notice, which already says what the rights are and whom to contact. */
  withIntro?: boolean;
}) {
  const { rights } = interview;
  const [open, setOpen] = useState<CandidateRequestType | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const headingId = useId();
  const asked = new Set(rights.requests.map((r) => r.type));
  const types: CandidateRequestType[] = ['accommodation', ...(rights.can_request_human_review ? (['human_review'] as const) : [])];

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadCandidateData(token);
    } catch (error) {
      setDownloadError(failureText(error));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 text-sm shadow-xs">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        Your rights
      </h2>
      {withIntro ? <p className="leading-relaxed text-slate-700">{rights.rights_intro}</p> : null}
      {withIntro && rights.contact ? (
        <p className="text-slate-700">
          <span className="font-medium text-slate-900">Contact: </span>
          {rights.contact}
        </p>
      ) : null}
      <div role="status" aria-live="polite">
        {confirmation ? <Alert variant="success">{confirmation}</Alert> : null}
      </div>
      {rights.erasure_due_at ? <Alert variant="info">{RIGHTS_MESSAGES.erasurePending(formatDate(rights.erasure_due_at))}</Alert> : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {types.map((type) => (
          <Button key={type} variant="secondary" className="whitespace-normal text-left" onClick={() => setOpen(type)}>
            {FORMS[type].button}
          </Button>
        ))}
        <Button variant="secondary" className="whitespace-normal text-left" loading={downloading} onClick={() => void download()}>
          Download a copy of my data
        </Button>
        {rights.erasure_due_at ? null : (
          <Button variant="secondary" className="whitespace-normal text-left" onClick={() => setOpen('erasure')}>
            {FORMS.erasure.button}
          </Button>
        )}
      </div>
      {rights.can_request_human_review ? null : <p className="text-slate-600">{RIGHTS_MESSAGES.humanReviewAfterSubmit}</p>}
      {downloadError ? <Alert variant="error">{downloadError}</Alert> : null}
      {asked.size > 0 ? (
        <p className="text-slate-600">Requests sent: {[...asked].map((t) => CANDIDATE_REQUEST_LABELS[t].toLowerCase()).join(', ')}.</p>
      ) : null}
      {open ? (
        <RequestDialog
          token={token}
          type={open}
          onClose={() => setOpen(null)}
          onSent={(message) => {
            setOpen(null);
            setConfirmation(message);
            onChanged();
          }}
        />
      ) : null}
    </section>
  );
}

function RequestDialog({
  token,
  type,
  onClose,
  onSent,
}: {
  token: string;
  type: CandidateRequestType;
  onClose: () => void;
  onSent: (message: string) => void;
}) {
  const form = FORMS[type];
  const formId = useId();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const required = REQUEST_TEXT_REQUIRED[type];

  const submit = async () => {
    if (required && text.trim() === '') return setFieldError(RIGHTS_MESSAGES.textRequired);
    if (text.trim().length > RIGHTS_LIMITS.textMax) return setFieldError(RIGHTS_MESSAGES.textTooLong);
    setBusy(true);
    setError(null);
    try {
      const result = await sendCandidateRequest(token, type, text.trim());
      onSent(result.message);
    } catch (e) {
      if (e instanceof ApiError && e.fieldErrors.text) setFieldError(e.fieldErrors.text);
      else setError(failureText(e));
      setBusy(false);
    }
  };

  return (
    <Dialog
      title={CANDIDATE_REQUEST_LABELS[type]}
      onClose={onClose}
      busy={busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant={type === 'erasure' ? 'danger' : 'primary'} loading={busy}>
            {form.send}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Field label={form.label} required={required} optionalMark={!required} hint={form.hint} error={fieldError}>
          {(control) => (
            <Textarea
              {...control}
              rows={5}
              value={text}
              maxLength={RIGHTS_LIMITS.textMax}
              onChange={(e) => {
                setText(e.target.value);
                setFieldError(undefined);
              }}
            />
          )}
        </Field>
        {error ? <Alert variant="error">{error}</Alert> : null}
      </form>
    </Dialog>
  );
}
