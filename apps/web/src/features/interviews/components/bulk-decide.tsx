import { DECISION_MESSAGES, type MessagePreview } from '@hiring/shared/decisions';
import type { InterviewSummary } from '@hiring/shared/interviews';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { type DecisionBody, useDecideMany, usePreviewDecisions } from '../api/decisions';
import { DecisionFields, MessagePreviewCard } from './decision-fields';

/**
 * Decide several completed interviews at once (issue 43, item 4): one decision and note for all,
 * and with a message, each candidate's own message to read before anything is sent.
 */
export function BulkDecideDialog({
  selected,
  onClose,
  onDone,
}: {
  selected: InterviewSummary[];
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [body, setBody] = useState<DecisionBody>({ decision: 'advance', note: '' });
  const [previews, setPreviews] = useState<MessagePreview[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = usePreviewDecisions();
  const decide = useDecideMany();
  const ids = selected.map((s) => s.id);
  const names = new Map(selected.map((s) => [s.id, s.candidate_name ?? s.candidate_label]));
  const sending = Boolean(body.notify);
  const busy = preview.isPending || decide.isPending;

  const change = (next: DecisionBody) => {
    setBody(next);
    setPreviews(null);
    setError(null);
  };
  const run = () => {
    setError(null);
    const payload = { ...body, note: body.note?.trim() || undefined, interview_ids: ids };
    if (sending && !previews) {
      preview.mutate(payload, { onSuccess: (r) => setPreviews(r.previews), onError: (e) => setError(errorMessage(e)) });
      return;
    }
    decide.mutate(payload, { onSuccess: (r) => onDone(r.message), onError: (e) => setError(errorMessage(e)) });
  };

  return (
    <Dialog
      wide
      title={`Decide ${ids.length} ${ids.length === 1 ? 'interview' : 'interviews'}`}
      description={`Selected: ${selected.map((s) => s.candidate_name ?? s.candidate_label).join(', ')}`}
      onClose={onClose}
      busy={busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={run} loading={busy}>
            {sending
              ? previews
                ? `Save and send ${previews.filter((p) => p.sendable).length} messages`
                : 'Preview messages'
              : 'Save decisions'}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <DecisionFields value={body} onChange={change} disabled={busy} />
        {previews ? (
          <section aria-label="Message previews" className="max-h-80 space-y-3 overflow-y-auto">
            <h3 className="text-sm font-semibold text-slate-900">Each candidate’s message</h3>
            {previews.map((p) => (
              <MessagePreviewCard key={p.interview_id} preview={p} name={names.get(p.interview_id)} />
            ))}
          </section>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm text-rose-700">
            {error}
          </p>
        ) : null}
        {ids.length === 0 ? <p className="text-sm text-slate-600">{DECISION_MESSAGES.noSelection}</p> : null}
      </div>
    </Dialog>
  );
}
