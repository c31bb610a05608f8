import { AGREEMENT_SCALE, type AgreementMatrix } from '@hiring/shared/agreement';
import { cn } from '@/lib/cn';

/** A cell's shade by its share of the largest count: none, light, medium, strong; each pair of text and ground meets 4.5:1. */
function shade(count: number, max: number, diagonal: boolean) {
  if (count === 0) return 'bg-slate-50 text-slate-600';
  const level = count / max;
  if (diagonal)
    return level > 0.66
      ? 'bg-emerald-700 text-white'
      : level > 0.33
        ? 'bg-emerald-200 text-emerald-950'
        : 'bg-emerald-100 text-emerald-900';
  return level > 0.66 ? 'bg-rose-700 text-white' : level > 0.33 ? 'bg-rose-200 text-rose-950' : 'bg-rose-100 text-rose-900';
}

/**
 * The 5 × 5 grid of AI score (rows) against the reviewers' rounded mean (columns): green on the
 * diagonal where they agree, red off it, darker for more answers. Hidden from screen readers: the
 * table beside it (AgreementTable) has the same numbers.
 */
export function AgreementGrid({ matrix }: { matrix: AgreementMatrix }) {
  const max = Math.max(1, ...matrix.flat());
  return (
    <div aria-hidden="true" className="inline-grid grid-cols-[auto_repeat(5,2.25rem)] gap-1 text-xs" data-testid="agreement-grid">
      <span />
      <span className="col-span-5 text-center text-slate-600">Reviewers' mean</span>
      <span />
      {AGREEMENT_SCALE.map((r) => (
        <span key={`h${r}`} className="text-center font-medium text-slate-600">
          {r}
        </span>
      ))}
      {AGREEMENT_SCALE.map((ai) => (
        <GridRow key={ai} ai={ai} counts={matrix[ai - 1]!} max={max} />
      ))}
    </div>
  );
}

function GridRow({ ai, counts, max }: { ai: number; counts: number[]; max: number }) {
  return (
    <>
      <span className="pr-1 text-right font-medium text-slate-600 leading-9">AI {ai}</span>
      {AGREEMENT_SCALE.map((reviewers) => (
        <span
          key={reviewers}
          className={cn(
            'flex size-9 items-center justify-center rounded tabular-nums',
            shade(counts[reviewers - 1]!, max, reviewers === ai),
            reviewers === ai && 'ring-1 ring-emerald-700/40',
          )}
        >
          {counts[reviewers - 1]}
        </span>
      ))}
    </>
  );
}

/** The grid's numbers as a table: the screen reader's version of the chart. */
export function AgreementTable({ matrix, caption }: { matrix: AgreementMatrix; caption: string }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-slate-50 text-left text-xs text-slate-600">
        <tr>
          <th scope="col" className="px-2 py-1.5 font-medium">
            AI score
          </th>
          {AGREEMENT_SCALE.map((r) => (
            <th key={r} scope="col" className="px-2 py-1.5 text-right font-medium">
              Reviewers {r}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {AGREEMENT_SCALE.map((ai) => (
          <tr key={ai}>
            <th scope="row" className="px-2 py-1.5 text-left font-normal text-slate-900">
              AI {ai}
            </th>
            {AGREEMENT_SCALE.map((reviewers) => (
              <td
                key={reviewers}
                className={cn(
                  'px-2 py-1.5 text-right tabular-nums',
                  reviewers === ai ? 'font-semibold text-emerald-800' : 'text-slate-700',
                )}
              >
                {matrix[ai - 1]![reviewers - 1]}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
