import { INTERVIEW_MESSAGES, type InterviewSummary, RESENDABLE_STATUSES, WITHDRAWABLE_STATUSES } from '@hiring/shared/interviews';
import { REMINDER_MESSAGES } from '@hiring/shared/reminders';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { type StatusMessage, StatusLine } from '@/components/ui/status-line';
import { errorMessage } from '@/lib/api-client';
import { type LinkAction, useLinkAction } from '../api/interviews';
import { CopyLinkButton } from './copy-link';
import { useCanManageInterviews } from './use-can-manage';

const can = (list: readonly string[], status: string) => list.includes(status);

const DONE_MESSAGES: Record<LinkAction, string> = {
  withdraw: INTERVIEW_MESSAGES.withdrawn,
  resend: INTERVIEW_MESSAGES.resent,
  remind: REMINDER_MESSAGES.sent,
};

/** Copy, remind, resend and withdraw for one link; withdrawing is confirmed, the outcome announced. */
export function LinkActions({ interview, onDone }: { interview: InterviewSummary; onDone?: (message: string) => void }) {
  const action = useLinkAction();
  const canManage = useCanManageInterviews();
  const [confirm, setConfirm] = useState(false);
  const [message, setMessage] = useState<StatusMessage | null>(null);
  const who = interview.candidate_name ?? interview.candidate_label;

  const run = (kind: LinkAction) =>
    action.mutate(
      { id: interview.id, action: kind },
      {
        onSuccess: () => {
          const text = DONE_MESSAGES[kind];
          setMessage({ text, error: false });
          onDone?.(text);
          setConfirm(false);
        },
        onError: (error) => {
          setMessage({ text: errorMessage(error), error: true });
          setConfirm(false);
        },
      },
    );

  if (!canManage) return null;
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {interview.url && can(WITHDRAWABLE_STATUSES, interview.status) ? <CopyLinkButton path={interview.url} who={who} /> : null}
      {can(WITHDRAWABLE_STATUSES, interview.status) && interview.candidate_email ? (
        <Button
          size="sm"
          variant="secondary"
          loading={action.isPending && action.variables?.action === 'remind'}
          onClick={() => run('remind')}
          aria-label={`Remind ${who}`}
        >
          Remind
        </Button>
      ) : null}
      {can(RESENDABLE_STATUSES, interview.status) ? (
        <Button
          size="sm"
          variant="secondary"
          loading={action.isPending && action.variables?.action === 'resend'}
          onClick={() => run('resend')}
          aria-label={`Resend the link to ${who}`}
        >
          Resend
        </Button>
      ) : null}
      {can(WITHDRAWABLE_STATUSES, interview.status) ? (
        <Button size="sm" variant="ghost" onClick={() => setConfirm(true)} aria-label={`Withdraw the link of ${who}`}>
          Withdraw
        </Button>
      ) : null}
      <StatusLine status={message} className="w-full text-right text-xs" />
      {confirm ? (
        <ConfirmDialog
          title="Withdraw this interview link?"
          description={`${who} will no longer be able to open or finish the interview. Answers saved so far are kept until the retention period ends.`}
          confirmLabel="Withdraw link"
          destructive
          busy={action.isPending}
          onCancel={() => setConfirm(false)}
          onConfirm={() => run('withdraw')}
        />
      ) : null}
    </div>
  );
}
