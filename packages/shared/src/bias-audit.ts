import { z } from 'zod';
import { periodDays, realDay } from './audit.ts';
import { SELF_ID_RACE_LABELS, SELF_ID_SEX_LABELS, type SelfIdRace, type SelfIdSex } from './self-id.ts';

/**
 * The bias audit (issue 39, item 2; decisions 701-703), in the format of New York City's Local
 * Law 144 for scores: the median overall score of the period; per category of sex, of
 * race/ethnicity and of their intersection, the number of candidates, the scoring rate (the share
 * scoring above that median) and the impact ratio (the rate over the highest category's rate).
 */

export const BIAS_AUDIT_PATH = '/app/interviews/bias-audit';

export const BIAS_AUDIT_LIMITS = {
  /** A category under this share of the audit's candidates is left out of the impact ratios. */
  smallCategoryShare: 0.02,
  /** Impact ratios under this are marked (the four-fifths rule). */
  fourFifths: 0.8,
  /** Without from and to, the audit covers the year up to today (the law's annual audit). */
  defaultPeriodDays: 365,
  /** The longest period one audit reads. */
  periodDaysMax: 3 * 366,
} as const;

export const BIAS_AUDIT_SCORES = ['ai', 'final'] as const;
export type BiasAuditScore = (typeof BIAS_AUDIT_SCORES)[number];
export const BIAS_AUDIT_SCORE_LABELS: Readonly<Record<BiasAuditScore, string>> = {
  ai: "AI's overall score",
  final: 'Final score (reviewers’ scores where they scored)',
};

/** What counts as selected (decision 765): scoring above the median, or a decision to advance or hire. */
export const BIAS_AUDIT_SELECTIONS = ['score', 'decision'] as const;
export type BiasAuditSelection = (typeof BIAS_AUDIT_SELECTIONS)[number];
export const BIAS_AUDIT_SELECTION_LABELS: Readonly<Record<BiasAuditSelection, string>> = {
  score: 'Scoring rate (above the median score)',
  decision: 'Selection rate (advanced or hired)',
};

export const BIAS_AUDIT_FORMATS = ['json', 'csv'] as const;
export type BiasAuditFormat = (typeof BIAS_AUDIT_FORMATS)[number];

export const BIAS_AUDIT_TABLES = ['sex', 'race_ethnicity', 'intersection'] as const;
export type BiasAuditTable = (typeof BIAS_AUDIT_TABLES)[number];
export const BIAS_AUDIT_TABLE_LABELS: Readonly<Record<BiasAuditTable, string>> = {
  sex: 'Sex',
  race_ethnicity: 'Race/ethnicity',
  intersection: 'Sex and race/ethnicity',
};

export const BIAS_AUDIT_MESSAGES = {
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  periodReversed: 'The end of the period comes before its start.',
  periodTooLong: `Choose a period of at most ${BIAS_AUDIT_LIMITS.periodDaysMax} days.`,
  scoreInvalid: 'Choose the AI score or the final score.',
  formatInvalid: 'Choose JSON or CSV.',
  selectionInvalid: 'Choose the score or the decision.',
  noneSelected: 'No category was advanced or hired, so no impact ratio can be computed.',
  undecided: (n: number) => `${n} ${n === 1 ? 'candidate has' : 'candidates have'} no decision yet and count as not selected.`,
  empty: 'No self-identification answers in this period.',
  fetchFailed: 'The bias audit could not be loaded.',
  noCandidates: 'No candidates in this category.',
  smallCategory: (n: number, total: number) =>
    `Left out of the impact ratios: ${n} of ${total} candidates is under ${BIAS_AUDIT_LIMITS.smallCategoryShare * 100}% of the data.`,
  belowFourFifths: 'Impact ratio under 0.8 (the four-fifths rule).',
  noneAboveMedian: 'No category scored above the median, so no impact ratio can be computed.',
  highestRate: 'Highest scoring rate.',
} as const;

export const BIAS_AUDIT_ERROR_CODES = {
  dateInvalid: 'bias_audit_date_invalid',
  periodReversed: 'bias_audit_period_reversed',
  periodTooLong: 'bias_audit_period_too_long',
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;
// The decision log's checks of a day and of a period's length, with the audit's own messages.
const isoDate = z
  .string()
  .trim()
  .refine((v) => DATE.test(v) && realDay(v), {
    message: BIAS_AUDIT_MESSAGES.dateInvalid,
    params: { code: BIAS_AUDIT_ERROR_CODES.dateInvalid },
  });

/** `GET /api/app/interviews/bias-audit`: a period of whole UTC days (submission dates, both included). */
export const biasAuditQuerySchema = z
  .object({
    job_position_id: z.uuid().optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    score: z.enum(BIAS_AUDIT_SCORES, BIAS_AUDIT_MESSAGES.scoreInvalid).default('ai'),
    format: z.enum(BIAS_AUDIT_FORMATS, BIAS_AUDIT_MESSAGES.formatInvalid).default('json'),
    selection: z.enum(BIAS_AUDIT_SELECTIONS, BIAS_AUDIT_MESSAGES.selectionInvalid).default('score'),
  })
  .superRefine((q, ctx) => {
    if (!q.from || !q.to || !DATE.test(q.from) || !DATE.test(q.to)) return;
    const days = periodDays(q.from, q.to);
    if (days < 1)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: BIAS_AUDIT_MESSAGES.periodReversed,
        params: { code: BIAS_AUDIT_ERROR_CODES.periodReversed },
      });
    else if (days > BIAS_AUDIT_LIMITS.periodDaysMax)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: BIAS_AUDIT_MESSAGES.periodTooLong,
        params: { code: BIAS_AUDIT_ERROR_CODES.periodTooLong },
      });
  });
export type BiasAuditQuery = z.output<typeof biasAuditQuerySchema>;

/** The period an audit covers: the dates asked for, else the year up to `today` (or up to `to`). */
export function auditPeriod(q: Pick<BiasAuditQuery, 'from' | 'to'>, today: Date = new Date()): { from: string; to: string } {
  const to =
    q.to ??
    (q.from ? new Date(Date.parse(`${q.from}T00:00:00Z`) + (BIAS_AUDIT_LIMITS.defaultPeriodDays - 1) * DAY_MS) : today)
      .toISOString()
      .slice(0, 10);
  const from =
    q.from ?? new Date(Date.parse(`${to}T00:00:00Z`) - (BIAS_AUDIT_LIMITS.defaultPeriodDays - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to };
}

export const biasAuditRowSchema = z.object({
  /** The category's code: a sex, a race/ethnicity, or `sex:race_ethnicity` for the intersection. */
  category: z.string(),
  label: z.string(),
  n: z.number().int(),
  /** Share of the category scoring above the median (0-1, three decimals); null when n is 0. */
  scoring_rate: z.number().nullable(),
  /** With selection=decision: the share of the category advanced or hired (0-1, three decimals); else null. */
  selection_rate: z.number().nullable(),
  /** The rate over the highest included category's rate (three decimals); null when excluded or not computable. */
  impact_ratio: z.number().nullable(),
  /** The impact ratio is under 0.8 (decision 702). */
  below_four_fifths: z.boolean(),
  /** Left out of the impact ratios: no candidates, or under 2% of the data. */
  excluded: z.boolean(),
  note: z.string().nullable(),
});
export type BiasAuditRow = z.infer<typeof biasAuditRowSchema>;

export const biasAuditUnknownSchema = z.object({ sex: z.number().int(), race_ethnicity: z.number().int(), intersection: z.number().int() });

export const biasAuditFiguresSchema = z.object({
  /** The median overall score of every scored candidate of the period; null when there are none. */
  median: z.number().nullable(),
  /** Scored candidates of the period. */
  total: z.number().int(),
  /** Candidates counted apart per table: no answer, or "prefer not to say" (either one, for the intersection). */
  unknown: biasAuditUnknownSchema,
  sex: z.array(biasAuditRowSchema),
  race_ethnicity: z.array(biasAuditRowSchema),
  intersection: z.array(biasAuditRowSchema),
});
export type BiasAuditFigures = z.infer<typeof biasAuditFiguresSchema>;

export const biasAuditReportSchema = biasAuditFiguresSchema.extend({
  from: z.string(),
  to: z.string(),
  score: z.enum(BIAS_AUDIT_SCORES),
  /** Which rate the impact ratios compare (decision 765). */
  selection: z.enum(BIAS_AUDIT_SELECTIONS),
  /** With selection=decision: candidates advanced or hired, and those still undecided (counted as not selected). */
  selected: z.number().int().nullable(),
  undecided: z.number().int().nullable(),
  job_position_id: z.string().nullable(),
  /** Candidates of the period who gave any self-identification answer. */
  answered: z.number().int(),
  generated_at: z.string(),
});
export type BiasAuditReport = z.infer<typeof biasAuditReportSchema>;

/** One scored candidate as the audit reads them: the chosen overall score and the answers (null: none given). */
export interface AuditCandidate {
  score: number;
  /** Advanced or hired (decision 765); read only with selection=decision. */
  selected?: boolean;
  sex: SelfIdSex | null;
  race_ethnicity: SelfIdRace | null;
}

const KNOWN_SEXES = ['female', 'male'] as const satisfies readonly SelfIdSex[];
const KNOWN_RACES = [
  'hispanic_or_latino',
  'white',
  'black_or_african_american',
  'asian',
  'native_hawaiian_or_pacific_islander',
  'american_indian_or_alaska_native',
  'two_or_more_races',
] as const satisfies readonly SelfIdRace[];
const raceShort = (r: SelfIdRace) => SELF_ID_RACE_LABELS[r].replace(/ \(not Hispanic or Latino\)$/, '');

const round3 = (v: number) => Math.round(v * 1000) / 1000;

/** The median of the values (the mean of the middle two for an even count); null when empty. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

interface Group {
  category: string;
  label: string;
  members: AuditCandidate[];
}

/** One table: each group's count and rate, the small-category rule, then each ratio against the highest included rate. */
function tableOf(groups: Group[], mid: number, total: number, selection: BiasAuditSelection): BiasAuditRow[] {
  const rows = groups.map((g) => {
    const n = g.members.length;
    const above = g.members.filter((c) => c.score > mid).length;
    const scoring = n === 0 ? null : above / n;
    const chosen = g.members.filter((c) => c.selected === true).length;
    const selected = selection === 'decision' && n > 0 ? chosen / n : null;
    const rate = selection === 'decision' ? selected : scoring;
    const small = n > 0 && n / total < BIAS_AUDIT_LIMITS.smallCategoryShare;
    const note = n === 0 ? BIAS_AUDIT_MESSAGES.noCandidates : small ? BIAS_AUDIT_MESSAGES.smallCategory(n, total) : null;
    return { g, n, rate, scoring, selected, excluded: n === 0 || small, note };
  });
  const highest = Math.max(0, ...rows.filter((r) => !r.excluded).map((r) => r.rate ?? 0));
  return rows.map((r) => {
    const ratio = r.excluded || highest === 0 || r.rate === null ? null : round3(r.rate / highest);
    const below = ratio !== null && ratio < BIAS_AUDIT_LIMITS.fourFifths;
    let note = r.note;
    if (!r.excluded && highest === 0)
      note = selection === 'decision' ? BIAS_AUDIT_MESSAGES.noneSelected : BIAS_AUDIT_MESSAGES.noneAboveMedian;
    else if (below) note = BIAS_AUDIT_MESSAGES.belowFourFifths;
    else if (ratio === 1) note = BIAS_AUDIT_MESSAGES.highestRate;
    return {
      category: r.g.category,
      label: r.g.label,
      n: r.n,
      scoring_rate: r.scoring === null ? null : round3(r.scoring),
      selection_rate: r.selected === null ? null : round3(r.selected),
      impact_ratio: ratio,
      below_four_fifths: below,
      excluded: r.excluded,
      note,
    };
  });
}

/**
 * The audit's figures for a set of scored candidates: the median of every score (unknowns too),
 * and per table the known categories (every one listed, an empty one marked excluded), with the
 * unknown ones counted apart and kept out of the ratios.
 */
export function computeBiasAudit(candidates: readonly AuditCandidate[], selection: BiasAuditSelection = 'score'): BiasAuditFigures {
  const total = candidates.length;
  const mid = median(candidates.map((c) => c.score));
  const knownSex = (c: AuditCandidate) => c.sex !== null && c.sex !== 'prefer_not_to_say';
  const knownRace = (c: AuditCandidate) => c.race_ethnicity !== null && c.race_ethnicity !== 'prefer_not_to_say';
  const sexGroups = KNOWN_SEXES.map((s) => ({ category: s, label: SELF_ID_SEX_LABELS[s], members: candidates.filter((c) => c.sex === s) }));
  const raceGroups = KNOWN_RACES.map((r) => ({
    category: r,
    label: SELF_ID_RACE_LABELS[r],
    members: candidates.filter((c) => c.race_ethnicity === r),
  }));
  const crossGroups = KNOWN_SEXES.flatMap((s) =>
    KNOWN_RACES.map((r) => ({
      category: `${s}:${r}`,
      label: `${SELF_ID_SEX_LABELS[s]}, ${raceShort(r)}`,
      members: candidates.filter((c) => c.sex === s && c.race_ethnicity === r),
    })),
  );
  const table = (groups: Group[]) => (mid === null ? tableOf(groups, 0, 1, selection) : tableOf(groups, mid, total, selection));
  return {
    median: mid,
    total,
    unknown: {
      sex: candidates.filter((c) => !knownSex(c)).length,
      race_ethnicity: candidates.filter((c) => !knownRace(c)).length,
      intersection: candidates.filter((c) => !knownSex(c) || !knownRace(c)).length,
    },
    sex: table(sexGroups),
    race_ethnicity: table(raceGroups),
    intersection: table(crossGroups),
  };
}

/** A CSV cell: quoted when it holds a comma, quote or line break; a leading formula character is defused. */
export function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const BIAS_AUDIT_CSV_COLUMNS = [
  'from',
  'to',
  'score',
  'median',
  'total',
  'table',
  'category',
  'n',
  'scoring_rate',
  'impact_ratio',
  'below_four_fifths',
  'excluded',
  'note',
] as const;

/** The decision audit's columns (decision 765): the selection rate beside the scoring rate. */
export const BIAS_AUDIT_DECISION_CSV_COLUMNS = [
  ...BIAS_AUDIT_CSV_COLUMNS.slice(0, 9),
  'selection_rate',
  ...BIAS_AUDIT_CSV_COLUMNS.slice(9),
] as const;

/**
 * The report as one CSV table (decision 703): every row repeats the period, the score and the
 * median; each table ends with its unknown count. With selection=decision a selection_rate
 * column follows the scoring rate, and the impact ratio compares selection rates (decision 765).
 */
export function biasAuditCsv(report: Omit<BiasAuditReport, 'selection' | 'selected' | 'undecided'> & Partial<BiasAuditReport>): string {
  const decision = report.selection === 'decision';
  const lines: string[] = [(decision ? BIAS_AUDIT_DECISION_CSV_COLUMNS : BIAS_AUDIT_CSV_COLUMNS).join(',')];
  const head = [report.from, report.to, report.score, report.median, report.total];
  const rates = (scoring: number | null, selection: number | null) => (decision ? [scoring, selection] : [scoring]);
  for (const table of BIAS_AUDIT_TABLES) {
    for (const r of report[table])
      lines.push(
        [...head, table, r.label, r.n, ...rates(r.scoring_rate, r.selection_rate), r.impact_ratio, r.below_four_fifths, r.excluded, r.note]
          .map(csvCell)
          .join(','),
      );
    lines.push(
      [
        ...head,
        table,
        'Unknown',
        report.unknown[table],
        ...rates(null, null),
        null,
        false,
        true,
        'Counted apart: no answer or prefer not to say.',
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

export const biasAuditFileName = (r: Pick<BiasAuditReport, 'from' | 'to' | 'score'> & Partial<Pick<BiasAuditReport, 'selection'>>) =>
  `bias-audit_${r.from}_to_${r.to}_${r.score}${r.selection === 'decision' ? '_decision' : ''}.csv`;
