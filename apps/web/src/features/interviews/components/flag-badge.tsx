import { answerFlagText } from '@hiring/shared/ai';
import { useId } from 'react';

/**
 * An AI flag on an answer in words ("Off topic"), never its code. Its reason shows as a tooltip
 * on hover, on keyboard focus and on a tap (the badge is a button, so it takes focus), and screen readers hear it as
 * the badge's description.
 */
export function FlagBadge({ flag }: { flag: string }) {
  const { label, reason } = answerFlagText(flag);
  const id = useId();
  return (
    <span className="group relative inline-flex">
      {/* A button only to take focus: the reason shows to keyboard and touch users as well. */}
      <button
        type="button"
        aria-describedby={id}
        data-flag={flag}
        className="cursor-help rounded bg-amber-50 px-1.5 py-0.5 text-xs text-amber-900 ring-1 ring-amber-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        {label}
      </button>
      <span
        id={id}
        role="tooltip"
        className="invisible absolute top-full left-0 z-10 mt-1 w-max max-w-[min(16rem,80vw)] rounded-md bg-slate-900 px-2 py-1.5 text-xs text-white opacity-0 shadow-lg transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
      >
        {reason}
      </span>
    </span>
  );
}
