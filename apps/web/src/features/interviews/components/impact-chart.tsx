import { BIAS_AUDIT_LIMITS, type BiasAuditRow } from '@hiring/shared/bias-audit';
import { ratioText } from './bias-audit-summary';

/**
 * A bar per category for its impact ratio (0 to 1), with a line at 0.8; a ratio under it is
 * marked in words, not by colour alone. The table beside it is the accessible source, so the
 * chart is one image to screen readers. Categories without candidates are in the table only.
 */
export function ImpactChart({ title, rows }: { title: string; rows: BiasAuditRow[] }) {
  const line = `${BIAS_AUDIT_LIMITS.fourFifths * 100}%`;
  return (
    <div>
      <div
        role="img"
        aria-label={`Bar chart of impact ratios by ${title.toLowerCase()}, with the 0.8 line; the table below has the numbers.`}
        className="space-y-2"
      >
        {rows
          .filter((r) => r.n > 0)
          .map((r) => (
            <div
              key={r.category}
              className="grid grid-cols-[minmax(0,9rem)_1fr_4.5rem] items-center gap-2 text-xs sm:grid-cols-[minmax(0,16rem)_1fr_5rem]"
            >
              <span className="truncate text-slate-700" title={r.label}>
                {r.label}
              </span>
              <div className="relative h-4 rounded bg-slate-100">
                {r.impact_ratio !== null ? (
                  <div
                    className={`h-4 rounded ${r.below_four_fifths ? 'bg-amber-500' : 'bg-indigo-500'}`}
                    style={{ width: `${Math.min(1, r.impact_ratio) * 100}%` }}
                  />
                ) : null}
                <div className="absolute inset-y-[-3px] w-0.5 bg-slate-900" style={{ left: line }} />
              </div>
              <span className="text-right text-slate-800 tabular-nums">
                {r.excluded ? 'left out' : ratioText(r.impact_ratio)}
                {r.below_four_fifths ? ' ▲' : ''}
              </span>
            </div>
          ))}
      </div>
      <p className="mt-2 text-xs text-slate-600">The dark line marks 0.8 (the four-fifths rule); ▲ marks a ratio under it.</p>
    </div>
  );
}
