import {
  INTERVIEW_STATUS_BADGE_COLOURS,
  INTERVIEW_STATUS_LABELS,
  type InterviewStatus,
  RECOMMENDATION_BADGE_COLOURS,
  RECOMMENDATION_LABELS,
  type Recommendation,
  REVIEW_STATUS_LABELS,
  type ReviewStatus,
  SCORING_STATUS_LABELS,
  type ScoringStatus,
} from '@hiring/shared/interviews';
import { cn } from '@/lib/cn';

const COLOURS = {
  gray: 'bg-slate-100 text-slate-700 ring-slate-200',
  yellow: 'bg-amber-50 text-amber-800 ring-amber-200',
  blue: 'bg-sky-50 text-sky-800 ring-sky-200',
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  red: 'bg-rose-50 text-rose-700 ring-rose-200',
  indigo: 'bg-indigo-50 text-indigo-700 ring-indigo-200',
} as const;

function Pill({ colour, children, className }: { colour: keyof typeof COLOURS; children: React.ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        COLOURS[colour],
        className,
      )}
    >
      {children}
    </span>
  );
}

export function InterviewStatusBadge({ status }: { status: InterviewStatus }) {
  return <Pill colour={INTERVIEW_STATUS_BADGE_COLOURS[status]}>{INTERVIEW_STATUS_LABELS[status]}</Pill>;
}

export function RecommendationBadge({ recommendation }: { recommendation: Recommendation | null }) {
  if (!recommendation) return <span className="text-xs text-slate-500">—</span>;
  return <Pill colour={RECOMMENDATION_BADGE_COLOURS[recommendation]}>{RECOMMENDATION_LABELS[recommendation]}</Pill>;
}

export function ScoringBadge({ status }: { status: ScoringStatus }) {
  const colour = status === 'scored' ? 'green' : status === 'failed' ? 'red' : status === 'not_submitted' ? 'gray' : 'yellow';
  return <Pill colour={colour}>{SCORING_STATUS_LABELS[status]}</Pill>;
}

export function ReviewBadge({ status }: { status: ReviewStatus }) {
  return <Pill colour={status === 'reviewed' ? 'indigo' : status === 'in_review' ? 'yellow' : 'gray'}>{REVIEW_STATUS_LABELS[status]}</Pill>;
}

/** A 1-5 score with one decimal, "—" when there is none; the colour follows the band. */
export function ScoreValue({ score, label, size = 'md' }: { score: number | null | undefined; label?: string; size?: 'sm' | 'md' | 'lg' }) {
  if (score === null || score === undefined) {
    return (
      <span className="text-slate-500">
        <span aria-hidden="true">—</span>
        <span className="sr-only">{label ? `${label}: none` : 'No score'}</span>
      </span>
    );
  }
  const tone = score >= 4 ? 'text-emerald-700' : score >= 3 ? 'text-sky-800' : score >= 2 ? 'text-amber-800' : 'text-rose-700';
  const text = Number.isInteger(score) ? String(score) : score.toFixed(1);
  return (
    <span className={cn('font-semibold tabular-nums', tone, size === 'lg' ? 'text-2xl' : size === 'sm' ? 'text-sm' : 'text-base')}>
      {text}
      <span className="text-xs font-normal text-slate-600">/5</span>
      {label ? <span className="sr-only"> {label}</span> : null}
    </span>
  );
}
