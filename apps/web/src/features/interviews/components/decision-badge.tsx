import { DECISION_LABELS, type Decision } from '@hiring/shared/decision-constants';
import { cn } from '@/lib/cn';

const COLOURS: Record<Decision, string> = {
  undecided: 'bg-slate-100 text-slate-700 ring-slate-200',
  advance: 'bg-sky-50 text-sky-800 ring-sky-200',
  hold: 'bg-amber-50 text-amber-800 ring-amber-200',
  reject: 'bg-rose-50 text-rose-700 ring-rose-200',
  hire: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
};

/** The team's decision as a pill; its text is the label, so a screen reader reads it as it shows. */
export function DecisionBadge({ decision, className }: { decision: Decision; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        COLOURS[decision],
        className,
      )}
      data-decision={decision}
    >
      {DECISION_LABELS[decision]}
    </span>
  );
}
