import { cn } from '@/lib/cn';

/** The outcome of an action a panel reports beside it: a confirmation, or an error to act on. */
export interface StatusMessage {
  text: string;
  error: boolean;
}

/**
 * One line under a form or an action saying how it went: read out politely as a status when it
 * went through, at once as an alert when it did not. Renders nothing until there is something to say.
 */
export function StatusLine({ status, className = 'text-sm' }: { status: StatusMessage | null; className?: string }) {
  if (!status) return null;
  return (
    <p role={status.error ? 'alert' : 'status'} className={cn(className, status.error ? 'text-rose-700' : 'text-emerald-700')}>
      {status.text}
    </p>
  );
}
