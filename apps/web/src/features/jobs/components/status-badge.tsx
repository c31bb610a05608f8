import { type BadgeColour, jobStatusBadgeColour, jobStatusLabel } from '@hiring/shared/job-status';
import { cn } from '@/lib/cn';

/** Tailwind classes of the badge colours of spec 02 §4. */
export const BADGE_CLASSES: Readonly<Record<BadgeColour, string>> = {
  gray: 'bg-slate-100 text-slate-700 ring-slate-200',
  yellow: 'bg-amber-50 text-amber-800 ring-amber-200',
  blue: 'bg-sky-50 text-sky-700 ring-sky-200',
  green: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  indigo: 'bg-indigo-50 text-indigo-700 ring-indigo-200',
  purple: 'bg-violet-50 text-violet-700 ring-violet-200',
  red: 'bg-rose-50 text-rose-700 ring-rose-200',
};

/** A job status with its label and colour. */
export function StatusBadge({ status, className }: { status: string | null | undefined; className?: string }) {
  const colour = jobStatusBadgeColour(status);
  return (
    <span
      data-colour={colour}
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        BADGE_CLASSES[colour],
        className,
      )}
    >
      {jobStatusLabel(status)}
    </span>
  );
}
