import {
  BIAS_AUDIT_LIMITS,
  BIAS_AUDIT_SCORE_LABELS,
  BIAS_AUDIT_TABLE_LABELS,
  BIAS_AUDIT_TABLES,
  type BiasAuditReport,
  type BiasAuditRow,
} from '@hiring/shared/bias-audit';
import { displayLocale } from '@hiring/shared/locale';

const escapeHtml = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
/** A share as a percentage with one decimal, or a dash. */
export const rateText = (v: number | null) => (v === null ? '—' : `${(Math.round(v * 1000) / 10).toFixed(1)}%`);
export const ratioText = (v: number | null) => (v === null ? '—' : v.toFixed(3));
const day = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString(displayLocale(), { dateStyle: 'long', timeZone: 'UTC' });

function tableHtml(title: string, rows: BiasAuditRow[], unknown: number): string {
  const body = rows
    .map(
      (r) =>
        `<tr><th scope="row">${escapeHtml(r.label)}</th><td>${r.n}</td><td>${rateText(r.scoring_rate)}</td><td>${ratioText(r.impact_ratio)}${
          r.below_four_fifths ? ' <strong>(under 0.8)</strong>' : ''
        }</td><td>${escapeHtml(r.note ?? '')}</td></tr>`,
    )
    .join('');
  return `<h2>${escapeHtml(title)}</h2><table><thead><tr><th scope="col">Category</th><th scope="col">Candidates</th><th scope="col">Scoring rate</th><th scope="col">Impact ratio</th><th scope="col">Note</th></tr></thead><tbody>${body}<tr><th scope="row">Unknown</th><td>${unknown}</td><td colspan="3">Counted apart: no answer or prefer not to say; not in the impact ratios.</td></tr></tbody></table>`;
}

/**
 * The printable summary of a bias audit (decision 703): a standalone page a company can print,
 * save as PDF or publish, with the date, the period, the data source, the counts and the tables.
 */
export function biasAuditSummaryHtml(report: BiasAuditReport, scope: string): string {
  const generated = new Date(report.generated_at).toLocaleDateString(displayLocale(), { dateStyle: 'long', timeZone: 'UTC' });
  const tables = BIAS_AUDIT_TABLES.map((t) => tableHtml(BIAS_AUDIT_TABLE_LABELS[t], report[t], report.unknown[t])).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bias audit summary, ${escapeHtml(report.from)} to ${escapeHtml(report.to)}</title><style>
body{font-family:system-ui,sans-serif;color:#0f172a;margin:2rem auto;max-width:60rem;padding:0 1rem;line-height:1.45}
h1{font-size:1.5rem;margin:0 0 .5rem}h2{font-size:1.1rem;margin:1.5rem 0 .5rem}
table{border-collapse:collapse;width:100%;font-size:.9rem}th,td{border:1px solid #cbd5e1;padding:.35rem .5rem;text-align:left;vertical-align:top}
thead th{background:#f1f5f9}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}dt{font-weight:600}
p.method{font-size:.85rem;color:#334155}@media print{body{margin:0}h2{break-after:avoid}tr{break-inside:avoid}}
</style></head><body><h1>Bias audit summary</h1><dl>
<dt>Date of this summary</dt><dd>${escapeHtml(generated)}</dd>
<dt>Period</dt><dd>${escapeHtml(day(report.from))} to ${escapeHtml(day(report.to))} (submission dates)</dd>
<dt>Data source</dt><dd>${escapeHtml(BIAS_AUDIT_SCORE_LABELS[report.score])} of scored interviews; ${escapeHtml(scope)}</dd>
<dt>Candidates scored</dt><dd>${report.total}</dd>
<dt>Gave self-identification</dt><dd>${report.answered}</dd>
<dt>Median overall score</dt><dd>${report.median === null ? '—' : report.median}</dd>
</dl>
<p class="method">Scoring rate: the share of a category's candidates scoring above the median overall score of the period. Impact ratio: a category's scoring rate divided by the highest category's rate. Candidates who gave no answer or preferred not to say are counted as unknown and left out of the ratios. Categories under ${BIAS_AUDIT_LIMITS.smallCategoryShare * 100}% of the data are left out of the ratios, with the reason. Impact ratios under ${BIAS_AUDIT_LIMITS.fourFifths} are marked (the four-fifths rule). Sex and race/ethnicity were given voluntarily by candidates after they submitted their interview.</p>
${tables}</body></html>`;
}

/** Opens the summary in a new tab, where the browser prints it or saves it. */
export function openBiasAuditSummary(report: BiasAuditReport, scope: string): void {
  const url = URL.createObjectURL(new Blob([biasAuditSummaryHtml(report, scope)], { type: 'text/html' }));
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
