import {
  DECISION_LABELS,
  DECISION_LIMITS,
  DECISION_MESSAGES,
  DECISIONS,
  type Decision,
  isMessageDecision,
  type MessagePreview,
  TEMPLATE_PLACEHOLDERS,
} from '@hiring/shared/decisions';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { DecisionBody } from '../api/decisions';

export const DECISION_OPTIONS = DECISIONS.map((d) => ({ value: d, label: DECISION_LABELS[d] }));

/** What a message written for one candidate may name; the server fills each in. */
const OWN_MESSAGE_HINT = `Sent instead of the template's text. ${TEMPLATE_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')} are filled in.`;

/**
 * The choices of one decision form: the decision, a note for the team, and whether and how the
 * candidate is told. `canWriteOwn` (one candidate at a time) offers a message written for them.
 */
export function DecisionFields({
  value,
  onChange,
  disabled,
  canNotify = true,
  canWriteOwn = false,
}: {
  value: DecisionBody;
  onChange: (next: DecisionBody) => void;
  disabled?: boolean;
  canNotify?: boolean;
  canWriteOwn?: boolean;
}) {
  const messageable = isMessageDecision(value.decision);
  return (
    <div className="space-y-4">
      <Field label="Decision">
        {(control) => (
          <Select
            {...control}
            className="w-full sm:w-64"
            value={value.decision}
            options={DECISION_OPTIONS}
            disabled={disabled}
            onChange={(e) => {
              const decision = e.target.value as Decision;
              onChange({ ...value, decision, notify: isMessageDecision(decision) ? value.notify : false, include_strengths: false });
            }}
          />
        )}
      </Field>
      <Field label="Note for the team" hint="Optional, never sent to the candidate.">
        {(control) => (
          <Textarea
            {...control}
            className="w-full"
            rows={2}
            maxLength={DECISION_LIMITS.noteMax}
            value={value.note ?? ''}
            disabled={disabled}
            onChange={(e) => onChange({ ...value, note: e.target.value })}
          />
        )}
      </Field>
      {canNotify ? (
        <Checkbox
          label="Send the candidate the message"
          description={
            messageable
              ? 'The message is written from the company’s template; preview it before sending.'
              : DECISION_MESSAGES.notifyNotAllowed
          }
          checked={Boolean(value.notify) && messageable}
          disabled={disabled || !messageable}
          onChange={(e) => onChange({ ...value, notify: e.target.checked })}
        />
      ) : null}
      {canNotify && value.decision === 'reject' && value.notify ? (
        <Checkbox
          label="Include a summary of strengths"
          description="Written from reviewers’ scores only, once a person has scored every answer. Never the AI’s score."
          checked={Boolean(value.include_strengths)}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, include_strengths: e.target.checked })}
        />
      ) : null}
      {canWriteOwn && canNotify && messageable && value.notify ? (
        <>
          <Checkbox
            label="Write this candidate's message myself"
            description="Otherwise the company’s template for this decision is used."
            checked={value.message !== undefined}
            disabled={disabled}
            onChange={(e) => onChange({ ...value, message: e.target.checked ? '' : undefined })}
          />
          {value.message !== undefined ? (
            <Field label="Message" hint={OWN_MESSAGE_HINT}>
              {(control) => (
                <Textarea
                  {...control}
                  className="w-full"
                  rows={8}
                  maxLength={DECISION_LIMITS.bodyMax}
                  value={value.message}
                  disabled={disabled}
                  onChange={(e) => onChange({ ...value, message: e.target.value })}
                />
              )}
            </Field>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** One rendered message, as the candidate will read it. */
export function MessagePreviewCard({ preview, name }: { preview: MessagePreview; name?: string }) {
  return (
    <article
      className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm"
      aria-label={`Message to ${name ?? preview.candidate_label}`}
    >
      {preview.note ? <p className="mb-2 font-medium text-amber-800">{preview.note}</p> : null}
      {preview.subject ? (
        <>
          <p className="text-xs text-slate-600">To {preview.to ?? '—'}</p>
          <p className="mt-1 font-semibold text-slate-900">{preview.subject}</p>
          <p className="mt-2 whitespace-pre-wrap text-slate-800">{preview.text}</p>
        </>
      ) : null}
    </article>
  );
}
