import type { CandidateRequestResult } from '@hiring/shared/candidate-rights';
import { type CandidateRequestType, REQUEST_TEXT_REQUIRED, RIGHTS_LIMITS } from '@hiring/shared/candidate-rights-constants';
import { formatDate } from '@hiring/shared/constants';
import type { PublicInterview } from '@hiring/shared/interviews';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { downloadCandidateData, sendCandidateRequest } from '../api/candidate-rights';
import type { MessageKey } from './i18n/messages-en';
import { useErrorText, useT } from './i18n/use-candidate-language';

/** What each request's form asks, and its button: keys of the page's words. */
const FORMS: Record<CandidateRequestType, { button: MessageKey; label: MessageKey; hint: MessageKey; send: MessageKey }> = {
  accommodation: {
    button: 'rights.accommodation.button',
    label: 'rights.accommodation.label',
    hint: 'rights.accommodation.hint',
    send: 'rights.send',
  },
  human_review: {
    button: 'rights.human_review.button',
    label: 'rights.human_review.label',
    hint: 'rights.human_review.hint',
    send: 'rights.send',
  },
  erasure: {
    button: 'rights.erasure.button',
    label: 'rights.erasure.label',
    hint: 'rights.erasure.hint',
    send: 'rights.erasure.send',
  },
};

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
  const t = useT();
  const failureText = useErrorText();
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
        {t('rights.title')}
      </h2>
      {withIntro ? <p className="leading-relaxed text-slate-700">{t('notice.rightsIntro')}</p> : null}
      {withIntro && rights.contact ? (
        <p className="text-slate-700">
          <span className="font-medium text-slate-900">{t('rights.contact')}</span>
          {rights.contact}
        </p>
      ) : null}
      <div role="status" aria-live="polite">
        {confirmation ? <Alert variant="success">{confirmation}</Alert> : null}
      </div>
      {rights.erasure_due_at ? (
        <Alert variant="info">{t('rights.erasurePending', { date: formatDate(rights.erasure_due_at) })}</Alert>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {types.map((type) => (
          <Button key={type} variant="secondary" className="whitespace-normal text-left" onClick={() => setOpen(type)}>
            {t(FORMS[type].button)}
          </Button>
        ))}
        <Button variant="secondary" className="whitespace-normal text-left" loading={downloading} onClick={() => void download()}>
          {t('rights.download')}
        </Button>
        {rights.erasure_due_at ? null : (
          <Button variant="secondary" className="whitespace-normal text-left" onClick={() => setOpen('erasure')}>
            {t(FORMS.erasure.button)}
          </Button>
        )}
      </div>
      {rights.can_request_human_review ? null : <p className="text-slate-600">{t('rights.humanReviewAfterSubmit')}</p>}
      {downloadError ? <Alert variant="error">{downloadError}</Alert> : null}
      {asked.size > 0 ? (
        <p className="text-slate-600">
          {t('rights.sentList', { list: [...asked].map((type) => t(`rights.type.${type}`).toLowerCase()).join(', ') })}
        </p>
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

/** The confirmation of a sent request, in the page's language (the server's message is English). */
function sentText(result: CandidateRequestResult, type: CandidateRequestType, t: ReturnType<typeof useT>): string {
  if (type === 'erasure') return t('rights.sent.erasure', { date: result.due_at ? formatDate(result.due_at) : '' });
  return t(`rights.sent.${type}`);
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
  const t = useT();
  const failureText = useErrorText();
  const form = FORMS[type];
  const formId = useId();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const required = REQUEST_TEXT_REQUIRED[type];

  const submit = async () => {
    if (required && text.trim() === '') return setFieldError(t('rights.textRequired'));
    if (text.trim().length > RIGHTS_LIMITS.textMax) return setFieldError(t('rights.textTooLong', { max: RIGHTS_LIMITS.textMax }));
    setBusy(true);
    setError(null);
    try {
      const result = await sendCandidateRequest(token, type, text.trim());
      onSent(sentText(result, type, t));
    } catch (e) {
      if (e instanceof ApiError && e.fieldErrors.text) setFieldError(e.fieldCodes.text ? failureText(e) : e.fieldErrors.text);
      else setError(failureText(e));
      setBusy(false);
    }
  };

  return (
    <Dialog
      title={t(`rights.type.${type}`)}
      onClose={onClose}
      busy={busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('rights.cancel')}
          </Button>
          <Button type="submit" form={formId} variant={type === 'erasure' ? 'danger' : 'primary'} loading={busy}>
            {t(form.send)}
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
        <Field label={t(form.label)} required={required} optionalMark={!required} hint={t(form.hint)} error={fieldError}>
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
