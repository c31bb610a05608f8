import { SUCCESS_MESSAGE_MS } from '@hiring/shared/constants';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Icon } from '@/components/ui/icon';

/** A message handed over in navigation state: `navigate(path, { state: { message } })`. */
export function messageFromState(state: unknown): string | null {
  if (!state || typeof state !== 'object') return null;
  const { message } = state as { message?: unknown };
  return typeof message === 'string' && message.trim() ? message : null;
}

/** The success message of spec 01 §2: shown for 5 seconds, dismissable. */
export function useSuccessMessage(): [string | null, (message: string | null) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(() => messageFromState(location.state));
  // A new navigation to this page with a message shows it again. The message is then cleared from
  // the history entry, so a reload (or Back to this page) does not show it once more.
  useEffect(() => {
    const next = messageFromState(location.state);
    if (!next) return;
    setMessage(next);
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location.state, location.pathname, location.search, navigate]);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return [message, setMessage];
}

export function SuccessMessage({ message, onDismiss }: { message: string | null; onDismiss: () => void }) {
  if (!message) return null;
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
    >
      <Icon name="check-circle" className="mt-0.5 size-4 shrink-0 text-emerald-500" />
      <p className="min-w-0 flex-1">{message}</p>
      <button
        type="button"
        onClick={onDismiss}
        className="-my-1 -mr-2 rounded-md p-1 text-emerald-700 hover:bg-emerald-100 focus-visible:outline-2 focus-visible:outline-emerald-600"
      >
        <Icon name="x" className="size-4" label="Dismiss message" />
      </button>
    </div>
  );
}
