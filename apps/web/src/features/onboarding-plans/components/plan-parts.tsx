import { ONBOARDING_STATUS_LABELS, type OnboardingStatus } from '@hiring/shared/onboarding-plans';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { displayLocale } from '@hiring/shared/locale';

const STATUS_TONES: Record<OnboardingStatus, 'neutral' | 'amber' | 'green'> = {
  not_started: 'neutral',
  in_progress: 'amber',
  completed: 'green',
};

export function OnboardingStatusBadge({ status }: { status: OnboardingStatus }) {
  return (
    <Badge tone={STATUS_TONES[status]} className="whitespace-nowrap">
      {ONBOARDING_STATUS_LABELS[status]}
    </Badge>
  );
}

/** A progress bar screen readers announce as one (role progressbar, 0 to 100). */
export function ProgressBar({
  value,
  label,
  size = 'md',
  className,
}: {
  value: number;
  label: string;
  size?: 'sm' | 'md';
  className?: string;
}) {
  const clamped = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={`${clamped}%`}
      className={cn('w-full overflow-hidden rounded-full bg-slate-200', size === 'sm' ? 'h-1.5' : 'h-2.5', className)}
    >
      <div
        className={cn('h-full rounded-full transition-[width]', clamped === 100 ? 'bg-emerald-500' : 'bg-indigo-600')}
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}

/** Dates long in UTC (spec 02 §2.3), in the reader's locale (en-US by default); empty or zero dates read 'Not available'. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return 'Not available';
  const time = Date.parse(iso);
  return Number.isNaN(time) || time <= 0
    ? 'Not available'
    : new Intl.DateTimeFormat(displayLocale(), { dateStyle: 'long', timeZone: 'UTC' }).format(time);
}
