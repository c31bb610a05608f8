import { useEffect, useState } from 'react';
import { useCandidateText } from './candidate-text';

/** How often the time spent is brought up to date on screen. */
const TICK_MS = 15_000;

/**
 * The time per question (issue 42, item 4): the suggested time and the time spent on it, which
 * `spentMs` gives from before this visit. Passing the suggested time is said once, politely;
 * the minutes are not announced as they tick.
 */
export function QuestionTimer({ minutes, spentMs, now = () => Date.now() }: { minutes: number; spentMs: number; now?: () => number }) {
  const words = useCandidateText();
  const [opened] = useState(() => now());
  const [, tick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => tick((n) => n + 1), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const spent = Math.floor((spentMs + now() - opened) / 60_000);
  const over = minutes > 0 && spent >= minutes;
  return (
    <div className="text-xs text-slate-600" data-testid="question-timer">
      <p>
        {minutes > 0 ? `${words.minutesSuggested(minutes)} · ` : ''}
        {words.minutesSpent(spent)}
      </p>
      <p role="status" aria-live="polite" className={over ? 'font-medium text-amber-800' : 'sr-only'}>
        {over ? words.timeUp : ''}
      </p>
    </div>
  );
}
