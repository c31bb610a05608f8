import { answerFlagText } from '@hiring/shared/ai';
import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

const TONES = {
  /** Worth a look: an AI flag, or a signal past its threshold. */
  amber: 'bg-amber-50 text-amber-900 ring-amber-200',
  /** Information only. */
  slate: 'bg-white text-slate-800 ring-slate-300',
} as const;

interface ReasonBadgeProps {
  label: string;
  reason: string;
  tone?: keyof typeof TONES;
  icon?: ReactNode;
  /** data-* attributes naming what the badge is (data-flag, data-signal). */
  data?: Record<`data-${string}`, string>;
}

/**
 * A short label with the reason it is shown. The reason shows as a tooltip on hover, on keyboard
 * focus and on a tap (the badge is a button, so it takes focus), and screen readers hear it as the
 * badge's description.
 */
export function ReasonBadge({ label, reason, tone = 'amber', icon, data }: ReasonBadgeProps) {
  const id = useId();
  return (
    <span className="group relative inline-flex">
      {/* A button only to take focus: the reason shows to keyboard and touch users as well. The reason takes
          no room until it shows, so a badge near the edge of a phone's screen never widens the page. */}
      <button
        type="button"
        aria-describedby={id}
        {...data}
        className={cn(
          'inline-flex cursor-help items-center gap-1 rounded px-1.5 py-0.5 text-xs ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
          TONES[tone],
        )}
      >
        {icon}
        {label}
      </button>
      <span
        id={id}
        role="tooltip"
        className="absolute top-full left-0 z-10 mt-1 hidden w-max max-w-[min(16rem,80vw)] rounded-md bg-slate-900 px-2 py-1.5 text-xs text-white shadow-lg group-focus-within:block group-hover:block"
      >
        {reason}
      </span>
    </span>
  );
}

/** An AI flag on an answer in words ("Off topic"), never its code, with the reason it was raised. */
export function FlagBadge({ flag }: { flag: string }) {
  const { label, reason } = answerFlagText(flag);
  return <ReasonBadge label={label} reason={reason} data={{ 'data-flag': flag }} />;
}
