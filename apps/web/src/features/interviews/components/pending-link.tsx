import { formatDate } from '@hiring/shared/constants';
import type { InterviewSummary } from '@hiring/shared/interviews';
import { Card } from '@/components/ui/card';
import { LinkActions } from './link-actions';
import { RemindersNote } from './reminders-note';

/** An open link on the interview's page: when it was sent and expires, the reminders that went out, and its actions. */
export function PendingLink({ detail }: { detail: InterviewSummary }) {
  return (
    <Card className="mb-5 flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="text-sm text-slate-700">
        <p>
          Link sent {formatDate(detail.last_sent_at ?? detail.invited_at)} · expires {formatDate(detail.expires_at)}
        </p>
        <RemindersNote interview={detail} always />
      </div>
      <LinkActions interview={detail} />
    </Card>
  );
}
