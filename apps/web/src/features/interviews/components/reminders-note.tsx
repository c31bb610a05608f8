import { formatDate } from '@hiring/shared/constants';
import type { InterviewSummary } from '@hiring/shared/interviews';
import { REMINDER_MESSAGES, remindersLine } from '@hiring/shared/reminders';
import { cn } from '@/lib/cn';

/** "Reminder sent Dec 2, 2026" (or "3 reminders sent, last ..."); with `always`, "No reminder sent yet" when none went out. */
export function RemindersNote({
  interview,
  always = false,
  className,
}: {
  interview: Pick<InterviewSummary, 'reminder_count' | 'last_reminded_at'>;
  always?: boolean;
  className?: string;
}) {
  if (interview.reminder_count === 0 || !interview.last_reminded_at)
    return always ? <p className={cn('text-xs text-slate-600', className)}>{REMINDER_MESSAGES.notReminded}</p> : null;
  return (
    <p className={cn('text-xs text-slate-600', className)} data-testid="reminders-note">
      {remindersLine(interview.reminder_count, formatDate(interview.last_reminded_at))}
    </p>
  );
}
