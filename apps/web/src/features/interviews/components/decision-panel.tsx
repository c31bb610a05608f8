import { formatDate } from '@hiring/shared/constants';
import { DECISION_LABELS, DECISION_MESSAGES, isMessageDecision, type MessagePreview } from '@hiring/shared/decisions';
import type { InterviewDetail } from '@hiring/shared/interviews';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { type StatusMessage, StatusLine } from '@/components/ui/status-line';
import { errorMessage } from '@/lib/api-client';
import { type DecisionBody, useDecide, usePreviewDecisions } from '../api/decisions';
import { DecisionBadge } from './decision-badge';
import { DecisionFields, MessagePreviewCard } from './decision-fields';

/**
 * The review screen's decision (issue 43): the current decision, who made it and whether the
 * candidate was told; a form to change it, with a note, and the candidate's message to preview
 * and send.
 */
export function DecisionPanel({ detail }: { detail: InterviewDetail }) {
  const current = detail.decision;
  const [body, setBody] = useState<DecisionBody>({ decision: current.decision, note: current.note ?? '' });
  const [preview, setPreview] = useState<MessagePreview | null>(null);
  const [status, setStatus] = useState<StatusMessage | null>(null);
  const decide = useDecide(detail.id);
  const previewMutation = usePreviewDecisions();
  const deleted = Boolean(detail.data_deleted_at);
  const sending = Boolean(body.notify) && isMessageDecision(body.decision);
  const name = detail.candidate_name ?? detail.candidate_label;

  const change = (next: DecisionBody) => {
    setBody(next);
    setPreview(null);
    setStatus(null);
  };
  // A message written for this candidate goes only with a message, and only when it says something.
  const ownMessage = sending ? body.message?.trim() || undefined : undefined;
  const ownEmpty = sending && body.message !== undefined && !ownMessage;
  const showPreview = () =>
    previewMutation.mutate(
      { ...body, message: ownMessage, interview_ids: [detail.id] },
      {
        onSuccess: (r) => setPreview(r.previews[0] ?? null),
        onError: (e) => setStatus({ text: errorMessage(e), error: true }),
      },
    );
  const save = () =>
    decide.mutate(
      { ...body, notify: sending, message: ownMessage, note: body.note?.trim() || undefined },
      {
        onSuccess: (r) => {
          setStatus({ text: r.message, error: false });
          setPreview(null);
          setBody({ decision: r.decision.decision, note: r.decision.note ?? '' });
        },
        onError: (e) => setStatus({ text: errorMessage(e), error: true }),
      },
    );

  return (
    <Card className="mt-6" data-testid="decision-panel">
      <CardHeader title="Decision" description="Decide what happens next for this candidate. Every change is kept in the decision log." />
      <CardBody className="space-y-4">
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <span>Current decision:</span>
          <DecisionBadge decision={current.decision} />
          {current.decided_at ? (
            <span className="text-slate-600">
              {current.decided_by ? `by ${current.decided_by}, ` : ''}
              {formatDate(current.decided_at)}
            </span>
          ) : null}
          {current.notified_decision && current.notified_at ? (
            <span className="text-slate-600">
              · Candidate told “{DECISION_LABELS[current.notified_decision]}” on {formatDate(current.notified_at)}
            </span>
          ) : null}
        </p>
        {current.note ? <p className="text-sm text-slate-600">Note: {current.note}</p> : null}
        <DecisionFields value={body} onChange={change} disabled={decide.isPending} canNotify={!deleted} canWriteOwn />
        {sending ? (
          <div className="space-y-3">
            <Button variant="secondary" onClick={showPreview} loading={previewMutation.isPending} disabled={ownEmpty}>
              Preview message
            </Button>
            {ownEmpty ? <p className="text-xs text-slate-600">{DECISION_MESSAGES.bodyRequired}</p> : null}
            <div aria-live="polite">{preview ? <MessagePreviewCard preview={preview} name={name} /> : null}</div>
          </div>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={save} loading={decide.isPending} disabled={sending && !preview}>
            {sending ? 'Save and send message' : 'Save decision'}
          </Button>
          {sending && !preview ? <span className="text-xs text-slate-600">Preview the message before sending it.</span> : null}
        </div>
        <StatusLine status={status} />
      </CardBody>
    </Card>
  );
}
