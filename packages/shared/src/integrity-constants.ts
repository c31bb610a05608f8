import { formatNumber } from './locale.ts';
/**
 * Integrity signals (issue 38, item 5): what the candidate's page records while an answer is
 * written (paste events and pasted characters, seconds the question was visible, leaving the
 * tab), their limits, and the words the review shows them in. Without zod: the candidate's page
 * imports these limits, so phones load no schema library for it. The schemas are in
 * integrity.ts, which re-exports all of this.
 *
 * The signals are evidence for a person to weigh, never a penalty: no score reads them.
 */

/** The signals of one answer, cumulative over every visit to its question. */
export interface IntegritySignals {
  paste_count: number;
  pasted_chars: number;
  tab_leaves: number;
  seconds: number;
}

export const INTEGRITY_SIGNAL_FIELDS = [
  'paste_count',
  'pasted_chars',
  'tab_leaves',
  'seconds',
] as const satisfies readonly (keyof IntegritySignals)[];
export type IntegritySignalField = (typeof INTEGRITY_SIGNAL_FIELDS)[number];

/**
 * Highest value the public answer save accepts for each signal. Generous: a candidate who pastes
 * a full answer a hundred times or keeps a question open for a week is still recorded (the page
 * holds its counts at these figures rather than have a save refused).
 */
export const INTEGRITY_LIMITS: Readonly<Record<IntegritySignalField, number>> = {
  paste_count: 10_000,
  pasted_chars: 1_000_000,
  tab_leaves: 10_000,
  /** Seven days. */
  seconds: 604_800,
};

/**
 * From where a signal is worth a reviewer's look (decision 676): the badge is marked, and the
 * candidates list's "Has integrity flags" filter counts the answer. Below them a signal still
 * shows, as plain information.
 */
export const INTEGRITY_THRESHOLDS = {
  /** Characters pasted into one answer: about three sentences. */
  pastedChars: 200,
  /** Times the candidate left the tab while one question was open. */
  tabLeaves: 3,
} as const;

/**
 * The AI flags that count as integrity flags for the candidates list's filter (decision 676):
 * those that say the answer may not be the candidate's own words for this question. Quality
 * flags (too short, vague, off topic, empty) and the answer's language never count.
 */
export const INTEGRITY_AI_FLAGS = [
  'copied_question',
  'term_list',
  'keyword_template',
  'generic',
  'duplicate_answer',
  'evaluator_instruction',
] as const;

const fieldNames: Readonly<Record<IntegritySignalField, string>> = {
  paste_count: 'Paste count',
  pasted_chars: 'Pasted characters',
  tab_leaves: 'Tab leaves',
  seconds: 'Seconds on the question',
};

const number = formatNumber;
const plural = (n: number, one: string, many = `${one}s`) => `${number(n)} ${n === 1 ? one : many}`;

export const INTEGRITY_MESSAGES = {
  /** The public save refuses a signal that is not a whole number from 0 to its limit. */
  signalRange: (field: IntegritySignalField) => `${fieldNames[field]} must be a whole number from 0 to ${number(INTEGRITY_LIMITS[field])}`,
  /** The candidates list's filter. */
  filterLabel: 'Has integrity flags',
  filterHint: `Answers with an AI flag about whose words they are, ${INTEGRITY_THRESHOLDS.pastedChars} or more pasted characters, or the tab left ${INTEGRITY_THRESHOLDS.tabLeaves} or more times.`,
  noFlagged: 'No candidate has integrity flags',
  filterNote: 'The filter only narrows the list; it changes no score.',
  /** Beside each answer on the review. */
  signalsHeading: 'Signals',
  /** Under the page's signals only: the AI's flags are part of its scoring, the signals are not. */
  notScored: 'Shown as information for a person to weigh; no score uses them.',
  notRecorded: 'No integrity signals were recorded for this answer.',
} as const;

/** "2 min 10 s", "45 s", "1 h 5 min". */
export function durationText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return s % 60 === 0 ? `${s / 60} min` : `${Math.floor(s / 60)} min ${s % 60} s`;
  const minutes = Math.floor((s % 3600) / 60);
  return `${Math.floor(s / 3600)} h${minutes ? ` ${minutes} min` : ''}`;
}

/** One readable signal of an answer: its badge text, why it is shown, and whether it passes its threshold. */
export interface SignalBadgeText {
  kind: 'paste' | 'tab' | 'time';
  label: string;
  reason: string;
  notable: boolean;
}

/**
 * The badges of an answer's signals, in the review's order: pasting, leaving the tab, time. A
 * signal at 0 has no badge, except time, which is shown whenever it was recorded.
 */
export function signalBadges(signals: IntegritySignals): SignalBadgeText[] {
  const out: SignalBadgeText[] = [];
  if (signals.paste_count > 0)
    out.push({
      kind: 'paste',
      label: `Pasted ${plural(signals.pasted_chars, 'character')} (${plural(signals.paste_count, 'paste')})`,
      reason:
        'Text was pasted into this answer rather than typed. Pasting can be honest (an answer drafted elsewhere first); it does not change any score.',
      notable: signals.pasted_chars >= INTEGRITY_THRESHOLDS.pastedChars,
    });
  if (signals.tab_leaves > 0)
    out.push({
      kind: 'tab',
      label: signals.tab_leaves === 1 ? 'Left the tab once' : `Left the tab ${number(signals.tab_leaves)} times`,
      reason:
        'The candidate switched to another tab or window, or their screen went off, while this question was open. It does not change any score.',
      notable: signals.tab_leaves >= INTEGRITY_THRESHOLDS.tabLeaves,
    });
  out.push({
    kind: 'time',
    label: `${durationText(signals.seconds)} on this question`,
    reason: "Time this question was open and visible on the candidate's screen; time away from the tab is not counted.",
    notable: false,
  });
  return out;
}

/** Whether an answer's signals pass a threshold (the filter's rule for the page's own signals). */
export function signalsNotable(signals: IntegritySignals | null): boolean {
  return (
    signals !== null && (signals.pasted_chars >= INTEGRITY_THRESHOLDS.pastedChars || signals.tab_leaves >= INTEGRITY_THRESHOLDS.tabLeaves)
  );
}
