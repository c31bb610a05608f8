import { INTEGRITY_LIMITS, INTEGRITY_SIGNAL_FIELDS, type IntegritySignals } from '@hiring/shared/integrity-constants';

/** What the recorder keeps per answer: milliseconds rather than seconds, so short looks add up. */
export interface KeptSignals {
  paste_count: number;
  pasted_chars: number;
  tab_leaves: number;
  ms: number;
}

export interface RecorderOptions {
  now?: () => number;
  /** Whether the page is on screen now (document.visibilityState). */
  isVisible?: () => boolean;
  /** What an earlier visit to the page kept for an answer (a reload goes on counting). */
  load?: (questionId: string) => KeptSignals | null;
  keep?: (questionId: string, signals: KeptSignals) => void;
}

const empty = (): KeptSignals => ({ paste_count: 0, pasted_chars: 0, tab_leaves: 0, ms: 0 });

/**
 * Counts, per answer, what the notice tells the candidate is recorded (issue 38, item 5): paste
 * events and the characters pasted, the time the question is open and visible (not the time the
 * tab is hidden), and leaving the tab while the question is open. The counts are cumulative over
 * every visit to the question and are sent with the answer's saves; the practice question and the
 * notice and review steps are not counted.
 */
export class IntegrityRecorder {
  private readonly now: () => number;
  private readonly isVisible: () => boolean;
  private readonly load: (questionId: string) => KeptSignals | null;
  private readonly keep: (questionId: string, signals: KeptSignals) => void;
  private readonly counts = new Map<string, KeptSignals>();
  /** The question on screen and counted, if any. */
  private current: string | null = null;
  /** Since when the current question has been visible; null while hidden. */
  private since: number | null = null;

  constructor({ now = () => Date.now(), isVisible = () => true, load = () => null, keep = () => {} }: RecorderOptions = {}) {
    this.now = now;
    this.isVisible = isVisible;
    this.load = load;
    this.keep = keep;
  }

  /** The question now on screen; null for a step that is not counted. */
  show(questionId: string | null): void {
    if (questionId === this.current) return;
    this.settle();
    this.current = questionId;
    this.since = questionId !== null && this.isVisible() ? this.now() : null;
  }

  /** The candidate pasted `chars` characters into an answer. */
  paste(questionId: string, chars: number): void {
    const c = this.of(questionId);
    c.paste_count += 1;
    c.pasted_chars += Math.max(0, Math.floor(chars));
    this.keep(questionId, c);
  }

  /** The page went out of sight (another tab or window, the screen off): a tab leave of the question on screen. */
  hidden(): void {
    if (this.current === null || this.since === null) return;
    this.settle();
    this.since = null;
    const c = this.of(this.current);
    c.tab_leaves += 1;
    this.keep(this.current, c);
  }

  /**
   * The page is closing or being left for another address (pagehide, which comes before its last
   * visibilitychange): the time stops, and the hiding that follows is not counted as a tab leave.
   */
  closing(): void {
    this.settle();
    this.since = null;
  }

  /** The page is on screen again: the question's time runs again. */
  visible(): void {
    if (this.current !== null && this.since === null) this.since = this.now();
  }

  /** What a save of the answer sends now: whole seconds, each signal held at what the server accepts. */
  snapshot(questionId: string): IntegritySignals {
    const c = this.of(questionId);
    const running = questionId === this.current && this.since !== null ? this.now() - this.since : 0;
    const raw: IntegritySignals = {
      paste_count: c.paste_count,
      pasted_chars: c.pasted_chars,
      tab_leaves: c.tab_leaves,
      seconds: Math.floor((c.ms + running) / 1000),
    };
    for (const field of INTEGRITY_SIGNAL_FIELDS) raw[field] = Math.min(raw[field], INTEGRITY_LIMITS[field]);
    return raw;
  }

  /** Adds the time the current question has been visible to its count, and keeps it. */
  private settle(): void {
    if (this.current === null || this.since === null) return;
    const at = this.now();
    const c = this.of(this.current);
    c.ms += Math.max(0, at - this.since);
    this.since = at;
    this.keep(this.current, c);
  }

  private of(questionId: string): KeptSignals {
    let c = this.counts.get(questionId);
    if (!c) {
      c = { ...empty(), ...(this.load(questionId) ?? {}) };
      this.counts.set(questionId, c);
    }
    return c;
  }
}
